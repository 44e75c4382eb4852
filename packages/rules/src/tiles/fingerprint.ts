/** R6.6 Fingerprint: entering triggers an alarm (hack tokens and the Jammer can prevent it). */
import { alarmOutlook, triggerAlarm } from '../alarms.js';
import type { TileRules } from './rules.js';

export const fingerprint: TileRules = {
  alarmEntry: true,
  onEnter(ctx, tile, entry) {
    triggerAlarm(ctx, tile, 'fingerprint', { mover: entry.mover });
  },
  risks(s, tile, entry, before) {
    if (before) return [];
    const o = alarmOutlook(s, tile, 'fingerprint', { mover: entry.mover });
    return o.block === null ? [{ kind: 'fingerprint', hack: o.hack.length > 0 }] : [];
  },
};
