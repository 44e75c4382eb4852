/**
 * A room's listing metadata: what `GET /api/rooms/:code` and the invite screen read of a room
 * without joining it (its phase, its seats, the game's own extras).
 */
import type { GameModule, GameTypes } from './gameModule.js';

/** What `GET /api/rooms/:code` reports, kept in the room's listing metadata. */
export interface RoomMetadata {
  /** The game's phase as anyone may know it ('lobby' before the start). */
  phase: string;
  /** The game is over. */
  over: boolean;
  seats: number;
  taken: number;
  /** Which game the room plays. */
  game: string;
  /** For the invite screen: the building and who holds a seat (the heist). */
  scenario?: string;
  players?: string[];
}

/** The listing of a room of `module` with these seats, at this game state (null: not started) and phase. */
export function roomMetadata<T extends GameTypes>(
  module: GameModule<T>,
  seats: T['seats'],
  state: T['state'] | null,
  phase: string,
): RoomMetadata {
  return {
    phase,
    over: state !== null && module.engine.outcome(state).over,
    seats: seats.lobby.seats.length,
    taken: seats.lobby.seats.filter((_, i) => seats.isTaken(i)).length,
    game: module.kind,
    ...module.listing?.(seats, state),
  };
}
