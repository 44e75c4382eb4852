/** R6.10 Laser: pay an extra action, spend a hack token, or trigger the alarm (D45). */
import type { LaserChoice } from '../actions.js';
import { alarmOutlook, empActive, hackOptions, jammed, spendHackToken, triggerAlarm } from '../alarms.js';
import { holds, remaining } from '../board.js';
import type { Situation } from '../situation.js';
import type { TileRules } from './rules.js';

/** The extra action paying through a Laser costs. */
export const LASER_PAY = 1;

/**
 * What entering this Laser does: nothing (crowbar, Rook orders, E.M.P., the Mirror), stopped
 * by the Jammer, a choice among `options` for the current player, or the alarm at once.
 * `left`: the actions the current player has left once the Move is paid.
 */
export type LaserEntry =
  | { outcome: 'none' }
  | { outcome: 'jammed' }
  | { outcome: 'alarm' }
  | { outcome: 'choice'; options: LaserChoice[] };

export function laserEntry(
  s: Situation,
  tile: number,
  mover: number,
  orders: boolean,
  left: number,
): LaserEntry {
  const p = s.players[mover];
  if (!p || s.tiles[tile]?.crowbar || orders || empActive(s)) return { outcome: 'none' };
  if (holds(p, 'mirror')) return { outcome: 'none' };
  if (jammed(s, tile, mover)) return { outcome: 'jammed' };
  const options: LaserChoice[] = [];
  const turn = s.turn;
  if (mover === turn.seat && !turn.actionsOver && left >= LASER_PAY) options.push('pay');
  options.push(...hackOptions(s, 'laser'));
  if (options.length === 0) return { outcome: 'alarm' };
  options.push('alarm');
  return { outcome: 'choice', options };
}

const AFTER_CHOICE = { hackAlreadyOffered: true } as const;

export const laser: TileRules = {
  alarmEntry: true,
  onEnter(ctx, tile, entry) {
    const e = laserEntry(ctx.s, tile, entry.mover, entry.orders, remaining(ctx.s));
    if (e.outcome === 'none') return;
    if (e.outcome === 'jammed') {
      ctx.emit({ type: 'alarmPrevented', at: ctx.pos(tile), cause: 'laser', by: 'jammer' });
      return;
    }
    const opts = { mover: entry.mover, ...AFTER_CHOICE };
    if (e.outcome === 'alarm') {
      triggerAlarm(ctx, tile, 'laser', opts);
      return;
    }
    const answer = ctx.ask({ kind: 'laser', seat: ctx.s.turn.seat, at: ctx.pos(tile), options: e.options });
    if (answer.choice === 'pay') {
      ctx.mutTurn().used += LASER_PAY;
      ctx.emit({ type: 'laserPaid', seat: entry.mover, at: ctx.pos(tile) });
    } else if (answer.choice === 'computer' || answer.choice === 'laptop') {
      spendHackToken(ctx, 'laser', answer.choice, tile);
    } else {
      triggerAlarm(ctx, tile, 'laser', opts);
    }
  },
  risks(s, tile, entry, before) {
    if (before) return [];
    const e = laserEntry(s, tile, entry.mover, entry.orders, entry.left);
    if (e.outcome === 'choice')
      return [{ kind: 'laser', options: e.options, actions: e.options.includes('pay') ? LASER_PAY : 0 }];
    if (
      e.outcome === 'alarm' &&
      alarmOutlook(s, tile, 'laser', { mover: entry.mover, ...AFTER_CHOICE }).block === null
    )
      return [{ kind: 'laser', options: [], actions: 0 }];
    return [];
  },
};
