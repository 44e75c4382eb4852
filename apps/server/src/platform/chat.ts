/**
 * A room's chat: the 'table' channel for everyone, and the game's side channel if it has one
 * (the spies' own, A-R15.9) for the seats that speak on it only: its lines never reach anyone
 * else, and lines for it from anyone else are refused. Room data, not engine state: the last
 * lines are kept in memory and stored beside the room (Storage.saveChat), not in the input log,
 * so that they come back after a restart. A stored line also says when in the game it was said
 * (its version), for the replay; lines sent live do not.
 */
import type { ChatChannel, ChatLine, ReplayChatLine } from '@safecrackers/protocol';
import type { SideChannel } from './gameModule.js';

const KEPT = 100;

/** A line as kept and stored: with the game's version when it was said, for the replay. */
type KeptLine = ReplayChatLine;

export class Chat {
  private readonly lines: KeptLine[] = [];

  constructor(private readonly side?: SideChannel) {}

  /** The chat as stored (lines that do not read back as this room's chat lines are dropped). */
  static restored(stored: readonly unknown[], side?: SideChannel): Chat {
    const chat = new Chat(side);
    // Only a line's own fields: whatever else storage holds is sent to no one.
    const lines = stored.filter((raw): raw is KeptLine => chat.isLine(raw)).slice(-KEPT);
    chat.lines.push(
      ...lines.map(({ channel, seat, name, text, at, version }) => ({
        channel,
        seat,
        name,
        text,
        at,
        ...(version === undefined ? {} : { version }),
      })),
    );
    return chat;
  }

  /** Every kept line, for storage and the replay only: never sent as such. */
  all(): readonly KeptLine[] {
    return this.lines;
  }

  /**
   * The line a member says, as sent, or null when it may not speak on that channel. `version`:
   * the game's inputs applied so far (none in the lobby), kept for the replay only.
   */
  say(
    seats: readonly number[],
    name: string,
    channel: ChatChannel,
    text: string,
    at: number,
    version?: number,
  ): ChatLine | null {
    let seat: number | null = seats[0] ?? null;
    if (channel !== 'table') {
      if (channel !== this.side?.channel) return null;
      seat = this.side.speaker(seats);
      if (seat === null) return null;
    }
    const line: ChatLine = { channel, seat, name, text, at };
    this.lines.push(version === undefined ? line : { ...line, version });
    if (this.lines.length > KEPT) this.lines.shift();
    return line;
  }

  /** Whether a receiver holding these seats may read a line of this channel. */
  mayRead(seats: readonly number[], channel: ChatChannel): boolean {
    return channel === 'table' || (channel === this.side?.channel && this.side.speaker(seats) !== null);
  }

  /** The kept lines a receiver may read. */
  logFor(seats: readonly number[]): ChatLine[] {
    return this.lines
      .filter((l) => this.mayRead(seats, l.channel))
      .map(({ version: _version, ...line }) => line);
  }

  /** A stored line, checked: storage is read back, never trusted. */
  private isLine(raw: unknown): raw is KeptLine {
    const l = raw as Partial<KeptLine> | null;
    return (
      typeof l === 'object' &&
      l !== null &&
      (l.channel === 'table' || l.channel === this.side?.channel) &&
      (l.seat === null || Number.isInteger(l.seat)) &&
      typeof l.name === 'string' &&
      typeof l.text === 'string' &&
      typeof l.at === 'number' &&
      (l.version === undefined || Number.isInteger(l.version)) &&
      // A side line always names its seat.
      (l.channel === 'table' || typeof l.seat === 'number')
    );
  }
}
