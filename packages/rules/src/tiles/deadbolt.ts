/** R6.4 Deadbolt: a stop tile face-down; 3 actions in total to enter unless someone is there. */
import { guardOn, seatsOn } from '../board.js';
import type { Situation } from '../situation.js';
import type { TileRules } from './rules.js';

/** Extra actions a paid Move into this revealed Deadbolt costs: 2 unless crowbarred or occupied. */
export function deadboltSurcharge(s: Situation, tile: number): number {
  if (s.tiles[tile]?.crowbar) return 0;
  if (guardOn(s, tile) || seatsOn(s, tile).length > 0) return 0;
  return 2;
}

export const deadbolt: TileRules = {
  stopsWhenHidden: true,
  surcharge: deadboltSurcharge,
  risks(s, tile, entry, before) {
    const actions = before && entry.paid ? deadboltSurcharge(s, tile) : 0;
    return actions > 0 ? [{ kind: 'deadbolt', actions }] : [];
  },
};
