/** R8.6 Raven: Distract places the crow within two steps; Disrupt puts it on the Raven's tile. */
import type { Intent } from '../actions.js';
import { distance, floorOfTile } from '../board.js';
import type { AbilityRule } from './rules.js';

export const distract: AbilityRule = {
  character: 'raven',
  side: 'basic',
  type: 'distract',
  uses(ctx, seat) {
    const here = ctx.s.players[seat]?.tile ?? -1;
    const floor = floorOfTile(ctx, here);
    const out: Intent[] = [];
    for (let i = floor * ctx.shape.area; i < (floor + 1) * ctx.shape.area; i++) {
      if (ctx.tile(i).kind === 'void' || i === ctx.s.crow) continue;
      const d = distance(ctx, here, i);
      if (d >= 0 && d <= 2) out.push({ type: 'distract', at: ctx.pos(i) });
    }
    return out;
  },
  apply(ctx, seat, action) {
    const at = (action as Extract<Intent, { type: 'distract' }>).at;
    ctx.s.crow = at.floor * ctx.shape.area + at.row * ctx.shape.cols + at.col;
    ctx.emit({ type: 'abilityUsed', seat, ability: 'distract' });
    ctx.emit({ type: 'crowPlaced', at });
  },
};

export const disrupt: AbilityRule = {
  character: 'raven',
  side: 'advanced',
  type: 'disrupt',
  uses(ctx, seat) {
    const here = ctx.s.players[seat]?.tile ?? -1;
    return here >= 0 && ctx.s.crow !== here ? [{ type: 'disrupt' }] : [];
  },
  apply(ctx, seat) {
    const here = ctx.s.players[seat]?.tile ?? -1;
    ctx.s.crow = here;
    ctx.emit({ type: 'abilityUsed', seat, ability: 'disrupt' });
    ctx.emit({ type: 'crowPlaced', at: ctx.pos(here) });
  },
};
