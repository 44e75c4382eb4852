/**
 * The planner's exchange rates, all in "actions": how many actions of progress a risk is worth.
 * Tuned by bench/winrate.ts; the game has no score, only stealth to lose and time to spend.
 */

/** An alarm speeds the floor's guard up and pulls it towards the tile (R7.4, R7.5). */
export const ALARM_COST = 9;
/** An alarm elsewhere on the floor: faster guard, but not heading at us. */
export const FAR_ALARM_COST = 4;
/** Beyond the stealth, walking onto a guard's tile: it may well still be there next turn. */
export const GUARD_TILE_EXTRA = 20;
/** Spending a hack token to cancel an alarm: cheap, but tokens are few. */
export const HACK_TOKEN_COST = 0.5;
/** A locked Keypad needs a 6: a gamble that may cost several actions. */
export const LOCKED_KEYPAD_COST = 3;
/**
 * Stepping onto a tile just peeked, before knowing what it is: about one tile in four stops us
 * or must not be ended on (Keypad, Deadbolt, Walkway, Thermo, Fingerprint); then we stay put.
 */
export const UNWELCOME_TILE = 0.25;
/** What a welcome but unknown tile still costs on average (Laser payments, Foyers, Cameras). */
export const UNKNOWN_ENTRY_COST = 1;
/** Each turn without progress makes the planner this much bolder: waiting only lets guards speed up. */
export const PATIENCE = 0.75;
/**
 * The boldest it gets: risks still count for this fraction, more so with little stealth left.
 * After a long wait even a character on its last tokens takes its chances: the game has no
 * turn limit, and waiting only lets the guards speed up.
 */
export function minRiskScale(stealth: number, idleTurns: number): number {
  if (idleTurns >= LONG_WAIT) return 0.3;
  if (stealth >= 4) return 0.6;
  return stealth === 3 ? 0.8 : 1;
}

/** Turns without progress after which any character gets bold. */
const LONG_WAIT = 12;

/** What losing one stealth token costs, by the tokens left before the loss (R1.3: at 0 the team loses). */
export function stealthCost(tokensLeft: number): number {
  if (tokensLeft <= 0) return 1000;
  if (tokensLeft === 1) return 60;
  if (tokensLeft === 2) return 30;
  if (tokensLeft === 3) return 18;
  return 13;
}

/**
 * Drawing an event (R4.5): about as many help as hurt, but Crash!, Squeak!, Where Is He? and
 * Espresso send the guard at us, which costs more the less stealth we have.
 */
export function eventCost(k: { me: { stealth: number } }): number {
  return 1 + 0.15 * stealthCost(k.me.stealth);
}
