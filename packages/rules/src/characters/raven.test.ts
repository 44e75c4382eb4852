import { describe, expect, it } from 'vitest';
import { crew, losses, posNames, quiet, targets, uses, walls } from '../testing/character-helpers.js';
import { at, eventsOf, type Scene } from '../testing/scene.js';

const distract = [{ character: 'raven' as const }, { character: 'hawk' as const }];
const disrupt = [{ character: 'raven' as const, side: 'advanced' as const }, { character: 'hawk' as const }];

function crowAt(s: Scene): string | null {
  if (s.state.crow < 0) return null;
  const area = s.shape.area;
  const local = s.state.crow % area;
  return `${Math.floor(s.state.crow / area) + 1}:${String.fromCharCode(65 + (local % s.shape.cols))}${Math.floor(local / s.shape.cols) + 1}`;
}

function guardPath(events: ReturnType<Scene['end']>, floor = 0): string[] {
  return eventsOf(events, 'guardMoved')
    .filter((e) => e.floor === floor)
    .flatMap((e) => posNames(e.path));
}

describe('R8.6 Raven basic: Distract', () => {
  it("R8.6 Distract: the crow goes on a tile of the Raven's floor within walking distance 0–2, walls respected, face-down allowed", () => {
    const s = crew({ seats: distract, noWalls: false });
    walls(s, 1, ['A1|B1']);
    expect(targets(s, 'distract')).toEqual(['1:A1', '1:A2', '1:A3', '1:B2']);
    expect(s.refused(0, { type: 'distract', at: at('1:B1') })).toBe('ability/invalid');
    expect(s.refused(0, { type: 'distract', at: at('2:A1') })).toBe('ability/invalid');
    const ev = s.ok(0, { type: 'distract', at: at('1:B2') });
    expect(eventsOf(ev, 'crowPlaced')).toEqual([{ type: 'crowPlaced', at: at('1:B2') }]);
    expect(eventsOf(ev, 'abilityUsed')).toEqual([{ type: 'abilityUsed', seat: 0, ability: 'distract' }]);
    expect(crowAt(s)).toBe('1:B2');
    expect(s.tile('1:B2').revealed).toBe(false);
    expect(s.state.turn.used).toBe(0);
  });

  it('R8.6 Distract is free and unlimited: the single crow moves again in the same turn', () => {
    const s = crew({ seats: distract });
    s.actions(0);
    s.ok(0, { type: 'distract', at: at('1:B2') });
    expect(targets(s, 'distract')).not.toContain('1:B2');
    s.ok(0, { type: 'distract', at: at('1:C1') });
    expect(crowAt(s)).toBe('1:C1');
    s.ok(0, { type: 'distract', at: at('1:A1') });
    expect(crowAt(s)).toBe('1:A1');
  });

  it("R8.6/R7.8 a guard entering the crow's tile during MoveGuard loses 1 extra movement point", () => {
    const s = crew({ seats: distract, guard: ['1:D1', '1:D4'] });
    s.speed(0, 3).setTile('1:C2', 'secret-door').put(0, '1:C2');
    s.ok(0, { type: 'distract', at: at('1:D2') });
    const ev = quiet(s).end();
    expect(guardPath(ev)).toEqual(['1:D2', '1:D3']);
    expect(s.guardAt(0)).toBe('1:D3');
    expect(crowAt(s)).toBe('1:D2');
  });

  it('R8.6/R7.7 the crow on the path after an arrival: the leftover movement pays for it too', () => {
    const s = crew({ seats: distract, guard: ['1:D1', '1:D2'] });
    s.speed(0, 4).patrol(0, ['D4', 'A4']);
    s.setTile('1:C2', 'secret-door').put(0, '1:C2');
    s.ok(0, { type: 'distract', at: at('1:D3') });
    const ev = quiet(s).end();
    expect(guardPath(ev)).toEqual(['1:D2', '1:D3', '1:D4']);
    expect(s.guardAt(0)).toBe('1:D4');
    expect(s.guardDest(0)).toBe('1:A4');
  });

  it('R8.6 without the crow the same guard walks one tile further', () => {
    const s = crew({ seats: distract, guard: ['1:D1', '1:D2'] });
    s.speed(0, 4).patrol(0, ['D4', 'A4']);
    s.setTile('1:C2', 'secret-door').put(0, '1:C2');
    const ev = quiet(s).end();
    expect(guardPath(ev)).toEqual(['1:D2', '1:D3', '1:D4', '1:C4']);
  });

  it("R8.6 a crow placed on the guard's own tile does not count when the guard walks off it", () => {
    const s = crew({ seats: distract, guard: ['1:D2', '1:D4'] });
    s.setTile('1:C2', 'secret-door').put(0, '1:C2');
    s.ok(0, { type: 'distract', at: at('1:D2') });
    const ev = quiet(s).end();
    expect(guardPath(ev)).toEqual(['1:D3', '1:D4']);
  });

  it("R8.6 a crow on the guard's own tile counts once the guard enters that tile again", () => {
    const s = crew({ seats: distract, guard: ['1:D2', '1:D1'] });
    s.speed(0, 4).patrol(0, ['D4', 'A4']);
    s.setTile('1:C2', 'secret-door').put(0, '1:C2');
    s.ok(0, { type: 'distract', at: at('1:D2') });
    const ev = quiet(s).end();
    expect(guardPath(ev)).toEqual(['1:D1', '1:D2', '1:D3']);
    expect(s.guardAt(0)).toBe('1:D3');
  });

  it('R8.6 entering the crow costs no stealth and the crow stays; only the basic Raven has Distract', () => {
    const s = crew({ seats: distract, guard: ['1:D1', '1:D4'] });
    s.setTile('1:C2', 'secret-door').put(0, '1:C2');
    s.ok(0, { type: 'distract', at: at('1:D2') });
    const ev = quiet(s).end();
    expect(losses(ev)).toEqual([]);
    expect(crowAt(s)).toBe('1:D2');
    const d = crew({ seats: disrupt });
    expect(uses(d, 'distract')).toEqual([]);
    expect(d.refused(0, { type: 'distract', at: at('1:B1') })).toBe('ability/wrong_character');
  });
});

describe('R8.6 Raven advanced: Disrupt', () => {
  it("R8.6 Disrupt: free, puts the crow on the Raven's own tile", () => {
    const s = crew({ seats: disrupt });
    s.actions(0);
    expect(uses(s, 'disrupt')).toEqual([{ type: 'disrupt' }]);
    const ev = s.ok(0, { type: 'disrupt' });
    expect(eventsOf(ev, 'crowPlaced')).toEqual([{ type: 'crowPlaced', at: at('1:A1') }]);
    expect(crowAt(s)).toBe('1:A1');
    expect(uses(s, 'disrupt')).toEqual([]);
    expect(s.refused(0, { type: 'disrupt' })).toBe('ability/invalid');
  });

  it('R8.6/R7.7 Disrupt stops a guard that starts its movement on the crow with no alarm on its floor, and the crow returns', () => {
    const s = crew({ seats: disrupt, guard: ['1:B2', '1:D4'] });
    s.setTile('1:B2', 'secret-door').put(0, '1:B2');
    s.ok(0, { type: 'disrupt' });
    const ev = quiet(s).end();
    expect(eventsOf(ev, 'guardStayed')).toEqual([{ type: 'guardStayed', floor: 0, reason: 'crow' }]);
    expect(eventsOf(ev, 'crowPlaced')).toEqual([{ type: 'crowPlaced', at: null }]);
    expect(eventsOf(ev, 'guardMoved')).toEqual([]);
    expect(s.guardAt(0)).toBe('1:B2');
    expect(s.guardDest(0)).toBe('1:D4');
    expect(crowAt(s)).toBeNull();
    expect(losses(ev)).toEqual([]);
  });

  it('R8.6/R7.7 with an alarm on its floor the guard on the crow moves, and the crow stays', () => {
    const s = crew({ seats: disrupt, guard: ['1:B2', '1:D2'] });
    s.setTile('1:B2', 'secret-door').put(0, '1:B2');
    s.alarm('1:D2');
    s.ok(0, { type: 'disrupt' });
    const ev = quiet(s).end();
    expect(eventsOf(ev, 'guardStayed')).toEqual([]);
    expect(guardPath(ev).slice(0, 2)).toEqual(['1:C2', '1:D2']);
    expect(crowAt(s)).toBe('1:B2');
  });

  it('R8.6 the Disrupt crow takes no movement point from a guard walking through it', () => {
    const s = crew({ seats: disrupt, guard: ['1:D1', '1:D4'] });
    s.speed(0, 3).setTile('1:D2', 'secret-door').setTile('1:C2', 'secret-door').put(0, '1:D2');
    s.ok(0, { type: 'disrupt' });
    s.move(0, '1:C2');
    const ev = quiet(s).end();
    expect(guardPath(ev)).toEqual(['1:D2', '1:D3', '1:D4']);
    expect(crowAt(s)).toBe('1:D2');
  });

  it('R8.6 the returned crow can be placed again; only the advanced Raven has Disrupt', () => {
    const s = crew({ seats: disrupt, guard: ['1:A1', '1:D4'] });
    s.ok(0, { type: 'disrupt' });
    quiet(s).end();
    expect(crowAt(s)).toBeNull();
    quiet(s).end(1);
    expect(s.state.turn.seat).toBe(0);
    expect(uses(s, 'disrupt')).toEqual([{ type: 'disrupt' }]);
    const d = crew({ seats: distract });
    expect(d.refused(0, { type: 'disrupt' })).toBe('ability/wrong_character');
  });
});

describe('R1.21 ability inputs are read by value', () => {
  it('R1.21 an ability input is accepted whatever the order of its keys', () => {
    const s = crew({ seats: distract });
    const reordered = JSON.parse('{"at":{"row":1,"col":1,"floor":0},"type":"distract"}');
    s.ok(0, reordered);
    expect(crowAt(s)).toBe('1:B2');
    const d = crew({ seats: distract });
    expect(d.refused(0, JSON.parse('{"at":{"row":1,"col":1,"floor":0},"type":"distract","extra":1}'))).toBe(
      'ability/invalid',
    );
  });
});
