/**
 * Everything a spy does inside its action besides stepping (A-R4.4, A-R4.14): the weapon,
 * equipment cards (A-R13.3), the Technician's abilities (A-R13.2), bodies (A-R4.9, A-R4.10),
 * the document hand-over (A-R4.13) and throwing (A-R4.6).
 */
import type { JamTarget, ShotTarget, SpyTurnAction } from '../actions.js';
import { placeNoise } from '../alarm.js';
import type { Ctx } from '../ctx.js';
import { breachOpening, cutWire, openBySpy, triggerAlarmToken } from '../devices.js';
import { fail } from '../errors.js';
import { distance, neighbour, parseCell } from '../geometry/cells.js';
import { edgeBetween } from '../geometry/edges.js';
import { lineOfSight } from '../geometry/los.js';
import { DOG, enterable, meleeAdjacent } from '../geometry/steps.js';
import { WIRE } from '../geometry/terrain.js';
import { noticeIfWatched } from '../notice.js';
import { M2_SPY_CARDS, type SpyCardId, type SpyState } from '../types.js';
import { endAction } from './action.js';
import { checkCorpse, fire, killDog, killUnit, layBody, planShot } from './combat.js';
import { discard, inHand, openAction, spyOf } from './common.js';

type CardPlay = Extract<SpyTurnAction, { type: 'playCard' }>;

/** Sides of a cell as direction indices (N, E, S, W). */
const SIDES: Record<string, number> = { N: 0, E: 2, S: 4, W: 6 };

/** Movement that ends here must not end on another spy's cell (A-R2.9): no throw, jam or pick-up there. */
function notOnOtherSpy(ctx: Ctx, spy: SpyState): void {
  if (ctx.s.spies.some((p) => p !== spy && p.status === 'onBoard' && !p.camouflaged && p.cell === spy.cell))
    fail('move/occupied', 'Not while passing through another spy’s cell.');
}

function onBoard(spy: SpyState): void {
  if (spy.status !== 'onBoard')
    fail(
      'move/not_now',
      'Enter the board first: before its first step a waiting spy does nothing else (A-R4.11).',
    );
}

function cellArg(ctx: Ctx, name: unknown): number {
  const c = parseCell(ctx.map, name);
  if (c < 0) fail('action/invalid', `"${String(name)}" is not a cell.`);
  return c;
}

/** An opening on one of the four edges of the spy's cell ("adjacent opening", A-R13.3). */
function adjacentOpening(ctx: Ctx, spy: SpyState, id: unknown, kinds: string[]): number {
  const i = ctx.map.openings.findIndex((o) => o.id === id);
  const o = ctx.map.openings[i];
  if (!o || !kinds.includes(o.kind)) fail('card/invalid', `"${String(id)}" is not a ${kinds.join(' or ')}.`);
  if (!o.cells.includes(spy.cell)) fail('card/invalid', 'The opening must be on an edge of your cell.');
  return i;
}

function closedOpening(ctx: Ctx, i: number): void {
  const st = ctx.s.openings[i];
  if (!st || st.open || st.breach) fail('card/invalid', 'That opening is not closed.');
}

/** The weapon's one shot per action (A-R10.1, A-D50). */
export function shoot(ctx: Ctx, seat: number, target: ShotTarget, corpseName: unknown): void {
  const spy = spyOf(ctx.s, seat);
  const a = openAction(ctx.s, seat);
  if (spy.weaponSpent) fail('shot/spent', 'Your weapon is spent; a Cartridge still fires (E1).');
  if (a.shot) fail('shot/spent', 'One weapon shot per action (A-D50).');
  const plan = planShot(ctx, spy, target);
  const corpse = plan.kills
    ? checkCorpse(ctx, plan.cell, corpseName === undefined ? -1 : cellArg(ctx, corpseName))
    : -1;
  a.shot = true;
  fire(ctx, spy, target, plan, corpse, false);
}

export function playCard(ctx: Ctx, seat: number, play: CardPlay): void {
  const s = ctx.s;
  const spy = spyOf(s, seat);
  const a = openAction(s, seat);
  const card = play.card as SpyCardId;
  if ((M2_SPY_CARDS as readonly string[]).includes(card))
    fail('card/milestone2', `${card} is a Milestone 2 card.`);
  if (!inHand(spy, card)) fail('card/not_held', `You hold no ${String(card)}.`);
  if (a.played.includes(card)) fail('card/once_per_action', 'Each card at most once per action (A-R4.14).');
  onBoard(spy);
  switch (play.card) {
    case 'E1': {
      const plan = planShot(ctx, spy, play.target);
      const corpse = plan.kills
        ? checkCorpse(ctx, plan.cell, play.corpse === undefined ? -1 : cellArg(ctx, play.corpse))
        : -1;
      discard(ctx, spy, a, card);
      fire(ctx, spy, play.target, plan, corpse, true);
      return;
    }
    case 'E2': {
      const t = play.target;
      let victim: number;
      if (t?.kind === 'unit') {
        const u = s.units.find((x) => x.id === t.id && x.alive);
        if (!u || u.kind === 'civilian')
          fail('card/invalid', 'The Knife kills a unit on a melee-adjacent cell, never a civilian.');
        victim = u.cell;
      } else if (t?.kind === 'dog' && s.dog) victim = s.dog.cell;
      else fail('card/invalid', 'Name a unit or the dog.');
      if (!meleeAdjacent(ctx.terrain(), spy.cell, victim))
        fail('card/invalid', 'The target must be melee-adjacent (A-R10.2).');
      const corpse = checkCorpse(ctx, victim, play.corpse === undefined ? -1 : cellArg(ctx, play.corpse));
      discard(ctx, spy, a, card);
      if (t.kind === 'unit') killUnit(ctx, spy, t.id, corpse);
      else killDog(ctx, spy, corpse);
      return;
    }
    case 'E4': {
      const cell = cellArg(ctx, play.cell);
      if (distance(ctx.map, spy.cell, cell) > 4 || !enterable(ctx.terrain(), cell, DOG))
        fail('card/invalid', 'The lure goes within distance 4 on a cell a dog may enter.');
      discard(ctx, spy, a, card);
      s.lure = cell;
      ctx.tell({ type: 'lurePlaced', cell: ctx.name(cell) });
      return;
    }
    case 'E5': {
      // Played as the last thing of the action: it ends the action (E5).
      const noise = play.noise?.map((n) => cellArg(ctx, n));
      discard(ctx, spy, a, card);
      endAction(ctx, seat, noise, true);
      return;
    }
    case 'E7': {
      const d = SIDES[play.side] ?? -1;
      const n = d >= 0 ? neighbour(ctx.map, spy.cell, d) : -1;
      const e = n >= 0 ? edgeBetween(ctx.map, spy.cell, n) : -1;
      if (e < 0 || ctx.terrain().edge[e] !== WIRE)
        fail('card/invalid', 'No uncut wire on that side of your cell.');
      discard(ctx, spy, a, card);
      cutWire(ctx, e);
      return;
    }
    case 'E8': {
      const i = adjacentOpening(ctx, spy, play.opening, ['window']);
      closedWindow(ctx, i);
      discard(ctx, spy, a, card);
      breachOpening(ctx, i, 'cut');
      triggerAlarmToken(ctx, i);
      noticeIfWatched(ctx, (ctx.map.openings[i] as { cells: [number, number] }).cells);
      return;
    }
    case 'E9':
    case 'E10': {
      const i = adjacentOpening(ctx, spy, play.opening, play.card === 'E9' ? ['door', 'gate'] : ['edoor']);
      closedOpening(ctx, i);
      discard(ctx, spy, a, card);
      openBySpy(ctx, seat, i, play.card === 'E9' ? 'lockpick' : 'codeBreaker');
      return;
    }
    case 'E13':
      if (a.steps > 0) fail('card/not_now', 'Soft soles is played before your first step.');
      discard(ctx, spy, a, card);
      a.softSoles = true;
      ctx.tell({ type: 'softSoles', seat });
      return;
    case 'E14': {
      const cell = cellArg(ctx, play.cell);
      const i = s.documents.findIndex((d) => d.onTrue && d.cell === cell);
      if (i < 0) fail('card/invalid', 'No objective token lies there.');
      if (distance(ctx.map, spy.cell, cell) > 6 || !lineOfSight(ctx.terrain(), spy.cell, cell, 'sight'))
        fail('card/invalid', 'Binoculars need a token within distance 6 in line of sight.');
      discard(ctx, spy, a, card);
      if (!spy.scouted.includes(i)) spy.scouted.push(i);
      ctx.tell({ type: 'documentScouted', seat, cell: ctx.name(cell), marked: i === s.marked });
      return;
    }
    case 'E15':
      discard(ctx, spy, a, card);
      a.rope = 'ready';
      return;
    default:
      fail('card/invalid', `Unknown card "${String(card)}".`);
  }
}

function closedWindow(ctx: Ctx, i: number): void {
  if (ctx.s.openings[i]?.breach) fail('card/invalid', 'That window is already broken.');
}

/** Technician: opens a closed electronic door on an edge of its cell, free (A-R13.2). */
export function openDoor(ctx: Ctx, seat: number, opening: unknown): void {
  const spy = spyOf(ctx.s, seat);
  openAction(ctx.s, seat);
  if (spy.role !== 'technician') fail('ability/invalid', 'Only the Technician opens doors without a card.');
  onBoard(spy);
  const i = adjacentOpening(ctx, spy, opening, ['edoor']);
  closedOpening(ctx, i);
  openBySpy(ctx, seat, i, 'technician');
}

/** Technician: once per action, on the board and before its first step, one jam within distance 1 (A-R13.2, A-R8.16, A-D101). */
export function jam(ctx: Ctx, seat: number, target: JamTarget): void {
  const s = ctx.s;
  const spy = spyOf(s, seat);
  const a = openAction(s, seat);
  if (spy.role !== 'technician') fail('ability/invalid', 'Only the Technician jams without a card.');
  onBoard(spy);
  if (a.jammed || a.steps > 0)
    fail('ability/invalid', 'The jam comes once per action, before the first step.');
  const near = (c: number) => c >= 0 && distance(ctx.map, spy.cell, c) <= 1;
  let label = '';
  switch (target?.kind) {
    case 'alarmToken': {
      const i = ctx.map.openings.findIndex((o) => o.id === target.opening);
      const token = s.alarmTokens.find((x) => x.opening === i && !x.spent && !x.disarmed);
      const o = ctx.map.openings[i];
      if (!token || !o || !(near(o.cells[0]) || near(o.cells[1])))
        fail('ability/invalid', 'No armed alarm token within distance 1.');
      token.disarmed = true;
      label = `alarm token on ${o.id}`;
      break;
    }
    case 'bug': {
      const bug = s.bugs.find((x) => x.id === target.id && !x.spent && !x.disarmed);
      if (!bug || !near(bug.cell)) fail('ability/invalid', 'No armed bug within distance 1.');
      bug.disarmed = true;
      label = `bug ${bug.id}`;
      break;
    }
    case 'camera': {
      const cam = s.cameras.find((x) => x.id === target.id && !x.destroyed && x.jammedUntil === 0);
      if (!cam || !near(cam.cell)) fail('ability/invalid', 'No working camera within distance 1.');
      cam.jammedUntil = s.turn;
      cam.watching = false;
      label = `camera ${cam.id}`;
      break;
    }
    case 'perimeterCamera': {
      const pc = s.perimeterCameras.find((x) => x.id === target.id && !x.destroyed && x.jammedUntil === 0);
      if (!pc || !near(ctx.map.perimeterMounts[pc.mount]?.cell ?? -1))
        fail('ability/invalid', 'No working perimeter camera within distance 1.');
      pc.jammedUntil = s.turn;
      pc.watching = false;
      label = `perimeter camera ${pc.id}`;
      break;
    }
    default:
      fail('ability/invalid', 'Unknown device.');
  }
  a.jammed = true;
  ctx.tell({ type: 'jammed', seat, device: label });
}

export function pickUp(ctx: Ctx, seat: number, bodyId: unknown): void {
  const s = ctx.s;
  const spy = spyOf(s, seat);
  const a = openAction(s, seat);
  onBoard(spy);
  if (spy.carriesBody >= 0) fail('body/invalid', 'You already carry a body.');
  notOnOtherSpy(ctx, spy);
  if (a.dropped) fail('body/invalid', 'No pick-up and drop in the same action (A-R4.9).');
  const body = s.bodies.find((b) => b.id === bodyId);
  if (!body || s.spies.some((p) => p.carriesBody === body.id))
    fail('body/invalid', 'No such body lying here.');
  if (body.cell !== spy.cell && !meleeAdjacent(ctx.terrain(), spy.cell, body.cell))
    fail('body/invalid', 'The body must lie on your cell or a melee-adjacent one.');
  spy.carriesBody = body.id;
  a.pickedUp = true;
  // A-R4.10: picking up mid-action costs 1 of the remaining points at once.
  a.penalty = true;
  ctx.tell({ type: 'bodyPickedUp', seat, body: body.id });
}

export function drop(ctx: Ctx, seat: number, cellName: unknown): void {
  const s = ctx.s;
  const spy = spyOf(s, seat);
  const a = openAction(s, seat);
  onBoard(spy);
  const body = s.bodies.find((b) => b.id === spy.carriesBody);
  if (!body) fail('body/invalid', 'You carry no body.');
  if (a.pickedUp) fail('body/invalid', 'No pick-up and drop in the same action (A-R4.9).');
  const cell = cellArg(ctx, cellName);
  const water = ctx.map.terrain[cell] === '~';
  if (cell !== spy.cell && !(water && meleeAdjacent(ctx.terrain(), spy.cell, cell)))
    fail('body/invalid', 'Drop on your cell, or onto a melee-adjacent water cell.');
  spy.carriesBody = -1;
  a.dropped = true;
  ctx.tell({ type: 'bodyDropped', seat, body: body.id, cell: ctx.name(cell) });
  layBody(ctx, { ...body, cell });
}

export function handOver(ctx: Ctx, seat: number, to: unknown): void {
  const s = ctx.s;
  const spy = spyOf(s, seat);
  openAction(s, seat);
  onBoard(spy);
  if (!spy.carriesDocument) fail('action/invalid', 'You carry no document.');
  const other = s.spies.find((p) => p.seat === to && p.seat !== seat);
  if (other?.status !== 'onBoard' || other.camouflaged || !meleeAdjacent(ctx.terrain(), spy.cell, other.cell))
    fail('action/invalid', 'Hand over to a spy on a melee-adjacent cell (A-R4.13).');
  spy.carriesDocument = false;
  other.carriesDocument = true;
  ctx.tell({ type: 'documentHandedOver', from: seat, to: other.seat });
}

/** A-R4.6: after moving, 1 marker, or 2 on neighbouring cells, within 5 of where the action started. */
export function throwNoise(ctx: Ctx, seat: number, names: unknown): void {
  const s = ctx.s;
  const spy = spyOf(s, seat);
  const a = openAction(s, seat);
  onBoard(spy);
  if (a.mode !== 'sneakThrow') fail('spy/mode', 'Only a Sneak and throw action throws.');
  if (a.thrown) fail('action/invalid', 'One throw per action.');
  notOnOtherSpy(ctx, spy);
  if (!Array.isArray(names) || names.length < 1 || names.length > 2)
    fail('noise/invalid', 'Throw 1 or 2 markers.');
  const cells = names.map((n) => cellArg(ctx, n));
  if (
    cells.length === 2 &&
    (cells[0] === cells[1] || distance(ctx.map, cells[0] as number, cells[1] as number) !== 1)
  )
    fail('noise/invalid', 'Two thrown markers go on two neighbouring cells.');
  for (const c of cells) {
    if (distance(ctx.map, a.start, c) > 5)
      fail('noise/invalid', 'Throws reach distance 5 from where the action started.');
    if (ctx.terrain().blocking[c]) fail('noise/invalid', 'Thrown markers never go on blocking cells.');
  }
  a.thrown = true;
  ctx.tell({ type: 'thrown', seat, cells: cells.map((c) => ctx.name(c)) });
  for (const c of cells) placeNoise(ctx, c);
}
