/**
 * The geometry helpers of A-R16.4, by cell name on a map's starting edges (doors and gates as
 * in the data, no breaches): lineOfSight(map, a, b, purpose) and stepCost(map, a, b, mover).
 */
import { type CellName, parseCell } from './geometry/cells.js';
import { lineOfSight as los, type Purpose } from './geometry/los.js';
import { stepCost as cost, type Mover } from './geometry/steps.js';
import { type EdgeState, startEdgeState, terrainOf } from './geometry/terrain.js';
import { mapById } from './maps/index.js';
import type { MapDef } from './maps/types.js';

function resolveMap(map: MapDef | string): MapDef {
  const m = typeof map === 'string' ? mapById(map) : map;
  if (!m) throw new Error(`Unknown map "${String(map)}".`);
  return m;
}

function cells(map: MapDef, a: CellName, b: CellName): [number, number] {
  const x = parseCell(map, a);
  const y = parseCell(map, b);
  if (x < 0 || y < 0) throw new Error(`Unknown cell ${x < 0 ? a : b}.`);
  return [x, y];
}

/** Whether a has line of sight to b for a purpose (A-R2.11–A-R2.14). */
export function lineOfSight(
  map: MapDef | string,
  a: CellName,
  b: CellName,
  purpose: Purpose,
  edges?: EdgeState,
): boolean {
  const m = resolveMap(map);
  const [x, y] = cells(m, a, b);
  return los(terrainOf(m, edges ?? startEdgeState(m)), x, y, purpose);
}

/** The cost of one step from a to b for a mover, or null if illegal (A-R2.7, A-R2.8). */
export function stepCost(
  map: MapDef | string,
  a: CellName,
  b: CellName,
  mover: Mover,
  edges?: EdgeState,
): number | null {
  const m = resolveMap(map);
  const [x, y] = cells(m, a, b);
  const c = cost(terrainOf(m, edges ?? startEdgeState(m)), x, y, mover);
  return c < 0 ? null : c;
}
