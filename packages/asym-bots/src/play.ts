/**
 * Plays a game between a security bot and a spy bot through the real engine: each input goes
 * through apply(). A refused input is a bot bug; the loop then falls back to a harmless legal
 * input and counts it, so benches finish and tests can assert there were none.
 */
import {
  type Action,
  type AsymSetup,
  type AsymState,
  apply,
  createGame,
  fallbackInput,
  legalActions,
  type OutcomeReason,
  waitingFor,
} from '@safecrackers/asym-rules';

export interface AsymBot {
  /** The next input for this seat. */
  act(state: AsymState, seat: number): Action;
}

export interface GameRecord {
  state: AsymState;
  winner: 'spies' | 'security' | null;
  reason: OutcomeReason | null;
  inputs: number;
  refused: number;
  log: Array<{ seat: number; action: Action }>;
}

export interface PlayOptions {
  maxInputs?: number;
  keepLog?: boolean;
  /** The engine's apply, or a wrapper around it (benches time it). */
  apply?: typeof apply;
}

export function playGame(
  setup: AsymSetup,
  security: AsymBot,
  spies: AsymBot,
  opts: PlayOptions = {},
): GameRecord {
  const run = opts.apply ?? apply;
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  let inputs = 0;
  let refused = 0;
  const log: GameRecord['log'] = [];
  const max = opts.maxInputs ?? 20000;
  while (state.stage !== 'over' && inputs < max) {
    const seat = waitingFor(state)[0] as number;
    let action = (seat === 0 ? security : spies).act(state, seat);
    let r = run(state, seat, action);
    if (!r.ok) {
      refused++;
      const legal = legalActions(state, seat);
      action = fallbackInput(legal) as Action;
      r = run(state, seat, action);
      if (!r.ok) throw new Error(`no fallback for seat ${seat}: ${r.error.message}`);
    }
    if (opts.keepLog) log.push({ seat, action });
    state = r.state;
    inputs++;
  }
  return {
    state,
    winner: state.result?.winner ?? null,
    reason: state.result?.reason ?? null,
    inputs,
    refused,
    log,
  };
}
