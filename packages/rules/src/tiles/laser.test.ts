import { describe, expect, it } from 'vitest';
import { at, eventsOf } from '../testing/scene.js';
import { alarmTiles, board, losses, moveTargets } from '../testing/tile-helpers.js';

describe('R6.10 Laser', () => {
  it('R6.10 D45 entering with actions to spare offers pay or alarm to the current player', () => {
    const s = board();
    s.setTile('1:B1', 'laser', { num: 2 });
    s.move(0, '1:B1');
    expect(s.prompt).toEqual({ kind: 'laser', seat: 0, at: at('1:B1'), options: ['pay', 'alarm'] });
    expect(s.where(0)).toBe('1:B1');
    expect(s.state.turn.used).toBe(1);
  });

  it('R6.10 paying spends 1 extra action and triggers nothing', () => {
    const s = board();
    s.setTile('1:B1', 'laser', { num: 2 });
    s.move(0, '1:B1');
    const ev = s.ok(0, { type: 'answer', kind: 'laser', choice: 'pay' });
    expect(s.where(0)).toBe('1:B1');
    expect(s.state.turn.used).toBe(2);
    expect(eventsOf(ev, 'laserPaid')).toEqual([{ type: 'laserPaid', seat: 0, at: at('1:B1') }]);
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.10 choosing the alarm triggers it on the Laser and redirects the guard', () => {
    const s = board();
    s.setTile('1:B1', 'laser', { num: 2 });
    s.move(0, '1:B1');
    const ev = s.ok(0, { type: 'answer', kind: 'laser', choice: 'alarm' });
    expect(s.state.turn.used).toBe(1);
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B1'), cause: 'laser' },
    ]);
    expect(s.guardDest(0)).toBe('1:B1');
  });

  it('R6.10 with the last action spent on the Move and no token, the alarm triggers without a choice', () => {
    const s = board();
    s.setTile('1:B1', 'laser', { num: 2 }).actions(1);
    s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    expect(alarmTiles(s)).toEqual(['1:B1']);
  });

  it('R6.10 R7.10 a Laser Computer token is offered inside the Laser choice and no second hack choice follows', () => {
    const s = board();
    s.setTile('1:B1', 'laser', { num: 2 }).setTile('1:C3', 'computer-laser', { num: 5 }).actions(1);
    s.tile('1:C3').hack = 1;
    s.move(0, '1:B1');
    expect(s.prompt).toEqual({ kind: 'laser', seat: 0, at: at('1:B1'), options: ['computer', 'alarm'] });
    s.ok(0, { type: 'answer', kind: 'laser', choice: 'alarm' });
    expect(s.prompt).toBeNull();
    expect(alarmTiles(s)).toEqual(['1:B1']);
    expect(s.tile('1:C3').hack).toBe(1);
  });

  it('R6.10 spending the Laser Computer token cancels the alarm', () => {
    const s = board();
    s.setTile('1:B1', 'laser', { num: 2 }).setTile('1:C3', 'computer-laser', { num: 5 });
    s.tile('1:C3').hack = 2;
    s.move(0, '1:B1');
    expect(s.prompt?.kind === 'laser' && s.prompt.options).toEqual(['pay', 'computer', 'alarm']);
    s.ok(0, { type: 'answer', kind: 'laser', choice: 'computer' });
    expect(s.tile('1:C3').hack).toBe(1);
    expect(s.state.turn.used).toBe(1);
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.10 R6.0.1 no choice and no alarm while a guard stands on the Laser', () => {
    const s = board({ guard: ['1:B1', '1:D4'] });
    s.setTile('1:B1', 'laser', { num: 2 });
    const ev = s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    expect(alarmTiles(s)).toEqual([]);
    expect(losses(ev)).toEqual([[0, 'supply', 'enters-guard-tile']]);
  });

  it('R6.10 R6.0.3 a crowbarred Laser asks nothing', () => {
    const s = board();
    s.setTile('1:B1', 'laser', { num: 2 });
    s.tile('1:B1').crowbar = true;
    s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    expect(s.state.turn.used).toBe(1);
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.10 R6.0.6 while an E.M.P. is active no payment is offered and no alarm results', () => {
    const s = board();
    s.setTile('1:B1', 'laser', { num: 2 });
    s.state.effects.emp.push(0);
    s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    expect(s.state.turn.used).toBe(1);
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.10 R9.3 the Mirror holder is never asked and triggers nothing', () => {
    const s = board();
    s.setTile('1:B1', 'laser', { num: 2 }).give(0, 'mirror');
    s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.10 legalActions: a Laser is offered with only 1 action left', () => {
    const s = board();
    s.setTile('1:B1', 'laser', { num: 2 }).setTile('1:A2', 'safe').actions(1);
    expect(moveTargets(s)).toEqual(['1:A2', '1:B1']);
  });
});
