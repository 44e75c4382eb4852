/** R6.18 Walkway: a face-down Walkway above floor 1 drops the mover; peek and drop down. */
import { vertical } from '../board.js';
import type { TileRules } from './rules.js';

export const walkway: TileRules = {
  peekLinks(ctx, tile) {
    const below = vertical(ctx, tile, -1);
    return below >= 0 ? [below] : [];
  },
};
