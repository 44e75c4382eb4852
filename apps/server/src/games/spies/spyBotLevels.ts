/**
 * The levels of the spies' bots (issue 32): the host picks one for a free seat in the lobby
 * (`Seat.extra.botLevel`, kept in the stored lobby record and the stored setup); a player's own
 * seat ("Bot plays for me") and a bot standing in for a gone player play at the expert, the
 * bot as it always was. Each seat's bot is the engine's bot for its side behind a LevelBot.
 */
import { LevelBot, SecurityBot, SpyBot } from '@safecrackers/asym-bots';
import type { Action, AsymState } from '@safecrackers/asym-rules';
import type { SeatBot } from '@safecrackers/engine-kit';
import { BOT_LEVELS, type BotLevel, DEFAULT_SPY_BOT_LEVEL } from '@safecrackers/protocol';

/** The level of a bot on a seat a player holds: its own autopilot, or a stand-in for it. */
export const PLAYERS_BOT_LEVEL: BotLevel = 'expert';

/**
 * The level of the bots of a game stored before levels existed: they were started as the
 * expert (the only bot then), and a restart should not change how they play.
 */
export const OLD_GAME_BOT_LEVEL: BotLevel = 'expert';

/** A stored or named level, as far as it is one this server knows (others read as `fallback`). */
export function readSpyBotLevel(raw: unknown, fallback: BotLevel = DEFAULT_SPY_BOT_LEVEL): BotLevel {
  return (BOT_LEVELS as readonly unknown[]).includes(raw) ? (raw as BotLevel) : fallback;
}

/** Stored levels, one per seat, checked (see readSpyBotLevel). */
export function readSpyBotLevels(raw: readonly unknown[], seats: number, fallback: BotLevel): BotLevel[] {
  return Array.from({ length: seats }, (_, i) => readSpyBotLevel(raw[i], fallback));
}

/**
 * A room's bots: the engine's security bot and spy bot (one SpyBot plays every spy seat, as it
 * always did), each seat's behind a LevelBot at the level asked for, its slips seeded by the
 * game's seed and the seat.
 */
export class SpyBots {
  private readonly security: SecurityBot;
  private readonly spies: SpyBot;
  private readonly seats = new Map<number, LevelBot>();

  constructor(private readonly seed: string) {
    this.security = new SecurityBot(seed);
    this.spies = new SpyBot(seed);
  }

  bot(seat: number, level: string): SeatBot<AsymState, Action> {
    const wanted = readSpyBotLevel(level);
    const current = this.seats.get(seat);
    if (current?.level === wanted) return current;
    const bot = new LevelBot(wanted, seat === 0 ? this.security : this.spies, `${this.seed}/${seat}`);
    this.seats.set(seat, bot);
    return bot;
  }
}
