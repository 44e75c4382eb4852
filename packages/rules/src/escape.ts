/** Escaping to the roof (R5.12, D61) and the end of an escaped character's turn (D21). */
import { topFloor } from './board.js';
import type { ErrorCode } from './errors.js';
import { leaveTile } from './move.js';
import type { Ctx } from './state.js';

export interface EscapeRefusal {
  code: ErrorCode;
  message: string;
}

/** Where the character may escape from: top-floor Stairs or a Thermal Bomb roof link. */
export function onEscapePoint(ctx: Ctx, seat: number): boolean {
  const p = ctx.s.players[seat];
  if (!p || p.tile < 0) return false;
  const t = ctx.tile(p.tile);
  if (t.kind === 'stairs' && Math.floor(p.tile / ctx.shape.area) === topFloor(ctx)) return true;
  return ctx.s.links.some(([lower, upper]) => lower === p.tile && upper < 0);
}

/** The first escape condition that fails (R5.12 conditions 1–3), or null. */
export function escapeConditionsFailure(ctx: Ctx, seat: number): EscapeRefusal | null {
  const closed = ctx.s.tiles.filter((t) => t.kind === 'safe' && !t.open).length;
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
  const p = ctx.s.players[seat];
  if (!p) return;
  // Escaping is a move to the roof, so the character leaves its tile (R1.12, R6.12 Motion).
  leaveTile(ctx, seat);
  p.escaped = true;
  p.tile = -1;
  if (seat === ctx.s.turn.seat) {
    ctx.s.turn.escaped = true;
    ctx.s.turn.actionsOver = true;
  }
  ctx.emit({ type: 'escaped', seat });
}
