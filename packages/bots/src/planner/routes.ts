/**
 * Where the viewer's character can walk this turn and at what price: move links (R5.2) over
 * revealed tiles only (face-down tiles are peeked first), entry costs (R5.4, R6) and alarm or
 * detection risks converted to actions by weights.ts. Guards stand still during our actions.
 */
import type { Knowledge } from './knowledge.js';
import { ALARM_COST, GUARD_TILE_EXTRA, HACK_TOKEN_COST, LOCKED_KEYPAD_COST, stealthCost } from './weights.js';

export type Via = 'move' | 'drop';

export interface Link {
  to: number;
  via: Via;
}

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

/** Every tile the viewer could Move (or drop) into from `from` (R5.2 links 1–6, R5.5). */
export function moveLinks(k: Knowledge, from: number): Link[] {
  const out: Link[] = [];
  const add = (to: number, via: Via) => {
    if (to >= 0 && to !== from && !out.some((l) => l.to === to)) out.push({ to, via });
  };
  for (const n of k.open[from] ?? []) add(n, 'move');
  const here = k.revealed(from);
  const painting = k.holds('painting');
  if (!painting) {
    for (const n of k.walled[from] ?? []) if (k.kind(n) === 'secret-door') add(n, 'move');
  }
  if (!here) return out;
  const timeLock = k.timeLock();
  if (!timeLock && here.kind === 'stairs' && k.floorOf(from) < k.topFloor) add(k.vertical(from, 1), 'move');
  if (!timeLock && here.downstairs) {
    const below = k.vertical(from, -1);
    if (below >= 0 && k.kind(below) === 'stairs') add(below, 'move');
  }
  if (!timeLock) {
    for (const link of k.view.links) {
      if (link.to === 'roof') continue;
      const a = k.index(link.from);
      const b = k.index(link.to);
      if (a === from) add(b, 'move');
      else if (b === from) add(a, 'move');
    }
  }
  if (here.kind === 'service-duct' && !painting) {
    for (const i of ductsOtherThan(k, from)) add(i, 'move');
  }
  if (here.kind === 'walkway' && k.floorOf(from) > 0) add(k.vertical(from, -1), 'drop');
  return out;
}

function ductsOtherThan(k: Knowledge, from: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < k.size; i++) if (i !== from && k.kind(i) === 'service-duct') out.push(i);
  return out;
}

/** Tiles from which `target` can be peeked (R5.2 peek links), whatever their state. */
export function peekSources(k: Knowledge, target: number): number[] {
  const out = new Set<number>(k.open[target] ?? []);
  const below = k.vertical(target, -1);
  if (below >= 0) {
    const kind = k.kind(below);
    if (kind === 'stairs' || kind === 'atrium') out.add(below);
  }
  const above = k.vertical(target, 1);
  if (above >= 0) {
    const kind = k.kind(above);
    if (kind === 'atrium' || kind === 'walkway') out.add(above);
  }
  for (const link of k.view.links) {
    if (link.to !== 'roof' && k.index(link.to) === target) out.add(k.index(link.from));
  }
  return [...out];
}

/** Extra cost of entering a revealed tile: actions beyond the first, and risk. Null = never. */
export function entryCost(
  k: Knowledge,
  to: number,
  via: Via,
  guardsNow = true,
): { actions: number; penalty: number } | null {
  const t = k.revealed(to);
  if (!t) return null;
  if (via === 'drop') return { actions: 1, penalty: 0 };
  let actions = 1;
  let penalty = 0;
  // Walking in on a guard costs stealth (R7.11); sometimes it is the only way past one that waits.
  const guardHere = guardsNow && k.guardOn(to);
  if (guardHere) penalty += stealthCost(k.me.stealth) + GUARD_TILE_EXTRA;
  const others = k.charactersOn(to).filter((p) => p.seat !== k.me.seat);
  if (k.holds('gemstone') && others.length > 0) actions += 1;
  const quiet = t.crowbar || k.empActive();
  const detect = stealthCost(k.me.stealth);
  const guard = k.guardTile[k.floorOf(to)] ?? -1;
  const guardNextTo = guardsNow && guard >= 0 && (k.open[to] ?? []).includes(guard);
  switch (t.kind) {
    case 'deadbolt':
      if (!t.crowbar && others.length === 0 && !guardHere) actions += 2;
      break;
    case 'keypad':
      if (!t.open && !t.crowbar) penalty += LOCKED_KEYPAD_COST;
      break;
    case 'laser':
      if (!quiet && !k.holds('mirror') && !k.jammerAt(to)) {
        if (k.hackTokenFor('laser')) penalty += HACK_TOKEN_COST;
        else actions += 1;
      }
      break;
    case 'fingerprint':
      if (!quiet && !k.jammerAt(to)) penalty += k.hackTokenFor('fingerprint') ? HACK_TOKEN_COST : ALARM_COST;
      break;
    case 'camera':
      if (
        guardsNow &&
        !t.crowbar &&
        k.camerasActive() &&
        !k.view.effects.invisibleSuit &&
        guardOnOtherCamera(k, to)
      )
        penalty += ALARM_COST;
      break;
    case 'detector':
      if (!quiet && k.me.tools.length + k.me.loot.length > 0) penalty += ALARM_COST;
      break;
    case 'thermo':
      if (!quiet && k.holds('isotope')) penalty += ALARM_COST;
      break;
    case 'foyer':
      if (guardNextTo) penalty += detect;
      break;
    case 'atrium':
      if (guardsNow && (k.guardOn(k.vertical(to, 1)) || k.guardOn(k.vertical(to, -1)))) penalty += detect;
      break;
    default:
      break;
  }
  if (t.kind !== 'foyer' && k.holds('tiara') && guardNextTo) penalty += detect;
  return { actions, penalty };
}

function guardOnOtherCamera(k: Knowledge, tile: number): boolean {
  return k.guardTile.some((g) => {
    if (g < 0 || g === tile) return false;
    const t = k.revealed(g);
    return !!t && t.kind === 'camera' && !t.crowbar;
  });
}

/** Leaving a Motion tile entered this turn triggers it (R6.12) unless something silences it. */
function leaveCost(k: Knowledge, from: number, enteredThisTurn: boolean): number {
  if (!enteredThisTurn) return 0;
  const t = k.revealed(from);
  if (t?.kind !== 'motion' || t.crowbar || k.empActive() || k.jammerAt(from) || k.guardOn(from)) return 0;
  return k.hackTokenFor('motion') ? HACK_TOKEN_COST : ALARM_COST;
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

/** Face-down tiles peek-linked from `from` (R5.2 peek links 1–5). */
export function peekTargets(k: Knowledge, from: number): number[] {
  const out = new Set<number>(k.open[from] ?? []);
  const kind = k.kind(from);
  if (kind === 'stairs' || kind === 'atrium') out.add(k.vertical(from, 1));
  if (kind === 'atrium' || kind === 'walkway') out.add(k.vertical(from, -1));
  for (const link of k.view.links) {
    if (link.to !== 'roof' && k.index(link.from) === from) out.add(k.index(link.to));
  }
  return [...out].filter((i) => i >= 0 && i !== from && k.isHidden(i));
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

/** Walking into this tile now raises an alarm on it (R6.2, R6.5, R6.6, R9.3.6): no token, no payment. */
export function alarmOnEntry(k: Knowledge, to: number): boolean {
  const t = k.revealed(to);
  if (!t || t.crowbar || k.empActive() || k.guardOn(to)) return false;
  switch (t.kind) {
    case 'fingerprint':
      return !k.jammerAt(to) && !k.hackTokenFor('fingerprint');
    case 'camera':
      return k.camerasActive() && !k.view.effects.invisibleSuit && guardOnOtherCamera(k, to);
    case 'detector':
      return k.me.tools.length + k.me.loot.length > 0;
    case 'thermo':
      return k.holds('isotope');
    default:
      return false;
  }
}

/** Leaving this Motion tile now (entered this turn) raises an alarm on it (R6.12): no token. */
function alarmOnLeave(k: Knowledge, from: number, enteredThisTurn: boolean): boolean {
  return enteredThisTurn && leaveCost(k, from, true) === ALARM_COST;
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
