import { describe, expect, it } from 'vitest';
import { chooseLocale, matchLocale } from './locales.js';
import { type LanguagePage, rememberLocale, startLocale } from './preference.js';

describe('picking the language', () => {
  it('matches language tags exactly, then by language', () => {
    expect(matchLocale('ru-RU')).toBe('ru');
    expect(matchLocale('pt')).toBe('pt-BR');
    expect(matchLocale('pt-PT')).toBe('pt-BR');
    expect(matchLocale('zh')).toBe('zh-CN');
    expect(matchLocale('zh-Hans-CN')).toBe('zh-CN');
    expect(matchLocale('ZH-cn')).toBe('zh-CN');
    expect(matchLocale('en-US')).toBe('en');
    expect(matchLocale('de-DE')).toBeNull();
    expect(matchLocale('')).toBeNull();
  });

  it("takes a link's ?lang= over the browser's memory, and the memory over navigator.languages", () => {
    expect(chooseLocale({ query: 'ru', stored: 'pt-BR', languages: ['zh-CN'] })).toBe('ru');
    expect(chooseLocale({ query: 'xx', stored: 'pt-BR', languages: ['zh-CN'] })).toBe('pt-BR');
    expect(chooseLocale({ query: null, stored: null, languages: ['de-DE', 'zh-TW', 'en'] })).toBe('zh-CN');
    expect(chooseLocale({ query: null, stored: null, languages: ['de-DE', 'fr'] })).toBe('en');
  });

  it('remembers a ?lang= and takes it out of the address, keeping the rest', () => {
    const stored = new Map<string, string>();
    let address = '';
    const page: LanguagePage = {
      storage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) },
      location: { search: '?lang=pt&x=1', pathname: '/r/ABC234', hash: '#seat' },
      languages: ['en'],
      replaceAddress: (a) => {
        address = a;
      },
    };
    expect(startLocale(page)).toBe('pt-BR');
    expect(address).toBe('/r/ABC234?x=1#seat');
    expect(startLocale({ ...page, location: { search: '', pathname: '/', hash: '' } })).toBe('pt-BR');
    rememberLocale(page.storage, 'ru');
    expect(startLocale({ ...page, location: { search: '', pathname: '/', hash: '' } })).toBe('ru');
  });
});
