/**
 * The game state: plain JSON data (A-R16.1). Cells are indices into the map (row * cols + col);
 * the API names them ('E3'). Records of the security side carry both the truth and what the
 * security board shows (`onSecBoard`, `known…`, `direct`): the security board is a
 * projection of those fields (secboard.ts), never a second copy to keep in step.
 */
import type { RngState } from '@safecrackers/engine-kit';
import type { Dir } from './geometry/cells.js';

export type Side = 'security' | 'spy';

export interface SeatSetup {
  name: string;
  side: Side;
}

/** A-R16.4: seat 0 is security, seats 1…n are spies. Milestone 1 takes no options. */
export interface AsymSetup {
  mode: 'asym';
  mission: 'mansion' | 'camp';
  seats: SeatSetup[];
  seed: string;
  options?: Record<string, unknown>;
}

export const UNIT_KINDS = [
  'ordinary',
  'armoured',
  'dogHandler',
  'nightVision',
  'searchlight',
  'soundAmplifier',
  'civilian',
] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export const CAMERA_KINDS = ['ordinary', 'wideAngle', 'panoramic', 'nightVision'] as const;
export type CameraKind = (typeof CAMERA_KINDS)[number];

/** Milestone 1 roles (A-R0.1); Ghost, Porter and Trickster are (M2). */
export const ROLES = ['acrobat', 'marksman', 'technician', 'handler'] as const;
export const M2_ROLES = ['ghost', 'porter', 'trickster'] as const;
export type RoleId = (typeof ROLES)[number];

export const WEAPONS = ['silenced'] as const;
export const M2_WEAPONS = ['longBarrel', 'twinMagazine', 'tranquilliser'] as const;
export type WeaponId = (typeof WEAPONS)[number];

/** Milestone 1 equipment (A-R0.1); E3, E6, E11 and E12 are (M2). */
export const SPY_CARDS = ['E1', 'E2', 'E4', 'E5', 'E7', 'E8', 'E9', 'E10', 'E13', 'E14', 'E15'] as const;
export const M2_SPY_CARDS = ['E3', 'E6', 'E11', 'E12'] as const;
export type SpyCardId = (typeof SPY_CARDS)[number];

/** Milestone 1 security cards (A-R0.1); S7, S8, S10, S12–S14 are (M2). */
export const SECURITY_CARDS = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S9', 'S11'] as const;
export const M2_SECURITY_CARDS = ['S7', 'S8', 'S10', 'S12', 'S13', 'S14'] as const;
export type SecurityCardId = (typeof SECURITY_CARDS)[number];

export const MODES = ['prone', 'sneak', 'walk', 'run', 'sneakThrow'] as const;
export type Mode = (typeof MODES)[number];
export type Posture = 'standing' | 'prone';
export type SpyStatus = 'waiting' | 'onBoard' | 'out' | 'caught';

export interface UnitState {
  id: number;
  kind: UnitKind;
  cell: number;
  /** Civilian 1 or 2 (A-R11.3); 0 for other units. */
  civilian: number;
  /** Direct cells of its last view: the true watch while alive, the shown one until its death is learned. */
  direct: number[];
  /** The view choice that made `direct` (neighbour, arc middle or ray), if any. */
  aim: Dir | null;
  alive: boolean;
  /** Still on the security board: false once security has learned of its death (A-R8.5, A-R10.7). */
  onSecBoard: boolean;
  /** Spy seats it detected since its last view (A-R6.11). */
  seen: number[];
}

export interface CameraState {
  id: number;
  kind: CameraKind;
  cell: number;
  aim: Dir | null;
  /** Direct cells of its last view as security believes it (A-R8.16: a jam is not told). */
  direct: number[];
  /** Whether it truly watches: false when destroyed, jammed, or jammed until it views again. */
  watching: boolean;
  destroyed: boolean;
  knownDestroyed: boolean;
  /** Jammed until the end of the security turn of this track value (0: not jammed). */
  jammedUntil: number;
  seen: number[];
}

export interface PerimeterCameraState {
  id: number;
  /** Index into the map's perimeter mounts. */
  mount: number;
  direct: number[];
  watching: boolean;
  destroyed: boolean;
  knownDestroyed: boolean;
  jammedUntil: number;
  seen: number[];
}

export interface OpeningState {
  /** Doors, electronic doors and gates: state `open`. */
  open: boolean;
  breach: boolean;
  knownOpen: boolean;
  knownBreach: boolean;
}

export interface AlarmTokenState {
  id: number;
  opening: number;
  spent: boolean;
  /** Jammed by the Technician: never triggers; security is not told (A-R8.16). */
  disarmed: boolean;
}

export interface BugState {
  id: number;
  cell: number;
  spent: boolean;
  disarmed: boolean;
}

export interface DocumentState {
  cell: number;
  /** Still lying on the true board (not revealed). */
  onTrue: boolean;
  /** Still shown on the security board (A-R11.7 delay). */
  onSec: boolean;
  /** Track value of the round in which it was revealed. */
  revealedTurn: number;
}

export interface BodyState {
  id: number;
  cell: number;
  /** The killed unit's id, or 'dog'. */
  of: number | 'dog';
}

export interface HouseEntry {
  edge: number;
  /** The cell outside the house beside the crossed edge. */
  outside: number;
  /** The opening crossed, if any (for A-R9.5). */
  opening: number;
}

export interface Sighting {
  cell: number;
  turn: number;
  how: 'unit' | 'civilian' | 'camera' | 'perimeterCamera' | 'dog' | 'search' | 'caught';
}

export interface SpyState {
  seat: number;
  role: RoleId | null;
  weapon: WeaponId | null;
  /** The hand, ascending card order, repeats allowed. */
  hand: SpyCardId[];
  confirmed: boolean;
  weaponSpent: boolean;
  status: SpyStatus;
  cell: number;
  posture: Posture;
  camouflaged: boolean;
  carriesDocument: boolean;
  /** Body id carried, or -1. */
  carriesBody: number;
  entry: HouseEntry | null;
  sighting: Sighting | null;
  /** Document indices whose mark the spies have learned with Binoculars (E14). */
  scouted: number[];
  /** Cards played, in order (their names are public, A-R15.6). */
  played: SpyCardId[];
}

export interface ActionState {
  seat: number;
  mode: Mode;
  /** The mode's points (A-R4.2). */
  points: number;
  spent: number;
  /** The carrying penalty applies to this action (A-R4.10). */
  penalty: boolean;
  /** Where the action started, or -1 for a waiting spy. */
  start: number;
  /** Cells occupied this action, in order, without repeats (A-R4.3). */
  occupied: number[];
  steps: number;
  played: SpyCardId[];
  shot: boolean;
  pickedUp: boolean;
  dropped: boolean;
  thrown: boolean;
  softSoles: boolean;
  rope: 'none' | 'ready' | 'used';
  /** The Technician jammed: no step this action (A-R13.2, A-D101). */
  jammed: boolean;
  /** Prone mode: lay down before moving. */
  lay: boolean;
}

export interface ActivationState {
  unit: number;
  points: number;
  spent: number;
  /** A collision ended the move; only the view remains (A-R6.12). */
  moveEnded: boolean;
}

export interface SecurityTurnState {
  /** N of A-R8.4, fixed at the start of phase 5, plus Double shift. */
  n: number;
  doubleShift: number;
  used: number;
  activated: number[];
  /** Cards played this turn, with their target key (A-R14.2). */
  plays: Array<{ card: SecurityCardId; target: string }>;
  alarmLinked: number;
  forcedMarch: number[];
  /** Pending reinforcements still to place at the start of this phase 5 (A-R5.9). */
  reinforcements: number;
}

export type DogTargetOption = { kind: 'spy'; seat: number } | { kind: 'entry'; cell: number };

export type PendingPrompt =
  | {
      kind: 'emergeCell';
      seat: number;
      cells: number[];
      /** In the spy's own action, or under a Search card (then the searching unit and the seats still to resolve). */
      context: 'action' | 'search';
      unit: number;
      queue: number[];
    }
  | { kind: 'dogTarget'; options: DogTargetOption[] };

export type Stage = 'securitySetup' | 'spySetup' | 'spies' | 'security' | 'over';

export type OutcomeReason =
  | 'spies/document_out'
  | 'security/carrier_caught'
  | 'security/no_spies'
  | 'security/alarm'
  | 'security/dawn';

export interface AsymState {
  setup: AsymSetup;
  mapId: string;
  rng: RngState;
  stage: Stage;
  turn: number;
  /** Security phase 0–7 while stage is 'security'. */
  phase: number;
  alarm: number;
  minimum: number;
  noiseCount: number;
  reached6: boolean;
  reached8: boolean;
  houseLights: boolean;
  /** Learned of a killed unit (A-R10.7 minimum rise happens once). */
  killLearned: boolean;
  pendingReinforcements: number;
  reserve: { ordinary: number; nightVision: number };
  nextId: number;
  units: UnitState[];
  cameras: CameraState[];
  perimeterCameras: PerimeterCameraState[];
  lamps: Array<{ destroyed: boolean; knownDestroyed: boolean }>;
  generators: Array<{ out: boolean }>;
  openings: OpeningState[];
  cutWires: number[];
  knownCutWires: number[];
  alarmTokens: AlarmTokenState[];
  bugs: BugState[];
  documents: DocumentState[];
  /** Index of the marked document, -1 before the draw (A-R16.2). */
  marked: number;
  bodies: BodyState[];
  /** The released dog on the true board. */
  dog: { cell: number } | null;
  /** The released dog as the security board shows it, with its last run. */
  secDog: { cell: number; path: number[] } | null;
  /** The dog was killed and security has not learned it yet (A-R9.7). */
  dogDeadUnknown: boolean;
  lure: number;
  /** This round's noise markers, in placement order (public). */
  noise: number[];
  /** The most recently placed marker of the game, -1 if none (A-R9.3 (4)). */
  lastNoise: number;
  spies: SpyState[];
  /** Spies' turn: which spy seats have acted, passed or stayed hidden (by spy index). */
  done: boolean[];
  action: ActionState | null;
  activation: ActivationState | null;
  secTurn: SecurityTurnState;
  hand: Record<SecurityCardId, number>;
  discards: SecurityCardId[];
  heat: Array<{ turn: number; zones: string[] }>;
  pending: PendingPrompt | null;
  result: { winner: 'spies' | 'security'; reason: OutcomeReason } | null;
  stats: { inputs: number };
}
