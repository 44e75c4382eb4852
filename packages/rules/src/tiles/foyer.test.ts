import { describe, expect, it } from 'vitest';
import { board, endQuietly, losses } from '../testing/tile-helpers.js';

describe('R6.7 Foyer', () => {
  it('R6.7 R7.11 entering a Foyer while the guard stands open-adjacent costs 1 stealth', () => {
    const s = board({ guard: ['1:C1', '1:D4'] });
    s.setTile('1:B1', 'foyer', { num: 1 });
    const ev = s.move(0, '1:B1');
    expect(losses(ev)).toEqual([[0, 'supply', 'foyer']]);
    expect(s.stealth(0)).toBe(2);
  });

  it('R6.7 walls block Foyer sight on entry', () => {
    // Bank floor 1 has a wall between A1 and B1.
    const s = board({ noWalls: false, guard: ['1:A1', '1:D4'] });
    s.put(0, '1:C1').setTile('1:C1', 'safe').setTile('1:B1', 'foyer', { num: 1 });
    const ev = s.move(0, '1:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(losses(ev)).toEqual([]);
  });

  it('R6.7 the same entry with the guard on the open side (B2) costs 1', () => {
    const s = board({ noWalls: false, guard: ['1:B2', '1:D4'] });
    s.put(0, '1:C1').setTile('1:C1', 'safe').setTile('1:B1', 'foyer', { num: 1 });
    const ev = s.move(0, '1:B1');
    expect(losses(ev)).toEqual([[0, 'supply', 'foyer']]);
  });

  it('R6.7 the guard stepping next to a Foyer costs everyone on it 1, then stepping onto it 1 more', () => {
    const s = board({ guard: ['1:D2', '1:A2'] });
    s.setTile('1:B2', 'foyer', { num: 1 }).put(0, '1:B2').put(1, '1:B2');
    const ev = endQuietly(s);
    expect(losses(ev)).toEqual([
      [0, 'supply', 'foyer'],
      [1, 'supply', 'foyer'],
      [0, 'supply', 'guard-enters'],
      [1, 'supply', 'guard-enters'],
    ]);
    expect(s.stealth(0)).toBe(1);
    expect(s.stealth(1)).toBe(1);
    expect(s.guardAt(0)).toBe('1:B2');
  });

  it('R6.7 Foyer sight does not chain: the guard next to one Foyer does not see into the next', () => {
    const s = board({ guard: ['1:D2', '1:C2'] });
    s.setTile('1:B2', 'foyer', { num: 1 }).setTile('1:A2', 'foyer', { num: 2 });
    s.put(0, '1:A2').put(1, '1:B2');
    s.patrol(0, ['D2']);
    const ev = endQuietly(s);
    expect(losses(ev)).toEqual([[1, 'supply', 'foyer']]);
    expect(s.stealth(0)).toBe(3);
  });

  it('R6.7 walls block the guard-steps-adjacent sight too', () => {
    // Bank floor 1: wall A1|B1. The guard walks B2 -> B1 while a character stands on a Foyer at A1.
    const s = board({ noWalls: false, guard: ['1:C1', '1:B1'] });
    s.setTile('1:A1', 'foyer', { num: 1 });
    s.patrol(0, ['C1']);
    const ev = endQuietly(s);
    expect(ev.some((e) => e.type === 'guardMoved')).toBe(true);
    expect(s.guardAt(0)).toBe('1:C1');
    expect(losses(ev)).toEqual([]);
  });

  it('R6.7 R1.11 a fall onto a Foyer next to the guard costs nothing', () => {
    const s = board({ guard: ['1:C1', '1:D4'] });
    s.put(0, '2:A1').guard(1, '2:D4', '2:D3');
    s.setTile('2:B1', 'walkway', { revealed: false }).setTile('1:B1', 'foyer', { num: 1 });
    const ev = s.move(0, '2:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(losses(ev)).toEqual([]);
  });

  it('R7.11 D53 a Tiara holder entering a Foyer next to the guard loses 1, not 2', () => {
    const s = board({ guard: ['1:C1', '1:D4'] });
    s.setTile('1:B1', 'foyer', { num: 1 }).give(0, 'tiara');
    const ev = s.move(0, '1:B1');
    expect(losses(ev)).toEqual([[0, 'supply', 'foyer']]);
  });
});
