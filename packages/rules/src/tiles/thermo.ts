/** R6.17 Thermo: ending the turn on it triggers an alarm; the Isotope also triggers on entry. */
import { alarmOutlook, triggerAlarm } from '../alarms.js';
import { holds } from '../board.js';
import type { MoveRisk } from '../queries/risk-types.js';
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
  risks(s, tile, entry, before) {
    if (before) return [];
    const out: MoveRisk[] = [];
    const p = s.players[entry.mover];
    if (p && holds(p, 'isotope')) {
      const o = alarmOutlook(s, tile, 'isotope');
      if (o.block === null) out.push({ kind: 'isotope', hack: o.hack.length > 0 });
    }
    // Only the current character's turn ends on it (R4.6); as things stand now, and not once
    // the Isotope has already set its alarm off.
    if (out.length === 0 && entry.mover === s.turn.seat && alarmOutlook(s, tile, 'thermo').block === null)
      out.push({ kind: 'thermo' });
    return out;
  },
};
