import { describe, expect, it } from 'vitest';
import type { Action } from './actions.js';
import { apply, outcome, replay } from './engine.js';
import { legalActions } from './legal.js';
import { createGame } from './setup.js';
import { asymSetup } from './testing/random-play.js';
import { act, refused } from './testing/scene.js';
import type { AsymSetup, AsymState } from './types.js';
import type { SecurityView } from './view.js';
import { viewFor } from './view.js';

function created(setup: AsymSetup): AsymState {
  const r = createGame(setup);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Security places every setup piece with its first legal input. */
function placeAll(s: AsymState): { state: AsymState; log: Array<{ seat: number; action: Action }> } {
  const log: Array<{ seat: number; action: Action }> = [];
  let state = s;
  while (state.stage === 'securitySetup') {
    const action = legalActions(state, 0)[0] as Action;
    state = act(state, 0, action).state;
    log.push({ seat: 0, action });
  }
  return { state, log };
}

describe('setup (A-R1.8, A-R11.2, A-R11.3, A-R13.1)', () => {
  it('A-R0.3 A-R1.2 A-R16.4 Milestone 2 setups are refused as data: the camp, four spies, options', () => {
    const camp = createGame({ ...asymSetup(1, 'x'), mission: 'camp' });
    expect(camp.ok ? null : camp.error.code).toBe('setup/milestone2');
    const four = createGame(asymSetup(4, 'x'));
    expect(four.ok ? null : four.error.code).toBe('setup/milestone2');
    const timers = createGame({ ...asymSetup(1, 'x'), options: { spyTurnSeconds: 60 } });
    expect(timers.ok ? null : timers.error.code).toBe('setup/milestone2');
    const none = createGame({ ...asymSetup(1, 'x'), seats: [{ name: 'S', side: 'security' }] });
    expect(none.ok ? null : none.error.code).toBe('setup/invalid');
    const flipped = createGame({
      ...asymSetup(1, 'x'),
      seats: [
        { name: 'A', side: 'spy' },
        { name: 'B', side: 'security' },
      ],
    });
    expect(flipped.ok ? null : flipped.error.code).toBe('setup/invalid');
  });

  it.each([
    [1, 2, 2, 12],
    [2, 1, 2, 11],
    [3, 1, 1, 10],
  ])(
    'A-R11.2 A-D3 %i spy(ies): alarm and minimum %i, %i perimeter camera(s), hands of %i',
    (spies, alarm, perimeter, hand) => {
      const s = created(asymSetup(spies, `count-${spies}`));
      expect([s.alarm, s.minimum]).toEqual([alarm, alarm]);
      const placed = placeAll(s).state;
      expect(placed.perimeterCameras).toHaveLength(perimeter);
      const spy = placed.spies[0];
      let state = placed;
      for (let i = 0; i < hand; i++)
        state = act(state, 1, {
          type: 'addCard',
          card:
            (['E1', 'E1', 'E1', 'E1', 'E7', 'E7', 'E7', 'E2', 'E2', 'E9', 'E9', 'E8'] as const)[i] ?? 'E1',
        }).state;
      expect(refused(state, 1, { type: 'addCard', card: 'E13' })).toBe('loadout/invalid');
      expect(spy).toBeDefined();
    },
  );

  it('A-R11.3 security places in order: 12 units on start cells, cameras, perimeter cameras, 5 alarm tokens, 4 documents, 2 civilians', () => {
    const s = created(asymSetup(1, 'order'));
    expect(refused(s, 0, { type: 'placeDocument', cell: 'F2' })).toBe('place/order');
    expect(refused(s, 0, { type: 'placeUnit', kind: 'ordinary', cell: 'H9', view: 'S' })).toBe(
      'place/invalid',
    );
    expect(refused(s, 1, { type: 'chooseRole', role: 'acrobat' })).toBe('action/wrong_stage');
    const { state } = placeAll(s);
    expect(
      state.units
        .filter((u) => u.kind !== 'civilian')
        .map((u) => u.kind)
        .sort(),
    ).toEqual(
      [...Array(4).fill('armoured'), ...Array(2).fill('dogHandler'), ...Array(6).fill('ordinary')].sort(),
    );
    expect(state.cameras).toHaveLength(2);
    expect(state.alarmTokens).toHaveLength(5);
    expect(state.documents).toHaveLength(4);
    const civilians = state.units.filter((u) => u.kind === 'civilian');
    expect(civilians.map((u) => u.civilian)).toEqual([1, 2]);
    expect(state.stage).toBe('spySetup');
    // A-R6.3: every placed viewer views at once.
    expect(state.units.every((u) => u.direct.length > 0)).toBe(true);
    expect(state.perimeterCameras.every((p) => p.direct.length === 5)).toBe(true);
  });

  it('A-R16.2 A-D7 the marked document is drawn once, after security’s setup, from the generator in the state', () => {
    const marks = new Set<number>();
    for (let k = 0; k < 12; k++) {
      const { state } = placeAll(created(asymSetup(1, `draw-${k}`)));
      expect(state.marked).toBeGreaterThanOrEqual(0);
      expect(state.marked).toBeLessThan(4);
      expect(state.documents.map((d) => d.cell)).toEqual(
        [...state.documents.map((d) => d.cell)].sort((a, b) => a - b),
      );
      marks.add(state.marked);
    }
    expect(marks.size).toBeGreaterThan(1);
  });

  it('A-R13.1 A-D78 loadouts: distinct roles, card maxima, exactly H cards; Milestone 2 roles, weapons and cards refused', () => {
    const { state } = placeAll(created(asymSetup(2, 'loadout')));
    const r1 = act(state, 1, { type: 'chooseRole', role: 'acrobat' }).state;
    expect(refused(r1, 2, { type: 'chooseRole', role: 'acrobat' })).toBe('loadout/invalid');
    expect(refused(r1, 2, { type: 'chooseRole', role: 'ghost' } as never)).toBe('loadout/milestone2');
    expect(refused(r1, 2, { type: 'chooseWeapon', weapon: 'tranquilliser' } as never)).toBe(
      'loadout/milestone2',
    );
    expect(refused(r1, 2, { type: 'addCard', card: 'E6' } as never)).toBe('loadout/milestone2');
    const one = act(r1, 1, { type: 'addCard', card: 'E5' }).state;
    expect(refused(one, 1, { type: 'addCard', card: 'E5' })).toBe('loadout/invalid');
    expect(refused(one, 1, { type: 'confirmLoadout' })).toBe('loadout/invalid');
    // Hidden from security until confirmed (A-R1.8).
    expect((viewFor(one, 0) as SecurityView).spies[0]?.role).toBeNull();
  });

  it('A-R1.8 roles and weapons become public when confirmed; the spies’ turn 1 starts when all have confirmed', () => {
    const { state } = placeAll(created(asymSetup(1, 'confirm')));
    let s = act(state, 1, { type: 'chooseRole', role: 'technician' }).state;
    for (const card of ['E1', 'E1', 'E1', 'E1', 'E2', 'E2', 'E7', 'E7', 'E7', 'E9', 'E9', 'E8'] as const)
      s = act(s, 1, { type: 'addCard', card }).state;
    const { state: ready, events } = act(s, 1, { type: 'confirmLoadout' });
    expect(events.find((e) => e.type === 'loadoutConfirmed')).toEqual({
      type: 'loadoutConfirmed',
      seat: 1,
      role: 'technician',
      weapon: 'silenced',
      handSize: 12,
      audience: 'all',
    });
    expect(ready.stage).toBe('spies');
    expect(ready.turn).toBe(1);
    expect((viewFor(ready, 0) as SecurityView).spies[0]).toMatchObject({
      role: 'technician',
      weapon: 'silenced',
      handSize: 12,
    });
  });

  it('A-R16.1 A-R16.4 replay rebuilds the state from the setup and the log; a refused input is reported as data', () => {
    const setup = asymSetup(1, 'replay');
    const { state, log } = placeAll(created(setup));
    const again = replay(setup, log);
    expect(again.ok && again.state).toEqual(state);
    const bad = replay(setup, [...log, { seat: 0, action: { type: 'endPhase' } }]);
    expect(bad.ok ? null : bad.index).toBe(log.length);
    expect(outcome(state)).toEqual({ status: 'playing', reason: null });
    expect(apply(state, 9, { type: 'pass' })).toEqual({
      ok: false,
      error: { code: 'action/invalid', message: 'No such seat.' },
    });
  });
});
