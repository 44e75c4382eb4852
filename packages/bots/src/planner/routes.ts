/**
 * Where the viewer's character can walk and at what price: cheapest paths over revealed tiles
 * (face-down tiles are peeked first), with entry costs and risks from entryCosts.ts. Guards
 * stand still during our actions; for later turns their tiles are ignored.
 */
import { alarmOnEntry, alarmOnLeave, entryCost, leaveCost } from './entryCosts.js';
import type { Knowledge } from './knowledge.js';
import { type Link, moveLinks, type Via } from './links.js';

export interface Routes {
  source: number;
  /** Actions plus risk penalties; Infinity when unreachable. */
  cost: Float64Array;
  /** Actions along the cheapest path. */
  actions: Float64Array;
  /** Previous tile on the cheapest path, and the link that entered each tile. */
  prev: Int32Array;
  via: Array<Via | undefined>;
}

/**
 * Cheapest paths from `source` (Dijkstra; boards hold at most 50 tiles). `sourceEntered` says
 * whether the character entered `source` this turn, which matters only for Motion. Without
 * `guardsNow` the guards' current tiles are ignored: they will have moved by a later turn.
 */
export function routesFrom(k: Knowledge, source: number, sourceEntered: boolean, guardsNow = true): Routes {
  const n = k.size;
  const cost = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const actions = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const prev = new Int32Array(n).fill(-1);
  const via: Array<Via | undefined> = new Array(n).fill(undefined);
  const done = new Uint8Array(n);
  if (source < 0) return { source, cost, actions, prev, via };
  cost[source] = 0;
  actions[source] = 0;
  for (;;) {
    let u = -1;
    for (let i = 0; i < n; i++) {
      const c = cost[i] as number;
      if (!done[i] && c < Number.POSITIVE_INFINITY && (u < 0 || c < (cost[u] as number))) u = i;
    }
    if (u < 0) break;
    done[u] = 1;
    const leave = leaveCost(k, u, u !== source || sourceEntered);
    for (const link of moveLinks(k, u)) {
      const entry = entryCost(k, link.to, link.via, guardsNow);
      if (!entry) continue;
      const c = (cost[u] as number) + entry.actions + entry.penalty + leave;
      if (c < (cost[link.to] as number) - 1e-9) {
        cost[link.to] = c;
        actions[link.to] = (actions[u] as number) + entry.actions;
        prev[link.to] = u;
        via[link.to] = link.via;
      }
    }
  }
  return { source, cost, actions, prev, via };
}

/** The first step of the cheapest path from the routes' source to `to`, or null. */
export function firstStep(r: Routes, to: number): Link | null {
  if (to === r.source || !Number.isFinite(r.cost[to] as number)) return null;
  let at = to;
  while ((r.prev[at] as number) !== r.source) {
    at = r.prev[at] as number;
    if (at < 0) return null;
  }
  return { to: at, via: r.via[at] ?? 'move' };
}

/** Tiles entered along the cheapest path to `to`, in order (the source excluded). */
export function pathTo(r: Routes, to: number): number[] {
  const out: number[] = [];
  if (!Number.isFinite(r.cost[to] as number)) return out;
  for (let at = to; at !== r.source && at >= 0; at = r.prev[at] as number) out.push(at);
  return out.reverse();
}

/**
 * Actions along the path to `to` that count for the event check (R4.5): a step onto a tile
 * already stood on this turn does not.
 */
export function countedAlong(r: Routes, to: number, stood: ReadonlySet<number>): number {
  let counted = 0;
  let from = r.source;
  for (const tile of pathTo(r, to)) {
    if (!stood.has(tile)) counted += (r.actions[tile] as number) - (r.actions[from] as number);
    from = tile;
  }
  return counted;
}

/**
 * Cost from every tile to `target` for a later turn (guards ignored): Dijkstra over reversed
 * links, since links are not symmetric (a Walkway drop only goes down, entry costs differ).
 */
export function costsTo(k: Knowledge, target: number): Float64Array {
  const n = k.size;
  const incoming: Array<Array<{ from: number; cost: number }>> = Array.from({ length: n }, () => []);
  for (let v = 0; v < n; v++) {
    if (!k.revealed(v)) continue;
    const leave = leaveCost(k, v, true);
    for (const link of moveLinks(k, v)) {
      const entry = entryCost(k, link.to, link.via, false);
      if (entry) incoming[link.to]?.push({ from: v, cost: entry.actions + entry.penalty + leave });
    }
  }
  const cost = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const done = new Uint8Array(n);
  if (target < 0) return cost;
  cost[target] = 0;
  for (;;) {
    let u = -1;
    for (let i = 0; i < n; i++) {
      const c = cost[i] as number;
      if (!done[i] && c < Number.POSITIVE_INFINITY && (u < 0 || c < (cost[u] as number))) u = i;
    }
    if (u < 0) break;
    done[u] = 1;
    for (const e of incoming[u] ?? []) {
      const c = (cost[u] as number) + e.cost;
      if (c < (cost[e.from] as number) - 1e-9) cost[e.from] = c;
    }
  }
  return cost;
}

/** The first tile where walking the cheapest path to `to` raises an alarm, or -1. */
export function alarmAlong(k: Knowledge, r: Routes, to: number, sourceEntered: boolean): number {
  let from = r.source;
  for (const tile of pathTo(r, to)) {
    if (alarmOnLeave(k, from, from !== r.source || sourceEntered)) return from;
    if (alarmOnEntry(k, tile)) return tile;
    from = tile;
  }
  return -1;
}
