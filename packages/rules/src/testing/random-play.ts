/**
 * A seeded random player over legalActions, for property tests, benchmarks and the demo.
 * Its own generator is separate from the game's, so games stay replayable from their log.
 */
import type { Action } from '../actions.js';
import { apply, legalActions } from '../engine.js';
import type { DomainEvent } from '../events.js';
import { actingSeat } from '../queries/state.js';
import { randomInt, seedRng } from '../rng.js';
import { createGame } from '../setup.js';
import type { GameSetup, GameState } from '../types.js';

export interface PlayedGame {
  state: GameState;
  log: Array<{ seat: number; action: Action }>;
  events: DomainEvent[];
  actions: number;
  capped: boolean;
}

export interface PlayOptions {
  /** Stop after this many inputs. */
  maxInputs?: number;
  /** Called after every accepted input. */
  onStep?: (state: GameState, events: DomainEvent[]) => void;
  keepEvents?: boolean;
  /** Where the player reads its choices (a test that also checks them passes a shared memo). */
  legal?: (state: GameState, seat: number) => Action[];
}

export { actingSeat } from '../queries/state.js';

export function chooseRandom(actions: Action[], rng: ReturnType<typeof seedRng>): Action {
  // Ending the turn early and undoing are rarely what a player wants; make them less likely.
  const weighted = actions.filter((a) => a.type !== 'endActions' && a.type !== 'undo');
  if (weighted.length > 0 && randomInt(rng, 6) !== 0)
    return weighted[randomInt(rng, weighted.length)] as Action;
  return actions[randomInt(rng, actions.length)] as Action;
}

export function playRandomGame(setup: GameSetup, playerSeed: string, opts: PlayOptions = {}): PlayedGame {
  const rng = seedRng(playerSeed);
  let state = createGame(setup);
  const log: PlayedGame['log'] = [];
  const events: DomainEvent[] = [];
  const max = opts.maxInputs ?? 5000;
  while (state.phase === 'setup' || state.phase === 'playing') {
    if (log.length >= max) return { state, log, events, actions: log.length, capped: true };
    const seat = actingSeat(state);
    const actions = (opts.legal ?? legalActions)(state, seat);
    if (actions.length === 0) throw new Error(`no legal action for seat ${seat} in phase ${state.phase}`);
    const action = chooseRandom(actions, rng);
    const r = apply(state, seat, action);
    if (!r.ok)
      throw new Error(
        `legal action refused: ${JSON.stringify(action)} -> ${r.error.code} ${r.error.message}`,
      );
    state = r.state;
    log.push({ seat, action });
    if (opts.keepEvents) events.push(...r.events);
    opts.onStep?.(state, r.events);
  }
  return { state, log, events, actions: log.length, capped: false };
}
