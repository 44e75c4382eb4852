/** @safecrackers/engine-kit: the little every engine shares, and nothing game-specific. */
export { BOT_LEVELS, type BotLevel, SLIP_CHANCE } from './botLevels.js';
export type {
  GameBots,
  GameEngine,
  Input,
  Outcome,
  ReplayResult,
  SeatBot,
  SeatSide,
} from './contract.js';
export { replayWith } from './contract.js';
export { type EngineError, passes, type Result, RuleError } from './result.js';
export { nextUint32, type RngState, randomInt, rollDie, seedRng, shuffleInPlace } from './rng.js';
