/**
 * One log line per key (an address, a client) per interval, however often the thing happens:
 * a flood of refused requests must not become a flood of log lines. The next line after a
 * quiet spell says how many were left out.
 */
export class LogThrottle {
  private readonly seen = new Map<string, { at: number; skipped: number }>();

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Calls `write` with the number of lines skipped since the last one, or skips this one. */
  note(key: string, write: (skipped: number) => void): void {
    const now = this.now();
    const entry = this.seen.get(key);
    if (entry && now - entry.at < this.intervalMs) {
      entry.skipped++;
      return;
    }
    if (this.seen.size > 10_000) this.prune(now);
    this.seen.set(key, { at: now, skipped: 0 });
    write(entry?.skipped ?? 0);
  }

  private prune(now: number) {
    for (const [key, entry] of this.seen) if (now - entry.at >= this.intervalMs) this.seen.delete(key);
  }
}
