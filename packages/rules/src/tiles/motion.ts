/** R6.12 Motion: leaving it after entering it this turn triggers an alarm (D63). */
import { triggerAlarm } from '../alarms.js';
import type { TileRules } from './rules.js';

export const motion: TileRules = {
  alarmEntry: true,
  onEnter(ctx, tile, entry) {
    const p = ctx.s.players[entry.mover];
    if (p && !p.enteredThisTurn.includes(tile)) p.enteredThisTurn.push(tile);
  },
  onLeave(ctx, mover, tile) {
    const p = ctx.s.players[mover];
    if (!p?.enteredThisTurn.includes(tile)) return;
    p.enteredThisTurn = p.enteredThisTurn.filter((t) => t !== tile);
    triggerAlarm(ctx, tile, 'motion', { mover });
  },
};
