/**
 * The server sends a state patch and then, in the same tick, the events that led to it.
 * The gate holds a new version back briefly so that its events can animate from the old
 * picture; a version without events (or whose events are late) is shown after `waitMs`.
 */
import type { DomainEvent } from '@safecrackers/rules';

export interface GateOutput<M> {
  show(model: M): void;
  play(events: DomainEvent[], then: M): void;
}

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class VersionGate<M> {
  private shown = -1;
  private pending: { version: number; model: M } | null = null;
  private timer: unknown = null;
  private early = new Map<number, DomainEvent[]>();

  constructor(
    private readonly out: GateOutput<M>,
    private readonly waitMs = 250,
    private readonly timers: Timers = realTimers,
  ) {}

  /** A model of `version`: the same version again (a highlight changed) shows at once. */
  model(version: number, model: M): void {
    if (version <= this.shown) {
      this.flushPending();
      this.out.show(model);
      return;
    }
    const events = this.early.get(version);
    if (events) {
      this.early.delete(version);
      this.flushPending();
      this.shown = version;
      this.out.play(events, model);
      return;
    }
    if (this.pending && this.pending.version < version) this.flushPending();
    if (this.shown < 0) {
      // The first picture after joining has nothing to animate from.
      this.shown = version;
      this.out.show(model);
      return;
    }
    this.pending = { version, model };
    this.timers.clear(this.timer);
    this.timer = this.timers.set(() => this.flushPending(), this.waitMs);
  }

  events(version: number, events: DomainEvent[]): void {
    if (this.pending?.version === version) {
      const { model } = this.pending;
      this.pending = null;
      this.timers.clear(this.timer);
      this.shown = version;
      this.out.play(events, model);
    } else if (version > this.shown) {
      this.early.set(version, events);
    }
  }

  /** After a reconnect or a new room: the next model is shown as it is. */
  reset(): void {
    this.timers.clear(this.timer);
    this.pending = null;
    this.early.clear();
    this.shown = -1;
  }

  private flushPending() {
    if (!this.pending) return;
    const { version, model } = this.pending;
    this.pending = null;
    this.timers.clear(this.timer);
    this.shown = Math.max(this.shown, version);
    this.out.show(model);
  }
}
