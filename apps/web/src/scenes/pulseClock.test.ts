import { describe, expect, it } from 'vitest';
import { PULSE_PERIOD_MS, PULSE_RUN_MS, PulseClock } from './pulseClock.js';

/** Advances in frames of `frameMs`; returns how many frames moved the phase. */
function run(clock: PulseClock, ms: number, frameMs = 16): number {
  let moved = 0;
  for (let t = 0; t < ms; t += frameMs) if (clock.advance(frameMs)) moved++;
  return moved;
}

describe('the pulse clock', () => {
  it('rests from the start: an untouched board draws no pulse frames', () => {
    const clock = new PulseClock();
    expect(run(clock, 10_000)).toBe(0);
    expect(clock.phase).toBe(0);
  });

  it('pulses for a while after a change, then rests on phase 0 at the end of a whole pulse', () => {
    const clock = new PulseClock();
    clock.wake();
    expect(clock.running).toBe(true);
    expect(run(clock, 1000)).toBeGreaterThan(0);
    expect(clock.phase).toBeGreaterThan(0);
    run(clock, PULSE_RUN_MS + PULSE_PERIOD_MS);
    expect(clock.running).toBe(false);
    expect(clock.phase).toBe(0);
    expect(run(clock, 10_000)).toBe(0);
  });

  it('finishes the pulse under way when the time is up, without a jump', () => {
    const clock = new PulseClock();
    clock.wake();
    // A change a third into a pulse: its run ends a third into a pulse too.
    run(clock, PULSE_PERIOD_MS / 3, 10);
    clock.wake();
    run(clock, PULSE_RUN_MS + 50, 10);
    expect(clock.running).toBe(true);
    expect(clock.phase).toBeGreaterThan(0.3);
    let last = clock.phase;
    while (clock.advance(10)) {
      if (clock.phase !== 0) expect(clock.phase).toBeGreaterThan(last);
      last = clock.phase;
    }
    expect(clock.phase).toBe(0);
  });

  it('starts the run again on each change', () => {
    const clock = new PulseClock();
    clock.wake();
    run(clock, PULSE_RUN_MS - 100);
    clock.wake();
    run(clock, PULSE_RUN_MS - 100);
    expect(clock.running).toBe(true);
  });
});
