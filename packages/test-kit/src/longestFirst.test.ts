import { describe, expect, it } from 'vitest';
import { type FileTiming, longestFirst } from './longestFirst.js';

const file = (key: string, seconds: number | undefined, failedLastTime = false): FileTiming => ({
  key,
  seconds,
  failedLastTime,
});

describe('longestFirst', () => {
  it('starts the longest files first', () => {
    const order = longestFirst([file('a', 2), file('fuzz', 90), file('b', 30)]).map((f) => f.key);
    expect(order).toEqual(['fuzz', 'b', 'a']);
  });

  it('starts a file that failed last time before everything else', () => {
    const order = longestFirst([file('long', 90), file('broken', 0.1, true)]).map((f) => f.key);
    expect(order).toEqual(['broken', 'long']);
  });

  it('counts an untimed file as a short one: after the known long files, before the known short ones', () => {
    const order = longestFirst([file('tiny', 0.05), file('new', undefined), file('long', 20)]).map(
      (f) => f.key,
    );
    expect(order).toEqual(['long', 'new', 'tiny']);
  });

  it('keeps a stable order among equals and leaves its input alone', () => {
    const input = [file('b', 1), file('a', 1)];
    expect(longestFirst(input).map((f) => f.key)).toEqual(['a', 'b']);
    expect(input.map((f) => f.key)).toEqual(['b', 'a']);
  });
});
