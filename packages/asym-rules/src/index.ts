/**
 * @safecrackers/asym-rules: spies against security (seed 003), Milestone 1 — a pure,
 * deterministic engine over plain data with the contract of A-R16.4.
 */
export type * from './actions.js';
export { band } from './alarm.js';
export { LINKED_LIMIT, PANORAMIC_ALARM, ROLE_NAMES, SECURITY_CARD_INFO, SPY_CARD_INFO } from './cards.js';
export { spiesEngine } from './contract.js';
export type { ApplyResult, Outcome, ReplayResult } from './engine.js';
export { apply, outcome, replay, validate } from './engine.js';
export type { AsymError, AsymErrorCode } from './errors.js';
export * from './events.js';
export type { CellName, Dir } from './geometry/cells.js';
export { cellName, cellXY, DIRS, distance, nameOf, parseCell } from './geometry/cells.js';
export * as geometry from './geometry/index.js';
export type { Purpose } from './geometry/los.js';
export type { Mover } from './geometry/steps.js';
export { lineOfSight, stepCost } from './helpers.js';
export { legalActions } from './legal.js';
export { builtInMaps, loadMapFile, mapById } from './maps/index.js';
export type { MapDef } from './maps/types.js';
export { aimOptions, cameraPattern, type Pattern, patternCells, unitPattern } from './patterns.js';
export type { SecBoard, SecCamera, SecSpy, SecUnit } from './secboard.js';
export { securityBoard } from './secboard.js';
export type { CreateResult } from './setup.js';
export { createGame } from './setup.js';
export { ENDING_TYPES, endingInput, fallbackInput } from './stepEnds.js';
export { type StepNoiseAction, stepNoise } from './stepNoise.js';
export { type StepRisk, stepRisk } from './stepRisk.js';
export * from './types.js';
export type { AsymView, SecurityView, SpyDetail, SpyView, TrueBoardView, WatchView } from './view.js';
export { viewFor } from './view.js';
export { type TrueWatch, trueWatches, trueWorld, waitingFor } from './waiting.js';
