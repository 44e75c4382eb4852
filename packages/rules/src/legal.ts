/**
 * legalActions(state, seat): every input the seat may give now. Non-empty exactly for the
 * seat that may act (the current seat, or the seat owing an answer); empty once it is over.
 */
import { passes } from '@safecrackers/engine-kit';
import type { Action, Intent } from './actions.js';
import * as core from './actions-core.js';
import { remaining, seatsInBuilding } from './board.js';
import { ABILITIES } from './characters/index.js';
import { moveLinks, peekTargets } from './links.js';
import { planMoveAlong } from './move.js';
import { answersFor } from './prompts.js';
import { canUndo } from './queries/state.js';
import { checkCrack, reachableSafes } from './safes.js';
import { Ctx } from './state.js';
import { MAX_SAFE_DICE } from './tiles/safe.js';
import type { GameState } from './types.js';

export function legalActions(state: GameState, seat: number): Action[] {
  if (state.phase === 'won' || state.phase === 'lost') return [];
  const pending = state.pending;
  if (pending) return pending.prompt.seat === seat ? answersFor(pending.prompt) : [];
  if (state.phase !== 'playing' || seat !== state.turn.seat || state.turn.actionsOver) return [];
  // Queries only: the context reads the state and never changes it here.
  const ctx = new Ctx(state, []);
  const me = state.players[seat];
  if (!me || me.tile < 0) return [];
  const out: Intent[] = [];
  const left = remaining(state);
  if (left >= 1) for (const t of peekTargets(ctx, me.tile)) out.push({ type: 'peek', at: ctx.pos(t) });
  for (const link of moveLinks(ctx, me.tile, seat))
    if (passes(() => planMoveAlong(ctx, seat, link, 'action')))
      out.push({ type: 'move', to: ctx.pos(link.tile) });
  if (core.canDrop(ctx, seat)) out.push({ type: 'drop' });
  if (left >= 1 && core.canHack(ctx, seat)) out.push({ type: 'hack' });
  for (const safe of reachableSafes(ctx, seat)) {
    const at = safe === me.tile ? undefined : ctx.pos(safe);
    if (left >= 2 && ctx.tile(safe).dice < MAX_SAFE_DICE)
      out.push(at ? { type: 'addDie', at } : { type: 'addDie' });
    if (left >= 1 && passes(() => checkCrack(ctx, safe)))
      out.push(at ? { type: 'crack', at } : { type: 'crack' });
  }
  out.push(...core.toolUses(ctx, seat));
  for (const ability of ABILITIES.values()) {
    if (ability.character === me.character && ability.side === me.side) out.push(...ability.uses(ctx, seat));
  }
  for (const other of seatsInBuilding(state)) {
    const them = state.players[other];
    if (other === seat || !them || them.tile !== me.tile) continue;
    const none = { tools: [], loot: [] };
    const offers: Intent[] = [
      ...me.tools.map(
        (t): Intent => ({ type: 'trade', with: other, give: { tools: [t], loot: [] }, take: none }),
      ),
      ...me.loot.map(
        (l): Intent => ({ type: 'trade', with: other, give: { tools: [], loot: [l] }, take: none }),
      ),
      ...them.tools.map(
        (t): Intent => ({ type: 'trade', with: other, give: none, take: { tools: [t], loot: [] } }),
      ),
      ...them.loot.map(
        (l): Intent => ({ type: 'trade', with: other, give: none, take: { tools: [], loot: [l] } }),
      ),
    ];
    for (const offer of offers) {
      const o = offer as Extract<Intent, { type: 'trade' }>;
      if (core.tradeProblem(ctx, seat, other, o.give, o.take) === null) out.push(offer);
    }
  }
  for (const card of core.pickUps(ctx, seat)) out.push({ type: 'pickUp', card });
  if (core.escapeProblem(ctx, seat) === null) out.push({ type: 'escape' });
  if (canUndo(state, seat)) out.push({ type: 'undo' });
  out.push({ type: 'endActions' });
  return out;
}
