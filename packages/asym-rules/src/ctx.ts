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

/** A copy for mutation: every record and array that resolution may change is fresh. */
export function cloneState(s: AsymState): AsymState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    reserve: { ...s.reserve },
    units: s.units.map((u) => ({ ...u, direct: u.direct.slice(), seen: u.seen.slice() })),
    cameras: s.cameras.map((c) => ({ ...c, direct: c.direct.slice(), seen: c.seen.slice() })),
    perimeterCameras: s.perimeterCameras.map((p) => ({
      ...p,
      direct: p.direct.slice(),
      seen: p.seen.slice(),
    })),
    lamps: s.lamps.map((l) => ({ ...l })),
    generators: s.generators.map((g) => ({ ...g })),
    openings: s.openings.map((o) => ({ ...o })),
    cutWires: s.cutWires.slice(),
    knownCutWires: s.knownCutWires.slice(),
    alarmTokens: s.alarmTokens.map((a) => ({ ...a })),
    bugs: s.bugs.map((b) => ({ ...b })),
    documents: s.documents.map((d) => ({ ...d })),
    bodies: s.bodies.map((b) => ({ ...b })),
    dog: s.dog ? { ...s.dog } : null,
    secDog: s.secDog ? { cell: s.secDog.cell, path: s.secDog.path.slice() } : null,
    noise: s.noise.slice(),
    spies: s.spies.map((p) => ({
      ...p,
      hand: p.hand.slice(),
      entry: p.entry ? { ...p.entry } : null,
      sighting: p.sighting ? { ...p.sighting } : null,
      scouted: p.scouted.slice(),
      played: p.played.slice(),
    })),
    done: s.done.slice(),
    action: s.action
      ? { ...s.action, occupied: s.action.occupied.slice(), played: s.action.played.slice() }
      : null,
    activation: s.activation ? { ...s.activation } : null,
    secTurn: {
      ...s.secTurn,
      activated: s.secTurn.activated.slice(),
      plays: s.secTurn.plays.map((p) => ({ ...p })),
      forcedMarch: s.secTurn.forcedMarch.slice(),
    },
    hand: { ...s.hand },
    discards: s.discards.slice(),
    heat: s.heat.map((h) => ({ turn: h.turn, zones: h.zones.slice() })),
    pending: s.pending
      ? s.pending.kind === 'dogTarget'
        ? { kind: 'dogTarget', options: s.pending.options.map((o) => ({ ...o })) }
        : { ...s.pending, cells: s.pending.cells.slice(), queue: s.pending.queue.slice() }
      : null,
    result: s.result ? { ...s.result } : null,
    stats: { ...s.stats },
  };
}
