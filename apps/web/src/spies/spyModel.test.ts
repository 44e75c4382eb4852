import {
  type Action,
  type AsymState,
  apply,
  createGame,
  legalActions,
  type SecurityView,
  type SpyView,
  stepRisk,
  viewFor,
  waitingFor,
} from '@safecrackers/asym-rules';
import type { AsymUpdatePayload } from '@safecrackers/protocol/wire';
import { describe, expect, it } from 'vitest';
import { buttonActions, cellTargets, mansionModel } from './spyModel.js';

/** A real game played to the first spy step on the board: legal inputs only, no bot. */
function gameOnBoard(): AsymState {
  const created = createGame({
    mode: 'asym',
    mission: 'mansion',
    seed: 'web-model',
    seats: [
      { name: 'S', side: 'security' },
      { name: 'P', side: 'spy' },
    ],
  });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.state;
  const prefer = ['confirmLoadout', 'addCard', 'beginAction', 'step'];
  for (let i = 0; i < 200 && !(s.stage === 'spies' && s.spies[0]!.status === 'onBoard'); i++) {
    const seat = waitingFor(s)[0]!;
    const legal = legalActions(s, seat);
    const roleless = seat > 0 && s.spies[seat - 1]!.role === null;
    const pick =
      (roleless ? legal.find((a) => a.type === 'chooseRole') : undefined) ??
      prefer.map((t) => legal.find((a) => a.type === t)).find(Boolean) ??
      (legal[0] as Action);
    const r = apply(s, seat, pick);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

const state = gameOnBoard();
const update = (seat: number | null): AsymUpdatePayload => {
  const v = viewFor(state, seat ?? 0);
  const security = (v.kind === 'spy' ? v.security : v) as SecurityView;
  const payload: AsymUpdatePayload = { version: 1, full: false, view: security, events: [], legal: [] };
  if (v.kind === 'spy') {
    const { security: _s, ...overlay } = v as SpyView;
    payload.overlay = overlay;
  }
  return payload;
};

describe('the mansion model', () => {
  it('security sees its units and no spy; a spy sees itself on the true board', () => {
    const spyCell = state.spies[0]!.cell;
    expect(spyCell).toBeGreaterThanOrEqual(0);
    const sec = mansionModel(update(null), true);
    expect(sec.truth).toBe(false);
    expect(sec.figures.some((f) => f.colour === 'spy')).toBe(false);
    expect(sec.figures.filter((f) => f.colour === 'unit').length).toBe(12);
    const spy = mansionModel(update(1), true);
    expect(spy.truth).toBe(true);
    expect(spy.figures.filter((f) => f.colour === 'spy')).toHaveLength(1);
    // "What security sees": the same board as security's.
    expect(mansionModel(update(1), false)).toEqual(sec);
  });

  it('cell inputs go on the board, the rest on buttons; a spy step into a watch is a risk', () => {
    const legal: Action[] = [
      { type: 'step', to: 'B2' },
      { type: 'placeUnit', kind: 'ordinary', cell: 'C3', view: 'N' },
      { type: 'placeUnit', kind: 'armoured', cell: 'C3', view: 'N' },
      { type: 'endAction' },
      { type: 'unitDoor', opening: 'D1', to: 'open' },
    ];
    const targets = cellTargets(legal);
    expect([...targets.keys()]).toEqual(['B2', 'C3']);
    expect(targets.get('C3')).toHaveLength(2);
    expect(buttonActions(legal).map((a) => a.type)).toEqual(['endAction', 'unitDoor']);
    const u = update(1);
    const watched = u.overlay!.board.units[0]!.watch.cells[0]!;
    expect(stepRisk(u.overlay!.board, watched)).toBe('watched');
    expect(update(null).overlay).toBeUndefined();
  });
});
