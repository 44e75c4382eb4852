/** R6.13 Safe: no number, never a line tile; dice and cracking live in safes.ts. */
import type { TileRules } from './rules.js';

export const MAX_SAFE_DICE = 6;

export const safe: TileRules = {};
