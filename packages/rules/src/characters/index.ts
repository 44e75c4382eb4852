/** Every character's active abilities, by input type (R8). Passive abilities live where they act. */
import type { Intent } from '../actions.js';
import { climbWindow, flexibility } from './acrobat.js';
import { laptop } from './hacker.js';
import { enhance, xray } from './hawk.js';
import { crybaby, reroute } from './juicer.js';
import { disrupt, distract } from './raven.js';
import { tinker } from './rigger.js';
import { disguise, orders } from './rook.js';
import type { AbilityRule } from './rules.js';
import { clairvoyance, precognition } from './spotter.js';

const ALL: AbilityRule[] = [
  flexibility,
  climbWindow,
  laptop,
  xray,
  enhance,
  crybaby,
  reroute,
  distract,
  disrupt,
  tinker,
  orders,
  disguise,
  clairvoyance,
  precognition,
];

export const ABILITIES: ReadonlyMap<Intent['type'], AbilityRule> = new Map(ALL.map((a) => [a.type, a]));
