/**
 * Security devices touched by spies: alarm tokens (A-R8.13), opening and breaching openings
 * (A-R2.4, A-R10.5, E7–E10), destroyed lamps, cameras and generators (A-R7.4, A-R10.4,
 * A-R10.6), jams (A-R8.16).
 */
import { raiseAlarm } from './alarm.js';
import type { Ctx } from './ctx.js';
import type { DeviceRef } from './events.js';
import { edgeCells } from './geometry/edges.js';
import { deviceInSight, noticeIfWatched } from './notice.js';
import { growWatches } from './vision.js';

/** A-R8.13: a spy opens, breaches or passes an opening with an armed token: +1, announced, spent. */
export function triggerAlarmToken(ctx: Ctx, opening: number): void {
  const token = ctx.s.alarmTokens.find((t) => t.opening === opening && !t.spent);
  if (!token || token.disarmed) return;
  token.spent = true;
  ctx.emit({ type: 'alarmTokenTriggered', token: token.id, opening: ctx.map.openings[opening]?.id ?? '?' });
  raiseAlarm(ctx, 1, 'alarmToken');
}

/** A spy's tool or ability opens a closed door, gate or electronic door (E9, E10, Technician). */
export function openBySpy(
  ctx: Ctx,
  seat: number,
  i: number,
  how: 'lockpick' | 'codeBreaker' | 'technician',
): void {
  const o = ctx.map.openings[i];
  if (!o) return;
  ctx.tell({ type: 'opened', seat, opening: o.id, how });
  growWatches(ctx, () => {
    (ctx.s.openings[i] as { open: boolean }).open = true;
  });
  triggerAlarmToken(ctx, i);
  noticeIfWatched(ctx, o.cells);
}

/** An opening becomes a breach (shot, forced or cut); unknown to security until noticed. */
export function breachOpening(ctx: Ctx, i: number, how: 'shot' | 'forced' | 'cut'): void {
  const o = ctx.map.openings[i];
  if (!o) return;
  ctx.tell({ type: 'breached', opening: o.id, cells: [ctx.name(o.cells[0]), ctx.name(o.cells[1])], how });
  growWatches(ctx, () => {
    (ctx.s.openings[i] as { breach: boolean }).breach = true;
  });
}

/** Wire cutters (E7): a wire edge becomes a breach, silently. */
export function cutWire(ctx: Ctx, edge: number): void {
  const [a, b] = edgeCells(ctx.map, edge);
  ctx.s.cutWires = [...ctx.s.cutWires, edge].sort((x, y) => x - y);
  ctx.invalidate();
  ctx.tell({ type: 'breached', opening: null, cells: [ctx.name(a), ctx.name(b)], how: 'cut' });
  noticeIfWatched(ctx, [a, b]);
}

/**
 * A shot destroys a lamp, camera or perimeter camera (A-R10.4): silently unless in sight
 * (A-R10.6), then +1 and announced; otherwise reported at the next phase 6 (A-R6.14).
 */
export function destroyDevice(ctx: Ctx, device: DeviceRef): void {
  const s = ctx.s;
  const map = ctx.map;
  let cells: number[];
  let mark: () => void;
  if (device.kind === 'lamp') {
    const i = map.lamps.findIndex((l) => l.id === device.id);
    const lamp = map.lamps[i];
    if (!lamp) return;
    const light = ctx.light();
    // "Any cell it lit": the cells it lights now, or just its own cell if it is dark.
    const lit = (light.lampCells[i] ?? []).filter((c) => light.lit[c]);
    cells = light.lit[lamp.cell] && lit.length > 0 ? lit : [lamp.cell];
    mark = () => {
      (s.lamps[i] as { destroyed: boolean }).destroyed = true;
    };
  } else if (device.kind === 'camera') {
    const cam = s.cameras.find((c) => c.id === device.id);
    if (!cam) return;
    cells = [cam.cell];
    mark = () => {
      cam.destroyed = true;
    };
  } else {
    const pc = s.perimeterCameras.find((p) => p.id === device.id);
    if (!pc) return;
    cells = [map.perimeterMounts[pc.mount]?.cell ?? -1];
    mark = () => {
      pc.destroyed = true;
    };
  }
  const inSight = deviceInSight(ctx, cells);
  mark();
  ctx.invalidate();
  ctx.tell({ type: 'deviceHit', device });
  if (!inSight) return;
  markKnown(ctx, device);
  ctx.emit({ type: 'deviceDestroyed', device, inSight: true });
  raiseAlarm(ctx, 1, 'deviceInSight');
}

export function markKnown(ctx: Ctx, device: DeviceRef): void {
  const s = ctx.s;
  if (device.kind === 'lamp') {
    const l = s.lamps[ctx.map.lamps.findIndex((x) => x.id === device.id)];
    if (l) l.knownDestroyed = true;
  } else if (device.kind === 'camera') {
    const c = s.cameras.find((x) => x.id === device.id);
    if (c) c.knownDestroyed = true;
  } else {
    const p = s.perimeterCameras.find((x) => x.id === device.id);
    if (p) p.knownDestroyed = true;
  }
}

/** A-R7.4: a shot generator is knocked out: its lamps go dark, +1, announced (security always knows). */
export function knockOutGenerator(ctx: Ctx, id: string): void {
  const g = ctx.map.generators.findIndex((x) => x.id === id);
  const state = ctx.s.generators[g];
  if (!state) return;
  state.out = true;
  ctx.invalidate();
  ctx.emit({
    type: 'generatorOut',
    generator: id,
    lamps: ctx.map.lamps.filter((l) => l.generator === id).map((l) => l.id),
  });
  raiseAlarm(ctx, 1, 'generator');
}
