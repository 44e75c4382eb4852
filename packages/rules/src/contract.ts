/**
 * The heist behind the engine contract every game meets (@safecrackers/engine-kit), for the
 * game platform. The named exports (createGame, replay, ...) keep their own shapes: other
 * parts and outside checks call them as ARCHITECTURE's engine contract describes.
 */
import { type GameEngine, replayWith } from '@safecrackers/engine-kit';
import type { Action } from './actions.js';
import { apply, legalActions } from './engine.js';
import type { ErrorCode } from './errors.js';
import type { DomainEvent } from './events.js';
import { actingSeat } from './queries/state.js';
import { createGame, setupProblem } from './setup.js';
import type { GameSetup, GameState } from './types.js';
import { type PlayerView, viewFor } from './view.js';

const over = (state: GameState) => state.phase === 'won' || state.phase === 'lost';

export const heistEngine: GameEngine<GameSetup, GameState, Action, PlayerView, DomainEvent, ErrorCode> = {
  kind: 'heist',
  // A cooperative game: every seat is on the crew's side.
  seats: (setup) => setup.seats.map((_, seat) => ({ seat, side: 'crew' })),
  createGame(setup) {
    const problem = setupProblem(setup);
    if (problem) return { ok: false, error: { code: 'setup/invalid', message: problem } };
    return { ok: true, state: createGame(setup) };
  },
  apply,
  legalActions,
  // One seat at a time: the owner of the pending choice, else the seat whose turn it is.
  waitingFor: (state) => (over(state) ? [] : [actingSeat(state)]),
  viewFor,
  outcome: (state) =>
    over(state) ? { over: true, result: state.phase, reason: state.lossReason } : { over: false },
  replay: (setup, log) => replayWith(heistEngine, setup, log),
};
