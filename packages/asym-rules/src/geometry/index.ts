/** Index-based geometry for planners (bots): the same functions the engine uses. */
export { cellAt, cellName, colOf, DIRS, DX, DY, distance, neighbour, parseCell, rowOf } from './cells.js';
export { edgeBetween, edgeCells } from './edges.js';
export { type LightPools, lightPools, watchCells } from './light.js';
export { lineOfSight, type Purpose, windowsCrossed } from './los.js';
export { costsFrom, costsTo, type Passable } from './paths.js';
export {
  CIVILIAN,
  crossedEdges,
  DOG,
  enterable,
  type Mover,
  meleeAdjacent,
  SPY,
  stepCost,
  stepTable,
  UNIT,
} from './steps.js';
export {
  BUSH,
  CLOSED,
  type EdgeState,
  NONE,
  OPEN,
  startEdgeState,
  type Terrain,
  terrainOf,
  WALL,
  WINDOW,
  WIRE,
} from './terrain.js';
