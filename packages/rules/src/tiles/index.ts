/** The rules of every room tile kind, one file each (R6.1–R6.18). */
import type { TileKind } from '../types.js';
import { atrium } from './atrium.js';
import { camera } from './camera.js';
import { computerFingerprint, computerLaser, computerMotion } from './computer.js';
import { deadbolt } from './deadbolt.js';
import { detector } from './detector.js';
import { fingerprint } from './fingerprint.js';
import { foyer } from './foyer.js';
import { keypad } from './keypad.js';
import { laboratory } from './laboratory.js';
import { laser } from './laser.js';
import { lavatory } from './lavatory.js';
import { motion } from './motion.js';
import type { TileRules } from './rules.js';
import { safe } from './safe.js';
import { secretDoor } from './secret-door.js';
import { serviceDuct } from './service-duct.js';
import { stairs } from './stairs.js';
import { thermo } from './thermo.js';
import { walkway } from './walkway.js';

export const TILE_RULES: Record<TileKind, TileRules> = {
  atrium,
  camera,
  'computer-fingerprint': computerFingerprint,
  'computer-laser': computerLaser,
  'computer-motion': computerMotion,
  deadbolt,
  detector,
  fingerprint,
  foyer,
  keypad,
  laboratory,
  laser,
  lavatory,
  motion,
  safe,
  'secret-door': secretDoor,
  'service-duct': serviceDuct,
  stairs,
  thermo,
  walkway,
};

const NONE: TileRules = {};

/** The rules of a tile kind; none for the void or a kind not known (a face-down tile in a view). */
export function rulesOf(kind: TileKind | 'void' | null): TileRules {
  return kind === 'void' || kind === null ? NONE : TILE_RULES[kind];
}
