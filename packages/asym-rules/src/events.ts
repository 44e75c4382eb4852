/**
 * Events, in the order they happened (A-R15.5). `audience: 'all'` events are announcements
 * every seat and spectator receives; they name a spy only where A-R15.5 allows (spy done, a
 * played card, a spent weapon, a sighting or catch, the dog's arrival). `audience: 'spies'`
 * events carry the private detail only spy seats may see. Use eventsFor() to filter.
 *
 * Spy windows (A-R15.8): `spyWindow` events mark where a window opens and closes. For the
 * spies' turn the events inside flow as they happen and the "spy done" events follow the
 * close; for the dog (phase 3) and Search windows the events between open and close are the
 * window's result. A server holds a window's closing events until the window has lasted its
 * fixed minimum.
 */

import type { ShotTarget } from './actions.js';
import type { CellName, Dir } from './geometry/cells.js';
import type {
  CameraKind,
  Mode,
  OutcomeReason,
  Posture,
  RoleId,
  SecurityCardId,
  SpyCardId,
  UnitKind,
  WeaponId,
} from './types.js';

export type DeviceRef =
  | { kind: 'lamp'; id: string }
  | { kind: 'camera'; id: number }
  | { kind: 'perimeterCamera'; id: number };

export type Detector =
  | { kind: 'unit'; id: number }
  | { kind: 'civilian'; id: number }
  | { kind: 'camera'; id: number }
  | { kind: 'perimeterCamera'; id: number }
  | { kind: 'dog' }
  | { kind: 'search'; unit: number };

export type PublicEvent =
  // Setup and flow.
  | {
      type: 'unitPlaced';
      unit: number;
      kind: UnitKind;
      cell: CellName;
      cause: 'setup' | 'reinforcement' | 'card';
    }
  | { type: 'cameraPlaced'; camera: number; kind: CameraKind; cell: CellName; cause: 'setup' | 'card' }
  | { type: 'perimeterCameraPlaced'; camera: number; mount: string }
  | { type: 'alarmTokenPlaced'; token: number; opening: string }
  | { type: 'documentPlaced'; cell: CellName }
  | { type: 'bugPlaced'; bug: number; cell: CellName }
  | { type: 'markedTokenDrawn' }
  | { type: 'loadoutConfirmed'; seat: number; role: RoleId; weapon: WeaponId; handSize: number }
  | { type: 'turnStarted'; turn: number }
  | { type: 'phaseStarted'; turn: number; phase: number }
  | { type: 'spyWindow'; window: 'spies' | 'dog' | 'search'; open: boolean }
  | { type: 'spyDone'; seat: number }
  // Noise and alarm.
  | { type: 'noisePlaced'; cell: CellName }
  | { type: 'alarmChanged'; from: number; to: number; cause: AlarmCause }
  | { type: 'minimumChanged'; from: number; to: number; cause: 'catch' | 'killLearned' }
  | { type: 'reinforcementsDue'; count: number }
  | { type: 'houseLights' }
  // Detection and findings.
  | { type: 'spotted'; seat: number; cell: CellName; by: Detector }
  | { type: 'caught'; seat: number; cell: CellName; by: Detector }
  | { type: 'unitDead'; unit: number }
  | { type: 'bodyFound'; cell: CellName; of: number | 'dog' }
  | { type: 'documentGone'; cell: CellName; cause: 'delay' | 'bug' }
  | { type: 'alarmTokenTriggered'; token: number; opening: string }
  | { type: 'bugTriggered'; bug: number; cell: CellName }
  | { type: 'breachNoticed'; opening: string | null; cells: [CellName, CellName] }
  | { type: 'openingNoticed'; opening: string }
  | { type: 'deviceDestroyed'; device: DeviceRef; inSight: boolean }
  | { type: 'generatorOut'; generator: string; lamps: string[] }
  | { type: 'heatSensor'; zones: string[] }
  // Spies, as far as they show themselves.
  | { type: 'spyCardPlayed'; seat: number; card: SpyCardId }
  | { type: 'weaponSpent'; seat: number }
  // Security's own moves.
  | { type: 'securityCardPlayed'; card: SecurityCardId; target: string | null }
  | { type: 'securityInputVoid'; unit: number }
  | { type: 'unitActivated'; unit: number; points: number }
  | { type: 'unitMoved'; unit: number; from: CellName; to: CellName; cost: number }
  | { type: 'unitStopped'; unit: number; at: CellName }
  | { type: 'unitDoor'; unit: number; opening: string; to: 'open' | 'locked'; changed: boolean }
  | { type: 'unitReplaced'; unit: number; kind: UnitKind }
  | { type: 'viewed'; viewer: number; cells: CellName[]; aim: Dir | null }
  | { type: 'cameraAimed'; camera: number; aim: Dir }
  | { type: 'dogReleased'; unit: number; cell: CellName }
  | { type: 'dogRan'; path: CellName[] }
  | { type: 'dogAtEntry'; cell: CellName; opening: string | null }
  | { type: 'dogVanished' }
  | { type: 'dogDead' }
  | { type: 'gameOver'; winner: 'spies' | 'security'; reason: OutcomeReason };

export type AlarmCause =
  | 'noise'
  | 'spotted'
  | 'caught'
  | 'alarmToken'
  | 'bug'
  | 'unitDead'
  | 'deviceInSight'
  | 'breach'
  | 'generator'
  | 'dog'
  | 'bodyFound'
  | 'decay'
  | 'minimum';

export type PrivateEvent =
  | { type: 'actionBegun'; seat: number; mode: Mode }
  | { type: 'passed'; seat: number; hidden: boolean }
  | { type: 'emerged'; seat: number; cell: CellName }
  | { type: 'spyEntered'; seat: number; cell: CellName }
  | { type: 'spyMoved'; seat: number; from: CellName; to: CellName; cost: number }
  | { type: 'postureChanged'; seat: number; posture: Posture }
  | { type: 'spyLeft'; seat: number }
  | { type: 'actionEnded'; seat: number }
  | { type: 'noiseMuffled'; cell: CellName }
  | { type: 'markersPlaced'; seat: number; cells: CellName[] }
  | { type: 'documentRevealed'; seat: number; cell: CellName; marked: boolean }
  | { type: 'documentScouted'; seat: number; cell: CellName; marked: boolean }
  | { type: 'shot'; seat: number; target: ShotTarget; card: boolean }
  | { type: 'killed'; seat: number; unit: number | 'dog'; corpse: CellName }
  | { type: 'bodySank'; cell: CellName }
  | { type: 'bodyPickedUp'; seat: number; body: number }
  | { type: 'bodyDropped'; seat: number; body: number; cell: CellName }
  | { type: 'documentHandedOver'; from: number; to: number }
  | { type: 'thrown'; seat: number; cells: CellName[] }
  | { type: 'lurePlaced'; cell: CellName }
  | { type: 'camouflaged'; seat: number; cell: CellName }
  | { type: 'opened'; seat: number; opening: string; how: 'lockpick' | 'codeBreaker' | 'technician' }
  | { type: 'breached'; opening: string | null; cells: [CellName, CellName]; how: 'shot' | 'forced' | 'cut' }
  | { type: 'jammed'; seat: number; device: string }
  | { type: 'deviceHit'; device: DeviceRef }
  | { type: 'dogTarget'; target: { seat: number } | { cell: CellName } | null }
  | { type: 'dogDisplaced'; chosen: CellName; cell: CellName }
  | { type: 'softSoles' | 'rope'; seat: number };

export type AsymEvent = (PublicEvent & { audience: 'all' }) | (PrivateEvent & { audience: 'spies' });

/** The events a seat may receive: everything for spy seats, announcements for security and spectators. */
export function eventsFor(events: readonly AsymEvent[], seat: number | null): AsymEvent[] {
  if (seat !== null && seat >= 1) return events.slice();
  return events.filter((e) => e.audience === 'all');
}
