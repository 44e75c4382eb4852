/**
 * A spy's action (section 4): begin in a declared mode (emerging from camouflage first),
 * pass or stay hidden, steps, entering and leaving the board, and ending the action.
 */
import type { Ctx } from '../ctx.js';
import { triggerAlarmToken } from '../devices.js';
import { fail } from '../errors.js';
import { DX, DY } from '../geometry/cells.js';
import { edgeCells } from '../geometry/edges.js';
import { crossedEdges, crossesWire, enterable, meleeAdjacent, stepCost } from '../geometry/steps.js';
import { OPENING_BASE } from '../maps/types.js';
import { MODES, type Mode, type SpyState } from '../types.js';
import { checkNoSpies } from '../vision.js';
import { closeAction } from './close.js';
import {
  figureAt,
  MODE_POINTS,
  openAction,
  otherSpyAt,
  remaining,
  spyMover,
  spyOf,
  unitOrDogAt,
} from './common.js';
import { resolveArrival } from './enter.js';
import { checkMarkers, defaultMarkers } from './noise.js';

function eligible(ctx: Ctx, spy: SpyState): void {
  const s = ctx.s;
  if (s.stage !== 'spies') fail('action/wrong_stage', 'It is not the spies’ turn.');
  if (s.action) fail('spy/action_open', 'Another action is open; wait until it ends (A-R3.3).');
  if (spy.status !== 'waiting' && spy.status !== 'onBoard')
    fail('spy/not_eligible', 'This spy no longer acts.');
  if (s.done[spy.seat - 1]) fail('spy/done', 'This spy has already acted this round.');
}

/** The free cells a camouflaged spy may emerge on when a figure stands on its token (E5, A-D76). */
export function emergeCells(ctx: Ctx, spy: SpyState): number[] {
  const t = ctx.terrain();
  const out: number[] = [];
  const col = spy.cell % t.cols;
  const row = (spy.cell - col) / t.cols;
  for (let d = 0; d < 8; d++) {
    const c = col + (DX[d] as number);
    const r = row + (DY[d] as number);
    if (c < 0 || r < 0 || c >= t.cols || r >= t.rows) continue;
    const n = r * t.cols + c;
    if (!enterable(t, n, spyMover(spy, null)) || figureAt(ctx.s, n) !== null) continue;
    if (meleeAdjacent(t, spy.cell, n)) out.push(n);
  }
  return out.sort((a, b) => a - b);
}

export function beginAction(ctx: Ctx, seat: number, mode: Mode, lieDown: boolean): void {
  const s = ctx.s;
  const spy = spyOf(s, seat);
  eligible(ctx, spy);
  if (!MODES.includes(mode)) fail('spy/mode', `Unknown mode "${String(mode)}".`);
  if (lieDown && (mode !== 'prone' || spy.status !== 'onBoard' || spy.posture === 'prone'))
    fail('spy/mode', 'Only a standing spy on the board lies down, in a Prone action.');
  const onBoard = spy.status === 'onBoard';
  let emergeAt = -1;
  if (spy.camouflaged) {
    if (figureAt(s, spy.cell) === null) emergeAt = spy.cell;
    else {
      const cells = emergeCells(ctx, spy);
      if (cells.length === 0)
        fail('spy/cannot_emerge', 'No free cell beside your token: stay hidden this round (E5).');
      s.pending = { kind: 'emergeCell', seat, cells, context: 'action', unit: -1, queue: [] };
    }
  }
  s.action = {
    seat,
    mode,
    points: MODE_POINTS[mode],
    spent: 0,
    penalty: spy.carriesBody >= 0,
    start: onBoard ? spy.cell : -1,
    occupied: onBoard ? [spy.cell] : [],
    steps: 0,
    played: [],
    shot: false,
    pickedUp: false,
    dropped: false,
    thrown: false,
    softSoles: false,
    rope: 'none',
    jammed: false,
    lay: lieDown,
  };
  ctx.tell({ type: 'actionBegun', seat, mode });
  if (s.pending) return;
  startAction(ctx, spy, emergeAt);
}

/** The rest of beginAction once the spy stands where its action starts. */
export function startAction(ctx: Ctx, spy: SpyState, emergeAt: number): void {
  const a = ctx.s.action;
  if (!a) return;
  if (emergeAt >= 0) {
    spy.camouflaged = false;
    spy.cell = emergeAt;
    a.start = emergeAt;
    a.occupied = [emergeAt];
    ctx.tell({ type: 'emerged', seat: spy.seat, cell: ctx.name(emergeAt) });
    if (!resolveArrival(ctx, spy, 'emerge')) return;
  } else if (spy.status === 'onBoard' && !resolveArrival(ctx, spy, 'start')) return;
  if (spy.status !== 'onBoard') return;
  if (spy.posture === 'prone' && a.mode !== 'prone') changePosture(ctx, spy, 'standing');
  else if (a.lay) changePosture(ctx, spy, 'prone');
}

export function changePosture(ctx: Ctx, spy: SpyState, posture: 'standing' | 'prone'): boolean {
  spy.posture = posture;
  ctx.tell({ type: 'postureChanged', seat: spy.seat, posture });
  return resolveArrival(ctx, spy, 'posture');
}

export function pass(ctx: Ctx, seat: number, hidden: boolean): void {
  const spy = spyOf(ctx.s, seat);
  eligible(ctx, spy);
  if (hidden && !spy.camouflaged) fail('spy/not_eligible', 'Only a camouflaged spy stays hidden.');
  if (!hidden && spy.camouflaged)
    fail('spy/not_eligible', 'A camouflaged spy gives stayHidden instead (E5).');
  ctx.s.done[seat - 1] = true;
  ctx.tell({ type: 'passed', seat, hidden });
}

/** The cost of entering the board on an edge cell (A-R4.11). */
function entryCost(ctx: Ctx, spy: SpyState, to: number): number {
  const t = ctx.terrain();
  if (!ctx.map.spyEdgeCells.includes(to) || !enterable(t, to, spyMover(spy, null))) return -1;
  return 1 + (ctx.map.terrain[to] === '~' ? 1 : 0) + (ctx.map.terrain[to] === '#' ? 1 : 0);
}

/** Whether a spy on `cell` with `left` points could still step on to a cell where it may stop, or off the board. */
function canMoveOn(ctx: Ctx, spy: SpyState, cell: number, left: number, rope: boolean): boolean {
  const t = ctx.terrain();
  if (left >= 1 && spy.posture === 'standing' && ctx.map.spyEdgeCells.includes(cell)) return true;
  const col = cell % t.cols;
  const row = (cell - col) / t.cols;
  for (let d = 0; d < 8; d++) {
    const c = col + (DX[d] as number);
    const r = row + (DY[d] as number);
    if (c < 0 || r < 0 || c >= t.cols || r >= t.rows) continue;
    const n = r * t.cols + c;
    const cost = stepCost(t, cell, n, { kind: 'spy', acrobat: spy.role === 'acrobat', rope });
    if (cost >= 0 && cost <= left && figureAt(ctx.s, n) === null) return true;
  }
  return false;
}

/** The cost of a step for the acting spy, or an error (A-R4.4, A-R2.9). */
export function checkStep(ctx: Ctx, seat: number, to: number): number {
  const s = ctx.s;
  const spy = spyOf(s, seat);
  const a = openAction(s, seat);
  if (s.pending) fail('action/prompt_pending', 'Answer the prompt first.');
  if (a.thrown) fail('move/not_now', 'After a throw the movement is over (A-R4.6).');
  if (a.jammed) fail('move/not_now', 'After the Technician’s jam this action makes no step (A-D101).');
  const waiting = spy.status === 'waiting';
  const cost = waiting ? entryCost(ctx, spy, to) : stepCost(ctx.terrain(), spy.cell, to, spyMover(spy, a));
  if (cost < 0)
    fail('move/illegal', waiting ? 'Enter on a cell of the spy edge (A-R4.11).' : 'That step is not legal.');
  if (cost > remaining(a)) fail('move/cannot_pay', `That step costs ${cost}; ${remaining(a)} point(s) left.`);
  if (unitOrDogAt(s, to)) fail('move/occupied', 'A unit or the dog stands there.');
  if (otherSpyAt(s, to, seat)) {
    const rope = a.rope === 'ready' && !waiting && !crossesWire(ctx.terrain(), spy.cell, to);
    if (!canMoveOn(ctx, spy, to, remaining(a) - cost, rope))
      fail('move/occupied', 'You may pass through another spy but not stop there.');
  }
  return cost;
}

export function step(ctx: Ctx, seat: number, to: number): void {
  const s = ctx.s;
  const spy = spyOf(s, seat);
  const a = openAction(s, seat);
  const cost = checkStep(ctx, seat, to);
  const t = ctx.terrain();
  const from = spy.cell;
  a.spent += cost;
  a.steps += 1;
  if (spy.status === 'waiting') {
    spy.status = 'onBoard';
    spy.posture = 'standing';
    spy.cell = to;
    a.start = to;
    ctx.tell({ type: 'spyEntered', seat, cell: ctx.name(to) });
  } else {
    if (a.rope === 'ready' && crossesWire(t, from, to)) {
      a.rope = 'used';
      ctx.tell({ type: 'rope', seat });
    }
    const crossed = crossedEdges(t, from, to, spyMover(spy, null));
    spy.cell = to;
    ctx.tell({ type: 'spyMoved', seat, from: ctx.name(from), to: ctx.name(to), cost });
    recordEntry(ctx, spy, from, to, crossed);
    // A-R8.13: passing through an open opening with an armed token triggers it.
    for (const e of crossed) {
      const f = ctx.map.edgeFeature[e] as number;
      if (f >= OPENING_BASE) triggerAlarmToken(ctx, f - OPENING_BASE);
      if (spy.status !== 'onBoard') return;
    }
  }
  if (!a.occupied.includes(to)) a.occupied.push(to);
  resolveArrival(ctx, spy, 'step');
}

/** A-R11.7: a step from an outdoor cell into a house cell records the crossed edge as the spy's entry. */
function recordEntry(ctx: Ctx, spy: SpyState, from: number, to: number, crossed: number[]): void {
  const kind = (c: number) => ctx.map.areas[ctx.map.areaOf[c] as number]?.kind;
  if (kind(from) !== 'outdoor' || kind(to) !== 'house') return;
  for (const e of crossed) {
    const [x, y] = edgeCells(ctx.map, e);
    const outside = kind(x) === 'outdoor' ? x : kind(y) === 'outdoor' ? y : -1;
    if (outside < 0 || (kind(x) !== 'house' && kind(y) !== 'house')) continue;
    const f = ctx.map.edgeFeature[e] as number;
    spy.entry = { edge: e, outside, opening: f >= OPENING_BASE ? f - OPENING_BASE : -1 };
    return;
  }
}

/** Markers named by the spy, or the default placement when it names none. */
function markersFor(ctx: Ctx, seat: number, names: number[] | undefined): number[] {
  const a = openAction(ctx.s, seat);
  return names === undefined ? defaultMarkers(ctx.map, a) : checkMarkers(ctx.map, a, names);
}

/** A-R4.12: a standing spy on a spy-edge cell steps off the board for 1 point; this ends its action. */
export function leave(ctx: Ctx, seat: number, noise: number[] | undefined): void {
  const s = ctx.s;
  const spy = spyOf(s, seat);
  const a = openAction(s, seat);
  if (s.pending) fail('action/prompt_pending', 'Answer the prompt first.');
  if (spy.status !== 'onBoard' || !ctx.map.spyEdgeCells.includes(spy.cell))
    fail('move/illegal', 'Leave from a cell of the spy edge (A-R4.12).');
  if (spy.posture !== 'standing') fail('move/illegal', 'Only a standing spy leaves the board.');
  if (a.thrown || a.jammed) fail('move/not_now', 'This action makes no more steps.');
  if (remaining(a) < 1) fail('move/cannot_pay', 'Leaving costs 1 point.');
  const markers = markersFor(ctx, seat, noise);
  ctx.tell({ type: 'spyLeft', seat });
  if (spy.carriesDocument) ctx.end('spies', 'spies/document_out');
  spy.status = 'out';
  spy.cell = -1;
  if (spy.carriesBody >= 0) {
    // The body leaves with the spy and is never found (A-R4.12).
    s.bodies = s.bodies.filter((b) => b.id !== spy.carriesBody);
    spy.carriesBody = -1;
  }
  closeAction(ctx, spy, markers);
  checkNoSpies(ctx);
}

export function endAction(ctx: Ctx, seat: number, noise: number[] | undefined, camouflage = false): void {
  const s = ctx.s;
  const spy = spyOf(s, seat);
  const a = openAction(s, seat);
  if (s.pending) fail('action/prompt_pending', 'Answer the prompt first.');
  if (spy.status === 'onBoard' && otherSpyAt(s, spy.cell, seat))
    fail('move/occupied', 'Your movement may not end on another spy’s cell (A-R2.9).');
  const markers = markersFor(ctx, seat, noise);
  if (spy.status === 'onBoard' && a.mode === 'prone' && spy.posture === 'standing') {
    // A Prone action ends with the spy prone (A-R4.2).
    if (!changePosture(ctx, spy, 'prone')) return;
  }
  if (camouflage) {
    spy.camouflaged = true;
    ctx.tell({ type: 'camouflaged', seat, cell: ctx.name(spy.cell) });
  }
  closeAction(ctx, spy, markers);
}
