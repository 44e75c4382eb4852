/**
 * What entering or leaving a tile costs the viewer's character: extra actions (Deadbolt, Laser,
 * Gemstone; R5.4, R6) and risks priced in actions by weights.ts (alarms, detection).
 */
import type { Knowledge } from './knowledge.js';
import type { Via } from './links.js';
import { ALARM_COST, GUARD_TILE_EXTRA, HACK_TOKEN_COST, LOCKED_KEYPAD_COST, stealthCost } from './weights.js';

/** Extra cost of entering a revealed tile: actions beyond the first, and risk. Null = never. */
export function entryCost(
  k: Knowledge,
  to: number,
  via: Via,
  guardsNow = true,
): { actions: number; penalty: number } | null {
  const t = k.revealed(to);
  if (!t) return null;
  if (via === 'drop') return { actions: 1, penalty: 0 };
  let actions = 1;
  let penalty = 0;
  // Walking in on a guard costs stealth (R7.11); sometimes it is the only way past one that waits.
  const guardHere = guardsNow && k.guardOn(to);
  if (guardHere) penalty += stealthCost(k.me.stealth) + GUARD_TILE_EXTRA;
  const others = k.charactersOn(to).filter((p) => p.seat !== k.me.seat);
  if (k.holds('gemstone') && others.length > 0) actions += 1;
  const quiet = t.crowbar || k.empActive();
  const detect = stealthCost(k.me.stealth);
  const guard = k.guardTile[k.floorOf(to)] ?? -1;
  const guardNextTo = guardsNow && guard >= 0 && (k.open[to] ?? []).includes(guard);
  switch (t.kind) {
    case 'deadbolt':
      if (!t.crowbar && others.length === 0 && !guardHere) actions += 2;
      break;
    case 'keypad':
      if (!t.open && !t.crowbar) penalty += LOCKED_KEYPAD_COST;
      break;
    case 'laser':
      if (!quiet && !k.holds('mirror') && !k.jammerAt(to)) {
        if (k.hackTokenFor('laser')) penalty += HACK_TOKEN_COST;
        else actions += 1;
      }
      break;
    case 'fingerprint':
      if (!quiet && !k.jammerAt(to)) penalty += k.hackTokenFor('fingerprint') ? HACK_TOKEN_COST : ALARM_COST;
      break;
    case 'camera':
      if (
        guardsNow &&
        !t.crowbar &&
        k.camerasActive() &&
        !k.view.effects.invisibleSuit &&
        guardOnOtherCamera(k, to)
      )
        penalty += ALARM_COST;
      break;
    case 'detector':
      if (!quiet && k.me.tools.length + k.me.loot.length > 0) penalty += ALARM_COST;
      break;
    case 'thermo':
      if (!quiet && k.holds('isotope')) penalty += ALARM_COST;
      break;
    case 'foyer':
      if (guardNextTo) penalty += detect;
      break;
    case 'atrium':
      if (guardsNow && (k.guardOn(k.vertical(to, 1)) || k.guardOn(k.vertical(to, -1)))) penalty += detect;
      break;
    default:
      break;
  }
  if (t.kind !== 'foyer' && k.holds('tiara') && guardNextTo) penalty += detect;
  return { actions, penalty };
}

function guardOnOtherCamera(k: Knowledge, tile: number): boolean {
  return k.guardTile.some((g) => {
    if (g < 0 || g === tile) return false;
    const t = k.revealed(g);
    return !!t && t.kind === 'camera' && !t.crowbar;
  });
}

/** Leaving a Motion tile entered this turn triggers it (R6.12) unless something silences it. */
export function leaveCost(k: Knowledge, from: number, enteredThisTurn: boolean): number {
  if (!enteredThisTurn) return 0;
  const t = k.revealed(from);
  if (t?.kind !== 'motion' || t.crowbar || k.empActive() || k.jammerAt(from) || k.guardOn(from)) return 0;
  return k.hackTokenFor('motion') ? HACK_TOKEN_COST : ALARM_COST;
}

/** Walking into this tile now raises an alarm on it (R6.2, R6.5, R6.6, R9.3.6): no token, no payment. */
export function alarmOnEntry(k: Knowledge, to: number): boolean {
  const t = k.revealed(to);
  if (!t || t.crowbar || k.empActive() || k.guardOn(to)) return false;
  switch (t.kind) {
    case 'fingerprint':
      return !k.jammerAt(to) && !k.hackTokenFor('fingerprint');
    case 'camera':
      return k.camerasActive() && !k.view.effects.invisibleSuit && guardOnOtherCamera(k, to);
    case 'detector':
      return k.me.tools.length + k.me.loot.length > 0;
    case 'thermo':
      return k.holds('isotope');
    default:
      return false;
  }
}

/** Leaving this Motion tile now (entered this turn) raises an alarm on it (R6.12): no token. */
export function alarmOnLeave(k: Knowledge, from: number, enteredThisTurn: boolean): boolean {
  return enteredThisTurn && leaveCost(k, from, true) === ALARM_COST;
}
