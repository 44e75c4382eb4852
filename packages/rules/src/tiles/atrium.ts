/** R6.1 Atrium: peek up and down; guards on adjacent floors see characters on it. */
import { guardOn, vertical } from '../board.js';
import type { Ctx } from '../state.js';
import type { TileRules } from './rules.js';

export const atrium: TileRules = {
  peekLinks: (ctx, tile) => [vertical(ctx, tile, 1), vertical(ctx, tile, -1)].filter((t) => t >= 0),
};

/** A guard stands directly above or below the Atrium (R7.11 clause 3). */
export function atriumSeen(ctx: Ctx, tile: number): boolean {
  return [vertical(ctx, tile, 1), vertical(ctx, tile, -1)].some((t) => t >= 0 && guardOn(ctx.s, t));
}
