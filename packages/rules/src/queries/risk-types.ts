/** What a Move would cost or set off, as data (queries/risks.ts computes it; tiles/*.ts declare it). */
import type { LaserChoice } from '../actions.js';
import type { Pos } from '../types.js';

/** Where a stealth loss is paid from: tile tokens, the supply, or nowhere (the team is caught, R1.3). */
export type StealthSource = 'tile' | 'supply' | 'caught';

export type MoveRisk =
  /**
   * Detection on entry (R7.11): a guard on the tile ('guard'), the guard next to a Foyer, a
   * guard above or below an Atrium, or next to the Tiara's holder. Costs `stealth`, paid `from`.
   */
  | { kind: 'guard' | 'foyer' | 'atrium' | 'tiara'; stealth: number; from: StealthSource }
  /** Extra actions the Move costs: the Gemstone joining a character, a Deadbolt nobody holds open. */
  | { kind: 'gemstone' | 'deadbolt'; actions: number }
  /** A locked Keypad: the mover rolls `dice` and enters on a 6 (`chance` of at least one). */
  | { kind: 'keypad'; dice: number; chance: number }
  /**
   * The Laser (R6.10): the current player will choose among `options` (paying `actions` more,
   * a hack token, or the alarm); with no options the alarm goes off at once.
   */
  | { kind: 'laser'; options: LaserChoice[]; actions: number }
  /**
   * An alarm on entry: Fingerprint; Detector (the mover carries `cards` cards); Camera (a
   * guard stands on another camera); the Isotope on a Thermo. `hack`: the current player will
   * be asked whether to spend a hack token instead.
   */
  | { kind: 'fingerprint' | 'camera' | 'isotope'; hack: boolean }
  | { kind: 'detector'; cards: number; hack: boolean }
  /** Leaving `at`, a Motion tile entered this turn, sets off its alarm now (R6.12). */
  | { kind: 'motionExit'; at: Pos; hack: boolean }
  /** Later, not on this Move: leaving this Motion tile again this turn sets off its alarm. */
  | { kind: 'motion'; hack: boolean }
  /** Later, not on this Move: ending the turn on this Thermo sets off its alarm (R6.17). */
  | { kind: 'thermo' };

export type MoveRiskKind = MoveRisk['kind'];

export const MOVE_RISK_KINDS: readonly MoveRiskKind[] = [
  'guard',
  'foyer',
  'atrium',
  'tiara',
  'gemstone',
  'deadbolt',
  'keypad',
  'laser',
  'fingerprint',
  'camera',
  'isotope',
  'detector',
  'motionExit',
  'motion',
  'thermo',
];

/**
 * When a risk would strike: 'stealth' (a loss on entry), 'actions' (extra cost), 'roll' (a
 * Keypad roll may stop the mover), 'choice' (a prompt the current player answers), 'alarm' (an
 * alarm goes off during the Move), 'later' (only if the player stays or leaves later this turn).
 */
export type RiskEffect = 'stealth' | 'actions' | 'roll' | 'choice' | 'alarm' | 'later';

export function riskEffect(r: MoveRisk): RiskEffect {
  switch (r.kind) {
    case 'guard':
    case 'foyer':
    case 'atrium':
    case 'tiara':
      return 'stealth';
    case 'gemstone':
    case 'deadbolt':
      return 'actions';
    case 'keypad':
      return 'roll';
    case 'laser':
      return r.options.length > 0 ? 'choice' : 'alarm';
    case 'fingerprint':
    case 'camera':
    case 'isotope':
    case 'detector':
    case 'motionExit':
      return r.hack ? 'choice' : 'alarm';
    case 'motion':
    case 'thermo':
      return 'later';
  }
}
