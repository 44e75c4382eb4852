/**
 * Vision and detection (section 6): true watches, detection of spies with the posture and
 * cover rules, once per view, caught or spotted, views established, watches that grow, and
 * the resolution order of A-R6.13.
 */
import { killLearned, raiseAlarm, raiseMinimum } from './alarm.js';
import type { Ctx } from './ctx.js';
import type { Detector } from './events.js';
import { watchCells } from './geometry/light.js';
import { findBody, noticeAround } from './notice.js';
import { endActionOnCatch } from './spy/close.js';
import type { CameraState, PerimeterCameraState, Sighting, SpyState, UnitState } from './types.js';

export type Viewer =
  | { kind: 'unit'; id: number; u: UnitState }
  | { kind: 'camera'; id: number; c: CameraState }
  | { kind: 'perimeterCamera'; id: number; p: PerimeterCameraState };

export interface Watch {
  direct: ReadonlySet<number>;
  all: ReadonlySet<number>;
}

const EMPTY: Watch = { direct: new Set(), all: new Set() };

/** Every viewer in ascending id (A-R16.3), whether or not it watches now. */
export function viewers(ctx: Ctx): Viewer[] {
  const out: Viewer[] = [];
  for (const u of ctx.s.units) out.push({ kind: 'unit', id: u.id, u });
  for (const c of ctx.s.cameras) out.push({ kind: 'camera', id: c.id, c });
  for (const p of ctx.s.perimeterCameras) out.push({ kind: 'perimeterCamera', id: p.id, p });
  return out.sort((a, b) => a.id - b.id);
}

export function directOf(v: Viewer): number[] {
  return v.kind === 'unit' ? v.u.direct : v.kind === 'camera' ? v.c.direct : v.p.direct;
}

function seenOf(v: Viewer): number[] {
  return v.kind === 'unit' ? v.u.seen : v.kind === 'camera' ? v.c.seen : v.p.seen;
}

/** Whether the viewer truly watches now (A-R6.1, A-R8.16). */
export function watching(v: Viewer): boolean {
  if (v.kind === 'unit') return v.u.alive;
  if (v.kind === 'camera') return v.c.watching && !v.c.destroyed;
  return v.p.watching && !v.p.destroyed;
}

/** The true watch (A-R6.4): direct cells plus the light pools of lit direct cells. */
export function trueWatch(ctx: Ctx, v: Viewer): Watch {
  if (!watching(v)) return EMPTY;
  const direct = directOf(v);
  if (direct.length === 0) return EMPTY;
  return { direct: new Set(direct), all: new Set(watchCells(direct, ctx.light())) };
}

export const isCivilian = (v: Viewer): boolean => v.kind === 'unit' && v.u.kind === 'civilian';
/** Guards and cameras find bodies; civilians never do (A-R10.7, A-D77). */
export const findsBodies = (v: Viewer): boolean => !isCivilian(v);

function detector(v: Viewer): Detector {
  if (v.kind === 'unit') return { kind: v.u.kind === 'civilian' ? 'civilian' : 'unit', id: v.id };
  return { kind: v.kind, id: v.id };
}

/** Whether a spy on `cell` is detected through this watch, by posture and cover (A-R6.7). */
function seesSpy(ctx: Ctx, w: Watch, spy: SpyState): boolean {
  if (spy.camouflaged || spy.status !== 'onBoard') return false;
  if (w.direct.has(spy.cell)) return true;
  if (!w.all.has(spy.cell) || spy.posture === 'prone') return false;
  // The Acrobat on a black square is detected only through direct cells.
  return !(spy.role === 'acrobat' && ctx.map.terrain[spy.cell] === '#');
}

/** Units may not catch where they may not go (A-R6.10). */
function unitMayEnter(ctx: Ctx, cell: number): boolean {
  const kind = ctx.map.areas[ctx.map.areaOf[cell] as number]?.kind;
  return !ctx.map.rules.unitForbiddenAreaKinds.includes(kind as never);
}

/** A viewer detects a spy (A-R6.9, A-R6.11). Returns true if the spy was caught. */
function detect(ctx: Ctx, v: Viewer, spy: SpyState): boolean {
  seenOf(v).push(spy.seat);
  const by = detector(v);
  if (by.kind === 'unit' && unitMayEnter(ctx, spy.cell)) {
    catchSpy(ctx, spy, by);
    return true;
  }
  spotSpy(ctx, spy, by, findsBodies(v) ? by : null);
  return false;
}

/**
 * Detection of one spy by every current watch, ascending viewer id, stopping if it is caught
 * (A-R6.13 step 1). Returns true if the spy is no longer on the board.
 */
export function detectSpy(ctx: Ctx, spy: SpyState): boolean {
  for (const v of viewers(ctx)) {
    if (spy.status !== 'onBoard') return true;
    if (seenOf(v).includes(spy.seat)) continue;
    if (!seesSpy(ctx, trueWatch(ctx, v), spy)) continue;
    if (detect(ctx, v, spy)) return true;
  }
  return spy.status !== 'onBoard';
}

function howOf(by: Detector): Sighting['how'] {
  if (by.kind === 'unit') return 'unit';
  if (by.kind === 'search') return 'search';
  return by.kind;
}

/**
 * Caught (A-R6.9): removed for the rest of the game, alarm +2 and minimum +1, announced; a
 * carried body goes with it (its unit or dog leaves the security board), a carried document
 * is lost, which ends the game (A-R11.10).
 */
export function catchSpy(ctx: Ctx, spy: SpyState, by: Detector): void {
  const s = ctx.s;
  const cell = spy.cell;
  ctx.emit({ type: 'caught', seat: spy.seat, cell: ctx.name(cell), by });
  spy.sighting = { cell, turn: s.turn, how: 'caught' };
  spy.status = 'caught';
  spy.cell = -1;
  spy.camouflaged = false;
  // A caught spy owes no more input this round, whether or not it had acted.
  if (s.stage === 'spies') s.done[spy.seat - 1] = true;
  if (spy.carriesDocument) {
    spy.carriesDocument = false;
    ctx.end('security', 'security/carrier_caught');
  }
  raiseAlarm(ctx, 2, 'caught');
  raiseMinimum(ctx, 'catch');
  if (spy.carriesBody >= 0) {
    const body = s.bodies.find((b) => b.id === spy.carriesBody);
    spy.carriesBody = -1;
    if (body) {
      s.bodies = s.bodies.filter((b) => b !== body);
      leaveSecurityBoard(ctx, body.of);
    }
  }
  if (s.action?.seat === spy.seat) endActionOnCatch(ctx, spy);
  checkNoSpies(ctx);
}

/** The unit or dog of a removed body leaves the security board; a unit counts for the minimum. */
function leaveSecurityBoard(ctx: Ctx, of: number | 'dog'): void {
  if (of === 'dog') {
    ctx.s.secDog = null;
    ctx.s.dogDeadUnknown = false;
    return;
  }
  const unit = ctx.s.units.find((u) => u.id === of);
  if (unit) unit.onSecBoard = false;
  killLearned(ctx);
}

/**
 * Spotted (A-R6.9): alarm +1, the figure and cell announced and kept as its last sighting. A
 * body it carries is found if the spotter is a guard or a camera.
 */
export function spotSpy(ctx: Ctx, spy: SpyState, by: Detector, finder: Detector | null): void {
  const cell = spy.cell;
  ctx.emit({ type: 'spotted', seat: spy.seat, cell: ctx.name(cell), by });
  spy.sighting = { cell, turn: ctx.s.turn, how: howOf(by) };
  raiseAlarm(ctx, 1, by.kind === 'dog' ? 'dog' : 'spotted');
  if (finder && spy.carriesBody >= 0) {
    const body = ctx.s.bodies.find((b) => b.id === spy.carriesBody);
    spy.carriesBody = -1;
    if (body) findBody(ctx, { ...body, cell });
  }
}

/** A-R1.7: with no spy waiting or on board and the objective still here, security wins. */
export function checkNoSpies(ctx: Ctx): void {
  if (ctx.s.stage === 'spySetup' || ctx.s.stage === 'securitySetup') return;
  if (!ctx.s.spies.some((p) => p.status === 'waiting' || p.status === 'onBoard'))
    ctx.end('security', 'security/no_spies');
}

/**
 * A viewer establishes a view (A-R6.3, A-R6.13): its new direct cells replace the old; every
 * spy in the new watch is checked in seat order, then bodies (guards and cameras only), then
 * breaches and opened openings. `continued` keeps what the viewer already detected (a dog
 * handler's end view continues its moving watch, A-R8.2).
 */
export function establishView(ctx: Ctx, v: Viewer, direct: number[], continued = false): void {
  if (v.kind === 'unit') {
    v.u.direct = direct;
    if (!continued) v.u.seen = [];
  } else if (v.kind === 'camera') {
    v.c.direct = direct;
    v.c.seen = [];
    v.c.watching = !v.c.destroyed && v.c.jammedUntil === 0;
  } else {
    v.p.direct = direct;
    v.p.seen = [];
    v.p.watching = !v.p.destroyed && v.p.jammedUntil === 0;
  }
  ctx.emit({
    type: 'viewed',
    viewer: v.id,
    cells: direct.map((c) => ctx.name(c)),
    aim: v.kind === 'perimeterCamera' ? null : v.kind === 'unit' ? v.u.aim : v.c.aim,
  });
  const w = trueWatch(ctx, v);
  if (w.all.size === 0) return;
  checkWatchCells(ctx, v, w, w.all, true);
}

/**
 * Checks cells newly in a viewer's watch: spies in seat order (stopping a spy's checks if it is
 * caught), bodies in direct cells, then breaches and opened openings bordering the cells.
 */
function checkWatchCells(ctx: Ctx, v: Viewer, w: Watch, cells: ReadonlySet<number>, bodies: boolean): void {
  for (const spy of ctx.s.spies) {
    if (spy.status !== 'onBoard' || !cells.has(spy.cell)) continue;
    if (seenOf(v).includes(spy.seat) || !watching(v)) continue;
    if (seesSpy(ctx, w, spy)) detect(ctx, v, spy);
  }
  if (bodies && findsBodies(v) && watching(v)) {
    for (const body of ctx.s.bodies.slice()) {
      if (w.direct.has(body.cell) && ctx.s.bodies.includes(body) && !carried(ctx, body.id))
        findBody(ctx, body);
    }
  }
  noticeAround(ctx, cells);
}

const carried = (ctx: Ctx, body: number) => ctx.s.spies.some((p) => p.carriesBody === body);

/**
 * A change that may grow watches without a new view (an opening opened or breached, house
 * lights): only the gained cells are checked, in the same order (A-R6.13).
 */
export function growWatches(ctx: Ctx, change: () => void): void {
  const before = new Map<number, ReadonlySet<number>>();
  for (const v of viewers(ctx)) before.set(v.id, trueWatch(ctx, v).all);
  change();
  ctx.invalidate();
  for (const v of viewers(ctx)) {
    const w = trueWatch(ctx, v);
    const old = before.get(v.id) ?? new Set<number>();
    const gained = new Set<number>();
    for (const c of w.all) if (!old.has(c)) gained.add(c);
    if (gained.size > 0) checkWatchCells(ctx, v, w, gained, false);
  }
}

/** Whether a cell lies in any viewer's true watch now. */
export function inAnyWatch(ctx: Ctx, cell: number): boolean {
  return viewers(ctx).some((v) => trueWatch(ctx, v).all.has(cell));
}

/** A body that comes to rest is found at once if it lies in a direct cell of a guard's or camera's watch (A-R10.7). */
export function bodyInDirectCell(ctx: Ctx, cell: number): boolean {
  return viewers(ctx).some((v) => findsBodies(v) && trueWatch(ctx, v).direct.has(cell));
}
