/**
 * Guards (R7): patrol decks, placement, destinations, movement and what a guard entering a
 * tile does. The path of every move follows R7.6 (geometry.ts) and is emitted as guardMoved.
 */
import { removeAlarm, triggerAlarm } from './alarms.js';
import {
  alarmsOnFloor,
  camerasActive,
  distance,
  graphOf,
  openNeighbours,
  seatsInBuilding,
  seatsOn,
  vertical,
} from './board.js';
import type { StealthCause } from './events.js';
import { localOf, routeTo } from './geometry.js';
import { PATROL_REMOVED_BY_SEATS } from './scenarios.js';
import type { Ctx } from './state.js';
import { loseStealth } from './stealth.js';
import { liveCamera } from './tiles/camera.js';
import type { DeepReadonly, GuardState } from './types.js';

/** A floor's guard as it is now, read-only (write through ctx.mutGuard). */
export function guardOf(ctx: Ctx, floor: number): DeepReadonly<GuardState> {
  const g = ctx.s.guards[floor];
  if (!g) throw new Error(`no guard on floor ${floor}`);
  return g;
}

export function removedPerDeck(ctx: Ctx): number {
  return PATROL_REMOVED_BY_SEATS[ctx.s.setup.seats.length] ?? 0;
}

/** The guard die's highest face: a guard never moves faster (R2.6, R7.3, R5.9). */
export const MAX_GUARD_SPEED = 6;

export function raiseSpeed(ctx: Ctx, floor: number, reason: 'reshuffle' | 'safe'): void {
  if (guardOf(ctx, floor).speed >= MAX_GUARD_SPEED) return;
  const g = ctx.mutGuard(floor);
  g.speed += 1;
  ctx.emit({ type: 'guardSpeed', floor, speed: g.speed, reason });
}

function setDestination(ctx: Ctx, floor: number, dest: number, reason: 'patrol' | 'alarm' | 'event'): void {
  ctx.mutGuard(floor).dest = dest;
  ctx.emit({ type: 'guardDestination', floor, dest: ctx.pos(dest), reason });
}

/** Takes the top patrol card of a floor, rebuilding the deck when it is empty (R7.3 step 1). */
function takePatrolCard(ctx: Ctx, floor: number): number {
  const g = ctx.mutGuard(floor);
  if (g.deck.length === 0) {
    const all = [...g.discard, ...g.removed].sort((a, b) => a - b);
    ctx.shuffle(all);
    g.removed = all.splice(all.length - removedPerDeck(ctx));
    g.deck = all;
    g.discard = [];
    ctx.emit({ type: 'patrolReshuffled', floor, speed: Math.min(MAX_GUARD_SPEED, g.speed + 1) });
    raiseSpeed(ctx, floor, 'reshuffle');
  }
  const card = g.deck.pop() as number;
  g.discard.push(card);
  return floor * ctx.shape.area + card;
}

/** DrawPatrol(f) of R7.3: the next card is the destination; the guard's own tile draws again. */
export function drawPatrol(ctx: Ctx, floor: number): void {
  for (;;) {
    const tile = takePatrolCard(ctx, floor);
    const g = guardOf(ctx, floor);
    if (!g.placed || tile !== g.tile) {
      setDestination(ctx, floor, tile, 'patrol');
      return;
    }
  }
}

/** Among the nearest alarms, the current destination if it is one, else the latest (R7.4, D2). */
function chooseAlarm(ctx: Ctx, floor: number, alarms: number[]): number {
  const g = guardOf(ctx, floor);
  let bestDist = Number.POSITIVE_INFINITY;
  let nearest: number[] = [];
  for (const a of alarms) {
    const d = distance(ctx, g.tile, a);
    if (d < 0) continue;
    if (d < bestDist) {
      bestDist = d;
      nearest = [a];
    } else if (d === bestDist) nearest.push(a);
  }
  if (nearest.length === 0) return -1;
  if (nearest.includes(g.dest)) return g.dest;
  return nearest.reduce((a, b) => (ctx.tile(b).alarm > ctx.tile(a).alarm ? b : a));
}

/** Re-evaluates the destination when the floor has alarms; otherwise it stays (R7.4). */
export function reevaluateDestination(ctx: Ctx, floor: number): void {
  const g = guardOf(ctx, floor);
  if (!g.placed) return;
  const alarms = alarmsOnFloor(ctx, floor);
  if (alarms.length === 0) return;
  const target = chooseAlarm(ctx, floor, alarms);
  if (target >= 0 && target !== guardOf(ctx, floor).dest) setDestination(ctx, floor, target, 'alarm');
}

/** The guard is on its destination: nearest alarm, else the next patrol card (R7.4 arrival). */
export function arrive(ctx: Ctx, floor: number): void {
  const alarms = alarmsOnFloor(ctx, floor);
  if (alarms.length > 0) {
    const target = chooseAlarm(ctx, floor, alarms);
    if (target >= 0 && target !== guardOf(ctx, floor).dest) setDestination(ctx, floor, target, 'alarm');
    else if (target < 0) drawPatrol(ctx, floor);
    return;
  }
  drawPatrol(ctx, floor);
}

/** Places a floor's guard (R7.2): none of R7.8's effects apply. */
export function placeGuard(ctx: Ctx, floor: number): void {
  if (guardOf(ctx, floor).placed) return;
  const g = ctx.mutGuard(floor);
  g.tile = takePatrolCard(ctx, floor);
  g.placed = true;
  g.dest = g.tile;
  const alarms = alarmsOnFloor(ctx, floor);
  if (alarms.length > 0) g.dest = chooseAlarm(ctx, floor, alarms);
  else {
    for (;;) {
      const tile = takePatrolCard(ctx, floor);
      if (tile !== g.tile) {
        g.dest = tile;
        break;
      }
    }
  }
  ctx.emit({ type: 'guardPlaced', floor, at: ctx.pos(g.tile), dest: ctx.pos(g.dest) });
}

/**
 * A guard enters tile T (R7.8): detection, Foyer and Atrium sight, cameras, alarm removal.
 * Returns the movement points the crow takes (only while walking, R8.6).
 */
export function guardEnters(ctx: Ctx, floor: number, tile: number, walking: boolean): number {
  ctx.mutGuard(floor).tile = tile;
  // Steps 1-3 of R7.8 find who is seen (the first step that sees a character gives the cause);
  // the losses of this one step are then resolved in seat order from the current seat (R1.13, D53).
  const seen = new Map<number, StealthCause>();
  const see = (seats: number[], cause: StealthCause) => {
    for (const seat of seats) if (!seen.has(seat)) seen.set(seat, cause);
  };
  see(seatsOn(ctx.s, tile), 'guard-enters');
  for (const n of openNeighbours(ctx, tile)) {
    const t = ctx.tile(n);
    if (t.revealed && t.kind === 'foyer') see(seatsOn(ctx.s, n), 'foyer');
  }
  for (const delta of [1, -1] as const) {
    const v = vertical(ctx, tile, delta);
    if (v < 0) continue;
    const t = ctx.tile(v);
    if (t.revealed && t.kind === 'atrium') see(seatsOn(ctx.s, v), 'atrium');
  }
  for (const seat of seatsInBuilding(ctx.s)) {
    const cause = seen.get(seat);
    if (cause) loseStealth(ctx, seat, cause);
  }
  const t = ctx.tile(tile);
  if (liveCamera(ctx.s, tile) && camerasActive(ctx.s)) cameraSeesOthers(ctx, tile);
  if (t.alarm > 0) removeAlarm(ctx, tile, 'guard', tile !== guardOf(ctx, floor).dest);
  if (walking && ctx.s.crow === tile) {
    const raven = ctx.s.players.findIndex((p) => p.character === 'raven' && p.side === 'basic' && !p.escaped);
    if (raven >= 0) return 1;
  }
  return 0;
}

/** Guard-entry camera check (R6.2): an alarm on every other camera where a character stands. */
function cameraSeesOthers(ctx: Ctx, guardTile: number): void {
  for (let i = 0; i < ctx.s.tiles.length; i++) {
    if (i === guardTile || !liveCamera(ctx.s, i) || seatsOn(ctx.s, i).length === 0) continue;
    triggerAlarm(ctx, i, 'camera');
  }
}

export interface MoveModifiers {
  espresso: boolean;
  daydreaming: boolean;
}

/** MoveGuard(f) of R7.7. */
export function moveGuard(ctx: Ctx, floor: number, mods: MoveModifiers): void {
  const g = guardOf(ctx, floor);
  if (!g.placed) return;
  if (g.donuts) {
    ctx.mutGuard(floor).donuts = false;
    ctx.mutDecks().toolDiscard.push('donuts');
    ctx.emit({ type: 'guardStayed', floor, reason: 'donuts' });
    return;
  }
  const disruptor = ctx.s.players.findIndex(
    (p) => p.character === 'raven' && p.side === 'advanced' && !p.escaped,
  );
  if (disruptor >= 0 && ctx.s.crow === g.tile && alarmsOnFloor(ctx, floor).length === 0) {
    ctx.s.crow = -1;
    ctx.emit({ type: 'crowPlaced', at: null });
    ctx.emit({ type: 'guardStayed', floor, reason: 'crow' });
    return;
  }
  if (g.tile === g.dest) arrive(ctx, floor);
  // Read the guard again from here on: arriving may have drawn a card and raised its speed.
  let points =
    guardOf(ctx, floor).speed +
    alarmsOnFloor(ctx, floor).length +
    (mods.espresso ? 1 : 0) -
    (mods.daydreaming ? 1 : 0);
  const initial = points;
  if (points <= 0) {
    ctx.emit({ type: 'guardStayed', floor, reason: 'no-points' });
    return;
  }
  const base = floor * ctx.shape.area;
  while (points > 0) {
    const graph = graphOf(ctx, floor);
    const at = guardOf(ctx, floor);
    const next = routeTo(graph, localOf(ctx.shape, at.dest)).next[localOf(ctx.shape, at.tile)] as number;
    if (next < 0) break;
    const from = at.tile;
    const to = base + next;
    ctx.guardStep(floor, from, to, initial);
    points -= 1;
    points -= guardEnters(ctx, floor, to, true);
    const now = guardOf(ctx, floor);
    if (now.tile === now.dest) arrive(ctx, floor);
  }
  ctx.flushWalk();
}

/**
 * Relocates a guard onto a tile (Where Is He?, Switch Signs): R7.8 effects, no crow. A guard
 * already standing there is not relocated and enters nothing again (D32: no second charge).
 */
export function relocateGuard(ctx: Ctx, floor: number, tile: number): void {
  const g = guardOf(ctx, floor);
  const from = g.tile;
  if (from === tile) return;
  ctx.guardStep(floor, from, tile, 0);
  guardEnters(ctx, floor, tile, false);
  ctx.flushWalk();
}
