import { describe, expect, it } from 'vitest';
import { createGame } from '../setup.js';
import { board, hasAction } from '../testing/tile-helpers.js';

describe('R6.13 Safe (tile rules only)', () => {
  it('R6.13 R2.1 a Safe has no combination number; every other tile has 1-6', () => {
    const state = createGame({ scenario: 'bank', seats: [{ name: 'a' }, { name: 'b' }], seed: 'safe-num' });
    const safes = state.tiles.filter((t) => t.kind === 'safe');
    expect(safes).toHaveLength(3);
    expect(safes.every((t) => t.num === 0)).toBe(true);
    expect(state.tiles.filter((t) => t.kind !== 'safe').every((t) => t.num >= 1 && t.num <= 6)).toBe(true);
  });

  it('R6.13 a Safe is never a line tile: a Safe in the row needs no marker for the other to open', () => {
    const s = board();
    s.setTile('1:A1', 'safe').setTile('1:C1', 'safe');
    const lines = ['1:B1', '1:D1', '1:A2', '1:A3', '1:A4'];
    lines.forEach((p, i) => {
      s.setTile(p, 'laser', { num: i + 1 });
    });
    const safe = s.tile('1:A1');
    safe.dice = 1;
    safe.cracked = lines.slice(0, 4).map((p) => s.index(p));
    s.nextDice([5]);
    s.ok(0, { type: 'crack' });
    expect(s.tile('1:A1').open).toBe(true);
    expect(s.tile('1:C1').open).toBe(false);
  });

  it('R6.13 a Safe holds at most 6 dice: Add die is not offered at 6', () => {
    const s = board();
    s.setTile('1:A1', 'safe');
    s.tile('1:A1').dice = 5;
    expect(hasAction(s, 'addDie')).toBe(true);
    s.ok(0, { type: 'addDie' });
    expect(s.tile('1:A1').dice).toBe(6);
    expect(hasAction(s, 'addDie')).toBe(false);
    expect(s.refused(0, { type: 'addDie' })).toBe('safe/full');
  });

  it('R6.13 an open Safe allows no further dice or rolls', () => {
    const s = board();
    s.setTile('1:A1', 'safe');
    s.tile('1:A1').open = true;
    expect(hasAction(s, 'addDie')).toBe(false);
    expect(hasAction(s, 'crack')).toBe(false);
    expect(s.refused(0, { type: 'crack' })).toBe('safe/open');
  });
});
