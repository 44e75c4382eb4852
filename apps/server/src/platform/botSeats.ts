/**
 * The bots of a room. A bot plays its seat through the room's own input path (validated like
 * anyone's: the room never trusts it more), sees only what its seat's player would (each
 * game's bot takes the seat's view and legal inputs), and acts at a human pace: a pause per
 * input (none in tests, none in a setup the game says nobody waits to see), and only while
 * someone is in the room to watch. A refused input (there
 * should be none) is followed by the game's fallback input; many refusals in a row stop the
 * bots until the next change wakes them.
 */
import type { SeatBot } from '@safecrackers/engine-kit';
import type { Logger } from '../logger.js';

export interface BotRoom<State, Action> {
  /** The engine state now (null before the start). */
  game(): State | null;
  /** The seats the game waits for now. */
  waitingFor(state: State): number[];
  /** The level of the bot playing `seat` now, or null. */
  botAt(seat: number, state: State): string | null;
  bot(seat: number, level: string): SeatBot<State, Action | null>;
  fallback(seat: number, attempt: number): Action | null;
  /** Whether anybody is in the room: bots do not play to an empty room. */
  watched(): boolean;
  /**
   * Whether a bot's input in this state is one to watch, at the room's pace; false: setup
   * nobody waits to see (placements, loadouts), given at once. Absent: always paced.
   */
  paced?(state: State): boolean;
  /**
   * The bot turn this state belongs to, whose inputs together wait at most the room's turn
   * budget (a person never waits longer for a bot's turn); null or absent: each input paced alone.
   */
  turnOf?(state: State): string | null;
  /** Runs the input through the room's own path; resolves to whether it was accepted. */
  submit(seat: number, action: Action): Promise<boolean>;
}

/** Refused inputs in a row after which the bots wait for the next change. */
const GIVE_UP = 10;

export class BotSeats<State, Action> {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = false;
  private refusals = 0;
  /** The bot turn under way and when it began (the turn budget counts from there). */
  private botTurn: { key: string; since: number } | null = null;

  constructor(
    private readonly room: BotRoom<State, Action>,
    private readonly pauseMs: number,
    private readonly log: Logger,
    /** The most a whole bot turn waits in pauses (BotRoom.turnOf), ms. */
    private readonly turnBudgetMs = Number.POSITIVE_INFINITY,
  ) {}

  /** Looks whether a bot is to act, and if so lets it after the pause (none in setup). Idempotent. */
  wake(): void {
    if (this.stopped || this.timer || this.running) return;
    const turn = this.next();
    if (turn === null) return;
    const pause = this.pauseBefore(turn.state);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.act();
    }, pause);
    this.timer.unref();
  }

  /** The pause before a bot's input: none in setup, the room's pace, less once a turn's budget runs out. */
  private pauseBefore(state: State): number {
    if (this.room.paced?.(state) === false) return 0;
    const key = this.room.turnOf?.(state) ?? null;
    if (key === null) return this.pauseMs;
    const now = Date.now();
    if (this.botTurn?.key !== key) this.botTurn = { key, since: now };
    return Math.max(0, Math.min(this.pauseMs, this.botTurn.since + this.turnBudgetMs - now));
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** The bot seat to act now, with its level and the state, or null. */
  private next(): { seat: number; level: string; state: State } | null {
    const state = this.room.game();
    if (!state || !this.room.watched()) return null;
    for (const seat of this.room.waitingFor(state)) {
      const level = this.room.botAt(seat, state);
      if (level !== null) return { seat, level, state };
    }
    return null;
  }

  private async act(): Promise<void> {
    this.running = true;
    try {
      const turn = this.next();
      if (!turn) return;
      const { seat, level, state } = turn;
      let action: Action | null;
      try {
        action =
          this.refusals > 0
            ? this.room.fallback(seat, this.refusals)
            : this.room.bot(seat, level).act(state, seat);
      } catch (error) {
        this.log.error({ err: error, seat }, 'bot threw');
        action = this.room.fallback(seat, this.refusals);
      }
      if (action === null) return;
      if (await this.room.submit(seat, action)) this.refusals = 0;
      else {
        this.refusals++;
        this.log.warn({ seat, refusals: this.refusals }, 'bot input refused');
        if (this.refusals >= GIVE_UP) {
          this.refusals = 0;
          return;
        }
      }
    } catch (error) {
      this.log.error({ err: error }, 'bot failed');
      return;
    } finally {
      this.running = false;
    }
    this.wake();
  }
}
