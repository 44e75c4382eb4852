/** Roll odds over a view: cracking a safe (R5.8) and opening a Keypad (R6.8), exact. */
import { isRoom, tileIndex } from '../geometry.js';
import { crackDice, lineTilesIn } from '../safes.js';
import { shapeOf } from '../situation.js';
import { keypadChance, keypadDice } from '../tiles/keypad.js';
import type { Pos } from '../types.js';
import type { PlayerView } from '../view.js';
import { chanceOfAll, chanceOfAny } from './odds-math.js';
import { situationOf } from './view-situation.js';

export interface CrackOdds {
  /** Dice the Crack would roll: the safe's dice plus Steady Hands (R8.5). */
  dice: number;
  /** Numbers of its row and column still needed: revealed line tiles not yet cracked, ascending. */
  needed: number[];
  /** Numbers of its line tiles already cracked, ascending. */
  cracked: number[];
  /** Face-down tiles in its row and column: line tiles, unless one turns out to be a Safe. */
  hidden: number;
  /** Chance that this roll cracks at least one more line tile. */
  chance: number;
  /** Chance that this roll opens the safe: every needed number shows (0 while a tile is face down). */
  open: number;
}

const sorted = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b);

/**
 * The odds of a Crack safe on the revealed, unopened Safe at `at` by `seat` (the current seat
 * by default), or null when there is no such safe.
 */
export function crackOdds(view: PlayerView, at: Pos, seat: number = view.turn.seat): CrackOdds | null {
  const s = situationOf(view);
  const shape = shapeOf(s);
  if (!isRoom(shape, at)) return null;
  const safe = tileIndex(shape, at);
  const t = s.tiles[safe];
  if (t?.kind !== 'safe' || t.open) return null;
  const marked = new Set(t.cracked);
  const needed: number[] = [];
  const cracked: number[] = [];
  let hidden = 0;
  for (const line of lineTilesIn(s, safe)) {
    const lt = s.tiles[line];
    if (!lt?.revealed) hidden++;
    else (marked.has(line) ? cracked : needed).push(lt.num);
  }
  const dice = crackDice(s, seat, safe);
  const need = sorted(needed);
  return {
    dice,
    needed: need,
    cracked: sorted(cracked),
    hidden,
    chance: chanceOfAny(need.length, dice),
    open: hidden > 0 ? 0 : chanceOfAll(need.length, dice),
  };
}

export interface KeypadOdds {
  /** Dice `seat` would roll moving in: tries this turn + 1, plus Steady Hands (R6.8, D13, R8.5). */
  dice: number;
  /** Chance of at least one 6. */
  chance: number;
}

/** The roll a Move of `seat` into the revealed Keypad at `at` would make, or null when none. */
export function keypadOdds(view: PlayerView, seat: number, at: Pos): KeypadOdds | null {
  const s = situationOf(view);
  const shape = shapeOf(s);
  if (!isRoom(shape, at)) return null;
  const tile = tileIndex(shape, at);
  const t = s.tiles[tile];
  if (!t?.revealed || t.kind !== 'keypad') return null;
  const dice = keypadDice(s, seat, tile);
  return dice > 0 ? { dice, chance: keypadChance(dice) } : null;
}
