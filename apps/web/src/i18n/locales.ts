/** The languages the game speaks, each named in its own words for the picker. */
export const LOCALES = ['en', 'ru', 'zh-CN', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  ru: 'Русский',
  'zh-CN': '简体中文',
  'pt-BR': 'Português (Brasil)',
};

/** The locale Intl formats with: the game's English is British ("A, B and C", "neighbour"). */
export const INTL_LOCALE: Record<Locale, string> = {
  en: 'en-GB',
  ru: 'ru',
  'zh-CN': 'zh-CN',
  'pt-BR': 'pt-BR',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The supported locale for a language tag, if any: exact first ("pt-BR"), then by language
 * ("pt-PT" and "pt" read Brazilian Portuguese, any Chinese reads simplified Chinese), case-blind.
 */
export function matchLocale(tag: string): Locale | null {
  const wanted = tag.trim().toLowerCase();
  if (!wanted) return null;
  const exact = LOCALES.find((l) => l.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split(/[-_]/)[0];
  return LOCALES.find((l) => l.toLowerCase().split('-')[0] === language) ?? null;
}

export interface LocaleSources {
  /** `?lang=` in the page's address. */
  query: string | null;
  /** What this browser picked before. */
  stored: string | null;
  /** `navigator.languages`, most wanted first. */
  languages: readonly string[];
}

/** Which language to show: a link's `?lang=` first, then the browser's memory, then its languages. */
export function chooseLocale(sources: LocaleSources): Locale {
  for (const candidate of [sources.query, sources.stored]) {
    const locale = candidate ? matchLocale(candidate) : null;
    if (locale) return locale;
  }
  for (const tag of sources.languages) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
