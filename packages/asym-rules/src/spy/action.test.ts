import { describe, expect, it } from 'vitest';
import { act, acts, addCamera, addUnit, bare, c, ofType, putSpy, refused, types } from '../testing/scene.js';

describe('spy actions and movement (section 4)', () => {
  it('A-R4.11 a waiting spy enters on a spy-edge cell at its entry cost; nothing before that step', () => {
    const s = bare();
    const begun = act(s, 1, { type: 'beginAction', mode: 'sneak' }).state;
    expect(refused(begun, 1, { type: 'step', to: 'C3' })).toBe('move/illegal');
    expect(refused(begun, 1, { type: 'playCard', card: 'E13' })).toBe('card/not_held');
    const { state, events } = act(begun, 1, { type: 'step', to: 'A3' });
    expect(state.spies[0]?.status).toBe('onBoard');
    expect(state.action?.spent).toBe(1);
    expect(types(events)).toContain('spyEntered');
  });

  it('A-R4.2 modes give 1/2/3/4/1 points and unspent points are lost', () => {
    const s = bare();
    putSpy(s, 1, 'A5');
    for (const [mode, points] of [
      ['prone', 1],
      ['sneak', 2],
      ['walk', 3],
      ['run', 4],
      ['sneakThrow', 1],
    ] as const) {
      expect(act(s, 1, { type: 'beginAction', mode }).state.action?.points).toBe(points);
    }
    const run = act(s, 1, { type: 'beginAction', mode: 'sneak' }).state;
    const moved = acts(run, 1, [
      { type: 'step', to: 'A6' },
      { type: 'step', to: 'A7' },
    ]).state;
    expect(refused(moved, 1, { type: 'step', to: 'A8' })).toBe('move/cannot_pay');
  });

  it('A-R4.2 a prone spy stands up at once in Sneak; Prone keeps it prone; lying down first is a Prone option', () => {
    const s = bare();
    putSpy(s, 1, 'A5', 'prone');
    const sneak = act(s, 1, { type: 'beginAction', mode: 'sneak' });
    expect(sneak.state.spies[0]?.posture).toBe('standing');
    expect(ofType(sneak.events, 'postureChanged')).toHaveLength(1);
    const prone = act(s, 1, { type: 'beginAction', mode: 'prone' }).state;
    expect(prone.spies[0]?.posture).toBe('prone');
    const t = bare();
    putSpy(t, 1, 'A5');
    expect(refused(t, 1, { type: 'beginAction', mode: 'sneak', lieDown: true })).toBe('spy/mode');
    const lay = act(t, 1, { type: 'beginAction', mode: 'prone', lieDown: true }).state;
    expect(lay.spies[0]?.posture).toBe('prone');
    // Standing in a Prone action: it is prone at the end.
    const walkProne = acts(t, 1, [
      { type: 'beginAction', mode: 'prone' },
      { type: 'step', to: 'A6' },
      { type: 'endAction' },
    ]).state;
    expect(walkProne.spies[0]?.posture).toBe('prone');
  });

  it('A-R4.5 a Walk places 1 marker on a cell occupied this action, named in endAction', () => {
    const s = bare();
    putSpy(s, 1, 'A5');
    const walked = acts(s, 1, [
      { type: 'beginAction', mode: 'walk' },
      { type: 'step', to: 'A6' },
      { type: 'step', to: 'A7' },
    ]).state;
    expect(refused(walked, 1, { type: 'endAction', noise: ['A8'] })).toBe('noise/invalid');
    expect(refused(walked, 1, { type: 'endAction', noise: ['A5', 'A6'] })).toBe('noise/invalid');
    const { state, events } = act(walked, 1, { type: 'endAction', noise: ['A5'] });
    expect(ofType(events, 'noisePlaced').map((e) => e.cell)).toEqual(['A5']);
    expect(state.noiseCount).toBe(1);
  });

  it('A-R4.5 a Run places 2 markers on two different cells; one only if one cell was occupied', () => {
    const s = bare({ spies: 2 });
    putSpy(s, 1, 'A5');
    const ran = acts(s, 1, [
      { type: 'beginAction', mode: 'run' },
      { type: 'step', to: 'A6' },
    ]).state;
    const { state } = act(ran, 1, { type: 'endAction', noise: ['A6', 'A5'] });
    expect(state.noise).toEqual([c('A6'), c('A5')]);
    expect(state.alarm).toBe(s.alarm + 1);
    const still = act(s, 1, { type: 'beginAction', mode: 'run' }).state;
    expect(act(still, 1, { type: 'endAction' }).state.noise).toEqual([c('A5')]);
  });

  it('A-R5.4 A-D81 markers avoid muffled cells while non-muffled cells remain; a muffled marker is not placed', () => {
    const s = bare();
    putSpy(s, 1, 'F9'); // F9 is muffled (fountain)
    const ran = acts(s, 1, [
      { type: 'beginAction', mode: 'run' },
      { type: 'step', to: 'E9' },
      { type: 'step', to: 'D9' },
    ]).state;
    expect(refused(ran, 1, { type: 'endAction', noise: ['F9', 'E9'] })).toBe('noise/invalid');
    expect(act(ran, 1, { type: 'endAction', noise: ['D9', 'E9'] }).state.noise).toEqual([c('D9'), c('E9')]);
    const one = acts(s, 1, [
      { type: 'beginAction', mode: 'run' },
      { type: 'step', to: 'E9' },
    ]).state;
    const { state, events } = act(one, 1, { type: 'endAction', noise: ['E9', 'F9'] });
    expect(state.noise).toEqual([c('E9')]);
    expect(state.noiseCount).toBe(1);
    expect(types(events)).toContain('noiseMuffled');
  });

  it('A-R4.7 entering a loud cell at speed above 1 places a marker; not at speed 1, not with Soft soles (E13)', () => {
    const s = bare({ hands: [['E13']] });
    putSpy(s, 1, 'I9');
    const walk = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'step', to: 'J9' },
    ]);
    expect(ofType(walk.events, 'noisePlaced').map((e) => e.cell)).toEqual(['J9']);
    const prone = acts(s, 1, [
      { type: 'beginAction', mode: 'prone' },
      { type: 'step', to: 'J9' },
    ]);
    expect(ofType(prone.events, 'noisePlaced')).toHaveLength(0);
    const soft = acts(s, 1, [
      { type: 'beginAction', mode: 'walk' },
      { type: 'playCard', card: 'E13' },
      { type: 'step', to: 'J9' },
      { type: 'endAction' },
    ]);
    expect(ofType(soft.events, 'noisePlaced')).toHaveLength(0);
  });

  it('A-R4.10 A-D15 carrying a body costs 1 point, and speed is counted after the penalty', () => {
    const s = bare();
    putSpy(s, 1, 'I9');
    s.bodies.push({ id: 99, cell: c('I9'), of: 'dog' });
    const picked = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'pickUp', body: 99 },
    ]).state;
    expect(picked.action?.penalty).toBe(true);
    // Speed 1 now: the loud cell makes no noise, and one step is all that is left.
    const stepped = act(picked, 1, { type: 'step', to: 'J9' });
    expect(ofType(stepped.events, 'noisePlaced')).toHaveLength(0);
    expect(refused(stepped.state, 1, { type: 'step', to: 'K9' })).toBe('move/cannot_pay');
    expect(refused(stepped.state, 1, { type: 'drop', cell: 'J9' })).toBe('body/invalid');
  });

  it('A-R4.9 drop on your own cell or a melee-adjacent water cell, where it sinks (A-R10.8)', () => {
    const s = bare();
    putSpy(s, 1, 'B10');
    s.bodies.push({ id: 99, cell: c('B10'), of: 4 });
    s.spies[0]!.carriesBody = 99;
    const begun = act(s, 1, { type: 'beginAction', mode: 'sneak' }).state;
    expect(begun.action?.penalty).toBe(true);
    expect(refused(begun, 1, { type: 'drop', cell: 'A10' })).toBe('body/invalid');
    const sunk = act(begun, 1, { type: 'drop', cell: 'C11' });
    expect(sunk.state.bodies).toHaveLength(0);
    expect(types(sunk.events)).toContain('bodySank');
    expect(refused(sunk.state, 1, { type: 'pickUp', body: 99 })).toBe('body/invalid');
  });

  it('A-R2.9 spies pass through other spies but never stop on them', () => {
    const s = bare({ spies: 2 });
    putSpy(s, 1, 'A5');
    putSpy(s, 2, 'A6');
    const begun = act(s, 1, { type: 'beginAction', mode: 'sneak' }).state;
    const through = act(begun, 1, { type: 'step', to: 'A6' }).state;
    expect(refused(through, 1, { type: 'endAction' })).toBe('move/occupied');
    expect(act(through, 1, { type: 'step', to: 'A7' }).state.spies[0]?.cell).toBe(c('A7'));
    const prone = act(s, 1, { type: 'beginAction', mode: 'prone' }).state;
    expect(refused(prone, 1, { type: 'step', to: 'A6' })).toBe('move/occupied');
  });

  it('A-R2.9 spies never enter a unit’s or the dog’s cell', () => {
    const s = bare();
    putSpy(s, 1, 'A5');
    addUnit(s, 'armoured', 'A6');
    s.dog = { cell: c('B6') };
    const begun = act(s, 1, { type: 'beginAction', mode: 'sneak' }).state;
    expect(refused(begun, 1, { type: 'step', to: 'A6' })).toBe('move/occupied');
  });

  it('A-R3.3 one action at a time; each spy acts or passes once per round', () => {
    const s = bare({ spies: 2 });
    const open = act(s, 1, { type: 'beginAction', mode: 'sneak' }).state;
    expect(refused(open, 2, { type: 'beginAction', mode: 'sneak' })).toBe('spy/action_open');
    expect(refused(open, 0, { type: 'endPhase' })).toBe('action/not_your_turn');
    const passed = act(s, 2, { type: 'pass' }).state;
    expect(refused(passed, 2, { type: 'beginAction', mode: 'walk' })).toBe('spy/done');
  });

  it('A-R4.12 leaving without the document: out for good; its Run markers are placed; with no spy left security wins (A-R1.7)', () => {
    const s = bare({ spies: 2 });
    putSpy(s, 1, 'A5');
    const left = acts(s, 1, [
      { type: 'beginAction', mode: 'run' },
      { type: 'step', to: 'A6' },
      { type: 'leave', noise: ['A5', 'A6'] },
    ]);
    expect(left.state.spies[0]?.status).toBe('out');
    expect(left.state.noise).toEqual([c('A5'), c('A6')]);
    expect(left.state.stage).toBe('spies');
    const one = bare();
    putSpy(one, 1, 'A5');
    const gone = acts(one, 1, [{ type: 'beginAction', mode: 'sneak' }, { type: 'leave' }]).state;
    expect(gone.result).toEqual({ winner: 'security', reason: 'security/no_spies' });
  });

  it('A-R4.12 A-R11.9 leaving with the marked document wins for the spies at once', () => {
    const s = bare();
    putSpy(s, 1, 'A5');
    s.spies[0]!.carriesDocument = true;
    const { state } = acts(s, 1, [{ type: 'beginAction', mode: 'sneak' }, { type: 'leave' }]);
    expect(state.result).toEqual({ winner: 'spies', reason: 'spies/document_out' });
    expect(state.stage).toBe('over');
  });

  it('A-R4.12 a prone spy cannot step off the board', () => {
    const s = bare();
    putSpy(s, 1, 'A5', 'prone');
    expect(refused(act(s, 1, { type: 'beginAction', mode: 'prone' }).state, 1, { type: 'leave' })).toBe(
      'move/illegal',
    );
  });

  it('A-R4.8 A-R11.7 entering a document cell reveals it: the marked one is taken, another leaves the true board; both stay on the security board until the next spies’ turn', () => {
    const s = bare({ docs: ['F2', 'G2', 'M2', 'N6'], marked: 1 });
    putSpy(s, 1, 'E2');
    s.openings[5]!.breach = true; // W1 west window of the library, between E3 and F3
    const inside = acts(s, 1, [
      { type: 'beginAction', mode: 'walk' },
      { type: 'step', to: 'F3' },
      { type: 'step', to: 'F2' },
      { type: 'step', to: 'G2' },
    ]);
    const revealed = ofType(inside.events, 'documentRevealed');
    expect(revealed.map((e) => [e.cell, e.marked])).toEqual([
      ['F2', false],
      ['G2', true],
    ]);
    expect(revealed.every((e) => e.audience === 'spies')).toBe(true);
    expect(inside.state.spies[0]?.carriesDocument).toBe(true);
    expect(inside.state.documents.filter((d) => d.onSec).length).toBe(4);
    const ended = act(inside.state, 1, { type: 'endAction', noise: ['G2'] }).state;
    // Through the security turn to the next spies' turn: both tokens leave the security board then.
    expect(ended.stage).toBe('security');
  });

  it('A-R4.13 the marked document may be handed over to a spy on a melee-adjacent cell', () => {
    const s = bare({ spies: 2 });
    putSpy(s, 1, 'A5');
    putSpy(s, 2, 'A6');
    s.spies[0]!.carriesDocument = true;
    const begun = act(s, 1, { type: 'beginAction', mode: 'sneak' }).state;
    const given = act(begun, 1, { type: 'handOver', to: 2 }).state;
    expect(given.spies[1]?.carriesDocument).toBe(true);
    expect(given.spies[0]?.carriesDocument).toBe(false);
    putSpy(s, 2, 'A8');
    expect(
      refused(act(s, 1, { type: 'beginAction', mode: 'sneak' }).state, 1, { type: 'handOver', to: 2 }),
    ).toBe('action/invalid');
  });

  it('A-R4.6 Sneak and throw: 1 or 2 neighbouring markers within 5 of the start, never on blocking cells, then no more steps', () => {
    const s = bare();
    putSpy(s, 1, 'A5');
    const begun = act(s, 1, { type: 'beginAction', mode: 'sneakThrow' }).state;
    expect(refused(begun, 1, { type: 'throw', cells: ['G5'] })).toBe('noise/invalid');
    expect(refused(begun, 1, { type: 'throw', cells: ['D5'] })).toBe('noise/invalid');
    expect(refused(begun, 1, { type: 'throw', cells: ['E5', 'E7'] })).toBe('noise/invalid');
    const thrown = act(begun, 1, { type: 'throw', cells: ['F5', 'F6'] });
    expect(thrown.state.noise).toEqual([c('F5'), c('F6')]);
    expect(refused(thrown.state, 1, { type: 'step', to: 'A6' })).toBe('move/not_now');
    expect(refused(begun, 1, { type: 'throw', cells: [] })).toBe('noise/invalid');
    expect(
      refused(act(s, 1, { type: 'beginAction', mode: 'sneak' }).state, 1, { type: 'throw', cells: ['B5'] }),
    ).toBe('spy/mode');
  });

  it('A-R8.13 passing through an open opening with an armed alarm token triggers it (+1, spent)', () => {
    const s = bare();
    putSpy(s, 1, 'A11');
    s.alarmTokens.push({ id: 50, opening: 17, spent: false, disarmed: false }); // G3, the open wicket
    const through = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'step', to: 'B11' },
    ]);
    expect(ofType(through.events, 'alarmTokenTriggered').map((e) => e.opening)).toEqual(['G3']);
    expect(through.state.alarm).toBe(s.alarm + 1);
    expect(through.state.alarmTokens[0]?.spent).toBe(true);
  });

  it('A-R6.5 A-R6.13 a watch keeps working in the spies’ turn: entering a watched cell is detected at once', () => {
    const s = bare();
    putSpy(s, 1, 'A5');
    addCamera(s, 'ordinary', 'A7', ['A6']);
    const seen = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'step', to: 'A6' },
    ]);
    expect(ofType(seen.events, 'spotted').map((e) => [e.seat, e.cell])).toEqual([[1, 'A6']]);
    expect(seen.state.alarm).toBe(s.alarm + 1);
  });
});
