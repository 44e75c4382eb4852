import { describe, expect, it } from 'vitest';
import { at, eventsOf, Scene } from './testing/scene.js';

describe('scene harness', () => {
  it('R5.4 move onto a revealed open-adjacent tile costs 1 action', () => {
    const s = new Scene({ noWalls: true });
    s.hideAll().setTile('1:B1', 'foyer', { num: 1 }).guard(0, '1:D4', '1:D3');
    s.move(0, '1:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(s.state.turn.used).toBe(1);
  });

  it('nextDice forces the next rolls', () => {
    const s = new Scene({ noWalls: true });
    s.hideAll().setTile('1:B1', 'keypad', { num: 4 }).guard(0, '1:D4', '1:D3').nextDice([6]);
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'diceRolled')[0]?.values).toEqual([6]);
    expect(s.where(0)).toBe('1:B1');
    expect(at('2:C3')).toEqual({ floor: 1, col: 2, row: 2 });
  });
});
