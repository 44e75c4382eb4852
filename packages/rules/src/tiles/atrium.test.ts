import { describe, expect, it } from 'vitest';
import { board, endQuietly, losses, peekTargetNames } from '../testing/tile-helpers.js';

describe('R6.1 Atrium', () => {
  it('R6.1 R5.2 from an Atrium the tiles directly above and below are peek-linked', () => {
    const s = board();
    s.put(0, '2:B2').guard(1, '2:D4', '2:D3').setTile('2:B2', 'atrium', { num: 3 });
    expect(peekTargetNames(s)).toEqual(['1:B2', '2:A2', '2:B1', '2:B3', '2:C2', '3:B2']);
  });

  it('R6.1 R5.3 peeking at the floor above reveals the tile and does not place that floor guard', () => {
    const s = board();
    s.put(0, '2:B2').guard(1, '2:D4', '2:D3').setTile('2:B2', 'atrium', { num: 3 });
    s.peek(0, '3:B2');
    expect(s.tile('3:B2').revealed).toBe(true);
    expect(s.state.guards[2]?.placed).toBe(false);
    expect(s.where(0)).toBe('2:B2');
  });

  it('R6.1 entering an Atrium with a guard directly below costs 1 stealth', () => {
    const s = board({ guard: ['1:B2', '1:D4'] });
    s.put(0, '2:A2').guard(1, '2:D4', '2:D3').setTile('2:B2', 'atrium', { num: 3 });
    const ev = s.move(0, '2:B2');
    expect(losses(ev)).toEqual([[0, 'supply', 'atrium']]);
  });

  it('R6.1 entering an Atrium with a guard directly above costs 1 stealth', () => {
    const s = board();
    s.put(0, '2:A2').guard(1, '2:D4', '2:D3').guard(2, '3:B2', '3:D4').setTile('2:B2', 'atrium', { num: 3 });
    const ev = s.move(0, '2:B2');
    expect(losses(ev)).toEqual([[0, 'supply', 'atrium']]);
  });

  it('R6.1 entering an Atrium with no guard above or below costs nothing', () => {
    const s = board({ guard: ['1:B3', '1:D4'] });
    s.put(0, '2:A2').guard(1, '2:D4', '2:D3').setTile('2:B2', 'atrium', { num: 3 });
    const ev = s.move(0, '2:B2');
    expect(losses(ev)).toEqual([]);
  });

  it('R6.1 R7.8 a guard entering the tile directly below an Atrium costs the characters on it 1', () => {
    const s = board({ guard: ['1:D2', '1:A2'] });
    s.guard(1, '2:D4', '2:D3').setTile('2:B2', 'atrium', { num: 3 }).put(1, '2:B2');
    const ev = endQuietly(s);
    expect(losses(ev)).toEqual([[1, 'supply', 'atrium']]);
    expect(s.guardAt(0)).toBe('1:B2');
  });

  it('R6.1 R7.8 a guard entering the tile directly above an Atrium costs the characters on it 1', () => {
    const s = board();
    s.put(0, '3:A4').setTile('3:A4', 'safe').guard(2, '3:D2', '3:A2').guard(1, '2:D4', '2:D3');
    s.setTile('2:B2', 'atrium', { num: 3 }).put(1, '2:B2');
    s.speed(2, 2);
    const ev = endQuietly(s);
    expect(losses(ev)).toEqual([[1, 'supply', 'atrium']]);
    expect(s.guardAt(2)).toBe('3:B2');
  });

  it('R6.1 R1.11 a fall onto an Atrium with a guard directly below costs nothing', () => {
    const s = board({ guard: ['1:B2', '1:D4'] });
    s.put(0, '3:A2').guard(2, '3:D4', '3:D3').guard(1, '2:D4', '2:D3');
    s.setTile('3:B2', 'walkway', { revealed: false }).setTile('2:B2', 'atrium', { num: 3 });
    const ev = s.move(0, '3:B2');
    expect(s.where(0)).toBe('2:B2');
    expect(losses(ev)).toEqual([]);
  });
});
