/**
 * Compiles a validated map object into the engine's lookup form (MapDef).
 */
import { edgeCells, edgeCount, segmentEdges } from '../geometry/edges.js';
import {
  type AreaDef,
  EDGE_CODE,
  type MapDef,
  OPENING_BASE,
  type OpeningDef,
  type Point,
  type RawMap,
} from './types.js';

export function compileMap(raw: RawMap): MapDef {
  const { cols, rows } = raw;
  const g = { cols, rows };
  const cell = (p: Point) => p[1] * cols + p[0];
  const size = cols * rows;
  const terrain: string[] = [];
  const areaOf: number[] = [];
  const heatZone: Array<string | null> = [];
  const areas: AreaDef[] = Object.entries(raw.areaLegend).map(([char, a]) => ({
    char,
    id: a.id,
    kind: a.kind,
    room: a.room ?? null,
  }));
  const areaIndex = new Map(areas.map((a, i) => [a.char, i]));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      terrain.push(raw.terrain[r]?.[c] as string);
      areaOf.push(areaIndex.get(raw.areas[r]?.[c] as string) as number);
      const z = raw.heatZones[r]?.[c] as string;
      heatZone.push(z === '.' ? null : z);
    }
  }
  const edgeFeature = new Int16Array(edgeCount(g));
  for (const e of raw.edges)
    for (const u of segmentEdges(g, e.from, e.to) ?? []) edgeFeature[u] = EDGE_CODE[e.kind];
  const openings: OpeningDef[] = raw.openings.map((o, index) => {
    const edge = (segmentEdges(g, o.from, o.to) as number[])[0] as number;
    // An opening replaces whatever `edges` put on its unit edge (A-R17.2).
    edgeFeature[edge] = OPENING_BASE + index;
    const [a, b] = edgeCells(g, edge);
    return {
      index,
      id: o.id,
      kind: o.kind,
      name: o.name,
      edge,
      cells: [Math.min(a, b), Math.max(a, b)] as [number, number],
      startsOpen: o.kind !== 'window' && o.state === 'open',
    };
  });
  return {
    id: raw.id,
    mission: raw.mission,
    name: raw.name,
    cols,
    rows,
    size,
    terrain,
    areaOf,
    areas,
    heatZone,
    edgeFeature,
    openings,
    lamps: raw.lamps.map((l) => ({ id: l.id, cell: cell(l.cell), generator: l.generator })),
    generators: raw.generators.map((x) => ({ id: x.id, cell: cell(x.cell) })),
    perimeterMounts: raw.perimeterMounts.map((pm) => ({
      id: pm.id,
      cell: cell(pm.cell),
      cells: pm.cells.map(cell),
    })),
    reinforcementCells: raw.reinforcementCells.map(cell),
    spyEdgeSides: raw.spyEdge.sides.slice(),
    spyEdgeCells: raw.spyEdge.cells.map(cell),
    unitStartCells: raw.unitStartCells.map(cell),
    objectiveCandidates: raw.objectiveCandidates.map(cell),
    rules: raw.rules,
    setup: raw.setup,
    raw,
  };
}
