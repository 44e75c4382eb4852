/** A seeded bot for one or more seats: it only ever picks among the actions it is offered. */
import type { Action } from '@safecrackers/rules';
import { chooseAction, DEFAULT_WEIGHTS, type Weights } from './chooser.js';
import { type Random, seededRandom } from './random.js';

export class RandomBot {
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
