/** R6.5 Detector: entering with any tool or loot card triggers an alarm. */
import { triggerAlarm } from '../alarms.js';
import type { TileRules } from './rules.js';

export const detector: TileRules = {
  alarmEntry: true,
  onEnter(ctx, tile, entry) {
    const p = ctx.s.players[entry.mover];
    if (p && p.tools.length + p.loot.length > 0) triggerAlarm(ctx, tile, 'detector');
  },
};
