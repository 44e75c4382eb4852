/**
 * The phase of the board's gentle pulses (the active token, alarm rings). Pulses run for a
 * while after the board last changed and then rest on phase 0, where every pulse looks as it
 * does when still: an idle board draws no frames at all. Endless pulses kept the renderer busy
 * all game long (there is always an active seat), which drains phones and starves software GL.
 */

/** One pulse, in ms. */
export const PULSE_PERIOD_MS = 1400;
/** How long pulses run after a change before they come to rest (at the end of a whole pulse). */
export const PULSE_RUN_MS = 4 * PULSE_PERIOD_MS;

export class PulseClock {
  /** 0..1 within the current pulse; 0 at rest. */
  phase = 0;
  /** Whether pulses are under way (false: at rest, no frames due). */
  running = false;
  /** ms of the run left; at 0 the pulse under way still ends before the rest. */
  private left = 0;

  /** Something changed on the board: pulse again for a while. */
  wake(): void {
    this.running = true;
    this.left = PULSE_RUN_MS;
  }

  /** Advances the phase; returns whether it moved (a frame is due). */
  advance(deltaMs: number): boolean {
    if (!this.running) return false;
    this.left = Math.max(0, this.left - deltaMs);
    const next = this.phase + deltaMs / PULSE_PERIOD_MS;
    if (this.left === 0 && next >= 1) {
      // The run is over and the pulse under way is complete (no jump): rest.
      this.running = false;
      this.phase = 0;
    } else {
      this.phase = next % 1;
    }
    return true;
  }
}
