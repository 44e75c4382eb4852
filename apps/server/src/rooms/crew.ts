/**
 * Bot crewmates inside a heist room. A bot plays a seat through the room's own input path
 * (validated like anyone's: the room never trusts it more) and sees only what that seat's
 * player would: its legal actions and `viewFor(state, seat)`, never the state. It acts at a
 * human pace (a pause per input, none in tests), only while someone is in the room to watch.
 */
import { type Bot, Crewmate, RandomBot } from '@safecrackers/bots';
import { BOT_LEVELS, type BotLevel } from '@safecrackers/protocol';
import { type Action, actingSeat, type GameState, legalActions, viewFor } from '@safecrackers/rules';
import type { Logger } from '../logger.js';

/** What a bot is given to choose its input: exactly what its seat's client would be sent. */
export function botInput(bot: Bot, state: GameState, seat: number): Action | null {
  const legal = legalActions(state, seat);
  if (legal.length === 0) return null;
  return bot.choose(legal, viewFor(state, seat));
}

/** Stored bot levels, as far as they are levels this server knows (others play as 'steady'). */
export function readBotLevels(raw: ReadonlyArray<string | null> | undefined): Array<BotLevel | null> {
  return (raw ?? []).map((level) =>
    level === null
      ? null
      : (BOT_LEVELS as readonly string[]).includes(level)
        ? (level as BotLevel)
        : 'steady',
  );
}

export interface CrewRoom {
  /** The room's code, for the bots' seeds. */
  readonly code: string;
  /** The engine state now (null before the start). */
  game(): GameState | null;
  /** The level of the bot playing `seat` now, or null. */
  botAt(seat: number): BotLevel | null;
  /** Whether anybody is in the room: bots do not play to an empty room. */
  watched(): boolean;
  /**
   * Runs the input through the room's own path (queue, validation, storage, publish); resolves
   * to whether it was accepted.
   */
  submit(seat: number, action: Action): Promise<boolean>;
}

/** How many refused inputs in a row a bot may make before it falls back to a random offered action. */
const RETRIES = 3;

export class Crew {
  private readonly bots = new Map<number, { level: BotLevel; bot: Bot }>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = false;
  private refusals = 0;

  constructor(
    private readonly room: CrewRoom,
    private readonly pauseMs: number,
    private readonly log: Logger,
  ) {}

  /** Looks whether a bot is to act, and if so lets it after the pause. Idempotent. */
  wake(): void {
    if (this.stopped || this.timer || this.running) return;
    const game = this.room.game();
    if (!game || game.phase === 'won' || game.phase === 'lost') return;
    const seat = actingSeat(game);
    if (this.room.botAt(seat) === null || !this.room.watched()) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.act();
    }, this.pauseMs);
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private botOf(seat: number, level: BotLevel): Bot {
    const current = this.bots.get(seat);
    if (current && current.level === level) return current.bot;
    const bot = new Crewmate(level, `${this.room.code}/${seat}`);
    this.bots.set(seat, { level, bot });
    return bot;
  }

  private async act(): Promise<void> {
    this.running = true;
    try {
      const game = this.room.game();
      if (!game || !this.room.watched()) return;
      const seat = actingSeat(game);
      const level = this.room.botAt(seat);
      if (level === null) return;
      // After refusals (there should be none), a random offered action keeps the heist going.
      const bot =
        this.refusals >= RETRIES
          ? new RandomBot(`${this.room.code}/${this.refusals}`)
          : this.botOf(seat, level);
      const action = botInput(bot, game, seat);
      if (!action) return;
      const accepted = await this.room.submit(seat, action);
      if (accepted) this.refusals = 0;
      else {
        this.refusals++;
        this.log.warn({ seat, action: action.type, refusals: this.refusals }, 'bot input refused');
        if (this.refusals > RETRIES * 3) return;
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
