/**
 * What ending the turn on a tile is likely to cost before the viewer's next turn: detection
 * when a guard walks in (R7.8), Foyer sight (R6.7), the guard-entry Camera check (R6.2) and
 * Thermo (R6.17), in actions (weights.ts). Guards move only in guard phases, so a tile is
 * judged by the walks of its floor's guard: once after our turn, once more per teammate on it.
 */
import { chanceToEnter, forecastGuard, type GuardForecast } from './guardForecast.js';
import type { Knowledge } from './knowledge.js';
import { ALARM_COST, stealthCost } from './weights.js';

/** Teammates beyond this many still count, but the forecast stops growing (cost and accuracy). */
const MAX_FORECAST_MOVES = 2;

export class EndRisk {
  private readonly forecasts = new Map<number, GuardForecast>();
  private readonly ownPhase = new Map<number, GuardForecast>();
  private readonly teamCost = new Map<number, number>();
  private readonly cache = new Map<number, number>();

  constructor(private readonly k: Knowledge) {}

  /** Guard phases of this floor before our next turn: ours, then each teammate standing there. */
  movesBefore(floor: number): number {
    const k = this.k;
    const teammates = k.inBuilding().filter((p) => p.seat !== k.me.seat && k.floorOf(k.tileOf(p)) === floor);
    return Math.min(MAX_FORECAST_MOVES, 1 + teammates.length);
  }

  forecast(floor: number): GuardForecast {
    let f = this.forecasts.get(floor);
    if (!f) {
      f = forecastGuard(this.k, floor, this.movesBefore(floor));
      this.forecasts.set(floor, f);
    }
    return f;
  }

  /**
   * What our own guard phase on `floor` may cost teammates standing there (R4.7: the guard of
   * the floor we end on moves). Ending on another floor spares them.
   */
  teammatesCost(floor: number): number {
    let c = this.teamCost.get(floor);
    if (c === undefined) {
      const k = this.k;
      let f = this.ownPhase.get(floor);
      if (!f) {
        f = forecastGuard(k, floor, 1);
        this.ownPhase.set(floor, f);
      }
      c = 0;
      for (const p of k.inBuilding()) {
        const tile = k.tileOf(p);
        if (p.seat === k.me.seat || k.floorOf(tile) !== floor) continue;
        const t = k.revealed(tile);
        const loss = t && t.stealth > 0 ? 1 : stealthCost(p.stealth);
        c += chanceToEnter(f, [k.local(tile)]) * loss;
      }
      this.teamCost.set(floor, c);
    }
    return c;
  }

  /** Probability that the floor's guard walks into `tile` before our next turn. */
  hitChance(tile: number): number {
    return chanceToEnter(this.forecast(this.k.floorOf(tile)), [this.k.local(tile)]);
  }

  /**
   * The cost of ending the turn on `tile`. With `alarmAt`, getting there raises an alarm on
   * that tile (an unhacked Fingerprint, a watched Camera, leaving a Motion): the guard then
   * heads for it, and perhaps through us.
   */
  cost(tile: number, alarmAt = -1): number {
    const key = tile * 4096 + alarmAt + 1;
    let c = this.cache.get(key);
    if (c === undefined) {
      c = this.compute(tile, alarmAt) + this.teammatesCost(this.k.floorOf(tile));
      this.cache.set(key, c);
    }
    return c;
  }

  /** What one detection on this tile costs the team: tile tokens first (R1.13), else everyone's stealth. */
  private detectionCost(tile: number): number {
    const k = this.k;
    const t = k.revealed(tile);
    if (t && t.stealth > 0) return 1;
    const here = k.charactersOn(tile).filter((p) => p.seat !== k.me.seat);
    return [k.me, ...here].reduce((sum, p) => sum + stealthCost(p.stealth), 0);
  }

  private compute(tile: number, alarmAt: number): number {
    const k = this.k;
    const floor = k.floorOf(tile);
    const t = k.revealed(tile);
    // Thermo sounds at the end of our turn (R6.17), before the guard moves: it comes for us too.
    const thermo = t?.kind === 'thermo' && !t.crowbar && !k.empActive() && !k.guardOn(tile);
    const alarm = thermo ? tile : alarmAt >= 0 && k.floorOf(alarmAt) === floor ? alarmAt : -1;
    const f = alarm >= 0 ? forecastGuard(k, floor, this.movesBefore(floor), alarm) : this.forecast(floor);
    const detect = this.detectionCost(tile);
    const watched = t?.kind === 'foyer' ? [tile, ...(k.open[tile] ?? [])] : [tile];
    let risk =
      chanceToEnter(
        f,
        watched.map((i) => k.local(i)),
      ) * detect;
    if (t && !t.crowbar && !k.empActive()) {
      if (thermo) risk += ALARM_COST;
      if (t.kind === 'camera' && k.camerasActive()) {
        const cameras = k
          .floorTiles(floor)
          .filter((i) => i !== tile && k.kind(i) === 'camera' && !k.revealed(i)?.crowbar);
        risk +=
          chanceToEnter(
            f,
            cameras.map((i) => k.local(i)),
          ) * ALARM_COST;
      }
    }
    return risk;
  }
}
