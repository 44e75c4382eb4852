/** Test helpers: real engine states and the client state a seat would hold for them. */

import { gameWire } from '@safecrackers/protocol/schema';
import type { RoomWire } from '@safecrackers/protocol/state';
import {
  type Action,
  apply,
  createGame,
  type GameSetup,
  type GameState,
  legalActions,
  viewFor,
} from '@safecrackers/rules';
import { type ClientState, initialState } from '../store/state.js';

export function newGame(overrides: Partial<GameSetup> = {}): GameState {
  return createGame({
    scenario: 'office',
    seed: 'web-tests',
    seats: [
      { name: 'Ada', character: 'peterman' },
      { name: 'Bea', character: 'hacker' },
    ],
    ...overrides,
  });
}

/** Plays `choose` for whichever seat may act, `steps` times. */
export function play(
  state: GameState,
  steps: number,
  choose: (actions: Action[]) => Action = pickMoveFirst,
): GameState {
  let s = state;
  for (let i = 0; i < steps; i++) {
    const seat = s.players.findIndex((_, i) => legalActions(s, i).length > 0);
    if (seat < 0) break;
    const result = apply(s, seat, choose(legalActions(s, seat)));
    if (!result.ok) throw new Error(result.error.message);
    s = result.state;
  }
  return s;
}

export function pickMoveFirst(actions: Action[]): Action {
  return actions.find((a) => a.type === 'move') ?? actions.find((a) => a.type === 'answer') ?? actions[0]!;
}

export function apply1(state: GameState, seat: number, action: Action): GameState {
  const result = apply(state, seat, action);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

/** The client state of a browser holding `seats` in a started game at `version`. */
export function clientFor(state: GameState, seats: number[], version = 1): ClientState {
  const room: RoomWire = {
    code: 'ABC234',
    phase: state.phase,
    problems: [],
    host: 's0',
    version,
    members: [],
    seats: [],
    config: {
      scenario: state.scenario,
      randomWalls: false,
      stealth: 3,
      advancedSides: false,
      assignment: 'chosen',
    },
    game: gameWire(state),
  };
  const legal = Object.fromEntries(seats.map((s) => [s, { version, actions: legalActions(state, s) }]));
  const prompt = { version, prompt: state.pending?.prompt ?? null };
  return { ...initialState(), connection: 'online', code: 'ABC234', mySeats: seats, room, legal, prompt };
}
