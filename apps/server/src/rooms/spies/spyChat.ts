/**
 * The two chat channels of a spies room (A-R15.9): 'table' for everyone, 'spies' for spy seats
 * only (out and caught spies included). Spy lines never go to the security seat or spectators,
 * and lines for the spies channel from them are dropped. Room data, not engine state: the last
 * lines are kept in memory and stored beside the room (Storage.saveChat), not in the input log,
 * so that they come back after a restart.
 */
import type { ChatChannel, ChatLine } from '@safecrackers/protocol';
import { spySeatOf } from './spyOutbox.js';

const KEPT = 100;

/** A stored line, checked: storage is read back, never trusted. */
function isChatLine(raw: unknown): raw is ChatLine {
  const l = raw as Partial<ChatLine> | null;
  return (
    typeof l === 'object' &&
    l !== null &&
    (l.channel === 'table' || l.channel === 'spies') &&
    (l.seat === null || Number.isInteger(l.seat)) &&
    typeof l.name === 'string' &&
    typeof l.text === 'string' &&
    typeof l.at === 'number' &&
    // A spies line always names its spy seat.
    (l.channel === 'table' || (typeof l.seat === 'number' && l.seat > 0))
  );
}

export class SpyChat {
  private readonly lines: ChatLine[] = [];

  /** The chat as stored (lines that do not read back as chat lines are dropped). */
  static restored(stored: readonly unknown[]): SpyChat {
    const chat = new SpyChat();
    chat.lines.push(...stored.filter(isChatLine).slice(-KEPT));
    return chat;
  }

  /** Every kept line, for storage only: never sent as such. */
  all(): readonly ChatLine[] {
    return this.lines;
  }

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
