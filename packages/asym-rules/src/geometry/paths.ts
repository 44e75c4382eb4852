/**
 * Path costs (A-R2.10): least total step cost of a legal path, by Dijkstra over A-R2.7–A-R2.8.
 * Step costs are small integers, so a bucket queue (Dial) does.
 */
import { DX, DY } from './cells.js';
import { type Mover, stepTable } from './steps.js';
import type { Terrain } from './terrain.js';

/** Whether a mover may enter (and pass through) a cell, beyond terrain: occupancy and the like. */
export type Passable = (cell: number) => boolean;

const always: Passable = () => true;

/** Dial's algorithm; cost(from, to, d) is the step from → to in direction d, or -1. */
function dial(
  t: Terrain,
  source: number,
  cost: (from: number, to: number, d: number) => number,
  limit: number,
): Int32Array {
  const dist = new Int32Array(t.map.size).fill(-1);
  dist[source] = 0;
  const buckets: number[][] = [[source]];
  for (let d = 0; d < buckets.length && d <= limit; d++) {
    const bucket = buckets[d];
    if (!bucket) continue;
    for (const c of bucket) {
      if (dist[c] !== d) continue;
      const col = c % t.cols;
      const row = (c - col) / t.cols;
      for (let k = 0; k < 8; k++) {
        const nc = col + (DX[k] as number);
        const nr = row + (DY[k] as number);
        if (nc < 0 || nr < 0 || nc >= t.cols || nr >= t.rows) continue;
        const n = nr * t.cols + nc;
        const step = cost(c, n, k);
        if (step < 0) continue;
        const nd = d + step;
        if (nd > limit) continue;
        const old = dist[n] as number;
        if (old >= 0 && old <= nd) continue;
        dist[n] = nd;
        let b = buckets[nd];
        if (!b) {
          b = [];
          buckets[nd] = b;
        }
        b.push(n);
      }
    }
  }
  return dist;
}

/** Least cost from `from` to every cell (-1 unreachable), entering only passable cells. */
export function costsFrom(
  t: Terrain,
  from: number,
  mover: Mover,
  pass: Passable = always,
  limit = Number.MAX_SAFE_INTEGER,
): Int32Array {
  const table = stepTable(t, mover);
  return dial(t, from, (a, b, d) => (pass(b) ? (table[a * 8 + d] as number) : -1), limit);
}

/** Least cost from every cell to `to` (-1 unreachable); the path's cells other than its start must be passable. */
export function costsTo(t: Terrain, to: number, mover: Mover, pass: Passable = always): Int32Array {
  // Reverse search: we arrive at b from a neighbour a by the forward step a → b (direction d + 4).
  const table = stepTable(t, mover);
  return dial(
    t,
    to,
    (b, a, d) => (pass(b) ? (table[a * 8 + ((d + 4) % 8)] as number) : -1),
    Number.MAX_SAFE_INTEGER,
  );
}
