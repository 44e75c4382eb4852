/**
 * apply(state, seat, action): validate and resolve one input; never mutates its input and never
 * throws on a player's mistake. Prompts suspend a resolution; answering re-runs the same input
 * from the state before it with the answers so far (deterministic, so identical up to the
 * suspension point), and only the new events are returned.
 *
 * Copy-on-write (state.ts): an input works on a draft of the state that shares every nested
 * object with it; rule code writes only through the Ctx's mut* accessors, which copy an object
 * on its first write in this input. Once resolved, copies equal to their originals are dropped
 * (Ctx.settle). So the new state shares by identity every tile, guard, player, the turn, decks,
 * effects, stats, walls... that the input did not change, and holds a new object for each one
 * it changed. States are never written once returned: callers must treat them as read-only
 * (the undo record and a pending prompt keep earlier states, which share these objects).
 */
import type { Action, Answer, Intent } from './actions.js';
import * as core from './actions-core.js';
import { player, remaining } from './board.js';
import { ABILITIES } from './characters/index.js';
import { type EngineError, fail, RuleError } from './errors.js';
import type { DomainEvent, DomainEventType } from './events.js';
import { drawPatrol, placeGuard } from './guards.js';
import { checkAnswer } from './prompts.js';
import { canUndo, pendingPrompt } from './queries/state.js';
import { reveal } from './reveal.js';
import { createGame } from './setup.js';
import { Ctx, draftOf, GameOver, Suspend, shareUnchanged } from './state.js';
import { finishTurn, startTurn } from './turn.js';
import type { GameSetup, GameState, Resume } from './types.js';

export { legalActions } from './legal.js';

export type Result =
  | { ok: true; state: GameState; events: DomainEvent[] }
  | { ok: false; error: EngineError };

/**
 * Events whose input can no longer be undone: it revealed information or used randomness (R4.12).
 * A destination set by an alarm and a loot card picked up from a tile reveal nothing, so
 * guardDestination counts only when a patrol card was drawn, and lootGained not at all (a loot
 * card drawn from a safe always comes with the roll that opened it).
 */
const BARRIER_EVENTS: ReadonlySet<DomainEventType> = new Set([
  'tileRevealed',
  'diceRolled',
  'eventDrawn',
  'cardsSeen',
  'toolGained',
  'guardPlaced',
  'patrolReshuffled',
  'traded',
  'tradeDeclined',
  'ordersDeclined',
  'turnStarted',
  'gameLost',
  'gameWon',
]);

const INTENTS: ReadonlySet<string> = new Set([
  'peek',
  'move',
  'drop',
  'hack',
  'addDie',
  'crack',
  'useTool',
  'trade',
  'pickUp',
  'escape',
  'endActions',
  'undo',
  ...ABILITIES.keys(),
]);

/**
 * Deep equality of plain JSON-like data, whatever the order of object keys; a key whose value is
 * undefined counts as absent. Allocates nothing: it runs for every legal use of an ability on
 * each ability input.
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  // Every defined value of `a` equals `b`'s; then `b` must have no other defined value.
  let defined = 0;
  for (const key in x) {
    if (!Object.hasOwn(x, key) || x[key] === undefined) continue;
    if (!Object.hasOwn(y, key) || !sameValue(x[key], y[key])) return false;
    defined++;
  }
  for (const key in y) if (Object.hasOwn(y, key) && y[key] !== undefined) defined--;
  return defined === 0;
}

function fromError(e: unknown): Result {
  if (e instanceof RuleError) return { ok: false, error: { code: e.code, message: e.message } };
  throw e;
}

/** Entrance choice (R3.10 steps 2–3), then seat 0's first turn. */
function chooseEntrance(ctx: Ctx, answer: Answer): void {
  const prompt = pendingPrompt(ctx.s);
  if (!prompt) fail('action/no_prompt', 'Nothing to answer.');
  checkAnswer(prompt, answer);
  const at = (answer as Extract<Answer, { kind: 'entrance' }>).at;
  const tile = core.indexOf(ctx, at, 'entrance');
  ctx.s.pending = null;
  ctx.s.entrance = tile;
  reveal(ctx, tile, 'placement');
  ctx.emit({ type: 'entranceChosen', at: ctx.pos(tile) });
  const g = ctx.s.guards[0];
  if (g && !g.placed) placeGuard(ctx, 0);
  else drawPatrol(ctx, 0);
  ctx.s.phase = 'playing';
  startTurn(ctx, 0);
}

/** Resolves one intent of the current seat, with the event-check accounting of R4.5. */
function perform(ctx: Ctx, seat: number, action: Intent): void {
  const s = ctx.s;
  if (seat !== s.turn.seat) fail('action/not_your_turn', `It is ${player(s, s.turn.seat).name}'s turn.`);
  if (s.turn.actionsOver) fail('action/actions_over', 'Your actions are over for this turn.');
  const me = player(s, seat);
  const used = s.turn.used;
  const stood = s.turn.stood;
  let endsActions = false;
  switch (action.type) {
    case 'peek':
      core.peek(ctx, seat, action.at);
      break;
    case 'move':
      core.move(ctx, seat, action.to);
      break;
    case 'drop':
      core.drop(ctx, seat);
      break;
    case 'hack':
      core.hack(ctx, seat);
      break;
    case 'addDie':
      core.addDie(ctx, seat, action.at);
      break;
    case 'crack':
      core.crack(ctx, seat, action.at);
      break;
    case 'useTool':
      core.useTool(ctx, seat, action);
      break;
    case 'trade':
      core.trade(ctx, seat, action);
      break;
    case 'pickUp':
      core.pickUp(ctx, seat, action.card);
      break;
    case 'escape':
      core.escapeToRoof(ctx, seat);
      endsActions = true;
      break;
    case 'endActions':
      endsActions = true;
      break;
    default: {
      const ability = ABILITIES.get(action.type);
      if (!ability) fail('action/unknown', `Unknown action "${String((action as { type: unknown }).type)}".`);
      if (me.character !== ability.character || me.side !== ability.side) {
        fail('ability/wrong_character', `Only the ${ability.side} ${ability.character} can do that.`);
      }
      // Compared by value: the order of an input's keys does not matter (R1.21).
      const legal = ability.uses(ctx, seat).find((u) => sameValue(u, action));
      if (!legal) fail('ability/invalid', 'That ability cannot be used that way now.');
      ability.apply(ctx, seat, legal);
      endsActions = ability.endsActions === true;
    }
  }
  if (action.type !== 'endActions') {
    ctx.mutStats().actions += 1;
    if (s.turn.fresh) ctx.mutTurn().fresh = false;
  }
  // Read again: the action may have moved the character (and copied it).
  const after = player(s, seat).tile;
  // R4.5/D67: an action by which the character arrived (moved or placed) on a tile it already
  // stood on this turn is not counted, also when that is the tile the action started from
  // (a fall from a face-down Walkway above it, R5.4 step 2).
  const arrived = ctx.events.some((e) => (e.type === 'moved' || e.type === 'placed') && e.seat === seat);
  const returned = arrived && after >= 0 && stood.includes(after);
  if (!returned && s.turn.used !== used) ctx.mutTurn().counted += s.turn.used - used;
  if (after >= 0 && !s.turn.stood.includes(after)) ctx.mutTurn().stood.push(after);
  if (endsActions || (player(s, seat).escaped && s.phase === 'playing')) finishTurn(ctx);
}

interface Run {
  state: GameState;
  events: DomainEvent[];
}

/** Runs an intent from `base` with the given answers; a missing answer suspends it. */
function execute(
  base: GameState,
  seat: number,
  action: Intent,
  answers: Answer[],
  answeredBy: number[],
): Run {
  const ctx = new Ctx(draftOf(base), answers, base);
  try {
    perform(ctx, seat, action);
    ctx.flushWalk();
    ctx.s.pending = null;
  } catch (e) {
    ctx.flushWalk();
    if (e instanceof Suspend) {
      const resume: Resume = { base, seat, action, answers, answeredBy, emitted: ctx.events.length };
      ctx.s.pending = { prompt: e.prompt, resume };
    } else if (!(e instanceof GameOver)) throw e;
  }
  ctx.settle();
  return { state: ctx.state, events: ctx.events };
}

function isBarrier(before: GameState, run: Run, inputs: Array<{ seat: number; action: Action }>): boolean {
  if (run.state.phase !== 'playing') return true;
  if (run.state.turn.number !== before.turn.number) return true;
  if (before.rng.some((v, i) => v !== run.state.rng[i])) return true;
  if (run.events.some((e) => BARRIER_EVENTS.has(e.type))) return true;
  if (run.events.some((e) => e.type === 'guardDestination' && e.reason === 'patrol')) return true;
  return inputs.some((input) => input.seat !== before.turn.seat);
}

/** Bookkeeping for undo (R4.12, D68) once a unit of inputs has fully resolved. */
function recordUndo(
  start: GameState,
  run: Run,
  unit: Array<{ seat: number; action: Action }>,
  events: DomainEvent[],
): void {
  if (
    isBarrier(start, { state: run.state, events }, unit) ||
    unit.some((u) => u.action.type === 'endActions')
  ) {
    run.state.undo = null;
    return;
  }
  const base = start.undo?.base ?? start;
  run.state.undo = { base, inputs: [...(start.undo?.inputs ?? []), ...unit] };
}

function undo(state: GameState, seat: number): Result {
  if (seat !== state.turn.seat) fail('action/not_your_turn', 'Only the current player can undo.');
  if (!state.undo || !canUndo(state, seat))
    fail('undo/nothing', 'Nothing to undo since the last reveal or roll.');
  const inputs = state.undo.inputs;
  // Units of inputs: an intent followed by its answers.
  let lastStart = inputs.length - 1;
  while (lastStart > 0 && inputs[lastStart]?.action.type === 'answer') lastStart--;
  let s: GameState = state.undo.base;
  for (const input of inputs.slice(0, lastStart)) {
    const r = apply(s, input.seat, input.action);
    if (!r.ok) throw new Error(`undo replay failed: ${r.error.code}`);
    s = r.state;
  }
  return { ok: true, state: shareUnchanged(s, state), events: [{ type: 'undone', seat }] };
}

export function apply(state: GameState, seat: number, action: Action): Result {
  try {
    if (!action || typeof action !== 'object' || typeof (action as { type?: unknown }).type !== 'string') {
      fail('action/invalid', 'An action needs a type.');
    }
    if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length)
      fail('action/invalid', 'No such seat.');
    if (state.phase === 'won' || state.phase === 'lost') fail('action/game_over', 'The game is over.');
    const pending = state.pending;
    if (action.type === 'answer') {
      if (!pending) fail('action/no_prompt', 'There is no choice to answer.');
      if (seat !== pending.prompt.seat)
        fail('prompt/not_yours', `${player(state, pending.prompt.seat).name} must answer this.`);
      checkAnswer(pending.prompt, action);
      if (!pending.resume) {
        const ctx = new Ctx(draftOf(state), [], state);
        try {
          chooseEntrance(ctx, action);
        } catch (e) {
          if (!(e instanceof GameOver)) throw e;
        }
        ctx.flushWalk();
        ctx.settle();
        return { ok: true, state: ctx.state, events: ctx.events };
      }
      const r = pending.resume;
      const answers = [...r.answers, action];
      const answeredBy = [...r.answeredBy, seat];
      const run = execute(r.base, r.seat, r.action, answers, answeredBy);
      const events = run.events.slice(r.emitted);
      if (!run.state.pending) {
        const unit: Array<{ seat: number; action: Action }> = [
          { seat: r.seat, action: r.action },
          ...answers.map((a, i) => ({ seat: answeredBy[i] as number, action: a as Action })),
        ];
        recordUndo(r.base, run, unit, run.events);
      }
      // Re-run from the state before the input: what the run did before the prompt is equal to
      // what the pending state holds, and is shared with it rather than kept twice.
      return { ok: true, state: shareUnchanged(run.state, state), events };
    }
    if (!INTENTS.has(action.type)) fail('action/unknown', `Unknown action "${action.type}".`);
    if (pending)
      fail('action/prompt_pending', `Waiting for ${player(state, pending.prompt.seat).name} to choose.`);
    if (state.phase === 'setup') fail('setup/not_setup_phase', 'Choose the entrance first.');
    if (action.type === 'undo') return undo(state, seat);
    const run = execute(state, seat, action as Intent, [], []);
    if (!run.state.pending) recordUndo(state, run, [{ seat, action }], run.events);
    return { ok: true, state: run.state, events: run.events };
  } catch (e) {
    return fromError(e);
  }
}

/** Called by replay after each input: the state it reached, its events, its index in the log. */
export type ReplayStep = (state: GameState, events: DomainEvent[], index: number) => void;

/**
 * Same seed and ordered inputs give the same state (R1.19). Throws on an illegal log entry.
 * `onStep` sees every input's outcome on the way (a restore collects its log tail with it).
 */
export function replay(
  setup: GameSetup,
  actions: ReadonlyArray<{ seat: number; action: Action }>,
  onStep?: ReplayStep,
): GameState {
  return replayFrom(createGame(setup), actions, onStep);
}

/**
 * Goes on from a state reached earlier (a snapshot after `firstIndex` inputs) with the inputs
 * that followed it; `onStep` counts indices from `firstIndex`. Throws on an illegal entry.
 */
export function replayFrom(
  start: GameState,
  actions: ReadonlyArray<{ seat: number; action: Action }>,
  onStep?: ReplayStep,
  firstIndex = 0,
): GameState {
  let state = start;
  actions.forEach(({ seat, action }, i) => {
    const r = apply(state, seat, action);
    const index = firstIndex + i;
    if (!r.ok) throw new Error(`replay: input ${index} was refused (${r.error.code}: ${r.error.message})`);
    state = r.state;
    onStep?.(state, r.events, index);
  });
  return state;
}

/** A short, stable hash of the whole engine state (FNV-1a over its JSON). */
export function stateHash(state: GameState): string {
  const json = JSON.stringify(state);
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619);
    h2 = Math.imul(h2 ^ c, 2246822519);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

export { remaining };
