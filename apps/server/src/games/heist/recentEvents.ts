/**
 * The last events of a heist, for whoever joins later: they are not part of the synced state
 * (a patch would carry them on every input), but sent once on joining.
 */
import type { RecentPayload } from '@safecrackers/protocol';
import type { DomainEvent } from '@safecrackers/rules';
import { eventsFor } from './audience.js';

type Entry = { version: number; event: DomainEvent };

export class RecentEvents {
  private entries: Entry[] = [];

  constructor(private readonly limit: number) {}

  /** Back from `saved()` (a snapshot); anything else gives an empty tail. */
  static restored(limit: number, saved: unknown): RecentEvents {
    const recent = new RecentEvents(limit);
    if (Array.isArray(saved) && limit > 0) {
      recent.entries = (saved as Entry[]).slice();
      recent.trim();
    }
    return recent;
  }

  /** What a snapshot keeps of them. */
  saved(): readonly Entry[] {
    return this.entries;
  }

  add(version: number, events: readonly DomainEvent[]): void {
    if (this.limit === 0) return;
    for (const event of events) this.entries.push({ version, event });
    this.trim();
  }

  /** How many events are kept. */
  get size(): number {
    return this.entries.length;
  }

  /**
   * Down to the limit, dropping whole inputs: the oldest kept input has all its events, so a
   * client asking for the lines before it (`log/before`) misses none. The newest input stays whole.
   */
  private trim(): void {
    const excess = this.entries.length - this.limit;
    if (excess <= 0) return;
    const newest = this.entries[this.entries.length - 1]!.version;
    let cut = excess;
    const partial = this.entries[excess - 1]!.version;
    if (partial === newest) cut = this.entries.findIndex((e) => e.version === newest);
    else while (cut < this.entries.length && this.entries[cut]!.version === partial) cut++;
    this.entries.splice(0, cut);
  }

  /** What one receiver may see of them: seats see players-only events, spectators do not. */
  for(seated: boolean): RecentPayload {
    return {
      entries: this.entries.filter(({ event }) => eventsFor([event], seated).length > 0),
    };
  }
}
