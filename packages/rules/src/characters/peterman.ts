/**
 * R8.5 Peterman. Steady Hands (basic) adds a die to every Crack safe and Keypad roll
 * (safes.ts, tiles/keypad.ts). Drill (advanced) works the revealed Safe directly above or
 * below with the ordinary Add die and Crack actions (safes.ts reachableSafes).
 */
export const PETERMAN_BONUS_DIE = 1;
