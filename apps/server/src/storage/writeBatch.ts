/**
 * Commits the writes queued during one event-loop turn in one transaction: a busy server pays
 * one commit (and one fsync) per turn instead of one per input. Each write's promise settles
 * when its transaction has committed and, given `durable`, once that has resolved after the
 * commit (the flush to the disk, off the event loop: see walFlush.ts), so nothing is published
 * before it is durable. When a batch fails, its writes are retried one by one, so a bad write
 * fails only its own caller; when the flush fails, every write it was for fails.
 */
export interface QueuedWrite {
  /** Runs inside the transaction; throws to refuse this write. */
  run(): void;
  /** Runs once the transaction that held the write has committed. */
  committed?(): void;
}

interface Pending extends QueuedWrite {
  resolve(): void;
  reject(error: unknown): void;
}

export class WriteBatch {
  private queue: Pending[] = [];
  private timer: NodeJS.Immediate | NodeJS.Timeout | null = null;
  /** A flush to the disk runs: writes queued meanwhile wait, and are committed together after it. */
  private flushing = false;
  private lastFlushAt = Number.NEGATIVE_INFINITY;

  /**
   * `transaction` runs its argument in one transaction (better-sqlite3's db.transaction);
   * `durable`, when given, resolves once what was committed before the call is on the disk.
   * With `durable`, a commit waits until the last flush has ended and `minGapMs` have passed
   * since it began (group commit): a flush costs the process a fraction of a millisecond of CPU
   * whatever it holds, so a busy server flushes a few hundred times a second, not once per input.
   */
  constructor(
    private readonly transaction: (body: () => void) => void,
    private readonly durable?: () => Promise<void>,
    private readonly minGapMs = 0,
  ) {}

  write(write: QueuedWrite): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ ...write, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.timer || this.flushing || this.queue.length === 0) return;
    const wait = this.lastFlushAt + this.minGapMs - performance.now();
    // After the poll phase at the soonest: every message that arrived in this turn has queued its write.
    this.timer = wait > 0 ? setTimeout(() => this.flush(), wait) : setImmediate(() => this.flush());
  }

  /** Commits what is queued now (also called before closing the database). */
  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer as NodeJS.Timeout);
      clearImmediate(this.timer as NodeJS.Immediate);
      this.timer = null;
    }
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    try {
      this.transaction(() => {
        for (const write of batch) write.run();
      });
    } catch {
      const committed: Pending[] = [];
      for (const write of batch) if (this.alone(write)) committed.push(write);
      this.settle(committed);
      return;
    }
    this.settle(batch);
  }

  /** Commits one write on its own; false (and the write refused) when it throws. */
  private alone(write: Pending): boolean {
    try {
      this.transaction(() => write.run());
    } catch (error) {
      write.reject(error);
      return false;
    }
    return true;
  }

  private settle(writes: Pending[]): void {
    if (writes.length === 0) return;
    const settle = () => {
      for (const write of writes) {
        write.committed?.();
        write.resolve();
      }
    };
    if (!this.durable) {
      settle();
      return;
    }
    this.flushing = true;
    this.lastFlushAt = performance.now();
    this.durable()
      .then(settle, (error: unknown) => {
        for (const write of writes) write.reject(error);
      })
      .finally(() => {
        this.flushing = false;
        this.schedule();
      });
  }
}
