/** R8.2 Hacker: Jammer is passive (alarms.ts); Laptop stores one hack token for anyone. */
import type { AbilityRule } from './rules.js';

export const laptop: AbilityRule = {
  character: 'hacker',
  side: 'advanced',
  type: 'laptop',
  uses(ctx, seat) {
    const p = ctx.s.players[seat];
    const left = ctx.s.turn.allowance - ctx.s.turn.used;
    return p && p.laptop === 0 && left >= 1 ? [{ type: 'laptop' }] : [];
  },
  apply(ctx, seat) {
    if (!ctx.s.players[seat]) return;
    ctx.mutTurn().used += 1;
    ctx.mutPlayer(seat).laptop = 1;
    ctx.emit({ type: 'abilityUsed', seat, ability: 'laptop' });
  },
};
