/**
 * The dog (section 9): release by a dog handler (A-R9.2, A-D84), the target of phase 3
 * (A-R9.3, A-D83) with the spies' tie prompt, the run (A-R9.4, A-D82), arrival at a spy, the
 * lure or a house entry (A-R9.5), and the dead dog learned in phase 3 (A-R9.7).
 */
import { raiseAlarm } from './alarm.js';
import type { Ctx } from './ctx.js';
import { DX, DY } from './geometry/cells.js';
import { costsFrom, costsTo } from './geometry/paths.js';
import { DOG, stepCost } from './geometry/steps.js';
import { noticeAround, noticeOpening, revealDead } from './notice.js';
import { secOccupied, securityBoard } from './secboard.js';
import type { ViewChoice } from './security/check.js';
import { figureAt } from './spy/common.js';
import type { DogTargetOption, SpyState } from './types.js';
import { establishView, spotSpy } from './vision.js';

export type DogTarget =
  | { kind: 'lure'; cell: number }
  | { kind: 'spy'; seat: number; cell: number }
  | { kind: 'entry'; cell: number }
  | { kind: 'noise'; cell: number };

/** A-R9.2: resolved on the true board; a spy on the chosen cell moves the dog, silently. */
export function releaseDog(ctx: Ctx, unitId: number, chosen: number, view: ViewChoice): void {
  const s = ctx.s;
  const u = s.units.find((x) => x.id === unitId);
  if (!u) return;
  if (!u.alive) {
    revealDead(ctx, unitId);
    return;
  }
  s.secTurn.used += 1;
  s.secTurn.activated.push(unitId);
  let cell = chosen;
  if (figureAt(s, chosen)?.kind === 'spy') {
    // The nearest cell free on both boards that the dog may enter (least dog path cost, then reading order).
    const b = securityBoard(s);
    const costs = costsFrom(ctx.terrain(), chosen, DOG);
    let best = -1;
    for (let c = 0; c < ctx.map.size; c++) {
      const d = costs[c] as number;
      if (d < 0 || c === chosen || figureAt(s, c) !== null || secOccupied(b, c)) continue;
      if (best < 0 || d < (costs[best] as number)) best = c;
    }
    if (best >= 0) {
      ctx.tell({ type: 'dogDisplaced', chosen: ctx.name(chosen), cell: ctx.name(best) });
      cell = best;
    }
  }
  s.dog = { cell };
  s.secDog = { cell, path: [] };
  ctx.emit({ type: 'dogReleased', unit: unitId, cell: ctx.name(cell) });
  // The handler becomes an ordinary unit and views as one.
  u.kind = 'ordinary';
  u.aim = view.aim;
  establishView(ctx, { kind: 'unit', id: u.id, u }, view.direct);
  noticeAround(ctx, new Set([cell]));
}

const dogArea = (ctx: Ctx, cell: number) =>
  !ctx.map.rules.dogForbiddenAreaKinds.includes(ctx.map.areas[ctx.map.areaOf[cell] as number]?.kind as never);

/** Spies a dog may target (A-R9.3): on the board, not camouflaged, not the Handler. */
const targetable = (p: SpyState) => p.status === 'onBoard' && !p.camouflaged && p.role !== 'handler';

/** The target, or the tied options the spies must choose from (A-R9.3). */
export function dogTarget(ctx: Ctx): DogTarget | DogTargetOption[] | null {
  const s = ctx.s;
  const dog = s.dog;
  if (!dog) return null;
  const costs = costsFrom(ctx.terrain(), dog.cell, DOG);
  const reach = (c: number) => c >= 0 && (costs[c] as number) >= 0;
  if (s.lure >= 0 && reach(s.lure)) return { kind: 'lure', cell: s.lure };
  const spies = s.spies.filter((p) => targetable(p) && dogArea(ctx, p.cell) && reach(p.cell));
  if (spies.length > 0) {
    const best = Math.min(...spies.map((p) => costs[p.cell] as number));
    const tied = spies.filter((p) => costs[p.cell] === best);
    const only = tied[0] as SpyState;
    if (tied.length === 1) return { kind: 'spy', seat: only.seat, cell: only.cell };
    return tied.map((p) => ({ kind: 'spy', seat: p.seat }));
  }
  const entries: number[] = [];
  for (const p of s.spies) {
    if (!targetable(p) || dogArea(ctx, p.cell) || !p.entry || !reach(p.entry.outside)) continue;
    if (!entries.includes(p.entry.outside)) entries.push(p.entry.outside);
  }
  if (entries.length > 0) {
    const best = Math.min(...entries.map((c) => costs[c] as number));
    const tied = entries.filter((c) => costs[c] === best).sort((a, b) => a - b);
    if (tied.length === 1) return { kind: 'entry', cell: tied[0] as number };
    return tied.map((cell) => ({ kind: 'entry', cell }));
  }
  if (s.lastNoise >= 0 && s.lastNoise !== dog.cell && reach(s.lastNoise))
    return { kind: 'noise', cell: s.lastNoise };
  return null;
}

/** Phase 3 (A-R3.4): a dead dog is learned; the released dog picks its target and runs. Returns false while a prompt waits. */
export function dogPhase(ctx: Ctx): boolean {
  const s = ctx.s;
  const shown = s.secDog !== null;
  if (shown) ctx.emit({ type: 'spyWindow', window: 'dog', open: true });
  if (s.dogDeadUnknown) {
    s.dogDeadUnknown = false;
    s.secDog = null;
    ctx.emit({ type: 'dogDead' });
    raiseAlarm(ctx, 1, 'dog');
  }
  const target = dogTarget(ctx);
  if (Array.isArray(target)) {
    s.pending = { kind: 'dogTarget', options: target };
    return false;
  }
  runDog(ctx, target);
  if (shown) ctx.emit({ type: 'spyWindow', window: 'dog', open: false });
  return true;
}

/** After the spies answered the tie prompt. */
export function dogPhaseAnswered(ctx: Ctx, choice: DogTargetOption): void {
  const s = ctx.s;
  s.pending = null;
  const target: DogTarget | null =
    choice.kind === 'entry'
      ? { kind: 'entry', cell: choice.cell }
      : { kind: 'spy', seat: choice.seat, cell: s.spies[choice.seat - 1]?.cell ?? -1 };
  runDog(ctx, target);
  ctx.emit({ type: 'spyWindow', window: 'dog', open: false });
}

/**
 * A-R9.4: 3 points; each step the first affordable one in direction order that stays on a
 * least-cost path; stops at the target's cell or when none is left; never ends on a unit.
 */
function runDog(ctx: Ctx, target: DogTarget | null): void {
  const s = ctx.s;
  const dog = s.dog;
  ctx.tell({
    type: 'dogTarget',
    target:
      target === null
        ? null
        : target.kind === 'spy'
          ? { seat: target.seat }
          : { cell: ctx.name(target.cell) },
  });
  if (!dog || !target) return;
  const t = ctx.terrain();
  const toTarget = costsTo(t, target.cell, DOG);
  const path = [dog.cell];
  let cur = dog.cell;
  let points = 3;
  let arrived = cur === target.cell;
  while (!arrived) {
    let next = -1;
    let cost = 0;
    const col = cur % t.cols;
    const row = (cur - col) / t.cols;
    for (let d = 0; d < 8; d++) {
      const c = col + (DX[d] as number);
      const r = row + (DY[d] as number);
      if (c < 0 || r < 0 || c >= t.cols || r >= t.rows) continue;
      const n = r * t.cols + c;
      const step = stepCost(t, cur, n, DOG);
      const rest = toTarget[n] as number;
      if (step < 0 || step > points || rest < 0 || step + rest !== toTarget[cur]) continue;
      next = n;
      cost = step;
      break;
    }
    if (next < 0) break;
    points -= cost;
    cur = next;
    path.push(cur);
    noticeAround(ctx, new Set([cur]));
    if (cur === target.cell) arrived = true;
  }
  const vanishes = arrived && target.kind !== 'noise';
  if (!vanishes) {
    // Never ends on a unit of the true board or of the security board: back to the last free cell.
    const b = securityBoard(s);
    while (path.length > 1) {
      const end = path[path.length - 1] as number;
      if (!s.units.some((u) => u.alive && u.cell === end) && !b.units.some((u) => u.cell === end)) break;
      path.pop();
    }
  }
  const end = path[path.length - 1] as number;
  dog.cell = end;
  s.secDog = { cell: end, path: path.slice() };
  ctx.emit({ type: 'dogRan', path: path.map((c) => ctx.name(c)) });
  if (!vanishes) return;
  s.dog = null;
  s.secDog = null;
  if (target.kind === 'lure') {
    s.lure = -1;
    ctx.emit({ type: 'dogVanished' });
  } else if (target.kind === 'spy') {
    const spy = s.spies[target.seat - 1];
    if (spy) spotSpy(ctx, spy, { kind: 'dog' }, null);
  } else if (target.kind === 'entry') {
    const entry = s.spies.find((p) => p.entry?.outside === target.cell)?.entry;
    const opening = entry ? entry.opening : -1;
    ctx.emit({
      type: 'dogAtEntry',
      cell: ctx.name(target.cell),
      opening: ctx.map.openings[opening]?.id ?? null,
    });
    raiseAlarm(ctx, 1, 'dog');
    // A-R9.5: an unknown breach there is noticed (+1), an unknown opened opening with no alarm.
    if (opening >= 0) noticeOpening(ctx, opening);
  }
}
