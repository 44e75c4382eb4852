/** Brazilian Portuguese: loaded on demand when a player picks it. */
import type { Catalogue } from '../catalogues.js';
import { errors } from './errors.js';
import { extras } from './extras.js';
import { game } from './game.js';
import { log } from './log.js';
import { rules } from './rules.js';
import { spies } from './spies.js';
import { ui } from './ui.js';

export const catalogue: Catalogue = { ...ui, ...game, ...log, ...errors, ...extras, ...rules, ...spies };
