/**
 * The threat overlay (issue 16): for the seat about to act, what its view tells about danger.
 * The guard of its floor walks `points` steps along its route at the end of the turn; where
 * he may be by the end of the next; the Crack and Keypad odds with the dice on hand; the
 * revealed tiles whose entry sets off an alarm; what each neighbouring tile costs in stealth.
 * Pure and over a view only: never the state, so nothing secret can reach a player through it.
 */
import { floorGraph, isRoom, localOf, tileIndex, tilePos } from '../geometry.js';
import { shapeOf } from '../situation.js';
import type { Pos } from '../types.js';
import type { PlayerView } from '../view.js';
import { guardRoute } from './guards.js';
import { type CrackOdds, crackOdds, type KeypadOdds, keypadOdds } from './odds.js';
import { riskEffect } from './risk-types.js';
import { moveRisks } from './risks.js';
import { situationOf } from './view-situation.js';

export interface Threats {
  seat: number;
  /** The floor whose guard walks at the end of this turn (the seat's floor; the ground floor outside). */
  floor: number;
  /** Tiles the guard walks over at the end of this turn, in order (his known route, as far as his points go). */
  guardNow: Pos[];
  /** Tiles the guard may reach after that, by the end of the next turn (not in `guardNow`). */
  guardNext: Pos[];
  /** Revealed tiles whose entry by the seat would set off an alarm now (or offer a hack instead). */
  alarms: Pos[];
  /** Revealed tiles that set off an alarm later, if the seat leaves (Motion) or stays (Thermo). */
  later: Pos[];
  /** The tiles next to the seat (open sides, stairs) with the stealth entering each would cost. */
  stealth: Array<{ at: Pos; cost: number }>;
  /** A Crack on the Safe the seat stands on. */
  crack: CrackOdds | null;
  /** Keypads next to the seat, with the roll entering would make. */
  keypads: Array<{ at: Pos; odds: KeypadOdds }>;
}

const same = (a: Pos, b: Pos) => a.floor === b.floor && a.col === b.col && a.row === b.row;

/** The threats `seat` faces in `view`; null when it is not in play (escaped, or no such seat). */
export function threats(view: PlayerView, seat: number): Threats | null {
  const me = view.players.find((p) => p.seat === seat);
  if (!me || me.escaped) return null;
  const s = situationOf(view);
  const shape = shapeOf(s);
  const floor = me.at?.floor ?? 0;
  const guard = view.guards[floor];
  const route = guardRoute(view, floor);
  const points = guard?.points ?? 0;
  // Each step costs a point; the basic Raven's crow on his way takes one more (R8.6).
  const raven = view.players.some((p) => p.character === 'raven' && p.side === 'basic' && !p.escaped);
  const guardNow: Pos[] = [];
  let left = points;
  for (const step of route) {
    if (left <= 0) break;
    guardNow.push(step);
    left -= 1 + (raven && view.crow && same(view.crow, step) ? 1 : 0);
  }
  const end = guardNow.at(-1) ?? guard?.at ?? null;
  // Steps left this turn once he reaches his destination (a new, unknown one), then next turn's.
  const reach = (guardNow.length === route.length ? Math.max(0, left) : 0) + points;
  const guardNext: Pos[] = [];
  if (guard?.placed && end) {
    const graph = floorGraph(shape, s.walls[floor] as number[]);
    const start = localOf(shape, tileIndex(shape, end));
    const depth = new Map<number, number>([[start, 0]]);
    const queue = [start];
    while (queue.length > 0) {
      const cell = queue.shift()!;
      const d = depth.get(cell)!;
      if (d >= reach) continue;
      for (const next of graph.adj[cell] ?? []) {
        if (depth.has(next)) continue;
        depth.set(next, d + 1);
        queue.push(next);
      }
    }
    for (const cell of [...depth.keys()].sort((a, b) => a - b)) {
      const at = tilePos(shape, floor * shape.area + cell);
      if (!guardNow.some((p) => same(p, at)) && !same(at, end)) guardNext.push(at);
    }
  }

  const alarms: Pos[] = [];
  const later: Pos[] = [];
  for (const t of view.tiles) {
    if (!t.revealed || (me.at && same(t.at, me.at))) continue;
    const risks = moveRisks(view, seat, t.at);
    if (
      risks.some(
        (r) =>
          r.kind !== 'motionExit' &&
          (riskEffect(r) === 'alarm' || riskEffect(r) === 'choice') &&
          r.kind !== 'keypad' &&
          r.kind !== 'gemstone',
      )
    )
      alarms.push(t.at);
    else if (risks.some((r) => riskEffect(r) === 'later')) later.push(t.at);
  }

  const stealth: Threats['stealth'] = [];
  const keypads: Threats['keypads'] = [];
  if (me.at && isRoom(shape, me.at)) {
    const graph = floorGraph(shape, s.walls[me.at.floor] as number[]);
    const here = localOf(shape, tileIndex(shape, me.at));
    const near: Pos[] = (graph.adj[here] ?? []).map((c) => tilePos(shape, me.at!.floor * shape.area + c));
    // Up the Stairs, down from the tile above them, and through Thermal Bomb holes (R6.16, R9.2.12).
    const mine = view.tiles.find((t) => same(t.at, me.at!));
    const up = { ...me.at, floor: me.at.floor + 1 };
    const down = { ...me.at, floor: me.at.floor - 1 };
    if (mine?.revealed && mine.kind === 'stairs' && up.floor < shape.floors) near.push(up);
    if (mine?.downstairs && down.floor >= 0) near.push(down);
    for (const link of view.links) {
      if (link.to === 'roof') continue;
      if (same(link.from, me.at)) near.push(link.to);
      else if (same(link.to, me.at)) near.push(link.from);
    }
    for (const at of near) {
      const cost = moveRisks(view, seat, at).reduce(
        (sum, r) => sum + (riskEffect(r) === 'stealth' && 'stealth' in r ? r.stealth : 0),
        0,
      );
      stealth.push({ at, cost });
      const odds = keypadOdds(view, seat, at);
      if (odds) keypads.push({ at, odds });
    }
  }
  return {
    seat,
    floor,
    guardNow,
    guardNext,
    alarms,
    later,
    stealth,
    crack: me.at ? crackOdds(view, me.at, seat) : null,
    keypads,
  };
}
