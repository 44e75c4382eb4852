/**
 * Weapons, the Knife and bodies left by kills (section 10): targets, range and line of sight,
 * windows broken on the way, forced doors, kills with the killer's corpse placement.
 */

import type { ShotTarget } from '../actions.js';
import { placeNoise } from '../alarm.js';
import type { Ctx } from '../ctx.js';
import { breachOpening, destroyDevice, knockOutGenerator, triggerAlarmToken } from '../devices.js';
import { fail } from '../errors.js';
import { distance } from '../geometry/cells.js';
import { edgesCrossed, lineOfSight, windowsCrossed } from '../geometry/los.js';
import { meleeAdjacent } from '../geometry/steps.js';
import { findBody, noticeIfWatched } from '../notice.js';
import type { BodyState, SpyState } from '../types.js';
import { bodyInDirectCell } from '../vision.js';

/** Silenced pistol range 5, +2 for the Marksman (A-R13.4, A-R13.2). */
export const shotRange = (spy: SpyState): number => 5 + (spy.role === 'marksman' ? 2 : 0);

export interface ShotPlan {
  /** The cell aimed at. */
  cell: number;
  /** Intact windows broken before the hit, in order. */
  windows: number[];
  /** Killing shots need a corpse cell. */
  kills: boolean;
}

/** The cell and kind of a target, or an error (A-R10.1). Armour and civilians are never targets. */
function targetCell(ctx: Ctx, spy: SpyState, target: ShotTarget): { cell: number; kills: boolean } {
  const s = ctx.s;
  const map = ctx.map;
  switch (target?.kind) {
    case 'unit': {
      const u = s.units.find((x) => x.id === target.id && x.alive);
      if (!u) fail('shot/invalid', 'No such unit on the board.');
      if (u.kind === 'civilian') fail('shot/invalid', 'Civilians are never targets (A-R11.6).');
      if (u.kind === 'armoured') fail('shot/invalid', 'Armoured units are immune to pistols (A-R10.9).');
      return { cell: u.cell, kills: true };
    }
    case 'dog':
      if (!s.dog) fail('shot/invalid', 'No released dog on the board.');
      return { cell: s.dog.cell, kills: true };
    case 'lamp': {
      const i = map.lamps.findIndex((l) => l.id === target.id);
      if (i < 0 || s.lamps[i]?.destroyed) fail('shot/invalid', 'No such intact lamp.');
      return { cell: (map.lamps[i] as { cell: number }).cell, kills: false };
    }
    case 'camera': {
      const c = s.cameras.find((x) => x.id === target.id && !x.destroyed);
      if (!c) fail('shot/invalid', 'No such camera.');
      return { cell: c.cell, kills: false };
    }
    case 'perimeterCamera': {
      const p = s.perimeterCameras.find((x) => x.id === target.id && !x.destroyed);
      if (!p) fail('shot/invalid', 'No such perimeter camera.');
      return { cell: map.perimeterMounts[p.mount]?.cell ?? -1, kills: false };
    }
    case 'generator': {
      const g = map.generators.findIndex((x) => x.id === target.id);
      if (g < 0 || s.generators[g]?.out) fail('shot/invalid', 'No such working generator.');
      return { cell: (map.generators[g] as { cell: number }).cell, kills: false };
    }
    case 'window': {
      const i = map.openings.findIndex((o) => o.id === target.id && o.kind === 'window');
      const o = map.openings[i];
      if (!o || s.openings[i]?.breach) fail('shot/invalid', 'No such intact window.');
      // A-R10.5, A-D54: aim at the cell on the far side; the segment must cross the window.
      const far = o.cells.find((c) => edgesCrossed(map, spy.cell, c).includes(o.edge));
      if (far === undefined) fail('shot/invalid', 'The shot must cross the window to the cell beyond it.');
      return { cell: far, kills: false };
    }
    case 'door': {
      const i = map.openings.findIndex((o) => o.id === target.id);
      const o = map.openings[i];
      const st = s.openings[i];
      if (!o || !st || (o.kind !== 'door' && o.kind !== 'gate'))
        fail('shot/invalid', 'Only doors and gates are forced; electronic doors cannot be shot (A-D88).');
      if (st.open || st.breach) fail('shot/invalid', 'That opening is not closed.');
      if (!o.cells.includes(spy.cell))
        fail('shot/invalid', 'A door or gate is shot from a cell bordering it (A-R10.5).');
      return { cell: o.cells[0] === spy.cell ? o.cells[1] : o.cells[0], kills: false };
    }
    default:
      fail('shot/invalid', 'Unknown target.');
  }
}

export function planShot(ctx: Ctx, spy: SpyState, target: ShotTarget): ShotPlan {
  if (spy.status !== 'onBoard') fail('shot/invalid', 'Enter the board first.');
  const { cell, kills } = targetCell(ctx, spy, target);
  const t = ctx.terrain();
  if (target.kind !== 'door') {
    if (distance(ctx.map, spy.cell, cell) > shotRange(spy)) fail('shot/invalid', 'Out of range.');
    if (!lineOfSight(t, spy.cell, cell, 'shot')) fail('shot/invalid', 'No line of sight for the shot.');
  }
  return { cell, windows: target.kind === 'door' ? [] : windowsCrossed(t, spy.cell, cell), kills };
}

/** The corpse cell: the victim's cell or a non-blocking cell melee-adjacent to it (A-R10.3). */
export function checkCorpse(ctx: Ctx, victim: number, corpse: number): number {
  const c = corpse < 0 ? victim : corpse;
  if (c !== victim && !meleeAdjacent(ctx.terrain(), victim, c))
    fail('body/invalid', 'The corpse goes on the victim’s cell or a melee-adjacent one.');
  if (ctx.terrain().blocking[c]) fail('body/invalid', 'A corpse cannot lie on a blocking cell.');
  return c;
}

/** A-R10.5: a window broken by a shot: breach, then a marker on each side, then its alarm token. */
function shatter(ctx: Ctx, i: number, how: 'shot' | 'forced'): void {
  const o = ctx.map.openings[i];
  if (!o) return;
  breachOpening(ctx, i, how);
  placeNoise(ctx, o.cells[0]);
  placeNoise(ctx, o.cells[1]);
  triggerAlarmToken(ctx, i);
  noticeIfWatched(ctx, o.cells);
}

/** Fires one shot (weapon or Cartridge). The plan comes from planShot; `corpse` from checkCorpse. */
export function fire(
  ctx: Ctx,
  spy: SpyState,
  target: ShotTarget,
  plan: ShotPlan,
  corpse: number,
  card: boolean,
): void {
  const s = ctx.s;
  ctx.tell({ type: 'shot', seat: spy.seat, target, card });
  if (!card) {
    spy.weaponSpent = true;
    ctx.emit({ type: 'weaponSpent', seat: spy.seat });
  }
  const aimed = target.kind === 'window' ? ctx.map.openings.findIndex((o) => o.id === target.id) : -1;
  for (const w of plan.windows) if (w !== aimed) shatter(ctx, w, 'shot');
  switch (target.kind) {
    case 'unit': {
      const u = s.units.find((x) => x.id === target.id);
      if (u?.alive) killUnit(ctx, spy, u.id, corpse);
      return;
    }
    case 'dog':
      if (s.dog) killDog(ctx, spy, corpse);
      return;
    case 'lamp':
    case 'camera':
    case 'perimeterCamera':
      destroyDevice(ctx, target);
      return;
    case 'generator':
      knockOutGenerator(ctx, target.id);
      return;
    case 'window':
      shatter(ctx, aimed, 'shot');
      return;
    case 'door':
      shatter(
        ctx,
        ctx.map.openings.findIndex((o) => o.id === target.id),
        'forced',
      );
      return;
  }
}

/** A-R10.3: a killed unit leaves the true board, its view gone; the killer places its corpse. */
export function killUnit(ctx: Ctx, spy: SpyState, unitId: number, corpse: number): void {
  const u = ctx.s.units.find((x) => x.id === unitId);
  if (!u) return;
  u.alive = false;
  // A-D49: a dog handler's unreleased dog dies with him and leaves no corpse of its own.
  ctx.tell({ type: 'killed', seat: spy.seat, unit: unitId, corpse: ctx.name(corpse) });
  layBody(ctx, { id: ctx.s.nextId++, cell: corpse, of: unitId });
}

/** A-R9.7, A-D75: a killed dog leaves a corpse; security learns at the next phase 3. */
export function killDog(ctx: Ctx, spy: SpyState, corpse: number): void {
  ctx.s.dog = null;
  ctx.s.dogDeadUnknown = true;
  ctx.tell({ type: 'killed', seat: spy.seat, unit: 'dog', corpse: ctx.name(corpse) });
  layBody(ctx, { id: ctx.s.nextId++, cell: corpse, of: 'dog' });
}

/** A body comes to rest: it sinks on water (A-R10.8), or is found at once in a direct cell (A-R10.7). */
export function layBody(ctx: Ctx, body: BodyState): void {
  const s = ctx.s;
  s.bodies = s.bodies.filter((b) => b.id !== body.id);
  if (ctx.map.terrain[body.cell] === '~') {
    ctx.tell({ type: 'bodySank', cell: ctx.name(body.cell) });
    return;
  }
  s.bodies.push(body);
  if (bodyInDirectCell(ctx, body.cell)) findBody(ctx, body);
}
