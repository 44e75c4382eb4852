/** @safecrackers/bots: players that choose among legalActions. */
export { RandomBot } from './bot.js';
export { chooseAction, DEFAULT_WEIGHTS, type Weights } from './chooser.js';
export { type Random, seededRandom } from './random.js';
