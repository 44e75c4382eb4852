import { describe, expect, it } from 'vitest';
import {
  act,
  acts,
  addCamera,
  addUnit,
  bare,
  c,
  ofType,
  putSpy,
  refused,
  toSecurity,
  types,
} from '../testing/scene.js';
import type { SecurityView } from '../view.js';
import { viewFor } from '../view.js';

const begun = (s: Parameters<typeof act>[0], seat = 1) =>
  act(s, seat, { type: 'beginAction', mode: 'sneak' }).state;

describe('weapons, melee and bodies (section 10)', () => {
  it('A-R10.1 A-R13.4 the Silenced pistol reaches 5, the Marksman 7; the target needs a shot line', () => {
    const s = bare({ spies: 2, roles: ['acrobat', 'marksman'] });
    const u = addUnit(s, 'ordinary', 'H9');
    putSpy(s, 1, 'B9');
    putSpy(s, 2, 'B10');
    expect(refused(begun(s, 1), 1, { type: 'shoot', target: { kind: 'unit', id: u.id } })).toBe(
      'shot/invalid',
    );
    const hit = act(begun(s, 2), 2, { type: 'shoot', target: { kind: 'unit', id: u.id } });
    expect(hit.state.units[0]?.alive).toBe(false);
    expect(types(hit.events)).toContain('weaponSpent');
    // One weapon shot per action, and the weapon is spent now (A-R13.4).
    expect(refused(hit.state, 2, { type: 'shoot', target: { kind: 'unit', id: u.id } })).toBe('shot/spent');
  });

  it('A-R10.9 A-R11.6 armoured units and civilians are never targets of a shot', () => {
    const s = bare({ spies: 1 });
    const a = addUnit(s, 'armoured', 'C9');
    const civ = addUnit(s, 'civilian', 'F3');
    putSpy(s, 1, 'C11');
    const b = begun(s);
    expect(refused(b, 1, { type: 'shoot', target: { kind: 'unit', id: a.id } })).toBe('shot/invalid');
    b.spies[0]!.cell = c('E3');
    expect(refused(b, 1, { type: 'shoot', target: { kind: 'unit', id: civ.id } })).toBe('shot/invalid');
  });

  it('A-R10.3 A-R8.5 a kill is silent: the unit leaves the true board but stays on the security board; the killer places its corpse', () => {
    const s = bare({ spies: 2 });
    const u = addUnit(s, 'ordinary', 'F10', ['F11'], 'S');
    putSpy(s, 1, 'C10');
    const { state, events } = act(begun(s), 1, {
      type: 'shoot',
      target: { kind: 'unit', id: u.id },
      corpse: 'E10',
    });
    expect(state.units[0]?.alive).toBe(false);
    expect(state.bodies).toEqual([{ id: expect.any(Number), cell: c('E10'), of: u.id }]);
    expect(state.alarm).toBe(s.alarm);
    expect((viewFor(state, 0) as SecurityView).units.map((x) => x.cell)).toEqual(['F10']);
    expect(events.filter((e) => e.audience === 'all').map((e) => e.type)).toEqual(['weaponSpent']);
  });

  it('A-R10.7 A-D19 a corpse in a direct cell of a guard’s or camera’s watch is found: +2, the unit leaves the board, the minimum rises once', () => {
    const s = bare({ spies: 2 });
    const u = addUnit(s, 'ordinary', 'F10');
    addCamera(s, 'ordinary', 'E11', ['E10']);
    putSpy(s, 1, 'C10');
    const { state, events } = act(begun(s), 1, {
      type: 'shoot',
      target: { kind: 'unit', id: u.id },
      corpse: 'E10',
    });
    expect(ofType(events, 'bodyFound').map((e) => [e.cell, e.of])).toEqual([['E10', u.id]]);
    expect(state.alarm).toBe(s.alarm + 2);
    expect(state.minimum).toBe(s.minimum + 1);
    expect(state.units[0]?.onSecBoard).toBe(false);
  });

  it('A-R10.8 a corpse placed on water sinks and is never found', () => {
    const s = bare({ spies: 2 });
    const u = addUnit(s, 'ordinary', 'D9');
    putSpy(s, 1, 'F9');
    const { state, events } = act(begun(s), 1, {
      type: 'shoot',
      target: { kind: 'unit', id: u.id },
      corpse: 'D10',
    });
    expect(state.bodies).toEqual([]);
    expect(types(events)).toContain('bodySank');
  });

  it('A-R10.3 the corpse goes on the victim’s cell or a non-blocking melee-adjacent one', () => {
    const s = bare({ spies: 2 });
    const u = addUnit(s, 'ordinary', 'C6');
    putSpy(s, 1, 'C8');
    expect(refused(begun(s), 1, { type: 'shoot', target: { kind: 'unit', id: u.id }, corpse: 'B7' })).toBe(
      'body/invalid',
    );
    expect(refused(begun(s), 1, { type: 'shoot', target: { kind: 'unit', id: u.id }, corpse: 'C9' })).toBe(
      'body/invalid',
    );
  });

  it('A-R10.5 A-D54 a window is shot at the cell beyond it: a breach, a marker on each side, then its alarm token', () => {
    const s = bare({ spies: 2 });
    s.alarmTokens.push({ id: 60, opening: 5, spent: false, disarmed: false });
    putSpy(s, 1, 'D3');
    const { state, events } = act(begun(s), 1, { type: 'shoot', target: { kind: 'window', id: 'W1' } });
    expect(state.openings[5]).toMatchObject({ breach: true, knownBreach: false });
    expect(ofType(events, 'noisePlaced').map((e) => e.cell)).toEqual(['E3', 'F3']);
    expect(types(events).indexOf('alarmTokenTriggered')).toBeGreaterThan(
      types(events).lastIndexOf('noisePlaced'),
    );
    expect(state.alarm).toBe(s.alarm + 2);
  });

  it('A-R10.5 a shot at a unit through an intact window breaks the window first', () => {
    const s = bare({ spies: 2 });
    const u = addUnit(s, 'ordinary', 'D3');
    putSpy(s, 1, 'G3');
    const { state, events } = act(begun(s), 1, {
      type: 'shoot',
      target: { kind: 'unit', id: u.id },
      corpse: 'D3',
    });
    expect(state.openings[5]?.breach).toBe(true);
    expect(types(events).indexOf('noisePlaced')).toBeLessThan(types(events).indexOf('killed'));
  });

  it('A-R10.5 A-D88 a door or gate is forced only from a cell beside it; electronic doors cannot be shot', () => {
    const s = bare({ spies: 2 });
    putSpy(s, 1, 'J9');
    expect(refused(begun(s), 1, { type: 'shoot', target: { kind: 'door', id: 'D1' } })).toBe('shot/invalid');
    putSpy(s, 1, 'J8');
    const forced = act(begun(s), 1, { type: 'shoot', target: { kind: 'door', id: 'D1' } });
    expect(forced.state.openings[0]).toMatchObject({ breach: true, open: false });
    expect(ofType(forced.events, 'noisePlaced').map((e) => e.cell)).toEqual(['J7', 'J8']);
    putSpy(s, 1, 'K3');
    expect(refused(begun(s), 1, { type: 'shoot', target: { kind: 'door', id: 'E1' } })).toBe('shot/invalid');
  });

  it('A-R10.4 A-R10.6 a device destroyed in sight of a unit is announced with alarm +1; out of sight it is silent', () => {
    const s = bare({ spies: 2 });
    addUnit(s, 'ordinary', 'K9', ['L9'], 'E');
    putSpy(s, 1, 'M12');
    const seen = act(begun(s), 1, { type: 'shoot', target: { kind: 'lamp', id: 'L4' } });
    expect(ofType(seen.events, 'deviceDestroyed')).toHaveLength(1);
    expect(seen.state.alarm).toBe(s.alarm + 1);
    const t = bare({ spies: 2 });
    putSpy(t, 1, 'M12');
    const unseen = act(begun(t), 1, { type: 'shoot', target: { kind: 'lamp', id: 'L4' } });
    expect(ofType(unseen.events, 'deviceDestroyed')).toHaveLength(0);
    expect(unseen.state.lamps[3]).toMatchObject({ destroyed: true, knownDestroyed: false });
  });

  it('A-R7.4 a shot generator is knocked out: its lamps go dark, +1, announced', () => {
    const s = bare({ spies: 2 });
    putSpy(s, 1, 'Q10');
    const { state, events } = act(begun(s), 1, { type: 'shoot', target: { kind: 'generator', id: 'GEN1' } });
    expect(ofType(events, 'generatorOut').map((e) => e.lamps)).toEqual([['L7', 'L8']]);
    expect(state.alarm).toBe(s.alarm + 1);
    expect((viewFor(state, 0) as SecurityView).lamps.filter((l) => !l.lit).map((l) => l.id)).toEqual([
      'L7',
      'L8',
    ]);
  });

  it('E1 A-D51 a Cartridge fires with a spent weapon, once per action; E2 the Knife kills armour on a melee-adjacent cell, never a civilian', () => {
    const s = bare({ spies: 2, hands: [['E1', 'E1', 'E2']] });
    const u = addUnit(s, 'ordinary', 'F10');
    const arm = addUnit(s, 'armoured', 'C11');
    const civ = addUnit(s, 'civilian', 'E3');
    putSpy(s, 1, 'C10');
    s.spies[0]!.weaponSpent = true;
    const b = begun(s);
    const shot = act(b, 1, {
      type: 'playCard',
      card: 'E1',
      target: { kind: 'unit', id: u.id },
      corpse: 'F10',
    });
    expect(shot.state.spies[0]?.hand).toEqual(['E1', 'E2']);
    expect(refused(shot.state, 1, { type: 'playCard', card: 'E1', target: { kind: 'unit', id: u.id } })).toBe(
      'card/once_per_action',
    );
    const knifed = act(shot.state, 1, {
      type: 'playCard',
      card: 'E2',
      target: { kind: 'unit', id: arm.id },
      corpse: 'C11',
    });
    expect(knifed.state.units.find((x) => x.id === arm.id)?.alive).toBe(false);
    void civ;
    const t = bare({ spies: 2, hands: [['E2']] });
    const civ2 = addUnit(t, 'civilian', 'G3');
    putSpy(t, 1, 'H3');
    expect(
      refused(begun(t), 1, {
        type: 'playCard',
        card: 'E2',
        target: { kind: 'unit', id: civ2.id },
        corpse: 'G3',
      }),
    ).toBe('card/invalid');
  });

  it('A-R6.9 A-R10.7 a spy spotted by a camera while carrying a body: the body is found at once', () => {
    const s = bare({ spies: 2 });
    putSpy(s, 1, 'A5');
    s.bodies.push({ id: 77, cell: c('A5'), of: 3 });
    s.spies[0]!.carriesBody = 77;
    addCamera(s, 'ordinary', 'A7', ['A6']);
    const { state, events } = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'step', to: 'A6' },
    ]);
    expect(types(events)).toEqual(expect.arrayContaining(['spotted', 'bodyFound']));
    expect(state.spies[0]?.carriesBody).toBe(-1);
    expect(state.bodies).toEqual([]);
  });

  it('A-R6.9 a caught spy’s carried body goes with it: its unit leaves the board with no further alarm', () => {
    const s = bare({ spies: 2 });
    const dead = addUnit(s, 'ordinary', 'Q12');
    dead.alive = false;
    putSpy(s, 1, 'A5');
    s.bodies.push({ id: 77, cell: c('A5'), of: dead.id });
    s.spies[0]!.carriesBody = 77;
    addUnit(s, 'ordinary', 'A8', ['A7'], 'N');
    const { state } = acts(s, 1, [
      { type: 'beginAction', mode: 'walk' },
      { type: 'step', to: 'A6' },
      { type: 'step', to: 'A7' },
    ]);
    expect(state.spies[0]?.status).toBe('caught');
    expect(state.units.find((u) => u.id === dead.id)?.onSecBoard).toBe(false);
    // +2 for the catch, +1 minimum for the catch and +1 for the first kill learned.
    expect(state.minimum).toBe(s.minimum + 2);
  });

  it('A-R10.7 a unit entering a cell with a body finds it', () => {
    const s = bare({ spies: 1 });
    const u = addUnit(s, 'ordinary', 'C9');
    s.bodies.push({ id: 5, cell: c('D9'), of: 'dog' });
    s.secDog = { cell: c('F12'), path: [] };
    s.dogDeadUnknown = true;
    toSecurity(s, 5, 3);
    const { state, events } = acts(s, 0, [
      { type: 'activate', unit: u.id },
      { type: 'unitStep', to: 'D9' },
    ]);
    expect(ofType(events, 'bodyFound').map((e) => e.of)).toEqual(['dog']);
    expect(state.secDog).toBeNull();
    expect(state.dogDeadUnknown).toBe(false);
    // A dog's corpse raises the alarm by 2 but not the minimum (A-D75).
    expect(state.minimum).toBe(s.minimum);
  });
});
