/** Revealing a tile by any means applies its reveal effects and nothing else (R1.10). */
import type { Ctx } from './state.js';
import { rulesOf } from './tiles/index.js';

export type TileRevealCause = 'peek' | 'move' | 'placement' | 'effect';

export function reveal(ctx: Ctx, tile: number, by: TileRevealCause): boolean {
  const t = ctx.tile(tile);
  if (t.revealed || t.kind === 'void') return false;
  ctx.mutTile(tile).revealed = true;
  ctx.mutStats().tilesRevealed += 1;
  ctx.emit({ type: 'tileRevealed', at: ctx.pos(tile), kind: t.kind, num: t.num, by });
  rulesOf(t.kind).onReveal?.(ctx, tile);
  return true;
}
