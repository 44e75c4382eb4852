/**
 * A seeded random player over legalActions, for property tests and benchmarks. Its own
 * generator is separate from the game's, so games stay replayable from their log.
 */
import { type RngState, randomInt, seedRng } from '@safecrackers/engine-kit';
import type { Action } from '../actions.js';
import { apply } from '../engine.js';
import type { AsymEvent } from '../events.js';
import { legalActions } from '../legal.js';
import { createGame } from '../setup.js';
import type { AsymSetup, AsymState } from '../types.js';

export function asymSetup(spies: number, seed: string): AsymSetup {
  return {
    mode: 'asym',
    mission: 'mansion',
    seats: [
      { name: 'Security', side: 'security' },
      ...Array.from({ length: spies }, (_, i) => ({ name: `Spy ${i + 1}`, side: 'spy' as const })),
    ],
    seed,
  };
}

/** The seat that owes the next input, or -1 once the game is over. */
export function actingSeat(state: AsymState): number {
  if (state.stage === 'over') return -1;
  const p = state.pending;
  if (p) return p.kind === 'emergeCell' ? p.seat : 1;
  if (state.stage === 'securitySetup' || state.stage === 'security') return 0;
  if (state.stage === 'spySetup') return (state.spies.find((x) => !x.confirmed)?.seat ?? 1) as number;
  if (state.action) return state.action.seat;
  const next = state.spies.find((x) => !state.done[x.seat - 1]);
  return next ? next.seat : 0;
}

export function chooseRandom(actions: Action[], rng: RngState): Action {
  // Undoing a card or ending at once is rarely what a player wants; make both less likely.
  const confirm = actions.find((a) => a.type === 'confirmLoadout');
  if (confirm) return confirm;
  const preferred = actions.filter(
    (a) => a.type !== 'removeCard' && a.type !== 'endPhase' && a.type !== 'endAction' && a.type !== 'pass',
  );
  if (preferred.length > 0 && randomInt(rng, 4) !== 0)
    return preferred[randomInt(rng, preferred.length)] as Action;
  return actions[randomInt(rng, actions.length)] as Action;
}

export interface PlayedGame {
  state: AsymState;
  log: Array<{ seat: number; action: Action }>;
  events: AsymEvent[];
}

export interface PlayOptions {
  maxInputs?: number;
  keepEvents?: boolean;
  onStep?: (before: AsymState, after: AsymState, seat: number, action: Action, events: AsymEvent[]) => void;
}

export function playRandomGame(setup: AsymSetup, playerSeed: string, opts: PlayOptions = {}): PlayedGame {
  const rng = seedRng(playerSeed);
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const log: PlayedGame['log'] = [];
  const events: AsymEvent[] = [];
  const max = opts.maxInputs ?? 20000;
  while (state.stage !== 'over' && log.length < max) {
    const seat = actingSeat(state);
    const actions = legalActions(state, seat);
    if (actions.length === 0)
      throw new Error(`no legal input for seat ${seat} (stage ${state.stage}, phase ${state.phase})`);
    const action = chooseRandom(actions, rng);
    const r = apply(state, seat, action);
    if (!r.ok)
      throw new Error(`legal input refused: ${JSON.stringify(action)} -> ${r.error.code} ${r.error.message}`);
    opts.onStep?.(state, r.state, seat, action, r.events);
    if (opts.keepEvents) events.push(...r.events);
    log.push({ seat, action });
    state = r.state;
  }
  return { state, log, events };
}
