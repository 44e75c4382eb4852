/**
 * Inputs. Cells are named ('E3'), units and devices by id, openings by map id ('D1').
 * A view choice `view`/`aim` is a direction: the neighbour (ordinary, armoured, civilian and
 * ordinary cameras), the middle of an arc (searchlight, wide-angle) or a ray (night-vision);
 * sound-amplifiers, dog handlers, panoramic cameras omit it (A-R8.1, A-R8.7).
 */
import type { CellName, Dir } from './geometry/cells.js';
import type { CameraKind, Mode, RoleId, SecurityCardId, SpyCardId, WeaponId } from './types.js';

// ---- Security setup (A-R11.3), in this order.
export type SetupAction =
  | { type: 'placeUnit'; kind: 'ordinary' | 'armoured' | 'dogHandler'; cell: CellName; view?: Dir }
  | { type: 'placeCamera'; kind: 'ordinary'; cell: CellName; aim: Dir }
  | { type: 'placePerimeterCamera'; mount: string }
  | { type: 'placeAlarmToken'; opening: string }
  | { type: 'placeDocument'; cell: CellName }
  | { type: 'placeCivilian'; cell: CellName; view?: Dir };

// ---- Spy loadouts (A-R13.1), each spy seat, any order.
export type LoadoutAction =
  | { type: 'chooseRole'; role: RoleId }
  | { type: 'chooseWeapon'; weapon: WeaponId }
  | { type: 'addCard'; card: SpyCardId }
  | { type: 'removeCard'; card: SpyCardId }
  | { type: 'confirmLoadout' };

/** What a spy shoots at (A-R10.1). A window is shot at its far side; a door or gate from beside it. */
export type ShotTarget =
  | { kind: 'unit'; id: number }
  | { kind: 'dog' }
  | { kind: 'lamp'; id: string }
  | { kind: 'camera'; id: number }
  | { kind: 'perimeterCamera'; id: number }
  | { kind: 'generator'; id: string }
  | { kind: 'window'; id: string }
  | { kind: 'door'; id: string };

/** What the Technician jams (A-R8.16): an alarm token (by its opening), a bug, a camera. */
export type JamTarget =
  | { kind: 'alarmToken'; opening: string }
  | { kind: 'bug'; id: number }
  | { kind: 'camera'; id: number }
  | { kind: 'perimeterCamera'; id: number };

export type SpyCardPlay =
  | { type: 'playCard'; card: 'E1'; target: ShotTarget; corpse?: CellName }
  | { type: 'playCard'; card: 'E2'; target: { kind: 'unit'; id: number } | { kind: 'dog' }; corpse: CellName }
  | { type: 'playCard'; card: 'E4'; cell: CellName }
  | { type: 'playCard'; card: 'E5'; noise?: CellName[] }
  | { type: 'playCard'; card: 'E7'; side: 'N' | 'E' | 'S' | 'W' }
  | { type: 'playCard'; card: 'E8' | 'E9' | 'E10'; opening: string }
  | { type: 'playCard'; card: 'E13' | 'E15' }
  | { type: 'playCard'; card: 'E14'; cell: CellName };

// ---- The spies' turn (section 4).
export type SpyTurnAction =
  | { type: 'beginAction'; mode: Mode; lieDown?: boolean }
  | { type: 'pass' }
  | { type: 'stayHidden' }
  | { type: 'step'; to: CellName }
  | { type: 'leave'; noise?: CellName[] }
  | { type: 'endAction'; noise?: CellName[] }
  | { type: 'shoot'; target: ShotTarget; corpse?: CellName }
  | SpyCardPlay
  | { type: 'pickUp'; body: number }
  | { type: 'drop'; cell: CellName }
  | { type: 'handOver'; to: number }
  | { type: 'throw'; cells: CellName[] }
  | { type: 'jam'; target: JamTarget }
  | { type: 'openDoor'; opening: string };

export type SecurityCardPlay =
  | { type: 'playCard'; card: 'S1' | 'S4' }
  | { type: 'playCard'; card: 'S2'; cell: CellName; view?: Dir }
  | { type: 'playCard'; card: 'S3' | 'S11'; unit: number }
  | {
      type: 'playCard';
      card: 'S5';
      unit: number;
      kind: 'nightVision' | 'searchlight' | 'soundAmplifier';
      view?: Dir;
    }
  | { type: 'playCard'; card: 'S6'; kind: CameraKind; cell: CellName; aim?: Dir }
  | { type: 'playCard'; card: 'S9'; cell: CellName };

// ---- The security turn (A-R3.4, A-R3.5).
export type SecurityTurnAction =
  | { type: 'endPhase' }
  | SecurityCardPlay
  | { type: 'placeReinforcement'; kind: 'ordinary' | 'nightVision'; cell: CellName; view?: Dir }
  | { type: 'activate'; unit: number }
  | { type: 'releaseDog'; unit: number; cell: CellName; view?: Dir }
  | { type: 'unitStep'; to: CellName }
  | { type: 'unitDoor'; opening: string; to: 'open' | 'locked' }
  | { type: 'endActivation'; view?: Dir }
  | { type: 'aimCamera'; camera: number; aim: Dir };

export type DogTargetChoice = { kind: 'spy'; seat: number } | { kind: 'entry'; cell: CellName };

// ---- Answers to prompts (A-R15.7).
export type Answer =
  | { type: 'answer'; prompt: 'emergeCell'; cell: CellName }
  | { type: 'answer'; prompt: 'dogTarget'; target: DogTargetChoice };

export type Action = SetupAction | LoadoutAction | SpyTurnAction | SecurityTurnAction | Answer;

export type { SecurityCardId, SpyCardId };
