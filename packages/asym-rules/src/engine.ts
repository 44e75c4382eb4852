/**
 * apply(state, seat, action): validate and resolve one input on a private copy; never mutates
 * its input and never throws on a player's mistake (A-R16.1, A-R16.4). Security inputs are
 * checked on the security board alone (A-R15.3) and then resolved on the true board.
 */
import type { Result } from '@safecrackers/engine-kit';
import type { Action, Answer, LoadoutAction, SpyTurnAction } from './actions.js';
import { Ctx, cloneState, GameOver } from './ctx.js';
import { dogPhaseAnswered } from './dog.js';
import { type AsymErrorCode, fail, RuleError } from './errors.js';
import type { AsymEvent } from './events.js';
import { parseCell } from './geometry/cells.js';
import { securityBoard } from './secboard.js';
import { checkSecurity } from './security/check.js';
import { resolveSecurity } from './security/resolve.js';
import { continueSearch, emergeBySearch } from './security/search.js';
import { createGame, loadout } from './setup.js';
import { beginAction, endAction, leave, pass, startAction, step } from './spy/action.js';
import { spyOf } from './spy/common.js';
import { drop, handOver, jam, openDoor, pickUp, playCard, shoot, throwNoise } from './spy/tools.js';
import { advance, afterDog } from './turn.js';
import type { AsymSetup, AsymState, OutcomeReason } from './types.js';

export type ApplyResult = Result<{ state: AsymState; events: AsymEvent[] }, AsymErrorCode>;

const LOADOUT = new Set(['chooseRole', 'chooseWeapon', 'addCard', 'removeCard', 'confirmLoadout']);

function cells(ctx: Ctx, names: unknown): number[] | undefined {
  if (names === undefined) return undefined;
  if (!Array.isArray(names)) fail('noise/invalid', 'Noise cells are a list of cell names.');
  return names.map((n) => {
    const c = parseCell(ctx.map, n);
    if (c < 0) fail('noise/invalid', `"${String(n)}" is not a cell.`);
    return c;
  });
}

function cellOf(ctx: Ctx, name: unknown): number {
  const c = parseCell(ctx.map, name);
  if (c < 0) fail('action/invalid', `"${String(name)}" is not a cell.`);
  return c;
}

function spyTurn(ctx: Ctx, seat: number, action: SpyTurnAction): void {
  if (ctx.s.stage !== 'spies') fail('action/wrong_stage', 'Spies act in the spies’ turn.');
  switch (action.type) {
    case 'beginAction':
      beginAction(ctx, seat, action.mode, action.lieDown === true);
      return;
    case 'pass':
      pass(ctx, seat, false);
      return;
    case 'stayHidden':
      pass(ctx, seat, true);
      return;
    case 'step':
      step(ctx, seat, cellOf(ctx, action.to));
      return;
    case 'leave':
      leave(ctx, seat, cells(ctx, action.noise));
      return;
    case 'endAction':
      endAction(ctx, seat, cells(ctx, action.noise));
      return;
    case 'shoot':
      shoot(ctx, seat, action.target, action.corpse);
      return;
    case 'playCard':
      playCard(ctx, seat, action);
      return;
    case 'pickUp':
      pickUp(ctx, seat, action.body);
      return;
    case 'drop':
      drop(ctx, seat, action.cell);
      return;
    case 'handOver':
      handOver(ctx, seat, action.to);
      return;
    case 'throw':
      throwNoise(ctx, seat, action.cells);
      return;
    case 'jam':
      jam(ctx, seat, action.target);
      return;
    case 'openDoor':
      openDoor(ctx, seat, action.opening);
      return;
    default:
      fail('action/unknown', `Unknown input "${String((action as { type: unknown }).type)}".`);
  }
}

/** Answers to the spies' prompts (A-R15.7). */
function answer(ctx: Ctx, seat: number, action: Answer): void {
  const s = ctx.s;
  const p = s.pending;
  if (!p) fail('prompt/none', 'There is nothing to answer.');
  if (p.kind === 'emergeCell') {
    if (seat !== p.seat) fail('prompt/not_yours', 'Only the emerging spy chooses its cell.');
    if (action.prompt !== 'emergeCell') fail('prompt/invalid_answer', 'Choose the cell to emerge on.');
    const cell = parseCell(ctx.map, action.cell);
    if (!p.cells.includes(cell))
      fail('prompt/invalid_answer', 'Not one of the free cells beside your token.');
    s.pending = null;
    if (p.context === 'action') startAction(ctx, spyOf(s, seat), cell);
    else {
      emergeBySearch(ctx, seat, p.unit, cell);
      continueSearch(ctx, p.unit, p.queue.slice());
    }
    return;
  }
  if (seat < 1) fail('prompt/not_yours', 'The spies settle the dog’s tie (A-R9.3).');
  if (action.prompt !== 'dogTarget') fail('prompt/invalid_answer', 'Choose the dog’s target.');
  const t = action.target;
  const option = p.options.find((o) =>
    o.kind === 'spy'
      ? t?.kind === 'spy' && t.seat === o.seat
      : t?.kind === 'entry' && parseCell(ctx.map, t.cell) === o.cell,
  );
  if (!option) fail('prompt/invalid_answer', 'Not one of the tied targets.');
  dogPhaseAnswered(ctx, option);
  afterDog(ctx);
}

function dispatch(state: AsymState, ctx: Ctx, seat: number, action: Action): void {
  if (action.type === 'answer') answer(ctx, seat, action);
  else if (seat === 0) resolveSecurity(ctx, checkSecurity(securityBoard(state), action));
  else if (LOADOUT.has(action.type)) loadout(ctx, seat, action as LoadoutAction);
  else if (ctx.s.stage === 'spySetup') fail('action/wrong_stage', 'Choose your loadout first.');
  else if (ctx.s.stage !== 'spies') fail('action/not_your_turn', 'Spies act only in the spies’ turn.');
  else spyTurn(ctx, seat, action as SpyTurnAction);
}

export function apply(state: AsymState, seat: number, action: Action): ApplyResult {
  try {
    if (!action || typeof action !== 'object' || typeof (action as { type?: unknown }).type !== 'string')
      fail('action/invalid', 'An input needs a type.');
    if (!Number.isInteger(seat) || seat < 0 || seat >= state.setup.seats.length)
      fail('action/invalid', 'No such seat.');
    if (state.stage === 'over') fail('action/game_over', 'The game is over.');
    // A-R15.3, A-R15.7: security never answers a prompt, and whether the spies owe one is
    // hidden from it: in the spies' turn its input is refused by its own board (not its turn),
    // prompt or not. A prompt of security's turn (dog tie, Search) is the room's to hide: it
    // holds security's inputs until that spy window closes.
    if (seat === 0 && action.type === 'answer') fail('prompt/none', 'There is nothing to answer.');
    if (seat === 0 && state.stage === 'spies') checkSecurity(securityBoard(state), action);
    if (state.pending && action.type !== 'answer')
      fail('action/prompt_pending', seat === 0 ? 'Waiting for the spies.' : 'A prompt waits for an answer.');
    if (!state.pending && action.type === 'answer') fail('prompt/none', 'There is nothing to answer.');
    if (state.stage === 'securitySetup' && seat !== 0)
      fail('action/wrong_stage', 'Security is placing its pieces.');
    const ctx = new Ctx(cloneState(state));
    try {
      dispatch(state, ctx, seat, action);
      advance(ctx);
    } catch (e) {
      if (!(e instanceof GameOver)) throw e;
    }
    ctx.s.stats.inputs += 1;
    return { ok: true, state: ctx.s, events: ctx.events };
  } catch (e) {
    if (e instanceof RuleError) return { ok: false, error: { code: e.code, message: e.message } };
    throw e;
  }
}

export type ReplayResult =
  | { ok: true; state: AsymState }
  | { ok: false; error: { code: AsymErrorCode; message: string }; index: number };

/** Same setup and ordered inputs give the same state (A-R16.1). */
export function replay(setup: AsymSetup, log: ReadonlyArray<{ seat: number; action: Action }>): ReplayResult {
  const created = createGame(setup);
  if (!created.ok) return { ok: false, error: created.error, index: -1 };
  let state = created.state;
  for (let i = 0; i < log.length; i++) {
    const input = log[i] as { seat: number; action: Action };
    const r = apply(state, input.seat, input.action);
    if (!r.ok) return { ok: false, error: r.error, index: i };
    state = r.state;
  }
  return { ok: true, state };
}

export interface Outcome {
  status: 'playing' | 'spies' | 'security';
  reason: OutcomeReason | null;
}

/** A-R16.4: 'playing', or the winner with a reason code. */
export function outcome(state: AsymState): Outcome {
  if (!state.result) return { status: 'playing', reason: null };
  return { status: state.result.winner, reason: state.result.reason };
}

/** The error apply() would return for this input, or null if it would be accepted; changes nothing. */
export function validate(
  state: AsymState,
  seat: number,
  action: Action,
): { code: AsymErrorCode; message: string } | null {
  const r = apply(state, seat, action);
  return r.ok ? null : r.error;
}
