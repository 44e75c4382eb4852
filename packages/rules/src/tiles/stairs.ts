/** R6.16 Stairs: Downstairs marker above when revealed; move and peek up; escape from the top. */
import { vertical } from '../board.js';
import type { TileRules } from './rules.js';

export const stairs: TileRules = {
  onReveal(ctx, tile) {
    const above = vertical(ctx, tile, 1);
    if (above >= 0) ctx.mutTile(above).downstairs = true;
  },
  moveLinks(ctx, tile) {
    if (ctx.s.effects.timeLock.length > 0) return [];
    const above = vertical(ctx, tile, 1);
    return above >= 0 ? [above] : [];
  },
  peekLinks(ctx, tile) {
    const above = vertical(ctx, tile, 1);
    return above >= 0 ? [above] : [];
  },
};
