/** @safecrackers/rules: the heist game as pure, deterministic functions over plain data. */
export * from './actions.js';
export * from './errors.js';
export * from './events.js';
export * from './types.js';
export { shortestGuardPath, cellName, posName, parseCell, BOARD_SHAPES } from './geometry.js';
export { SCENARIOS } from './scenarios.js';
export { outcome } from './outcome.js';
export { viewFor, promptFor } from './view.js';
export type { PlayerView, TileView, RevealedTileView, HiddenTileView, GuardView, PlayerSeatView } from './view.js';
export { createGame } from './setup.js';
export { apply, legalActions, replay, stateHash } from './engine.js';
export type { Result } from './engine.js';
