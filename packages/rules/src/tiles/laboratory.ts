/** R6.9 Laboratory: the first character to enter it gains a tool. */
import { gainTool } from '../cards/decks.js';
import type { TileRules } from './rules.js';

export const laboratory: TileRules = {
  onEnter(ctx, tile, entry) {
    if (ctx.tile(tile).labTaken) return;
    ctx.mutTile(tile).labTaken = true;
    gainTool(ctx, entry.mover);
  },
};
