/** Queries over the engine state that servers and bots need, so that none reads its internals. */
import type { Prompt } from '../actions.js';
import type { GameState } from '../types.js';

/**
 * The one undo rule (R4.12, D68): the current seat, with no prompt pending, during its action
 * phase, may take back the inputs since the last barrier (a reveal, a roll, a drawn card...).
 */
export function canUndo(state: GameState, seat: number): boolean {
  return (
    state.phase === 'playing' &&
    state.pending === null &&
    seat === state.turn.seat &&
    !state.turn.actionsOver &&
    state.undo !== null &&
    state.undo.inputs.length > 0
  );
}

/** The seat that may act now: the owner of the pending prompt, else the current seat. */
export function actingSeat(state: GameState): number {
  return state.pending ? state.pending.prompt.seat : state.turn.seat;
}

/** The choice the game waits for (its `seat` must answer), or null. */
export function pendingPrompt(state: Pick<GameState, 'pending'>): Prompt | null {
  return state.pending?.prompt ?? null;
}
