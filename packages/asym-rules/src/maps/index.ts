/**
 * Loading asym-maps.json: validate (A-R17.1), compile, and check the stored derived lists
 * against the derived ones (A-R17.3). The engine's built-in copy is data/asym-maps.json.
 */
import raw from '../../data/asym-maps.json';
import { compileMap } from './compile.js';
import { deriveObjectiveCandidates, deriveSpyEdgeCells, deriveUnitStartCells } from './derived.js';
import type { MapDef, RawMap, RawMapFile } from './types.js';
import { type MapError, validateMapFile } from './validate.js';

export type { MapError } from './validate.js';

export type LoadResult = { ok: true; maps: MapDef[] } | { ok: false; errors: MapError[] };

const sameSet = (a: number[], b: number[]) => {
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.length === y.length && x.every((v, i) => v === y[i]) && new Set(a).size === a.length;
};

export function loadMapFile(file: unknown): LoadResult {
  const errors = validateMapFile(file);
  if (errors.length > 0) return { ok: false, errors };
  const maps = (file as RawMapFile).maps.map((m: RawMap) => compileMap(m));
  for (const map of maps) {
    const checks: Array<[string, number[], number[]]> = [
      ['unitStartCells', map.unitStartCells, deriveUnitStartCells(map)],
      ['objectiveCandidates', map.objectiveCandidates, deriveObjectiveCandidates(map)],
      ['spyEdge.cells', map.spyEdgeCells, deriveSpyEdgeCells(map)],
    ];
    for (const [name, stored, derived] of checks)
      if (!sameSet(stored, derived))
        errors.push({
          code: 'map/derived',
          message: `map ${map.id}: stored ${name} differ from the derived list.`,
        });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, maps };
}

let loaded: MapDef[] | null = null;

/** The built-in maps; the built-in file is valid (a test proves it), so a failure here is a build error. */
export function builtInMaps(): MapDef[] {
  if (!loaded) {
    const r = loadMapFile(raw);
    if (!r.ok) throw new Error(`asym-maps.json is invalid: ${r.errors.map((e) => e.message).join('; ')}`);
    loaded = r.maps;
  }
  return loaded;
}

export function mapById(id: string): MapDef | undefined {
  return builtInMaps().find((m) => m.id === id);
}
