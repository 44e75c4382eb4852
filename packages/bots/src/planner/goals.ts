/**
 * What the character should be doing: catch the kitty, pick up loot, reveal a safe's line tiles,
 * crack it, find Safes and Stairs, escape. Each goal names where its work is done and what
 * that work costs; choosing between goals weighs value against distance.
 */
import { isGoldBar, type LootCard } from '@safecrackers/rules';
import type { PlanContext } from './context.js';
import { peekGoals } from './exploration.js';
import type { Knowledge } from './knowledge.js';
import { keycardBlocks, safeWork } from './safeProgress.js';

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

/** A peek a teammate is nearer to is worth this much less to us. */
const LEAVE_TO_TEAMMATE = 0.5;

/** A goal chosen last time gets this bonus, so the character does not dither between two. */
const HYSTERESIS = 1.3;

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
  const myBars = k.me.loot.filter(isGoldBar).length;
  for (const t of k.view.tiles) {
    if (!t.revealed) continue;
    const tile = k.index(t.at);
    for (const card of t.loot) {
      if (isGoldBar(card) && myBars > 0) continue;
      out.push({ kind: 'pickUp', target: tile, positions: [tile], work: [0], value: PICKUP_VALUE, card });
    }
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
  if (!k.allSafesOpen() || k.view.kitty || k.timeLock()) return [];
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
