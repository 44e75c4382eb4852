/** R6.10 Laser: pay an extra action, spend a hack token, or trigger the alarm (D45). */
import type { LaserChoice } from '../actions.js';
import { empActive, hackOptions, jammed, spendHackToken, triggerAlarm } from '../alarms.js';
import { holds, remaining } from '../board.js';
import type { TileRules } from './rules.js';

export const laser: TileRules = {
  alarmEntry: true,
  onEnter(ctx, tile, entry) {
    const p = ctx.s.players[entry.mover];
    if (!p || ctx.tile(tile).crowbar || entry.orders || empActive(ctx)) return;
    if (holds(p, 'mirror')) return;
    if (jammed(ctx, tile, entry.mover)) {
      ctx.emit({ type: 'alarmPrevented', at: ctx.pos(tile), cause: 'laser', by: 'jammer' });
      return;
    }
    const options: LaserChoice[] = [];
    const turn = ctx.s.turn;
    if (entry.mover === turn.seat && !turn.actionsOver && remaining(ctx.s) >= 1) options.push('pay');
    options.push(...hackOptions(ctx, 'laser'));
    if (options.length === 0) {
      triggerAlarm(ctx, tile, 'laser', { mover: entry.mover, hackAlreadyOffered: true });
      return;
    }
    options.push('alarm');
    const answer = ctx.ask({ kind: 'laser', seat: turn.seat, at: ctx.pos(tile), options });
    if (answer.choice === 'pay') {
      turn.used += 1;
      ctx.emit({ type: 'laserPaid', seat: entry.mover, at: ctx.pos(tile) });
    } else if (answer.choice === 'computer' || answer.choice === 'laptop') {
      spendHackToken(ctx, 'laser', answer.choice, tile);
    } else {
      triggerAlarm(ctx, tile, 'laser', { mover: entry.mover, hackAlreadyOffered: true });
    }
  },
};
