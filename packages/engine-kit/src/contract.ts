/**
 * The contract every game's engine meets, so that one room, one storage and one client shell
 * serve every game. An engine stays pure and deterministic: plain JSON states, a seeded
 * generator inside the state, errors as data (never a throw on a player's mistake).
 */
import type { EngineError, Result } from './result.js';

/** One input of a game's log: which seat gave which action. */
export interface Input<Action> {
  seat: number;
  action: Action;
}

/** Which side a seat plays ('crew' in a cooperative game; 'security' and 'spy' in seed 003). */
export interface SeatSide {
  seat: number;
  side: string;
}

/** Whether the game is over, and if so its result in the game's words and why. */
export type Outcome = { over: false } | { over: true; result: string; reason: string | null };

export type ReplayResult<State, Code extends string = string> =
  | { ok: true; state: State }
  /** `index` is the input refused, or -1 when the setup itself was. */
  | { ok: false; error: EngineError<Code>; index: number };

export interface GameEngine<Setup, State, Action, View, Event, Code extends string = string> {
  /** The game's kind, as storage and the lobby name it ('heist', 'spies'). */
  readonly kind: string;
  /** The seats a setup has and the side of each, before the game starts. */
  seats(setup: Setup): SeatSide[];
  createGame(setup: Setup): Result<{ state: State }, Code>;
  /** Never changes `state`; a refused input leaves nothing changed. */
  apply(state: State, seat: number, action: Action): Result<{ state: State; events: Event[] }, Code>;
  /** Every input the seat may give now; empty for a seat the game does not wait for. */
  legalActions(state: State, seat: number): Action[];
  /** The seats the game waits for now (any of them may act); empty once it is over. */
  waitingFor(state: State): number[];
  /** What one seat (or a spectator, null) may know. */
  viewFor(state: State, seat: number | null): View;
  outcome(state: State): Outcome;
  /** Same setup and ordered inputs give the same state. */
  replay(setup: Setup, log: ReadonlyArray<Input<Action>>): ReplayResult<State, Code>;
}

/** A bot playing one seat: it gives one of the seat's legal inputs. */
export interface SeatBot<State, Action> {
  act(state: State, seat: number): Action;
}

/** The bots a game offers, by level ('steady', ...; a game with one kind of bot names one level). */
export interface GameBots<State, Action, Level extends string = string> {
  readonly levels: readonly Level[];
  /** A bot for `seat`, seeded: the same seed, level and states give the same inputs. */
  create(seat: number, level: Level, seed: string): SeatBot<State, Action>;
}

/** The usual replay: create, then apply each input in order, stopping at the first refusal. */
export function replayWith<Setup, State, Action, Code extends string>(
  engine: Pick<GameEngine<Setup, State, Action, unknown, unknown, Code>, 'createGame' | 'apply'>,
  setup: Setup,
  log: ReadonlyArray<Input<Action>>,
): ReplayResult<State, Code> {
  const created = engine.createGame(setup);
  if (!created.ok) return { ok: false, error: created.error, index: -1 };
  let state = created.state;
  for (const [index, input] of log.entries()) {
    const r = engine.apply(state, input.seat, input.action);
    if (!r.ok) return { ok: false, error: r.error, index };
    state = r.state;
  }
  return { ok: true, state };
}
