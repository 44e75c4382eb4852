/** English, the default: loads with the page. Every other catalogue translates exactly these keys. */
import { errors } from './errors.js';
import { extras } from './extras.js';
import { game } from './game.js';
import { log } from './log.js';
import { rules } from './rules.js';
import { spies } from './spies.js';
import { ui } from './ui.js';

export const english = { ...ui, ...game, ...log, ...errors, ...extras, ...rules, ...spies } as const;
