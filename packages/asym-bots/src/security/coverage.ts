/**
 * Where spies are likely to walk, seen from the security board: cells outside the house close
 * to its openings and to the fence's ways in are worth watching; views are scored by the
 * value of the cells they watch, light pools included.
 */
import { type Dir, geometry as G, type MapDef, type SecBoard } from '@safecrackers/asym-rules';

const areaKind = (map: MapDef, c: number) => map.areas[map.areaOf[c] as number]?.kind;
const memo = new WeakMap<MapDef, Float64Array>();

/** Approach value per cell: near house openings and fence openings, outdoors. */
export function approachValue(map: MapDef): Float64Array {
  const hit = memo.get(map);
  if (hit) return hit;
  const t = G.terrainOf(map, G.startEdgeState(map));
  const value = new Float64Array(map.size);
  const targets: number[] = [];
  for (const o of map.openings) for (const c of o.cells) if (areaKind(map, c) === 'outdoor') targets.push(c);
  for (const target of targets) {
    const d = G.costsFrom(t, target, G.SPY, () => true, 7);
    for (let c = 0; c < map.size; c++) {
      const k = d[c] as number;
      if (k >= 0 && areaKind(map, c) === 'outdoor') value[c] = Math.max(value[c] as number, 8 - k);
    }
  }
  memo.set(map, value);
  return value;
}

/** The worth of watching these direct cells: values of every watched cell, pools included. */
export function viewWorth(b: SecBoard, direct: number[], weight: (c: number) => number): number {
  if (direct.length === 0) return 0;
  let sum = 0;
  for (const c of G.watchCells(direct, b.light)) sum += weight(c);
  return sum;
}

/** Each allowed aim of a one-direction pattern, with the direct cells it gives. */
export function aimsFor(
  b: SecBoard,
  pattern: 'neighbour' | 'arc' | 'ray',
  cell: number,
  barred?: (c: number) => boolean,
) {
  const out: Array<{ aim: Dir; direct: number[] }> = [];
  for (let d = 0; d < 8; d++) {
    const cells: number[] = [];
    const steps = pattern === 'ray' ? [1, 2, 3] : [1];
    const dirs = pattern === 'arc' ? [(d + 7) % 8, d, (d + 1) % 8] : [d];
    let ok = true;
    for (const dir of dirs) {
      for (const k of steps) {
        const col = (cell % b.map.cols) + k * (G.DX[dir] as number);
        const row = Math.floor(cell / b.map.cols) + k * (G.DY[dir] as number);
        if (col < 0 || row < 0 || col >= b.map.cols || row >= b.map.rows) break;
        const n = row * b.map.cols + col;
        const vis = G.lineOfSight(b.terrain, cell, n, 'sight') && !barred?.(n);
        if (vis) cells.push(n);
        else if (pattern === 'ray' && k === 1) ok = false;
      }
    }
    if (pattern === 'neighbour' && cells.length === 0) ok = false;
    if (ok && cells.length > 0) out.push({ aim: G.DIRS[d] as Dir, direct: cells });
  }
  return out;
}
