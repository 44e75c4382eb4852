import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff.js';

describe('reconnect delay', () => {
  it('grows and then stays at a ceiling', () => {
    const middle = () => 0.5;
    const delays = [1, 2, 3, 4, 5, 6, 50].map((attempt) => reconnectDelay(attempt, middle));
    expect(delays).toEqual([250, 500, 1000, 2000, 3000, 5000, 5000]);
  });

  it('spreads each step by half of it either way, so that a crowd does not come back at once', () => {
    expect(reconnectDelay(1, () => 0)).toBe(125);
    expect(reconnectDelay(1, () => 0.999)).toBe(375);
    expect(reconnectDelay(6, () => 0)).toBe(2500);
    const spread = new Set(Array.from({ length: 50 }, () => reconnectDelay(3)));
    expect(spread.size).toBeGreaterThan(10);
    for (const delay of spread) {
      expect(delay).toBeGreaterThanOrEqual(500);
      expect(delay).toBeLessThanOrEqual(1500);
    }
  });
});
