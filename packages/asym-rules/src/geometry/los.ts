/**
 * Line of sight on the segment between cell centres, in exact integer arithmetic
 * (A-R2.11–A-R2.14, A-D9, A-D10, A-D11). Coordinates are doubled: centres are odd, lattice
 * points even. What a segment meets depends on the map only and is cached per pair; whether
 * it is blocked depends on the terrain (doors, breaches) and the purpose.
 */

import { type MapDef, OPENING_BASE } from '../maps/types.js';
import type { Grid } from './cells.js';
import { edgeBetween, hEdge, vEdge } from './edges.js';
import { BUSH, CANVAS, CLOSED, MIRROR, type Terrain, WALL, WINDOW } from './terrain.js';

export type Purpose = 'sight' | 'handler' | 'light' | 'shot';

/** One thing the segment meets: an edge crossing (its edge and two cells) or a corner crossing. */
type Crossing = { edge: number; c1: number; c2: number } | { edge: -1; c1: number; c2: number };

const cache = new WeakMap<MapDef, Map<number, Crossing[]>>();

/** Whether an edge of this status blocks the purpose (A-R2.13). */
export function edgeBlocks(status: number, purpose: Purpose): boolean {
  if (status === WALL || status === MIRROR || status === CANVAS || status === CLOSED) return true;
  if (status === BUSH) return purpose !== 'handler';
  return false;
}

/** Crossings in order along the segment from a to b. */
function crossings(map: MapDef, a: number, b: number): Crossing[] {
  let byMap = cache.get(map);
  if (!byMap) {
    byMap = new Map();
    cache.set(map, byMap);
  }
  const key = a * map.size + b;
  const hit = byMap.get(key);
  if (hit) return hit;
  const out = computeCrossings(map, a, b);
  byMap.set(key, out);
  return out;
}

function computeCrossings(g: Grid, a: number, b: number): Crossing[] {
  const px = 2 * (a % g.cols) + 1;
  const py = 2 * Math.floor(a / g.cols) + 1;
  const qx = 2 * (b % g.cols) + 1;
  const qy = 2 * Math.floor(b / g.cols) + 1;
  const dx = qx - px;
  const dy = qy - py;
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  // Each item carries its position t = num / den along the segment (den > 0) for ordering.
  const items: Array<{ num: number; den: number; c: Crossing }> = [];
  const cell = (col: number, row: number) => row * g.cols + col;
  if (dx !== 0) {
    const den = Math.abs(dx);
    for (let x = px + sx; x !== qx; x += sx) {
      if (x % 2 !== 0) continue;
      // y = py + (x − px)·dy/dx, kept as the fraction yn / den.
      const yn = py * den + (x - px) * dy * sx;
      const num = (x - px) * sx;
      if (yn % den === 0 && (yn / den) % 2 === 0) {
        const lx = x / 2;
        const ly = yn / den / 2;
        const before = cell(lx + (sx > 0 ? -1 : 0), ly + (sy > 0 ? -1 : 0));
        const after = cell(lx + (sx > 0 ? 0 : -1), ly + (sy > 0 ? 0 : -1));
        items.push({ num, den, c: { edge: -1, c1: before, c2: after } });
      } else {
        const row = Math.floor(yn / (2 * den));
        items.push({
          num,
          den,
          c: { edge: vEdge(g, x / 2, row), c1: cell(x / 2 - 1, row), c2: cell(x / 2, row) },
        });
      }
    }
  }
  if (dy !== 0) {
    const den = Math.abs(dy);
    for (let y = py + sy; y !== qy; y += sy) {
      if (y % 2 !== 0) continue;
      const xn = px * den + (y - py) * dx * sy;
      if (xn % den === 0 && (xn / den) % 2 === 0) continue; // a corner, found by the x scan
      const col = Math.floor(xn / (2 * den));
      items.push({
        num: (y - py) * sy,
        den,
        c: { edge: hEdge(g, col, y / 2), c1: cell(col, y / 2 - 1), c2: cell(col, y / 2) },
      });
    }
  }
  items.sort((p, q) => p.num * q.den - q.num * p.den);
  return items.map((i) => i.c);
}

/** Whether the corner between diagonal neighbours a and b is open for a sight-like purpose (A-R2.6). */
function cornerOpen(t: Terrain, a: number, b: number, purpose: Purpose): boolean {
  const ca = a % t.cols;
  const cb = b % t.cols;
  const ra = (a - ca) / t.cols;
  const rb = (b - cb) / t.cols;
  for (const s of [rb * t.cols + ca, ra * t.cols + cb]) {
    if (t.blocking[s]) continue;
    if (edgeBlocks(t.edge[edgeBetween(t, a, s)] as number, purpose)) continue;
    if (edgeBlocks(t.edge[edgeBetween(t, s, b)] as number, purpose)) continue;
    return true;
  }
  return false;
}

/**
 * Line of sight from a to b for a purpose (A-R2.13). Figures never block (A-D11). For shots
 * the target cell never blocks; A itself never blocks either.
 */
export function lineOfSight(t: Terrain, a: number, b: number, purpose: Purpose): boolean {
  if (a === b) return true;
  for (const c of crossings(t.map, a, b)) {
    if (c.edge >= 0) {
      if (edgeBlocks(t.edge[c.edge] as number, purpose)) return false;
    } else if (!cornerOpen(t, c.c1, c.c2, purpose)) return false;
    if (c.c1 !== a && c.c1 !== b && t.blocking[c.c1]) return false;
    if (c.c2 !== a && c.c2 !== b && t.blocking[c.c2]) return false;
  }
  return true;
}

/** The intact windows (opening indices) a clear shot from a to b breaks, in order (A-R10.5). */
export function windowsCrossed(t: Terrain, a: number, b: number): number[] {
  const out: number[] = [];
  for (const c of crossings(t.map, a, b)) {
    if (c.edge >= 0 && t.edge[c.edge] === WINDOW) {
      const f = t.map.edgeFeature[c.edge] as number;
      out.push(f - OPENING_BASE);
    }
  }
  return out;
}

/** The edges (as edge indices) of every edge crossing of the segment, in order. */
export function edgesCrossed(map: MapDef, a: number, b: number): number[] {
  return crossings(map, a, b)
    .filter((c) => c.edge >= 0)
    .map((c) => c.edge);
}

/** Visible (A-R2.14): a viewer on v sees c for its sight purpose. */
export const visible = (t: Terrain, v: number, c: number, handler = false): boolean =>
  lineOfSight(t, v, c, handler ? 'handler' : 'sight');
