/**
 * Arrivals: revealing, the Move procedure (R5.4), placement (R1.11), leaving (R1.12) and
 * detection on entry (R7.11).
 */
import { floorOfTile, guardOn, holds, remaining, seatsOn, vertical } from './board.js';
import { fail } from './errors.js';
import type { PlacementCause, StealthCause } from './events.js';
import { guardOf, placeGuard } from './guards.js';
import { type MoveLink, moveLinks } from './links.js';
import type { TileRevealCause } from './reveal.js';
import { reveal } from './reveal.js';
import type { Situation } from './situation.js';
import type { Ctx } from './state.js';
import { loseStealth } from './stealth.js';
import { atriumSeen } from './tiles/atrium.js';
import { guardNextTo } from './tiles/foyer.js';
import { rulesOf } from './tiles/index.js';

/** How a Move is made: its cost and which rules it skips. */
export type MoveMode = 'action' | 'flexibility' | 'orders' | 'gut' | 'climb';

export interface MovePlan {
  link: MoveLink;
  /** Actions the current player pays up front (surcharges included). */
  cost: number;
}

/** The action a Move costs before any surcharge (R5.4). */
export const MOVE_COST = 1;

/** Extra action the Gemstone's holder pays to join another character (R9.3). */
export function gemstoneSurcharge(s: Situation, mover: number, target: number): number {
  const p = s.players[mover];
  if (!p || !holds(p, 'gemstone')) return 0;
  return seatsOn(s, target).some((x) => x !== mover) ? 1 : 0;
}

/** The up-front cost of a paid Move (mode 'action'): surcharges of revealed tiles included. */
export function moveCost(s: Situation, mover: number, target: number): number {
  const t = s.tiles[target];
  const surcharge = t?.revealed ? (rulesOf(t.kind).surcharge?.(s, target) ?? 0) : 0;
  return MOVE_COST + gemstoneSurcharge(s, mover, target) + surcharge;
}

/** Validates a Move and computes its up-front cost, without changing anything. */
export function planMove(ctx: Ctx, mover: number, target: number, mode: MoveMode): MovePlan {
  const p = ctx.s.players[mover];
  if (!p || p.tile < 0) fail('action/not_entered', 'That character is not in the building.');
  const link = moveLinks(ctx, p.tile, mover).find((l) => l.tile === target);
  if (!link) fail('move/not_linked', 'That tile is not linked to yours. Peek or move to an open neighbour.');
  return planMoveAlong(ctx, mover, link, mode);
}

/**
 * planMove for a link the mover has (one of `moveLinks` from its tile): legalActions checks
 * every link this way without listing the links again per target.
 */
export function planMoveAlong(ctx: Ctx, mover: number, link: MoveLink, mode: MoveMode): MovePlan {
  if (mode !== 'action') return { link, cost: 0 };
  const cost = moveCost(ctx.s, mover, link.tile);
  if (cost > remaining(ctx.s)) {
    fail('move/cannot_pay', `Moving there costs ${cost} actions and you have ${remaining(ctx.s)} left.`);
  }
  return { link, cost };
}

/** The character stops standing on its tile: Motion's exit check (R1.12, R6.12). */
export function leaveTile(ctx: Ctx, seat: number): void {
  const p = ctx.s.players[seat];
  if (!p || p.tile < 0) return;
  const from = p.tile;
  const t = ctx.tile(from);
  rulesOf(t.kind).onLeave?.(ctx, seat, from);
}

/** A floor's first arrival places its guard before anything else happens (R7.2, D30). */
function ensureGuard(ctx: Ctx, tile: number): void {
  const floor = floorOfTile(ctx, tile);
  if (!guardOf(ctx, floor).placed) placeGuard(ctx, floor);
}

/** Placement (R1.11): reveal, guard placement, no entry effects and no stealth loss. */
export function placeCharacter(ctx: Ctx, seat: number, tile: number, cause: PlacementCause): void {
  const p = ctx.s.players[seat];
  if (!p) return;
  const from = p.tile >= 0 ? ctx.pos(p.tile) : null;
  if (p.tile >= 0) leaveTile(ctx, seat);
  reveal(ctx, tile, 'placement');
  ensureGuard(ctx, tile);
  const w = ctx.mutPlayer(seat);
  w.tile = tile;
  w.entered = true;
  if (seat === ctx.s.turn.seat && ctx.s.turn.flexibility) ctx.mutTurn().flexibility = false;
  ctx.emit({ type: 'placed', seat, from, to: ctx.pos(tile), cause });
}

/** The Invisible Suit hides the current character during its action phase (R9.2). */
export function hiddenBySuit(s: Situation, seat: number): boolean {
  return s.effects.invisibleSuit && seat === s.turn.seat && !s.turn.actionsOver;
}

export type EntryDetection = Extract<StealthCause, 'enters-guard-tile' | 'foyer' | 'atrium' | 'tiara'>;

/**
 * Detection on entry (R7.11): the first clause that applies to `seat` entering `tile` in this
 * situation, or null. The engine asks once the tile is revealed; over a face-down tile only the
 * clauses that do not depend on its kind can apply (its kind is unknown to a view).
 */
export function entryDetection(
  s: Situation,
  seat: number,
  tile: number,
  mode: MoveMode,
): EntryDetection | null {
  if (hiddenBySuit(s, seat)) return null;
  const p = s.players[seat];
  const t = s.tiles[tile];
  if (!p || !t) return null;
  if (guardOn(s, tile)) {
    if (mode !== 'flexibility') return 'enters-guard-tile';
    if (t.revealed && t.kind === 'atrium' && atriumSeen(s, tile)) return 'atrium';
    if (holds(p, 'tiara') && guardNextTo(s, tile)) return 'tiara';
    return null;
  }
  if (t.revealed && t.kind === 'foyer' && guardNextTo(s, tile)) return 'foyer';
  if (t.revealed && t.kind === 'atrium' && atriumSeen(s, tile)) return 'atrium';
  if (holds(p, 'tiara') && guardNextTo(s, tile)) return 'tiara';
  return null;
}

/** Entry effects that are alarm effects are silenced while a guard stands there (R6.0.1). */
export function entryEffectsSilenced(s: Situation, tile: number): boolean {
  const t = s.tiles[tile];
  return !!t && !!rulesOf(t.kind).alarmEntry && guardOn(s, tile);
}

/**
 * Resolves a Move of `mover` into `target` (R5.4). The plan's cost is paid by the current
 * player first. Returns true when the mover entered the target.
 */
export function performMove(ctx: Ctx, mover: number, plan: MovePlan, mode: MoveMode): boolean {
  const p = ctx.s.players[mover];
  if (!p) return false;
  const from = p.tile;
  const target = plan.link.tile;
  const t = ctx.tile(target);
  if (plan.cost !== 0) ctx.mutTurn().used += plan.cost;
  if (!t.revealed) {
    reveal(ctx, target, 'move');
    const rules = rulesOf(t.kind);
    if (rules.stopsWhenHidden) {
      ctx.emit({
        type: 'moveStopped',
        seat: mover,
        at: ctx.pos(target),
        reason: t.kind === 'keypad' ? 'keypad' : 'deadbolt',
      });
      return false;
    }
    const below = vertical(ctx, target, -1);
    if (t.kind === 'walkway' && below >= 0) {
      placeCharacter(ctx, mover, below, 'fall');
      return false;
    }
  } else {
    const attempt = rulesOf(t.kind).attemptEntry;
    if (attempt && !attempt(ctx, mover, target)) {
      ctx.emit({ type: 'moveStopped', seat: mover, at: ctx.pos(target), reason: 'keypad' });
      return false;
    }
  }
  leaveTile(ctx, mover);
  ensureGuard(ctx, target);
  const w = ctx.mutPlayer(mover);
  w.tile = target;
  w.entered = true;
  if (mover === ctx.s.turn.seat && ctx.s.turn.flexibility !== (mode === 'flexibility'))
    ctx.mutTurn().flexibility = mode === 'flexibility';
  ctx.emit({
    type: 'moved',
    seat: mover,
    from: ctx.pos(from),
    to: ctx.pos(target),
    cost: plan.cost,
    via: plan.link.via,
  });
  const seen = entryDetection(ctx.s, mover, target, mode);
  if (seen) loseStealth(ctx, mover, seen);
  const onEnter = rulesOf(t.kind).onEnter;
  if (onEnter && !entryEffectsSilenced(ctx.s, target))
    onEnter(ctx, target, { mover, orders: mode === 'orders' });
  return true;
}

export type { TileRevealCause };
