/**
 * The language this browser shows: chosen once at start from a link's `?lang=`, the browser's
 * memory, then `navigator.languages`; a pick in the game's picker is remembered for next time.
 */
import { chooseLocale, type Locale, matchLocale } from './locales.js';

const KEY = 'safecrackers.language';

export interface LanguagePage {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly location: Pick<Location, 'search' | 'pathname' | 'hash'>;
  readonly languages: readonly string[];
  /** Takes `?lang=` out of the address once it is remembered (a later pick must not lose to it). */
  replaceAddress(address: string): void;
}

export function startLocale(page: LanguagePage): Locale {
  const params = new URLSearchParams(page.location.search);
  const query = params.get('lang');
  const locale = chooseLocale({ query, stored: readStored(page.storage), languages: page.languages });
  if (query !== null) {
    if (matchLocale(query)) rememberLocale(page.storage, locale);
    params.delete('lang');
    const search = params.toString();
    page.replaceAddress(`${page.location.pathname}${search ? `?${search}` : ''}${page.location.hash}`);
  }
  return locale;
}

export function rememberLocale(storage: Pick<Storage, 'setItem'>, locale: Locale): void {
  try {
    storage.setItem(KEY, locale);
  } catch {
    // Private windows may refuse storage: the pick still holds for this page.
  }
}

function readStored(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    return storage.getItem(KEY);
  } catch {
    return null;
  }
}
