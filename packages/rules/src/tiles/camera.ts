/** R6.2 Camera: one network over all floors; character-entry check here, guard entry in guards.ts. */
import { triggerAlarm } from '../alarms.js';
import { camerasActive } from '../board.js';
import type { TileRules } from './rules.js';

export const camera: TileRules = {
  alarmEntry: true,
  onEnter(ctx, tile, entry) {
    const t = ctx.tile(tile);
    if (t.crowbar || !camerasActive(ctx.s)) return;
    if (ctx.s.effects.invisibleSuit && entry.mover === ctx.s.turn.seat && !ctx.s.turn.actionsOver) return;
    const watched = ctx.s.guards.some((g) => {
      if (!g.placed || g.tile === tile) return false;
      const gt = ctx.tile(g.tile);
      return gt.kind === 'camera' && gt.revealed && !gt.crowbar;
    });
    if (watched) triggerAlarm(ctx, tile, 'camera');
  },
};
