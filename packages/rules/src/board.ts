/** Queries over the board that many rules share: who stands where, floors, alarms, above/below. */
import { type FloorGraph, floorGraph, floorOf, localOf, walkingDistance } from './geometry.js';
import { openNeighboursIn, type Situation, type SituationPlayer, verticalOf } from './situation.js';
import type { Ctx } from './state.js';
import type { LootCard, LootId, PlayerState } from './types.js';

export function graphOf(ctx: Ctx, floor: number): FloorGraph {
  return floorGraph(ctx.shape, ctx.s.walls[floor] as readonly number[]);
}

export function floorOfTile(ctx: Ctx, tile: number): number {
  return floorOf(ctx.shape, tile);
}

export function topFloor(ctx: Ctx): number {
  return ctx.shape.floors - 1;
}

/** The tile directly above (+1) or below (-1), or -1 when there is none. */
export function vertical(ctx: Ctx, tile: number, delta: 1 | -1): number {
  return verticalOf(ctx.shape, tile, delta);
}

/** Open-adjacent tiles of the same floor (R1.8), as tile indices. */
export function openNeighbours(ctx: Ctx, tile: number): number[] {
  return openNeighboursIn(ctx.shape, ctx.s.walls, tile);
}

/** Tiles orthogonally adjacent across a wall (not the void, not the boundary). */
export function walledNeighbours(ctx: Ctx, tile: number): number[] {
  const f = floorOfTile(ctx, tile);
  const base = f * ctx.shape.area;
  return (graphOf(ctx, f).walled[localOf(ctx.shape, tile)] as number[])
    .filter((l) => l >= 0)
    .map((l) => base + l);
}

export function distance(ctx: Ctx, from: number, to: number): number {
  const f = floorOfTile(ctx, from);
  if (f !== floorOfTile(ctx, to)) return -1;
  return walkingDistance(graphOf(ctx, f), localOf(ctx.shape, from), localOf(ctx.shape, to));
}

/** Characters in the building on a tile, in seat order starting with the current seat (R1.13). */
export function seatsOn(s: Situation, tile: number): number[] {
  const n = s.players.length;
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (s.turn.seat + k) % n;
    const p = s.players[seat] as SituationPlayer;
    if (p.tile === tile && !p.escaped) out.push(seat);
  }
  return out;
}

/** Seats in the building, in seat order starting with the current seat. */
export function seatsInBuilding(s: Situation): number[] {
  const n = s.players.length;
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (s.turn.seat + k) % n;
    const p = s.players[seat] as SituationPlayer;
    if (p.entered && !p.escaped && p.tile >= 0) out.push(seat);
  }
  return out;
}

export function guardOn(s: Situation, tile: number): boolean {
  for (const g of s.guards) if (g.placed && g.tile === tile) return true;
  return false;
}

export function alarmsOnFloor(ctx: Ctx, floor: number): number[] {
  const out: number[] = [];
  const start = floor * ctx.shape.area;
  for (let i = start; i < start + ctx.shape.area; i++) if ((ctx.s.tiles[i]?.alarm ?? 0) > 0) out.push(i);
  return out;
}

/** Either Gold Bar card (R2.15): the second one is 'gold-bar#1'. */
export function isGoldBar(card: LootCard): boolean {
  return card === 'gold-bar' || card === 'gold-bar#1';
}

export function holds(p: { loot: readonly LootCard[] }, loot: LootId): boolean {
  for (const c of p.loot) if (c === loot || (loot === 'gold-bar' && isGoldBar(c))) return true;
  return false;
}

export function goldBars(p: { loot: readonly LootCard[] }): number {
  let n = 0;
  for (const c of p.loot) if (isGoldBar(c)) n++;
  return n;
}

export function player<P>(s: { readonly players: readonly P[] }, seat: number): P {
  const p = s.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

export function isCharacter(
  p: { character: PlayerState['character']; side: PlayerState['side'] },
  id: PlayerState['character'],
  side?: PlayerState['side'],
): boolean {
  return p.character === id && (side === undefined || p.side === side);
}

/** The seat playing a given character side, or -1. */
export function seatOf(s: Situation, id: PlayerState['character'], side?: PlayerState['side']): number {
  return s.players.findIndex((p) => isCharacter(p, id, side));
}

export function remaining(s: Situation): number {
  return Math.max(0, s.turn.allowance - s.turn.used);
}

export function camerasActive(s: Situation): boolean {
  return s.effects.videoLoop.length === 0 && s.effects.emp.length === 0;
}
