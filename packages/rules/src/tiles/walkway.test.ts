import { describe, expect, it } from 'vitest';
import { at, eventsOf } from '../testing/scene.js';
import { board, hasAction, losses, moveTargets, peekTargetNames } from '../testing/tile-helpers.js';

function onFloor2() {
  const s = board();
  s.put(0, '2:A1').guard(1, '2:D4', '2:D3');
  return s;
}

describe('R6.18 Walkway', () => {
  it('R6.18 R5.4 a face-down Walkway above floor 1 is revealed and the mover falls: placed below, 1 action', () => {
    const s = onFloor2();
    s.setTile('2:B1', 'walkway', { revealed: false, num: 2 }).setTile('1:B1', 'safe', { revealed: false });
    const ev = s.move(0, '2:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(s.tile('2:B1').revealed).toBe(true);
    expect(s.tile('1:B1').revealed).toBe(true);
    expect(s.state.turn.used).toBe(1);
    expect(eventsOf(ev, 'moved')).toEqual([]);
    expect(eventsOf(ev, 'placed')).toEqual([
      { type: 'placed', seat: 0, from: at('2:A1'), to: at('1:B1'), cause: 'fall' },
    ]);
    expect(ev.map((e) => e.type).filter((t) => t === 'tileRevealed')).toHaveLength(2);
  });

  it('R6.18 D29 a fall onto the guard tile costs no stealth', () => {
    const s = onFloor2();
    s.guard(0, '1:B1', '1:D4');
    s.setTile('2:B1', 'walkway', { revealed: false });
    const ev = s.move(0, '2:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(losses(ev)).toEqual([]);
    expect(s.stealth(0)).toBe(3);
  });

  it('R6.18 D29 a fall onto a Laser asks nothing and triggers nothing', () => {
    const s = onFloor2();
    s.setTile('2:B1', 'walkway', { revealed: false }).setTile('1:B1', 'laser', { num: 1 });
    s.move(0, '2:B1');
    expect(s.prompt).toBeNull();
    expect(s.tile('1:B1').alarm).toBe(0);
    expect(s.state.turn.used).toBe(1);
  });

  it('R6.18 on floor 1 a face-down Walkway is simply entered', () => {
    const s = board();
    s.setTile('1:B1', 'walkway', { revealed: false });
    const ev = s.move(0, '1:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(eventsOf(ev, 'moved')).toHaveLength(1);
  });

  it('R6.18 moving onto a revealed Walkway is an ordinary entry with no fall', () => {
    const s = onFloor2();
    s.setTile('2:B1', 'walkway');
    s.move(0, '2:B1');
    expect(s.where(0)).toBe('2:B1');
  });

  it('R5.5 a drop from a revealed Walkway costs 1 and is a placement onto the tile below', () => {
    const s = onFloor2();
    s.guard(0, '1:A1', '1:D4');
    s.setTile('2:A1', 'walkway').setTile('1:A1', 'fingerprint', { num: 4 });
    expect(hasAction(s, 'drop')).toBe(true);
    const ev = s.ok(0, { type: 'drop' });
    expect(s.where(0)).toBe('1:A1');
    expect(s.state.turn.used).toBe(1);
    expect(eventsOf(ev, 'placed')[0]?.cause).toBe('drop');
    expect(losses(ev)).toEqual([]);
    expect(s.tile('1:A1').alarm).toBe(0);
  });

  it('R5.5 legalActions: no drop on floor 1, none with no action left', () => {
    const s = board();
    s.setTile('1:A1', 'walkway');
    expect(hasAction(s, 'drop')).toBe(false);
    const t = onFloor2();
    t.setTile('2:A1', 'walkway').actions(0);
    expect(hasAction(t, 'drop')).toBe(false);
    expect(t.refused(0, { type: 'drop' })).toBe('action/invalid');
  });

  it('R6.18 R5.2 from a Walkway the tile directly below is peek-linked', () => {
    const s = onFloor2();
    s.put(0, '2:B2').setTile('2:B2', 'walkway');
    expect(peekTargetNames(s)).toEqual(['1:B2', '2:A2', '2:B1', '2:B3', '2:C2']);
    s.peek(0, '1:B2');
    expect(s.tile('1:B2').revealed).toBe(true);
    expect(s.where(0)).toBe('2:B2');
  });

  it('R6.18 R9.1.10 with Gymnastics active a revealed Walkway directly above is move-linked', () => {
    const s = board();
    s.setTile('2:A1', 'walkway').setTile('1:B1', 'safe').setTile('1:A2', 'safe');
    expect(moveTargets(s)).toEqual(['1:A2', '1:B1']);
    s.state.effects.gymnastics.push(1);
    expect(moveTargets(s)).toEqual(['1:A2', '1:B1', '2:A1']);
    s.move(0, '2:A1');
    expect(s.where(0)).toBe('2:A1');
    expect(s.state.guards[1]?.placed).toBe(true);
  });

  it('R6.18 R1.11 a placement onto a face-down Walkway does not fall further', () => {
    const s = board();
    s.put(0, '3:A1').guard(2, '3:D4', '3:D3').guard(1, '2:D4', '2:D3');
    s.setTile('3:B1', 'walkway', { revealed: false }).setTile('2:B1', 'walkway', { revealed: false });
    s.move(0, '3:B1');
    expect(s.where(0)).toBe('2:B1');
    expect(s.tile('2:B1').revealed).toBe(true);
    expect(s.tile('1:B1').revealed).toBe(false);
  });

  it('R6.18 R7.2 moving up Stairs into a face-down Walkway falls back onto the Stairs; that floor guard stays unplaced', () => {
    const s = board();
    s.setTile('1:A1', 'stairs', { num: 4 }).setTile('2:A1', 'walkway', { revealed: false });
    const ev = s.move(0, '2:A1');
    expect(s.where(0)).toBe('1:A1');
    expect(s.tile('2:A1').revealed).toBe(true);
    expect(s.state.guards[1]?.placed).toBe(false);
    expect(eventsOf(ev, 'guardPlaced')).toEqual([]);
    expect(eventsOf(ev, 'placed')[0]).toMatchObject({ from: at('1:A1'), to: at('1:A1'), cause: 'fall' });
  });
});
