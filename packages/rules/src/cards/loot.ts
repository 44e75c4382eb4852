/** Loot effects that act by themselves at the start of the holder's turn (R4.2 steps 6–7, R9.3). */
import { triggerAlarm } from '../alarms.js';
import { distance, floorOfTile, graphOf, holds } from '../board.js';
import { localOf, routeTo } from '../geometry.js';
import type { Ctx } from '../state.js';
import type { TileKind } from '../types.js';

/** The five alarm tiles (R6.0.2). */
export const ALARM_TILES: ReadonlySet<TileKind> = new Set([
  'detector',
  'fingerprint',
  'laser',
  'motion',
  'thermo',
]);

/** Where a running kitty lands: one R7.6 step toward the nearest revealed alarm tile (R9.3.10, D22). */
export function kittyLanding(ctx: Ctx, from: number): number {
  const floor = floorOfTile(ctx, from);
  let best = Number.POSITIVE_INFINITY;
  let target = -1;
  for (let i = floor * ctx.shape.area; i < (floor + 1) * ctx.shape.area; i++) {
    const t = ctx.tile(i);
    if (i === from || !t.revealed || !ALARM_TILES.has(t.kind as TileKind)) continue;
    const d = distance(ctx, from, i);
    if (d > 0 && d < best) {
      best = d;
      target = i;
    }
  }
  if (target < 0) return -1;
  const step = routeTo(graphOf(ctx, floor), localOf(ctx.shape, target)).next[
    localOf(ctx.shape, from)
  ] as number;
  return floor * ctx.shape.area + step;
}

export function lootTurnStart(ctx: Ctx, seat: number): void {
  const p = ctx.s.players[seat];
  if (!p || p.tile < 0) return;
  if (holds(p, 'chihuahua')) {
    const values = ctx.dice(1);
    ctx.emit({ type: 'diceRolled', seat, purpose: 'chihuahua', at: ctx.pos(p.tile), values });
    if (values[0] === 6) triggerAlarm(ctx, p.tile, 'chihuahua');
  }
  if (holds(p, 'persian-kitty') && ctx.s.kitty < 0) {
    const values = ctx.dice(1);
    ctx.emit({ type: 'diceRolled', seat, purpose: 'kitty', at: ctx.pos(p.tile), values });
    if ((values[0] as number) <= 2) {
      const landing = kittyLanding(ctx, p.tile);
      if (landing >= 0) {
        ctx.s.kitty = landing;
        ctx.emit({ type: 'kittyEscaped', seat, at: ctx.pos(landing) });
      }
    }
  }
}
