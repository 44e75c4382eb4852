import { describe, expect, it } from 'vitest';
import { at, eventsOf } from '../testing/scene.js';
import { board, losses, moveTargets } from '../testing/tile-helpers.js';

describe('R6.4 Deadbolt', () => {
  it('R6.4 D11 moving onto a face-down Deadbolt reveals it, the mover stays and pays 1', () => {
    const s = board();
    s.setTile('1:B1', 'deadbolt', { revealed: false, num: 2 });
    const ev = s.move(0, '1:B1');
    expect(s.where(0)).toBe('1:A1');
    expect(s.tile('1:B1').revealed).toBe(true);
    expect(s.state.turn.used).toBe(1);
    expect(eventsOf(ev, 'moveStopped')).toEqual([
      { type: 'moveStopped', seat: 0, at: at('1:B1'), reason: 'deadbolt' },
    ]);
    expect(eventsOf(ev, 'moved')).toEqual([]);
  });

  it('R6.4 D12 entering a revealed Deadbolt costs 3 actions in total', () => {
    const s = board();
    s.setTile('1:B1', 'deadbolt');
    const ev = s.move(0, '1:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(s.state.turn.used).toBe(3);
    expect(eventsOf(ev, 'moved')[0]?.cost).toBe(3);
  });

  it('R6.4 a Deadbolt costs nothing extra when another character stands on it', () => {
    const s = board();
    s.setTile('1:B1', 'deadbolt').put(1, '1:B1');
    s.move(0, '1:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(s.state.turn.used).toBe(1);
  });

  it('R6.4 a Deadbolt costs nothing extra when a guard stands on it (and R7.11 costs stealth)', () => {
    const s = board({ guard: ['1:B1', '1:D4'] });
    s.setTile('1:B1', 'deadbolt');
    const ev = s.move(0, '1:B1');
    expect(s.state.turn.used).toBe(1);
    expect(losses(ev)).toEqual([[0, 'supply', 'enters-guard-tile']]);
  });

  it('R6.4 legalActions: a revealed, empty Deadbolt is offered with 3 actions left, not with 2', () => {
    const s = board();
    s.setTile('1:B1', 'deadbolt').setTile('1:A2', 'safe');
    expect(moveTargets(s)).toEqual(['1:A2', '1:B1']);
    s.actions(2);
    expect(moveTargets(s)).toEqual(['1:A2']);
    expect(s.refused(0, { type: 'move', to: at('1:B1') })).toBe('move/cannot_pay');
  });

  it('R6.4 legalActions: with 1 action left an occupied Deadbolt and a face-down one are offered', () => {
    const s = board();
    s.setTile('1:B1', 'deadbolt').put(1, '1:B1');
    s.setTile('1:A2', 'deadbolt', { revealed: false });
    s.actions(1);
    expect(moveTargets(s)).toEqual(['1:A2', '1:B1']);
  });

  it('R6.0.3 a crowbarred Deadbolt costs 1 like any tile', () => {
    const s = board();
    s.setTile('1:B1', 'deadbolt');
    s.tile('1:B1').crowbar = true;
    s.actions(1);
    s.move(0, '1:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(s.state.turn.used).toBe(4);
  });

  it('R6.4 R1.11 a fall onto a revealed Deadbolt is a placement and costs no surcharge', () => {
    const s = board();
    s.put(0, '2:A1').guard(1, '2:D4', '2:D3');
    s.setTile('2:B1', 'walkway', { revealed: false });
    s.setTile('1:B1', 'deadbolt');
    const ev = s.move(0, '2:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(s.state.turn.used).toBe(1);
    expect(eventsOf(ev, 'placed')[0]?.cause).toBe('fall');
  });

  it('R6.4 R1.11 a fall onto a face-down Deadbolt reveals it and the character lands on it', () => {
    const s = board();
    s.put(0, '2:A1').guard(1, '2:D4', '2:D3');
    s.setTile('2:B1', 'walkway', { revealed: false });
    s.setTile('1:B1', 'deadbolt', { revealed: false });
    const ev = s.move(0, '2:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(s.tile('1:B1').revealed).toBe(true);
    expect(eventsOf(ev, 'moveStopped')).toEqual([]);
  });

  it('R5.1 R5.2 legalActions around mixed tiles offer exactly the affordable moves and the face-down peeks', () => {
    const s = board();
    s.put(0, '1:B2').setTile('1:B2', 'stairs', { num: 4 });
    s.setTile('1:A2', 'deadbolt').setTile('1:C2', 'keypad', { num: 5 }).setTile('1:B3', 'laser', { num: 1 });
    s.setTile('1:B1', 'safe', { revealed: false });
    s.actions(2);
    expect(moveTargets(s)).toEqual(['1:B1', '1:B3', '1:C2', '2:B2']);
    expect(s.legal(0).flatMap((a) => (a.type === 'peek' ? [a.at] : []))).toEqual(
      expect.arrayContaining([at('1:B1'), at('2:B2')]),
    );
    expect(s.legal(0).filter((a) => a.type === 'peek')).toHaveLength(2);
    s.actions(3);
    expect(moveTargets(s)).toEqual(['1:A2', '1:B1', '1:B3', '1:C2', '2:B2']);
  });
});
