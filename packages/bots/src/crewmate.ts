/**
 * A bot crewmate at a level: the planning bot, which at the lower levels now and then slips
 * and takes a random offered action instead of its plan's step. Prompts and trade offers are
 * always answered by the planner (a crewmate never answers at random). It sees what a seat's
 * player sees: its legal actions and `viewFor(state, seat)`.
 */

import { BOT_LEVELS, type BotLevel, SLIP_CHANCE } from '@safecrackers/engine-kit';
import type { Action, PlayerView } from '@safecrackers/rules';
import type { Bot } from './bot.js';
import { chooseAction } from './chooser.js';
import { PlannerBot } from './planner.js';
import { type Random, seededRandom } from './random.js';

/** The heist's crewmates play at every game's bot levels (engine-kit/botLevels.ts). */
export const CREW_LEVELS = BOT_LEVELS;
export type CrewLevel = BotLevel;
export { SLIP_CHANCE };

export class Crewmate implements Bot {
  private readonly planner: PlannerBot;
  private readonly random: Random;

  constructor(
    readonly level: CrewLevel,
    seed: string | number,
  ) {
    this.planner = new PlannerBot(seed);
    this.random = seededRandom(`${seed}/slips`);
  }

  choose(legal: readonly Action[], view: PlayerView): Action {
    const planned = this.planner.choose(legal, view);
    const answering = view.prompt !== null && view.prompt.seat === view.viewer;
    if (answering || this.random() >= SLIP_CHANCE[this.level]) return planned;
    // A slip never undoes and never trades: those only waste the crew's time.
    const options = legal.filter((a) => a.type !== 'undo' && a.type !== 'trade');
    return options.length > 0 ? chooseAction(options, this.random) : planned;
  }
}
