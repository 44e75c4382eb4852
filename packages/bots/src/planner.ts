/**
 * A planning bot that plays to win. It sees only what its seat may know (viewFor) and always
 * answers with one of the offered legal actions. Each decision: answer a prompt, or pick the
 * goal worth pursuing (goals.ts), plan the rest of the turn around the guard's likely walk
 * (turnPlan.ts, endRisk.ts) and take the plan's first step. Deterministic given its seed.
 */
import { type Action, type PlayerView, posName } from '@safecrackers/rules';
import type { Bot } from './bot.js';
import { PlanContext } from './planner/context.js';
import { revealValue } from './planner/exploration.js';
import { freeAction } from './planner/freeActions.js';
import { chooseGoal, type Goal, goalKey } from './planner/goals.js';
import { Knowledge } from './planner/knowledge.js';
import { peekTargets } from './planner/links.js';
import { SeatMemory } from './planner/memory.js';
import { answerPrompt, chooseEntrance } from './planner/prompts.js';
import { safeWork } from './planner/safeProgress.js';
import { planTurn, type Step } from './planner/turnPlan.js';
import { type Random, seededRandom } from './random.js';

/** Ties between equally good plans are broken by this much noise from the seed. */
const TIE_NOISE = 1e-3;

const same = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

export class PlannerBot implements Bot {
  /** Decisions where the planned step was not offered and a fallback was taken (diagnostics). */
  fallbacks = 0;
  private readonly random: Random;
  private readonly memories = new Map<number, SeatMemory>();

  /** Optional trace of each decision, for tuning and debugging (bench scripts print it). */
  trace: ((line: string) => void) | null = null;

  constructor(seed: string | number) {
    this.random = seededRandom(seed);
  }

  choose(legal: readonly Action[], view: PlayerView): Action {
    if (legal.length === 0) throw new Error('PlannerBot: no legal action to choose from');
    const seat = view.viewer;
    if (seat === null) throw new Error('PlannerBot: needs a seat view, not a spectator view');
    const noise = () => this.random() * TIE_NOISE;
    const k = new Knowledge(view, seat);
    const prompt = view.prompt;
    if (prompt && prompt.seat === seat) {
      return prompt.kind === 'entrance' ? chooseEntrance(k, legal, noise) : answerPrompt(k, prompt, legal);
    }
    const memory = this.memoryOf(seat);
    const ctx = new PlanContext(k, memory.observe(k));
    const goal = chooseGoal(ctx, memory.previousGoal);
    memory.previousGoal = goal ? goalKey(goal) : null;
    const escapeNow = legal.find((a) => a.type === 'escape');
    if (escapeNow && (!goal || goal.kind === 'escape')) return escapeNow;
    const plan = planTurn(ctx, goal, { fillers: (tile) => fillerCount(k, tile), noise });
    this.trace?.(
      `t${view.turn.number} s${seat} at ${posName(k.pos(k.myTile))} st${k.me.stealth} r${ctx.remaining} c${ctx.turn.counted} ` +
        `goal ${goal ? `${goal.kind} ${posName(k.pos(goal.target))} w${goal.work.join('')}` : '-'} ` +
        `step ${plan.step.kind === 'go' ? `go ${posName(k.pos(plan.step.link.to))}` : plan.step.kind} end ${posName(k.pos(plan.end))} risk ${plan.risk.toFixed(2)}`,
    );
    const free = freeAction(ctx, legal, goal, plan, memory.tried);
    if (free) {
      memory.noteFree(free);
      return free;
    }
    return this.stepAction(ctx, legal, goal, plan.step) ?? this.filler(ctx, legal) ?? endOr(legal);
  }

  private memoryOf(seat: number): SeatMemory {
    let m = this.memories.get(seat);
    if (!m) {
      m = new SeatMemory();
      this.memories.set(seat, m);
    }
    return m;
  }

  /** The input for the plan's first step, if it is offered. */
  private stepAction(
    ctx: PlanContext,
    legal: readonly Action[],
    goal: Goal | null,
    step: Step,
  ): Action | null {
    const k = ctx.k;
    let wanted: Action | null = null;
    if (step.kind === 'end') return null;
    if (step.kind === 'go') {
      wanted = step.link.via === 'drop' ? { type: 'drop' } : { type: 'move', to: k.pos(step.link.to) };
    } else if (goal) {
      wanted = workAction(ctx, goal);
    }
    const offered = wanted ? legal.find((a) => same(a, wanted)) : undefined;
    if (!offered) this.fallbacks++;
    return offered ?? null;
  }

  /** Spare actions at the end of a turn: peeks and hacks here cost nothing and may avoid the event. */
  private filler(ctx: PlanContext, legal: readonly Action[]): Action | null {
    const k = ctx.k;
    let best: Action | null = null;
    let bestValue = 0;
    for (const a of legal) {
      let value = 0;
      if (a.type === 'peek') value = 0.2 + revealValue(k, k.index(a.at), []);
      else if (a.type === 'hack') value = 0.15;
      else if (a.type === 'laptop') value = 0.15;
      else if (a.type === 'addDie' && !a.at && safeWork(k, k.myTile)[0] === 2) value = 0.5;
      if (value > bestValue) {
        bestValue = value;
        best = a;
      }
    }
    return best;
  }
}

function endOr(legal: readonly Action[]): Action {
  return legal.find((a) => a.type === 'endActions') ?? (legal[0] as Action);
}

/** The goal's next unit of work as an input. */
function workAction(ctx: PlanContext, goal: Goal): Action | null {
  const k = ctx.k;
  switch (goal.kind) {
    case 'pickUp':
      return goal.card ? { type: 'pickUp', card: goal.card } : null;
    case 'peek':
      return { type: 'peek', at: k.pos(goal.target) };
    case 'escape':
      return { type: 'escape' };
    case 'safe':
      return safeWork(k, goal.target)[0] === 2 ? { type: 'addDie' } : { type: 'crack' };
  }
}

/** Inputs that spend spare actions without moving (for the event check, R4.5). */
export function fillerCount(k: Knowledge, tile: number): number {
  const t = k.revealed(tile);
  const hacks = t?.kind.startsWith('computer-') ? 6 - t.hack : 0;
  return peekTargets(k, tile).length + hacks;
}
