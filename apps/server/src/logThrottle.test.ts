import { describe, expect, it } from 'vitest';
import { LogThrottle } from './logThrottle.js';

describe('LogThrottle', () => {
  it('writes one line per key per interval and counts the rest', () => {
    let t = 0;
    const throttle = new LogThrottle(60_000, () => t);
    const lines: Array<[string, number]> = [];
    for (let i = 0; i < 5; i++) throttle.note('a', (skipped) => lines.push(['a', skipped]));
    throttle.note('b', (skipped) => lines.push(['b', skipped]));
    t = 60_000;
    throttle.note('a', (skipped) => lines.push(['a', skipped]));
    expect(lines).toEqual([
      ['a', 0],
      ['b', 0],
      ['a', 4],
    ]);
  });
});
