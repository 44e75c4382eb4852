/** The game as it travels, from the engine state: what the server encodes after each input. */
import { canUndo, type GameState, viewFor } from '@safecrackers/rules';
import type { GameWire } from './room.js';

export function gameWire(state: GameState): GameWire {
  const { viewer: _spectator, canUndo: _never, ...common } = viewFor(state, null);
  // Only the seat whose turn it is may ever undo.
  return { ...common, undoSeat: canUndo(state, state.turn.seat) ? state.turn.seat : null };
}
