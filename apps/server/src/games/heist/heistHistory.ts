/**
 * The heist's whole log, from its first input: what a client asks for, a page at a time, when it
 * holds only the tail it got on joining (issue 33). The events are kept in memory as they come
 * (a long heist makes a few thousand); after a restore from a snapshot the events of the inputs
 * before it are rebuilt once, on the first request, by replaying the stored log (`fill`), and
 * kept. A page is a slice of memory: asking again costs nothing but the frame.
 */
import { LOG_PAGE_EVENTS, type LogPagePayload } from '@safecrackers/protocol';
import type { DomainEvent } from '@safecrackers/rules';
import { eventsFor } from './audience.js';

export type LogEntry = { version: number; event: DomainEvent };

/** The events of inputs 1..upTo, in order (a replay of the stored log). */
export type FillHistory = (upTo: number) => Promise<LogEntry[]>;

export class HeistHistory {
  private entries: LogEntry[] = [];
  /** Inputs 1..missingUpTo have no events here yet (0: the log is whole). */
  private missingUpTo = 0;
  private filling: Promise<void> | null = null;

  constructor(private readonly fill: FillHistory) {}

  /** A restore from a snapshot after input `from`: the events held follow it; those before are rebuilt when asked for. */
  resumeAfter(from: number): void {
    this.missingUpTo = from;
  }

  add(version: number, events: readonly DomainEvent[]): void {
    for (const event of events) this.entries.push({ version, event });
  }

  /** Whether every event since the first input is here. */
  get whole(): boolean {
    return this.missingUpTo === 0;
  }

  /** How many events are here (of every audience). */
  get size(): number {
    return this.entries.length;
  }

  /**
   * The newest events before input `before` that a seated receiver (or a watcher) may see, about
   * LOG_PAGE_EVENTS of them, cut between inputs: one input's events never straddle two pages.
   */
  async page(before: number, seated: boolean, limit = LOG_PAGE_EVENTS): Promise<LogPagePayload> {
    await this.ensureWhole();
    let i = this.firstAtOrAfter(before) - 1;
    const picked: LogEntry[] = [];
    for (; i >= 0; i--) {
      const entry = this.entries[i]!;
      const newestPicked = picked[picked.length - 1];
      if (picked.length >= limit && newestPicked && newestPicked.version !== entry.version) break;
      if (eventsFor([entry.event], seated).length > 0) picked.push(entry);
    }
    let start = true;
    for (; i >= 0 && start; i--) if (eventsFor([this.entries[i]!.event], seated).length > 0) start = false;
    return { before, entries: picked.reverse(), start };
  }

  private async ensureWhole(): Promise<void> {
    if (this.whole) return;
    // One replay per room, however many clients ask meanwhile; a failure may be tried again.
    this.filling ??= this.fill(this.missingUpTo).then(
      (earlier) => {
        this.entries = [...earlier, ...this.entries];
        this.missingUpTo = 0;
      },
      (error: unknown) => {
        this.filling = null;
        throw error;
      },
    );
    await this.filling;
  }

  /** The index of the first entry of input `version` or later (binary search: versions ascend). */
  private firstAtOrAfter(version: number): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.entries[mid]!.version < version) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
