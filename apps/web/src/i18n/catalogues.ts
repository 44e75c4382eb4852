/**
 * Where each language's catalogue comes from. English is in the page; the others are separate
 * chunks fetched the first time they are picked.
 */
import type { english } from './en/index.js';
import type { Locale } from './locales.js';
import type { Translation } from './message.js';

export type Catalogue = Translation<typeof english>;
export type TranslatedLocale = Exclude<Locale, 'en'>;

export const translations: Record<TranslatedLocale, () => Promise<Catalogue>> = {
  ru: () => import('./ru/index.js').then((m) => m.catalogue),
  'zh-CN': () => import('./zh-CN/index.js').then((m) => m.catalogue),
  'pt-BR': () => import('./pt-BR/index.js').then((m) => m.catalogue),
};

export function loadTranslation(locale: TranslatedLocale): Promise<Catalogue> {
  return translations[locale]();
}
