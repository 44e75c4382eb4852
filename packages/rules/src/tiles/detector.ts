/** R6.5 Detector: entering with any tool or loot card triggers an alarm. */
import { alarmOutlook, triggerAlarm } from '../alarms.js';
import type { SituationPlayer } from '../situation.js';
import type { TileRules } from './rules.js';

/** The cards a character carries through a Detector: any at all sets it off. */
export function cardsCarried(p: SituationPlayer | undefined): number {
  return p ? p.tools.length + p.loot.length : 0;
}

export const detector: TileRules = {
  alarmEntry: true,
  onEnter(ctx, tile, entry) {
    if (cardsCarried(ctx.s.players[entry.mover]) > 0) triggerAlarm(ctx, tile, 'detector');
  },
  risks(s, tile, entry, before) {
    const cards = before ? 0 : cardsCarried(s.players[entry.mover]);
    if (cards === 0) return [];
    const o = alarmOutlook(s, tile, 'detector');
    return o.block === null ? [{ kind: 'detector', cards, hack: o.hack.length > 0 }] : [];
  },
};
