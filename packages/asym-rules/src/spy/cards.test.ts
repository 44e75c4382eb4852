import { describe, expect, it } from 'vitest';
import { act, acts, addCamera, bare, c, ofType, putSpy, refused, types } from '../testing/scene.js';
import type { SpyView } from '../view.js';
import { viewFor } from '../view.js';

describe('equipment cards (A-R13.3) and roles (A-R13.2)', () => {
  it('A-R4.14 A-R15.6 a played card is shown (name and spy), discarded, and playable once per action', () => {
    const s = bare({ spies: 2, hands: [['E9', 'E9']] });
    putSpy(s, 1, 'J8');
    const { state, events } = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'playCard', card: 'E9', opening: 'D1' },
    ]);
    const shown = ofType(events, 'spyCardPlayed');
    expect(shown).toEqual([{ type: 'spyCardPlayed', seat: 1, card: 'E9', audience: 'all' }]);
    expect(state.spies[0]?.hand).toEqual(['E9']);
    expect(refused(state, 1, { type: 'playCard', card: 'E9', opening: 'D1' })).toBe('card/once_per_action');
  });

  it('E9 A-D89 Lockpick opens a closed door for everyone, clean; it triggers the alarm token', () => {
    const s = bare({ spies: 2, hands: [['E9']] });
    s.alarmTokens.push({ id: 70, opening: 0, spent: false, disarmed: false });
    putSpy(s, 1, 'J8');
    const { state, events } = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'playCard', card: 'E9', opening: 'D1' },
      { type: 'step', to: 'J7' },
    ]);
    expect(state.openings[0]).toMatchObject({ open: true, breach: false, knownOpen: false });
    expect(ofType(events, 'alarmTokenTriggered')).toHaveLength(1);
    expect(state.spies[0]?.entry).toEqual({ edge: expect.any(Number), outside: c('J8'), opening: 0 });
  });

  it('E10 Code breaker and the Technician open the electronic door; the Technician needs no card', () => {
    const s = bare({ spies: 2, roles: ['technician', 'acrobat'], hands: [[], ['E10']] });
    putSpy(s, 1, 'K3');
    const tech = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'openDoor', opening: 'E1' },
    ]);
    expect(tech.state.openings[4]?.open).toBe(true);
    putSpy(s, 2, 'L3');
    const card = acts(s, 2, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'playCard', card: 'E10', opening: 'E1' },
    ]);
    expect(card.state.openings[4]?.open).toBe(true);
    expect(
      refused(act(s, 2, { type: 'beginAction', mode: 'sneak' }).state, 2, {
        type: 'openDoor',
        opening: 'E1',
      }),
    ).toBe('ability/invalid');
  });

  it('A-R13.2 A-R8.16 A-D101 the Technician jams one device within 1 before its first step, and then makes no step', () => {
    const s = bare({ spies: 2, roles: ['technician', 'acrobat'] });
    const cam = addCamera(s, 'ordinary', 'A7', ['A6']);
    putSpy(s, 1, 'A8');
    const begun = act(s, 1, { type: 'beginAction', mode: 'sneak' }).state;
    const jammed = act(begun, 1, { type: 'jam', target: { kind: 'camera', id: cam.id } });
    expect(jammed.state.cameras[0]).toMatchObject({ watching: false, jammedUntil: 1 });
    expect(jammed.events.every((e) => e.audience === 'spies')).toBe(true);
    expect(refused(jammed.state, 1, { type: 'step', to: 'A9' })).toBe('move/not_now');
    expect(refused(jammed.state, 1, { type: 'jam', target: { kind: 'camera', id: cam.id } })).toBe(
      'ability/invalid',
    );
    const stepped = act(begun, 1, { type: 'step', to: 'A9' }).state;
    expect(refused(stepped, 1, { type: 'jam', target: { kind: 'camera', id: cam.id } })).toBe(
      'ability/invalid',
    );
  });

  it('A-R8.16 a jammed alarm token never triggers; security still shows it armed', () => {
    const s = bare({ spies: 2, roles: ['technician', 'acrobat'], hands: [['E9']] });
    s.alarmTokens.push({ id: 70, opening: 0, spent: false, disarmed: false });
    putSpy(s, 1, 'J8');
    const { state, events } = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'jam', target: { kind: 'alarmToken', opening: 'D1' } },
      { type: 'playCard', card: 'E9', opening: 'D1' },
    ]);
    expect(types(events)).not.toContain('alarmTokenTriggered');
    expect((viewFor(state, 0) as { alarmTokens: Array<{ spent: boolean }> }).alarmTokens[0]?.spent).toBe(
      false,
    );
  });

  it('E7 Wire cutters cut a wire edge of the spy’s cell: a breach unknown to security', () => {
    const s = bare({ spies: 2, hands: [['E7']] });
    putSpy(s, 1, 'A5');
    const { state } = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'playCard', card: 'E7', side: 'E' },
      { type: 'step', to: 'B5' },
    ]);
    expect(state.cutWires).toHaveLength(1);
    expect(state.knownCutWires).toEqual([]);
    expect(refused(s, 1, { type: 'playCard', card: 'E7', side: 'E' })).toBe('spy/no_action');
  });

  it('E8 Glass cutter: a silent breach of an adjacent window that triggers its alarm token', () => {
    const s = bare({ spies: 2, hands: [['E8']] });
    s.alarmTokens.push({ id: 71, opening: 5, spent: false, disarmed: false });
    putSpy(s, 1, 'E3');
    const { state, events } = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'playCard', card: 'E8', opening: 'W1' },
      { type: 'step', to: 'F3' },
    ]);
    expect(state.openings[5]).toMatchObject({ breach: true, knownBreach: false });
    expect(ofType(events, 'noisePlaced')).toHaveLength(0);
    expect(ofType(events, 'alarmTokenTriggered')).toHaveLength(1);
  });

  it('E15 Rope crosses one wire edge by an orthogonal step at +1, clean', () => {
    const s = bare({ spies: 2, hands: [['E15']] });
    putSpy(s, 1, 'A5');
    const b = act(s, 1, { type: 'beginAction', mode: 'sneak' }).state;
    expect(refused(b, 1, { type: 'step', to: 'B5' })).toBe('move/illegal');
    const over = acts(b, 1, [
      { type: 'playCard', card: 'E15' },
      { type: 'step', to: 'B5' },
    ]).state;
    expect(over.action?.spent).toBe(2);
    expect(over.action?.rope).toBe('used');
    expect(over.cutWires).toEqual([]);
  });

  it('E13 Soft soles only before the first step', () => {
    const s = bare({ spies: 2, hands: [['E13']] });
    putSpy(s, 1, 'A5');
    const stepped = acts(s, 1, [
      { type: 'beginAction', mode: 'walk' },
      { type: 'step', to: 'A6' },
    ]).state;
    expect(refused(stepped, 1, { type: 'playCard', card: 'E13' })).toBe('card/not_now');
  });

  it('E14 Binoculars tell the spies whether a token within 6 in sight is marked; nothing changes on either board', () => {
    const s = bare({ spies: 2, hands: [['E14']], docs: ['F2', 'G2', 'M2', 'N6'], marked: 3 });
    // Through the lounge's south window W6, which does not block sight.
    putSpy(s, 1, 'N9');
    const { state, events } = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'playCard', card: 'E14', cell: 'N6' },
    ]);
    expect(ofType(events, 'documentScouted').map((e) => [e.cell, e.marked, e.audience])).toEqual([
      ['N6', true, 'spies'],
    ]);
    expect((viewFor(state, 1) as SpyView).knownDocuments).toEqual([
      { cell: 'N6', marked: true, revealed: false },
    ]);
    expect(state.documents[3]).toMatchObject({ onTrue: true, onSec: true });
  });

  it('E4 A-D59 the lure goes within 4 on a cell a dog may enter; it is hidden from security', () => {
    const s = bare({ spies: 2, hands: [['E4']] });
    putSpy(s, 1, 'C9');
    const b = act(s, 1, { type: 'beginAction', mode: 'sneak' }).state;
    expect(refused(b, 1, { type: 'playCard', card: 'E4', cell: 'H9' })).toBe('card/invalid');
    expect(refused(b, 1, { type: 'playCard', card: 'E4', cell: 'F6' })).toBe('card/invalid');
    const lured = act(b, 1, { type: 'playCard', card: 'E4', cell: 'G9' });
    expect(lured.state.lure).toBe(c('G9'));
    expect(JSON.stringify(viewFor(lured.state, 0))).not.toContain('G9');
  });

  it('A-R13.2 the Acrobat enters black squares at +1 and is seen there only through direct cells', () => {
    const s = bare({ spies: 2, roles: ['acrobat', 'marksman'] });
    putSpy(s, 1, 'C5');
    const up = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'step', to: 'D5' },
    ]).state;
    expect(up.spies[0]?.cell).toBe(c('D5'));
    expect(up.action?.spent).toBe(2);
  });
});
