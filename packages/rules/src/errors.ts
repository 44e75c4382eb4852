/** Namespaced error codes: a player's mistake is data, never a throw across the API. */
import { RuleError as KitRuleError } from '@safecrackers/engine-kit';
export type ErrorCode =
  | 'action/unknown'
  | 'action/game_over'
  | 'action/not_your_turn'
  | 'action/prompt_pending'
  | 'action/no_prompt'
  | 'action/not_enough_actions'
  | 'action/actions_over'
  | 'action/not_entered'
  | 'action/invalid'
  | 'action/once_per_turn'
  | 'setup/invalid'
  | 'setup/not_setup_phase'
  | 'prompt/not_yours'
  | 'prompt/wrong_kind'
  | 'prompt/invalid_answer'
  | 'move/not_linked'
  | 'move/cannot_pay'
  | 'move/blocked'
  | 'peek/not_linked'
  | 'peek/already_revealed'
  | 'tile/wrong_kind'
  | 'tile/not_revealed'
  | 'hack/full'
  | 'safe/open'
  | 'safe/full'
  | 'safe/no_dice'
  | 'safe/keycard'
  | 'tool/not_held'
  | 'tool/bust'
  | 'tool/no_target'
  | 'trade/invalid'
  | 'pickup/nothing'
  | 'pickup/gold_bar'
  | 'escape/not_here'
  | 'escape/time_lock'
  | 'escape/safes_closed'
  | 'escape/kitty_loose'
  | 'escape/loot_left'
  | 'undo/nothing'
  | 'ability/wrong_character'
  | 'ability/invalid';

export interface EngineError {
  code: ErrorCode;
  message: string;
}

/**
 * Thrown inside a resolution and turned into a Result by apply(); never escapes the API.
 * Not an Error subclass on purpose: legality checks throw it often, and capturing a stack
 * trace each time costs more than the check itself.
 */
/** A mistake a rule found: thrown inside the engine, answered as data at its edge (engine-kit). */
export class RuleError extends KitRuleError<ErrorCode> {}

export function fail(code: ErrorCode, message: string): never {
  throw new RuleError(code, message);
}
