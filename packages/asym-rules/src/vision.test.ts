import { describe, expect, it } from 'vitest';
import { Ctx } from './ctx.js';
import { lineOfSight } from './helpers.js';
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
} from './testing/scene.js';
import { trueWatch, viewers } from './vision.js';

const lineOfSightNames = (a: string, b: string) => lineOfSight('mansion', a, b, 'sight');

const watchOf = (s: Parameters<typeof trueWatch>[0]['s'], id: number) => {
  const ctx = new Ctx(s);
  const v = viewers(ctx).find((x) => x.id === id);
  if (!v) throw new Error('no viewer');
  return [...trueWatch(ctx, v).all].sort((a, b) => a - b);
};

describe('watches and light (A-R6.4, A-R7.1, A-R7.2)', () => {
  it('A-R7.1 A-R7.2 A-R6.4 viewing a lit cell extends the watch to its whole light pool', () => {
    const s = bare();
    const u = addUnit(s, 'ordinary', 'C2', ['D3'], 'SE');
    // Lamp L1 on D3 lights D3 and its 8 neighbours; the house wall stops it at column E.
    expect(watchOf(s, u.id)).toEqual(
      ['C2', 'D2', 'E2', 'C3', 'D3', 'E3', 'C4', 'D4', 'E4'].map(c).sort((a, b) => a - b),
    );
  });

  it('A-R7.2 an unlit direct cell adds nothing', () => {
    const s = bare();
    const u = addUnit(s, 'ordinary', 'H9', ['H10'], 'S');
    expect(watchOf(s, u.id)).toEqual([c('H10')]);
  });

  it('A-R7.4 a knocked-out generator darkens its lamps: the pools go', () => {
    const s = bare();
    const u = addUnit(s, 'ordinary', 'Q2', ['R3'], 'SE');
    expect(watchOf(s, u.id).length).toBeGreaterThan(1);
    s.generators[0]!.out = true;
    expect(watchOf(s, u.id)).toEqual([c('R3')]);
  });
});

describe('who is seen (A-R6.7–A-R6.12)', () => {
  it('A-R6.7 a standing spy is seen in extended cells, a prone one only in direct cells', () => {
    const s = bare({ spies: 2 });
    addUnit(s, 'ordinary', 'C2', ['D3'], 'SE');
    putSpy(s, 1, 'F9');
    const standing = acts(s, 1, [{ type: 'beginAction', mode: 'walk' }]).state;
    standing.spies[0]!.cell = c('E5');
    const caught = act(standing, 1, { type: 'step', to: 'E4' });
    expect(ofType(caught.events, 'caught').map((e) => e.cell)).toEqual(['E4']);
    const prone = bare({ spies: 2 });
    addUnit(prone, 'ordinary', 'C2', ['D3'], 'SE');
    putSpy(prone, 1, 'E5', 'prone');
    const crawl = acts(prone, 1, [
      { type: 'beginAction', mode: 'prone' },
      { type: 'step', to: 'E4' },
    ]);
    expect(ofType(crawl.events, 'caught')).toHaveLength(0);
    const direct = bare({ spies: 2 });
    addUnit(direct, 'ordinary', 'C2', ['D3'], 'SE');
    putSpy(direct, 1, 'D4', 'prone');
    const into = acts(direct, 1, [
      { type: 'beginAction', mode: 'prone' },
      { type: 'step', to: 'D3' },
    ]);
    expect(ofType(into.events, 'caught').map((e) => e.cell)).toEqual(['D3']);
  });

  it('A-R6.9 caught by a unit: removed, alarm +2 and minimum +1, the action ends with its markers', () => {
    const s = bare({ spies: 2 });
    addUnit(s, 'ordinary', 'A8', ['A7'], 'N');
    putSpy(s, 1, 'A5');
    const before = { alarm: s.alarm, minimum: s.minimum };
    const { state, events } = acts(s, 1, [
      { type: 'beginAction', mode: 'walk' },
      { type: 'step', to: 'A6' },
      { type: 'step', to: 'A7' },
    ]);
    expect(state.spies[0]?.status).toBe('caught');
    expect(state.action).toBeNull();
    expect(state.minimum).toBe(before.minimum + 1);
    // +2 for the catch, then the Walk's default marker on A5 (count 1: no change).
    expect(state.alarm).toBe(before.alarm + 2);
    expect(state.noise).toEqual([c('A5')]);
    expect(types(events).indexOf('caught')).toBeLessThan(types(events).indexOf('noisePlaced'));
  });

  it('A-R6.10 A-D26 a unit viewing into the house spots instead of catching', () => {
    const s = bare({ spies: 2 });
    addUnit(s, 'ordinary', 'E3', ['F3'], 'E');
    putSpy(s, 1, 'F4');
    const { state, events } = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'step', to: 'F3' },
    ]);
    expect(ofType(events, 'spotted').map((e) => [e.cell, e.by.kind])).toEqual([['F3', 'unit']]);
    expect(state.spies[0]?.status).toBe('onBoard');
    expect(state.spies[0]?.sighting).toEqual({ cell: c('F3'), turn: 1, how: 'unit' });
  });

  it('A-R6.11 A-D32 one detection per viewer per view, however many watched cells are entered', () => {
    const s = bare({ spies: 2 });
    addCamera(s, 'wideAngle', 'B6', ['A5', 'A6', 'A7']);
    putSpy(s, 1, 'A4');
    const { events } = acts(s, 1, [
      { type: 'beginAction', mode: 'run' },
      { type: 'step', to: 'A5' },
      { type: 'step', to: 'A6' },
      { type: 'step', to: 'A7' },
    ]);
    expect(ofType(events, 'spotted')).toHaveLength(1);
  });

  it('A-R6.7 E5 a camouflaged spy is undetectable; emerging is checked at once', () => {
    const s = bare({ spies: 2, hands: [['E5']] });
    putSpy(s, 1, 'A5');
    const hidden = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'playCard', card: 'E5' },
    ]).state;
    expect(hidden.spies[0]?.camouflaged).toBe(true);
    addCamera(hidden, 'ordinary', 'A6', ['A5']);
    hidden.done = [false, false];
    expect(refused(hidden, 1, { type: 'pass' })).toBe('spy/not_eligible');
    expect(act(hidden, 1, { type: 'stayHidden' }).events.some((e) => e.type === 'spotted')).toBe(false);
    const out = act(hidden, 1, { type: 'beginAction', mode: 'sneak' });
    expect(ofType(out.events, 'spotted').map((e) => e.cell)).toEqual(['A5']);
  });

  it('E5 A-D76 a figure on the token: the spy chooses a free melee-adjacent cell, or cannot emerge', () => {
    const s = bare({ spies: 2 });
    putSpy(s, 1, 'A5');
    s.spies[0]!.camouflaged = true;
    addUnit(s, 'armoured', 'A5');
    const asked = act(s, 1, { type: 'beginAction', mode: 'sneak' }).state;
    expect(asked.pending?.kind).toBe('emergeCell');
    expect(refused(asked, 2, { type: 'pass' })).toBe('action/prompt_pending');
    expect(refused(asked, 1, { type: 'answer', prompt: 'emergeCell', cell: 'C5' })).toBe(
      'prompt/invalid_answer',
    );
    const out = act(asked, 1, { type: 'answer', prompt: 'emergeCell', cell: 'A6' }).state;
    expect(out.spies[0]?.cell).toBe(c('A6'));
    expect(out.spies[0]?.camouflaged).toBe(false);
    expect(out.action?.start).toBe(c('A6'));
    // Boxed in: every free neighbour is taken.
    for (const cell of ['A4', 'A6']) addUnit(s, 'armoured', cell);
    expect(refused(s, 1, { type: 'beginAction', mode: 'sneak' })).toBe('spy/cannot_emerge');
  });

  it('A-R6.12 A-D31 collision: a unit stepping onto a spy catches it and its move ends; a camouflaged spy is passed', () => {
    const s = bare({ spies: 2 });
    const u = addUnit(s, 'ordinary', 'C9', [], null);
    putSpy(s, 1, 'C10');
    toSecurity(s, 5, 3);
    const on = act(s, 0, { type: 'activate', unit: u.id }).state;
    const { state, events } = act(on, 0, { type: 'unitStep', to: 'C10' });
    expect(ofType(events, 'caught').map((e) => e.by)).toEqual([{ kind: 'unit', id: u.id }]);
    expect(state.units[0]?.cell).toBe(c('C10'));
    expect(refused(state, 0, { type: 'unitStep', to: 'C11' })).toBe('security/activation');
    const hid = bare({ spies: 2 });
    const v = addUnit(hid, 'ordinary', 'C9');
    putSpy(hid, 1, 'C10');
    hid.spies[0]!.camouflaged = true;
    toSecurity(hid, 5, 3);
    const passed = acts(hid, 0, [
      { type: 'activate', unit: v.id },
      { type: 'unitStep', to: 'C10' },
    ]);
    expect(types(passed.events)).not.toContain('caught');
    expect(passed.state.units[0]?.cell).toBe(c('C10'));
  });

  it('A-R6.12 A-R11.6 a civilian never steps into a spy: its move ends and the spy is spotted', () => {
    const s = bare({ spies: 2 });
    const civ = addUnit(s, 'civilian', 'G3');
    putSpy(s, 1, 'H3');
    toSecurity(s, 5, 3);
    const { state, events } = acts(s, 0, [
      { type: 'activate', unit: civ.id },
      { type: 'unitStep', to: 'H3' },
    ]);
    expect(ofType(events, 'spotted').map((e) => [e.cell, e.by.kind])).toEqual([['H3', 'civilian']]);
    expect(state.units[0]?.cell).toBe(c('G3'));
    expect(state.activation?.moveEnded).toBe(true);
  });
});

describe('things noticed (A-R6.16) and watches that grow (A-R6.13)', () => {
  it('A-R6.16 an opening picked open beside a watched cell is noticed at once, with no alarm', () => {
    const s = bare({ spies: 2, hands: [['E9']] });
    addCamera(s, 'ordinary', 'I9', ['J8']);
    putSpy(s, 1, 'J8');
    s.spies[0]!.camouflaged = false;
    // The spy stands in the camera's watch already seen once; it picks the front door D1.
    s.cameras[0]!.seen = [1];
    const { state, events } = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'playCard', card: 'E9', opening: 'D1' },
    ]);
    expect(ofType(events, 'openingNoticed').map((e) => e.opening)).toEqual(['D1']);
    expect(state.openings[0]).toMatchObject({ open: true, knownOpen: true });
    expect(state.alarm).toBe(s.alarm);
  });

  it('A-R6.16 a cut window unseen stays unknown to security; a unit entering a cell beside it notices it (+1)', () => {
    const s = bare({ spies: 2, hands: [['E8']] });
    putSpy(s, 1, 'K8');
    const cut = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'playCard', card: 'E8', opening: 'W9' },
    ]).state;
    expect(cut.openings[13]).toMatchObject({ breach: true, knownBreach: false });
    const u = addUnit(cut, 'ordinary', 'L9');
    cut.spies[0]!.cell = c('A1');
    cut.action = null;
    toSecurity(cut, 5, 3);
    const { state, events } = acts(cut, 0, [
      { type: 'activate', unit: u.id },
      { type: 'unitStep', to: 'K8' },
    ]);
    expect(ofType(events, 'breachNoticed').map((e) => e.opening)).toEqual(['W9']);
    expect(state.alarm).toBe(cut.alarm + 1);
  });

  it('A-R6.13 opening a door grows a watch through it: only gained cells are checked', () => {
    const s = bare({ spies: 2, hands: [[], ['E9']] });
    addUnit(s, 'ordinary', 'I1', ['J1'], 'E');
    putSpy(s, 1, 'K2');
    putSpy(s, 2, 'K1');
    s.units[0]!.seen = [2];
    // Spy 2 picks the back door D2 (K1|K2); L3's pool now reaches K2 through it, and spy 1 stands there.
    const { events } = acts(s, 2, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'playCard', card: 'E9', opening: 'D2' },
    ]);
    expect(ofType(events, 'spotted').map((e) => [e.seat, e.cell])).toEqual([[1, 'K2']]);
  });

  it('A-R6.13 A-R6.9 a watch that grows into the shed catches a spy there who has not acted yet; it then owes no input', () => {
    const s = bare({ spies: 2, hands: [['E9']] });
    addUnit(s, 'ordinary', 'N13', ['O12'], 'NE');
    s.units[0]!.seen = [1];
    putSpy(s, 1, 'O11');
    putSpy(s, 2, 'P11');
    const picked = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'playCard', card: 'E9', opening: 'D4' },
    ]);
    expect(ofType(picked.events, 'caught').map((e) => [e.seat, e.cell])).toEqual([[2, 'P11']]);
    expect(picked.state.done).toEqual([false, true]);
    expect(act(picked.state, 1, { type: 'endAction' }).state.stage).toBe('security');
  });

  it('A-R0.1 A-R6.6 (M2) in Milestone 1 the hall mirror is a wall: a civilian on K3 viewing J4 sees no reflection', () => {
    const s = bare({ spies: 1 });
    const civ = addUnit(s, 'civilian', 'K3', ['J4'], 'SW');
    expect(watchOf(s, civ.id)).toEqual([c('J4')]);
    expect(lineOfSightNames('I4', 'J4')).toBe(false);
  });
});
