import { describe, expect, it } from 'vitest';
import { readSeatLink, seatLink } from './seatLink.js';

describe('seat links (issue 10)', () => {
  it('carries the seat tokens in the fragment and reads them back', () => {
    const seats = [
      { seat: 0, token: 'aB3_-xYz0123456789abcd' },
      { seat: 2, token: 'Zz9-_Zz9-_Zz9-_Zz9-_Zz' },
    ];
    const link = seatLink('https://example.org', 'ABC234', seats);
    expect(link).toBe(`https://example.org/r/ABC234#seats=0.${seats[0]!.token},2.${seats[1]!.token}`);
    expect(readSeatLink(new URL(link).hash)).toEqual(seats);
  });

  it('reads nothing from other fragments or broken parts', () => {
    expect(readSeatLink('')).toEqual([]);
    expect(readSeatLink('#log')).toEqual([]);
    expect(readSeatLink('#seats=7.aaaaaaaaaaaaaaaaaaaa')).toEqual([]);
    expect(readSeatLink('#seats=0.short')).toEqual([]);
    expect(readSeatLink('#seats=x.aaaaaaaaaaaaaaaaaaaa,1.bbbbbbbbbbbbbbbbbbbb')).toEqual([
      { seat: 1, token: 'bbbbbbbbbbbbbbbbbbbb' },
    ]);
  });
});
