/** R6.8 Keypad: a stop tile face-down; while locked every Move into it rolls (D13). */
import type { TileRules } from './rules.js';

export const keypad: TileRules = {
  stopsWhenHidden: true,
  attemptEntry(ctx, mover, tile) {
    const t = ctx.tile(tile);
    if (t.open || t.crowbar) return true;
    t.attempts += 1;
    const p = ctx.s.players[mover];
    const bonus = p && p.character === 'peterman' && p.side === 'basic' ? 1 : 0;
    const values = ctx.dice(t.attempts + bonus);
    ctx.emit({ type: 'diceRolled', seat: mover, purpose: 'keypad', at: ctx.pos(tile), values });
    if (values.includes(6)) {
      t.open = true;
      ctx.emit({ type: 'keypadOpened', at: ctx.pos(tile) });
      return true;
    }
    return false;
  },
};
