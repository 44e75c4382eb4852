/** Triggering and removing alarms (R7.10, R6.0). */
import type { HackChoice } from './actions.js';
import { floorOfTile, guardOn, seatOf, seatsOn } from './board.js';
import type { AlarmCause } from './events.js';
import { placeGuard, reevaluateDestination } from './guards.js';
import type { Situation, SituationTile } from './situation.js';
import type { Ctx } from './state.js';
import { COMPUTER_OF } from './tiles/computer.js';

/** Causes that are a tile's own effect: a crowbar silences them (R6.0.3). */
const OWN_EFFECT: ReadonlySet<AlarmCause> = new Set([
  'fingerprint',
  'laser',
  'motion',
  'detector',
  'thermo',
  'camera',
  'isotope',
]);

export type HackableAlarm = 'fingerprint' | 'laser' | 'motion';

export interface TriggerOptions {
  /** The character whose entry/exit caused it (Jammer and hack tokens apply, R6.0.4–5). */
  mover?: number;
  /** The Laser choice already offered the hack token (R7.10 step 4). */
  hackAlreadyOffered?: boolean;
}

export function empActive(s: Situation): boolean {
  return s.effects.emp.length > 0;
}

/** The Jammer: a basic Hacker never triggers these tiles, nor does anyone while it stands there. */
export function jammed(s: Situation, tile: number, mover: number): boolean {
  const hacker = seatOf(s, 'hacker', 'basic');
  if (hacker < 0) return false;
  if (hacker === mover) return true;
  return seatsOn(s, tile).includes(hacker);
}

function hackable(cause: AlarmCause): cause is HackableAlarm {
  return cause === 'fingerprint' || cause === 'laser' || cause === 'motion';
}

/** The tile of the revealed Computer that could cancel this kind of alarm, or -1. */
export function computerWithToken(s: Situation, kind: HackableAlarm): number {
  const wanted = COMPUTER_OF[kind];
  return s.tiles.findIndex((t) => t.kind === wanted && t.revealed && t.hack > 0);
}

export function laptopAvailable(s: Situation): boolean {
  const hacker = seatOf(s, 'hacker', 'advanced');
  const p = hacker >= 0 ? s.players[hacker] : undefined;
  return !!p && !p.escaped && p.laptop > 0;
}

/** Token choices that can cancel an alarm of this kind right now (D70). */
export function hackOptions(s: Situation, kind: HackableAlarm): Array<'computer' | 'laptop'> {
  const out: Array<'computer' | 'laptop'> = [];
  if (computerWithToken(s, kind) >= 0) out.push('computer');
  if (laptopAvailable(s)) out.push('laptop');
  return out;
}

/** Why TriggerAlarm(T) places no token: an alarm already on, or what prevents it (R7.10 steps 1–4). */
export type AlarmBlock = 'on' | 'emp' | 'guard' | 'crowbar' | 'jammer';

/**
 * What TriggerAlarm(T) of R7.10 will do in this situation: nothing (`block` says why), or
 * place the token unless the current player spends one of the `hack` tokens offered first.
 */
export type AlarmOutlook =
  | { block: AlarmBlock; hack: [] }
  | { block: null; hack: Array<'computer' | 'laptop'> };

export function alarmOutlook(
  s: Situation,
  tile: number,
  cause: AlarmCause,
  opts: TriggerOptions = {},
): AlarmOutlook {
  const t = s.tiles[tile] as SituationTile;
  if (empActive(s)) return { block: 'emp', hack: [] };
  if (t.alarm > 0) return { block: 'on', hack: [] };
  if (guardOn(s, tile)) return { block: 'guard', hack: [] };
  if (OWN_EFFECT.has(cause) && t.crowbar) return { block: 'crowbar', hack: [] };
  if (opts.mover !== undefined && hackable(cause)) {
    if (jammed(s, tile, opts.mover)) return { block: 'jammer', hack: [] };
    if (!opts.hackAlreadyOffered) return { block: null, hack: hackOptions(s, cause) };
  }
  return { block: null, hack: [] };
}

/** Spends the chosen hack token (R6.0.4). */
export function spendHackToken(
  ctx: Ctx,
  kind: HackableAlarm,
  source: 'computer' | 'laptop',
  at: number,
): void {
  if (source === 'computer') {
    const c = computerWithToken(ctx.s, kind);
    ctx.mutTile(c).hack -= 1;
    ctx.emit({ type: 'hackTokenUsed', at: ctx.pos(at), source, computer: ctx.pos(c) });
  } else {
    const hacker = seatOf(ctx.s, 'hacker', 'advanced');
    if (ctx.s.players[hacker]) ctx.mutPlayer(hacker).laptop -= 1;
    ctx.emit({ type: 'hackTokenUsed', at: ctx.pos(at), source, computer: null });
  }
}

/** TriggerAlarm(T) of R7.10. Returns true when an alarm token was placed. */
export function triggerAlarm(ctx: Ctx, tile: number, cause: AlarmCause, opts: TriggerOptions = {}): boolean {
  const at = ctx.pos(tile);
  const outlook = alarmOutlook(ctx.s, tile, cause, opts);
  if (outlook.block !== null) {
    if (outlook.block !== 'on') ctx.emit({ type: 'alarmPrevented', at, cause, by: outlook.block });
    return false;
  }
  if (outlook.hack.length > 0 && hackable(cause)) {
    const options: HackChoice[] = [...outlook.hack, 'decline'];
    const answer = ctx.ask({ kind: 'hack', seat: ctx.s.turn.seat, at, alarm: cause, options });
    if (answer.choice !== 'decline') {
      spendHackToken(ctx, cause, answer.choice, tile);
      return false;
    }
  }
  const floor = floorOfTile(ctx, tile);
  const guard = ctx.s.guards[floor];
  if (guard && !guard.placed) placeGuard(ctx, floor);
  ctx.s.alarmCounter += 1;
  ctx.mutTile(tile).alarm = ctx.s.alarmCounter;
  ctx.mutStats().alarms += 1;
  ctx.emit({ type: 'alarmTriggered', at, cause });
  reevaluateDestination(ctx, floor);
  return true;
}

/** Removes an alarm token; re-evaluates the guard's destination unless told not to (R7.4). */
export function removeAlarm(
  ctx: Ctx,
  tile: number,
  by: 'guard' | 'brown-out' | 'emp' | 'reroute',
  reevaluate = true,
): void {
  if (ctx.tile(tile).alarm === 0) return;
  ctx.mutTile(tile).alarm = 0;
  ctx.emit({ type: 'alarmCleared', at: ctx.pos(tile), by });
  if (reevaluate) reevaluateDestination(ctx, floorOfTile(ctx, tile));
}
