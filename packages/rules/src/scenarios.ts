/**
 * The three scenarios (R3): board shapes, tile mixes with combination numbers (R2.1, R2.2, D9),
 * printed walls (R2.3) and starting guard speeds (R2.7).
 */
import { PRINTED_WALLS } from './data/walls.js';
import { BOARD_SHAPES, type BoardShape, parseCell, wallKey } from './geometry.js';
import type { ScenarioId, TileKind } from './types.js';

export interface TileSpec {
  kind: TileKind;
  num: number;
  /** Canonical id for shuffling (R1.19): kind, then copy index. */
  id: string;
}

export interface Scenario {
  id: ScenarioId;
  name: string;
  shape: BoardShape;
  guardSpeeds: number[];
  tiles: TileSpec[];
  printedWalls: number[][];
}

type Mix = Partial<Record<TileKind, number[]>>;

/** R2.1: the full 48-tile set with each copy's number (0 = Safe, no number). */
const FULL_MIX: Mix = {
  atrium: [3, 4],
  camera: [1, 2, 3, 6],
  'computer-fingerprint': [4],
  'computer-laser': [5],
  'computer-motion': [6],
  deadbolt: [1, 2, 3],
  detector: [4, 5, 6],
  fingerprint: [4, 5, 6],
  foyer: [1, 2],
  keypad: [4, 5, 6],
  laboratory: [3, 4],
  laser: [1, 2, 3],
  lavatory: [5],
  motion: [1, 2, 3],
  safe: [0, 0, 0],
  'secret-door': [1, 2],
  'service-duct': [5, 6],
  stairs: [4, 5, 6],
  thermo: [1, 2, 3],
  walkway: [1, 2, 3],
};

/** R2.2: the Office Job's 32-tile subset. */
const OFFICE_MIX: Mix = {
  camera: [2, 3, 6],
  'computer-fingerprint': [4],
  'computer-laser': [5],
  'computer-motion': [6],
  deadbolt: [2, 3],
  fingerprint: [4, 5],
  foyer: [1, 2],
  keypad: [4, 6],
  laboratory: [3],
  laser: [1, 2],
  lavatory: [5],
  motion: [1, 3],
  safe: [0, 0],
  'secret-door': [1, 2],
  'service-duct': [5, 6],
  stairs: [4, 5],
  thermo: [1, 2],
  walkway: [1, 3],
};

function tileSpecs(mix: Mix): TileSpec[] {
  const specs: TileSpec[] = [];
  for (const [kind, nums] of Object.entries(mix) as Array<[TileKind, number[]]>) {
    nums.forEach((num, copy) => {
      specs.push({ kind, num, id: `${kind}#${copy}` });
    });
  }
  return specs;
}

/** Each floor's printed walls, frozen: every game shares these arrays (see createGame). */
function printedWalls(id: ScenarioId, shape: BoardShape): number[][] {
  return PRINTED_WALLS[id].map(
    (labels) =>
      Object.freeze(
        labels.map((label) => {
          const [a, b] = label.split('|').map(parseCell);
          if (!a || !b) throw new Error(`bad wall label ${label}`);
          return wallKey(a.row * shape.cols + a.col, b.row * shape.cols + b.col);
        }),
      ) as number[],
  );
}

function scenario(id: ScenarioId, name: string, guardSpeeds: number[], mix: Mix): Scenario {
  const shape = BOARD_SHAPES[id];
  return { id, name, shape, guardSpeeds, tiles: tileSpecs(mix), printedWalls: printedWalls(id, shape) };
}

export const SCENARIOS: Record<ScenarioId, Scenario> = {
  office: scenario('office', 'The Office Job', [2, 3], OFFICE_MIX),
  bank: scenario('bank', 'The Bank Job', [2, 3, 4], FULL_MIX),
  fortknox: scenario('fortknox', 'The Fort Knox Job', [3, 4], FULL_MIX),
};

/** Patrol cards set aside per deck by seat count at setup (R2.5). */
export const PATROL_REMOVED_BY_SEATS: Record<number, number> = { 1: 9, 2: 6, 3: 3, 4: 0 };

/** Walls per floor drawn by the randomWalls option: as many as the printed layouts hold. */
export function randomWallCount(id: ScenarioId): number {
  return id === 'fortknox' ? 12 : 8;
}
