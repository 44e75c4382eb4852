/** R6.2 Camera: one network over all floors; character-entry check here, guard entry in guards.ts. */
import { alarmOutlook, triggerAlarm } from '../alarms.js';
import { camerasActive } from '../board.js';
import type { Situation } from '../situation.js';
import type { TileRules } from './rules.js';

/** A working camera: revealed, not crowbarred (the network itself may be off, see camerasActive). */
export function liveCamera(s: Situation, tile: number): boolean {
  const t = s.tiles[tile];
  return !!t && t.kind === 'camera' && t.revealed && !t.crowbar;
}

/**
 * A character entering this Camera is seen: the network is on, the Invisible Suit does not
 * hide the mover, and a guard stands on another working camera (R6.2).
 */
export function cameraSees(s: Situation, tile: number, mover: number): boolean {
  if (s.tiles[tile]?.crowbar || !camerasActive(s)) return false;
  if (s.effects.invisibleSuit && mover === s.turn.seat && !s.turn.actionsOver) return false;
  return s.guards.some((g) => g.placed && g.tile !== tile && liveCamera(s, g.tile));
}

export const camera: TileRules = {
  alarmEntry: true,
  onEnter(ctx, tile, entry) {
    if (cameraSees(ctx.s, tile, entry.mover)) triggerAlarm(ctx, tile, 'camera');
  },
  risks(s, tile, entry, before) {
    if (before || !cameraSees(s, tile, entry.mover)) return [];
    const o = alarmOutlook(s, tile, 'camera');
    return o.block === null ? [{ kind: 'camera', hack: o.hack.length > 0 }] : [];
  },
};
