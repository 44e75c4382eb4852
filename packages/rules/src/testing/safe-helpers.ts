/** A Safe one roll away from opening, for the card tests (R5.8, R5.9). */
import type { Scene } from './scene.js';
import { at, name } from './scene.js';

/**
 * Makes `pos` an unopened Safe with one added die whose line tiles are all revealed and
 * cracked except the first (in row-then-column order), which shows `missing`. A roll showing
 * `missing` opens it. Returns the name of the missing tile.
 */
export function readySafe(s: Scene, pos: string, missing = 5): string {
  const p = at(pos);
  const { cols, rows } = s.shape;
  const line: string[] = [];
  for (let c = 0; c < cols; c++) if (c !== p.col) line.push(name({ floor: p.floor, col: c, row: p.row }));
  for (let r = 0; r < rows; r++) if (r !== p.row) line.push(name({ floor: p.floor, col: p.col, row: r }));
  s.setTile(pos, 'safe');
  const [first, ...rest] = line as [string, ...string[]];
  s.setTile(first, 'secret-door', { num: missing });
  for (const l of rest) s.setTile(l, 'secret-door', { num: missing === 1 ? 2 : 1 });
  const safe = s.tile(pos);
  safe.dice = 1;
  safe.cracked = rest.map((l) => s.index(l));
  return first;
}
