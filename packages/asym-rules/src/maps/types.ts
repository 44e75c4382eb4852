/**
 * The map file as stored (A-R17.1, A-R17.2) and the compiled map the engine reads.
 */
import type { Grid } from '../geometry/cells.js';

export type Point = [number, number];
export type AreaKind = 'outdoor' | 'house' | 'shed' | 'tent';
export type EdgeKind = 'wall' | 'wire' | 'bush' | 'mirror' | 'canvas';
export type OpeningKind = 'door' | 'edoor' | 'gate' | 'window';

export const AREA_KINDS: readonly AreaKind[] = ['outdoor', 'house', 'shed', 'tent'];
export const EDGE_KINDS: readonly EdgeKind[] = ['wall', 'wire', 'bush', 'mirror', 'canvas'];
export const OPENING_KINDS: readonly OpeningKind[] = ['door', 'edoor', 'gate', 'window'];
export const TERRAIN_CHARS = '.#~:=GT';

export interface RawMapFile {
  format: string;
  version: number;
  conventions: unknown;
  legend: unknown;
  maps: RawMap[];
}

export interface MapRules {
  unitForbiddenAreaKinds: AreaKind[];
  dogForbiddenAreaKinds: AreaKind[];
  civilianAreaKinds: AreaKind[];
  cameraForbiddenAreaKinds: AreaKind[];
  heatSensorIgnoresAreaKinds: AreaKind[];
  civilianStartRooms: Record<string, number>;
  sleepingUnitAreaKinds: AreaKind[];
  mudForbidden: { terrain: string[]; areaKinds: AreaKind[]; edgeNeighbourAreaKinds: AreaKind[] } | null;
}

export const RULE_KEYS: readonly (keyof MapRules)[] = [
  'unitForbiddenAreaKinds',
  'dogForbiddenAreaKinds',
  'civilianAreaKinds',
  'cameraForbiddenAreaKinds',
  'heatSensorIgnoresAreaKinds',
  'civilianStartRooms',
  'sleepingUnitAreaKinds',
  'mudForbidden',
];

export interface SpyCountSetup {
  alarmStartAndMinimum: number;
  perimeterCameras?: number;
  snipers?: number;
  spyHandSize: number;
  extra: Record<string, unknown>;
}

export interface MapSetup {
  units: Record<string, number>;
  civilians: number;
  cameras: Record<string, number>;
  alarmTokens: number;
  objectiveTokens: number;
  mudStrips?: number;
  reserve: Record<string, number>;
  bySpyCount: Record<string, SpyCountSetup>;
}

export interface RawMap {
  id: string;
  mission: number;
  name: string;
  cols: number;
  rows: number;
  terrain: string[];
  areas: string[];
  areaLegend: Record<string, { id: string; kind: AreaKind; room?: number | null }>;
  heatZones: string[];
  edges: Array<{ kind: EdgeKind; from: Point; to: Point }>;
  openings: Array<{
    id: string;
    kind: OpeningKind;
    from: Point;
    to: Point;
    state?: 'locked' | 'open';
    name: string;
  }>;
  lamps: Array<{ id: string; cell: Point; generator: string | null }>;
  candles: Array<{ id: string; cell: Point; axis: 'horizontal' | 'vertical' }>;
  generators: Array<{ id: string; cell: Point }>;
  tents: Array<{ id: string; cells: Point[]; flap: { from: Point; to: Point }; capacity: number }>;
  perimeterMounts: Array<{ id: string; cell: Point; cells: Point[] }>;
  sniperPosts: Array<{ id: string; cell: Point }>;
  reinforcementCells: Point[];
  spyEdge: { sides: Array<'N' | 'E' | 'S' | 'W'>; cells: Point[] };
  unitStartCells: Point[];
  objectiveCandidates: Point[];
  rules: MapRules;
  setup: MapSetup;
}

export interface AreaDef {
  char: string;
  id: string;
  kind: AreaKind;
  room: number | null;
}

export interface OpeningDef {
  index: number;
  id: string;
  kind: OpeningKind;
  name: string;
  /** The unit edge (edge index, see edges.ts). */
  edge: number;
  /** The two cells bordering it, lower index first. */
  cells: [number, number];
  /** Doors, electronic doors and gates: the state at setup; windows have none. */
  startsOpen: boolean;
}

/** A map compiled for fast lookups; cells are indices row * cols + col. */
export interface MapDef extends Grid {
  id: string;
  mission: number;
  name: string;
  size: number;
  /** Terrain character per cell. */
  terrain: string[];
  areaOf: number[];
  areas: AreaDef[];
  /** Heat zone id per cell, null where the cell has no zone. */
  heatZone: Array<string | null>;
  /** Static feature per unit edge: 0 none, EDGE_CODE of an edge kind, or OPENING_BASE + opening index. */
  edgeFeature: Int16Array;
  openings: OpeningDef[];
  lamps: Array<{ id: string; cell: number; generator: string | null }>;
  generators: Array<{ id: string; cell: number }>;
  perimeterMounts: Array<{ id: string; cell: number; cells: number[] }>;
  reinforcementCells: number[];
  spyEdgeSides: string[];
  spyEdgeCells: number[];
  unitStartCells: number[];
  objectiveCandidates: number[];
  rules: MapRules;
  setup: MapSetup;
  raw: RawMap;
}

export const EDGE_CODE: Record<EdgeKind, number> = { wall: 1, wire: 2, bush: 3, mirror: 4, canvas: 5 };
export const OPENING_BASE = 16;
