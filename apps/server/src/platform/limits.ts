/**
 * Abuse limits. A token bucket per client caps the message rate; a size cap bounds each
 * message. Each rejected message is a strike; a client that keeps going is disconnected.
 * Strikes are forgotten after a quiet minute, so a long game's occasional burst never adds up.
 */
export type Verdict = 'ok' | 'rate' | 'size';

const STRIKE_MEMORY_MS = 60_000;

export interface MessageLimits {
  messagesPerSecond: number;
  maxMessageBytes: number;
  abuseStrikes: number;
}

export class MessageLimiter {
  private tokens: number;
  private last: number;
  private strikes = 0;
  private lastStrike = 0;

  constructor(
    private readonly limits: MessageLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = this.burst;
    this.last = now();
  }

  private get burst() {
    return this.limits.messagesPerSecond * 2;
  }

  /** Judges one incoming message of `bytes` bytes. */
  check(bytes: number): Verdict {
    const now = this.now();
    this.tokens = Math.min(
      this.burst,
      this.tokens + ((now - this.last) / 1000) * this.limits.messagesPerSecond,
    );
    this.last = now;
    if (this.tokens < 1) {
      this.strike();
      return 'rate';
    }
    this.tokens -= 1;
    if (bytes > this.limits.maxMessageBytes) {
      this.strike();
      return 'size';
    }
    return 'ok';
  }

  /** True once the client has been rejected often enough to be cut off. */
  get exhausted(): boolean {
    return this.strikes >= this.limits.abuseStrikes;
  }

  /** Counts one rejected message (also one the limiter did not judge, such as garbage). */
  strike(): void {
    const now = this.now();
    if (now - this.lastStrike > STRIKE_MEMORY_MS) this.strikes = 0;
    this.lastStrike = now;
    this.strikes++;
  }
}

/** Fixed one-minute windows of attempts per key (an IP address). */
export class AttemptLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  allow(key: string): boolean {
    const now = this.now();
    if (this.windows.size > 10_000) this.prune(now);
    const window = this.windows.get(key);
    if (!window || now - window.start >= 60_000) {
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    window.count++;
    return window.count <= this.perMinute;
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (now - window.start >= 60_000) this.windows.delete(key);
  }
}
