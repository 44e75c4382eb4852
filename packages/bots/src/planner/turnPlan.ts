/**
 * The rest of this turn for one goal: walk to a work tile, work, and end somewhere the guard is
 * unlikely to walk through. Plans are scored as the goal's remaining cost after the turn plus
 * the risks taken, all in actions; only the first step is returned, and the planner plans again
 * after every input, so peeks and dice rolls are taken into account as they happen.
 */
import type { PlanContext } from './context.js';
import type { Goal } from './goals.js';
import { type Link, moveLinks } from './links.js';
import { alarmAlong, countedAlong, firstStep, pathTo } from './routes.js';
import { eventCost, UNKNOWN_ENTRY_COST, UNWELCOME_TILE } from './weights.js';

export type Step = { kind: 'go'; link: Link } | { kind: 'work' } | { kind: 'end' };

export interface TurnPlan {
  step: Step;
  score: number;
  /** Where the turn is meant to end, and what that is expected to cost. */
  end: number;
  risk: number;
}

export interface PlanOptions {
  /** Filler actions available on a tile without moving (peeks, hacks): they avoid the event. */
  fillers: (tile: number) => number;
  /** Small noise for ties, from the bot's seeded generator. */
  noise: () => number;
}

/** The score of a plan that escapes: better than anything that stays in the building. */
const ESCAPED = 1000;

export function planTurn(ctx: PlanContext, goal: Goal | null, opts: PlanOptions): TurnPlan {
  const k = ctx.k;
  const R = ctx.remaining;
  const me = ctx.mine;
  const work = goal?.work ?? [];
  const scale = ctx.riskScale;
  const total = work.reduce((a, b) => a + b, 0);
  let best: TurnPlan | null = null;

  const drawCost = eventCost(k);
  /** `counted` actions that count (R4.5) out of `used`, ending on `end` with fillers for the rest. */
  const eventRisk = (counted: number, used: number, end: number) => {
    const spare = Math.max(0, R - used);
    return ctx.drawsEvent(counted + Math.min(spare, opts.fillers(end))) ? drawCost : 0;
  };
  const consider = (score: number, step: Step, end: number, risk: number) => {
    const s = score + opts.noise();
    if (!best || s > best.score) best = { step, score: s, end, risk };
  };
  /** Cost still to walk from `y` back to the goal's nearest work tile. */
  const toGoal = (y: number) => {
    if (!goal) return 0;
    let d = Number.POSITIVE_INFINITY;
    for (const g of goal.positions) d = Math.min(d, ctx.costTo(g)[y] as number);
    return d;
  };

  // Walk towards the goal (or just stay) and end the turn there.
  for (let y = 0; y < k.size; y++) {
    const used = me.actions[y] as number;
    if (!(used <= R)) continue;
    const rest = toGoal(y);
    if (!Number.isFinite(rest) && goal) continue;
    const penalty = (me.cost[y] as number) - used;
    const counted = countedAlong(me, y, ctx.turn.stood);
    const risk = ctx.risk.cost(y, alarmAlong(k, me, y, ctx.turn.enteredHere));
    const score = -(rest + total) - scale * (penalty + risk) - eventRisk(counted, used, y);
    const step: Step = y === k.myTile ? { kind: 'end' } : { kind: 'go', link: firstStep(me, y) as Link };
    consider(score, step, y, risk);
  }

  // Reach a work tile, do some of the work, and end there or nearby.
  for (const g of goal?.positions ?? []) {
    const a = me.actions[g] as number;
    if (!(a <= R)) continue;
    const p1 = (me.cost[g] as number) - a;
    const workStep = (at: number): Step =>
      at === k.myTile ? { kind: 'work' } : { kind: 'go', link: firstStep(me, at) as Link };
    const fromG = ctx.routes(g);
    const toG = countedAlong(me, g, ctx.turn.stood);
    const stoodAfter = new Set([...ctx.turn.stood, ...pathTo(me, g)]);
    const alarmOnTheWay = alarmAlong(k, me, g, ctx.turn.enteredHere);
    let done = 0;
    for (let j = 0; j < work.length; j++) {
      done += work[j] as number;
      if (a + done > R) break;
      const unfinished = j < work.length - 1;
      if (goal?.kind === 'escape' && !unfinished) {
        // Escaping ends our part of the game: no guard phase, no event, nothing left to risk (R5.12).
        consider(ESCAPED - scale * p1, workStep(g), g, 0);
        continue;
      }
      for (let y = 0; y < k.size; y++) {
        const leave = fromG.actions[y] as number;
        if (!(a + done + leave <= R)) continue;
        const p2 = (fromG.cost[y] as number) - leave;
        const remainingCost = unfinished ? total - done + (ctx.costTo(g)[y] as number) : 0;
        const counted = toG + done + countedAlong(fromG, y, stoodAfter);
        const alarm = alarmOnTheWay >= 0 ? alarmOnTheWay : alarmAlong(k, fromG, y, g !== k.myTile);
        const risk = ctx.risk.cost(y, alarm);
        const score = -remainingCost - scale * (p1 + p2 + risk) - eventRisk(counted, a + done + leave, y);
        consider(score, workStep(g), y, risk);
      }
    }
    // A peek can open the way: peek, then step onto the tile seen and end the turn there. About
    // one tile in four turns out unwelcome (weights.ts): then the turn ends on the peeking tile.
    const target = goal?.kind === 'peek' ? goal.target : -1;
    if (target >= 0 && a + 2 <= R && moveLinks(k, g).some((l) => l.to === target && l.via === 'move')) {
      const risk =
        (1 - UNWELCOME_TILE) * (ctx.risk.cost(target) + UNKNOWN_ENTRY_COST) +
        UNWELCOME_TILE * ctx.risk.cost(g);
      const score = -scale * (p1 + risk) - eventRisk(toG + 2, a + 2, target);
      consider(score, workStep(g), target, risk);
    }
  }
  return best ?? { step: { kind: 'end' }, score: Number.NEGATIVE_INFINITY, end: k.myTile, risk: 0 };
}
