/** R6.3 Computer (Fingerprint, Laser, Motion): holds up to 6 hack tokens (Hack action, R5.6). */
import type { TileKind } from '../types.js';
import type { TileRules } from './rules.js';

export const MAX_HACK_TOKENS = 6;

export const computer: TileRules = {};

export function isComputer(kind: TileKind | 'void'): boolean {
  return kind === 'computer-fingerprint' || kind === 'computer-laser' || kind === 'computer-motion';
}
