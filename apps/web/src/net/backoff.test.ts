import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff.js';

describe('reconnect delay', () => {
  it('grows and then stays at a ceiling', () => {
    const delays = [1, 2, 3, 4, 5, 6, 50].map(reconnectDelay);
    expect(delays).toEqual([250, 500, 1000, 2000, 3000, 5000, 5000]);
  });
});
