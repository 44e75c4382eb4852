/**
 * Noise and alarm (section 5): markers and the round noise count, alarm changes one at a time
 * with the threshold checks of A-R5.8, the minimum, reinforcements due and alarm 8.
 */
import type { Ctx } from './ctx.js';
import type { AlarmCause } from './events.js';
import { growWatches } from './vision.js';

/** Bands (A-R5.1): Calm 1, Low 2–3, Medium 4–5, High 6–7, Maximum 8. */
export function band(alarm: number): 0 | 1 | 2 | 3 | 4 {
  if (alarm <= 1) return 0;
  if (alarm <= 3) return 1;
  if (alarm <= 5) return 2;
  if (alarm <= 7) return 3;
  return 4;
}

/** After each single change, in order: 9 ends the game; first reach of 6; first reach of 8 (A-R5.8). */
function afterChange(ctx: Ctx): void {
  const s = ctx.s;
  if (s.alarm >= 9) ctx.end('security', 'security/alarm');
  if (!s.reached6 && s.alarm >= 6) {
    s.reached6 = true;
    s.pendingReinforcements += 1;
    ctx.emit({ type: 'reinforcementsDue', count: 1 });
  }
  if (!s.reached8 && s.alarm >= 8) {
    s.reached8 = true;
    s.pendingReinforcements += 2;
    ctx.emit({ type: 'reinforcementsDue', count: 2 });
    // A-R11.8, A-R5.10: the house lights come on for good; watches grow into the house.
    ctx.emit({ type: 'houseLights' });
    growWatches(ctx, () => {
      s.houseLights = true;
    });
  }
}

export function raiseAlarm(ctx: Ctx, by: number, cause: AlarmCause): void {
  const s = ctx.s;
  const from = s.alarm;
  s.alarm = Math.min(9, s.alarm + by);
  ctx.emit({ type: 'alarmChanged', from, to: s.alarm, cause });
  afterChange(ctx);
}

/** Phase 1 (A-R3.4): the alarm drops by 1 unless that would take it below the minimum. */
export function decayAlarm(ctx: Ctx): void {
  const s = ctx.s;
  if (s.alarm - 1 < s.minimum) return;
  s.alarm -= 1;
  ctx.emit({ type: 'alarmChanged', from: s.alarm + 1, to: s.alarm, cause: 'decay' });
}

/** A-R5.6: the minimum rises by 1 (never above 8); the alarm follows it up. */
export function raiseMinimum(ctx: Ctx, cause: 'catch' | 'killLearned'): void {
  const s = ctx.s;
  if (s.minimum >= 8) return;
  s.minimum += 1;
  ctx.emit({ type: 'minimumChanged', from: s.minimum - 1, to: s.minimum, cause });
  if (s.alarm < s.minimum) {
    const from = s.alarm;
    s.alarm = s.minimum;
    ctx.emit({ type: 'alarmChanged', from, to: s.alarm, cause: 'minimum' });
    afterChange(ctx);
  }
}

/**
 * Places one noise marker (A-R5.2, A-R5.4): not placed and not counted on a muffled cell;
 * otherwise public, and every second marker of the count raises the alarm.
 */
export function placeNoise(ctx: Ctx, cell: number): void {
  const s = ctx.s;
  if (ctx.map.terrain[cell] === '=') {
    ctx.tell({ type: 'noiseMuffled', cell: ctx.name(cell) });
    return;
  }
  s.noise.push(cell);
  s.lastNoise = cell;
  ctx.emit({ type: 'noisePlaced', cell: ctx.name(cell) });
  s.noiseCount += 1;
  if (s.noiseCount % 2 === 0) raiseAlarm(ctx, 1, 'noise');
}

/** The first time security learns of a killed unit, the minimum rises (A-R10.7, A-D19). */
export function killLearned(ctx: Ctx): void {
  if (ctx.s.killLearned) return;
  ctx.s.killLearned = true;
  raiseMinimum(ctx, 'killLearned');
}
