/**
 * What happens when a spy enters a cell, changes posture, emerges or starts an action on a
 * cell (A-R6.13): (1) detection by every watch, (3) loud-cell noise, (6) the objective token's
 * reveal with its bug. (M2 steps 2, 4 and 5 do not exist in Milestone 1.)
 */
import { placeNoise, raiseAlarm } from '../alarm.js';
import type { Ctx } from '../ctx.js';
import { stepNoise } from '../stepNoise.js';
import type { SpyState } from '../types.js';
import { detectSpy } from '../vision.js';

export type Arrival = 'step' | 'emerge' | 'posture' | 'start';

/** Resolves an arrival; returns whether the spy is still on the board. */
export function resolveArrival(ctx: Ctx, spy: SpyState, how: Arrival): boolean {
  if (detectSpy(ctx, spy)) return false;
  const a = ctx.s.action;
  if (how === 'step' && a && a.seat === spy.seat) {
    if (stepNoise(ctx.map, a, spy.cell) > 0) placeNoise(ctx, spy.cell);
    if (spy.status !== 'onBoard') return false;
  }
  if (how !== 'posture') revealAt(ctx, spy);
  return spy.status === 'onBoard';
}

/**
 * A-R4.8, A-R11.7, A-R8.15: a spy reveals the document token on its cell. The marked one is
 * taken at once; another leaves the true board. It stays on the security board until the next
 * spies' turn, unless a bug triggers.
 */
export function revealAt(ctx: Ctx, spy: SpyState): void {
  const s = ctx.s;
  const i = s.documents.findIndex((d) => d.onTrue && d.cell === spy.cell);
  if (i < 0) return;
  const doc = s.documents[i];
  if (!doc) return;
  doc.onTrue = false;
  doc.revealedTurn = s.turn;
  const marked = i === s.marked;
  if (marked) spy.carriesDocument = true;
  ctx.tell({ type: 'documentRevealed', seat: spy.seat, cell: ctx.name(doc.cell), marked });
  const bug = s.bugs.find((b) => b.cell === doc.cell && !b.spent);
  if (bug && !bug.disarmed) {
    bug.spent = true;
    ctx.emit({ type: 'bugTriggered', bug: bug.id, cell: ctx.name(bug.cell) });
    raiseAlarm(ctx, 1, 'bug');
    if (doc.onSec) {
      doc.onSec = false;
      ctx.emit({ type: 'documentGone', cell: ctx.name(doc.cell), cause: 'bug' });
    }
  }
}
