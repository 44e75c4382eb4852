/** R6.4 Deadbolt: a stop tile face-down; 3 actions in total to enter unless someone is there. */
import { guardOn, seatsOn } from '../board.js';
import type { TileRules } from './rules.js';

export const deadbolt: TileRules = {
  stopsWhenHidden: true,
  surcharge(ctx, tile) {
    if (ctx.tile(tile).crowbar) return 0;
    if (guardOn(ctx.s, tile) || seatsOn(ctx.s, tile).length > 0) return 0;
    return 2;
  },
};
