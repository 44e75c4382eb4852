/**
 * R8.5 Peterman. Steady Hands (basic) adds a die to every Crack safe and Keypad roll
 * (safes.ts, tiles/keypad.ts, queries/odds.ts). Drill (advanced) works the revealed Safe
 * directly above or below with the ordinary Add die and Crack actions (safes.ts reachableSafes).
 */
import type { CharacterId, Side } from '../types.js';

/** The dice Steady Hands adds to a roll. */
export const PETERMAN_BONUS_DIE = 1;

/** Extra dice a character rolls to crack a safe or open a Keypad (Steady Hands). */
export function steadyHandsDice(p: { character: CharacterId; side: Side }): number {
  return p.character === 'peterman' && p.side === 'basic' ? PETERMAN_BONUS_DIE : 0;
}
