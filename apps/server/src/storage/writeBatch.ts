/**
 * Commits the writes queued during one event-loop turn in one transaction: a busy server pays
 * one commit (and one fsync) per turn instead of one per input. Each write's promise settles
 * when its transaction has committed, so nothing is published before it is durable. When a
 * batch fails, its writes are retried one by one, so a bad write fails only its own caller.
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
  private scheduled = false;

  /** `transaction` runs its argument in one transaction (better-sqlite3's db.transaction). */
  constructor(private readonly transaction: (body: () => void) => void) {}

  write(write: QueuedWrite): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ ...write, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // After the poll phase: every message that arrived in this turn has queued its write.
        setImmediate(() => this.flush());
      }
    });
  }

  /** Commits what is queued now (also called before closing the database). */
  flush(): void {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    try {
      this.transaction(() => {
        for (const write of batch) write.run();
      });
    } catch {
      for (const write of batch) this.alone(write);
      return;
    }
    for (const write of batch) this.settle(write);
  }

  private alone(write: Pending): void {
    try {
      this.transaction(() => write.run());
    } catch (error) {
      write.reject(error);
      return;
    }
    this.settle(write);
  }

  private settle(write: Pending): void {
    write.committed?.();
    write.resolve();
  }
}
