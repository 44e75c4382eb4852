/** @safecrackers/rules: the heist game as pure, deterministic functions over plain data. */
export * from './actions.js';
export type { Result } from './engine.js';
export { apply, legalActions, replay, stateHash } from './engine.js';
export * from './errors.js';
export * from './events.js';
export { BOARD_SHAPES, cellName, parseCell, posName, shortestGuardPath } from './geometry.js';
export { outcome } from './outcome.js';
export { SCENARIOS } from './scenarios.js';
export { createGame } from './setup.js';
export * from './types.js';
export type {
  GuardView,
  HiddenTileView,
  PlayerSeatView,
  PlayerView,
  RevealedTileView,
  TileView,
} from './view.js';
export { promptFor, viewFor } from './view.js';
