/** R6.12 Motion: leaving it after entering it this turn triggers an alarm (D63). */
import { alarmOutlook, triggerAlarm } from '../alarms.js';
import { tilePos } from '../geometry.js';
import { shapeOf } from '../situation.js';
import type { TileRules } from './rules.js';

export const motion: TileRules = {
  alarmEntry: true,
  onEnter(ctx, tile, entry) {
    const p = ctx.s.players[entry.mover];
    if (p && !p.enteredThisTurn.includes(tile)) ctx.mutPlayer(entry.mover).enteredThisTurn.push(tile);
  },
  onLeave(ctx, mover, tile) {
    const p = ctx.s.players[mover];
    if (!p?.enteredThisTurn.includes(tile)) return;
    ctx.mutPlayer(mover).enteredThisTurn = p.enteredThisTurn.filter((t) => t !== tile);
    triggerAlarm(ctx, tile, 'motion', { mover });
  },
  leaveRisks(s, tile, mover) {
    const p = s.players[mover];
    if (!p?.enteredThisTurn.includes(tile)) return [];
    const o = alarmOutlook(s, tile, 'motion', { mover });
    return o.block === null
      ? [{ kind: 'motionExit', at: tilePos(shapeOf(s), tile), hack: o.hack.length > 0 }]
      : [];
  },
  risks(s, tile, entry, before) {
    if (before || entry.last) return [];
    // Recorded on entry; its alarm goes off on leaving, as things stand now.
    const o = alarmOutlook(s, tile, 'motion', { mover: entry.mover });
    return o.block === null ? [{ kind: 'motion', hack: o.hack.length > 0 }] : [];
  },
};
