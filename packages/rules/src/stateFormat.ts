/**
 * The shape of a stored GameState. Servers keep snapshots of states to restore rooms without
 * replaying whole logs; a snapshot of another format is ignored and the log replayed instead.
 * Raise this whenever GameState (or what a field means) changes.
 */
export const STATE_FORMAT = 1;
