/**
 * The last events of a heist, for whoever joins later: they are not part of the synced state
 * (a patch would carry them on every input), but sent once on joining.
 */
import type { RecentPayload } from '@safecrackers/protocol';
import type { DomainEvent } from '@safecrackers/rules';
import { eventsFor } from './audience.js';

export class RecentEvents {
  private entries: Array<{ version: number; event: DomainEvent }> = [];

  constructor(private readonly limit: number) {}

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
