/** The last events of a spies game, for whoever joins or comes back later. */
import type { AsymEvent } from '@safecrackers/asym-rules';

export class SpyRecent {
  private entries: AsymEvent[] = [];

  constructor(private readonly limit: number) {}

  add(events: readonly AsymEvent[]): void {
    if (this.limit === 0) return;
    this.entries.push(...events);
    const excess = this.entries.length - this.limit;
    if (excess > 0) this.entries.splice(0, excess);
  }

  all(): AsymEvent[] {
    return this.entries.slice();
  }
}
