/**
 * The security board (A-R15.2): what the security seat knows, projected from the state's
 * `known…` fields and public facts. Every validation and legal action of the security seat
 * reads this projection and nothing else (A-R15.3, A-D35), so two true states with the same
 * security board give security the same choices and the same errors.
 */
import { type LightPools, lightPools } from './geometry/light.js';
import { type Terrain, terrainOf } from './geometry/terrain.js';
import { mapById } from './maps/index.js';
import type { MapDef } from './maps/types.js';
import type {
  ActivationState,
  AsymState,
  CameraKind,
  RoleId,
  SecurityCardId,
  SecurityTurnState,
  Sighting,
  SpyCardId,
  Stage,
  UnitKind,
  WeaponId,
} from './types.js';

export interface SecUnit {
  id: number;
  kind: UnitKind;
  cell: number;
  civilian: number;
  direct: number[];
  aim: string | null;
}

export interface SecCamera {
  id: number;
  kind: CameraKind;
  cell: number;
  aim: string | null;
  direct: number[];
}

export interface SecPerimeterCamera {
  id: number;
  mount: number;
  cell: number;
  direct: number[];
}

export interface SecSpy {
  seat: number;
  name: string;
  role: RoleId | null;
  weapon: WeaponId | null;
  weaponSpent: boolean;
  handSize: number;
  caught: boolean;
  sighting: Sighting | null;
  played: SpyCardId[];
}

export interface SecBoard {
  map: MapDef;
  /** Doors, gates and breaches as security knows them (A-R6.16). */
  terrain: Terrain;
  /** Light from the lamps as last known (A-R7.6). */
  light: LightPools;
  stage: Stage;
  turn: number;
  phase: number;
  alarm: number;
  minimum: number;
  noiseCount: number;
  pendingReinforcements: number;
  reserve: { ordinary: number; nightVision: number };
  houseLights: boolean;
  /** Units and civilians as last known; dead ones stay until learned (A-R8.5). */
  units: SecUnit[];
  /** Cameras not known to be destroyed, with their believed watch. */
  cameras: SecCamera[];
  perimeterCameras: SecPerimeterCamera[];
  /** Lamps known destroyed, and generators out (always known, A-R7.4). */
  lampsKnownDestroyed: boolean[];
  generatorsOut: boolean[];
  camerasKnownDestroyed: number[];
  /** Cut wires security has noticed (edge indices). */
  cutWires: number[];
  /** Openings as known: state open, breached (by opening index). */
  openings: Array<{ open: boolean; breach: boolean }>;
  alarmTokens: Array<{ id: number; opening: number; spent: boolean }>;
  bugs: Array<{ id: number; cell: number; spent: boolean }>;
  /** Document tokens on the security board (A-R11.7 delay). */
  documents: number[];
  dog: { cell: number; path: number[] } | null;
  noise: number[];
  lastNoise: number;
  spies: SecSpy[];
  heat: Array<{ turn: number; zones: string[] }>;
  hand: Record<SecurityCardId, number>;
  discards: SecurityCardId[];
  secTurn: SecurityTurnState;
  activation: ActivationState | null;
  /** Setup progress: how many of each piece security has placed. */
  placed: {
    units: Record<string, number>;
    cameras: number;
    perimeterCameras: number;
    alarmTokens: number;
    documents: number;
    civilians: number;
  };
  result: AsymState['result'];
}

export function securityBoard(s: AsymState): SecBoard {
  const map = mapById(s.mapId) as MapDef;
  const terrain = terrainOf(map, {
    open: s.openings.map((o) => o.knownOpen),
    breach: s.openings.map((o) => o.knownBreach),
    cutWires: s.knownCutWires,
  });
  const generatorsOut = s.generators.map((g) => g.out);
  const lampsKnownDestroyed = s.lamps.map((l) => l.knownDestroyed);
  const light = lightPools(terrain, {
    lampOn: map.lamps.map((l, i) => {
      if (lampsKnownDestroyed[i]) return false;
      const g = l.generator === null ? -1 : map.generators.findIndex((x) => x.id === l.generator);
      return g < 0 || !generatorsOut[g];
    }),
    houseLights: s.houseLights,
  });
  const placedUnits: Record<string, number> = {};
  for (const u of s.units) placedUnits[u.kind] = (placedUnits[u.kind] ?? 0) + 1;
  return {
    map,
    terrain,
    light,
    stage: s.stage,
    turn: s.turn,
    phase: s.phase,
    alarm: s.alarm,
    minimum: s.minimum,
    noiseCount: s.noiseCount,
    pendingReinforcements: s.pendingReinforcements,
    reserve: s.reserve,
    houseLights: s.houseLights,
    units: s.units
      .filter((u) => u.onSecBoard)
      .map((u) => ({
        id: u.id,
        kind: u.kind,
        cell: u.cell,
        civilian: u.civilian,
        direct: u.direct,
        aim: u.aim,
      })),
    cameras: s.cameras
      .filter((c) => !c.knownDestroyed)
      .map((c) => ({ id: c.id, kind: c.kind, cell: c.cell, aim: c.aim, direct: c.direct })),
    perimeterCameras: s.perimeterCameras
      .filter((p) => !p.knownDestroyed)
      .map((p) => ({
        id: p.id,
        mount: p.mount,
        cell: map.perimeterMounts[p.mount]?.cell ?? -1,
        direct: p.direct,
      })),
    lampsKnownDestroyed,
    generatorsOut,
    camerasKnownDestroyed: [
      ...s.cameras.filter((c) => c.knownDestroyed).map((c) => c.id),
      ...s.perimeterCameras.filter((p) => p.knownDestroyed).map((p) => p.id),
    ],
    cutWires: s.knownCutWires,
    openings: s.openings.map((o) => ({ open: o.knownOpen, breach: o.knownBreach })),
    alarmTokens: s.alarmTokens.map((t) => ({ id: t.id, opening: t.opening, spent: t.spent })),
    bugs: s.bugs.map((b) => ({ id: b.id, cell: b.cell, spent: b.spent })),
    documents: s.documents.filter((d) => d.onSec).map((d) => d.cell),
    dog: s.secDog,
    noise: s.noise,
    lastNoise: s.lastNoise,
    spies: s.spies.map((p) => ({
      seat: p.seat,
      name: s.setup.seats[p.seat]?.name ?? `Spy ${p.seat}`,
      role: p.confirmed ? p.role : null,
      weapon: p.confirmed ? p.weapon : null,
      weaponSpent: p.weaponSpent,
      handSize: p.confirmed ? p.hand.length : 0,
      caught: p.status === 'caught',
      sighting: p.sighting,
      played: p.played,
    })),
    heat: s.heat,
    hand: s.hand,
    discards: s.discards,
    secTurn: s.secTurn,
    activation: s.activation,
    placed: {
      units: placedUnits,
      cameras: s.cameras.length,
      perimeterCameras: s.perimeterCameras.length,
      alarmTokens: s.alarmTokens.length,
      documents: s.documents.length,
      civilians: placedUnits.civilian ?? 0,
    },
    result: s.result,
  };
}

/** Security figures shown on a cell: units (dead ones until learned) and the dog (A-R2.9). */
export function secOccupied(b: SecBoard, cell: number): boolean {
  return b.units.some((u) => u.cell === cell) || b.dog?.cell === cell;
}
