/**
 * Guard paths (R7.6) from the rules' shortestGuardPath on the walls the viewer sees, cached per
 * wall layout, and the part of the coming walk that is certain.
 */
import { type Cell, shortestGuardPath } from '@safecrackers/rules';
import type { Knowledge } from './knowledge.js';

/** Guard paths per wall layout, keyed by from * 64 + to (local cells). */
const pathCaches = new Map<string, Map<number, number[]>>();

function pathCacheOf(k: Knowledge, floor: number): Map<number, number[]> {
  const key = k.layoutKeys[floor] ?? '';
  let cache = pathCaches.get(key);
  if (!cache) {
    if (pathCaches.size > 200) pathCaches.clear();
    cache = new Map();
    pathCaches.set(key, cache);
  }
  return cache;
}

export function guardPath(k: Knowledge, floor: number, from: number, to: number): number[] {
  const cache = pathCacheOf(k, floor);
  let path = cache.get(from * 64 + to);
  if (!path) {
    const layout = k.layouts[floor];
    if (!layout) return [];
    const cell = (l: number): Cell => ({ col: l % k.cols, row: Math.floor(l / k.cols) });
    path = shortestGuardPath(layout, cell(from), cell(to)).map((c) => c.row * k.cols + c.col);
    cache.set(from * 64 + to, path);
  }
  return path;
}

/** The tiles the guard of `floor` will surely walk next: towards its destination, within its points. */
export function certainWalk(k: Knowledge, floor: number): number[] {
  const g = k.view.guards[floor];
  if (!g?.placed || !g.at || !g.dest || g.donuts) return [];
  const base = floor * k.area;
  const path = guardPath(k, floor, k.local(k.index(g.at)), k.local(k.index(g.dest)));
  return path.slice(0, Math.max(0, g.points)).map((l) => base + l);
}
