/**
 * Lit cells and light pools (A-R7.1, A-R7.2, A-D28). A lamp that is intact and powered lights
 * its cell and each neighbour it has line of sight to for light; house lights (alarm 8,
 * A-R11.8) light every house cell. A pool is a maximal set of lit cells connected through
 * orthogonal neighbours whose shared edge does not block sight. Memoised per terrain.
 */
import { DX, DY, ORTHOGONAL } from './cells.js';
import { edgeBetween } from './edges.js';
import { edgeBlocks, lineOfSight } from './los.js';
import type { Terrain } from './terrain.js';

export interface Lights {
  /** Per lamp of the map (by index): intact and powered. */
  lampOn: boolean[];
  houseLights: boolean;
}

export interface LightPools {
  lit: Uint8Array;
  /** Pool index per cell, -1 where unlit. */
  poolOf: Int16Array;
  pools: number[][];
  /** Cells lit by each lamp (by index), whether or not it is on. */
  lampCells: number[][];
}

function key(l: Lights): string {
  let k = l.houseLights ? 'H' : 'h';
  for (const on of l.lampOn) k += on ? '1' : '0';
  return k;
}

/** The cells one lamp lights (its cell and each neighbour it has light LOS to). */
function lampReach(t: Terrain, cell: number): number[] {
  const out = [cell];
  const col = cell % t.cols;
  const row = (cell - col) / t.cols;
  for (let d = 0; d < 8; d++) {
    const c = col + (DX[d] as number);
    const r = row + (DY[d] as number);
    if (c < 0 || r < 0 || c >= t.cols || r >= t.rows) continue;
    const n = r * t.cols + c;
    if (!t.blocking[n] && lineOfSight(t, cell, n, 'light')) out.push(n);
  }
  return out;
}

export function lightPools(t: Terrain, lights: Lights): LightPools {
  const k = key(lights);
  const hit = t.lightMemo.get(k) as LightPools | undefined;
  if (hit) return hit;
  const map = t.map;
  const lit = new Uint8Array(map.size);
  const lampCells = map.lamps.map((l) => lampReach(t, l.cell));
  lampCells.forEach((cells, i) => {
    if (lights.lampOn[i]) for (const c of cells) if (!t.blocking[c]) lit[c] = 1;
  });
  if (lights.houseLights)
    for (let c = 0; c < map.size; c++)
      if (!t.blocking[c] && map.areas[map.areaOf[c] as number]?.kind === 'house') lit[c] = 1;
  const poolOf = new Int16Array(map.size).fill(-1);
  const pools: number[][] = [];
  for (let start = 0; start < map.size; start++) {
    if (!lit[start] || (poolOf[start] as number) >= 0) continue;
    const id = pools.length;
    const pool = [start];
    poolOf[start] = id;
    for (let i = 0; i < pool.length; i++) {
      const c = pool[i] as number;
      const col = c % t.cols;
      const row = (c - col) / t.cols;
      for (const d of ORTHOGONAL) {
        const nc = col + (DX[d] as number);
        const nr = row + (DY[d] as number);
        if (nc < 0 || nr < 0 || nc >= t.cols || nr >= t.rows) continue;
        const n = nr * t.cols + nc;
        if (!lit[n] || (poolOf[n] as number) >= 0) continue;
        if (edgeBlocks(t.edge[edgeBetween(t, c, n)] as number, 'sight')) continue;
        poolOf[n] = id;
        pool.push(n);
      }
    }
    pool.sort((a, b) => a - b);
    pools.push(pool);
  }
  const out: LightPools = { lit, poolOf, pools, lampCells };
  if (t.lightMemo.size > 256) t.lightMemo.clear();
  t.lightMemo.set(k, out);
  return out;
}

/**
 * A watch (A-R6.4): the direct cells plus every cell of the pool of each lit direct cell.
 * Returns the cells ascending, and which of them are direct.
 */
export function watchCells(direct: readonly number[], light: LightPools): number[] {
  const seen = new Set<number>(direct);
  const usedPools = new Set<number>();
  for (const c of direct) {
    const p = light.poolOf[c] as number;
    if (p < 0 || usedPools.has(p)) continue;
    usedPools.add(p);
    for (const x of light.pools[p] as number[]) seen.add(x);
  }
  return [...seen].sort((a, b) => a - b);
}
