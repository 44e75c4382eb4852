/**
 * The 26 event cards (R9.1). resolveEvent applies one card for the current seat and says
 * whether it stays in front of that seat until its next turn.
 */
import { removeAlarm, triggerAlarm } from '../alarms.js';
import {
  alarmsOnFloor,
  distance,
  floorOfTile,
  goldBars,
  graphOf,
  isGoldBar,
  openNeighbours,
  seatsInBuilding,
  topFloor,
  vertical,
  walledNeighbours,
} from '../board.js';
import { escapeCharacter, escapeConditionsFailure } from '../escape.js';
import { localOf, routeTo } from '../geometry.js';
import { arrive, drawPatrol, guardEnters, guardOf, reevaluateDestination, relocateGuard } from '../guards.js';
import { performMove, placeCharacter, planMove } from '../move.js';
import { reveal } from '../reveal.js';
import type { Ctx } from '../state.js';
import { gainStealth } from '../stealth.js';
import type { EventId } from '../types.js';
import { gainTool } from './decks.js';

type EventEffect = (ctx: Ctx, seat: number) => void;

function myTile(ctx: Ctx, seat: number): number {
  return ctx.s.players[seat]?.tile ?? -1;
}

function myFloor(ctx: Ctx, seat: number): number {
  return floorOfTile(ctx, myTile(ctx, seat));
}

function noAlarmOnMyFloor(ctx: Ctx, seat: number): boolean {
  return alarmsOnFloor(ctx, myFloor(ctx, seat)).length === 0;
}

/** The next seat in turn order that has not escaped, yourself when alone (D56). */
function nextActiveSeat(ctx: Ctx, seat: number): number {
  const n = ctx.s.players.length;
  for (let k = 1; k <= n; k++) {
    const s = (seat + k) % n;
    if (!ctx.s.players[s]?.escaped) return s;
  }
  return seat;
}

/** "The player on your right": the nearest previous seat that has not escaped (D17). */
function seatOnTheRight(ctx: Ctx, seat: number): number {
  const n = ctx.s.players.length;
  for (let k = 1; k < n; k++) {
    const s = (seat - k + n) % n;
    if (!ctx.s.players[s]?.escaped) return s;
  }
  return -1;
}

/** A lasting or this-turn effect begins; `target` is the seat it is aimed at. */
function started(ctx: Ctx, seat: number, card: EventId, target: number | null = null): void {
  ctx.emit({ type: 'effectStarted', seat, card, target });
}

function setEventDestination(ctx: Ctx, floor: number, tile: number): void {
  ctx.mutGuard(floor).dest = tile;
  ctx.emit({ type: 'guardDestination', floor, dest: ctx.pos(tile), reason: 'event' });
}

const EFFECTS: Record<EventId, EventEffect> = {
  'brown-out': (ctx) => {
    const removedPerFloor = ctx.s.guards.map(() => 0);
    for (let i = 0; i < ctx.s.tiles.length; i++) {
      if (ctx.tile(i).alarm === 0) continue;
      removeAlarm(ctx, i, 'brown-out', false);
      removedPerFloor[floorOfTile(ctx, i)] = (removedPerFloor[floorOfTile(ctx, i)] ?? 0) + 1;
    }
    removedPerFloor.forEach((count, floor) => {
      if (!guardOf(ctx, floor).placed) return;
      for (let k = 0; k < count; k++) drawPatrol(ctx, floor);
    });
  },
  'buddy-system': (ctx, seat) => {
    const options = seatsInBuilding(ctx.s).filter((s) => s !== seat);
    if (options.length === 0) return;
    const chosen =
      options.length === 1
        ? (options[0] as number)
        : ctx.ask({ kind: 'seat', seat, reason: 'buddy-system', options }).seat;
    placeCharacter(ctx, chosen, myTile(ctx, seat), 'buddy-system');
  },
  'change-of-plans': (ctx, seat) => {
    if (noAlarmOnMyFloor(ctx, seat)) drawPatrol(ctx, myFloor(ctx, seat));
  },
  crash: (ctx, seat) => {
    if (noAlarmOnMyFloor(ctx, seat)) setEventDestination(ctx, myFloor(ctx, seat), myTile(ctx, seat));
  },
  daydreaming: (ctx, seat) => {
    ctx.mutEffects().daydreaming = true;
    started(ctx, seat, 'daydreaming');
  },
  'dead-drop': (ctx, seat) => {
    const to = seatOnTheRight(ctx, seat);
    if (!ctx.s.players[seat] || !ctx.s.players[to]) return;
    const giver = ctx.mutPlayer(seat);
    const receiver = ctx.mutPlayer(to);
    const tools = giver.tools;
    const loot = giver.loot.filter((c) => {
      if (c === 'persian-kitty' && ctx.s.kitty >= 0) return false;
      if (isGoldBar(c) && goldBars(receiver) > 0) return false;
      return true;
    });
    giver.tools = [];
    giver.loot = giver.loot.filter((c) => !loot.includes(c));
    receiver.tools.push(...tools);
    receiver.loot.push(...loot);
    ctx.emit({ type: 'cardsGiven', from: seat, to, cards: { tools, loot } });
  },
  espresso: (ctx, seat) => {
    ctx.mutEffects().espresso = true;
    started(ctx, seat, 'espresso');
  },
  'freight-elevator': (ctx, seat) => {
    const tile = myTile(ctx, seat);
    const above = vertical(ctx, tile, 1);
    if (above >= 0) {
      placeCharacter(ctx, seat, above, 'freight-elevator');
      return;
    }
    if (escapeConditionsFailure(ctx, seat) === null) escapeCharacter(ctx, seat);
  },
  'go-with-your-gut': (ctx, seat) => {
    const tile = myTile(ctx, seat);
    const options = openNeighbours(ctx, tile).filter((t) => !ctx.tile(t).revealed);
    if (options.length === 0) return;
    const target =
      options.length === 1
        ? (options[0] as number)
        : choosePos(ctx, seat, options, 'go-with-your-gut', false);
    if (target === null) return;
    performMove(ctx, seat, planMove(ctx, seat, target, 'gut'), 'gut');
  },
  gymnastics: (ctx, seat) => {
    ctx.mutEffects().gymnastics.push(seat);
    started(ctx, seat, 'gymnastics');
  },
  'heads-up': (ctx, seat) => {
    const target = nextActiveSeat(ctx, seat);
    ctx.mutEffects().headsUp.push(target);
    started(ctx, seat, 'heads-up', target);
  },
  'jump-the-gun': (ctx, seat) => {
    const target = nextActiveSeat(ctx, seat);
    ctx.mutEffects().jumpTheGun.push(target);
    started(ctx, seat, 'jump-the-gun', target);
  },
  'jury-rig': (ctx, seat) => {
    gainTool(ctx, seat);
  },
  'keycode-change': (ctx) => {
    for (let i = 0; i < ctx.s.tiles.length; i++) {
      const t = ctx.tile(i);
      if (t.kind === 'keypad' && t.open) {
        ctx.mutTile(i).open = false;
        ctx.emit({ type: 'keypadLocked', at: ctx.pos(i) });
      }
    }
  },
  lampshade: (ctx, seat) => {
    gainStealth(ctx, seat, 1);
  },
  'lost-grip': (ctx, seat) => {
    const below = vertical(ctx, myTile(ctx, seat), -1);
    if (below >= 0) placeCharacter(ctx, seat, below, 'lost-grip');
  },
  peekhole: (ctx, seat) => {
    const tile = myTile(ctx, seat);
    const around = [
      ...openNeighbours(ctx, tile),
      ...walledNeighbours(ctx, tile),
      vertical(ctx, tile, 1),
      vertical(ctx, tile, -1),
    ];
    const options = around.filter((t) => t >= 0 && !ctx.tile(t).revealed);
    if (options.length === 0) return;
    const target = choosePos(ctx, seat, options, 'peekhole', true);
    if (target !== null) reveal(ctx, target, 'effect');
  },
  reboot: (ctx) => {
    for (let i = 0; i < ctx.s.tiles.length; i++) {
      const t = ctx.tile(i);
      if (!t.revealed || !t.kind.startsWith('computer-')) continue;
      if (t.hack !== 1) {
        ctx.mutTile(i).hack = 1;
        ctx.emit({ type: 'hacked', seat: ctx.s.turn.seat, at: ctx.pos(i), tokens: 1 });
      }
    }
  },
  'shift-change': (ctx, seat) => {
    ctx.mutEffects().shiftChange = true;
    started(ctx, seat, 'shift-change');
  },
  shoplifting: (ctx) => {
    for (let i = 0; i < ctx.s.tiles.length; i++) {
      const t = ctx.tile(i);
      if (t.kind === 'laboratory' && t.labTaken) triggerAlarm(ctx, i, 'shoplifting');
    }
  },
  squeak: (ctx, seat) => {
    const floor = myFloor(ctx, seat);
    const g = guardOf(ctx, floor);
    if (!g.placed) return;
    const onFloor = seatsInBuilding(ctx.s).filter((s) => floorOfTile(ctx, myTile(ctx, s)) === floor);
    if (onFloor.some((s) => myTile(ctx, s) === g.tile)) return;
    let best = Number.POSITIVE_INFINITY;
    let nearest: number[] = [];
    for (const s of onFloor) {
      const d = distance(ctx, g.tile, myTile(ctx, s));
      if (d < best) {
        best = d;
        nearest = [s];
      } else if (d === best) nearest.push(s);
    }
    if (nearest.length === 0) return;
    const target =
      nearest.length === 1
        ? (nearest[0] as number)
        : ctx.ask({ kind: 'seat', seat, reason: 'squeak', options: nearest }).seat;
    const route = routeTo(graphOf(ctx, floor), localOf(ctx.shape, myTile(ctx, target)));
    const step = route.next[localOf(ctx.shape, g.tile)] as number;
    if (step < 0) return;
    const to = floor * ctx.shape.area + step;
    ctx.guardStep(floor, g.tile, to, 1);
    ctx.flushWalk();
    guardEnters(ctx, floor, to, false);
    const moved = guardOf(ctx, floor);
    if (moved.tile === moved.dest) arrive(ctx, floor);
  },
  'switch-signs': (ctx, seat) => {
    const floor = myFloor(ctx, seat);
    const g = guardOf(ctx, floor);
    if (!g.placed) return;
    const from = g.tile;
    const dest = g.dest;
    relocateGuard(ctx, floor, dest);
    if (alarmsOnFloor(ctx, floor).length > 0) reevaluateDestination(ctx, floor);
    else if (dest === from) arrive(ctx, floor);
    else setEventDestination(ctx, floor, from);
  },
  'throw-voice': (ctx, seat) => {
    if (!noAlarmOnMyFloor(ctx, seat)) return;
    const floor = myFloor(ctx, seat);
    const g = guardOf(ctx, floor);
    if (!g.placed) return;
    const options = openNeighbours(ctx, g.tile);
    const target = choosePos(ctx, seat, options, 'throw-voice', false);
    if (target !== null) setEventDestination(ctx, floor, target);
  },
  'time-lock': (ctx, seat) => {
    ctx.mutEffects().timeLock.push(seat);
    started(ctx, seat, 'time-lock');
  },
  'video-loop': (ctx, seat) => {
    ctx.mutEffects().videoLoop.push(seat);
    started(ctx, seat, 'video-loop');
  },
  'where-is-he': (ctx, seat) => {
    const floor = myFloor(ctx, seat);
    const g = guardOf(ctx, floor);
    if (!g.placed) return;
    relocateGuard(ctx, floor, g.dest);
    arrive(ctx, floor);
  },
};

function choosePos(
  ctx: Ctx,
  seat: number,
  options: number[],
  reason: 'go-with-your-gut' | 'peekhole' | 'throw-voice',
  optional: boolean,
): number | null {
  const answer = ctx.ask({ kind: 'tile', seat, reason, options: options.map((t) => ctx.pos(t)), optional });
  if (answer.at === null) return null;
  const at = answer.at;
  return options.find((t) => {
    const p = ctx.pos(t);
    return p.floor === at.floor && p.col === at.col && p.row === at.row;
  }) as number;
}

const LASTING: ReadonlySet<EventId> = new Set(['gymnastics', 'time-lock', 'video-loop']);

/** Applies an event card for `seat`; true when the card stays in front of it (R9.1). */
export function resolveEvent(ctx: Ctx, seat: number, card: EventId): boolean {
  EFFECTS[card](ctx, seat);
  return LASTING.has(card);
}

export { topFloor };
