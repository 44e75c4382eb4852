/** @safecrackers/bots: players that choose among legalActions. */
export { type Bot, RandomBot } from './bot.js';
export { chooseAction, DEFAULT_WEIGHTS, type Weights } from './chooser.js';
export { CREW_LEVELS, type CrewLevel, Crewmate, SLIP_CHANCE } from './crewmate.js';
export { PlannerBot } from './planner.js';
export { type PlayedGame, type PlayGameOptions, playGame } from './play.js';
export { type Random, seededRandom } from './random.js';
