import { describe, expect, it } from 'vitest';
import { legalActions } from './legal.js';
import { act, acts, addUnit, bare, c, ofType, putSpy, refused, toSecurity, types } from './testing/scene.js';
import type { AsymState } from './types.js';
import { viewFor } from './view.js';

/** A scene in phase 2 with a released dog on `cell`; endPhase then runs phase 3. */
function withDog(s: AsymState, cell: string): AsymState {
  s.dog = { cell: c(cell) };
  s.secDog = { cell: c(cell), path: [] };
  toSecurity(s, 2);
  return s;
}

describe('the dog (section 9)', () => {
  it('A-R9.3 A-R9.4 the dog runs 3 points toward the nearest spy; reaching it, it vanishes: alarm +1 and a sighting', () => {
    const s = withDog(bare({ spies: 1 }), 'C9');
    putSpy(s, 1, 'F9');
    const { state, events } = act(s, 0, { type: 'endPhase' });
    expect(ofType(events, 'dogRan').map((e) => e.path)).toEqual([['C9', 'D9', 'E9', 'F9']]);
    expect(ofType(events, 'spotted').map((e) => [e.seat, e.cell, e.by.kind])).toEqual([[1, 'F9', 'dog']]);
    expect(state.dog).toBeNull();
    expect(state.alarm).toBe(s.alarm + 1);
    expect(state.phase).toBe(5);
  });

  it('A-R15.8 phase 3 with a released dog on the board is a spy window; its run comes before the close', () => {
    const s = withDog(bare({ spies: 1 }), 'C9');
    putSpy(s, 1, 'F9');
    const ts = types(act(s, 0, { type: 'endPhase' }).events);
    const open = ts.indexOf('spyWindow');
    expect(open).toBeGreaterThanOrEqual(0);
    expect(ts.lastIndexOf('spyWindow')).toBeGreaterThan(ts.indexOf('dogRan'));
  });

  it('A-R9.4 with 3 points the dog stops short; it ignores spies it does not target', () => {
    const s = withDog(bare({ spies: 2, roles: ['handler', 'acrobat'] }), 'C9');
    putSpy(s, 1, 'D9'); // the Handler: never a target (A-R13.2)
    putSpy(s, 2, 'H9');
    const { state, events } = act(s, 0, { type: 'endPhase' });
    // Among least-cost steps toward H9 the first in direction order is taken: NE from E9.
    expect(ofType(events, 'dogRan').map((e) => e.path)).toEqual([['C9', 'D9', 'E9', 'F8']]);
    expect(state.dog?.cell).toBe(c('F8'));
    expect(types(events)).not.toContain('spotted');
  });

  it('A-R9.3 A-R6.7 camouflaged spies are ignored; with no spy the dog runs to the latest noise marker (A-D83)', () => {
    const s = withDog(bare({ spies: 1 }), 'C9');
    putSpy(s, 1, 'E9');
    s.spies[0]!.camouflaged = true;
    s.lastNoise = c('C12');
    const { state } = act(s, 0, { type: 'endPhase' });
    expect(state.dog?.cell).toBe(c('C12'));
  });

  it('A-R9.4 the dog never ends its run on a unit, true or shown', () => {
    const s = withDog(bare({ spies: 1 }), 'C9');
    s.lastNoise = c('F9');
    addUnit(s, 'armoured', 'F9');
    const { state, events } = act(s, 0, { type: 'endPhase' });
    expect(ofType(events, 'dogRan').map((e) => e.path)).toEqual([['C9', 'D9', 'E9']]);
    expect(state.dog?.cell).toBe(c('E9'));
  });

  it('A-R9.3 E4 A-D59 the lure comes first: the dog reaching it vanishes with no alarm and no sighting', () => {
    const s = withDog(bare({ spies: 1 }), 'C9');
    putSpy(s, 1, 'C10');
    s.lure = c('E9');
    const { state, events } = act(s, 0, { type: 'endPhase' });
    expect(types(events)).toContain('dogVanished');
    expect(types(events)).not.toContain('spotted');
    expect(state.alarm).toBe(s.alarm);
    expect(state.lure).toBe(-1);
  });

  it('A-R9.3 A-R3.7 A-D46 tied spies: any spy seat settles the target by a prompt; security waits', () => {
    const s = withDog(bare({ spies: 2 }), 'C2');
    putSpy(s, 1, 'E2');
    putSpy(s, 2, 'C4');
    const asked = act(s, 0, { type: 'endPhase' }).state;
    expect(asked.pending).toEqual({
      kind: 'dogTarget',
      options: [
        { kind: 'spy', seat: 1 },
        { kind: 'spy', seat: 2 },
      ],
    });
    expect(refused(asked, 0, { type: 'endPhase' })).toBe('action/prompt_pending');
    expect(legalActions(asked, 0)).toEqual([]);
    // Whether the spies owe an answer is not security's to know (A-R15.8): the room holds it.
    expect(viewFor(asked, 0)).not.toHaveProperty('awaitingSpies');
    const { state, events } = act(asked, 1, {
      type: 'answer',
      prompt: 'dogTarget',
      target: { kind: 'spy', seat: 2 },
    });
    expect(ofType(events, 'spotted').map((e) => e.seat)).toEqual([2]);
    expect(state.phase).toBe(5);
  });

  it('A-R9.3 A-R9.5 a spy in the house draws the dog to its entry: +1 and the entry announced; an unknown breach there is noticed (+1 more)', () => {
    const s = withDog(bare({ spies: 1 }), 'C2');
    putSpy(s, 1, 'G3');
    s.openings[5]!.breach = true; // W1, cut
    s.spies[0]!.entry = { edge: 0, outside: c('E3'), opening: 5 };
    const { state, events } = act(s, 0, { type: 'endPhase' });
    expect(ofType(events, 'dogAtEntry').map((e) => [e.cell, e.opening])).toEqual([['E3', 'W1']]);
    expect(types(events)).toContain('breachNoticed');
    expect(state.alarm).toBe(s.alarm + 2);
    expect(state.dog).toBeNull();
  });

  it('A-R9.7 a killed dog is learned at the next phase 3: "the dog is dead", alarm +1', () => {
    const s = bare({ spies: 1 });
    s.secDog = { cell: c('C9'), path: [] };
    s.dogDeadUnknown = true;
    toSecurity(s, 2);
    const { state, events } = act(s, 0, { type: 'endPhase' });
    expect(types(events)).toContain('dogDead');
    expect(state.secDog).toBeNull();
    expect(state.alarm).toBe(s.alarm + 1);
  });

  it('A-R9.2 a dog handler releases its dog from turn 2 on a free melee-adjacent cell; it becomes an ordinary unit and views', () => {
    const s = bare({ spies: 1 });
    const h = addUnit(s, 'dogHandler', 'C9');
    toSecurity(s, 5, 3);
    expect(refused(s, 0, { type: 'releaseDog', unit: h.id, cell: 'D9', view: 'E' })).toBe('security/invalid');
    s.turn = 2;
    expect(refused(s, 0, { type: 'releaseDog', unit: h.id, cell: 'E9', view: 'E' })).toBe('security/invalid');
    const { state, events } = act(s, 0, { type: 'releaseDog', unit: h.id, cell: 'D9', view: 'E' });
    expect(state.dog).toEqual({ cell: c('D9') });
    expect(state.units[0]).toMatchObject({ kind: 'ordinary', direct: [c('D9')] });
    expect(ofType(events, 'dogReleased').map((e) => e.cell)).toEqual(['D9']);
    expect(state.secTurn.used).toBe(1);
  });

  it('A-R9.2 A-D84 a hidden spy on the chosen cell moves the dog silently to the nearest cell free on both boards', () => {
    const s = bare({ spies: 1 });
    s.turn = 2;
    const h = addUnit(s, 'dogHandler', 'C9');
    putSpy(s, 1, 'D9');
    toSecurity(s, 5, 3);
    const { state, events } = act(s, 0, { type: 'releaseDog', unit: h.id, cell: 'D9', view: 'E' });
    expect(state.dog?.cell).not.toBe(c('D9'));
    expect(ofType(events, 'dogDisplaced').every((e) => e.audience === 'spies')).toBe(true);
    expect(ofType(events, 'dogReleased').map((e) => e.cell)).toEqual([
      (viewFor(state, 0) as { dog: { cell: string } }).dog.cell,
    ]);
    expect(types(events)).not.toContain('spotted');
  });

  it('A-R10.3 A-D49 a handler killed before the release takes his dog with him: no dog, no corpse of its own', () => {
    const s = bare({ spies: 1, hands: [['E2']] });
    const h = addUnit(s, 'dogHandler', 'H10');
    putSpy(s, 1, 'H11');
    const { state } = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'playCard', card: 'E2', target: { kind: 'unit', id: h.id }, corpse: 'H10' },
    ]);
    expect(state.bodies.map((b) => b.of)).toEqual([h.id]);
    expect(state.dog).toBeNull();
  });
});
