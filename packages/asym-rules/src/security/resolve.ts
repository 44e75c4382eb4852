/**
 * Resolution of checked security inputs on the true board (A-R15.3): collisions, bodies found
 * on entering, openings noticed, voided inputs on dead units, a displaced dog.
 */
import { randomInt } from '@safecrackers/engine-kit';
import type { Ctx } from '../ctx.js';
import { releaseDog } from '../dog.js';
import { lineOfSight } from '../geometry/los.js';
import { findBody, noticeAround, noticeOpening, revealDead } from '../notice.js';
import { aimed, patternCells, unitPattern } from '../patterns.js';
import { securityBoard } from '../secboard.js';
import { figureAt, spyOf } from '../spy/common.js';
import { enterPhase, startSpySetup } from '../turn.js';
import type { SecurityCardId, UnitKind, UnitState } from '../types.js';
import { catchSpy, establishView, growWatches, spotSpy, type Viewer } from '../vision.js';
import type { Checked, CheckedPlay, ViewChoice } from './check.js';
import { search } from './search.js';

const unitViewer = (u: UnitState): Viewer => ({ kind: 'unit', id: u.id, u });

function liveUnit(ctx: Ctx, id: number): UnitState | undefined {
  return ctx.s.units.find((u) => u.id === id);
}

/** Places a unit (setup, reinforcement or card): a hidden spy on the cell is caught as in a collision (A-R14.4). */
function placeUnit(
  ctx: Ctx,
  kind: UnitKind,
  cell: number,
  view: ViewChoice,
  civilian: number,
  cause: 'setup' | 'reinforcement' | 'card',
): void {
  const s = ctx.s;
  const u: UnitState = {
    id: s.nextId++,
    kind,
    cell,
    civilian,
    direct: [],
    aim: view.aim,
    alive: true,
    onSecBoard: true,
    seen: [],
  };
  const there = figureAt(s, cell);
  s.units.push(u);
  ctx.emit({ type: 'unitPlaced', unit: u.id, kind, cell: ctx.name(cell), cause });
  if (there?.kind === 'spy') collide(ctx, u, there.seat);
  establishView(ctx, unitViewer(u), view.direct);
}

/** A-R6.12: a unit meets a spy on the true board: a unit catches it, a civilian spots it. */
function collide(ctx: Ctx, u: UnitState, seat: number): void {
  const spy = spyOf(ctx.s, seat);
  if (u.kind === 'civilian') spotSpy(ctx, spy, { kind: 'civilian', id: u.id }, null);
  else catchSpy(ctx, spy, { kind: 'unit', id: u.id });
}

export function resolveSecurity(ctx: Ctx, c: Checked): void {
  const s = ctx.s;
  switch (c.type) {
    case 'placeUnit':
      placeUnit(ctx, c.kind, c.cell, c.view, c.civilian, 'setup');
      if (c.kind === 'civilian') setupMaybeDone(ctx);
      return;
    case 'placeCamera': {
      const cam = {
        id: s.nextId++,
        kind: c.kind,
        cell: c.cell,
        aim: c.view.aim,
        direct: [],
        watching: true,
        destroyed: false,
        knownDestroyed: false,
        jammedUntil: 0,
        seen: [],
      };
      s.cameras.push(cam);
      ctx.emit({
        type: 'cameraPlaced',
        camera: cam.id,
        kind: c.kind,
        cell: ctx.name(c.cell),
        cause: 'setup',
      });
      establishView(ctx, { kind: 'camera', id: cam.id, c: cam }, c.view.direct);
      return;
    }
    case 'placePerimeterCamera': {
      const pc = {
        id: s.nextId++,
        mount: c.mount,
        direct: [],
        watching: true,
        destroyed: false,
        knownDestroyed: false,
        jammedUntil: 0,
        seen: [],
      };
      s.perimeterCameras.push(pc);
      ctx.emit({
        type: 'perimeterCameraPlaced',
        camera: pc.id,
        mount: ctx.map.perimeterMounts[c.mount]?.id ?? '?',
      });
      // A-R8.9, A-D92: it watches from setup.
      establishView(ctx, { kind: 'perimeterCamera', id: pc.id, p: pc }, perimeterStrip(ctx, c.mount));
      return;
    }
    case 'placeAlarmToken': {
      const id = s.nextId++;
      s.alarmTokens.push({ id, opening: c.opening, spent: false, disarmed: false });
      ctx.emit({ type: 'alarmTokenPlaced', token: id, opening: ctx.map.openings[c.opening]?.id ?? '?' });
      return;
    }
    case 'placeDocument':
      s.documents.push({ cell: c.cell, onTrue: true, onSec: true, revealedTurn: 0 });
      ctx.emit({ type: 'documentPlaced', cell: ctx.name(c.cell) });
      return;
    case 'endPhase':
      if (s.phase === 2) enterPhase(ctx, 3);
      else if (s.phase === 5) enterPhase(ctx, 6);
      else if (s.phase === 6) {
        camerasView(ctx);
        enterPhase(ctx, 7);
      }
      return;
    case 'placeReinforcement':
      s.reserve[c.kind] -= 1;
      s.pendingReinforcements -= 1;
      s.secTurn.reinforcements -= 1;
      placeUnit(ctx, c.kind, c.cell, c.view, 0, 'reinforcement');
      return;
    case 'activate':
      activate(ctx, c.unit);
      return;
    case 'releaseDog':
      releaseDog(ctx, c.unit, c.cell, c.view);
      return;
    case 'unitStep':
      unitStep(ctx, c.to, c.cost);
      return;
    case 'unitDoor':
      unitDoor(ctx, c.opening, c.to);
      return;
    case 'endActivation': {
      const a = s.activation;
      const u = a ? liveUnit(ctx, a.unit) : undefined;
      if (!a || !u) return;
      s.activation = null;
      u.aim = c.view.aim;
      // A dog handler's end view continues its moving watch (A-R8.2).
      establishView(ctx, unitViewer(u), c.view.direct, u.kind === 'dogHandler');
      return;
    }
    case 'aimCamera': {
      const cam = s.cameras.find((x) => x.id === c.camera);
      if (!cam) return;
      cam.aim = c.view.aim;
      ctx.emit({ type: 'cameraAimed', camera: cam.id, aim: c.view.aim as NonNullable<typeof c.view.aim> });
      return;
    }
    case 'card':
      playSecurityCard(ctx, c.card, c.target, c.linked, c.play);
      return;
  }
}

/** The perimeter strip as the security board sees it (A-R8.9): each cell if visible from the mount. */
export function perimeterStrip(ctx: Ctx, mount: number): number[] {
  const m = ctx.map.perimeterMounts[mount];
  if (!m) return [];
  const t = securityBoard(ctx.s).terrain;
  return m.cells.filter((c) => lineOfSight(t, m.cell, c, 'sight')).sort((a, b) => a - b);
}

/** After the last setup piece: the marked token is drawn (A-R16.2), then the spies choose loadouts. */
function setupMaybeDone(ctx: Ctx): void {
  const s = ctx.s;
  if (s.units.filter((u) => u.kind === 'civilian').length < ctx.map.setup.civilians) return;
  s.documents.sort((a, b) => a.cell - b.cell);
  s.marked = randomInt(s.rng, s.documents.length);
  ctx.emit({ type: 'markedTokenDrawn' });
  startSpySetup(ctx);
}

/** Phase 6 (A-R8.8): every camera views with its aim, ascending id; a jammed or destroyed one truly sees nothing. */
function camerasView(ctx: Ctx): void {
  const t = securityBoard(ctx.s).terrain;
  for (const cam of ctx.s.cameras) {
    if (cam.knownDestroyed) continue;
    const pattern =
      cam.kind === 'wideAngle'
        ? 'arc'
        : cam.kind === 'nightVision'
          ? 'ray'
          : cam.kind === 'panoramic'
            ? 'all'
            : 'neighbour';
    const cells =
      patternCells(t, pattern, cam.cell, aimed(pattern) ? (cam.aim ?? undefined) : undefined) ?? [];
    establishView(
      ctx,
      { kind: 'camera', id: cam.id, c: cam },
      [...new Set([cam.cell, ...cells])].sort((a, b) => a - b),
    );
  }
}

/** A-R8.3: an activation starts; a dead unit named is revealed instead and nothing is spent (A-R8.5). */
function activate(ctx: Ctx, id: number): void {
  const s = ctx.s;
  const u = liveUnit(ctx, id);
  if (!u) return;
  if (!u.alive) {
    revealDead(ctx, id);
    return;
  }
  s.secTurn.used += 1;
  s.secTurn.activated.push(id);
  const points = u.kind === 'civilian' ? 2 : s.secTurn.forcedMarch.includes(id) ? 5 : 3;
  s.activation = { unit: id, points, spent: 0, moveEnded: false };
  ctx.emit({ type: 'unitActivated', unit: id, points });
  // Its old view is dropped; a dog handler watches its neighbourhood while it moves (A-R6.3, A-R8.2).
  if (u.kind === 'dogHandler') establishView(ctx, unitViewer(u), handlerCells(ctx, u));
  else {
    u.direct = [];
    u.seen = [];
  }
}

/** A dog handler's neighbourhood by handler sight, on the security board (A-R8.1, A-R8.2). */
function handlerCells(ctx: Ctx, u: UnitState): number[] {
  return patternCells(securityBoard(ctx.s).terrain, unitPattern('dogHandler'), u.cell, undefined) ?? [];
}

/**
 * A unit's step (A-R8.6, A-R6.12): into a true spy it catches (a civilian stops and spots);
 * entering a cell finds bodies there and notices openings beside it.
 */
function unitStep(ctx: Ctx, to: number, cost: number): void {
  const s = ctx.s;
  const a = s.activation;
  const u = a ? liveUnit(ctx, a.unit) : undefined;
  if (!a || !u) return;
  a.spent += cost;
  const there = figureAt(s, to);
  if (there?.kind === 'spy' && u.kind === 'civilian') {
    a.moveEnded = true;
    ctx.emit({ type: 'unitStopped', unit: u.id, at: ctx.name(u.cell) });
    collide(ctx, u, there.seat);
    return;
  }
  const from = u.cell;
  u.cell = to;
  ctx.emit({ type: 'unitMoved', unit: u.id, from: ctx.name(from), to: ctx.name(to), cost });
  if (there?.kind === 'spy') {
    a.moveEnded = true;
    collide(ctx, u, there.seat);
  }
  if (u.kind !== 'civilian')
    for (const body of s.bodies.slice())
      if (body.cell === to && !s.spies.some((p) => p.carriesBody === body.id)) findBody(ctx, body);
  noticeAround(ctx, new Set([to]));
  if (u.kind === 'dogHandler' && u.alive) establishView(ctx, unitViewer(u), handlerCells(ctx, u), true);
}

/** A-R8.3, A-D90: lock or open, checked on the security board and resolved on the true one. */
function unitDoor(ctx: Ctx, i: number, to: 'open' | 'locked'): void {
  const s = ctx.s;
  const a = s.activation;
  const st = s.openings[i];
  const o = ctx.map.openings[i];
  if (!a || !st || !o) return;
  a.spent += 1;
  const wantOpen = to === 'open';
  if (st.breach || st.open === wantOpen) {
    ctx.emit({ type: 'unitDoor', unit: a.unit, opening: o.id, to, changed: false });
    noticeOpening(ctx, i);
    return;
  }
  ctx.emit({ type: 'unitDoor', unit: a.unit, opening: o.id, to, changed: true });
  growWatches(ctx, () => {
    st.open = wantOpen;
    st.knownOpen = wantOpen;
  });
  const u = liveUnit(ctx, a.unit);
  if (u?.kind === 'dogHandler' && u.alive) establishView(ctx, unitViewer(u), handlerCells(ctx, u), true);
}

function playSecurityCard(
  ctx: Ctx,
  card: SecurityCardId,
  target: string | null,
  linked: boolean,
  play: CheckedPlay,
): void {
  const s = ctx.s;
  // A card naming a dead unit reveals it and is not spent (A-R14.4, A-R8.5).
  if ('unit' in play) {
    const u = liveUnit(ctx, play.unit);
    if (u && !u.alive) {
      revealDead(ctx, play.unit);
      return;
    }
  }
  s.hand[card] -= 1;
  s.discards.push(card);
  s.secTurn.plays.push({ card, target: target ?? card });
  if (linked) s.secTurn.alarmLinked += 1;
  ctx.emit({ type: 'securityCardPlayed', card, target: publicTarget(ctx, play) });
  switch (play.card) {
    case 'S1': {
      // A-R14.5 S1: zones holding an on-board spy, camouflaged and prone included; no-zone cells never.
      const zones = new Set<string>();
      for (const p of s.spies) {
        const z = p.status === 'onBoard' ? ctx.map.heatZone[p.cell] : null;
        if (z) zones.add(z);
      }
      const list = [...zones].sort();
      s.heat.push({ turn: s.turn, zones: list });
      ctx.emit({ type: 'heatSensor', zones: list });
      return;
    }
    case 'S2':
      placeUnit(ctx, 'ordinary', play.cell, play.view, 0, 'card');
      return;
    case 'S3':
      s.secTurn.forcedMarch.push(play.unit);
      return;
    case 'S4':
      s.secTurn.doubleShift += 1;
      s.secTurn.n += 1;
      return;
    case 'S5': {
      // A-D87: same id, same activation status; it views at once.
      const u = liveUnit(ctx, play.unit);
      if (!u) return;
      u.kind = play.kind;
      u.aim = play.view.aim;
      ctx.emit({ type: 'unitReplaced', unit: u.id, kind: play.kind });
      establishView(ctx, unitViewer(u), play.view.direct);
      return;
    }
    case 'S6': {
      const cam = {
        id: s.nextId++,
        kind: play.kind,
        cell: play.cell,
        aim: play.view.aim,
        direct: [],
        watching: true,
        destroyed: false,
        knownDestroyed: false,
        jammedUntil: 0,
        seen: [],
      };
      s.cameras.push(cam);
      ctx.emit({
        type: 'cameraPlaced',
        camera: cam.id,
        kind: play.kind,
        cell: ctx.name(play.cell),
        cause: 'card',
      });
      establishView(ctx, { kind: 'camera', id: cam.id, c: cam }, play.view.direct);
      return;
    }
    case 'S9': {
      const id = s.nextId++;
      s.bugs.push({ id, cell: play.cell, spent: false, disarmed: false });
      ctx.emit({ type: 'bugPlaced', bug: id, cell: ctx.name(play.cell) });
      return;
    }
    case 'S11':
      search(ctx, play.unit);
      return;
  }
}

function publicTarget(ctx: Ctx, play: CheckedPlay): string | null {
  if ('unit' in play) return `unit ${play.unit}`;
  if ('cell' in play) return ctx.name(play.cell);
  return null;
}
