import { describe, expect, it } from 'vitest';
import { isRoomCode, normalizeRoomCode, ROOM_CODE_ALPHABET } from './roomCode.js';

describe('room codes', () => {
  it('has no look-alike characters', () => {
    for (const c of '01OIL') expect(ROOM_CODE_ALPHABET).not.toContain(c);
    expect(new Set(ROOM_CODE_ALPHABET).size).toBe(ROOM_CODE_ALPHABET.length);
  });
  it('normalizes what a person types', () => {
    expect(normalizeRoomCode(' abc-dez ')).toBe('ABCDEZ');
  });
  it('recognizes codes', () => {
    expect(isRoomCode('ABC234')).toBe(true);
    expect(isRoomCode('ABC23O')).toBe(false);
    expect(isRoomCode('ABC23')).toBe(false);
  });
});
