/**
 * Free inputs worth taking before the next costed action: pick-ups (R5.11), tools (R9.2) and
 * free abilities (Hawk's peeks, Raven's crow). Each is tried at most once a turn, so free
 * inputs can never loop.
 */
import type { Action, TileKind, ToolId } from '@safecrackers/rules';
import type { PlanContext } from './context.js';
import { revealValue } from './exploration.js';
import type { Goal } from './goals.js';
import { certainWalk } from './guardPaths.js';
import type { TurnPlan } from './turnPlan.js';

type UseTool = Extract<Action, { type: 'useTool' }>;

/** Crowbar targets, most useful first (R9.2.2). */
const CROWBAR_ORDER: readonly TileKind[] = [
  'keypad',
  'deadbolt',
  'fingerprint',
  'laser',
  'motion',
  'camera',
  'thermo',
];
/** End-of-turn risk (in actions) above which the Donuts are worth eating. */
const DONUTS_RISK = 2;

function tool(legal: readonly Action[], id: ToolId): UseTool[] {
  return legal.filter((a): a is UseTool => a.type === 'useTool' && a.tool === id);
}

export function freeAction(
  ctx: PlanContext,
  legal: readonly Action[],
  goal: Goal | null,
  plan: TurnPlan,
  tried: ReadonlySet<string>,
): Action | null {
  const k = ctx.k;
  const fresh = (a: Action | undefined): a is Action => !!a && !tried.has(JSON.stringify(a));
  const pick = legal.find((a) => a.type === 'pickUp' && fresh(a));
  if (pick) return pick;

  const makeup = tool(legal, 'makeup-kit')[0];
  if (fresh(makeup)) return makeup;

  const goalWork = goal ? goal.work.reduce((a, b) => a + b, 0) : 0;
  const onSafe = goal?.kind === 'safe' && goal.target === k.myTile;
  if (onSafe && goalWork > ctx.remaining) {
    const boost = tool(legal, 'rollerskates')[0] ?? tool(legal, 'invisible-suit')[0];
    if (fresh(boost)) return boost;
  }
  const floor = k.floorOf(k.myTile);
  if (plan.risk >= DONUTS_RISK) {
    const donuts = tool(legal, 'donuts').find((a) => a.floor === floor);
    if (fresh(donuts)) return donuts;
  }
  if (onSafe && (k.revealed(k.myTile)?.stealth ?? 0) === 0 && ctx.risk.hitChance(k.myTile) > 0.2) {
    const smoke = tool(legal, 'smoke-bomb')[0];
    if (fresh(smoke)) return smoke;
  }
  const alarmsHere = k.floorTiles(floor).some((i) => k.revealed(i)?.alarm);
  const emp = tool(legal, 'emp')[0];
  if (alarmsHere && fresh(emp)) return emp;

  const peeks = bestReveal(ctx, [
    ...tool(legal, 'blueprints'),
    ...legal.filter((a) => a.type === 'xray' || a.type === 'enhance'),
  ]);
  if (fresh(peeks)) return peeks;

  const virus = tool(legal, 'virus').sort((a, b) => computerRank(ctx, a) - computerRank(ctx, b))[0];
  if (fresh(virus)) return virus;

  const crowbar = tool(legal, 'crowbar')
    .map((a) => ({ a, r: crowbarRank(ctx, a) }))
    .filter((x) => x.r < CROWBAR_ORDER.length)
    .sort((x, y) => x.r - y.r)[0]?.a;
  if (fresh(crowbar)) return crowbar;

  const crow = distract(ctx, legal);
  if (fresh(crow)) return crow;
  return null;
}

/** Blueprints, X-Ray or Enhance on the face-down tile most worth seeing (free peeks are always worth it). */
function bestReveal(ctx: PlanContext, options: Action[]): Action | undefined {
  const k = ctx.k;
  let best: Action | undefined;
  let bestValue = 0;
  for (const a of options) {
    if (!('at' in a) || !a.at) continue;
    const tile = k.index(a.at);
    const value = revealValue(k, tile, []) + 0.1;
    // Blueprints are a card: spend them only on something that matters.
    if (a.type === 'useTool' && value < 1) continue;
    if (value > bestValue) {
      bestValue = value;
      best = a;
    }
  }
  return best;
}

function computerRank(ctx: PlanContext, a: UseTool): number {
  const kind = a.at ? ctx.k.kind(ctx.k.index(a.at)) : null;
  return kind === 'computer-fingerprint' ? 0 : kind === 'computer-laser' ? 1 : 2;
}

function crowbarRank(ctx: PlanContext, a: UseTool): number {
  const t = a.at ? ctx.k.revealed(ctx.k.index(a.at)) : null;
  if (!t || (t.kind === 'keypad' && t.open)) return CROWBAR_ORDER.length;
  const r = CROWBAR_ORDER.indexOf(t.kind);
  return r < 0 ? CROWBAR_ORDER.length : r;
}

/** Raven's crow on the first tile of the guard's coming walk it can reach (R8.6). */
function distract(ctx: PlanContext, legal: readonly Action[]): Action | undefined {
  const k = ctx.k;
  const options = legal.filter((a): a is Extract<Action, { type: 'distract' }> => a.type === 'distract');
  if (options.length === 0) return undefined;
  const walk = certainWalk(k, k.floorOf(k.myTile));
  const crow = k.view.crow ? k.index(k.view.crow) : -1;
  for (const tile of walk) {
    if (tile === crow) return undefined;
    const option = options.find((o) => k.index(o.at) === tile);
    if (option) return option;
  }
  return undefined;
}
