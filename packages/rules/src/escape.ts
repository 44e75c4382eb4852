/** Escaping to the roof (R5.12, D61) and the end of an escaped character's turn (D21). */
import type { ErrorCode } from './errors.js';
import { floorOf } from './geometry.js';
import { leaveTile } from './move.js';
import { SCENARIOS } from './scenarios.js';
import { type Situation, shapeOf } from './situation.js';
import type { Ctx } from './state.js';
import { SCENARIO_IDS, type ScenarioId } from './types.js';

export interface EscapeRefusal {
  code: ErrorCode;
  message: string;
}

/** A tile the roof is reached from: top-floor Stairs or a Thermal Bomb roof link (R5.12). */
export function isEscapePoint(s: Situation, tile: number): boolean {
  const shape = shapeOf(s);
  if (s.tiles[tile]?.kind === 'stairs' && floorOf(shape, tile) === shape.floors - 1) return true;
  return s.links.some(([lower, upper]) => lower === tile && upper < 0);
}

/** Where the character may escape from: top-floor Stairs or a Thermal Bomb roof link. */
export function onEscapePoint(ctx: Ctx, seat: number): boolean {
  const p = ctx.s.players[seat];
  return !!p && p.tile >= 0 && isEscapePoint(ctx.s, p.tile);
}

/** The scenario's number of Safes (R2.1, R2.2). */
export function safeCount(scenario: ScenarioId): number {
  return SAFE_COUNTS[scenario];
}

const SAFE_COUNTS = Object.fromEntries(
  SCENARIO_IDS.map((id) => [id, SCENARIOS[id].tiles.filter((t) => t.kind === 'safe').length]),
) as Record<ScenarioId, number>;

/**
 * Safes still closed (R5.12): the closed Safes on the board, and over a view the Safes not found
 * yet, which lie among its face-down tiles of unknown kind.
 */
export function closedSafes(s: Situation): number {
  let closed = 0;
  let known = 0;
  let unknown = 0;
  for (const t of s.tiles) {
    if (t.kind === null) unknown++;
    else if (t.kind === 'safe') {
      known++;
      if (!t.open) closed++;
    }
  }
  return closed + Math.min(unknown, Math.max(0, safeCount(s.scenario) - known));
}

/** The first escape condition that fails (R5.12 conditions 1–3), or null. */
export function escapeConditionsFailure(ctx: Ctx, seat: number): EscapeRefusal | null {
  const closed = closedSafes(ctx.s);
  if (closed > 0) return { code: 'escape/safes_closed', message: `${closed} safe(s) are still closed.` };
  if (ctx.s.kitty >= 0)
    return { code: 'escape/kitty_loose', message: 'The Persian Kitty is loose: catch it first.' };
  const last = ctx.s.players.every((p, i) => i === seat || p.escaped);
  if (last) {
    const left: string[] = [];
    for (const t of ctx.s.tiles) left.push(...t.loot);
    if (left.length > 0) {
      return { code: 'escape/loot_left', message: `Loot is still in the building: ${left.join(', ')}.` };
    }
  }
  return null;
}

export function escapeCharacter(ctx: Ctx, seat: number): void {
  if (!ctx.s.players[seat]) return;
  // Escaping is a move to the roof, so the character leaves its tile (R1.12, R6.12 Motion).
  leaveTile(ctx, seat);
  const p = ctx.mutPlayer(seat);
  p.escaped = true;
  p.tile = -1;
  if (seat === ctx.s.turn.seat) {
    const turn = ctx.mutTurn();
    turn.escaped = true;
    turn.actionsOver = true;
  }
  ctx.emit({ type: 'escaped', seat });
}
