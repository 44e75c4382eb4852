/**
 * View patterns (A-R6.2, A-R8.1, A-R8.7): the direct cells a viewer may choose. Asked of a
 * terrain, so security's choices are checked on its own board (A-R15.3).
 */
import { DIRS, type Dir, DX, DY, neighbour } from './geometry/cells.js';
import { lineOfSight } from './geometry/los.js';
import type { Terrain } from './geometry/terrain.js';
import type { CameraKind, UnitKind } from './types.js';

export type Pattern = 'neighbour' | 'arc' | 'ray' | 'all' | 'handler';

export function unitPattern(kind: UnitKind): Pattern {
  switch (kind) {
    case 'searchlight':
      return 'arc';
    case 'nightVision':
      return 'ray';
    case 'soundAmplifier':
      return 'all';
    case 'dogHandler':
      return 'handler';
    default:
      return 'neighbour';
  }
}

export function cameraPattern(kind: CameraKind): Pattern {
  if (kind === 'wideAngle') return 'arc';
  if (kind === 'nightVision') return 'ray';
  if (kind === 'panoramic') return 'all';
  return 'neighbour';
}

/** Whether the pattern takes a direction. */
export const aimed = (p: Pattern): boolean => p === 'neighbour' || p === 'arc' || p === 'ray';

const seen = (t: Terrain, from: number, c: number) => c >= 0 && lineOfSight(t, from, c, 'sight');

/**
 * The direct cells (ascending) of a view from `cell` with this pattern and aim, or null if the
 * aim is not allowed. `barred` cells may not be chosen (civilians: documents on the security
 * board). With no aim, a one-cell pattern that has no allowed cell views nothing.
 */
export function patternCells(
  t: Terrain,
  pattern: Pattern,
  cell: number,
  aim: Dir | undefined,
  barred: (c: number) => boolean = () => false,
): number[] | null {
  const out: number[] = [];
  if (pattern === 'all' || pattern === 'handler') {
    if (aim !== undefined) return null;
    for (let d = 0; d < 8; d++) {
      const n = neighbour(t, cell, d);
      if (n >= 0 && lineOfSight(t, cell, n, pattern === 'handler' ? 'handler' : 'sight')) out.push(n);
    }
    return out.sort((a, b) => a - b);
  }
  if (aim === undefined) {
    // Only when no aim at all is possible (A-R8.1: "none if there is no such neighbour").
    return aimOptions(t, pattern, cell, barred).length === 0 ? [] : null;
  }
  const d = DIRS.indexOf(aim);
  if (pattern === 'neighbour') {
    const n = neighbour(t, cell, d);
    return seen(t, cell, n) && !barred(n) ? [n] : null;
  }
  if (pattern === 'arc') {
    for (const k of [d + 7, d, d + 1]) {
      const n = neighbour(t, cell, k % 8);
      if (seen(t, cell, n)) out.push(n);
    }
    return out.length > 0 ? out.sort((a, b) => a - b) : null;
  }
  // Ray: the cells at distance 1, 2 and 3, each if visible; the first must be visible.
  const col = cell % t.cols;
  const row = (cell - col) / t.cols;
  for (let k = 1; k <= 3; k++) {
    const c = col + k * (DX[d] as number);
    const r = row + k * (DY[d] as number);
    if (c < 0 || r < 0 || c >= t.cols || r >= t.rows) break;
    const n = r * t.cols + c;
    if (seen(t, cell, n)) out.push(n);
    else if (k === 1) return null;
  }
  return out.length > 0 ? out.sort((a, b) => a - b) : null;
}

/** Every allowed aim of a pattern at a cell (empty for patterns without an aim). */
export function aimOptions(
  t: Terrain,
  pattern: Pattern,
  cell: number,
  barred: (c: number) => boolean = () => false,
): Dir[] {
  if (!aimed(pattern)) return [];
  return DIRS.filter((d) => patternCells(t, pattern, cell, d, barred) !== null);
}
