/**
 * What the spy side knows and fears, from the spy seat's view of the true board (A-R15.1):
 * every watch, lights, units and the dog; never which unrevealed document is marked, unless
 * revealed or seen with Binoculars.
 */
import {
  type AsymState,
  geometry as G,
  type MapDef,
  mapById,
  trueWatches,
  trueWorld,
} from '@safecrackers/asym-rules';

export interface SpyWorld {
  state: AsymState;
  /** Risk maps by posture, computed once per state. */
  risk: { standing?: Float64Array; prone?: Float64Array };
  map: MapDef;
  t: G.Terrain;
  light: G.LightPools;
  watches: ReturnType<typeof trueWatches>;
  /** Cells of units and the dog: spies never enter them. */
  blocked: Set<number>;
}

const worlds = new WeakMap<AsymState, SpyWorld>();

export function spyWorld(state: AsymState): SpyWorld {
  const hit = worlds.get(state);
  if (hit) return hit;
  const map = mapById(state.mapId) as MapDef;
  const world = trueWorld(state);
  const t = G.terrainOf(map, world.edges);
  const blocked = new Set<number>();
  for (const u of state.units) if (u.alive) blocked.add(u.cell);
  if (state.dog) blocked.add(state.dog.cell);
  const w: SpyWorld = {
    state,
    risk: {},
    map,
    t,
    light: G.lightPools(t, world.lights),
    watches: trueWatches(state),
    blocked,
  };
  worlds.set(state, w);
  return w;
}

/** Whether the spies know document i is marked: true, false, or null when unknown. */
export function knownMark(state: AsymState, i: number): boolean | null {
  const d = state.documents[i];
  if (!d) return null;
  const scouted = state.spies.some((p) => p.scouted.includes(i));
  if (!d.onTrue || scouted) return i === state.marked;
  return null;
}

const areaKind = (map: MapDef, c: number) => map.areas[map.areaOf[c] as number]?.kind;

/**
 * Risk of being on each cell, for a spy of this posture: a watched cell is near-certain
 * detection; near units, on lit ground and near the dog the next security turn may find it.
 */
export function riskMap(w: SpyWorld, prone: boolean): Float64Array {
  const cached = prone ? w.risk.prone : w.risk.standing;
  if (cached) return cached;
  const { state, map } = w;
  const risk = new Float64Array(map.size);
  if (prone) w.risk.prone = risk;
  else w.risk.standing = risk;
  for (const watch of w.watches) {
    // A unit's watch is a catch (outdoors); a camera's or civilian's a sighting (+1, and security knows).
    const catcher = watch.kind === 'unit';
    for (const c of watch.all) {
      const direct = watch.direct.has(c);
      if (!direct && prone) continue;
      const inside = areaKind(map, c) === 'house';
      const cost = catcher && !inside ? (direct ? 1000 : 900) : direct ? 150 : 120;
      risk[c] = Math.max(risk[c] as number, cost);
    }
  }
  const around = (centre: number, reach: number, add: (d: number) => number) => {
    const col = centre % map.cols;
    const row = (centre - col) / map.cols;
    for (let r = Math.max(0, row - reach); r <= Math.min(map.rows - 1, row + reach); r++)
      for (let k = Math.max(0, col - reach); k <= Math.min(map.cols - 1, col + reach); k++) {
        const c = r * map.cols + k;
        if (areaKind(map, c) === 'house') continue;
        risk[c] = (risk[c] as number) + add(Math.max(Math.abs(r - row), Math.abs(k - col)));
      }
  };
  for (const u of state.units) if (u.alive && u.kind !== 'civilian') around(u.cell, 3, (d) => (4 - d) * 5);
  for (let c = 0; c < map.size; c++)
    if (w.light.lit[c] && areaKind(map, c) !== 'house') risk[c] = (risk[c] as number) + 8;
  if (state.dog) around(state.dog.cell, 3, (d) => (4 - d) * 3);
  return risk;
}
