import { describe, expect, it } from 'vitest';
import { at, eventsOf } from '../testing/scene.js';
import { board, endQuietly, moveTargets } from '../testing/tile-helpers.js';

function rolls(ev: ReturnType<ReturnType<typeof board>['move']>): number[][] {
  return eventsOf(ev, 'diceRolled').map((e) => e.values);
}

describe('R6.8 Keypad', () => {
  it('R6.8 D11 D13 a face-down Keypad stops the mover: revealed, no roll, no attempt counted', () => {
    const s = board();
    s.setTile('1:B1', 'keypad', { revealed: false, num: 4 });
    const ev = s.move(0, '1:B1');
    expect(s.where(0)).toBe('1:A1');
    expect(s.tile('1:B1').revealed).toBe(true);
    expect(s.tile('1:B1').attempts).toBe(0);
    expect(rolls(ev)).toEqual([]);
    expect(eventsOf(ev, 'moveStopped')[0]?.reason).toBe('keypad');
    expect(s.state.turn.used).toBe(1);
  });

  it('R6.8 a failed first attempt rolls 1 die; the mover stays and the action is spent', () => {
    const s = board();
    s.setTile('1:B1', 'keypad', { num: 4 }).nextDice([3]);
    const ev = s.move(0, '1:B1');
    expect(rolls(ev)).toEqual([[3]]);
    expect(s.where(0)).toBe('1:A1');
    expect(s.tile('1:B1').open).toBe(false);
    expect(s.tile('1:B1').attempts).toBe(1);
    expect(s.state.turn.used).toBe(1);
    expect(eventsOf(ev, 'moveStopped')).toEqual([
      { type: 'moveStopped', seat: 0, at: at('1:B1'), reason: 'keypad' },
    ]);
  });

  it('R6.8 D13 attempts on one Keypad in one turn roll 1, then 2, then 3 dice', () => {
    const s = board();
    s.setTile('1:B1', 'keypad', { num: 4 });
    s.nextDice([1]);
    expect(rolls(s.move(0, '1:B1'))).toEqual([[1]]);
    s.nextDice([2, 2]);
    expect(rolls(s.move(0, '1:B1'))).toEqual([[2, 2]]);
    s.nextDice([5, 4, 3]);
    expect(rolls(s.move(0, '1:B1'))).toEqual([[5, 4, 3]]);
    expect(s.tile('1:B1').attempts).toBe(3);
    expect(s.where(0)).toBe('1:A1');
    expect(s.state.turn.used).toBe(3);
  });

  it('R6.8 D13 attempt counters are per Keypad', () => {
    const s = board();
    s.setTile('1:B1', 'keypad', { num: 4 }).setTile('1:A2', 'keypad', { num: 5 });
    s.nextDice([1]);
    s.move(0, '1:B1');
    s.nextDice([1]);
    expect(rolls(s.move(0, '1:A2'))).toEqual([[1]]);
  });

  it('R6.8 any 6 unlocks it permanently and the mover enters; later moves roll nothing', () => {
    const s = board();
    s.setTile('1:B1', 'keypad', { num: 4 });
    s.nextDice([1]);
    s.move(0, '1:B1');
    s.nextDice([6, 2]);
    const ev = s.move(0, '1:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(s.tile('1:B1').open).toBe(true);
    expect(eventsOf(ev, 'keypadOpened')).toEqual([{ type: 'keypadOpened', at: at('1:B1') }]);
    s.move(0, '1:A1');
    const again = s.move(0, '1:B1');
    expect(rolls(again)).toEqual([]);
    expect(s.where(0)).toBe('1:B1');
  });

  it('R6.8 D13 attempt counters reset at the start of the next turn', () => {
    const s = board();
    s.setTile('1:B1', 'keypad', { num: 4 }).put(1, '1:A1');
    s.patrol(0, ['C4', 'B4', 'A4', 'D4']);
    s.nextDice([1]);
    s.move(0, '1:B1');
    s.nextDice([1, 1]);
    s.move(0, '1:B1');
    expect(s.tile('1:B1').attempts).toBe(2);
    endQuietly(s);
    expect(s.state.turn.seat).toBe(1);
    expect(s.tile('1:B1').attempts).toBe(0);
    s.nextDice([2]);
    expect(rolls(s.move(1, '1:B1'))).toEqual([[2]]);
  });

  it('R6.8 the basic Peterman adds 1 die to every attempt', () => {
    const s = board({ seats: [{ character: 'peterman', side: 'basic' }, {}] });
    s.setTile('1:B1', 'keypad', { num: 4 });
    s.nextDice([1, 2]);
    expect(rolls(s.move(0, '1:B1'))).toEqual([[1, 2]]);
    s.nextDice([1, 2, 3]);
    expect(rolls(s.move(0, '1:B1'))).toEqual([[1, 2, 3]]);
  });

  it('R6.0.3 a crowbarred Keypad counts as unlocked: no roll', () => {
    const s = board();
    s.setTile('1:B1', 'keypad', { num: 4 });
    s.tile('1:B1').crowbar = true;
    const ev = s.move(0, '1:B1');
    expect(rolls(ev)).toEqual([]);
    expect(s.where(0)).toBe('1:B1');
  });

  it('R6.8 R1.11 a placement onto a locked Keypad is allowed and does not unlock it', () => {
    const s = board();
    s.put(0, '2:A1').guard(1, '2:D4', '2:D3');
    s.setTile('2:B1', 'walkway', { revealed: false });
    s.setTile('1:B1', 'keypad', { num: 4 });
    const ev = s.move(0, '2:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(rolls(ev)).toEqual([]);
    expect(s.tile('1:B1').open).toBe(false);
    expect(s.tile('1:B1').attempts).toBe(0);
  });

  it('R6.8 legalActions: a locked Keypad is offered with 1 action left, nothing with 0', () => {
    const s = board();
    s.setTile('1:B1', 'keypad', { num: 4 }).setTile('1:A2', 'safe');
    s.actions(1);
    expect(moveTargets(s)).toEqual(['1:A2', '1:B1']);
    s.actions(0);
    expect(moveTargets(s)).toEqual([]);
  });
});
