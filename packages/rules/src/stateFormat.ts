/**
 * The shape of a stored GameState. Servers keep snapshots of states to restore rooms without
 * replaying whole logs; a snapshot of another format is ignored and the log replayed instead.
 * Raise this whenever GameState (or what a field means) changes.
 *
 * 1: the state as plain JSON. 2: the same state with its earlier states packed (statePack.ts).
 */
import { packState, unpackState } from './statePack.js';
import type { GameState } from './types.js';

export const STATE_FORMAT = 2;

/** The state as a snapshot of STATE_FORMAT stores it. */
export const storedForm = (state: GameState): unknown => packState(state);

/** The state a snapshot of `format` stored; null for a format this engine cannot read. */
export function storedState(format: number, stored: unknown): GameState | null {
  if (format === 2) return unpackState(stored);
  // The same GameState, its earlier states written out in full.
  if (format === 1) return stored as GameState;
  return null;
}
