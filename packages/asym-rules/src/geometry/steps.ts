/**
 * Corners, steps and their cost (A-R2.6–A-R2.9, A-D8, A-D10, A-D91). Occupancy by figures is
 * not decided here: callers add it (A-R2.9), since it differs between the true board and the
 * security board.
 */
import { colOf, DX, DY, rowOf } from './cells.js';
import { edgeBetween } from './edges.js';
import { BUSH, CANVAS, CLOSED, MIRROR, OPEN, type Terrain, WALL, WINDOW, WIRE } from './terrain.js';

/**
 * Who walks. Spies and dogs share the walking rules (A-R9.1); the Acrobat also enters black
 * squares; `rope` lets a spy cross one wire edge by an orthogonal step (E15). Units and
 * civilians pass closed doors, gates and electronic doors by orthogonal steps (keys, A-D13).
 */
export type Mover =
  | { kind: 'spy'; acrobat?: boolean; rope?: boolean }
  | { kind: 'dog' }
  | { kind: 'unit' }
  | { kind: 'civilian' };

export const SPY: Mover = { kind: 'spy' };
export const DOG: Mover = { kind: 'dog' };
export const UNIT: Mover = { kind: 'unit' };
export const CIVILIAN: Mover = { kind: 'civilian' };

const keyed = (m: Mover) => m.kind === 'unit' || m.kind === 'civilian';

/** Whether a unit edge of this status stops walking on a side route, for every mover (A-R2.6). */
function sideRouteBlocked(status: number): boolean {
  if (status === WALL || status === WIRE || status === MIRROR || status === CANVAS || status === WINDOW)
    return true;
  // A closed door blocks every side route, for units too: they pass it only square on (A-D91).
  return status === CLOSED;
}

/** A blocking cell for this mover's walking: black squares (not for the Acrobat), generators, towers. */
export function walkBlocked(t: Terrain, cell: number, mover: Mover): boolean {
  if (!t.blocking[cell]) return false;
  if (mover.kind === 'spy' && mover.acrobat) return t.map.terrain[cell] !== '#';
  return true;
}

/** Whether the mover may ever stand on the cell: terrain and mission area rules (A-R11.5, A-R17.5). */
export function enterable(t: Terrain, cell: number, mover: Mover): boolean {
  if (walkBlocked(t, cell, mover)) return false;
  const kind = t.map.areas[t.map.areaOf[cell] as number]?.kind;
  const rules = t.map.rules;
  if (mover.kind === 'unit') return !rules.unitForbiddenAreaKinds.includes(kind as never);
  if (mover.kind === 'dog') return !rules.dogForbiddenAreaKinds.includes(kind as never);
  if (mover.kind === 'civilian') return rules.civilianAreaKinds.includes(kind as never);
  return true;
}

/**
 * The side cells of a diagonal step, in the direction order of A-R16.3 as seen from `a`
 * (N before E before S before W).
 */
export function sideCells(t: Terrain, a: number, b: number): [number, number] {
  const vertical = rowOf(t, b) * t.cols + colOf(t, a);
  const horizontal = rowOf(t, a) * t.cols + colOf(t, b);
  const dx = colOf(t, b) - colOf(t, a);
  const dy = rowOf(t, b) - rowOf(t, a);
  // NE, NW: the north cell first; SE: east first; SW: south first.
  if (dy < 0) return [vertical, horizontal];
  return dx > 0 ? [horizontal, vertical] : [vertical, horizontal];
}

/** The open side routes of a diagonal step for a mover's walking; each route is its side cell. */
export function walkRoutes(t: Terrain, a: number, b: number, mover: Mover): number[] {
  const out: number[] = [];
  for (const s of sideCells(t, a, b)) {
    if (walkBlocked(t, s, mover)) continue;
    const e1 = t.edge[edgeBetween(t, a, s)] as number;
    const e2 = t.edge[edgeBetween(t, s, b)] as number;
    if (sideRouteBlocked(e1) || sideRouteBlocked(e2)) continue;
    out.push(s);
  }
  return out;
}

/**
 * The cost of one step from a to a neighbour b for a mover, or -1 if the step is illegal
 * (A-R2.7, A-R2.8). `ropeUsed` is true when the step crosses a wire edge with the Rope (E15).
 */
export function stepCost(t: Terrain, a: number, b: number, mover: Mover): number {
  const dc = Math.abs(colOf(t, a) - colOf(t, b));
  const dr = Math.abs(rowOf(t, a) - rowOf(t, b));
  if (dc > 1 || dr > 1 || (dc === 0 && dr === 0)) return -1;
  if (!enterable(t, b, mover)) return -1;
  let cost = 1;
  if (t.map.terrain[b] === '~') cost++;
  if (mover.kind === 'spy' && mover.acrobat && t.map.terrain[b] === '#') cost++;
  if (dc === 0 || dr === 0) {
    const status = t.edge[edgeBetween(t, a, b)] as number;
    if (status === BUSH) cost++;
    else if (status === CLOSED && keyed(mover)) cost++;
    else if (status === WIRE && mover.kind === 'spy' && mover.rope) cost++;
    else if (status !== 0 && status !== OPEN) return -1;
    return cost;
  }
  const routes = walkRoutes(t, a, b, mover);
  if (routes.length === 0) return -1;
  // A diagonal step crosses a bush when every open side route has one (A-R2.8).
  const bushy = routes.every(
    (s) => t.edge[edgeBetween(t, a, s)] === BUSH || t.edge[edgeBetween(t, s, b)] === BUSH,
  );
  return bushy ? cost + 1 : cost;
}

/** Whether a step crosses a wire edge (so it uses the Rope). */
export function crossesWire(t: Terrain, a: number, b: number): boolean {
  const e = edgeBetween(t, a, b);
  return e >= 0 && t.edge[e] === WIRE;
}

/**
 * The unit edges a step crosses: the shared edge of an orthogonal step; for a diagonal step,
 * the two edges of its open side route, the first in direction order if both are open
 * (A-R11.7). Used for alarm tokens passed (A-R8.13) and house entries.
 */
export function crossedEdges(t: Terrain, a: number, b: number, mover: Mover): number[] {
  const e = edgeBetween(t, a, b);
  if (e >= 0) return [e];
  const s = walkRoutes(t, a, b, mover)[0];
  if (s === undefined) return [];
  return [edgeBetween(t, a, s), edgeBetween(t, s, b)];
}

/** Melee adjacency (A-R10.2): neighbours whose edge or corner does not block spies' walking. */
export function meleeAdjacent(t: Terrain, a: number, b: number): boolean {
  const dc = Math.abs(colOf(t, a) - colOf(t, b));
  const dr = Math.abs(rowOf(t, a) - rowOf(t, b));
  if (dc > 1 || dr > 1 || (dc === 0 && dr === 0)) return false;
  if (dc === 0 || dr === 0) {
    const status = t.edge[edgeBetween(t, a, b)] as number;
    return status === 0 || status === OPEN || status === BUSH;
  }
  return walkRoutes(t, a, b, { kind: 'spy' }).length > 0;
}

/**
 * Every step cost of a mover on this terrain: entry cell * 8 + direction index (A-R16.3 order)
 * holds the cost of the step in that direction, or -1. Memoised per terrain and mover.
 */
export function stepTable(t: Terrain, mover: Mover): Int8Array {
  const key = mover.kind === 'spy' ? `spy${mover.acrobat ? 'A' : ''}${mover.rope ? 'R' : ''}` : mover.kind;
  const hit = t.stepMemo.get(key);
  if (hit) return hit;
  const size = t.cols * t.rows;
  const table = new Int8Array(size * 8).fill(-1);
  for (let a = 0; a < size; a++) {
    const col = a % t.cols;
    const row = (a - col) / t.cols;
    for (let d = 0; d < 8; d++) {
      const c = col + (DX[d] as number);
      const r = row + (DY[d] as number);
      if (c < 0 || r < 0 || c >= t.cols || r >= t.rows) continue;
      table[a * 8 + d] = stepCost(t, a, r * t.cols + c, mover);
    }
  }
  t.stepMemo.set(key, table);
  return table;
}
