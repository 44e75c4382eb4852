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
  // Field by field rather than a rest and a spread: this runs after every input.
  return {
    scenario: view.scenario,
    phase: view.phase,
    outcome: view.outcome,
    lossReason: view.lossReason,
    board: view.board,
    tiles: view.tiles,
    walls: view.walls,
    guards: view.guards,
    players: view.players,
    turn: view.turn,
    decks: view.decks,
    effects: view.effects,
    entrance: view.entrance,
    crow: view.crow,
    kitty: view.kitty,
    links: view.links,
    prompt: view.prompt,
    stats: view.stats,
    // Only the seat whose turn it is may ever undo.
    undoSeat: canUndo(state, state.turn.seat) ? state.turn.seat : null,
  };
}
