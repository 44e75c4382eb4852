/**
 * Validation of asym-maps.json at load (A-R17.1, A-R17.2, A-R17.5, A-D70): another version,
 * unknown characters, out-of-range coordinates, non-axis segments, openings longer than one
 * unit edge, overlapping openings, a malformed `rules` object, unknown fields (minefields,
 * safe zones and red target units are not part of the format) and dangling references.
 */
import { edgeCount, segmentEdges } from '../geometry/edges.js';
import {
  AREA_KINDS,
  EDGE_KINDS,
  OPENING_KINDS,
  type Point,
  type RawMap,
  RULE_KEYS,
  TERRAIN_CHARS,
} from './types.js';

export type MapErrorCode =
  | 'map/format'
  | 'map/version'
  | 'map/field'
  | 'map/character'
  | 'map/coordinate'
  | 'map/segment'
  | 'map/opening_length'
  | 'map/opening_overlap'
  | 'map/rules'
  | 'map/reference'
  | 'map/derived';

export interface MapError {
  code: MapErrorCode;
  message: string;
}

const MAP_FIELDS = [
  'id',
  'mission',
  'name',
  'cols',
  'rows',
  'terrain',
  'areas',
  'areaLegend',
  'heatZones',
  'edges',
  'openings',
  'lamps',
  'candles',
  'generators',
  'tents',
  'perimeterMounts',
  'sniperPosts',
  'reinforcementCells',
  'spyEdge',
  'unitStartCells',
  'objectiveCandidates',
  'rules',
  'setup',
];

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isPoint = (x: unknown): x is Point => Array.isArray(x) && x.length === 2 && isInt(x[0]) && isInt(x[1]);

/** Every problem found in the file; an empty list means the file is valid. */
export function validateMapFile(file: unknown): MapError[] {
  const errors: MapError[] = [];
  const err = (code: MapErrorCode, message: string) => errors.push({ code, message });
  if (!isObject(file)) return [{ code: 'map/format', message: 'The map file must be a JSON object.' }];
  if (file.format !== 'asym-maps')
    err('map/format', `format must be "asym-maps", not ${String(file.format)}.`);
  if (file.version !== 2) err('map/version', `version must be 2, not ${String(file.version)}.`);
  for (const key of ['conventions', 'legend']) if (!(key in file)) err('map/field', `missing "${key}".`);
  const known = new Set(['format', 'version', 'conventions', 'legend', 'maps']);
  for (const key of Object.keys(file))
    if (!known.has(key)) err('map/field', `unknown top-level field "${key}".`);
  if (!Array.isArray(file.maps) || file.maps.length === 0) {
    err('map/field', '"maps" must be a non-empty array.');
    return errors;
  }
  const ids = new Set<string>();
  for (const m of file.maps as unknown[]) {
    if (!isObject(m)) {
      err('map/field', 'every map must be an object.');
      continue;
    }
    const id = typeof m.id === 'string' ? m.id : '?';
    if (ids.has(id)) err('map/field', `duplicate map id "${id}".`);
    ids.add(id);
    validateMap(m, (code, message) => err(code, `map ${id}: ${message}`));
  }
  return errors;
}

type Report = (code: MapErrorCode, message: string) => void;

function validateMap(m: Record<string, unknown>, err: Report): void {
  for (const f of MAP_FIELDS) if (!(f in m)) err('map/field', `missing field "${f}".`);
  for (const f of Object.keys(m)) if (!MAP_FIELDS.includes(f)) err('map/field', `unknown field "${f}".`);
  if (typeof m.id !== 'string' || typeof m.name !== 'string')
    err('map/field', 'id and name must be strings.');
  if (!isInt(m.mission)) err('map/field', 'mission must be an integer.');
  if (!isInt(m.cols) || !isInt(m.rows) || m.cols < 1 || m.rows < 1 || m.cols > 26 || m.rows > 99) {
    err('map/field', 'cols and rows must be integers (cols at most 26).');
    return;
  }
  const map = m as unknown as RawMap;
  const { cols, rows } = map;
  const g = { cols, rows };
  const inCell = (p: unknown, what: string): p is Point => {
    if (!isPoint(p)) {
      err('map/coordinate', `${what}: ${JSON.stringify(p)} is not a [col,row] pair.`);
      return false;
    }
    if (p[0] < 0 || p[1] < 0 || p[0] >= cols || p[1] >= rows) {
      err('map/coordinate', `${what}: cell ${JSON.stringify(p)} is off the board.`);
      return false;
    }
    return true;
  };
  const inLattice = (p: unknown, what: string): p is Point => {
    if (!isPoint(p)) {
      err('map/coordinate', `${what}: ${JSON.stringify(p)} is not a lattice point.`);
      return false;
    }
    if (p[0] < 0 || p[1] < 0 || p[0] > cols || p[1] > rows) {
      err('map/coordinate', `${what}: lattice point ${JSON.stringify(p)} is out of range.`);
      return false;
    }
    return true;
  };
  const cellList = (list: unknown, what: string): Point[] => {
    if (!Array.isArray(list)) {
      err('map/field', `${what} must be an array of cells.`);
      return [];
    }
    return list.filter((p, i) => inCell(p, `${what}[${i}]`)) as Point[];
  };

  // Grids.
  const grid = (name: 'terrain' | 'areas' | 'heatZones', ok: (ch: string) => boolean) => {
    const rowsData = map[name];
    if (!Array.isArray(rowsData) || rowsData.length !== rows) {
      err('map/field', `${name} must have ${rows} rows.`);
      return;
    }
    rowsData.forEach((line, r) => {
      if (typeof line !== 'string' || line.length !== cols) {
        err('map/field', `${name} row ${r} must have ${cols} characters.`);
        return;
      }
      for (const ch of line)
        if (!ok(ch)) err('map/character', `${name} row ${r}: unknown character "${ch}".`);
    });
  };
  grid('terrain', (ch) => TERRAIN_CHARS.includes(ch));
  const legend = isObject(map.areaLegend) ? map.areaLegend : {};
  if (!isObject(map.areaLegend)) err('map/field', 'areaLegend must be an object.');
  for (const [ch, a] of Object.entries(legend)) {
    if (ch.length !== 1) err('map/character', `area legend key "${ch}" must be one character.`);
    if (!isObject(a) || typeof a.id !== 'string' || !AREA_KINDS.includes(a.kind as never))
      err('map/field', `area "${ch}" needs an id and a kind among ${AREA_KINDS.join(', ')}.`);
    else if (a.room !== undefined && a.room !== null && !isInt(a.room))
      err('map/field', `area "${ch}": room must be an integer or null.`);
  }
  grid('areas', (ch) => ch in legend);
  grid('heatZones', (ch) => /^[1-9.]$/.test(ch));

  const terrainAt = (p: Point) => map.terrain?.[p[1]]?.[p[0]];

  // Edges and openings: one unit edge per opening, no overlaps.
  const taken = new Map<number, string>();
  if (!Array.isArray(map.edges)) err('map/field', 'edges must be an array.');
  else
    map.edges.forEach((e, i) => {
      if (!isObject(e) || !EDGE_KINDS.includes(e.kind)) {
        err('map/character', `edges[${i}]: unknown edge kind ${JSON.stringify(isObject(e) ? e.kind : e)}.`);
        return;
      }
      if (!inLattice(e.from, `edges[${i}].from`) || !inLattice(e.to, `edges[${i}].to`)) return;
      const unit = segmentEdges(g, e.from, e.to);
      if (!unit) {
        err('map/segment', `edges[${i}] is not an axis-aligned segment of positive length.`);
        return;
      }
      for (const u of unit) {
        const prev = taken.get(u);
        if (prev !== undefined && prev !== e.kind)
          err('map/segment', `edges[${i}] (${e.kind}) overlaps a ${prev} edge.`);
        taken.set(u, e.kind);
      }
    });
  const openingEdges = new Map<number, string>();
  const openingIds = new Set<string>();
  if (!Array.isArray(map.openings)) err('map/field', 'openings must be an array.');
  else
    map.openings.forEach((o, i) => {
      if (!isObject(o) || typeof o.id !== 'string' || typeof o.name !== 'string') {
        err('map/field', `openings[${i}] needs an id and a name.`);
        return;
      }
      if (openingIds.has(o.id)) err('map/field', `duplicate opening id ${o.id}.`);
      openingIds.add(o.id);
      if (!OPENING_KINDS.includes(o.kind)) err('map/character', `opening ${o.id}: unknown kind "${o.kind}".`);
      if (o.kind === 'window' && o.state !== undefined) err('map/field', `window ${o.id} has no state.`);
      if (o.kind !== 'window' && o.state !== 'locked' && o.state !== 'open')
        err('map/field', `opening ${o.id}: state must be "locked" or "open".`);
      if (!inLattice(o.from, `opening ${o.id}.from`) || !inLattice(o.to, `opening ${o.id}.to`)) return;
      const unit = segmentEdges(g, o.from, o.to);
      if (!unit) {
        err('map/segment', `opening ${o.id} is not an axis-aligned segment.`);
        return;
      }
      if (unit.length !== 1) {
        err('map/opening_length', `opening ${o.id} covers ${unit.length} unit edges, not one.`);
        return;
      }
      const e = unit[0] as number;
      const other = openingEdges.get(e);
      if (other) err('map/opening_overlap', `openings ${other} and ${o.id} lie on the same unit edge.`);
      openingEdges.set(e, o.id);
      if (e >= edgeCount(g)) err('map/coordinate', `opening ${o.id} is off the board.`);
    });

  // Pieces of the map.
  const generatorIds = new Set<string>();
  if (Array.isArray(map.generators))
    map.generators.forEach((gen, i) => {
      if (!isObject(gen) || typeof gen.id !== 'string' || !inCell(gen.cell, `generators[${i}]`)) return;
      generatorIds.add(gen.id);
      if (terrainAt(gen.cell) !== 'G') err('map/reference', `generator ${gen.id} is not on a G cell.`);
    });
  else err('map/field', 'generators must be an array.');
  if (Array.isArray(map.lamps))
    map.lamps.forEach((l, i) => {
      if (!isObject(l) || typeof l.id !== 'string' || !inCell(l.cell, `lamps[${i}]`)) return;
      if (l.generator !== null && !generatorIds.has(l.generator))
        err('map/reference', `lamp ${l.id} names an unknown generator ${String(l.generator)}.`);
    });
  else err('map/field', 'lamps must be an array.');
  if (Array.isArray(map.candles))
    map.candles.forEach((c, i) => {
      if (!isObject(c) || !inCell(c.cell, `candles[${i}]`)) return;
      if (c.axis !== 'horizontal' && c.axis !== 'vertical') err('map/field', `candle ${c.id}: bad axis.`);
    });
  else err('map/field', 'candles must be an array.');
  if (Array.isArray(map.sniperPosts))
    map.sniperPosts.forEach((p, i) => {
      if (!isObject(p) || !inCell(p.cell, `sniperPosts[${i}]`)) return;
      if (terrainAt(p.cell) !== 'T') err('map/reference', `sniper post ${p.id} is not on a T cell.`);
    });
  else err('map/field', 'sniperPosts must be an array.');
  if (Array.isArray(map.tents))
    map.tents.forEach((t, i) => {
      if (!isObject(t)) return;
      cellList(t.cells, `tents[${i}].cells`);
      if (!isObject(t.flap) || !inLattice(t.flap.from, `tents[${i}].flap`) || !inLattice(t.flap.to, 'flap'))
        return;
      const unit = segmentEdges(g, t.flap.from, t.flap.to);
      if (unit?.length !== 1) err('map/opening_length', `tent ${t.id}: the flap must be one unit edge.`);
      if (!isInt(t.capacity) || t.capacity < 1) err('map/field', `tent ${t.id}: capacity must be positive.`);
    });
  else err('map/field', 'tents must be an array.');
  if (Array.isArray(map.perimeterMounts))
    map.perimeterMounts.forEach((pm, i) => {
      if (!isObject(pm)) return;
      inCell(pm.cell, `perimeterMounts[${i}]`);
      if (cellList(pm.cells, `perimeterMounts[${i}].cells`).length !== 5)
        err('map/field', `perimeter mount ${pm.id} must list five cells.`);
    });
  else err('map/field', 'perimeterMounts must be an array.');
  cellList(map.reinforcementCells, 'reinforcementCells');
  cellList(map.unitStartCells, 'unitStartCells');
  cellList(map.objectiveCandidates, 'objectiveCandidates');
  if (!isObject(map.spyEdge) || !Array.isArray(map.spyEdge.sides)) err('map/field', 'spyEdge needs sides.');
  else {
    for (const s of map.spyEdge.sides)
      if (!['N', 'E', 'S', 'W'].includes(s)) err('map/character', `spyEdge: unknown side "${String(s)}".`);
    cellList(map.spyEdge.cells, 'spyEdge.cells');
  }
  validateRules(map.rules, legend, err);
  validateSetup(map.setup, err);
}

/** A-R17.5: exactly the eight keys, each of its documented type. */
function validateRules(rules: unknown, legend: Record<string, unknown>, err: Report): void {
  if (!isObject(rules)) {
    err('map/rules', 'rules must be an object.');
    return;
  }
  const keys = Object.keys(rules);
  for (const k of RULE_KEYS) if (!keys.includes(k)) err('map/rules', `rules lacks "${k}".`);
  for (const k of keys)
    if (!(RULE_KEYS as string[]).includes(k)) err('map/rules', `rules has an unknown key "${k}".`);
  const kinds = (x: unknown, what: string) => {
    if (!Array.isArray(x) || x.some((k) => !AREA_KINDS.includes(k)) || new Set(x).size !== x.length)
      err('map/rules', `${what} must be a list of distinct area kinds.`);
  };
  for (const k of RULE_KEYS) {
    if (k === 'civilianStartRooms' || k === 'mudForbidden' || !(k in rules)) continue;
    kinds(rules[k], k);
  }
  const rooms = new Set(
    Object.values(legend)
      .map((a) => (isObject(a) ? a.room : null))
      .filter(isInt),
  );
  const starts = rules.civilianStartRooms;
  if (!isObject(starts)) err('map/rules', 'civilianStartRooms must be an object.');
  else
    for (const [civ, room] of Object.entries(starts))
      if (!isInt(room) || !rooms.has(room))
        err('map/rules', `civilianStartRooms.${civ} names no house room.`);
  const mud = rules.mudForbidden;
  if (mud !== null && mud !== undefined) {
    if (!isObject(mud) || Object.keys(mud).sort().join() !== 'areaKinds,edgeNeighbourAreaKinds,terrain') {
      err('map/rules', 'mudForbidden must be null or {terrain, areaKinds, edgeNeighbourAreaKinds}.');
      return;
    }
    if (
      !Array.isArray(mud.terrain) ||
      mud.terrain.some((t) => typeof t !== 'string' || !TERRAIN_CHARS.includes(t))
    )
      err('map/rules', 'mudForbidden.terrain must list terrain characters.');
    kinds(mud.areaKinds, 'mudForbidden.areaKinds');
    kinds(mud.edgeNeighbourAreaKinds, 'mudForbidden.edgeNeighbourAreaKinds');
  }
}

function validateSetup(setup: unknown, err: Report): void {
  if (!isObject(setup)) {
    err('map/field', 'setup must be an object.');
    return;
  }
  const counts = (x: unknown, what: string) => {
    if (!isObject(x) || Object.values(x).some((n) => !isInt(n) || n < 0))
      err('map/field', `setup.${what} must map names to counts.`);
  };
  counts(setup.units, 'units');
  counts(setup.cameras, 'cameras');
  counts(setup.reserve, 'reserve');
  for (const k of ['civilians', 'alarmTokens', 'objectiveTokens'])
    if (!isInt(setup[k]) || (setup[k] as number) < 0) err('map/field', `setup.${k} must be a count.`);
  if (!isObject(setup.bySpyCount)) {
    err('map/field', 'setup.bySpyCount must be an object.');
    return;
  }
  for (const [n, row] of Object.entries(setup.bySpyCount)) {
    if (!isObject(row) || !isInt(row.alarmStartAndMinimum) || !isInt(row.spyHandSize) || !isObject(row.extra))
      err('map/field', `setup.bySpyCount.${n} needs alarmStartAndMinimum, spyHandSize and extra.`);
  }
}
