import { describe, expect, it } from 'vitest';
import { sameValue } from './sameValue.js';

describe('sameValue', () => {
  it('is true for equal plain values, however deep', () => {
    expect(sameValue(1, 1)).toBe(true);
    expect(sameValue(null, null)).toBe(true);
    expect(sameValue({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
  });

  it('tells apart values that differ anywhere', () => {
    expect(sameValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(sameValue([1, 2], [1, 2, 3])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue({ a: undefined }, { b: undefined })).toBe(false);
    // A key only one side has, whichever side, and keys that differ with equal counts.
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue({ a: 1, b: 2 }, { a: 1, c: 2 })).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue({}, [])).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue(0, '0')).toBe(false);
  });
});
