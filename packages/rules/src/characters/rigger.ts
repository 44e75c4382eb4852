/** R8.7 Rigger: starts with Dynamite (setup.ts); Tinker trades 1 stealth for a tool (D41). */
import { gainTool } from '../cards/decks.js';
import { loseStealth } from '../stealth.js';
import type { AbilityRule } from './rules.js';

export const tinker: AbilityRule = {
  character: 'rigger',
  side: 'advanced',
  type: 'tinker',
  uses(ctx, seat) {
    const p = ctx.s.players[seat];
    const d = ctx.s.decks;
    return p && p.stealth >= 1 && d.tool.length + d.toolDiscard.length > 0 ? [{ type: 'tinker' }] : [];
  },
  apply(ctx, seat) {
    ctx.emit({ type: 'abilityUsed', seat, ability: 'tinker' });
    loseStealth(ctx, seat, 'tinker');
    gainTool(ctx, seat);
  },
};
