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

const secView = (s: Parameters<typeof viewFor>[0]) => viewFor(s, 0) as SecurityView;

describe('round structure (A-R3)', () => {
  it('A-R3.3 A-R3.4 A-R3.5 after the spies, phases 0–1 run by themselves and phase 2 waits; endPhase leads through 3–4 to 5, 6 and 7', () => {
    const s = bare({ spies: 1, alarm: 3 });
    s.minimum = 2;
    const sec = act(s, 1, { type: 'pass' });
    expect(sec.state.stage).toBe('security');
    expect(sec.state.phase).toBe(2);
    expect(sec.state.alarm).toBe(2); // A-R3.4 phase 1: decay by 1
    const p5 = act(sec.state, 0, { type: 'endPhase' }).state;
    expect(p5.phase).toBe(5);
    expect(p5.secTurn.n).toBe(2);
    const p6 = act(p5, 0, { type: 'endPhase' }).state;
    expect(p6.phase).toBe(6);
    const next = act(p6, 0, { type: 'endPhase' });
    expect(next.state.stage).toBe('spies');
    expect(next.state.turn).toBe(2);
    expect(ofType(next.events, 'turnStarted').map((e) => e.turn)).toEqual([2]);
  });

  it('A-R3.4 phase 1 never takes the alarm below the minimum', () => {
    const s = bare({ spies: 1 });
    const after = act(s, 1, { type: 'pass' }).state;
    expect(after.alarm).toBe(s.minimum);
  });

  it('A-R3.5 security gives inputs only in its own turn; spies none in security’s', () => {
    const s = bare({ spies: 1 });
    expect(refused(s, 0, { type: 'endPhase' })).toBe('action/not_your_turn');
    toSecurity(s, 2);
    expect(refused(s, 1, { type: 'pass' })).toBe('action/not_your_turn');
    expect(refused(s, 0, { type: 'activate', unit: 1 })).toBe('security/phase');
  });

  it('A-R5.2 A-D16 markers leave at phase 7 and an odd count carries over to the next round', () => {
    const s = bare({ spies: 2 });
    putSpy(s, 1, 'A5');
    const r = acts(s, 1, [
      { type: 'beginAction', mode: 'sneakThrow' },
      { type: 'throw', cells: ['C5', 'C6'] },
      { type: 'endAction' },
    ]).state;
    putSpy(r, 2, 'A9');
    const t = acts(r, 2, [
      { type: 'beginAction', mode: 'sneakThrow' },
      { type: 'throw', cells: ['C9'] },
      { type: 'endAction' },
    ]).state;
    expect(t.noiseCount).toBe(3);
    const round2 = acts(t, 0, [{ type: 'endPhase' }, { type: 'endPhase' }, { type: 'endPhase' }]).state;
    expect(round2.noise).toEqual([]);
    expect(round2.noiseCount).toBe(1);
    const before = round2.alarm;
    const one = acts(round2, 1, [
      { type: 'beginAction', mode: 'sneakThrow' },
      { type: 'throw', cells: ['B5'] },
    ]);
    expect(one.state.alarm).toBe(before + 1);
  });
});

describe('activations (A-R8.3–A-R8.6)', () => {
  it('A-R8.4 A-D17 N is the alarm at the start of phase 5; each unit once per turn', () => {
    const s = bare({ spies: 1 });
    const u1 = addUnit(s, 'ordinary', 'C9', ['C10'], 'S');
    const u2 = addUnit(s, 'ordinary', 'H9', ['H10'], 'S');
    toSecurity(s, 5, 1);
    const one = acts(s, 0, [
      { type: 'activate', unit: u1.id },
      { type: 'endActivation', view: 'S' },
    ]).state;
    expect(refused(one, 0, { type: 'activate', unit: u1.id })).toBe('security/activation');
    expect(refused(one, 0, { type: 'activate', unit: u2.id })).toBe('security/limit');
  });

  it('A-R6.3 an activation drops the old view; the unit moves on its points and then chooses its view', () => {
    const s = bare({ spies: 1 });
    const u = addUnit(s, 'ordinary', 'C9', ['C10'], 'S');
    toSecurity(s, 5, 3);
    const on = act(s, 0, { type: 'activate', unit: u.id }).state;
    expect(on.units[0]?.direct).toEqual([]);
    // The hedge between rows 8 and 9 blocks sight: C8 is no view from C9.
    expect(refused(on, 0, { type: 'endActivation', view: 'N' })).toBe('security/view');
    const moved = acts(on, 0, [
      { type: 'unitStep', to: 'D9' },
      { type: 'unitStep', to: 'E9' },
      { type: 'unitStep', to: 'F9' },
    ]).state;
    expect(refused(moved, 0, { type: 'unitStep', to: 'G9' })).toBe('move/cannot_pay');
    const viewed = act(moved, 0, { type: 'endActivation', view: 'S' }).state;
    expect(viewed.units[0]?.direct).toEqual([c('F10')]);
  });

  it('A-R8.5 A-D19 naming a dead unit voids the input: announced, alarm +1, off the board, nothing spent; the first such raises the minimum', () => {
    const s = bare({ spies: 1 });
    const u = addUnit(s, 'ordinary', 'C9', ['C10'], 'S');
    u.alive = false;
    toSecurity(s, 5, 2);
    const { state, events } = act(s, 0, { type: 'activate', unit: u.id });
    expect(types(events)).toContain('unitDead');
    expect(state.alarm).toBe(s.alarm + 1);
    expect(state.minimum).toBe(s.minimum + 1);
    expect(state.secTurn.used).toBe(0);
    expect(secView(state).units).toEqual([]);
  });

  it('A-R8.3 A-D90 a unit opens a door for 1 point on its board; a door truly picked open is noticed instead', () => {
    const s = bare({ spies: 1 });
    const u = addUnit(s, 'ordinary', 'O11');
    toSecurity(s, 5, 3);
    const on = act(s, 0, { type: 'activate', unit: u.id }).state;
    const opened = act(on, 0, { type: 'unitDoor', opening: 'D4', to: 'open' });
    expect(opened.state.openings[3]).toMatchObject({ open: true, knownOpen: true });
    expect(opened.state.activation?.spent).toBe(1);
    expect(act(opened.state, 0, { type: 'unitStep', to: 'P11' }).state.activation?.spent).toBe(2);
    const picked = bare({ spies: 1 });
    const v = addUnit(picked, 'ordinary', 'O11');
    picked.openings[3]!.open = true;
    toSecurity(picked, 5, 3);
    const tried = acts(picked, 0, [
      { type: 'activate', unit: v.id },
      { type: 'unitDoor', opening: 'D4', to: 'open' },
    ]);
    expect(ofType(tried.events, 'openingNoticed').map((e) => e.opening)).toEqual(['D4']);
    expect(ofType(tried.events, 'unitDoor')[0]?.changed).toBe(false);
  });

  it('A-R8.6 A-R15.3 a unit may not walk through a door its board shows locked, whatever the truth, without paying for it', () => {
    const s = bare({ spies: 1 });
    const u = addUnit(s, 'ordinary', 'O11');
    s.openings[3]!.open = true; // picked open, unknown to security
    toSecurity(s, 5, 3);
    const on = act(s, 0, { type: 'activate', unit: u.id }).state;
    // Security's board shows D4 locked: the step costs 2 there, and it is noticed on entering P11.
    const through = act(on, 0, { type: 'unitStep', to: 'P11' });
    expect(through.state.activation?.spent).toBe(2);
    expect(types(through.events)).toContain('openingNoticed');
  });

  it('A-R8.1 A-R8.2 a dog handler watches its neighbourhood while it moves and catches a spy there at once', () => {
    const s = bare({ spies: 1 });
    const h = addUnit(s, 'dogHandler', 'C9');
    putSpy(s, 1, 'F10');
    toSecurity(s, 5, 3);
    const on = act(s, 0, { type: 'activate', unit: h.id }).state;
    expect(on.units[0]?.direct.length).toBeGreaterThan(3);
    const moved = acts(on, 0, [
      { type: 'unitStep', to: 'D9' },
      { type: 'unitStep', to: 'E9' },
    ]);
    expect(ofType(moved.events, 'caught').map((e) => e.by)).toEqual([{ kind: 'unit', id: h.id }]);
  });

  it('A-R8.1 unit patterns: sound-amplifier sees every visible neighbour; night-vision a ray whose first cell is visible', () => {
    const s = bare({ spies: 1 });
    const a = addUnit(s, 'soundAmplifier', 'H9');
    const n = addUnit(s, 'nightVision', 'E2');
    toSecurity(s, 5, 3);
    const amp = acts(s, 0, [{ type: 'activate', unit: a.id }, { type: 'endActivation' }]).state;
    expect(amp.units[0]?.direct.length).toBe(8);
    const nv = act(amp, 0, { type: 'activate', unit: n.id }).state;
    // East of E2 is the library wall: the ray's first cell must be visible.
    expect(refused(nv, 0, { type: 'endActivation', view: 'E' })).toBe('security/view');
    const ray = act(nv, 0, { type: 'endActivation', view: 'S' }).state;
    expect(ray.units[1]?.direct).toEqual([c('E3'), c('E4'), c('E5')]);
  });
});

describe('cameras (A-R8.7–A-R8.9, A-R8.16, A-R6.14)', () => {
  it('A-R8.8 in phase 6 cameras view with their aim after security re-aims them; A-R8.16 a jammed one sees nothing but shows its aim', () => {
    const s = bare({ spies: 1 });
    const cam = addCamera(s, 'ordinary', 'H9', ['H10'], 'S');
    toSecurity(s, 6);
    const aimed = act(s, 0, { type: 'aimCamera', camera: cam.id, aim: 'E' }).state;
    const done = act(aimed, 0, { type: 'endPhase' }).state;
    expect(done.cameras[0]?.direct).toEqual([c('H9'), c('I9')]);
    const jammed = bare({ spies: 1 });
    const j = addCamera(jammed, 'ordinary', 'H9', ['H10'], 'S');
    j.jammedUntil = 1;
    j.watching = false;
    toSecurity(jammed, 6);
    const after = acts(jammed, 0, [
      { type: 'aimCamera', camera: j.id, aim: 'E' },
      { type: 'endPhase' },
    ]).state;
    expect(after.cameras[0]?.watching).toBe(false);
    expect(secView(after).cameras[0]?.watch.direct).toEqual(['H9', 'I9']);
  });

  it('A-R8.9 A-R6.11 perimeter cameras view again in phase 2: a spy still in the strip is spotted again', () => {
    const s = bare({ spies: 1 });
    s.perimeterCameras.push({
      id: 50,
      mount: 1,
      direct: [c('B9'), c('B10'), c('B11'), c('B12'), c('B13')],
      watching: true,
      destroyed: false,
      knownDestroyed: false,
      jammedUntil: 0,
      seen: [1],
    });
    putSpy(s, 1, 'B12');
    const { events } = act(s, 1, { type: 'pass' });
    expect(ofType(events, 'spotted').map((e) => e.by)).toEqual([{ kind: 'perimeterCamera', id: 50 }]);
  });

  it('A-R6.14 A-D86 a device destroyed out of sight is reported at the next phase 6, with no alarm', () => {
    const s = bare({ spies: 1 });
    s.lamps[4]!.destroyed = true;
    toSecurity(s, 5);
    const { state, events } = act(s, 0, { type: 'endPhase' });
    expect(ofType(events, 'deviceDestroyed')).toEqual([
      { type: 'deviceDestroyed', device: { kind: 'lamp', id: 'L5' }, inSight: false, audience: 'all' },
    ]);
    expect(state.alarm).toBe(s.alarm);
    expect(state.lamps[4]?.knownDestroyed).toBe(true);
  });
});

describe('reinforcements and alarm (A-R5.6–A-R5.10)', () => {
  it('A-R5.8 A-R5.9 the first reach of 6 makes one reinforcement pending; it is placed first in phase 5, on a free reinforcement cell', () => {
    const s = bare({ spies: 2, alarm: 5 });
    putSpy(s, 1, 'A5');
    const ran = acts(s, 1, [
      { type: 'beginAction', mode: 'sneakThrow' },
      { type: 'throw', cells: ['C5', 'C6'] },
    ]).state;
    expect(ran.alarm).toBe(6);
    expect(ran.pendingReinforcements).toBe(1);
    const p5 = acts(ran, 1, [{ type: 'endAction' }]).state;
    const at5 = acts(act(p5, 2, { type: 'pass' }).state, 0, [{ type: 'endPhase' }]).state;
    expect(at5.phase).toBe(5);
    const u = addUnit(at5, 'ordinary', 'C9');
    expect(refused(at5, 0, { type: 'activate', unit: u.id })).toBe('security/reinforcement_first');
    expect(refused(at5, 0, { type: 'placeReinforcement', kind: 'ordinary', cell: 'C9', view: 'N' })).toBe(
      'security/invalid',
    );
    const placed = act(at5, 0, { type: 'placeReinforcement', kind: 'nightVision', cell: 'I13', view: 'N' });
    expect(placed.state.reserve).toEqual({ ordinary: 2, nightVision: 0 });
    expect(placed.state.pendingReinforcements).toBe(0);
    expect(act(placed.state, 0, { type: 'activate', unit: u.id }).state.activation?.unit).toBe(u.id);
  });

  it('A-R5.10 A-R11.8 the first reach of 8: two more reinforcements and the house lights for good', () => {
    const s = bare({ spies: 2, alarm: 7 });
    putSpy(s, 1, 'A5');
    const { state, events } = acts(s, 1, [
      { type: 'beginAction', mode: 'sneakThrow' },
      { type: 'throw', cells: ['C5'] },
      { type: 'endAction' },
    ]);
    expect(state.noiseCount).toBe(1);
    const t = acts(state, 2, [{ type: 'beginAction', mode: 'sneak' }]).state;
    t.spies[1]!.status = 'onBoard';
    t.spies[1]!.cell = c('A9');
    t.action!.start = c('A9');
    t.action!.mode = 'sneakThrow';
    const eight = act(t, 2, { type: 'throw', cells: ['C9'] });
    expect(eight.state.alarm).toBe(8);
    expect(eight.state.pendingReinforcements).toBe(3);
    expect(eight.state.houseLights).toBe(true);
    expect(types(eight.events)).toContain('houseLights');
    expect(types(events)).not.toContain('houseLights');
  });

  it('A-R1.4 A-R5.8 alarm 9 ends the game for security at once', () => {
    const s = bare({ spies: 1, alarm: 8 });
    s.reached6 = true;
    s.reached8 = true;
    s.noiseCount = 1;
    putSpy(s, 1, 'A5');
    const { state } = acts(s, 1, [
      { type: 'beginAction', mode: 'sneakThrow' },
      { type: 'throw', cells: ['C5'] },
    ]);
    expect(state.result).toEqual({ winner: 'security', reason: 'security/alarm' });
  });
});

describe('security cards (A-R14)', () => {
  it('A-R14.1 the mission 1 hand holds the 13 Milestone 1 cards, public', () => {
    const s = bare({ spies: 1 });
    expect(secView(s).hand).toEqual({ S1: 2, S2: 2, S3: 1, S4: 1, S5: 2, S6: 2, S9: 2, S11: 1 });
    expect(Object.values(secView(s).hand).reduce((a, b) => a + b, 0)).toBe(13);
  });

  it('A-R0.3 A-R3.6 Milestone 2 cards are refused; cards only in phases 2 and 5', () => {
    const s = bare({ spies: 1 });
    toSecurity(s, 2);
    expect(refused(s, 0, { type: 'playCard', card: 'S8' } as never)).toBe('card/milestone2');
    toSecurity(s, 6);
    expect(refused(s, 0, { type: 'playCard', card: 'S9', cell: 'F2' })).toBe('security/phase');
  });

  it('A-R14.2 A-D57 one copy per turn, except 888 cards on different targets', () => {
    const s = bare({ spies: 1 });
    toSecurity(s, 2);
    const one = act(s, 0, { type: 'playCard', card: 'S9', cell: 'F2' }).state;
    expect(refused(one, 0, { type: 'playCard', card: 'S9', cell: 'F2' })).toBe('card/invalid');
    const two = act(one, 0, { type: 'playCard', card: 'S9', cell: 'G2' }).state;
    expect(two.hand.S9).toBe(0);
    const t = bare({ spies: 1, alarm: 5 });
    toSecurity(t, 2);
    const heat = act(t, 0, { type: 'playCard', card: 'S1' }).state;
    expect(refused(heat, 0, { type: 'playCard', card: 'S1' })).toBe('security/card_limit');
  });

  it('A-R14.3 A-D18 alarm-linked cards need their alarm and fit the band’s limit: Low allows one per turn', () => {
    const s = bare({ spies: 1, alarm: 3 });
    toSecurity(s, 2);
    const u = addUnit(s, 'ordinary', 'C9');
    expect(refused(s, 0, { type: 'playCard', card: 'S4' })).toBe('security/card_limit');
    const fm = act(s, 0, { type: 'playCard', card: 'S3', unit: u.id }).state;
    expect(fm.secTurn.alarmLinked).toBe(1);
    const m = bare({ spies: 1, alarm: 4 });
    toSecurity(m, 2);
    const v = addUnit(m, 'ordinary', 'C9');
    const two = acts(m, 0, [
      { type: 'playCard', card: 'S1' },
      { type: 'playCard', card: 'S4' },
    ]).state;
    expect(refused(two, 0, { type: 'playCard', card: 'S3', unit: v.id })).toBe('security/card_limit');
  });

  it('A-R14.5 S1 marks the zones holding on-board spies, camouflaged and prone included; the house has no zone', () => {
    const s = bare({ spies: 3, alarm: 4 });
    putSpy(s, 1, 'A2', 'prone');
    putSpy(s, 2, 'R12');
    s.spies[1]!.camouflaged = true;
    putSpy(s, 3, 'H3');
    toSecurity(s, 2);
    const { events } = act(s, 0, { type: 'playCard', card: 'S1' });
    expect(ofType(events, 'heatSensor').map((e) => e.zones)).toEqual([['1', '4']]);
  });

  it('A-R14.5 S3 Forced march gives 5 points; A-R14.5 S4 Double shift adds one activation', () => {
    const s = bare({ spies: 1, alarm: 4 });
    const u = addUnit(s, 'ordinary', 'C9');
    toSecurity(s, 5, 4);
    const { state } = acts(s, 0, [
      { type: 'playCard', card: 'S3', unit: u.id },
      { type: 'playCard', card: 'S4' },
      { type: 'activate', unit: u.id },
    ]);
    expect(state.activation?.points).toBe(5);
    expect(state.secTurn.n).toBe(5);
  });

  it('A-R14.5 S5 A-D87 Issue equipment keeps the unit’s id and activation, and it views at once', () => {
    const s = bare({ spies: 1 });
    const u = addUnit(s, 'ordinary', 'H9', ['H10'], 'S');
    toSecurity(s, 5, 3);
    const used = acts(s, 0, [
      { type: 'activate', unit: u.id },
      { type: 'endActivation', view: 'S' },
    ]).state;
    const { state } = act(used, 0, { type: 'playCard', card: 'S5', unit: u.id, kind: 'soundAmplifier' });
    expect(state.units[0]).toMatchObject({ id: u.id, kind: 'soundAmplifier' });
    expect(state.units[0]?.direct.length).toBe(8);
    expect(refused(state, 0, { type: 'activate', unit: u.id })).toBe('security/activation');
  });

  it('A-R14.4 a card naming a dead unit reveals it and is not spent', () => {
    const s = bare({ spies: 1 });
    const u = addUnit(s, 'ordinary', 'H9');
    u.alive = false;
    toSecurity(s, 2);
    const { state, events } = act(s, 0, {
      type: 'playCard',
      card: 'S5',
      unit: u.id,
      kind: 'searchlight',
      view: 'S',
    });
    expect(types(events)).toContain('unitDead');
    expect(state.hand.S5).toBe(2);
  });

  it('A-R14.5 S6 cameras go outside the house and shed, free on the board; panoramic needs alarm 4', () => {
    const s = bare({ spies: 1 });
    toSecurity(s, 2);
    expect(refused(s, 0, { type: 'playCard', card: 'S6', kind: 'ordinary', cell: 'H3', aim: 'E' })).toBe(
      'place/invalid',
    );
    expect(refused(s, 0, { type: 'playCard', card: 'S6', kind: 'ordinary', cell: 'Q10', aim: 'E' })).toBe(
      'place/invalid',
    );
    expect(refused(s, 0, { type: 'playCard', card: 'S6', kind: 'panoramic', cell: 'H9' })).toBe(
      'card/invalid',
    );
    const placed = act(s, 0, { type: 'playCard', card: 'S6', kind: 'wideAngle', cell: 'H9', aim: 'S' }).state;
    expect(placed.cameras[0]?.direct).toEqual([c('H9'), c('G10'), c('H10'), c('I10')].sort((a, b) => a - b));
  });

  it('A-R14.5 S9 A-R8.15 a bug on a document: its reveal triggers it (+1) and the token leaves the security board at once', () => {
    const s = bare({ spies: 2 });
    toSecurity(s, 2);
    const bugged = act(s, 0, { type: 'playCard', card: 'S9', cell: 'N6' }).state;
    bugged.stage = 'spies';
    bugged.done = [false, false];
    putSpy(bugged, 1, 'N7');
    const { state, events } = acts(bugged, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'step', to: 'N6' },
    ]);
    expect(ofType(events, 'bugTriggered').map((e) => e.cell)).toEqual(['N6']);
    expect(ofType(events, 'documentGone').map((e) => e.cause)).toEqual(['bug']);
    expect(state.alarm).toBe(bugged.alarm + 1);
    expect(secView(state).documents).not.toContain('N6');
  });

  it('A-R14.5 S11 Search brings out a camouflaged spy within 2 in line of sight and spots it', () => {
    const s = bare({ spies: 1, alarm: 6 });
    s.reached6 = true;
    const u = addUnit(s, 'ordinary', 'C9');
    putSpy(s, 1, 'D11');
    s.spies[0]!.camouflaged = true;
    toSecurity(s, 2);
    const { state, events } = act(s, 0, { type: 'playCard', card: 'S11', unit: u.id });
    expect(state.spies[0]?.camouflaged).toBe(false);
    expect(ofType(events, 'spotted').map((e) => [e.cell, e.by])).toEqual([
      ['D11', { kind: 'search', unit: u.id }],
    ]);
    expect(types(events).filter((t) => t === 'spyWindow')).toHaveLength(2);
  });

  it('A-R3.7 A-R15.7 Search with a figure on the token: the spy’s seat chooses its cell while security waits', () => {
    const s = bare({ spies: 1, alarm: 6 });
    s.reached6 = true;
    const u = addUnit(s, 'ordinary', 'C9');
    putSpy(s, 1, 'D10');
    s.spies[0]!.camouflaged = true;
    addUnit(s, 'armoured', 'D10');
    toSecurity(s, 2);
    const asked = act(s, 0, { type: 'playCard', card: 'S11', unit: u.id }).state;
    expect(asked.pending?.kind).toBe('emergeCell');
    expect(secView(asked)).not.toHaveProperty('awaitingSpies');
    expect(refused(asked, 0, { type: 'endPhase' })).toBe('action/prompt_pending');
    const done = act(asked, 1, { type: 'answer', prompt: 'emergeCell', cell: 'E10' });
    expect(done.state.spies[0]?.cell).toBe(c('E10'));
    expect(done.state.pending).toBeNull();
  });
});
