import { describe, expect, it } from 'vitest';
import { apply } from '../engine.js';
import { createGame } from '../setup.js';
import { at, eventsOf } from '../testing/scene.js';
import { board, hasAction, moveTargets, peekTargetNames } from '../testing/tile-helpers.js';

describe('R6.16 Stairs', () => {
  it('R6.16 R1.10 revealing Stairs (by a peek) puts a Downstairs marker on the tile directly above', () => {
    const s = board();
    s.setTile('1:B1', 'stairs', { num: 4, revealed: false });
    expect(s.tile('2:B1').downstairs).toBe(false);
    s.peek(0, '1:B1');
    expect(s.tile('2:B1').downstairs).toBe(true);
    expect(s.tile('2:B1').revealed).toBe(false);
    expect(s.tile('3:B1').downstairs).toBe(false);
  });

  it('R6.16 top-floor Stairs put no marker anywhere when revealed', () => {
    const s = board();
    s.put(0, '3:A1').guard(2, '3:D4', '3:D3').setTile('3:B1', 'stairs', { num: 4, revealed: false });
    s.peek(0, '3:B1');
    expect(s.state.tiles.filter((t) => t.downstairs)).toHaveLength(0);
  });

  it('R6.16 R5.2 from Stairs the tile directly above is peek- and move-linked; moving up enters it and places that floor guard', () => {
    const s = board();
    s.setTile('1:A1', 'stairs', { num: 4 });
    expect(peekTargetNames(s)).toContain('2:A1');
    expect(moveTargets(s)).toContain('2:A1');
    s.patrol(1, ['C3', 'D1']);
    const ev = s.move(0, '2:A1');
    expect(s.where(0)).toBe('2:A1');
    expect(s.state.turn.used).toBe(1);
    expect(eventsOf(ev, 'moved')[0]?.via).toBe('stairs');
    expect(eventsOf(ev, 'guardPlaced')).toEqual([
      { type: 'guardPlaced', floor: 1, at: at('2:C3'), dest: at('2:D1') },
    ]);
  });

  it('R6.16 R5.2 from the tile above (Downstairs marker) a Move goes down to the Stairs', () => {
    const s = board();
    s.setTile('1:B1', 'stairs', { num: 4, revealed: false });
    s.peek(0, '1:B1');
    s.put(0, '2:B1').guard(1, '2:D4', '2:D3');
    expect(moveTargets(s)).toEqual(['1:B1', '2:A1', '2:B2', '2:C1']);
    const ev = s.move(0, '1:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(eventsOf(ev, 'moved')[0]?.via).toBe('downstairs');
  });

  it('R6.16 R9.1.24 Time Lock removes the Stairs move links both ways, not the peek', () => {
    const s = board();
    s.setTile('1:A1', 'stairs', { num: 4 });
    s.tile('2:A1').downstairs = true;
    s.state.effects.timeLock.push(1);
    expect(moveTargets(s)).toEqual(['1:A2', '1:B1']);
    expect(peekTargetNames(s)).toContain('2:A1');
    expect(s.refused(0, { type: 'move', to: at('2:A1') })).toBe('move/not_linked');
    s.put(0, '2:A1').guard(1, '2:D4', '2:D3');
    expect(moveTargets(s)).not.toContain('1:A1');
  });

  it('R6.16 R5.12 top-floor Stairs are the escape point; Time Lock forbids the escape', () => {
    const s = board();
    s.put(0, '3:A1').guard(2, '3:D4', '3:D3').setTile('3:A1', 'stairs', { num: 4 });
    s.state.tiles.forEach((t) => {
      if (t.kind === 'safe') t.open = true;
    });
    s.put(1, '1:A1');
    expect(hasAction(s, 'escape')).toBe(true);
    s.state.effects.timeLock.push(1);
    expect(hasAction(s, 'escape')).toBe(false);
    expect(s.refused(0, { type: 'escape' })).toBe('escape/time_lock');
  });

  it('R6.16 Stairs not on the top floor are no escape point', () => {
    const s = board();
    s.setTile('1:A1', 'stairs', { num: 4 });
    s.state.tiles.forEach((t) => {
      if (t.kind === 'safe') t.open = true;
    });
    expect(hasAction(s, 'escape')).toBe(false);
  });

  it('R6.16 two Stairs on one floor (Fort Knox) each link up on their own', () => {
    const s = board({ scenario: 'fortknox' });
    s.setTile('1:A1', 'stairs', { num: 4 }).setTile('1:B1', 'stairs', { num: 5, revealed: false });
    s.peek(0, '1:B1');
    expect(s.tile('2:B1').downstairs).toBe(true);
    expect(moveTargets(s)).toContain('2:A1');
    expect(moveTargets(s)).not.toContain('2:B1');
    s.move(0, '1:B1');
    expect(moveTargets(s)).toContain('2:B1');
    expect(moveTargets(s)).not.toContain('2:A1');
  });

  it('R6.16 D48 Stairs chosen as the entrance put the Downstairs marker above at once', () => {
    const state = createGame({ scenario: 'bank', seats: [{ name: 'a' }], seed: 'stairs-entrance' });
    const i = state.tiles.slice(0, 16).findIndex((t) => t.kind === 'stairs');
    const r = apply(state, 0, {
      type: 'answer',
      kind: 'entrance',
      at: { floor: 0, col: i % 4, row: Math.floor(i / 4) },
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.tiles[i]?.revealed).toBe(true);
    expect(r.state.tiles[i + 16]?.downstairs).toBe(true);
    expect(r.state.tiles.filter((t) => t.downstairs)).toHaveLength(1);
  });
});
