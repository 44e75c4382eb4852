/**
 * The fixed minimum of spy windows (A-R15.8): a window's closing events go out no earlier than
 * the minimum after it opened, so that timing tells security nothing. The engine brackets each
 * window with `spyWindow` open/close events; the room holds the publication of the input that
 * closes one until then. Several windows in one input follow each other on one virtual clock.
 */
import type { AsymEvent } from '@safecrackers/asym-rules';

export class SpyWindows {
  /** When the open window was published (ms), or null when none is open. */
  private openedAt: number | null = null;

  constructor(private readonly minimumMs: number) {}

  /** A window was already open when the room came into memory (a restore): it counts from now. */
  assumeOpen(now: number): void {
    this.openedAt = now;
  }

  /**
   * The moment (ms) at which an input with these events may be published, at the earliest
   * `now`; records the windows it opens as opened at their publication.
   */
  publishAt(events: readonly AsymEvent[], now: number): number {
    let t = now;
    for (const e of events) {
      if (e.type !== 'spyWindow') continue;
      if (e.open) this.openedAt = t;
      else {
        t = Math.max(t, (this.openedAt ?? t) + this.minimumMs);
        this.openedAt = null;
      }
    }
    return t;
  }
}
