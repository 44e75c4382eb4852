/**
 * Secret numbers, for two seats. Each seat is dealt a secret number from 1 to 9. In turn, a seat
 * asks whether the other's number is above some value (only the asker hears the answer; at most
 * three questions each) or guesses it: a right guess wins, a wrong one loses.
 */
import { type GameEngine, type Result, randomInt, replayWith, seedRng } from '@safecrackers/engine-kit';

export interface SecretSetup {
  seats: Array<{ name: string }>;
  seed: string;
}

export type SecretAction = { type: 'ask'; above: number } | { type: 'guess'; value: number };

export interface SecretState {
  setup: SecretSetup;
  secrets: [number, number];
  turn: 0 | 1;
  /** Every question so far, with the answer only its asker sees. */
  asked: Array<{ seat: number; above: number; yes: boolean }>;
  winner: 0 | 1 | null;
}

export type SecretEvent =
  | { type: 'asked'; seat: number; above: number }
  | { type: 'guessed'; seat: number; value: number; right: boolean };

export type SecretCode = 'setup/invalid' | 'action/not_your_turn' | 'action/invalid' | 'action/game_over';

export interface SecretView {
  turn: 0 | 1;
  winner: 0 | 1 | null;
  /** The seat's own number; both once the game is over; none for a watcher before. */
  secrets: Array<number | null>;
  /** Questions asked (by anyone); answers only to their asker, all once the game is over. */
  asked: Array<{ seat: number; above: number; yes: boolean | null }>;
}

export const MAX_QUESTIONS = 3;
const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9];

const refuse = (code: SecretCode, message: string): Result<never, SecretCode> => ({
  ok: false,
  error: { code, message },
});

function legal(state: SecretState, seat: number): SecretAction[] {
  if (state.winner !== null || seat !== state.turn) return [];
  const asks = state.asked.filter((q) => q.seat === seat).length < MAX_QUESTIONS;
  return [
    ...(asks ? VALUES.slice(0, -1).map((above): SecretAction => ({ type: 'ask', above })) : []),
    ...VALUES.map((value): SecretAction => ({ type: 'guess', value })),
  ];
}

export const secretNumbers: GameEngine<
  SecretSetup,
  SecretState,
  SecretAction,
  SecretView,
  SecretEvent,
  SecretCode
> = {
  kind: 'secret-numbers',
  seats: (setup) => setup.seats.map((_, seat) => ({ seat, side: 'player' })),
  createGame(setup) {
    if (setup?.seats?.length !== 2 || typeof setup.seed !== 'string')
      return refuse('setup/invalid', 'Secret numbers needs two seats and a seed.');
    const rng = seedRng(setup.seed);
    const secrets: [number, number] = [1 + randomInt(rng, 9), 1 + randomInt(rng, 9)];
    return { ok: true, state: { setup, secrets, turn: 0, asked: [], winner: null } };
  },
  apply(state, seat, action) {
    if (state.winner !== null) return refuse('action/game_over', 'The game is over.');
    if (seat !== state.turn) return refuse('action/not_your_turn', 'It is the other seat’s turn.');
    if (
      !legal(state, seat).some((a) => a.type === action?.type && JSON.stringify(a) === JSON.stringify(action))
    )
      return refuse('action/invalid', 'Ask above 1–8 (three times at most) or guess 1–9.');
    const other = 1 - seat;
    const theirs = state.secrets[other] as number;
    if (action.type === 'ask') {
      const asked = [...state.asked, { seat, above: action.above, yes: theirs > action.above }];
      return {
        ok: true,
        state: { ...state, asked, turn: other as 0 | 1 },
        events: [{ type: 'asked', seat, above: action.above }],
      };
    }
    const right = action.value === theirs;
    const winner = (right ? seat : other) as 0 | 1;
    return {
      ok: true,
      state: { ...state, winner },
      events: [{ type: 'guessed', seat, value: action.value, right }],
    };
  },
  legalActions: legal,
  waitingFor: (state) => (state.winner === null ? [state.turn] : []),
  viewFor(state, seat) {
    const over = state.winner !== null;
    return {
      turn: state.turn,
      winner: state.winner,
      secrets: state.secrets.map((n, s) => (over || s === seat ? n : null)),
      asked: state.asked.map((q) => ({ ...q, yes: over || q.seat === seat ? q.yes : null })),
    };
  },
  outcome: (state) =>
    state.winner === null
      ? { over: false }
      : { over: true, result: `seat ${state.winner + 1} won`, reason: null },
  replay: (setup, log) => replayWith(secretNumbers, setup, log),
};
