/**
 * Helpers of the spies' side: the acting spy, points and speed (A-R4.2, A-R4.10, A-D15), who
 * stands where on the true board (A-R2.9), and the spy's walking rules.
 */
import type { Ctx } from '../ctx.js';
import { fail } from '../errors.js';
import type { Mover } from '../geometry/steps.js';
import type { ActionState, AsymState, Mode, SpyState } from '../types.js';

export const MODE_POINTS: Record<Mode, number> = { prone: 1, sneak: 2, walk: 3, run: 4, sneakThrow: 1 };

export function spyOf(s: AsymState, seat: number): SpyState {
  const spy = s.spies[seat - 1];
  if (!spy) fail('action/invalid', `Seat ${seat} is not a spy seat.`);
  return spy;
}

/** The open action of this seat, or an error. */
export function openAction(s: AsymState, seat: number): ActionState {
  const a = s.action;
  if (!a || a.seat !== seat) fail('spy/no_action', 'Begin an action first.');
  return a;
}

/** Speed: the mode's points after the carrying penalty (A-D15). */
export const speed = (a: Pick<ActionState, 'points' | 'penalty'>): number =>
  Math.max(0, a.points - (a.penalty ? 1 : 0));
/** Points left; unspent points are lost at the end (A-R4.2, A-R4.10). */
export const remaining = (a: ActionState): number => Math.max(0, speed(a) - a.spent);

export function spyMover(spy: SpyState, a: ActionState | null): Mover {
  return { kind: 'spy', acrobat: spy.role === 'acrobat', rope: a?.rope === 'ready' };
}

/** What stands on a cell of the true board: a unit, the dog, or a spy figure (tokens never occupy). */
export function figureAt(
  s: AsymState,
  cell: number,
): { kind: 'unit'; id: number; civilian: boolean } | { kind: 'dog' } | { kind: 'spy'; seat: number } | null {
  for (const u of s.units)
    if (u.alive && u.cell === cell) return { kind: 'unit', id: u.id, civilian: u.kind === 'civilian' };
  if (s.dog?.cell === cell) return { kind: 'dog' };
  for (const p of s.spies)
    if (p.status === 'onBoard' && !p.camouflaged && p.cell === cell) return { kind: 'spy', seat: p.seat };
  return null;
}

/** A spy figure other than `seat` standing on the cell. */
export function otherSpyAt(s: AsymState, cell: number, seat: number): SpyState | undefined {
  return s.spies.find((p) => p.seat !== seat && p.status === 'onBoard' && !p.camouflaged && p.cell === cell);
}

export function unitOrDogAt(s: AsymState, cell: number): boolean {
  return s.units.some((u) => u.alive && u.cell === cell) || s.dog?.cell === cell;
}

export function inHand(spy: SpyState, card: string): boolean {
  return (spy.hand as string[]).includes(card);
}

/** Discards a played card and announces its name and the spy (A-R15.6, A-D60). */
export function discard(ctx: Ctx, spy: SpyState, a: ActionState, card: SpyState['hand'][number]): void {
  const i = spy.hand.indexOf(card);
  spy.hand.splice(i, 1);
  spy.played.push(card);
  a.played.push(card);
  ctx.emit({ type: 'spyCardPlayed', seat: spy.seat, card });
}
