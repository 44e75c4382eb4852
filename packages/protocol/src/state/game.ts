/** The game as it travels, from the engine state: what the server encodes after each input. */
import { canUndo, type GameState, type PlayerView, viewFor, viewTracker } from '@safecrackers/rules';
import type { GameWire } from './room.js';

export function gameWire(state: GameState): GameWire {
  return wireOf(state, viewFor(state, null));
}

/**
 * gameWire over the successive states of one game: the parts an input did not change are the
 * same objects as in the last wire, which the encoder skips without looking inside.
 */
export function gameWireTracker(): (state: GameState) => GameWire {
  const track = viewTracker(null);
  return (state) => wireOf(state, track(state));
}

function wireOf(state: GameState, view: PlayerView): GameWire {
  const { viewer: _spectator, canUndo: _never, ...common } = view;
  // Only the seat whose turn it is may ever undo.
  return { ...common, undoSeat: canUndo(state, state.turn.seat) ? state.turn.seat : null };
}
