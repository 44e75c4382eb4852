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
    if (Array.isArray(saved) && limit > 0) recent.entries = (saved as Entry[]).slice(-limit);
    return recent;
  }

  /** What a snapshot keeps of them. */
  saved(): readonly Entry[] {
    return this.entries;
  }

  add(version: number, events: readonly DomainEvent[]): void {
    if (this.limit === 0) return;
    for (const event of events) this.entries.push({ version, event });
    const excess = this.entries.length - this.limit;
    if (excess > 0) this.entries.splice(0, excess);
  }

  /** What one receiver may see of them: seats see players-only events, spectators do not. */
  for(seated: boolean): RecentPayload {
    return {
      entries: this.entries.filter(({ event }) => eventsFor([event], seated).length > 0),
    };
  }
}
