/**
 * Where a floor's guard may walk before the viewer's next turn (R7.3–R7.7), from public facts
 * only: its tile, destination, speed, alarms and the patrol discard pile. The path is the
 * rules' shortestGuardPath; a new destination is any patrol card not yet discarded, each equally
 * likely (removed cards are an unseen random subset, so they do not change the odds).
 */
import { guardPath } from './guardPaths.js';
import type { Knowledge } from './knowledge.js';

/** One possible walk: its probability and the cells entered, as a bitmask of local cells. */
export interface Branch {
  prob: number;
  mask: number;
}

export interface GuardForecast {
  floor: number;
  placed: boolean;
  /** Walks with the same cells entered are merged. */
  branches: Branch[];
  /** Probability of entering each local cell. */
  enter: Float64Array;
}

/** Walks below this probability stop branching: they are summarised by what they entered so far. */
const MIN_BRANCH = 0.004;
/** Destinations reached in one forecast before we stop following new patrol cards. */
const MAX_ARRIVALS = 3;
const MAX_SPEED = 6;

interface Walker {
  at: number;
  dest: number;
  speed: number;
  alarms: number;
  discard: number;
  deckSize: number;
}

// Bitmasks of local cells: at most 25 cells a floor, well inside 32-bit integers.
const bit = (local: number) => 1 << local;
const has = (mask: number, local: number) => ((mask >> local) & 1) === 1;

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m >>>= 1) n += m & 1;
  return n;
}

class Forecaster {
  readonly byMask = new Map<number, number>();
  private readonly cells: number[];
  private readonly removed: number;

  constructor(
    private readonly k: Knowledge,
    private readonly floor: number,
  ) {
    this.cells = k.floorTiles(floor).map((i) => k.local(i));
    this.removed = k.view.guards[floor]?.removedCount ?? 0;
  }

  /** The nearest alarm by walking distance (ties: the first in reading order). */
  private nearestAlarm(w: Walker): number {
    let best = -1;
    let bestLen = Number.POSITIVE_INFINITY;
    for (const c of this.cells) {
      if (!has(w.alarms, c)) continue;
      const len = c === w.at ? 0 : guardPath(this.k, this.floor, w.at, c).length;
      if (len < bestLen) {
        bestLen = len;
        best = c;
      }
    }
    return best;
  }

  /** Arrival (R7.4): the nearest alarm, else a new patrol card; calls `next` per outcome. */
  private arrive(w: Walker, prob: number, next: (w: Walker, prob: number) => void): void {
    if (w.alarms > 0) {
      next({ ...w, dest: this.nearestAlarm(w) }, prob);
      return;
    }
    let { discard, deckSize, speed } = w;
    if (deckSize <= 0) {
      discard = 0;
      deckSize = this.cells.length - this.removed;
      speed = Math.min(MAX_SPEED, speed + 1);
    }
    const candidates = this.cells.filter((c) => c !== w.at && !has(discard, c));
    if (candidates.length === 0) {
      next(w, prob);
      return;
    }
    const p = prob / candidates.length;
    for (const c of candidates) {
      next({ ...w, dest: c, discard: discard | bit(c), deckSize: deckSize - 1, speed }, p);
    }
  }

  /** One guard phase with `points` movement points, then `after` with the walker's end state. */
  walk(
    w: Walker,
    points: number,
    mask: number,
    prob: number,
    arrivals: number,
    after: (w: Walker, mask: number, prob: number, arrivals: number) => void,
  ): void {
    let cur = w;
    let m = mask;
    let left = points;
    while (left > 0) {
      const path = guardPath(this.k, this.floor, cur.at, cur.dest);
      const step = path[0];
      if (step === undefined) break;
      left--;
      m |= bit(step);
      cur = { ...cur, at: step };
      if (has(cur.alarms, step)) {
        cur = { ...cur, alarms: cur.alarms & ~bit(step) };
        if (step !== cur.dest && cur.alarms > 0) cur = { ...cur, dest: this.nearestAlarm(cur) };
      }
      if (cur.at === cur.dest) {
        if (arrivals >= MAX_ARRIVALS || prob < MIN_BRANCH) {
          after(cur, m, prob, arrivals);
          return;
        }
        const remaining = left;
        const visited = m;
        this.arrive(cur, prob, (nw, p) => this.walk(nw, remaining, visited, p, arrivals + 1, after));
        return;
      }
    }
    after(cur, m, prob, arrivals);
  }

  run(w: Walker, firstPoints: number, moves: number, donuts: boolean): void {
    const phase = (cur: Walker, mask: number, prob: number, arrivals: number, index: number): void => {
      if (index >= moves) {
        this.byMask.set(mask, (this.byMask.get(mask) ?? 0) + prob);
        return;
      }
      const skip = index === 0 && donuts;
      if (skip) {
        phase(cur, mask, prob, arrivals, index + 1);
        return;
      }
      const points = index === 0 ? firstPoints : cur.speed + popcount(cur.alarms);
      const go = (start: Walker, p: number) =>
        this.walk(start, points, mask, p, arrivals, (end, m, q, a) => phase(end, m, q, a, index + 1));
      // A guard found on its destination first takes a new one, without moving (R7.4, D32).
      if (cur.at === cur.dest) this.arrive(cur, prob, go);
      else go(cur, prob);
    };
    phase(w, 0, 1, 0, 0);
  }
}

/**
 * The guard of `floor` over its next `moves` guard phases. An unplaced guard gives no branches
 * (the caller prices the unknown placement instead).
 */
export function forecastGuard(k: Knowledge, floor: number, moves: number, extraAlarm = -1): GuardForecast {
  const g = k.view.guards[floor];
  if (!g) return { floor, placed: false, branches: [], enter: new Float64Array(k.area) };
  if (!g.placed || !g.at || !g.dest) return forecastPlacement(k, floor, g.speed);
  let alarms = 0;
  let discard = 0;
  for (const i of k.floorTiles(floor)) if (k.revealed(i)?.alarm) alarms |= bit(k.local(i));
  for (const p of g.discard) discard |= bit(k.local(k.index(p)));
  let walker: Walker = {
    at: k.local(k.index(g.at)),
    dest: k.local(k.index(g.dest)),
    speed: g.speed,
    alarms,
    discard,
    deckSize: g.deckSize,
  };
  const e = k.view.effects;
  let points = g.points + (e.espresso ? 1 : 0) - (e.daydreaming ? 1 : 0);
  // An alarm we are about to raise (R7.10): one more movement point, and the guard heads for
  // the nearest alarm, the newest one on a tie (R7.4).
  const extra = extraAlarm >= 0 ? k.local(extraAlarm) : -1;
  if (extra >= 0 && !has(alarms, extra) && extra !== walker.at) {
    alarms |= bit(extra);
    points += 1;
    walker = { ...walker, alarms };
    const len = (c: number) => guardPath(k, floor, walker.at, c).length;
    const nearest = Math.min(
      ...k
        .floorTiles(floor)
        .filter((i) => has(alarms, k.local(i)))
        .map((i) => len(k.local(i))),
    );
    const keep = has(alarms, walker.dest) && len(walker.dest) === nearest;
    if (!keep && len(extra) === nearest) walker = { ...walker, dest: extra };
  }
  // Guards stand still during a turn's actions: the same facts give the same forecast.
  const key = [
    k.layoutKeys[floor],
    floor,
    walker.at,
    walker.dest,
    walker.speed,
    alarms,
    discard,
    walker.deckSize,
    walker.dest,
    g.removedCount,
    points,
    moves,
    g.donuts,
  ].join('|');
  const cached = forecastCache.get(key);
  if (cached) return cached;
  const f = new Forecaster(k, floor);
  f.run(walker, points, moves, g.donuts);
  const forecast = summarise(k, floor, true, f.byMask);
  if (forecastCache.size > 500) forecastCache.clear();
  forecastCache.set(key, forecast);
  return forecast;
}

function summarise(k: Knowledge, floor: number, placed: boolean, byMask: Map<number, number>): GuardForecast {
  const branches = [...byMask].map(([mask, prob]) => ({ mask, prob }));
  const enter = new Float64Array(k.area);
  for (const b of branches) {
    for (let l = 0; l < k.area; l++) if (has(b.mask, l)) enter[l] = (enter[l] ?? 0) + b.prob;
  }
  return { floor, placed, branches, enter };
}

/**
 * A guard not placed yet appears when someone first arrives on its floor (R7.2): on a random
 * patrol card's tile, heading for another. Arriving on its tile counts like its walking in.
 */
function forecastPlacement(k: Knowledge, floor: number, speed: number): GuardForecast {
  const key = `unplaced|${k.layoutKeys[floor]}|${floor}|${speed}`;
  const cached = forecastCache.get(key);
  if (cached) return cached;
  const cells = k.floorTiles(floor).map((i) => k.local(i));
  const byMask = new Map<number, number>();
  const p = 1 / (cells.length * (cells.length - 1));
  for (const start of cells) {
    for (const dest of cells) {
      if (dest === start) continue;
      let mask = bit(start);
      for (const step of guardPath(k, floor, start, dest).slice(0, speed)) mask |= bit(step);
      byMask.set(mask, (byMask.get(mask) ?? 0) + p);
    }
  }
  const forecast = summarise(k, floor, false, byMask);
  forecastCache.set(key, forecast);
  return forecast;
}

const forecastCache = new Map<string, GuardForecast>();

/** Probability that the guard enters any of the given local cells. */
export function chanceToEnter(forecast: GuardForecast, locals: number[]): number {
  if (locals.length === 1) return Math.min(1, forecast.enter[locals[0] as number] ?? 0);
  let p = 0;
  for (const b of forecast.branches) if (locals.some((l) => has(b.mask, l))) p += b.prob;
  return Math.min(1, p);
}
