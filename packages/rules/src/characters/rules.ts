/** A character ability: its legal uses for the current seat, and how one resolves (R8). */
import type { Intent } from '../actions.js';
import type { Ctx } from '../state.js';
import type { CharacterId, Side } from '../types.js';

export interface AbilityRule {
  character: CharacterId;
  side: Side;
  type: Intent['type'];
  /** Legal uses now, for the current seat (also used to validate an input). */
  uses(ctx: Ctx, seat: number): Intent[];
  apply(ctx: Ctx, seat: number, action: Intent): void;
  /** Spending this ability's cost ends the action phase (Climb Window, R4.3). */
  endsActions?: boolean;
}

/** Marks a once-per-turn ability as used. */
export function useOnce(ctx: Ctx, flag: string): void {
  const turn = ctx.mutTurn();
  turn.flags[flag] = (turn.flags[flag] ?? 0) + 1;
}

export function usedThisTurn(ctx: Ctx, flag: string): boolean {
  return (ctx.s.turn.flags[flag] ?? 0) > 0;
}
