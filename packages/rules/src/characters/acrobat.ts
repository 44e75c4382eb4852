/** R8.1 Acrobat: Flexibility (free moves onto guards) and Climb Window (all remaining actions). */
import type { Intent } from '../actions.js';
import { guardOn, holds, remaining, seatsOn, vertical } from '../board.js';
import { tileIndex } from '../geometry.js';
import { moveLinks } from '../links.js';
import { performMove, planMove } from '../move.js';
import type { Ctx } from '../state.js';
import type { AbilityRule } from './rules.js';

export const flexibility: AbilityRule = {
  character: 'acrobat',
  side: 'basic',
  type: 'flexibility',
  uses(ctx, seat) {
    const here = ctx.s.players[seat]?.tile ?? -1;
    return moveLinks(ctx, here, seat)
      .filter((l) => guardOn(ctx.s, l.tile))
      .map((l): Intent => ({ type: 'flexibility', to: ctx.pos(l.tile) }));
  },
  apply(ctx, seat, action) {
    const a = action as Extract<Intent, { type: 'flexibility' }>;
    const target = tileIndex(ctx.shape, a.to);
    ctx.emit({ type: 'abilityUsed', seat, ability: 'flexibility' });
    performMove(ctx, seat, planMove(ctx, seat, target, 'flexibility'), 'flexibility');
  },
};

/** Outer tiles: first or last row or column, or next to the Fort Knox void (D40). */
function isOuter(ctx: Ctx, tile: number): boolean {
  const local = tile % ctx.shape.area;
  const col = local % ctx.shape.cols;
  const row = Math.floor(local / ctx.shape.cols);
  if (col === 0 || row === 0 || col === ctx.shape.cols - 1 || row === ctx.shape.rows - 1) return true;
  const v = ctx.shape.voidCell;
  return v >= 0 && [v - 1, v + 1, v - ctx.shape.cols, v + ctx.shape.cols].includes(local);
}

function climbTarget(ctx: Ctx, seat: number, dir: 'up' | 'down'): number {
  const p = ctx.s.players[seat];
  if (!p || p.tile < 0 || !isOuter(ctx, p.tile)) return -1;
  const target = vertical(ctx, p.tile, dir === 'up' ? 1 : -1);
  if (target < 0) return -1;
  const t = ctx.tile(target);
  const occupied = seatsOn(ctx.s, target).length > 0;
  const needed = holds(p, 'gemstone') && occupied ? 4 : 3;
  if (remaining(ctx.s) < needed) return -1;
  if (t.revealed && t.kind === 'deadbolt' && !t.crowbar && !occupied && !guardOn(ctx.s, target)) return -1;
  return target;
}

export const climbWindow: AbilityRule = {
  character: 'acrobat',
  side: 'advanced',
  type: 'climbWindow',
  endsActions: true,
  uses(ctx, seat) {
    return (['up', 'down'] as const)
      .filter((dir) => climbTarget(ctx, seat, dir) >= 0)
      .map((dir): Intent => ({ type: 'climbWindow', dir }));
  },
  apply(ctx, seat, action) {
    const a = action as Extract<Intent, { type: 'climbWindow' }>;
    const target = climbTarget(ctx, seat, a.dir);
    ctx.emit({ type: 'abilityUsed', seat, ability: 'climbWindow' });
    performMove(ctx, seat, { link: { tile: target, via: 'window' }, cost: remaining(ctx.s) }, 'climb');
  },
};
