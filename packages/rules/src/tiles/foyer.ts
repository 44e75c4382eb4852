/** R6.7 Foyer: the floor's guard sees characters on it from open-adjacent tiles. */
import { floorOf } from '../geometry.js';
import { openNeighboursIn, type Situation, shapeOf } from '../situation.js';
import type { TileRules } from './rules.js';

export const foyer: TileRules = {};

/** The floor's guard stands on a tile open-adjacent to `tile` (R7.11 clauses 2 and 4). */
export function guardNextTo(s: Situation, tile: number): boolean {
  const shape = shapeOf(s);
  const g = s.guards[floorOf(shape, tile)];
  return !!g && g.placed && openNeighboursIn(shape, s.walls, tile).includes(g.tile);
}
