/** @safecrackers/engine-kit: the little both engines share, and nothing game-specific. */
export type { EngineError, Result } from './result.js';
export { nextUint32, type RngState, randomInt, rollDie, seedRng, shuffleInPlace } from './rng.js';
