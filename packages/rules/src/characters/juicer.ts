/** R8.4 Juicer: Crybaby alarms next door; Reroute picks up or drops an alarm token (D62). */
import type { Intent } from '../actions.js';
import { removeAlarm, triggerAlarm } from '../alarms.js';
import { floorOfTile, guardOn, openNeighbours } from '../board.js';
import { drawPatrol, guardOf, reevaluateDestination } from '../guards.js';
import { type AbilityRule, usedThisTurn, useOnce } from './rules.js';

export const crybaby: AbilityRule = {
  character: 'juicer',
  side: 'basic',
  type: 'crybaby',
  uses(ctx, seat) {
    const here = ctx.s.players[seat]?.tile ?? -1;
    return openNeighbours(ctx, here)
      .filter((t) => ctx.tile(t).revealed && ctx.tile(t).alarm === 0 && !guardOn(ctx.s, t))
      .map((t): Intent => ({ type: 'crybaby', at: ctx.pos(t) }));
  },
  apply(ctx, seat, action) {
    const at = (action as Extract<Intent, { type: 'crybaby' }>).at;
    ctx.emit({ type: 'abilityUsed', seat, ability: 'crybaby' });
    triggerAlarm(ctx, at.floor * ctx.shape.area + at.row * ctx.shape.cols + at.col, 'crybaby');
  },
};

export const reroute: AbilityRule = {
  character: 'juicer',
  side: 'advanced',
  type: 'reroute',
  uses(ctx, seat) {
    if (usedThisTurn(ctx, 'reroute')) return [];
    const p = ctx.s.players[seat];
    if (!p) return [];
    const out: Intent[] = [];
    if (ctx.tile(p.tile).alarm > 0) out.push({ type: 'reroute', mode: 'pickUp' });
    if (p.carriedAlarms > 0) out.push({ type: 'reroute', mode: 'discard' });
    return out;
  },
  apply(ctx, seat, action) {
    const p = ctx.s.players[seat];
    if (!p) return;
    useOnce(ctx, 'reroute');
    ctx.emit({ type: 'abilityUsed', seat, ability: 'reroute' });
    const floor = floorOfTile(ctx, p.tile);
    if ((action as Extract<Intent, { type: 'reroute' }>).mode === 'pickUp') {
      ctx.mutPlayer(seat).carriedAlarms += 1;
      removeAlarm(ctx, p.tile, 'reroute', false);
      if (guardOf(ctx, floor).placed) {
        drawPatrol(ctx, floor);
        reevaluateDestination(ctx, floor);
      }
    } else {
      ctx.mutPlayer(seat).carriedAlarms -= 1;
      triggerAlarm(ctx, p.tile, 'reroute');
    }
  },
};
