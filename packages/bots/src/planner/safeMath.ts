/**
 * Cracking arithmetic (R5.7–R5.9): how many rolls a safe still needs, how many dice to add
 * first, and the best Stethoscope change (R9.2.11). "Numbers" are the distinct combination
 * numbers of line tiles not yet cracked.
 */

export const MAX_SAFE_DICE = 6;
/** The basic Peterman rolls one die more (R8.5), so rolls may hold 7 dice. */
const MAX_ROLL = MAX_SAFE_DICE + 1;

function choose(n: number, r: number): number {
  let c = 1;
  for (let i = 0; i < r; i++) c = (c * (n - i)) / (i + 1);
  return c;
}

/** Probability that a roll of `dice` dice shows exactly `hit` of `needed` given numbers. */
function hitChance(needed: number, dice: number, hit: number): number {
  // Inclusion–exclusion over which of the `hit` numbers are missing.
  let exact = 0;
  for (let t = 0; t <= hit; t++) {
    const sign = (hit - t) % 2 === 0 ? 1 : -1;
    exact += sign * choose(hit, t) * ((6 - needed + t) / 6) ** dice;
  }
  return choose(needed, hit) * exact;
}

/** EXPECTED[needed][dice]: expected rolls to show every needed number at least once. */
const EXPECTED: number[][] = (() => {
  const table: number[][] = [];
  for (let needed = 0; needed <= 6; needed++) {
    const row: number[] = [];
    for (let dice = 0; dice <= MAX_ROLL; dice++) {
      if (needed === 0) row.push(0);
      else if (dice === 0) row.push(Number.POSITIVE_INFINITY);
      else {
        const stay = hitChance(needed, dice, 0);
        let sum = 1;
        for (let hit = 1; hit <= needed; hit++)
          sum += hitChance(needed, dice, hit) * (table[needed - hit]?.[dice] ?? 0);
        row.push(sum / (1 - stay));
      }
    }
    table.push(row);
  }
  return table;
})();

export function expectedRolls(needed: number, dice: number): number {
  return EXPECTED[Math.min(6, needed)]?.[Math.min(MAX_ROLL, dice)] ?? Number.POSITIVE_INFINITY;
}

export interface CrackPlan {
  /** Dice to have on the safe before rolling. */
  target: number;
  /** Expected actions still needed: 2 per die to add, 1 per roll. */
  work: number;
}

/** Dice count minimising expected actions, given the dice already on the safe (R5.7: 2 actions each). */
export function crackPlan(needed: number, dice: number, bonus: number): CrackPlan {
  let best: CrackPlan = { target: dice, work: Number.POSITIVE_INFINITY };
  for (let target = Math.max(dice, 1); target <= MAX_SAFE_DICE; target++) {
    const work = 2 * (target - dice) + expectedRolls(needed, target + bonus);
    if (work < best.work - 1e-9) best = { target, work };
  }
  return best;
}

/** The Stethoscope change that marks one more needed number, or null to keep the card. */
export function stethoscopeChange(roll: number[], needed: number[]): { die: number; face: number } | null {
  const shown = new Set(roll.filter((v) => needed.includes(v)));
  const missing = needed.filter((n) => !shown.has(n));
  if (missing.length === 0) return null;
  const counts = new Map<number, number>();
  for (const v of roll) counts.set(v, (counts.get(v) ?? 0) + 1);
  // A die that shows nothing needed, or a needed number another die also shows, is free to change.
  const spare = roll.findIndex((v) => !needed.includes(v) || (counts.get(v) ?? 0) > 1);
  if (spare < 0) return null;
  return { die: spare, face: missing[0] as number };
}
