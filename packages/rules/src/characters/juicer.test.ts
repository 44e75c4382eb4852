import { describe, expect, it } from 'vitest';
import { alarmTiles, crew, quiet, targets, uses, walls } from '../testing/character-helpers.js';
import { at, eventsOf } from '../testing/scene.js';
import { viewFor } from '../view.js';

const crybaby = [{ character: 'juicer' as const }, { character: 'hawk' as const }];
const reroute = [{ character: 'juicer' as const, side: 'advanced' as const }, { character: 'hawk' as const }];

describe('R8.4 Juicer basic: Crybaby (D43)', () => {
  it('R8.4/D43 Crybaby targets only open-adjacent revealed tiles with no guard and no alarm, and redirects the guard', () => {
    const s = crew({ seats: crybaby, guard: ['1:B1', '1:D4'] });
    s.setTile('1:B2', 'secret-door').put(0, '1:B2');
    s.setTile('1:A2', 'secret-door').setTile('1:C2', 'secret-door').setTile('1:B1', 'secret-door');
    s.setTile('1:D2', 'secret-door').alarm('1:C2');
    expect(targets(s, 'crybaby')).toEqual(['1:A2']);
    for (const bad of ['1:B1', '1:C2', '1:B3', '1:D2']) {
      expect(s.refused(0, { type: 'crybaby', at: at(bad) })).toBe('ability/invalid');
    }
    const ev = s.ok(0, { type: 'crybaby', at: at('1:A2') });
    expect(eventsOf(ev, 'abilityUsed')).toEqual([{ type: 'abilityUsed', seat: 0, ability: 'crybaby' }]);
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:A2'), cause: 'crybaby' },
    ]);
    expect(alarmTiles(s)).toEqual(['1:A2', '1:C2']);
    expect(s.guardDest(0)).toBe('1:A2');
    expect(s.state.turn.used).toBe(0);
  });

  it('R8.4/D43 walls block Crybaby', () => {
    const s = crew({ seats: crybaby, noWalls: false });
    walls(s, 1, ['A1|B1']);
    s.setTile('1:B1', 'secret-door').setTile('1:A2', 'secret-door');
    expect(targets(s, 'crybaby')).toEqual(['1:A2']);
    expect(s.refused(0, { type: 'crybaby', at: at('1:B1') })).toBe('ability/invalid');
  });

  it('R8.4 Crybaby is free and may be used any number of times per turn', () => {
    const s = crew({ seats: crybaby });
    s.setTile('1:B1', 'secret-door').setTile('1:A2', 'secret-door');
    s.actions(0);
    s.ok(0, { type: 'crybaby', at: at('1:B1') });
    s.ok(0, { type: 'crybaby', at: at('1:A2') });
    expect(alarmTiles(s)).toEqual(['1:B1', '1:A2']);
    expect(uses(s, 'crybaby')).toEqual([]);
  });

  it('R8.4 Crybaby is the basic side only', () => {
    const s = crew({ seats: reroute });
    s.setTile('1:B1', 'secret-door');
    expect(uses(s, 'crybaby')).toEqual([]);
    expect(s.refused(0, { type: 'crybaby', at: at('1:B1') })).toBe('ability/wrong_character');
  });
});

describe('R8.4 Juicer advanced: Reroute (D62)', () => {
  it('R8.4/D62 Reroute pick-up always draws a patrol card, and the guard still goes to the nearest remaining alarm', () => {
    const s = crew({ seats: reroute, guard: ['1:C1', '1:B2'] });
    s.setTile('1:B2', 'secret-door').put(0, '1:B2');
    s.alarm('1:D4').alarm('1:B2');
    s.patrol(0, ['A4', 'A3']);
    expect(uses(s, 'reroute')).toEqual([{ type: 'reroute', mode: 'pickUp' }]);
    const ev = s.ok(0, { type: 'reroute', mode: 'pickUp' });
    expect(eventsOf(ev, 'alarmCleared')).toEqual([{ type: 'alarmCleared', at: at('1:B2'), by: 'reroute' }]);
    expect(eventsOf(ev, 'guardDestination').map((e) => [e.reason, e.dest])).toEqual([
      ['patrol', at('1:A4')],
      ['alarm', at('1:D4')],
    ]);
    expect(s.guardDest(0)).toBe('1:D4');
    expect(s.state.guards[0]?.discard.at(-1)).toBe(12);
    expect(s.state.players[0]?.carriedAlarms).toBe(1);
    expect(alarmTiles(s)).toEqual(['1:D4']);
    expect(s.state.turn.used).toBe(0);
  });

  it("R8.4/D62 Reroute pick-up with no other alarm: the drawn card is the destination (the guard's own tile draws again)", () => {
    const s = crew({ seats: reroute, guard: ['1:C1', '1:B2'] });
    s.setTile('1:B2', 'secret-door').put(0, '1:B2');
    s.alarm('1:B2');
    s.patrol(0, ['C1', 'A4']);
    s.ok(0, { type: 'reroute', mode: 'pickUp' });
    expect(s.guardDest(0)).toBe('1:A4');
    expect(alarmTiles(s)).toEqual([]);
    expect(viewFor(s.state, 0).guards[0]?.points).toBe(2);
  });

  it('R8.4 Reroute is once per turn: no discard after a pick-up in the same turn', () => {
    const s = crew({ seats: reroute, guard: ['1:D4', '1:D1'] });
    s.setTile('1:B2', 'secret-door').put(0, '1:B2');
    s.alarm('1:B2');
    s.patrol(0, ['D3', 'D2']);
    s.ok(0, { type: 'reroute', mode: 'pickUp' });
    expect(uses(s, 'reroute')).toEqual([]);
    expect(s.refused(0, { type: 'reroute', mode: 'discard' })).toBe('ability/invalid');
  });

  it("R8.4/D62 Reroute discard triggers an alarm on the Juicer's own tile and spends one carried token", () => {
    const s = crew({ seats: reroute, guard: ['1:D4', '1:D1'] });
    s.setTile('1:B2', 'secret-door').put(0, '1:B2');
    s.edit((st) => {
      (st.players[0] as { carriedAlarms: number }).carriedAlarms = 2;
    });
    expect(uses(s, 'reroute')).toEqual([{ type: 'reroute', mode: 'discard' }]);
    const ev = s.ok(0, { type: 'reroute', mode: 'discard' });
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B2'), cause: 'reroute' },
    ]);
    expect(alarmTiles(s)).toEqual(['1:B2']);
    expect(s.guardDest(0)).toBe('1:B2');
    expect(s.state.players[0]?.carriedAlarms).toBe(1);
  });

  it("R8.4/D62 Reroute discard with the guard on the Juicer's tile creates nothing but still spends the token", () => {
    const s = crew({ seats: reroute, guard: ['1:B2', '1:D1'] });
    s.setTile('1:B2', 'secret-door').put(0, '1:B2');
    s.edit((st) => {
      (st.players[0] as { carriedAlarms: number }).carriedAlarms = 1;
    });
    const ev = s.ok(0, { type: 'reroute', mode: 'discard' });
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([]);
    expect(eventsOf(ev, 'alarmPrevented')[0]).toMatchObject({ by: 'guard', cause: 'reroute' });
    expect(alarmTiles(s)).toEqual([]);
    expect(s.state.players[0]?.carriedAlarms).toBe(0);
    expect(uses(s, 'reroute')).toEqual([]);
  });

  it('R8.4 the Juicer carries several tokens, and they are not alarms (no guard points, untouched by E.M.P.)', () => {
    const s = crew({ seats: reroute, guard: ['1:D4', '1:D1'] });
    s.setTile('1:B2', 'secret-door').put(0, '1:B2');
    s.edit((st) => {
      (st.players[0] as { carriedAlarms: number }).carriedAlarms = 1;
    });
    s.alarm('1:B2');
    s.patrol(0, ['D3', 'D2']);
    s.ok(0, { type: 'reroute', mode: 'pickUp' });
    expect(s.state.players[0]?.carriedAlarms).toBe(2);
    expect(viewFor(s.state, null).guards[0]?.points).toBe(2);
    s.give(0, 'emp');
    s.ok(0, { type: 'useTool', tool: 'emp' });
    expect(s.state.players[0]?.carriedAlarms).toBe(2);
  });

  it("R8.4 Reroute needs an alarm on the Juicer's tile or a carried token", () => {
    const s = crew({ seats: reroute });
    s.alarm('1:B1');
    expect(uses(s, 'reroute')).toEqual([]);
    expect(s.refused(0, { type: 'reroute', mode: 'pickUp' })).toBe('ability/invalid');
    expect(s.refused(0, { type: 'reroute', mode: 'discard' })).toBe('ability/invalid');
    const b = crew({ seats: crybaby });
    b.alarm('1:A1');
    expect(b.refused(0, { type: 'reroute', mode: 'pickUp' })).toBe('ability/wrong_character');
  });

  it("R8.4 Reroute is available again on the Juicer's next turn", () => {
    const s = crew({ seats: reroute, guard: ['1:D4', '1:D1'] });
    s.setTile('1:B2', 'secret-door').put(0, '1:B2');
    s.alarm('1:B2');
    s.patrol(0, ['D3', 'D2', 'D3', 'D2', 'D3', 'D2']);
    s.ok(0, { type: 'reroute', mode: 'pickUp' });
    quiet(s).end();
    quiet(s).end(1);
    expect(s.state.turn.seat).toBe(0);
    expect(uses(s, 'reroute')).toEqual([{ type: 'reroute', mode: 'discard' }]);
  });
});
