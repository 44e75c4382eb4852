export { buildOnce, isStale, newestIn, type SharedBuild } from './buildOnce.js';
export { FAST_LAYER, randomGames } from './layer.js';
export { type Decision, decide, describeNeeding, LEFT_OUT } from './needs.js';
export { CHROMIUM, CHROMIUM_PATH, type Piece, REDIS, REFERENCE_DATA_DIR } from './pieces.js';
