/** @safecrackers/rules: the heist game as pure, deterministic functions over plain data. */
export * from './actions.js';
export { isGoldBar } from './board.js';
export { PETERMAN_BONUS_DIE, steadyHandsDice } from './characters/peterman.js';
export { heistEngine } from './contract.js';
export type { ReplayStep, Result } from './engine.js';
export { apply, legalActions, replay, replayFrom, stateHash } from './engine.js';
export * from './errors.js';
export * from './events.js';
export {
  BOARD_SHAPES,
  cellName,
  parseCell,
  posName,
  shortestGuardPath,
  wallCells,
  wallKey,
} from './geometry.js';
export { outcome } from './outcome.js';
export { guardPath, guardRoute } from './queries/guards.js';
export type { CrackOdds, KeypadOdds } from './queries/odds.js';
export { crackOdds, keypadOdds } from './queries/odds.js';
export type { MoveRisk, MoveRiskKind, RiskEffect, StealthSource } from './queries/risk-types.js';
export { MOVE_RISK_KINDS, riskEffect } from './queries/risk-types.js';
export type { MoveRiskOptions, RiskMode } from './queries/risks.js';
export { moveRisks, risksOfMove } from './queries/risks.js';
export { actingSeat, canUndo, pendingPrompt } from './queries/state.js';
export type { Threats } from './queries/threats.js';
export { threats } from './queries/threats.js';
export type { TileTraits } from './queries/tiles.js';
export { allSafesOpen, isEscapeTile, safeCount, tileTraits } from './queries/tiles.js';
export type { HeistTruth } from './queries/truth.js';
export { heistTruth, unveiledView } from './queries/truth.js';
export { endTurnDrawsEvent } from './queries/turn.js';
export { situationOf } from './queries/view-situation.js';
export { SCENARIOS } from './scenarios.js';
export { createGame, setupProblem } from './setup.js';
export type { Situation, SituationPlayer, SituationTile } from './situation.js';
export { STATE_FORMAT, storedForm, storedState } from './stateFormat.js';
export * from './types.js';
export type {
  GuardView,
  HiddenTileView,
  PlayerSeatView,
  PlayerView,
  RevealedTileView,
  TileView,
} from './view.js';
export { promptFor, viewFor, viewTracker } from './view.js';
