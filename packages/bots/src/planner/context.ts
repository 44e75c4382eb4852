/** One decision's shared facts: the knowledge, end-of-turn risks and cached routes. */
import { EndRisk } from './endRisk.js';
import type { Knowledge } from './knowledge.js';
import { costsTo, type Routes, routesFrom } from './routes.js';
import { minRiskScale, PATIENCE } from './weights.js';

export interface TurnFacts {
  /** Actions that count for the event check so far this turn (R4.5). */
  counted: number;
  /** The character entered its current tile this turn (Motion, R6.12). */
  enteredHere: boolean;
  /** Tiles stood on this turn: moving back to one does not count for the event check (R4.5). */
  stood: ReadonlySet<number>;
  /** Our turns in a row that ended with nothing new revealed, added or opened. */
  idleTurns: number;
}

export class PlanContext {
  readonly risk: EndRisk;
  readonly remaining: number;
  /** Risks are multiplied by this: below 1 when we have been stuck for a while. */
  readonly riskScale: number;
  private readonly routeCache = new Map<number, Routes>();
  private readonly laterCache = new Map<number, Routes>();
  private readonly toCache = new Map<number, Float64Array>();

  constructor(
    readonly k: Knowledge,
    readonly turn: TurnFacts,
  ) {
    this.risk = new EndRisk(k);
    this.remaining = k.view.turn.remaining;
    this.riskScale = Math.max(minRiskScale(k.me.stealth, turn.idleTurns), PATIENCE ** turn.idleTurns);
  }

  /** Cheapest paths from a tile; from elsewhere we assume we walked in this turn. */
  routes(from: number): Routes {
    let r = this.routeCache.get(from);
    if (!r) {
      r = routesFrom(this.k, from, from === this.k.myTile ? this.turn.enteredHere : true);
      this.routeCache.set(from, r);
    }
    return r;
  }

  /** Paths for later turns: the guards will have moved, so their tiles and sight cost nothing. */
  laterRoutes(from: number): Routes {
    let r = this.laterCache.get(from);
    if (!r) {
      r = routesFrom(this.k, from, true, false);
      this.laterCache.set(from, r);
    }
    return r;
  }

  /** Cost from every tile to `target` in a later turn (guards will have moved). */
  costTo(target: number): Float64Array {
    let c = this.toCache.get(target);
    if (!c) {
      c = costsTo(this.k, target);
      this.toCache.set(target, c);
    }
    return c;
  }

  get mine(): Routes {
    return this.routes(this.k.myTile);
  }

  /** Actions counted so far plus `more`: does the event check still draw a card (R4.5, Stamp R9.3.11)? */
  drawsEvent(more: number): boolean {
    const threshold = this.k.holds('stamp') ? 3 : 2;
    return this.turn.counted + more <= threshold;
  }
}
