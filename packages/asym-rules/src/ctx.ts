/**
 * The resolution context: a private working copy of the state, the events emitted so far, and
 * caches of what the true board's geometry and light look like now. Inputs resolve by
 * straight-line code over it; the game's end stops a resolution at once (GameOver).
 */

import type { AsymEvent, PrivateEvent, PublicEvent } from './events.js';
import { type CellName, cellName } from './geometry/cells.js';
import { type LightPools, lightPools } from './geometry/light.js';
import { type EdgeState, type Terrain, terrainOf } from './geometry/terrain.js';
import { mapById } from './maps/index.js';
import type { MapDef } from './maps/types.js';
import type { AsymState, OutcomeReason } from './types.js';

/** Raised when the game has ended: the run stops at once, keeping the state as it is (A-R1.5). */
export class GameOver {}

export class Ctx {
  readonly map: MapDef;
  readonly events: AsymEvent[] = [];
  private terrainCache: Terrain | null = null;
  private lightCache: LightPools | null = null;

  constructor(readonly s: AsymState) {
    this.map = mapById(s.mapId) as MapDef;
  }

  emit(e: PublicEvent): void {
    this.events.push({ ...e, audience: 'all' } as AsymEvent);
  }

  tell(e: PrivateEvent): void {
    this.events.push({ ...e, audience: 'spies' } as AsymEvent);
  }

  name(cell: number): CellName {
    return cellName(this.map, cell);
  }

  /** The true board's terrain: opening states and every breach (A-R2.4). */
  terrain(): Terrain {
    if (!this.terrainCache) this.terrainCache = terrainOf(this.map, trueEdges(this.s));
    return this.terrainCache;
  }

  /** The true lights (A-R7.6: detection always uses them). */
  light(): LightPools {
    if (!this.lightCache) this.lightCache = lightPools(this.terrain(), trueLights(this.s, this.map));
    return this.lightCache;
  }

  /** Call after any change to openings, wires, lamps, generators or house lights. */
  invalidate(): void {
    this.terrainCache = null;
    this.lightCache = null;
  }

  /** Ends the game at once (A-R1.5). */
  end(winner: 'spies' | 'security', reason: OutcomeReason): never {
    this.s.result = { winner, reason };
    this.s.stage = 'over';
    this.s.action = null;
    this.s.activation = null;
    this.s.pending = null;
    this.emit({ type: 'gameOver', winner, reason });
    throw new GameOver();
  }
}

export function trueEdges(s: AsymState): EdgeState {
  return {
    open: s.openings.map((o) => o.open),
    breach: s.openings.map((o) => o.breach),
    cutWires: s.cutWires,
  };
}

export function trueLights(s: AsymState, map: MapDef): { lampOn: boolean[]; houseLights: boolean } {
  return {
    lampOn: map.lamps.map((l, i) => {
      if (s.lamps[i]?.destroyed) return false;
      const g = l.generator === null ? -1 : map.generators.findIndex((x) => x.id === l.generator);
      return g < 0 || !s.generators[g]?.out;
    }),
    houseLights: s.houseLights,
  };
}

/**
 * A copy for mutation. Records that resolution changes field by field are copied; arrays that
 * code only ever replaces (a unit's direct cells, a spy's sighting, bodies' records) are shared.
 * Literal copies keep one hidden class per record and are much faster than spreads.
 */
export function cloneState(s: AsymState): AsymState {
  return {
    setup: s.setup,
    mapId: s.mapId,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    stage: s.stage,
    turn: s.turn,
    phase: s.phase,
    alarm: s.alarm,
    minimum: s.minimum,
    noiseCount: s.noiseCount,
    reached6: s.reached6,
    reached8: s.reached8,
    houseLights: s.houseLights,
    killLearned: s.killLearned,
    pendingReinforcements: s.pendingReinforcements,
    reserve: { ordinary: s.reserve.ordinary, nightVision: s.reserve.nightVision },
    nextId: s.nextId,
    units: s.units.map((u) => ({
      id: u.id,
      kind: u.kind,
      cell: u.cell,
      civilian: u.civilian,
      direct: u.direct,
      aim: u.aim,
      alive: u.alive,
      onSecBoard: u.onSecBoard,
      seen: u.seen.slice(),
    })),
    cameras: s.cameras.map((c) => ({
      id: c.id,
      kind: c.kind,
      cell: c.cell,
      aim: c.aim,
      direct: c.direct,
      watching: c.watching,
      destroyed: c.destroyed,
      knownDestroyed: c.knownDestroyed,
      jammedUntil: c.jammedUntil,
      seen: c.seen.slice(),
    })),
    perimeterCameras: s.perimeterCameras.map((p) => ({
      id: p.id,
      mount: p.mount,
      direct: p.direct,
      watching: p.watching,
      destroyed: p.destroyed,
      knownDestroyed: p.knownDestroyed,
      jammedUntil: p.jammedUntil,
      seen: p.seen.slice(),
    })),
    lamps: s.lamps.map((l) => ({ destroyed: l.destroyed, knownDestroyed: l.knownDestroyed })),
    generators: s.generators.map((g) => ({ out: g.out })),
    openings: s.openings.map((o) => ({
      open: o.open,
      breach: o.breach,
      knownOpen: o.knownOpen,
      knownBreach: o.knownBreach,
    })),
    cutWires: s.cutWires,
    knownCutWires: s.knownCutWires,
    alarmTokens: s.alarmTokens.map((a) => ({
      id: a.id,
      opening: a.opening,
      spent: a.spent,
      disarmed: a.disarmed,
    })),
    bugs: s.bugs.map((b) => ({ id: b.id, cell: b.cell, spent: b.spent, disarmed: b.disarmed })),
    documents: s.documents.map((d) => ({
      cell: d.cell,
      onTrue: d.onTrue,
      onSec: d.onSec,
      revealedTurn: d.revealedTurn,
    })),
    marked: s.marked,
    bodies: s.bodies.slice(),
    dog: s.dog ? { cell: s.dog.cell } : null,
    secDog: s.secDog,
    dogDeadUnknown: s.dogDeadUnknown,
    lure: s.lure,
    noise: s.noise.slice(),
    lastNoise: s.lastNoise,
    spies: s.spies.map((p) => ({
      seat: p.seat,
      role: p.role,
      weapon: p.weapon,
      hand: p.hand.slice(),
      confirmed: p.confirmed,
      weaponSpent: p.weaponSpent,
      status: p.status,
      cell: p.cell,
      posture: p.posture,
      camouflaged: p.camouflaged,
      carriesDocument: p.carriesDocument,
      carriesBody: p.carriesBody,
      entry: p.entry,
      sighting: p.sighting,
      scouted: p.scouted.slice(),
      played: p.played.slice(),
    })),
    done: s.done.slice(),
    action: s.action
      ? { ...s.action, occupied: s.action.occupied.slice(), played: s.action.played.slice() }
      : null,
    activation: s.activation ? { ...s.activation } : null,
    secTurn: {
      n: s.secTurn.n,
      doubleShift: s.secTurn.doubleShift,
      used: s.secTurn.used,
      activated: s.secTurn.activated.slice(),
      plays: s.secTurn.plays.slice(),
      alarmLinked: s.secTurn.alarmLinked,
      forcedMarch: s.secTurn.forcedMarch.slice(),
      reinforcements: s.secTurn.reinforcements,
    },
    hand: { ...s.hand },
    discards: s.discards.slice(),
    heat: s.heat.slice(),
    pending: s.pending,
    result: s.result,
    stats: { inputs: s.stats.inputs },
  };
}
