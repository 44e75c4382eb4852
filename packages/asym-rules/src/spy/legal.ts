/**
 * Every input a spy seat may give now. Candidates are generated and then checked by the same
 * code apply() runs, on a scratch copy, so the list and the validation cannot disagree.
 */
import { passes } from '@safecrackers/engine-kit';
import type { JamTarget, ShotTarget, SpyTurnAction } from '../actions.js';
import { Ctx, cloneState } from '../ctx.js';
import { apply } from '../engine.js';
import { RuleError } from '../errors.js';
import { cellName, distance, neighbour } from '../geometry/cells.js';
import { edgeBetween } from '../geometry/edges.js';
import { DOG, enterable, meleeAdjacent } from '../geometry/steps.js';
import { WIRE } from '../geometry/terrain.js';
import { type AsymState, MODES, SPY_CARDS, type SpyCardId } from '../types.js';
import { checkStep, emergeCells } from './action.js';
import { planShot, shotRange } from './combat.js';
import { figureAt, remaining, spyOf } from './common.js';
import { markerChoices } from './noise.js';

/** Inputs of a spy seat with no open action: begin (each mode), pass or stay hidden. */
function starts(ctx: Ctx, seat: number): SpyTurnAction[] {
  const s = ctx.s;
  const spy = spyOf(s, seat);
  if (s.action || s.done[seat - 1] || (spy.status !== 'waiting' && spy.status !== 'onBoard')) return [];
  const out: SpyTurnAction[] = [];
  if (spy.camouflaged) {
    out.push({ type: 'stayHidden' });
    if (figureAt(s, spy.cell) !== null && emergeCells(ctx, spy).length === 0) return out;
  } else out.push({ type: 'pass' });
  for (const mode of MODES) {
    out.push({ type: 'beginAction', mode });
    if (mode === 'prone' && spy.status === 'onBoard' && spy.posture === 'standing')
      out.push({ type: 'beginAction', mode, lieDown: true });
  }
  return out;
}

function shotTargets(ctx: Ctx, seat: number): Array<{ target: ShotTarget; cell: number; kills: boolean }> {
  const s = ctx.s;
  const spy = spyOf(s, seat);
  const range = shotRange(spy);
  const near = (c: number) => distance(ctx.map, spy.cell, c) <= range;
  const targets: ShotTarget[] = [];
  for (const u of s.units) if (u.alive && near(u.cell)) targets.push({ kind: 'unit', id: u.id });
  if (s.dog && near(s.dog.cell)) targets.push({ kind: 'dog' });
  ctx.map.lamps.forEach((l) => {
    if (near(l.cell)) targets.push({ kind: 'lamp', id: l.id });
  });
  for (const c of s.cameras) if (near(c.cell)) targets.push({ kind: 'camera', id: c.id });
  for (const p of s.perimeterCameras) targets.push({ kind: 'perimeterCamera', id: p.id });
  for (const g of ctx.map.generators) if (near(g.cell)) targets.push({ kind: 'generator', id: g.id });
  for (const o of ctx.map.openings) {
    if (o.kind === 'window' && (near(o.cells[0]) || near(o.cells[1])))
      targets.push({ kind: 'window', id: o.id });
    if ((o.kind === 'door' || o.kind === 'gate') && o.cells.includes(spy.cell))
      targets.push({ kind: 'door', id: o.id });
  }
  const out: Array<{ target: ShotTarget; cell: number; kills: boolean }> = [];
  for (const target of targets) {
    try {
      const plan = planShot(ctx, spy, target);
      out.push({ target, cell: plan.cell, kills: plan.kills });
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
    }
  }
  return out;
}

/** The corpse cells for a kill at `victim` (A-R10.3). */
function corpseCells(ctx: Ctx, victim: number): number[] {
  const t = ctx.terrain();
  const out = [victim];
  for (let d = 0; d < 8; d++) {
    const n = neighbour(t, victim, d);
    if (n >= 0 && !t.blocking[n] && meleeAdjacent(t, victim, n)) out.push(n);
  }
  return out.sort((a, b) => a - b);
}

function actionInputs(ctx: Ctx, seat: number): SpyTurnAction[] {
  const s = ctx.s;
  const spy = spyOf(s, seat);
  const a = s.action;
  if (!a) return [];
  const name = (c: number) => cellName(ctx.map, c);
  const out: SpyTurnAction[] = [];
  const tryAdd = (action: SpyTurnAction) => {
    if (passes(() => probe(s, seat, action))) out.push(action);
  };
  const noiseLists = markerChoices(ctx.map, a).map((cells) => cells.map(name));
  const withNoise = (make: (noise?: string[]) => SpyTurnAction) => {
    if (noiseLists.length === 1 && noiseLists[0]?.length === 0) tryAdd(make());
    else for (const n of noiseLists) tryAdd(make(n));
  };
  // Steps.
  if (spy.status === 'waiting') {
    for (const c of ctx.map.spyEdgeCells)
      if (passes(() => checkStep(ctx, seat, c))) out.push({ type: 'step', to: name(c) });
  } else {
    for (let d = 0; d < 8; d++) {
      const n = neighbour(ctx.map, spy.cell, d);
      if (n >= 0 && passes(() => checkStep(ctx, seat, n))) out.push({ type: 'step', to: name(n) });
    }
    if (ctx.map.spyEdgeCells.includes(spy.cell) && remaining(a) >= 1)
      withNoise((noise) => (noise ? { type: 'leave', noise } : { type: 'leave' }));
  }
  withNoise((noise) => (noise ? { type: 'endAction', noise } : { type: 'endAction' }));
  if (spy.status !== 'onBoard') return out;
  // Shots: the weapon and the Cartridge.
  const held = new Set(spy.hand.filter((c) => !a.played.includes(c)));
  const weapon = !spy.weaponSpent && !a.shot;
  if (weapon || held.has('E1')) {
    for (const { target, cell, kills } of shotTargets(ctx, seat)) {
      const corpses = kills ? corpseCells(ctx, cell).map(name) : [undefined];
      for (const corpse of corpses) {
        const extra = corpse === undefined ? {} : { corpse };
        if (weapon) tryAdd({ type: 'shoot', target, ...extra });
        if (held.has('E1')) tryAdd({ type: 'playCard', card: 'E1', target, ...extra });
      }
    }
  }
  for (const card of SPY_CARDS)
    if (held.has(card) && card !== 'E1') out.push(...cardPlays(ctx, seat, card, tryAdd, withNoise));
  // Bodies and the document.
  for (const b of s.bodies) tryAdd({ type: 'pickUp', body: b.id });
  if (spy.carriesBody >= 0)
    for (let d = -1; d < 8; d++) {
      const c = d < 0 ? spy.cell : neighbourOf(ctx, spy.cell, d);
      if (c >= 0) tryAdd({ type: 'drop', cell: name(c) });
    }
  if (spy.carriesDocument)
    for (const p of s.spies) if (p.seat !== seat) tryAdd({ type: 'handOver', to: p.seat });
  if (a.mode === 'sneakThrow' && !a.thrown) {
    for (let c = 0; c < ctx.map.size; c++) {
      if (distance(ctx.map, a.start, c) > 5 || ctx.terrain().blocking[c]) continue;
      out.push({ type: 'throw', cells: [name(c)] });
      for (let d = 0; d < 8; d++) {
        const n = neighbourOf(ctx, c, d);
        if (n >= 0 && distance(ctx.map, a.start, n) <= 5 && !ctx.terrain().blocking[n])
          out.push({ type: 'throw', cells: [name(c), name(n)] });
      }
    }
  }
  if (spy.role === 'technician') {
    for (const o of ctx.map.openings) if (o.kind === 'edoor') tryAdd({ type: 'openDoor', opening: o.id });
    const jams: JamTarget[] = [
      ...s.alarmTokens.map((t) => ({
        kind: 'alarmToken' as const,
        opening: ctx.map.openings[t.opening]?.id ?? '',
      })),
      ...s.bugs.map((b) => ({ kind: 'bug' as const, id: b.id })),
      ...s.cameras.map((c) => ({ kind: 'camera' as const, id: c.id })),
      ...s.perimeterCameras.map((p) => ({ kind: 'perimeterCamera' as const, id: p.id })),
    ];
    for (const target of jams) tryAdd({ type: 'jam', target });
  }
  return out;
}

const neighbourOf = (ctx: Ctx, cell: number, d: number): number => neighbour(ctx.map, cell, d);

function cardPlays(
  ctx: Ctx,
  seat: number,
  card: SpyCardId,
  tryAdd: (a: SpyTurnAction) => void,
  withNoise: (make: (noise?: string[]) => SpyTurnAction) => void,
): SpyTurnAction[] {
  const s = ctx.s;
  const spy = spyOf(s, seat);
  const name = (c: number) => cellName(ctx.map, c);
  const out: SpyTurnAction[] = [];
  switch (card) {
    case 'E2': {
      const victims: Array<{ target: { kind: 'unit'; id: number } | { kind: 'dog' }; cell: number }> = [];
      for (const u of s.units)
        if (u.alive && u.kind !== 'civilian' && distance(ctx.map, u.cell, spy.cell) === 1)
          victims.push({ target: { kind: 'unit', id: u.id }, cell: u.cell });
      if (s.dog && distance(ctx.map, s.dog.cell, spy.cell) === 1)
        victims.push({ target: { kind: 'dog' }, cell: s.dog.cell });
      for (const v of victims)
        for (const c of corpseCells(ctx, v.cell))
          tryAdd({ type: 'playCard', card: 'E2', target: v.target, corpse: name(c) });
      break;
    }
    case 'E4':
      for (let c = 0; c < ctx.map.size; c++)
        if (distance(ctx.map, spy.cell, c) <= 4 && enterable(ctx.terrain(), c, DOG))
          out.push({ type: 'playCard', card: 'E4', cell: name(c) });
      break;
    case 'E5':
      withNoise((noise) =>
        noise ? { type: 'playCard', card: 'E5', noise } : { type: 'playCard', card: 'E5' },
      );
      break;
    case 'E7':
      for (const side of ['N', 'E', 'S', 'W'] as const) {
        const n = neighbourOf(ctx, spy.cell, { N: 0, E: 2, S: 4, W: 6 }[side]);
        if (n >= 0 && ctx.terrain().edge[edgeBetween(ctx.map, spy.cell, n)] === WIRE)
          tryAdd({ type: 'playCard', card: 'E7', side });
      }
      break;
    case 'E8':
    case 'E9':
    case 'E10':
      for (const o of ctx.map.openings)
        if (o.cells.includes(spy.cell)) tryAdd({ type: 'playCard', card, opening: o.id });
      break;
    case 'E13':
    case 'E15':
      tryAdd({ type: 'playCard', card });
      break;
    case 'E14':
      for (const d of s.documents)
        if (d.onTrue) tryAdd({ type: 'playCard', card: 'E14', cell: name(d.cell) });
      break;
    default:
      break;
  }
  return out;
}

/** Runs an input on a scratch copy; throws RuleError if it would be refused. */
function probe(state: AsymState, seat: number, action: SpyTurnAction): void {
  const r = apply(state, seat, action);
  if (!r.ok) throw new RuleError(r.error.code, r.error.message);
}

export function spyLegal(state: AsymState, seat: number): SpyTurnAction[] {
  const ctx = new Ctx(cloneState(state));
  if (state.stage !== 'spies' || state.pending) return [];
  if (state.action) return state.action.seat === seat ? actionInputs(ctx, seat) : [];
  return starts(ctx, seat);
}
