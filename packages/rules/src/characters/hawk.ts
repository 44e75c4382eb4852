/** R8.3 Hawk: X-Ray through one wall, or Enhance around one revealed tile; free, once per turn. */
import type { Intent } from '../actions.js';
import { walledNeighbours } from '../board.js';
import { peekLinks } from '../links.js';
import { reveal } from '../reveal.js';
import type { Ctx } from '../state.js';
import { type AbilityRule, usedThisTurn, useOnce } from './rules.js';

function indexOf(ctx: Ctx, at: { floor: number; col: number; row: number }): number {
  return at.floor * ctx.shape.area + at.row * ctx.shape.cols + at.col;
}

export const xray: AbilityRule = {
  character: 'hawk',
  side: 'basic',
  type: 'xray',
  uses(ctx, seat) {
    if (usedThisTurn(ctx, 'xray')) return [];
    const here = ctx.s.players[seat]?.tile ?? -1;
    return walledNeighbours(ctx, here)
      .filter((t) => !ctx.tile(t).revealed)
      .map((t): Intent => ({ type: 'xray', at: ctx.pos(t) }));
  },
  apply(ctx, seat, action) {
    useOnce(ctx, 'xray');
    ctx.emit({ type: 'abilityUsed', seat, ability: 'xray' });
    reveal(ctx, indexOf(ctx, (action as Extract<Intent, { type: 'xray' }>).at), 'peek');
  },
};

/** Face-down tiles seen by Enhance: peek-linked, or peek-linked from a revealed peek-linked tile (D42). */
export function enhanceTargets(ctx: Ctx, from: number): number[] {
  const out = new Set<number>();
  for (const m of peekLinks(ctx, from)) {
    const t = ctx.tile(m);
    if (!t.revealed) out.add(m);
    else for (const n of peekLinks(ctx, m)) if (!ctx.tile(n).revealed) out.add(n);
  }
  return [...out];
}

export const enhance: AbilityRule = {
  character: 'hawk',
  side: 'advanced',
  type: 'enhance',
  uses(ctx, seat) {
    if (usedThisTurn(ctx, 'enhance')) return [];
    const here = ctx.s.players[seat]?.tile ?? -1;
    return enhanceTargets(ctx, here).map((t): Intent => ({ type: 'enhance', at: ctx.pos(t) }));
  },
  apply(ctx, seat, action) {
    useOnce(ctx, 'enhance');
    ctx.emit({ type: 'abilityUsed', seat, ability: 'enhance' });
    reveal(ctx, indexOf(ctx, (action as Extract<Intent, { type: 'enhance' }>).at), 'peek');
  },
};
