/** R6.15 Service Duct: once both are revealed, a Move links them, even across floors. */
import { holds } from '../board.js';
import type { TileRules } from './rules.js';

export const serviceDuct: TileRules = {
  moveLinks(ctx, tile, mover) {
    const p = ctx.s.players[mover];
    if (p && holds(p, 'painting')) return [];
    const other = ctx.s.tiles.findIndex((t, i) => i !== tile && t.kind === 'service-duct');
    return other >= 0 && ctx.tile(other).revealed ? [other] : [];
  },
};
