/**
 * Mirror reflections (A-R6.6, A-D29) — Milestone 2. Milestone 1 watches do not use this: there
 * the mirror is a plain wall (A-R0.1). It is kept here, pure and tested against the rule's
 * test vector, for the Milestone 2 watch.
 */
import { edgeBetween } from './edges.js';
import { lineOfSight } from './los.js';
import { MIRROR, type Terrain } from './terrain.js';

/**
 * The extended cells a viewer on v gains from its direct cell d through mirrors on d's sides:
 * for a mirror on d's north or south side, when sx ≠ 0 and sy points at it, d + (sx, −sy); on
 * its east or west side, when sy ≠ 0 and sx points at it, d + (−sx, sy); each only if on the
 * board and visible from d. Reflections do not chain.
 */
export function mirrorReflections(t: Terrain, v: number, d: number): number[] {
  const col = d % t.cols;
  const row = (d - col) / t.cols;
  const sx = Math.sign(col - (v % t.cols));
  const sy = Math.sign(row - Math.floor(v / t.cols));
  const out: number[] = [];
  const mirrorToward = (dx: number, dy: number) => {
    const c = col + dx;
    const r = row + dy;
    if (c < 0 || r < 0 || c >= t.cols || r >= t.rows) return false;
    return t.edge[edgeBetween(t, d, r * t.cols + c)] === MIRROR;
  };
  const add = (dx: number, dy: number) => {
    const c = col + dx;
    const r = row + dy;
    if (c < 0 || r < 0 || c >= t.cols || r >= t.rows) return;
    const x = r * t.cols + c;
    if (lineOfSight(t, d, x, 'sight') && !out.includes(x)) out.push(x);
  };
  if (sx !== 0 && sy !== 0 && mirrorToward(0, sy)) add(sx, -sy);
  if (sy !== 0 && sx !== 0 && mirrorToward(sx, 0)) add(-sx, sy);
  return out;
}
