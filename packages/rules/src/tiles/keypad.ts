/** R6.8 Keypad: a stop tile face-down; while locked every Move into it rolls (D13). */
import { steadyHandsDice } from '../characters/peterman.js';
import { chanceOfAny } from '../queries/odds-math.js';
import type { Situation } from '../situation.js';
import type { TileRules } from './rules.js';

/** The face that opens a Keypad. */
export const KEYPAD_FACE = 6;

/**
 * Dice a Move of `mover` into this revealed Keypad rolls: one more than the tries already made
 * this turn, plus Steady Hands (R8.5); 0 when it lets the mover in without a roll (open or crowbarred).
 */
export function keypadDice(s: Situation, mover: number, tile: number): number {
  const t = s.tiles[tile];
  if (!t || t.open || t.crowbar) return 0;
  const p = s.players[mover];
  return t.attempts + 1 + (p ? steadyHandsDice(p) : 0);
}

/** The chance that `dice` dice show at least one 6. */
export function keypadChance(dice: number): number {
  return chanceOfAny(1, dice);
}

export const keypad: TileRules = {
  stopsWhenHidden: true,
  attemptEntry(ctx, mover, tile) {
    const dice = keypadDice(ctx.s, mover, tile);
    if (dice === 0) return true;
    const t = ctx.mutTile(tile);
    t.attempts += 1;
    const values = ctx.dice(dice);
    ctx.emit({ type: 'diceRolled', seat: mover, purpose: 'keypad', at: ctx.pos(tile), values });
    if (values.includes(KEYPAD_FACE)) {
      t.open = true;
      ctx.emit({ type: 'keypadOpened', at: ctx.pos(tile) });
      return true;
    }
    return false;
  },
  risks(s, tile, entry, before) {
    const dice = before ? keypadDice(s, entry.mover, tile) : 0;
    return dice > 0 ? [{ kind: 'keypad', dice, chance: keypadChance(dice) }] : [];
  },
};
