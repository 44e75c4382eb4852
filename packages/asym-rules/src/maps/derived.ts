/**
 * The derived lists of A-R17.3, computed from the map alone. The file stores them for
 * convenience; the loader checks that they are equal.
 */
import { lightPools } from '../geometry/light.js';
import { startEdgeState, terrainOf } from '../geometry/terrain.js';
import type { MapDef } from './types.js';

const kindOf = (map: MapDef, cell: number) => map.areas[map.areaOf[cell] as number];

/** Lamp-lit grounds cells (mission 1) or lamp-lit camp cells and tent cells (mission 2), less reinforcement cells. */
export function deriveUnitStartCells(map: MapDef): number[] {
  const t = terrainOf(map, startEdgeState(map));
  const { lit } = lightPools(t, { lampOn: map.lamps.map(() => true), houseLights: false });
  const out: number[] = [];
  for (let c = 0; c < map.size; c++) {
    const area = kindOf(map, c);
    const ok =
      map.mission === 1
        ? lit[c] && area?.kind === 'outdoor'
        : (lit[c] && area?.id === 'camp') || area?.kind === 'tent';
    if (ok && !map.reinforcementCells.includes(c)) out.push(c);
  }
  return out;
}

/** Every cell of a numbered house room (mission 1) or of a tent (mission 2). */
export function deriveObjectiveCandidates(map: MapDef): number[] {
  const out: number[] = [];
  for (let c = 0; c < map.size; c++) {
    const area = kindOf(map, c);
    const ok = map.mission === 1 ? area?.kind === 'house' && area.room !== null : area?.kind === 'tent';
    if (ok) out.push(c);
  }
  return out;
}

/** The non-blocking cells on the board sides listed in spyEdge.sides. */
export function deriveSpyEdgeCells(map: MapDef): number[] {
  const out: number[] = [];
  for (let c = 0; c < map.size; c++) {
    const col = c % map.cols;
    const row = (c - col) / map.cols;
    const on =
      (map.spyEdgeSides.includes('N') && row === 0) ||
      (map.spyEdgeSides.includes('S') && row === map.rows - 1) ||
      (map.spyEdgeSides.includes('W') && col === 0) ||
      (map.spyEdgeSides.includes('E') && col === map.cols - 1);
    const blocking = map.terrain[c] === '#' || map.terrain[c] === 'G' || map.terrain[c] === 'T';
    if (on && !blocking) out.push(c);
  }
  return out;
}
