/** R6.11 Lavatory: 3 tile stealth tokens when revealed; they pay detection losses first. */
import type { TileRules } from './rules.js';

export const LAVATORY_TOKENS = 3;

export const lavatory: TileRules = {
  stealthTokens: LAVATORY_TOKENS,
  onReveal(ctx, tile) {
    ctx.mutTile(tile).stealth += LAVATORY_TOKENS;
    ctx.emit({ type: 'tileStealthAdded', at: ctx.pos(tile), tokens: LAVATORY_TOKENS });
  },
};
