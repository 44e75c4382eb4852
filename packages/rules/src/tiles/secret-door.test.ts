import { describe, expect, it } from 'vitest';
import { at, eventsOf } from '../testing/scene.js';
import { board, endQuietly, guardWalks, moveTargets, peekTargetNames } from '../testing/tile-helpers.js';

/** Bank floor 1 walls include A1|B1; the entrance A1 is made a plain Safe room. */
function walled() {
  const s = board({ noWalls: false });
  s.setTile('1:A1', 'safe');
  return s;
}

describe('R6.14 Secret Door', () => {
  it('R6.14 R5.2 a revealed Secret Door across a wall is move-linked and entered for 1 action', () => {
    const s = walled();
    s.setTile('1:B1', 'secret-door', { num: 1 });
    expect(moveTargets(s)).toEqual(['1:A2', '1:B1']);
    const ev = s.move(0, '1:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(s.state.turn.used).toBe(1);
    expect(eventsOf(ev, 'moved')[0]?.via).toBe('secret-door');
  });

  it('R6.14 a face-down Secret Door across a wall is neither move- nor peek-linked', () => {
    const s = walled();
    s.setTile('1:B1', 'secret-door', { num: 1, revealed: false });
    expect(moveTargets(s)).toEqual(['1:A2']);
    expect(peekTargetNames(s)).toEqual(['1:A2']);
    expect(s.refused(0, { type: 'move', to: at('1:B1') })).toBe('move/not_linked');
  });

  it('R6.14 nobody moves or peeks out of a Secret Door through a wall', () => {
    const s = walled();
    s.setTile('1:B1', 'secret-door', { num: 1 });
    s.move(0, '1:B1');
    expect(moveTargets(s)).not.toContain('1:A1');
    s.setTile('1:A1', 'safe', { revealed: false });
    expect(peekTargetNames(s)).not.toContain('1:A1');
  });

  it('R6.14 nobody passes from one Secret Door to the other through the wall between them', () => {
    const s = walled();
    s.setTile('1:A1', 'secret-door', { num: 1 }).setTile('1:B1', 'secret-door', { num: 2 });
    expect(moveTargets(s)).toEqual(['1:A2']);
    expect(s.refused(0, { type: 'move', to: at('1:B1') })).toBe('move/not_linked');
    // Entering it through the wall from an ordinary room still works.
    s.setTile('1:A1', 'safe');
    expect(moveTargets(s)).toContain('1:B1');
  });

  it('R6.14 R9.3.9 the Painting forbids the wall passage but not a normal entry', () => {
    const s = walled();
    s.setTile('1:B1', 'secret-door', { num: 1 }).give(0, 'painting');
    expect(moveTargets(s)).toEqual(['1:A2']);
    s.setTile('1:B2', 'safe').put(0, '1:B2');
    expect(moveTargets(s)).toContain('1:B1');
  });

  it('R6.14 R7.1 guards never pass a Secret Door wall', () => {
    const s = walled();
    s.setTile('1:A1', 'secret-door', { num: 1 }).put(0, '1:D4').setTile('1:D4', 'safe');
    s.guard(0, '1:B1', '1:A1').speed(0, 3);
    s.patrol(0, ['B1']);
    const ev = endQuietly(s);
    expect(guardWalks(ev)[0]).toEqual(['1:B1', '1:B2', '1:A2', '1:A1']);
  });
});
