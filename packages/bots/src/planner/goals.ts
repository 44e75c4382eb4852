/**
 * What the character should be doing: catch the kitty, pick up loot, reveal a safe's line tiles,
 * crack it, find Safes and Stairs, escape. Each goal names where its work is done and what
 * that work costs; choosing between goals weighs value against distance.
 */
import type { LootCard } from '@safecrackers/rules';
import type { PlanContext } from './context.js';
import type { Knowledge } from './knowledge.js';
import { peekSources } from './routes.js';
import { crackPlan } from './safeMath.js';

export type GoalKind = 'pickUp' | 'peek' | 'safe' | 'escape';

export interface Goal {
  kind: GoalKind;
  /** Kitty, card, peek target, safe or Stairs tile. */
  target: number;
  /** Tiles where the work can be done. */
  positions: number[];
  /** Cost in actions of each unit of work, in order. */
  work: number[];
  value: number;
  card?: LootCard | 'kitty';
}

export const goalKey = (g: Goal) => `${g.kind}:${g.target}:${g.card ?? ''}`;

const PICKUP_VALUE = 30;
const KITTY_VALUE = 40;
const ESCAPE_VALUE = 40;
const SAFE_VALUE = 12;
/** A line tile must be seen before the safe can be cracked (R5.8 step 5). */
const LINE_VALUE = 6;
const FIND_SAFE_VALUE = 5;
/** Stairs below the top floor are the only way up (R6.16); the top floor's are the way out. */
const FIND_STAIRS_UP_VALUE = 6;
const FIND_STAIRS_OUT_VALUE = 3;
/** Exploration below this is not worth a trip; it may still fill spare actions. */
const MIN_EXPLORE_VALUE = 0.05;
/** A peek a teammate is nearer to is worth this much less to us. */
const LEAVE_TO_TEAMMATE = 0.5;
/** A goal chosen last time gets this bonus, so the character does not dither between two. */
const HYSTERESIS = 1.3;

const isBar = (c: LootCard) => c === 'gold-bar' || c === 'gold-bar#1';

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

/** Safes whose crack is allowed for us: the Keycard holder must stand on it (R9.3.7). */
function keycardBlocks(k: Knowledge, safe: number): boolean {
  const holder = k.inBuilding().find((p) => k.holds('keycard', p));
  if (!holder) return k.view.players.some((p) => p.escaped && k.holds('keycard', p));
  return holder.seat !== k.me.seat && k.tileOf(holder) !== safe;
}

function bonusDice(k: Knowledge): number {
  return k.isCharacter(k.me, 'peterman', 'basic') ? 1 : 0;
}

/** Numbers still to roll on a safe: distinct numbers of line tiles without its cracked marker. */
export function neededNumbers(k: Knowledge, safe: number): number[] {
  const t = k.revealed(safe);
  if (!t) return [];
  const cracked = new Set(t.cracked.map((p) => k.index(p)));
  const nums = new Set<number>();
  for (const l of k.lineTiles(safe)) {
    const lt = k.revealed(l);
    if (lt && !cracked.has(l)) nums.add(lt.num);
  }
  return [...nums];
}

/**
 * Cracking work left on a safe: dice to add (2 actions each), then rolls. While line tiles are
 * face-down only the dice can be added: rolling then would waste their numbers (R5.8 step 5).
 */
export function safeWork(k: Knowledge, safe: number): number[] {
  const t = k.revealed(safe);
  if (!t) return [];
  const hidden = k.lineTiles(safe).filter((l) => k.isHidden(l)).length;
  const needed = Math.min(6, neededNumbers(k, safe).length + hidden);
  const plan = crackPlan(needed, t.dice, bonusDice(k));
  const dice = new Array<number>(plan.target - t.dice).fill(2);
  if (hidden > 0) return dice;
  const rolls = Math.max(1, Math.ceil(plan.work - 2 * (plan.target - t.dice)));
  return [...dice, ...new Array<number>(rolls).fill(1)];
}

function pickUpGoals(k: Knowledge): Goal[] {
  const out: Goal[] = [];
  if (k.view.kitty) {
    const tile = k.index(k.view.kitty);
    out.push({
      kind: 'pickUp',
      target: tile,
      positions: [tile],
      work: [0],
      value: KITTY_VALUE,
      card: 'kitty',
    });
  }
  const myBars = k.me.loot.filter(isBar).length;
  for (const t of k.view.tiles) {
    if (!t.revealed) continue;
    const tile = k.index(t.at);
    for (const card of t.loot) {
      if (isBar(card) && myBars > 0) continue;
      out.push({ kind: 'pickUp', target: tile, positions: [tile], work: [0], value: PICKUP_VALUE, card });
    }
  }
  return out;
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

function peekGoals(ctx: PlanContext): Goal[] {
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

function safeGoals(k: Knowledge): Goal[] {
  const out: Goal[] = [];
  for (const s of k.safes()) {
    if (k.revealed(s)?.open || keycardBlocks(k, s)) continue;
    const work = safeWork(k, s);
    if (work.length === 0) continue;
    const ready = !k.lineTiles(s).some((l) => k.isHidden(l));
    out.push({ kind: 'safe', target: s, positions: [s], work, value: ready ? SAFE_VALUE : SAFE_VALUE / 2 });
  }
  return out;
}

function escapeGoals(k: Knowledge): Goal[] {
  if (!k.allSafesOpen() || k.view.kitty) return [];
  return k
    .floorTiles(k.topFloor)
    .filter((i) => k.kind(i) === 'stairs')
    .map((i) => ({ kind: 'escape' as const, target: i, positions: [i], work: [1], value: ESCAPE_VALUE }));
}

function distanceTo(ctx: PlanContext, goal: Goal, from = ctx.k.myTile): number {
  return Math.min(...goal.positions.map((p) => ctx.laterRoutes(from).cost[p] as number));
}

/** A teammate nearer to this peek will likely make it: better to look elsewhere (ties: lower seat). */
function teammateCloser(ctx: PlanContext, goal: Goal, mine: number): boolean {
  const k = ctx.k;
  if (goal.kind !== 'peek') return false;
  return k.inBuilding().some((p) => {
    if (p.seat === k.me.seat) return false;
    const theirs = distanceTo(ctx, goal, k.tileOf(p));
    return theirs < mine || (theirs === mine && p.seat < k.me.seat);
  });
}

function best(ctx: PlanContext, goals: Goal[], previous: string | null): Goal | null {
  let chosen: Goal | null = null;
  let bestScore = 0;
  for (const g of goals) {
    const d = distanceTo(ctx, g);
    if (!Number.isFinite(d)) continue;
    const work = g.work.reduce((a, b) => a + b, 0);
    let score = g.value / (1 + d + work);
    if (goalKey(g) === previous) score *= HYSTERESIS;
    if (teammateCloser(ctx, g, d)) score *= LEAVE_TO_TEAMMATE;
    if (score > bestScore) {
      bestScore = score;
      chosen = g;
    }
  }
  return chosen;
}

/** The goal to pursue now, by tiers: pick-ups, escape, then safes and exploration. */
export function chooseGoal(ctx: PlanContext, previous: string | null): Goal | null {
  const k = ctx.k;
  return (
    best(ctx, pickUpGoals(k), previous) ??
    best(ctx, escapeGoals(k), previous) ??
    best(ctx, [...safeGoals(k), ...peekGoals(ctx)], previous)
  );
}
