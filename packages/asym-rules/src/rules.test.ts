/** Rules not covered by a topic file of their own. */
import { describe, expect, it } from 'vitest';
import { band } from './alarm.js';
import { Ctx } from './ctx.js';
import { cellName, distance, parseCell } from './geometry/cells.js';
import { costsFrom } from './geometry/paths.js';
import { DOG, enterable, SPY } from './geometry/steps.js';
import { startEdgeState, terrainOf } from './geometry/terrain.js';
import {
  act,
  acts,
  addCamera,
  addUnit,
  bare,
  c,
  MANSION,
  ofType,
  putSpy,
  refused,
  toSecurity,
} from './testing/scene.js';
import { viewFor } from './view.js';
import { trueWatch, viewers } from './vision.js';

const watchAll = (s: Parameters<typeof viewFor>[0], id: number): number[] => {
  const ctx = new Ctx(s);
  const v = viewers(ctx).find((x) => x.id === id);
  return v ? [...trueWatch(ctx, v).all] : [];
};

const t = terrainOf(MANSION, startEdgeState(MANSION));

describe('board and seats', () => {
  it('A-R2.1 cells are [col,row] from A1 in the north-west to T14; reading order is row by row', () => {
    expect(parseCell(MANSION, 'A1')).toBe(0);
    expect(parseCell(MANSION, 'T1')).toBe(19);
    expect(parseCell(MANSION, 'A2')).toBe(20);
    expect(parseCell(MANSION, 'T14')).toBe(279);
    expect(parseCell(MANSION, 'U1')).toBe(-1);
    expect(cellName(MANSION, 279)).toBe('T14');
  });

  it('A-R2.5 A-R11.1 every cell belongs to exactly one area; house areas carry room numbers 1–4 and the hall none', () => {
    expect(MANSION.areaOf.every((a) => a >= 0 && a < MANSION.areas.length)).toBe(true);
    const rooms = MANSION.areas.filter((a) => a.kind === 'house').map((a) => a.room);
    expect(rooms.sort()).toEqual([1, 2, 3, 4, null].sort());
  });

  it('A-R2.2 A-R2.10 distance is Chebyshev; path cost is the least total step cost (the outer boundary blocks)', () => {
    expect(distance(MANSION, c('A1'), c('C7'))).toBe(6);
    const costs = costsFrom(t, c('B10'), SPY);
    expect(costs[c('C11')]).toBe(2);
    // The wire stands between B10 and A10: the way round is through the open wicket G3.
    expect(costs[c('A10')]).toBe(2);
  });

  it('A-R9.1 dogs walk like spies and never enter the house', () => {
    expect(enterable(t, c('F3'), DOG)).toBe(false);
    expect(enterable(t, c('E3'), DOG)).toBe(true);
    expect(costsFrom(t, c('J8'), DOG)[c('J7')]).toBe(-1);
  });

  it('A-R1.1 A-R1.6 seat 0 is security, seats 1… spies; out and caught spies keep their spy view', () => {
    const s = bare({ spies: 2 });
    putSpy(s, 1, 'A5');
    addUnit(s, 'ordinary', 'A7', ['A6'], 'N');
    const caught = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'step', to: 'A6' },
    ]).state;
    expect(caught.spies[0]?.status).toBe('caught');
    expect(viewFor(caught, 1).kind).toBe('spy');
    expect(viewFor(caught, 0).kind).toBe('security');
  });

  it('A-R3.1 A-R1.8 each round begins with the spies: security cannot act until they are done', () => {
    const s = bare({ spies: 1 });
    expect(s.stage).toBe('spies');
    expect(refused(s, 0, { type: 'endPhase' })).toBe('action/not_your_turn');
  });
});

describe('spies, noise, vision', () => {
  it('A-R4.1 A-R4.3 A-R4.4 posture is standing or prone; cards go between steps; occupied cells are the start, each entered cell and the end', () => {
    const s = bare({ spies: 2, hands: [['E13']] });
    putSpy(s, 1, 'A5');
    const r = acts(s, 1, [
      { type: 'beginAction', mode: 'walk' },
      { type: 'step', to: 'A6' },
      { type: 'step', to: 'A5' },
      { type: 'step', to: 'A4' },
    ]).state;
    expect(r.action?.occupied).toEqual([c('A5'), c('A6'), c('A4')]);
    expect(r.spies[0]?.posture).toBe('standing');
  });

  it('A-R5.1 bands: Calm 1, Low 2–3, Medium 4–5, High 6–7, Maximum 8', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(band)).toEqual([0, 1, 1, 2, 2, 3, 3, 4]);
  });

  it('A-R5.3 A-R5.7 every placed marker counts, whoever placed it: a thrown marker and a shot window together', () => {
    const s = bare({ spies: 2 });
    putSpy(s, 1, 'D3');
    const { state } = acts(s, 1, [
      { type: 'beginAction', mode: 'sneakThrow' },
      { type: 'throw', cells: ['B3'] },
      { type: 'shoot', target: { kind: 'window', id: 'W1' } },
    ]);
    expect(state.noiseCount).toBe(3);
    expect(state.alarm).toBe(s.alarm + 1);
  });

  it('A-R6.1 dead units view nothing; A-R6.2 a direct cell must be visible from the viewer', () => {
    const s = bare({ spies: 2 });
    const u = addUnit(s, 'ordinary', 'A7', ['A6'], 'N');
    u.alive = false;
    putSpy(s, 1, 'A5');
    const { events } = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'step', to: 'A6' },
    ]);
    expect(ofType(events, 'caught')).toEqual([]);
    toSecurity(s, 6);
    addCamera(s, 'ordinary', 'E2', ['E3'], 'S');
    expect(refused(s, 0, { type: 'aimCamera', camera: s.cameras[0]!.id, aim: 'E' })).toBe('security/view');
  });

  it('A-R6.8 A-D33 bodies are seen only in direct cells: one dropped in an extended (lit) cell is not found', () => {
    const s = bare({ spies: 2 });
    putSpy(s, 1, 'C3', 'prone');
    s.bodies.push({ id: 88, cell: c('C3'), of: 'dog' });
    s.spies[0]!.carriesBody = 88;
    addUnit(s, 'ordinary', 'C1', ['D2'], 'SE');
    // D2 is lit by L1: the watch extends over L1's pool, C3 included.
    expect(watchAll(s, s.units[0]!.id)).toContain(c('C3'));
    const { state, events } = acts(s, 1, [
      { type: 'beginAction', mode: 'prone' },
      { type: 'drop', cell: 'C3' },
    ]);
    expect(ofType(events, 'bodyFound')).toEqual([]);
    expect(ofType(events, 'caught')).toEqual([]);
    expect(state.bodies.map((b) => b.cell)).toEqual([c('C3')]);
  });

  it('A-R16.3 A-R6.13 simultaneous detections go in ascending viewer id: a camera spots before a unit catches', () => {
    const s = bare({ spies: 2 });
    addCamera(s, 'ordinary', 'A7', ['A6']);
    addUnit(s, 'ordinary', 'B7', ['A6'], 'NW');
    putSpy(s, 1, 'A5');
    const { events } = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'step', to: 'A6' },
    ]);
    expect(events.filter((e) => e.type === 'spotted' || e.type === 'caught').map((e) => e.type)).toEqual([
      'spotted',
      'caught',
    ]);
  });

  it('A-R7.3 a shot lamp is destroyed for the rest of the game', () => {
    const s = bare({ spies: 2 });
    putSpy(s, 1, 'M12');
    const shot = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'shoot', target: { kind: 'lamp', id: 'L4' } },
      { type: 'endAction' },
    ]).state;
    expect(shot.lamps[3]?.destroyed).toBe(true);
    const later = act(shot, 2, { type: 'pass' }).state;
    expect(later.lamps[3]?.destroyed).toBe(true);
  });

  it('A-R9.8 a vanished dog is out of the game: a handler may release a new one', () => {
    const s = bare({ spies: 1 });
    s.turn = 3;
    const h = addUnit(s, 'dogHandler', 'C9');
    s.dog = null;
    s.secDog = null;
    toSecurity(s, 5, 3);
    expect(act(s, 0, { type: 'releaseDog', unit: h.id, cell: 'D9', view: 'E' }).state.dog).toEqual({
      cell: c('D9'),
    });
  });
});
