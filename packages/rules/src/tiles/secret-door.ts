/** R6.14 Secret Door: enterable through a wall once revealed; never left that way. */
import { holds, walledNeighbours } from '../board.js';
import type { Ctx } from '../state.js';
import type { TileRules } from './rules.js';

export const secretDoor: TileRules = {};

/**
 * Revealed Secret Doors across a wall from `tile` that `mover` may enter (R5.2 link 2). Nobody
 * leaves a Secret Door through a wall, not even into the other Secret Door (R6.14; seed 001).
 */
export function secretDoorsNextTo(ctx: Ctx, tile: number, mover: number): number[] {
  const p = ctx.s.players[mover];
  if (p && holds(p, 'painting')) return [];
  const here = ctx.tile(tile);
  if (here.revealed && here.kind === 'secret-door') return [];
  return walledNeighbours(ctx, tile).filter((n) => {
    const t = ctx.tile(n);
    return t.revealed && t.kind === 'secret-door';
  });
}
