/**
 * Where spies are likely to walk, seen from the security board: cells outside the house close
 * to its openings and to the fence's ways in are worth watching; views are scored by the
 * value of the cells they watch, light pools included.
 */
import {
  aimOptions,
  geometry as G,
  type MapDef,
  patternCells,
  type SecBoard,
} from '@safecrackers/asym-rules';

const areaKind = (map: MapDef, c: number) => map.areas[map.areaOf[c] as number]?.kind;
const memo = new WeakMap<MapDef, Float64Array>();

/** Approach value per cell: near house openings and fence openings, outdoors. */
export function approachValue(map: MapDef): Float64Array {
  const hit = memo.get(map);
  if (hit) return hit;
  const t = G.terrainOf(map, G.startEdgeState(map));
  const value = new Float64Array(map.size);
  const targets: number[] = [];
  for (const o of map.openings) for (const c of o.cells) if (areaKind(map, c) === 'outdoor') targets.push(c);
  for (const target of targets) {
    const d = G.costsFrom(t, target, G.SPY, () => true, 7);
    for (let c = 0; c < map.size; c++) {
      const k = d[c] as number;
      if (k >= 0 && areaKind(map, c) === 'outdoor') value[c] = Math.max(value[c] as number, 8 - k);
    }
  }
  memo.set(map, value);
  return value;
}

/** The worth of watching these direct cells: values of every watched cell, pools included. */
export function viewWorth(b: SecBoard, direct: number[], weight: (c: number) => number): number {
  if (direct.length === 0) return 0;
  let sum = 0;
  for (const c of G.watchCells(direct, b.light)) sum += weight(c);
  return sum;
}

/** Each allowed aim of a one-direction pattern, with the direct cells it gives (the engine's own patterns). */
export function aimsFor(
  b: SecBoard,
  pattern: 'neighbour' | 'arc' | 'ray',
  cell: number,
  barred?: (c: number) => boolean,
) {
  return aimOptions(b.terrain, pattern, cell, barred).map((aim) => ({
    aim,
    direct: patternCells(b.terrain, pattern, cell, aim, barred) ?? [],
  }));
}
