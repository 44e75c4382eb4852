/**
 * Where each language's catalogue comes from. English is in the page; the others are separate
 * chunks fetched the first time they are picked.
 */
import type { english } from './en/index.js';
import { LOCALES, type Locale } from './locales.js';
import type { Translation } from './message.js';

export type Catalogue = Translation<typeof english>;
export type TranslatedLocale = Exclude<Locale, 'en'>;

export const translations: Partial<Record<TranslatedLocale, () => Promise<Catalogue>>> = {
  // One line per language: `ru: () => import('./ru/index.js').then((m) => m.catalogue),`
  'zh-CN': () => import('./zh-CN/index.js').then((m) => m.catalogue),
  ru: () => import('./ru/index.js').then((m) => m.catalogue),
};

/** The languages a player can pick: English and every translation this build has. */
export function availableLocales(): Locale[] {
  return LOCALES.filter((l) => l === 'en' || translations[l] !== undefined);
}

export function loadTranslation(locale: TranslatedLocale): Promise<Catalogue> {
  const load = translations[locale];
  if (!load) return Promise.reject(new Error(`No catalogue for ${locale}`));
  return load();
}
