/**
 * Arrivals: revealing, the Move procedure (R5.4), placement (R1.11), leaving (R1.12) and
 * detection on entry (R7.11).
 */
import { floorOfTile, guardOn, holds, remaining, seatsOn, vertical } from './board.js';
import { fail } from './errors.js';
import type { PlacementCause } from './events.js';
import { guardOf, placeGuard } from './guards.js';
import { type MoveLink, moveLinks } from './links.js';
import type { TileRevealCause } from './reveal.js';
import { reveal } from './reveal.js';
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

/** Validates a Move and computes its up-front cost, without changing anything. */
export function planMove(ctx: Ctx, mover: number, target: number, mode: MoveMode): MovePlan {
  const p = ctx.s.players[mover];
  if (!p || p.tile < 0) fail('action/not_entered', 'That character is not in the building.');
  const link = moveLinks(ctx, p.tile, mover).find((l) => l.tile === target);
  if (!link) fail('move/not_linked', 'That tile is not linked to yours. Peek or move to an open neighbour.');
  if (mode !== 'action') return { link, cost: 0 };
  let cost = 1;
  const t = ctx.tile(target);
  if (holds(p, 'gemstone') && seatsOn(ctx.s, target).some((s) => s !== mover)) cost += 1;
  if (t.revealed) cost += rulesOf(t.kind).surcharge?.(ctx, target) ?? 0;
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
  p.tile = tile;
  p.entered = true;
  if (seat === ctx.s.turn.seat) ctx.s.turn.flexibility = false;
  ctx.emit({ type: 'placed', seat, from, to: ctx.pos(tile), cause });
}

/** Detection on entry (R7.11): the first clause that applies costs 1 stealth. */
function entryDetection(ctx: Ctx, seat: number, tile: number, mode: MoveMode): void {
  const turn = ctx.s.turn;
  if (ctx.s.effects.invisibleSuit && seat === turn.seat && !turn.actionsOver) return;
  const p = ctx.s.players[seat];
  if (!p) return;
  const t = ctx.tile(tile);
  if (guardOn(ctx.s, tile)) {
    if (mode !== 'flexibility') loseStealth(ctx, seat, 'enters-guard-tile');
    else if (t.kind === 'atrium' && atriumSeen(ctx, tile)) loseStealth(ctx, seat, 'atrium');
    else if (holds(p, 'tiara') && guardNextTo(ctx, tile)) loseStealth(ctx, seat, 'tiara');
    return;
  }
  if (t.kind === 'foyer' && guardNextTo(ctx, tile)) loseStealth(ctx, seat, 'foyer');
  else if (t.kind === 'atrium' && atriumSeen(ctx, tile)) loseStealth(ctx, seat, 'atrium');
  else if (holds(p, 'tiara') && guardNextTo(ctx, tile)) loseStealth(ctx, seat, 'tiara');
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
  ctx.s.turn.used += plan.cost;
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
  p.tile = target;
  p.entered = true;
  if (mover === ctx.s.turn.seat) ctx.s.turn.flexibility = mode === 'flexibility';
  ctx.emit({
    type: 'moved',
    seat: mover,
    from: ctx.pos(from),
    to: ctx.pos(target),
    cost: plan.cost,
    via: plan.link.via,
  });
  entryDetection(ctx, mover, target, mode);
  const rules = rulesOf(t.kind);
  if (rules.onEnter && !(rules.alarmEntry && guardOn(ctx.s, target))) {
    rules.onEnter(ctx, target, { mover, orders: mode === 'orders' });
  }
  return true;
}

export type { TileRevealCause };
