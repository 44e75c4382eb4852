/**
 * A finished heist step by step, rebuilt from its stored input log with the engine's `replay`
 * (never from stored states): step 0 is the heist as dealt, step i the heist after input i, as
 * a spectator's client saw it then (`gameWire`, read with `playerView`). After the last step
 * the whole truth is known: the face-down tiles and the piles' orders.
 */
import {
  createGame,
  type DomainEvent,
  type GameState,
  type HeistTruth,
  heistTruth,
  type PlayerView,
  replay,
  unveiledView,
} from '@safecrackers/rules';
import type { ReplayPayload } from '../payloads.js';
import { gameWire } from './game.js';
import { type GameWire, playerView } from './room.js';

export interface ReplayStep {
  /** The input that led here (null for the deal). */
  input: ReplayPayload['log'][number] | null;
  events: DomainEvent[];
  /** The turn number the heist is at after this step. */
  turn: number;
}

export class HeistReplay {
  readonly steps: ReplayStep[] = [];
  private readonly states: GameState[] = [];

  constructor(readonly data: ReplayPayload) {
    const first = createGame(data.setup);
    this.states.push(first);
    this.steps.push({ input: null, events: [], turn: first.turn.number });
    replay(data.setup, data.log, (state, events, i) => {
      this.states.push(state);
      this.steps.push({ input: data.log[i]!, events, turn: state.turn.number });
    });
  }

  /** Steps: the deal plus one per input. */
  get length(): number {
    return this.steps.length;
  }

  get last(): number {
    return this.steps.length - 1;
  }

  /** The game as it travelled to everyone after step `i`. */
  wire(i: number): GameWire {
    return gameWire(this.stateAt(i));
  }

  /** What a spectator saw after step `i`. */
  view(i: number): PlayerView {
    return playerView(this.wire(i), null);
  }

  /** The end with every tile face up. */
  unveiled(): PlayerView {
    return unveiledView(this.stateAt(this.last))!;
  }

  /** What stayed secret until the end. */
  truth(): HeistTruth {
    return heistTruth(this.stateAt(this.last))!;
  }

  /** The first step at which turn `turn` is under way (the last step for a turn past the end). */
  stepOfTurn(turn: number): number {
    const i = this.steps.findIndex((s) => s.turn >= turn);
    return i < 0 ? this.last : i;
  }

  private stateAt(i: number): GameState {
    const state = this.states[Math.max(0, Math.min(this.last, i))];
    if (!state) throw new Error(`no step ${i}`);
    return state;
  }
}
