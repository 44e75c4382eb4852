/**
 * Unit edges (A-R2.2). Vertical unit edge [x,y]–[x,y+1] separates cells [x−1,y] and [x,y];
 * horizontal unit edge [x,y]–[x+1,y] separates cells [x,y−1] and [x,y]. Each has an index:
 * vertical edges first (y * (cols+1) + x), then horizontal ones.
 */
import type { Grid } from './cells.js';

export const edgeCount = (g: Grid): number => (g.cols + 1) * g.rows + g.cols * (g.rows + 1);
export const vEdge = (g: Grid, x: number, y: number): number => y * (g.cols + 1) + x;
export const hEdge = (g: Grid, x: number, y: number): number => (g.cols + 1) * g.rows + y * g.cols + x;

/** The unit edge between two orthogonal neighbours, or -1. */
export function edgeBetween(g: Grid, a: number, b: number): number {
  const ca = a % g.cols;
  const ra = (a - ca) / g.cols;
  const cb = b % g.cols;
  const rb = (b - cb) / g.cols;
  if (ra === rb && Math.abs(ca - cb) === 1) return vEdge(g, Math.max(ca, cb), ra);
  if (ca === cb && Math.abs(ra - rb) === 1) return hEdge(g, ca, Math.max(ra, rb));
  return -1;
}

/** The two cells an edge separates, -1 for a side beyond the board. */
export function edgeCells(g: Grid, e: number): [number, number] {
  const v = (g.cols + 1) * g.rows;
  if (e < v) {
    const x = e % (g.cols + 1);
    const y = (e - x) / (g.cols + 1);
    return [x > 0 ? y * g.cols + x - 1 : -1, x < g.cols ? y * g.cols + x : -1];
  }
  const h = e - v;
  const x = h % g.cols;
  const y = (h - x) / g.cols;
  return [y > 0 ? (y - 1) * g.cols + x : -1, y < g.rows ? y * g.cols + x : -1];
}

/** Unit edges covered by a segment between two lattice points on one axis line, or null if not axis-aligned. */
export function segmentEdges(g: Grid, from: [number, number], to: [number, number]): number[] | null {
  const [x1, y1] = from;
  const [x2, y2] = to;
  if (x1 === x2 && y1 !== y2) {
    const out: number[] = [];
    for (let y = Math.min(y1, y2); y < Math.max(y1, y2); y++) out.push(vEdge(g, x1, y));
    return out;
  }
  if (y1 === y2 && x1 !== x2) {
    const out: number[] = [];
    for (let x = Math.min(x1, x2); x < Math.max(x1, x2); x++) out.push(hEdge(g, x, y1));
    return out;
  }
  return null;
}
