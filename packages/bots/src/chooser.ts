/**
 * Chooses one of the legal actions the engine offers. Weighted at random so that games move
 * on (moving and cracking are likelier than trading) and end (a bot never undoes unless
 * nothing else is offered, which would loop forever).
 */
import type { Action } from '@safecrackers/rules';
import type { Random } from './random.js';

export type Weights = Partial<Record<Action['type'], number>>;

export const DEFAULT_WEIGHTS: Weights = {
  escape: 50,
  crack: 6,
  addDie: 4,
  pickUp: 4,
  move: 4,
  peek: 2,
  hack: 1,
  useTool: 1,
  endActions: 1,
  trade: 0.1,
  undo: 0,
};

/** Weight of any action type not listed (abilities, answers). */
const OTHER_WEIGHT = 1;

export function chooseAction(
  actions: readonly Action[],
  random: Random,
  weights: Weights = DEFAULT_WEIGHTS,
): Action {
  if (actions.length === 0) throw new Error('chooseAction: no legal action to choose from');
  const weightOf = (a: Action) => weights[a.type] ?? OTHER_WEIGHT;
  const total = actions.reduce((sum, a) => sum + weightOf(a), 0);
  if (total <= 0) return actions[Math.floor(random() * actions.length)]!;
  let pick = random() * total;
  for (const action of actions) {
    pick -= weightOf(action);
    if (pick < 0) return action;
  }
  return actions[actions.length - 1]!;
}
