/**
 * Messages a language may leave as English wrote them: proper names and symbols (the game's
 * name, language names). Each entry is a key whose value is allowed to equal the English one.
 */
import type { TranslatedLocale } from './catalogues.js';

const everywhere = ['app.title'];

export const SAME_AS_ENGLISH: Record<TranslatedLocale, readonly string[]> = {
  ru: [
    ...everywhere,
    // A sample room code: codes are Latin letters and digits in every language.
    'home.codePlaceholder',
  ],
  'zh-CN': [...everywhere],
  'pt-BR': [...everywhere],
};
