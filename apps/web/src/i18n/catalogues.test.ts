/**
 * Every translation says everything English says: the same keys, the same placeholders, plural
 * wording for every plural category of its language, and nothing left in English.
 */
import { describe, expect, it } from 'vitest';
import { type Catalogue, type TranslatedLocale, translations } from './catalogues.js';
import { english } from './en/index.js';
import { INTL_LOCALE } from './locales.js';
import { isPlural, type Message } from './message.js';
import { SAME_AS_ENGLISH } from './sameAsEnglish.js';

const placeholders = (message: Message): string[] => {
  const texts = isPlural(message)
    ? Object.entries(message).flatMap(([k, v]) => (k === 'count' ? [] : [v]))
    : [message];
  const names = new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)));
  if (isPlural(message)) names.add(message.count);
  return [...names].sort();
};

describe('the catalogues', () => {
  it('exist for every language the picker offers', () => {
    expect(Object.keys(translations).sort()).toEqual(['pt-BR', 'ru', 'zh-CN']);
  });
});

describe('the English catalogue', () => {
  it('words every plural message for one and for other', () => {
    const plurals = Object.entries(english as Record<string, Message>).filter(([, m]) => isPlural(m));
    expect(plurals.length).toBeGreaterThan(10);
    for (const [key, message] of plurals)
      expect([key, isPlural(message) && !!message.one && !!message.other]).toEqual([key, true]);
  });
});

const present = Object.entries(translations) as [TranslatedLocale, () => Promise<Catalogue>][];

describe.each(present)('the %s catalogue', (locale, load) => {
  it('has every English key and no other', async () => {
    const catalogue = await load();
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
  });

  it('keeps the placeholders of every message, and plural messages plural on the same count', async () => {
    const catalogue = (await load()) as Record<string, Message>;
    const wrong = Object.entries(english as Record<string, Message>).flatMap(([key, en]) => {
      const translated = catalogue[key];
      if (translated === undefined) return [`${key}: missing`];
      if (isPlural(en) !== isPlural(translated)) return [`${key}: plural in one language only`];
      if (isPlural(en) && isPlural(translated) && en.count !== translated.count)
        return [`${key}: counts ${translated.count}, English counts ${en.count}`];
      const a = placeholders(en).join(',');
      const b = placeholders(translated).join(',');
      return a === b ? [] : [`${key}: {${b}} instead of {${a}}`];
    });
    expect(wrong).toEqual([]);
  });

  it("has a wording for every plural category of the language's Intl.PluralRules", async () => {
    const catalogue = (await load()) as Record<string, Message>;
    const categories = new Intl.PluralRules(INTL_LOCALE[locale]).resolvedOptions().pluralCategories;
    const wrong = Object.entries(catalogue).flatMap(([key, message]) =>
      isPlural(message) ? categories.filter((c) => !message[c]).map((c) => `${key}: no ${c}`) : [],
    );
    expect(wrong).toEqual([]);
  });

  it('leaves nothing in English except proper names and symbols on the allow-list', async () => {
    const catalogue = (await load()) as Record<string, Message>;
    const allowed = SAME_AS_ENGLISH[locale];
    const untranslated = Object.entries(english as Record<string, Message>).flatMap(([key, en]) => {
      const translated = catalogue[key];
      const same = JSON.stringify(translated) === JSON.stringify(en);
      // Messages with no letters at all ("{n} of {total}", "→") need no translation.
      const wordless = !/\p{L}{2,}/u.test(JSON.stringify(en).replace(/\{\w+\}/g, ''));
      return same && !wordless && !allowed.includes(key) ? [key] : [];
    });
    expect(untranslated).toEqual([]);
  });
});
