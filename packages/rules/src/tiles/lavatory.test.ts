import { describe, expect, it } from 'vitest';
import { apply } from '../engine.js';
import { createGame } from '../setup.js';
import { at, eventsOf } from '../testing/scene.js';
import { board, endQuietly, losses } from '../testing/tile-helpers.js';

describe('R6.11 Lavatory', () => {
  it('R6.11 R1.10 revealing it by a peek puts 3 tile stealth tokens on it', () => {
    const s = board();
    s.setTile('1:B1', 'lavatory', { num: 5, revealed: false });
    const ev = s.peek(0, '1:B1');
    expect(s.tile('1:B1').stealth).toBe(3);
    expect(eventsOf(ev, 'tileStealthAdded')).toEqual([
      { type: 'tileStealthAdded', at: at('1:B1'), tokens: 3 },
    ]);
  });

  it('R6.11 R1.10 revealing it by a fall onto it puts 3 tokens on it too', () => {
    const s = board();
    s.put(0, '2:A1').guard(1, '2:D4', '2:D3');
    s.setTile('2:B1', 'walkway', { revealed: false }).setTile('1:B1', 'lavatory', {
      num: 5,
      revealed: false,
    });
    s.move(0, '2:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(s.tile('1:B1').stealth).toBe(3);
  });

  it('R6.11 R1.13 a guard entering the Lavatory takes one tile token per character (k characters, k tokens)', () => {
    const s = board({ guard: ['1:D1', '1:B1'] });
    s.setTile('1:B1', 'lavatory', { num: 5, revealed: false });
    s.peek(0, '1:B1');
    s.move(0, '1:B1');
    s.put(1, '1:B1');
    const ev = endQuietly(s);
    expect(losses(ev)).toEqual([
      [0, 'tile', 'guard-enters'],
      [1, 'tile', 'guard-enters'],
    ]);
    expect(s.tile('1:B1').stealth).toBe(1);
    expect(s.stealth(0)).toBe(3);
    expect(s.stealth(1)).toBe(3);
  });

  it('R6.11 R1.13 with 1 token left the current seat uses it and the next pays from its own supply', () => {
    const s = board({ guard: ['1:D1', '1:B1'] });
    s.setTile('1:B1', 'lavatory', { num: 5 }).put(0, '1:B1').put(1, '1:B1');
    s.tile('1:B1').stealth = 1;
    const ev = endQuietly(s);
    expect(losses(ev)).toEqual([
      [0, 'tile', 'guard-enters'],
      [1, 'supply', 'guard-enters'],
    ]);
    expect(s.tile('1:B1').stealth).toBe(0);
    expect(s.stealth(0)).toBe(3);
    expect(s.stealth(1)).toBe(2);
  });

  it('R6.11 D52 entering the Lavatory while a guard stands on it is paid from a tile token', () => {
    const s = board({ guard: ['1:B1', '1:D4'] });
    s.setTile('1:B1', 'lavatory', { num: 5 });
    s.tile('1:B1').stealth = 3;
    const ev = s.move(0, '1:B1');
    expect(losses(ev)).toEqual([[0, 'tile', 'enters-guard-tile']]);
    expect(s.tile('1:B1').stealth).toBe(2);
    expect(s.stealth(0)).toBe(3);
  });

  it('R6.11 the tokens protect only characters standing on the Lavatory and never leave it', () => {
    const s = board({ guard: ['1:C1', '1:D4'] });
    s.setTile('1:A1', 'lavatory', { num: 5 });
    s.tile('1:A1').stealth = 3;
    s.setTile('1:B1', 'foyer', { num: 1 });
    const ev = s.move(0, '1:B1');
    expect(losses(ev)).toEqual([[0, 'supply', 'foyer']]);
    expect(s.tile('1:A1').stealth).toBe(3);
    expect(s.tile('1:B1').stealth).toBe(0);
  });

  it('R6.11 D48 a Lavatory chosen as the entrance is revealed with its 3 tokens', () => {
    const state = createGame({ scenario: 'bank', seats: [{ name: 'a' }], seed: 'lav-entrance' });
    const i = state.tiles.findIndex((t) => t.kind === 'lavatory');
    const floor1 = state.tiles.slice(0, 16).findIndex((t) => t.kind !== 'safe' && t.kind !== 'stairs');
    // Put the Lavatory on floor 1 (swap with an ordinary floor-1 tile) and enter there.
    const [a, b] = [state.tiles[i]!, state.tiles[floor1]!];
    state.tiles[i] = b;
    state.tiles[floor1] = a;
    const r = apply(state, 0, {
      type: 'answer',
      kind: 'entrance',
      at: { floor: 0, col: floor1 % 4, row: Math.floor(floor1 / 4) },
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.tiles[floor1]?.kind).toBe('lavatory');
    expect(r.state.tiles[floor1]?.revealed).toBe(true);
    expect(r.state.tiles[floor1]?.stealth).toBe(3);
  });
});
