/**
 * Search (S11, A-R3.7, A-R15.8): every camouflaged spy within distance 2 of the unit, to whose
 * token it has line of sight, emerges and is spotted, in seat order. A figure on the token
 * brings the emerge-cell prompt to that spy's seat; with no free cell the spy is spotted on
 * its token and stays camouflaged. The resolution is a spy window.
 */
import type { Ctx } from '../ctx.js';
import { distance } from '../geometry/cells.js';
import { lineOfSight } from '../geometry/los.js';
import { emergeCells } from '../spy/action.js';
import { figureAt, spyOf } from '../spy/common.js';
import { resolveArrival } from '../spy/enter.js';
import { spotSpy } from '../vision.js';

export function search(ctx: Ctx, unitId: number): void {
  const s = ctx.s;
  const unit = s.units.find((u) => u.id === unitId);
  if (!unit) return;
  ctx.emit({ type: 'spyWindow', window: 'search', open: true });
  const t = ctx.terrain();
  const queue = s.spies
    .filter(
      (p) =>
        p.status === 'onBoard' &&
        p.camouflaged &&
        distance(ctx.map, unit.cell, p.cell) <= 2 &&
        lineOfSight(t, unit.cell, p.cell, 'sight'),
    )
    .map((p) => p.seat);
  continueSearch(ctx, unitId, queue);
}

/** Resolves the queue in seat order; stops at a prompt, to go on when it is answered. */
export function continueSearch(ctx: Ctx, unitId: number, queue: number[]): void {
  const s = ctx.s;
  while (queue.length > 0) {
    const seat = queue.shift() as number;
    const spy = spyOf(s, seat);
    if (spy.status !== 'onBoard' || !spy.camouflaged) continue;
    if (figureAt(s, spy.cell) === null) {
      emergeBySearch(ctx, seat, unitId, spy.cell);
      continue;
    }
    const cells = emergeCells(ctx, spy);
    if (cells.length === 0) {
      spotSpy(ctx, spy, { kind: 'search', unit: unitId }, null);
      continue;
    }
    s.pending = { kind: 'emergeCell', seat, cells, context: 'search', unit: unitId, queue };
    return;
  }
  ctx.emit({ type: 'spyWindow', window: 'search', open: false });
}

export function emergeBySearch(ctx: Ctx, seat: number, unitId: number, cell: number): void {
  const spy = spyOf(ctx.s, seat);
  spy.camouflaged = false;
  spy.cell = cell;
  ctx.tell({ type: 'emerged', seat, cell: ctx.name(cell) });
  spotSpy(ctx, spy, { kind: 'search', unit: unitId }, null);
  if (spy.status === 'onBoard') resolveArrival(ctx, spy, 'emerge');
}
