/** R6.3 Computer (Fingerprint, Laser, Motion): holds up to 6 hack tokens (Hack action, R5.6). */
import type { HackableAlarm } from '../alarms.js';
import type { TileKind } from '../types.js';
import type { TileRules } from './rules.js';

export const MAX_HACK_TOKENS = 6;

/** The Computer whose hack tokens cancel each kind of alarm (R6.0.4). */
export const COMPUTER_OF = {
  fingerprint: 'computer-fingerprint',
  laser: 'computer-laser',
  motion: 'computer-motion',
} as const satisfies Record<HackableAlarm, TileKind>;

export const computerFingerprint: TileRules = { hackFor: 'fingerprint' };
export const computerLaser: TileRules = { hackFor: 'laser' };
export const computerMotion: TileRules = { hackFor: 'motion' };

export function isComputer(kind: TileKind | 'void' | null): boolean {
  return kind === 'computer-fingerprint' || kind === 'computer-laser' || kind === 'computer-motion';
}
