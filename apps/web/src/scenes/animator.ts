/**
 * Plays animation steps one after another on the ticker. New steps append to the queue;
 * skip() jumps every queued step to its end at once, so input is never blocked for long.
 */
export interface StepRunner {
  /** t runs from 0 to 1. */
  update(t: number): void;
  finish(): void;
}

type Item = { ms: number; make: () => StepRunner } | { then: () => void };

export const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export class Animator {
  private readonly queue: Item[] = [];
  private current: { runner: StepRunner; ms: number; elapsed: number } | null = null;

  constructor(private readonly onBusy: (busy: boolean) => void = () => {}) {}

  get busy(): boolean {
    return this.current !== null || this.queue.length > 0;
  }

  add(ms: number, make: () => StepRunner): void {
    const was = this.busy;
    this.queue.push({ ms, make });
    if (!was) this.onBusy(true);
  }

  /** Runs `then` once everything queued before it has played. */
  afterQueue(then: () => void): void {
    if (!this.busy) {
      then();
      return;
    }
    this.queue.push({ then });
  }

  tick(deltaMs: number): void {
    let budget = deltaMs;
    while (budget >= 0) {
      if (!this.current) {
        const next = this.queue.shift();
        if (!next) break;
        if ('then' in next) {
          next.then();
          continue;
        }
        this.current = { runner: next.make(), ms: next.ms, elapsed: 0 };
      }
      const c = this.current;
      const left = c.ms - c.elapsed;
      if (budget < left) {
        c.elapsed += budget;
        c.runner.update(c.elapsed / c.ms);
        break;
      }
      budget -= Math.max(left, 0);
      c.runner.update(1);
      c.runner.finish();
      this.current = null;
    }
    if (!this.busy) this.onBusy(false);
  }

  skip(): void {
    if (!this.busy) return;
    this.tick(Number.POSITIVE_INFINITY);
  }
}
