import { describe, expect, it } from 'vitest';
import { back, forward, goTo, setSpeed, startCursor, stepInHash, togglePlay, unveil } from './cursor.js';

describe('the replay cursor', () => {
  it('steps forward and back within the heist', () => {
    let c = startCursor(3);
    expect(c.step).toBe(0);
    expect(back(c).step).toBe(0);
    c = forward(forward(forward(forward(c))));
    expect(c.step).toBe(3);
    expect(back(c).step).toBe(2);
    expect(goTo(c, -5).step).toBe(0);
    expect(goTo(c, 99).step).toBe(3);
    expect(startCursor(3, 7).step).toBe(3);
  });

  it('plays from the start once at the end, and stops at the end', () => {
    let c = togglePlay(startCursor(2, 2));
    expect(c).toMatchObject({ playing: true, step: 0 });
    c = forward(forward(c));
    expect(c).toMatchObject({ playing: false, step: 2 });
    expect(setSpeed(c, 4).speed).toBe(4);
    expect(togglePlay(togglePlay(c)).playing).toBe(false);
    // Stepping back pauses.
    expect(back(togglePlay(startCursor(5, 3))).playing).toBe(false);
  });

  it('unveils the board only at the end', () => {
    const c = unveil(startCursor(4, 1), true);
    expect(c).toMatchObject({ step: 4, unveiled: true });
    expect(back(c).unveiled).toBe(false);
    expect(unveil(c, false).unveiled).toBe(false);
    expect(togglePlay(c).unveiled).toBe(false);
  });

  it('reads a step from the address', () => {
    expect(stepInHash('#12')).toBe(12);
    expect(stepInHash('')).toBeNull();
    expect(stepInHash('#x')).toBeNull();
  });
});
