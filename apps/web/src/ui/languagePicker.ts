/**
 * The language picker: a native select (keyboard, screen readers and phones' own pickers for
 * free). The full form names the language; the compact form for the top bars shows a globe and
 * a short tag, with the select laid invisibly over it.
 */
import { currentLocale, t } from '../i18n/index.js';
import { LOCALE_NAMES, LOCALES, type Locale } from '../i18n/locales.js';
import { h } from './dom.js';
import { globeIcon } from './svg.js';

const SHORT_TAG: Record<Locale, string> = { en: 'EN', ru: 'RU', 'zh-CN': '中文', 'pt-BR': 'PT' };

export function languagePicker(choose: (locale: Locale) => void, compact = false): HTMLElement {
  const now = currentLocale();
  const select = h(
    'select',
    {
      class: 'language-select',
      'aria-label': t('language.label'),
      'data-testid': compact ? 'language-compact' : 'language',
      onchange: (e: Event) => choose((e.target as HTMLSelectElement).value as Locale),
    },
    ...LOCALES.map((locale) =>
      h('option', { value: locale, lang: locale, selected: locale === now }, LOCALE_NAMES[locale]),
    ),
  );
  if (!compact)
    return h(
      'label',
      { class: 'language-picker' },
      globeIcon(16),
      h('span', {}, t('language.label')),
      select,
    );
  return h(
    'label',
    { class: 'language-picker compact', title: t('language.label') },
    globeIcon(14),
    h('span', { class: 'language-tag', 'aria-hidden': 'true' }, SHORT_TAG[now]),
    select,
  );
}
