import { describe, expect, it } from 'vitest';
import { crew, quiet, targets, uses, walls } from '../testing/character-helpers.js';
import { at, eventsOf } from '../testing/scene.js';

const xrayHawk = [{ character: 'hawk' as const }, { character: 'spotter' as const }];
const enhanceHawk = [
  { character: 'hawk' as const, side: 'advanced' as const },
  { character: 'spotter' as const },
];

describe('R8.3 Hawk basic: X-Ray', () => {
  it('R8.3 X-Ray: free, peeks through exactly one wall at an orthogonal neighbour, never at an open neighbour', () => {
    const s = crew({ seats: xrayHawk, noWalls: false });
    walls(s, 1, ['A1|B1']);
    expect(targets(s, 'xray')).toEqual(['1:B1']);
    expect(s.refused(0, { type: 'xray', at: at('1:A2') })).toBe('ability/invalid');
    expect(s.refused(0, { type: 'xray', at: at('1:C1') })).toBe('ability/invalid');
    const ev = s.ok(0, { type: 'xray', at: at('1:B1') });
    expect(eventsOf(ev, 'abilityUsed')).toEqual([{ type: 'abilityUsed', seat: 0, ability: 'xray' }]);
    expect(eventsOf(ev, 'tileRevealed')[0]).toMatchObject({ at: at('1:B1'), by: 'peek' });
    expect(s.tile('1:B1').revealed).toBe(true);
    expect(s.state.turn.used).toBe(0);
    expect(s.where(0)).toBe('1:A1');
  });

  it('R8.3 X-Ray: once per turn, again on the next turn', () => {
    const s = crew({ seats: xrayHawk, noWalls: false });
    walls(s, 1, ['A1|B1', 'A1|A2']);
    expect(targets(s, 'xray')).toEqual(['1:A2', '1:B1']);
    s.ok(0, { type: 'xray', at: at('1:B1') });
    expect(uses(s, 'xray')).toEqual([]);
    expect(s.refused(0, { type: 'xray', at: at('1:A2') })).toBe('ability/invalid');
    quiet(s).end();
    quiet(s).end(1);
    expect(s.state.turn.seat).toBe(0);
    expect(targets(s, 'xray')).toEqual(['1:A2']);
    s.ok(0, { type: 'xray', at: at('1:A2') });
    expect(s.tile('1:A2').revealed).toBe(true);
  });

  it('R8.3 X-Ray needs a face-down tile behind the wall', () => {
    const s = crew({ seats: xrayHawk, noWalls: false });
    walls(s, 1, ['A1|B1']);
    s.setTile('1:B1', 'secret-door');
    expect(uses(s, 'xray')).toEqual([]);
  });

  it('R8.3/R1.7 X-Ray never looks into the Fort Knox void, nor past the building edge', () => {
    const s = crew({ seats: xrayHawk, scenario: 'fortknox' });
    s.setTile('1:C2', 'secret-door').put(0, '1:C2');
    expect(uses(s, 'xray')).toEqual([]);
    expect(s.refused(0, { type: 'xray', at: at('1:C3') })).toBe('ability/invalid');
    walls(s, 1, ['C2|D2']);
    expect(targets(s, 'xray')).toEqual(['1:D2']);
  });

  it('R8.3 X-Ray is the basic side only', () => {
    const s = crew({ seats: enhanceHawk, noWalls: false });
    walls(s, 1, ['A1|B1']);
    expect(uses(s, 'xray')).toEqual([]);
    expect(s.refused(0, { type: 'xray', at: at('1:B1') })).toBe('ability/wrong_character');
  });
});

describe('R8.3 Hawk advanced: Enhance (D42)', () => {
  it('R8.3/D42 Enhance sees around a corner through a revealed tile, never past a face-down tile', () => {
    const s = crew({ seats: enhanceHawk });
    s.setTile('1:B1', 'secret-door');
    expect(targets(s, 'enhance')).toEqual(['1:A2', '1:B2', '1:C1']);
    expect(s.refused(0, { type: 'enhance', at: at('1:A3') })).toBe('ability/invalid');
    const ev = s.ok(0, { type: 'enhance', at: at('1:B2') });
    expect(eventsOf(ev, 'abilityUsed')).toEqual([{ type: 'abilityUsed', seat: 0, ability: 'enhance' }]);
    expect(s.tile('1:B2').revealed).toBe(true);
    expect(s.state.turn.used).toBe(0);
  });

  it('R8.3/D42 Enhance never passes a wall, at either step', () => {
    const s = crew({ seats: enhanceHawk, noWalls: false });
    walls(s, 1, ['B1|B2', 'A1|A2']);
    s.setTile('1:B1', 'secret-door');
    expect(targets(s, 'enhance')).toEqual(['1:C1']);
    expect(s.refused(0, { type: 'enhance', at: at('1:B2') })).toBe('ability/invalid');
    expect(s.refused(0, { type: 'enhance', at: at('1:A2') })).toBe('ability/invalid');
  });

  it('R8.3/D42 Enhance sees up the Stairs and around the corner above them', () => {
    const s = crew({ seats: enhanceHawk });
    s.setTile('1:A1', 'stairs').setTile('2:A1', 'secret-door');
    expect(targets(s, 'enhance')).toEqual(['1:A2', '1:B1', '2:A2', '2:B1']);
    s.ok(0, { type: 'enhance', at: at('2:B1') });
    expect(s.tile('2:B1').revealed).toBe(true);
    expect(s.state.guards[1]?.placed).toBe(false);
  });

  it('R8.3/D42 Enhance sees the face-down tile above a revealed Stairs next door', () => {
    const s = crew({ seats: enhanceHawk });
    s.setTile('1:B1', 'stairs');
    expect(targets(s, 'enhance')).toEqual(['1:A2', '1:B2', '1:C1', '2:B1']);
  });

  it('R8.3 Enhance: once per turn, free', () => {
    const s = crew({ seats: enhanceHawk });
    s.ok(0, { type: 'enhance', at: at('1:A2') });
    expect(uses(s, 'enhance')).toEqual([]);
    expect(s.refused(0, { type: 'enhance', at: at('1:B1') })).toBe('ability/invalid');
    expect(s.state.turn.used).toBe(0);
    quiet(s).end();
    quiet(s).end(1);
    expect(targets(s, 'enhance')).toContain('1:B1');
  });

  it('R8.3 Enhance is the advanced side only', () => {
    const s = crew({ seats: xrayHawk });
    expect(uses(s, 'enhance')).toEqual([]);
    expect(s.refused(0, { type: 'enhance', at: at('1:A2') })).toBe('ability/wrong_character');
  });
});
