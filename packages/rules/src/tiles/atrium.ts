/** R6.1 Atrium: peek up and down; guards on adjacent floors see characters on it. */
import { guardOn, vertical } from '../board.js';
import { type Situation, shapeOf, verticalOf } from '../situation.js';
import type { TileRules } from './rules.js';

export const atrium: TileRules = {
  peekLinks: (ctx, tile) => [vertical(ctx, tile, 1), vertical(ctx, tile, -1)].filter((t) => t >= 0),
};

/** A guard stands directly above or below the Atrium (R7.11 clause 3). */
export function atriumSeen(s: Situation, tile: number): boolean {
  const shape = shapeOf(s);
  for (const d of [1, -1] as const) {
    const t = verticalOf(shape, tile, d);
    if (t >= 0 && guardOn(s, t)) return true;
  }
  return false;
}
