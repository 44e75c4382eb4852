/** R6.17 Thermo: ending the turn on it triggers an alarm; the Isotope also triggers on entry. */
import { triggerAlarm } from '../alarms.js';
import { holds } from '../board.js';
import type { TileRules } from './rules.js';

export const thermo: TileRules = {
  alarmEntry: true,
  onEnter(ctx, tile, entry) {
    const p = ctx.s.players[entry.mover];
    if (p && holds(p, 'isotope')) triggerAlarm(ctx, tile, 'isotope');
  },
  onTurnEnd(ctx, _seat, tile) {
    triggerAlarm(ctx, tile, 'thermo');
  },
};
