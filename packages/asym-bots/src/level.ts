/**
 * A spies bot at a level: the engine's bot for its side (SecurityBot, SpyBot), which at the
 * lower levels now and then slips and gives a random offered input instead of its own. The
 * levels and their chances are the heist crewmate's (packages/bots/src/crewmate.ts); the expert
 * never slips: it is the bot as it always was. Slips are seeded, so a seed replays them.
 */
import { type Action, type AsymState, legalActions, securityBoard } from '@safecrackers/asym-rules';
import {
  BOT_LEVELS,
  type BotLevel,
  type RngState,
  randomInt,
  SLIP_CHANCE,
  seedRng,
} from '@safecrackers/engine-kit';
import type { AsymBot } from './play.js';

/** The levels and their slip chances are every game's (engine-kit/botLevels.ts). */
export { BOT_LEVELS, type BotLevel, SLIP_CHANCE };

/** Slips are drawn in steps of 1/SLIP_SCALE. */
const SLIP_SCALE = 10_000;

/**
 * Whether a slip may replace the bot's input now. Never in the setup: placements, roles and
 * loadouts shape the whole game, and a random one is no "mistake" but a ruined start. Never
 * while answering a prompt: a random answer surfaces a hidden spy under a watch or sends the
 * dog at random, one input deciding too much at once.
 */
function maySlip(state: AsymState, seat: number): boolean {
  if (seat === 0) return securityBoard(state).stage !== 'securitySetup';
  return state.stage !== 'spySetup' && !state.pending;
}

/** Leaving the board is never a slip: a spy's random exit is a resignation, not a mistake. */
const slipOptions = (legal: readonly Action[]) => legal.filter((a) => a.type !== 'leave');

export class LevelBot implements AsymBot {
  private readonly rng: RngState;

  constructor(
    readonly level: BotLevel,
    private readonly bot: AsymBot,
    seed: string,
  ) {
    this.rng = seedRng(`slips:${seed}`);
  }

  act(state: AsymState, seat: number): Action {
    // The bot always chooses, slip or not: what it remembers of the game stays its own.
    const own = this.bot.act(state, seat);
    const chance = SLIP_CHANCE[this.level];
    if (chance === 0 || !maySlip(state, seat)) return own;
    if (randomInt(this.rng, SLIP_SCALE) >= chance * SLIP_SCALE) return own;
    // Security's offered inputs come from its board alone (A-R15.3): a slip learns nothing more.
    const options = slipOptions(legalActions(state, seat));
    return options.length > 0 ? (options[randomInt(this.rng, options.length)] as Action) : own;
  }
}
