/**
 * A map together with the state of its openings and cut wires: what every geometric question
 * (steps, line of sight, light) is asked of. The true board and the security board each have
 * one (A-R15.2: security's geometry uses the doors and breaches it knows of).
 */

import { EDGE_CODE, type MapDef, OPENING_BASE } from '../maps/types.js';
import type { Grid } from './cells.js';
import { edgeCount } from './edges.js';

/** The dynamic part of the edges: opening states and breaches (A-R2.4). */
export interface EdgeState {
  /** Doors, electronic doors and gates in state `open`, by opening index. */
  open: boolean[];
  /** Breached openings (shot, forced or cut), by opening index. */
  breach: boolean[];
  /** Cut wire unit edges (edge indices), ascending. */
  cutWires: number[];
}

/** Edge status codes: what a unit edge is right now. */
export const NONE = 0;
export const WALL = 1;
export const WIRE = 2;
export const BUSH = 3;
export const MIRROR = 4;
export const CANVAS = 5;
/** A door, electronic door or gate in state `locked`, not breached. */
export const CLOSED = 6;
/** An intact window. */
export const WINDOW = 7;
/** An open or breached opening, or a cut wire: open for everything. */
export const OPEN = 8;

export interface Terrain extends Grid {
  map: MapDef;
  /** Status code per unit edge. */
  edge: Uint8Array;
  /** True for blocking cells: black squares, generators, towers (A-R2.3). */
  blocking: Uint8Array;
  /** Memo of light pools for this terrain, keyed by the light signature (light.ts). */
  lightMemo: Map<string, unknown>;
  /** Memo of step-cost tables for this terrain, keyed by mover (steps.ts). */
  stepMemo: Map<string, Int8Array>;
}

const memo = new WeakMap<MapDef, Map<string, Terrain>>();

export function startEdgeState(map: MapDef): EdgeState {
  return {
    open: map.openings.map((o) => o.startsOpen),
    breach: map.openings.map(() => false),
    cutWires: [],
  };
}

function signature(s: EdgeState): string {
  let out = '';
  for (let i = 0; i < s.open.length; i++) out += (s.open[i] ? 1 : 0) + (s.breach[i] ? 2 : 0);
  return s.cutWires.length ? `${out}|${s.cutWires.join(',')}` : out;
}

/** The terrain for a map and an edge state; memoised, so equal states share one object. */
export function terrainOf(map: MapDef, state: EdgeState): Terrain {
  let byMap = memo.get(map);
  if (!byMap) {
    byMap = new Map();
    memo.set(map, byMap);
  }
  const key = signature(state);
  const hit = byMap.get(key);
  if (hit) return hit;
  if (byMap.size > 4096) byMap.clear();
  const edge = new Uint8Array(edgeCount(map));
  for (let e = 0; e < edge.length; e++) {
    const f = map.edgeFeature[e] as number;
    if (f >= OPENING_BASE) {
      const i = f - OPENING_BASE;
      const o = map.openings[i];
      if (!o) continue;
      if (state.breach[i] || (o.kind !== 'window' && state.open[i])) edge[e] = OPEN;
      else edge[e] = o.kind === 'window' ? WINDOW : CLOSED;
    } else if (f === EDGE_CODE.wire) edge[e] = WIRE;
    else if (f === EDGE_CODE.wall) edge[e] = WALL;
    else if (f === EDGE_CODE.bush) edge[e] = BUSH;
    // Milestone 1: a mirror reflects nothing and is simply a wall (A-R0.1, A-R2.4).
    else if (f === EDGE_CODE.mirror) edge[e] = MIRROR;
    else if (f === EDGE_CODE.canvas) edge[e] = CANVAS;
  }
  for (const w of state.cutWires) if (edge[w] === WIRE) edge[w] = OPEN;
  const blocking = new Uint8Array(map.size);
  for (let c = 0; c < map.size; c++) {
    const t = map.terrain[c];
    blocking[c] = t === '#' || t === 'G' || t === 'T' ? 1 : 0;
  }
  const terrain: Terrain = {
    map,
    cols: map.cols,
    rows: map.rows,
    edge,
    blocking,
    lightMemo: new Map(),
    stepMemo: new Map(),
  };
  byMap.set(key, terrain);
  return terrain;
}
