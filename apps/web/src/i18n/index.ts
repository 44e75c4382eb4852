/**
 * The one catalogue of player-facing strings. `t('key', {name})` fills {name} placeholders.
 * Keys are typed, so a missing string is a compile error, not a blank button.
 */
import { errors } from './en/errors.js';
import { extras } from './en/extras.js';
import { game } from './en/game.js';
import { log } from './en/log.js';
import { rules } from './en/rules.js';
import { spies } from './en/spies.js';
import { ui } from './en/ui.js';

const catalogue = { ...ui, ...game, ...log, ...errors, ...extras, ...rules, ...spies } as const;

export type MessageKey = keyof typeof catalogue;
export type Params = Record<string, string | number>;

export function t(key: MessageKey, params: Params = {}): string {
  return fill(catalogue[key], params);
}

/**
 * A string about a count: the key's singular form (`<key>One`, "1 safe die") when the count is
 * 1 and the catalogue has one, else the key itself ("3 safe dice").
 */
export function tCount(key: MessageKey, count: number, params: Params = {}): string {
  const one = `${key}One`;
  return count === 1 && hasKey(one) ? t(one, params) : t(key, params);
}

/** A key built at run time (tile kinds, card ids): falls back to `fallback` when unknown. */
export function tDynamic(key: string, params: Params = {}, fallback = key): string {
  const text = (catalogue as Record<string, string>)[key];
  return text === undefined ? fallback : fill(text, params);
}

export function hasKey(key: string): key is MessageKey {
  return key in catalogue;
}

/**
 * Fills {name} placeholders. A value that already ends in its own stop ("E.M.P.", "Squeak!")
 * gets no second full stop after it.
 */
function fill(text: string, params: Params): string {
  return text.replace(/\{(\w+)\}(\.?)/g, (whole, name: string, stop: string) => {
    if (params[name] === undefined) return whole;
    const value = String(params[name]);
    return stop && /[.!?]$/.test(value) ? value : value + stop;
  });
}
