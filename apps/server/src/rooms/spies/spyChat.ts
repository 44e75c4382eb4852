/**
 * The two chat channels of a spies room (A-R15.9): 'table' for everyone, 'spies' for spy seats
 * only (out and caught spies included). Spy lines never go to the security seat or spectators,
 * and lines for the spies channel from them are dropped. Room data, not engine state: kept in
 * memory (the last lines), not in the input log.
 */
import type { ChatChannel, ChatLine } from '@safecrackers/protocol';
import { spySeatOf } from './spyOutbox.js';

const KEPT = 100;

export class SpyChat {
  private readonly lines: ChatLine[] = [];

  /** The line a member says, or null when it may not speak on that channel. */
  say(
    seats: readonly number[],
    name: string,
    channel: ChatChannel,
    text: string,
    at: number,
  ): ChatLine | null {
    const spy = spySeatOf(seats);
    if (channel === 'spies' && spy === null) return null;
    const line: ChatLine = { channel, seat: channel === 'spies' ? spy : (seats[0] ?? null), name, text, at };
    this.lines.push(line);
    if (this.lines.length > KEPT) this.lines.shift();
    return line;
  }

  /** Whether a receiver holding these seats may read a line of this channel. */
  static mayRead(seats: readonly number[], channel: ChatChannel): boolean {
    return channel === 'table' || spySeatOf(seats) !== null;
  }

  /** The kept lines a receiver may read. */
  logFor(seats: readonly number[]): ChatLine[] {
    return this.lines.filter((l) => SpyChat.mayRead(seats, l.channel));
  }
}
