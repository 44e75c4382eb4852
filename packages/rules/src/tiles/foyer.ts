/** R6.7 Foyer: the floor's guard sees characters on it from open-adjacent tiles. */
import { floorOfTile, openNeighbours } from '../board.js';
import type { Ctx } from '../state.js';
import type { TileRules } from './rules.js';

export const foyer: TileRules = {};

/** The floor's guard stands on a tile open-adjacent to `tile` (R7.11 clauses 2 and 4). */
export function guardNextTo(ctx: Ctx, tile: number): boolean {
  const g = ctx.s.guards[floorOfTile(ctx, tile)];
  return !!g && g.placed && openNeighbours(ctx, tile).includes(g.tile);
}
