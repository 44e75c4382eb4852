/** A seeded bot for one or more seats: it only ever picks among the actions it is offered. */
import type { Action, PlayerView } from '@safecrackers/rules';
import { chooseAction, DEFAULT_WEIGHTS, type Weights } from './chooser.js';
import { type Random, seededRandom } from './random.js';

/** A player: given the legal actions of a seat and that seat's view, it picks one of them. */
export interface Bot {
  choose(legal: readonly Action[], view: PlayerView): Action;
}

export class RandomBot implements Bot {
  private readonly random: Random;

  constructor(
    seed: string | number,
    private readonly weights: Weights = DEFAULT_WEIGHTS,
  ) {
    this.random = seededRandom(seed);
  }

  choose(legal: readonly Action[]): Action {
    return chooseAction(legal, this.random, this.weights);
  }
}
