/**
 * Things security comes to know without seeing a spy: bodies found (A-R10.7), breaches and
 * opened openings noticed (A-R6.16), dead units named (A-R8.5), devices destroyed in sight
 * (A-R10.6).
 */
import { killLearned, raiseAlarm } from './alarm.js';
import type { Ctx } from './ctx.js';
import { distance } from './geometry/cells.js';
import { edgeCells } from './geometry/edges.js';
import type { BodyState } from './types.js';
import { inAnyWatch, trueWatch, viewers } from './vision.js';

/**
 * A body is found (A-R10.7): removed, announced, alarm +2 for a corpse; its unit or dog
 * leaves the security board; the first killed unit learned raises the minimum.
 */
export function findBody(ctx: Ctx, body: BodyState): void {
  const s = ctx.s;
  s.bodies = s.bodies.filter((b) => b.id !== body.id);
  ctx.emit({ type: 'bodyFound', cell: ctx.name(body.cell), of: body.of });
  if (body.of === 'dog') {
    s.secDog = null;
    s.dogDeadUnknown = false;
  } else {
    const unit = s.units.find((u) => u.id === body.of);
    if (unit) unit.onSecBoard = false;
  }
  raiseAlarm(ctx, 2, 'bodyFound');
  if (body.of !== 'dog') killLearned(ctx);
}

/** A-R8.5: an input names a unit that is truly dead: announced, alarm +1, it leaves the board; nothing is spent. */
export function revealDead(ctx: Ctx, unitId: number): void {
  const unit = ctx.s.units.find((u) => u.id === unitId);
  if (!unit) return;
  ctx.emit({ type: 'securityInputVoid', unit: unitId });
  ctx.emit({ type: 'unitDead', unit: unitId });
  raiseAlarm(ctx, 1, 'unitDead');
  unit.onSecBoard = false;
  killLearned(ctx);
}

/** Unknown hidden edges: breaches security has not noticed and openings it still thinks locked. */
function hiddenAt(ctx: Ctx, cells: ReadonlySet<number>): Array<{ opening: number } | { wire: number }> {
  const s = ctx.s;
  const out: Array<{ opening: number } | { wire: number }> = [];
  ctx.map.openings.forEach((o, i) => {
    const st = s.openings[i];
    if (!st) return;
    const hidden = (st.breach && !st.knownBreach) || (st.open && !st.knownOpen && !st.breach);
    if (hidden && (cells.has(o.cells[0]) || cells.has(o.cells[1]))) out.push({ opening: i });
  });
  for (const e of s.cutWires) {
    if (s.knownCutWires.includes(e)) continue;
    const [a, b] = edgeCells(ctx.map, e);
    if (cells.has(a) || cells.has(b)) out.push({ wire: e });
  }
  return out;
}

/** Notices every unknown breach or opened opening bordering one of these cells (A-R6.16). */
export function noticeAround(ctx: Ctx, cells: ReadonlySet<number>): void {
  for (const h of hiddenAt(ctx, cells)) {
    if ('opening' in h) noticeOpening(ctx, h.opening);
    else noticeWire(ctx, h.wire);
  }
}

/** An opening is noticed: the true state goes on the security board; a breach raises the alarm. */
export function noticeOpening(ctx: Ctx, i: number): void {
  const st = ctx.s.openings[i];
  const o = ctx.map.openings[i];
  if (!st || !o) return;
  if (st.breach && !st.knownBreach) {
    st.knownBreach = true;
    st.knownOpen = st.open;
    ctx.emit({ type: 'breachNoticed', opening: o.id, cells: [ctx.name(o.cells[0]), ctx.name(o.cells[1])] });
    raiseAlarm(ctx, 1, 'breach');
  } else if (st.open && !st.knownOpen) {
    st.knownOpen = true;
    ctx.emit({ type: 'openingNoticed', opening: o.id });
  }
}

export function noticeWire(ctx: Ctx, edge: number): void {
  if (ctx.s.knownCutWires.includes(edge)) return;
  ctx.s.knownCutWires = [...ctx.s.knownCutWires, edge].sort((a, b) => a - b);
  const [a, b] = edgeCells(ctx.map, edge);
  ctx.emit({ type: 'breachNoticed', opening: null, cells: [ctx.name(a), ctx.name(b)] });
  raiseAlarm(ctx, 1, 'breach');
}

/** A breach or opened opening just made is noticed at once if a cell beside it is watched (A-R6.16). */
export function noticeIfWatched(ctx: Ctx, cells: [number, number]): void {
  if (inAnyWatch(ctx, cells[0]) || inAnyWatch(ctx, cells[1])) noticeAround(ctx, new Set(cells));
}

/**
 * A-R10.6, A-D86: a device is in sight while its cell (a lamp: any cell it lit) is in the
 * watch of an awake unit or a civilian, or within distance 1 of an awake unit.
 */
export function deviceInSight(ctx: Ctx, cells: number[]): boolean {
  for (const v of viewers(ctx)) {
    if (v.kind !== 'unit' || !v.u.alive) continue;
    const w = trueWatch(ctx, v);
    for (const c of cells) if (w.all.has(c) || distance(ctx.map, c, v.u.cell) <= 1) return true;
  }
  return false;
}
