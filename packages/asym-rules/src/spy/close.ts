/**
 * Closing a spy's action, however it ends (A-R3.3, A-R4.5): `endAction`, Camouflage, the step
 * off the board, or the spy's catch. Walk and Run markers are placed then.
 */
import { placeNoise } from '../alarm.js';
import type { Ctx } from '../ctx.js';
import type { SpyState } from '../types.js';
import { defaultMarkers } from './noise.js';

export function closeAction(ctx: Ctx, spy: SpyState, markers: number[]): void {
  const s = ctx.s;
  s.action = null;
  s.done[spy.seat - 1] = true;
  if (markers.length > 0)
    ctx.tell({ type: 'markersPlaced', seat: spy.seat, cells: markers.map((c) => ctx.name(c)) });
  ctx.tell({ type: 'actionEnded', seat: spy.seat });
  for (const c of markers) placeNoise(ctx, c);
}

/** A catch in the spy's own action ends it; its markers take the default placement (A-R6.9, A-R4.5). */
export function endActionOnCatch(ctx: Ctx, spy: SpyState): void {
  const a = ctx.s.action;
  if (!a || a.seat !== spy.seat) return;
  closeAction(ctx, spy, defaultMarkers(ctx.map, a));
}
