/**
 * Floors, cells, walls and open adjacency (R1.5–R1.8).
 *
 * A tile index is floor * area + row * cols + col. Walls of one floor are stored as keys
 * a * 64 + b of the two local cell indices (a < b). Floor graphs are derived from the wall
 * arrays and cached by array identity: wall arrays are replaced, never mutated.
 */
import type { Cell, FloorLayout, Pos, ScenarioId } from './types.js';

export interface BoardShape {
  cols: number;
  rows: number;
  floors: number;
  area: number;
  /** Local cell index of the void, or -1 (R1.7). */
  voidCell: number;
}

export const BOARD_SHAPES: Record<ScenarioId, BoardShape> = {
  office: { cols: 4, rows: 4, floors: 2, area: 16, voidCell: -1 },
  bank: { cols: 4, rows: 4, floors: 3, area: 16, voidCell: -1 },
  fortknox: { cols: 5, rows: 5, floors: 2, area: 25, voidCell: 12 },
};

/** Neighbour directions in tie-break order N, E, S, W (R7.6 step 5). */
export const DIRECTIONS = [
  { name: 'north', dc: 0, dr: -1 },
  { name: 'east', dc: 1, dr: 0 },
  { name: 'south', dc: 0, dr: 1 },
  { name: 'west', dc: -1, dr: 0 },
] as const;

/** The key of the wall between two local cells of a floor (the smaller cell first). */
export function wallKey(a: number, b: number): number {
  return a < b ? a * 64 + b : b * 64 + a;
}

/** The two local cells a wall key stands between, the smaller first (the inverse of wallKey). */
export function wallCells(key: number): [number, number] {
  return [Math.floor(key / 64), key % 64];
}

export function cellName(cell: Cell): string {
  return String.fromCharCode(65 + cell.col) + String(cell.row + 1);
}

export function posName(pos: Pos): string {
  return `${pos.floor + 1}:${cellName(pos)}`;
}

/** Parses 'B3' into a cell. */
export function parseCell(name: string): Cell {
  return { col: name.charCodeAt(0) - 65, row: Number(name.slice(1)) - 1 };
}

export function tileIndex(shape: BoardShape, pos: Pos): number {
  return pos.floor * shape.area + pos.row * shape.cols + pos.col;
}

/**
 * Each shape's positions, made once and frozen (see tilePos). Weak, like graphCache: a shape
 * made on the fly (a test's, say) is not kept for the life of the process.
 */
const positions = new WeakMap<BoardShape, readonly Pos[]>();

/**
 * The position of a tile index. Positions are values, never changed in place: each shape's are
 * made once and frozen, so the views, moves and guard steps that ask for them after every input
 * share them (every room of a building too) instead of allocating and later collecting them.
 */
export function tilePos(shape: BoardShape, index: number): Pos {
  let list = positions.get(shape);
  if (!list) {
    list = Array.from({ length: shape.floors * shape.area }, (_, i) => Object.freeze(newPos(shape, i)));
    positions.set(shape, list);
  }
  return list[index] ?? newPos(shape, index);
}

function newPos(shape: BoardShape, index: number): Pos {
  const floor = Math.floor(index / shape.area);
  const local = index - floor * shape.area;
  return { floor, col: local % shape.cols, row: Math.floor(local / shape.cols) };
}

export function floorOf(shape: BoardShape, index: number): number {
  return Math.floor(index / shape.area);
}

export function localOf(shape: BoardShape, index: number): number {
  return index % shape.area;
}

/** True when pos names a real room of this board (not the void, not outside). */
export function isRoom(shape: BoardShape, pos: Pos): boolean {
  if (!Number.isInteger(pos.floor) || !Number.isInteger(pos.col) || !Number.isInteger(pos.row)) return false;
  if (pos.floor < 0 || pos.floor >= shape.floors) return false;
  if (pos.col < 0 || pos.col >= shape.cols || pos.row < 0 || pos.row >= shape.rows) return false;
  return pos.row * shape.cols + pos.col !== shape.voidCell;
}

/** Open adjacency of one floor, over local cell indices. */
export interface FloorGraph {
  cols: number;
  rows: number;
  blocked: boolean[];
  /** Open neighbours in N, E, S, W order. */
  adj: number[][];
  /** Neighbour in each direction N, E, S, W across a wall (-1 when none or open). */
  walled: number[][];
  routes: Map<number, Route>;
}

/** BFS distances to a destination and the R7.6 next step from every cell. */
export interface Route {
  dist: Int16Array;
  next: Int16Array;
}

export function buildGraph(
  cols: number,
  rows: number,
  wallKeys: Iterable<number>,
  blocked: number[],
): FloorGraph {
  const walls = new Set(wallKeys);
  const blockedFlags = new Array<boolean>(cols * rows).fill(false);
  for (const b of blocked) blockedFlags[b] = true;
  const adj: number[][] = [];
  const walled: number[][] = [];
  for (let i = 0; i < cols * rows; i++) {
    const col = i % cols;
    const row = Math.floor(i / cols);
    const open: number[] = [];
    const shut: number[] = [];
    for (const d of DIRECTIONS) {
      const c = col + d.dc;
      const r = row + d.dr;
      if (c < 0 || c >= cols || r < 0 || r >= rows) {
        shut.push(-1);
        continue;
      }
      const j = r * cols + c;
      const isWall = walls.has(wallKey(i, j)) || blockedFlags[i] || blockedFlags[j];
      if (isWall) {
        shut.push(blockedFlags[i] || blockedFlags[j] ? -1 : j);
      } else {
        shut.push(-1);
        open.push(j);
      }
    }
    adj.push(blockedFlags[i] ? [] : open);
    walled.push(shut);
  }
  return { cols, rows, blocked: blockedFlags, adj, walled, routes: new Map() };
}

/** The reference algorithm of R7.6: BFS to `dest`, then maximise the clockwise score. */
export function routeTo(graph: FloorGraph, dest: number): Route {
  const cached = graph.routes.get(dest);
  if (cached) return cached;
  const n = graph.cols * graph.rows;
  const dist = new Int16Array(n).fill(-1);
  const next = new Int16Array(n).fill(-1);
  const best = new Float64Array(n);
  const order: number[] = [dest];
  dist[dest] = 0;
  for (let head = 0; head < order.length; head++) {
    const v = order[head] as number;
    for (const w of graph.adj[v] as number[]) {
      if (dist[w] === -1) {
        dist[w] = (dist[v] as number) + 1;
        order.push(w);
      }
    }
  }
  for (let k = 1; k < order.length; k++) {
    const v = order[k] as number;
    const xv = v % graph.cols;
    const yv = Math.floor(v / graph.cols);
    let bestScore = Number.NEGATIVE_INFINITY;
    let bestNext = -1;
    for (const w of graph.adj[v] as number[]) {
      if (dist[w] !== (dist[v] as number) - 1) continue;
      const xw = w % graph.cols;
      const yw = Math.floor(w / graph.cols);
      const score = xv * yw - xw * yv + (best[w] as number);
      // Strictly greater keeps the first neighbour in N, E, S, W order on a tie.
      if (score > bestScore) {
        bestScore = score;
        bestNext = w;
      }
    }
    best[v] = bestScore;
    next[v] = bestNext;
  }
  const route = { dist, next };
  graph.routes.set(dest, route);
  return route;
}

/** Walking distance between two cells of a floor (-1 when unreachable). */
export function walkingDistance(graph: FloorGraph, from: number, to: number): number {
  return routeTo(graph, to).dist[from] as number;
}

/** Path from `from` to `to` (excluding from, ending with to); [] when equal or unreachable. */
export function pathOnGraph(graph: FloorGraph, from: number, to: number): number[] {
  if (from === to) return [];
  const route = routeTo(graph, to);
  if (route.dist[from] === -1) return [];
  const path: number[] = [];
  let at = from;
  while (at !== to) {
    at = route.next[at] as number;
    path.push(at);
  }
  return path;
}

/**
 * The guard path rule of R7.6: shortest, then most clockwise (largest signed-area score).
 * The path excludes `from` and ends with `to`; [] when from equals to.
 */
export function shortestGuardPath(floor: FloorLayout, from: Cell, to: Cell): Cell[] {
  const keys = floor.walls.map(([a, b]) => wallKey(a.row * floor.cols + a.col, b.row * floor.cols + b.col));
  const blocked = (floor.blocked ?? []).map((c) => c.row * floor.cols + c.col);
  const graph = buildGraph(floor.cols, floor.rows, keys, blocked);
  return pathOnGraph(graph, from.row * floor.cols + from.col, to.row * floor.cols + to.col).map((i) => ({
    col: i % floor.cols,
    row: Math.floor(i / floor.cols),
  }));
}

const graphCache = new WeakMap<readonly number[], FloorGraph>();

/** The cached graph of one floor's current walls. */
export function floorGraph(shape: BoardShape, walls: readonly number[]): FloorGraph {
  let graph = graphCache.get(walls);
  if (!graph) {
    graph = buildGraph(shape.cols, shape.rows, walls, shape.voidCell >= 0 ? [shape.voidCell] : []);
    graphCache.set(walls, graph);
  }
  return graph;
}

/** Wall keys of the interior sides of a floor, void sides excluded. */
export function interiorSides(shape: BoardShape): number[] {
  const sides: number[] = [];
  for (let i = 0; i < shape.area; i++) {
    const col = i % shape.cols;
    const row = Math.floor(i / shape.cols);
    if (i === shape.voidCell) continue;
    if (col + 1 < shape.cols && i + 1 !== shape.voidCell) sides.push(wallKey(i, i + 1));
    if (row + 1 < shape.rows && i + shape.cols !== shape.voidCell) sides.push(wallKey(i, i + shape.cols));
  }
  return sides;
}

/** Wall keys enclosing the void (R1.7), empty without one. */
export function voidWalls(shape: BoardShape): number[] {
  const v = shape.voidCell;
  if (v < 0) return [];
  return [v - shape.cols, v + 1, v + shape.cols, v - 1].map((n) => wallKey(v, n));
}

/** True when every room of the floor is reachable from every other. */
export function isConnected(shape: BoardShape, walls: number[]): boolean {
  const graph = buildGraph(shape.cols, shape.rows, walls, shape.voidCell >= 0 ? [shape.voidCell] : []);
  const start = shape.voidCell === 0 ? 1 : 0;
  const seen = new Set<number>([start]);
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.pop() as number;
    for (const w of graph.adj[v] as number[]) {
      if (!seen.has(w)) {
        seen.add(w);
        queue.push(w);
      }
    }
  }
  return seen.size === shape.area - (shape.voidCell >= 0 ? 1 : 0);
}
