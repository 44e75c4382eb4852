/** Exact dice probabilities for the odds queries (six-sided dice, R1.16). */

/** The chance that `dice` dice show at least one of `faces` given faces (0 ≤ faces ≤ 6). */
export function chanceOfAny(faces: number, dice: number): number {
  if (faces <= 0 || dice <= 0) return 0;
  return 1 - ((6 - Math.min(6, faces)) / 6) ** dice;
}

/** The chance that `dice` dice show every one of `faces` given faces (inclusion–exclusion). */
export function chanceOfAll(faces: number, dice: number): number {
  if (faces <= 0) return 1;
  if (faces > 6 || dice < faces) return 0;
  let sum = 0;
  let binom = 1;
  for (let j = 0; j <= faces; j++) {
    sum += (j % 2 === 0 ? 1 : -1) * binom * ((6 - j) / 6) ** dice;
    binom = (binom * (faces - j)) / (j + 1);
  }
  return Math.max(0, sum);
}
