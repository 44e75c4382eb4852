/**
 * The one catalogue of player-facing strings. `t('key', {name})` fills {name} placeholders in
 * the language picked; keys are typed, so a missing string is a compile error, not a blank button.
 * Numbers are written the language's way, plural messages pick their wording by count, and lists
 * are joined by `Intl.ListFormat`.
 */
import { loadTranslation } from './catalogues.js';
import { english } from './en/index.js';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from './locales.js';
import { isPlural, type Message, type PluralMessage } from './message.js';

export type MessageKey = keyof typeof english;
export type Params = Record<string, string | number>;

interface Active {
  locale: Locale;
  messages: Readonly<Record<string, Message>>;
  plurals: Intl.PluralRules;
  numbers: Intl.NumberFormat;
  lists: Intl.ListFormat;
}

let active: Active = activate(DEFAULT_LOCALE, english);
const listeners = new Set<(locale: Locale) => void>();

function activate(locale: Locale, messages: Readonly<Record<string, Message>>): Active {
  const intl = INTL_LOCALE[locale];
  return {
    locale,
    messages,
    plurals: new Intl.PluralRules(intl),
    numbers: new Intl.NumberFormat(intl, { maximumFractionDigits: 2 }),
    lists: new Intl.ListFormat(intl, { style: 'long', type: 'conjunction' }),
  };
}

/** The language strings are given in now. */
export function currentLocale(): Locale {
  return active.locale;
}

/**
 * Switches every later `t()` to `locale`, fetching its catalogue first when needed, sets
 * `<html lang>`, then tells the listeners so the screens draw themselves again.
 */
export async function setLocale(locale: Locale): Promise<void> {
  if (locale === active.locale) return;
  const messages = locale === 'en' ? english : await loadTranslation(locale);
  active = activate(locale, messages);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const listener of listeners) listener(locale);
}

/** Called after each switch of language; returns the unsubscribe. */
export function onLocaleChange(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function t(key: MessageKey, params: Params = {}): string {
  return render(lookup(key) ?? key, params);
}

/** A key built at run time (tile kinds, card ids): falls back to `fallback` when unknown. */
export function tDynamic(key: string, params: Params = {}, fallback = key): string {
  const message = lookup(key);
  return message === undefined ? fallback : render(message, params);
}

export function hasKey(key: string): key is MessageKey {
  return key in english;
}

/** A number written the language's way (12,345 · 12 345 · 12.345). */
export function formatNumber(value: number): string {
  return active.numbers.format(value);
}

/** Words joined the language's way: "A, B and C" · "A, B и C" · "A、B和C". */
export function formatList(items: readonly string[]): string {
  return active.lists.format(items);
}

function lookup(key: string): Message | undefined {
  // A translation lacks nothing (the types see to it); English stands in for a key added later.
  return active.messages[key] ?? (english as Record<string, Message>)[key];
}

function render(message: Message, params: Params): string {
  return fill(isPlural(message) ? pluralForm(message, params[message.count]) : message, params);
}

function pluralForm(message: PluralMessage, count: string | number | undefined): string {
  if (typeof count !== 'number') return message.other;
  return message[active.plurals.select(count)] ?? message.other;
}

/**
 * Fills {name} placeholders, numbers formatted. A value that already ends in its own stop
 * ("E.M.P.", "Squeak!") gets no second full stop after it.
 */
function fill(text: string, params: Params): string {
  return text.replace(/\{(\w+)\}(\.?)/g, (whole, name: string, stop: string) => {
    const param = params[name];
    if (param === undefined) return whole;
    const value = typeof param === 'number' ? active.numbers.format(param) : param;
    return stop && /[.!?。！？]$/.test(value) ? value : value + stop;
  });
}
