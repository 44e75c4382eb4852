/**
 * The heist's bots as seats of the platform's room (platform/botSeats.ts): a planning bot
 * (Crewmate, by level) sees exactly what its seat's client would be sent, its legal actions and
 * `viewFor(state, seat)`, never the state; a refused input is followed by a random offered one.
 */
import { type Bot, Crewmate, RandomBot } from '@safecrackers/bots';
import type { SeatBot } from '@safecrackers/engine-kit';
import { BOT_LEVELS, type BotLevel } from '@safecrackers/protocol';
import { type Action, type GameState, legalActions, viewFor } from '@safecrackers/rules';

/** What a bot is given to choose its input: exactly what its seat's client would be sent. */
export function botInput(bot: Bot, state: GameState, seat: number): Action | null {
  const legal = legalActions(state, seat);
  if (legal.length === 0) return null;
  return bot.choose(legal, viewFor(state, seat));
}

/** A stored or named bot level, as far as it is one this server knows (others play as 'steady'). */
export function readBotLevel(level: string): BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(level) ? (level as BotLevel) : 'steady';
}

/** Stored bot levels, checked (see readBotLevel); null: a person. */
export function readBotLevels(raw: ReadonlyArray<string | null> | undefined): Array<BotLevel | null> {
  return (raw ?? []).map((level) => (level === null ? null : readBotLevel(level)));
}

/** The room's planning bots, one per seat and level, seeded by the room code and seat. */
export class HeistBots {
  private readonly bots = new Map<number, { level: string; bot: SeatBot<GameState, Action | null> }>();

  constructor(private readonly code: () => string) {}

  bot(seat: number, level: string): SeatBot<GameState, Action | null> {
    const current = this.bots.get(seat);
    if (current && current.level === level) return current.bot;
    const crewmate = new Crewmate(readBotLevel(level), `${this.code()}/${seat}`);
    const bot = { act: (state: GameState, s: number) => botInput(crewmate, state, s) };
    this.bots.set(seat, { level, bot });
    return bot;
  }

  /** After refusals (there should be none), a random offered action keeps the heist going. */
  fallback(state: GameState, seat: number, attempt: number): Action | null {
    return botInput(new RandomBot(`${this.code()}/${attempt}`), state, seat);
  }
}
