/** Guard queries over a view: the route a guard walks (R7.6). */
import { floorGraph, isRoom, localOf, pathOnGraph, tileIndex, tilePos } from '../geometry.js';
import { shapeOf } from '../situation.js';
import type { Pos } from '../types.js';
import type { PlayerView } from '../view.js';
import { situationOf } from './view-situation.js';

/**
 * The tiles a guard walks from `from` to `to` on one floor (excluding `from`, ending with `to`)
 * by the rules' own route and tie-break (R7.6) over the floor's current walls; [] when they are
 * on different floors, equal or not connected.
 */
export function guardPath(view: PlayerView, from: Pos, to: Pos): Pos[] {
  const s = situationOf(view);
  const shape = shapeOf(s);
  if (from.floor !== to.floor || !isRoom(shape, from) || !isRoom(shape, to)) return [];
  const graph = floorGraph(shape, s.walls[from.floor] as number[]);
  const base = from.floor * shape.area;
  return pathOnGraph(graph, localOf(shape, tileIndex(shape, from)), localOf(shape, tileIndex(shape, to))).map(
    (local) => tilePos(shape, base + local),
  );
}

/** Where a floor's guard will walk next: its path to its destination ([] when not placed). */
export function guardRoute(view: PlayerView, floor: number): Pos[] {
  const g = view.guards[floor];
  return g?.placed && g.at && g.dest ? guardPath(view, g.at, g.dest) : [];
}
