/** R8.8 Rook: Orders moves another character with consent (D19); Disguise swaps places first thing. */
import type { Intent } from '../actions.js';
import { remaining, seatsInBuilding } from '../board.js';
import { tileIndex } from '../geometry.js';
import { moveLinks } from '../links.js';
import { performMove, placeCharacter, planMove } from '../move.js';
import type { Ctx } from '../state.js';
import { type AbilityRule, usedThisTurn, useOnce } from './rules.js';

function others(ctx: Ctx, seat: number): number[] {
  return seatsInBuilding(ctx.s).filter((s) => s !== seat);
}

export const orders: AbilityRule = {
  character: 'rook',
  side: 'basic',
  type: 'orders',
  uses(ctx, seat) {
    if (usedThisTurn(ctx, 'orders') || remaining(ctx.s) < 1) return [];
    const out: Intent[] = [];
    for (const target of others(ctx, seat)) {
      const from = ctx.s.players[target]?.tile ?? -1;
      for (const l of moveLinks(ctx, from, target)) out.push({ type: 'orders', target, to: ctx.pos(l.tile) });
    }
    return out;
  },
  apply(ctx, seat, action) {
    const a = action as Extract<Intent, { type: 'orders' }>;
    const answer = ctx.ask({ kind: 'orders', seat: a.target, rook: seat, to: a.to });
    if (!answer.accept) {
      ctx.emit({ type: 'ordersDeclined', rook: seat, target: a.target });
      return;
    }
    useOnce(ctx, 'orders');
    ctx.mutTurn().used += 1;
    ctx.emit({ type: 'abilityUsed', seat, ability: 'orders' });
    const tile = tileIndex(ctx.shape, a.to);
    performMove(ctx, a.target, planMove(ctx, a.target, tile, 'orders'), 'orders');
  },
};

export const disguise: AbilityRule = {
  character: 'rook',
  side: 'advanced',
  type: 'disguise',
  uses(ctx, seat) {
    if (!ctx.s.turn.fresh || remaining(ctx.s) < 1) return [];
    return others(ctx, seat).map((target): Intent => ({ type: 'disguise', target }));
  },
  apply(ctx, seat, action) {
    const target = (action as Extract<Intent, { type: 'disguise' }>).target;
    const me = ctx.s.players[seat];
    const other = ctx.s.players[target];
    if (!me || !other) return;
    ctx.mutTurn().used += 1;
    ctx.emit({ type: 'abilityUsed', seat, ability: 'disguise' });
    const mine = me.tile;
    const theirs = other.tile;
    placeCharacter(ctx, seat, theirs, 'disguise');
    placeCharacter(ctx, target, mine, 'disguise');
  },
};
