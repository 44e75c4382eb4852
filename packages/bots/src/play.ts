/**
 * Plays one complete game through the real engine with a bot per seat. The runner sees the
 * whole state (it is the table); each bot sees only viewFor(state, its seat) and its legal
 * actions. A refused input throws: bots must only ever choose offered actions.
 */
import {
  type Action,
  apply,
  createGame,
  type GameSetup,
  type GameState,
  legalActions,
  viewFor,
} from '@safecrackers/rules';
import type { Bot } from './bot.js';

export interface PlayedGame {
  outcome: 'won' | 'lost' | 'capped';
  state: GameState;
  inputs: number;
  log: Array<{ seat: number; action: Action }>;
}

export interface PlayGameOptions {
  /** Give up after this many inputs (a safety net: planners should never need it). */
  maxInputs?: number;
}

export function playGame(
  setup: GameSetup,
  botFor: (seat: number) => Bot,
  opts: PlayGameOptions = {},
): PlayedGame {
  const max = opts.maxInputs ?? 4000;
  let state = createGame(setup);
  const log: PlayedGame['log'] = [];
  while (state.phase === 'setup' || state.phase === 'playing') {
    if (log.length >= max) return { outcome: 'capped', state, inputs: log.length, log };
    const seat = state.pending ? state.pending.prompt.seat : state.turn.seat;
    const legal = legalActions(state, seat);
    if (legal.length === 0) throw new Error(`no legal action for seat ${seat} after ${log.length} inputs`);
    const action = botFor(seat).choose(legal, viewFor(state, seat));
    const r = apply(state, seat, action);
    if (!r.ok) {
      throw new Error(
        `input ${log.length} of seat ${seat} refused: ${JSON.stringify(action)} -> ${r.error.code} ${r.error.message}`,
      );
    }
    state = r.state;
    log.push({ seat, action });
  }
  return { outcome: state.phase === 'won' ? 'won' : 'lost', state, inputs: log.length, log };
}
