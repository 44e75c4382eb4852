/**
 * Inputs that end what a seat is doing without doing anything else: a player's "end" key picks
 * one, and a bot whose choice was refused falls back on one so that the game goes on.
 */
import type { Action } from './actions.js';

/** Ending the current action, phase or activation, passing, staying hidden. */
export const ENDING_TYPES: ReadonlySet<Action['type']> = new Set([
  'endAction',
  'endPhase',
  'endActivation',
  'pass',
  'stayHidden',
]);

/** The first legal input that ends the current step, if any. */
export function endingInput(legal: readonly Action[]): Action | undefined {
  return legal.find((a) => ENDING_TYPES.has(a.type));
}

/**
 * What a bot plays when its choice was refused (a bot bug; the game goes on): an ending input,
 * else confirming its loadout or answering, else the first legal input.
 */
export function fallbackInput(legal: readonly Action[]): Action | undefined {
  return (
    endingInput(legal) ?? legal.find((a) => a.type === 'confirmLoadout' || a.type === 'answer') ?? legal[0]
  );
}
