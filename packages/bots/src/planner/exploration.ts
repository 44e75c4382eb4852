/**
 * What revealing a face-down tile is worth: finding Safes and Stairs, seeing a safe's line
 * tiles, opening a way towards places we cannot reach yet. Peek goals come from here.
 */
import type { PlanContext } from './context.js';
import type { Goal } from './goals.js';
import type { Knowledge } from './knowledge.js';
import { peekSources } from './links.js';

/** A line tile must be seen before the safe can be cracked (R5.8 step 5). */
const LINE_VALUE = 6;

const FIND_SAFE_VALUE = 5;

/** Stairs below the top floor are the only way up (R6.16); the top floor's are the way out. */
const FIND_STAIRS_UP_VALUE = 6;

const FIND_STAIRS_OUT_VALUE = 3;

/** Exploration below this is not worth a trip; it may still fill spare actions. */
const MIN_EXPLORE_VALUE = 0.05;

function hiddenOn(k: Knowledge, floor: number): number[] {
  return k.floorTiles(floor).filter((i) => k.isHidden(i));
}

/**
 * Chance that a face-down tile is a given kind (Safe or Stairs): every floor holds at least one
 * (R3.2–R3.4); the building's remaining copies are spread over the floors.
 */
function chanceOfKind(k: Knowledge, tile: number, kind: 'safe' | 'stairs'): number {
  const floor = k.floorOf(tile);
  const hidden = hiddenOn(k, floor).length;
  if (hidden === 0) return 0;
  const all = k.view.tiles.filter((t) => t.revealed && t.kind === kind).map((t) => t.at.floor);
  const floorsWithout = Array.from({ length: k.floors }, (_, f) => f).filter((f) => !all.includes(f)).length;
  const extra = Math.max(0, k.safesInBuilding - all.length - floorsWithout) / k.floors;
  const expected = (all.includes(floor) ? 0 : 1) + extra;
  return Math.min(1, expected / hidden);
}

/** Needed places we cannot walk or peek to yet, and how much they are worth reaching. */
function unreachableNeeds(ctx: PlanContext): Array<{ tile: number; need: number }> {
  const k = ctx.k;
  const out: Array<{ tile: number; need: number }> = [];
  const reachable = (i: number) => Number.isFinite(ctx.laterRoutes(ctx.k.myTile).cost[i] as number);
  for (const s of k.safes()) {
    if (k.revealed(s)?.open) continue;
    if (!reachable(s)) out.push({ tile: s, need: 6 });
    for (const l of k.lineTiles(s)) {
      if (k.isHidden(l) && !peekSources(k, l).some((p) => k.revealed(p) && reachable(p)))
        out.push({ tile: l, need: 4 });
    }
  }
  if (k.allSafesOpen()) {
    for (const i of k.floorTiles(k.topFloor))
      if (k.kind(i) === 'stairs' && !reachable(i)) out.push({ tile: i, need: 6 });
  }
  return out;
}

/** Walking distance on a floor ignoring what is face-down (walls only). */
function floorDistance(k: Knowledge, from: number, to: number): number {
  if (k.floorOf(from) !== k.floorOf(to)) return Number.POSITIVE_INFINITY;
  const seen = new Map<number, number>([[from, 0]]);
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head] as number;
    if (v === to) return seen.get(v) as number;
    for (const n of k.open[v] ?? []) {
      if (!seen.has(n)) {
        seen.set(n, (seen.get(v) as number) + 1);
        queue.push(n);
      }
    }
  }
  return Number.POSITIVE_INFINITY;
}

/** What revealing a face-down tile is worth: finding Safes, Stairs, line tiles, a way through. */
export function revealValue(
  k: Knowledge,
  tile: number,
  needs: Array<{ tile: number; need: number }>,
): number {
  const stairs = k.floorOf(tile) < k.topFloor ? FIND_STAIRS_UP_VALUE : FIND_STAIRS_OUT_VALUE;
  let v = FIND_SAFE_VALUE * chanceOfKind(k, tile, 'safe') + stairs * chanceOfKind(k, tile, 'stairs');
  for (const s of k.safes()) if (!k.revealed(s)?.open && k.lineTiles(s).includes(tile)) v += LINE_VALUE;
  let through = 0;
  for (const n of needs) through += n.need * 0.5 ** floorDistance(k, tile, n.tile);
  return v + Math.min(6, through);
}

export function peekGoals(ctx: PlanContext): Goal[] {
  const k = ctx.k;
  const needs = unreachableNeeds(ctx);
  const out: Goal[] = [];
  for (let i = 0; i < k.size; i++) {
    if (!k.isHidden(i)) continue;
    const value = revealValue(k, i, needs);
    if (value < MIN_EXPLORE_VALUE) continue;
    const positions = peekSources(k, i).filter((p) => k.revealed(p));
    if (positions.length > 0) out.push({ kind: 'peek', target: i, positions, work: [1], value });
  }
  return out;
}
