/** What a UI shows about tile kinds and the building, from the tiles' own rules (R6). */
import type { HackableAlarm } from '../alarms.js';
import { closedSafes, isEscapePoint } from '../escape.js';
import { isRoom, tileIndex } from '../geometry.js';
import { shapeOf } from '../situation.js';
import { rulesOf } from '../tiles/index.js';
import type { Pos, TileKind } from '../types.js';
import type { PlayerView } from '../view.js';
import { situationOf } from './view-situation.js';

export { safeCount } from '../escape.js';

export interface TileTraits {
  /** Entering it may cost extra or stop the mover: face-down it stops a Move (Deadbolt, Keypad). */
  stop: boolean;
  /** It can raise an alarm: its entry effects are alarm effects (Detector, Fingerprint, Laser, Motion, Thermo, Camera). */
  alarm: boolean;
  /** A Computer: the kind of alarm its hack tokens cancel (R6.3), else null. */
  hackFor: HackableAlarm | null;
  /** Tile stealth tokens it gets when revealed (Lavatory, R6.11). */
  stealthTokens: number;
}

/** The facts of a tile kind, as its module in tiles/ declares them. */
export function tileTraits(kind: TileKind): TileTraits {
  const r = rulesOf(kind);
  return {
    stop: r.stopsWhenHidden === true,
    alarm: r.alarmEntry === true,
    hackFor: r.hackFor ?? null,
    stealthTokens: r.stealthTokens ?? 0,
  };
}

/** Every Safe of the building is open: the crew may head for the roof (R5.12 condition 1). */
export function allSafesOpen(view: PlayerView): boolean {
  return closedSafes(situationOf(view)) === 0;
}

/** The roof is reached from here: top-floor Stairs or a Thermal Bomb roof link (R5.12). */
export function isEscapeTile(view: PlayerView, at: Pos): boolean {
  const s = situationOf(view);
  const shape = shapeOf(s);
  return isRoom(shape, at) && isEscapePoint(s, tileIndex(shape, at));
}
