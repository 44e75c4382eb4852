import { describe, expect, it } from 'vitest';
import { at, eventsOf } from '../testing/scene.js';
import { board, losses, moveTargets } from '../testing/tile-helpers.js';

describe('R6.15 Service Duct', () => {
  it('R6.15 with both Ducts revealed a Move (1 action) links them across floors and places the new floor guard', () => {
    const s = board();
    s.setTile('1:A1', 'service-duct', { num: 5 }).setTile('2:C3', 'service-duct', { num: 6 });
    s.patrol(1, ['D4', 'D1']);
    expect(moveTargets(s)).toEqual(['1:A2', '1:B1', '2:C3']);
    const ev = s.move(0, '2:C3');
    expect(s.where(0)).toBe('2:C3');
    expect(s.state.turn.used).toBe(1);
    expect(eventsOf(ev, 'moved')[0]).toMatchObject({
      from: at('1:A1'),
      to: at('2:C3'),
      cost: 1,
      via: 'duct',
    });
    expect(s.guardAt(1)).toBe('2:D4');
  });

  it('R6.15 R1.11 the Duct move is an entry: arriving on the guard tile costs stealth', () => {
    const s = board();
    s.setTile('1:A1', 'service-duct', { num: 5 }).setTile('1:C3', 'service-duct', { num: 6 });
    s.guard(0, '1:C3', '1:D4');
    const ev = s.move(0, '1:C3');
    expect(losses(ev)).toEqual([[0, 'supply', 'enters-guard-tile']]);
  });

  it('R6.15 no link while the other Duct is face down', () => {
    const s = board();
    s.setTile('1:A1', 'service-duct', { num: 5 }).setTile('2:C3', 'service-duct', {
      num: 6,
      revealed: false,
    });
    expect(moveTargets(s)).toEqual(['1:A2', '1:B1']);
    expect(s.refused(0, { type: 'move', to: at('2:C3') })).toBe('move/not_linked');
  });

  it('R6.15 R9.3.9 the Painting forbids the Duct move', () => {
    const s = board();
    s.setTile('1:A1', 'service-duct', { num: 5 }).setTile('2:C3', 'service-duct', { num: 6 });
    s.give(0, 'painting');
    expect(moveTargets(s)).toEqual(['1:A2', '1:B1']);
  });
});
