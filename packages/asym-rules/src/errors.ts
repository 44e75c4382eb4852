/** Namespaced error codes: a player's mistake is data, never a throw across the API (A-R16.4). */

import type { EngineError } from '@safecrackers/engine-kit';
import { RuleError as KitRuleError } from '@safecrackers/engine-kit';

export type AsymErrorCode =
  | 'setup/invalid'
  | 'setup/milestone2'
  | 'action/invalid'
  | 'action/unknown'
  | 'action/game_over'
  | 'action/not_your_turn'
  | 'action/wrong_stage'
  | 'action/prompt_pending'
  | 'prompt/none'
  | 'prompt/not_yours'
  | 'prompt/invalid_answer'
  | 'place/invalid'
  | 'place/order'
  | 'loadout/invalid'
  | 'loadout/milestone2'
  | 'loadout/confirmed'
  | 'spy/done'
  | 'spy/no_action'
  | 'spy/action_open'
  | 'spy/not_eligible'
  | 'spy/cannot_emerge'
  | 'spy/mode'
  | 'move/illegal'
  | 'move/cannot_pay'
  | 'move/occupied'
  | 'move/not_now'
  | 'noise/invalid'
  | 'card/not_held'
  | 'card/once_per_action'
  | 'card/milestone2'
  | 'card/invalid'
  | 'card/not_now'
  | 'shot/invalid'
  | 'shot/spent'
  | 'body/invalid'
  | 'ability/invalid'
  | 'security/phase'
  | 'security/activation'
  | 'security/no_unit'
  | 'security/limit'
  | 'security/invalid'
  | 'security/view'
  | 'security/card_limit'
  | 'security/reinforcement_first';

export type AsymError = EngineError<AsymErrorCode>;

/**
 * Thrown inside validation and turned into a Result by apply(); never escapes the API.
 * Not an Error subclass on purpose: legality checks throw it often, and a stack trace each
 * time would cost more than the check.
 */
/** A mistake a rule found: thrown inside the engine, answered as data at its edge (engine-kit). */
export class RuleError extends KitRuleError<AsymErrorCode> {}

export function fail(code: AsymErrorCode, message: string): never {
  throw new RuleError(code, message);
}
