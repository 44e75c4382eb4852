/**
 * The top bar every game's screen has: the brand, the room code (a tap copies the invite
 * link), the game's own status in the middle, the connection, the language picker, the rules
 * and the keys when the game has them, and Leave. Each game fills the middle (the heist: the
 * crew and their stealth; the spies game: the turn, the alarm and the stage).
 */

import { t } from '../i18n/index.js';
import type { Locale } from '../i18n/locales.js';
import { h } from './dom.js';
import { languagePicker } from './languagePicker.js';
import { bookIcon } from './svg.js';

export interface TopBarParts {
  /** The game's name in the brand spot. */
  brand: string;
  code: string;
  /** Test id of the code chip (each game's browser tests name it). */
  codeTestId?: string;
  copyLink(link: string): void;
  /** The game's own status. */
  status: Array<Node | null>;
  online: boolean;
  language(locale: Locale): void;
  /** Opens the rules book, when the game has one. */
  rules?: () => void;
  /** Opens the keys and help, when the game has them. */
  help?: () => void;
  leave(): void;
  leaveText: string;
}

/** The bar's contents, in order. */
export function topBarParts(p: TopBarParts): Array<Node | null> {
  return [
    h('span', { class: 'brand' }, p.brand),
    h(
      'button',
      {
        class: 'code-chip',
        type: 'button',
        title: t('lobby.copyLink'),
        ...(p.codeTestId ? { 'data-testid': p.codeTestId } : {}),
        onclick: () => p.copyLink(`${location.origin}/r/${p.code}`),
      },
      p.code,
    ),
    ...p.status,
    h(
      'span',
      { class: `net ${p.online ? 'online' : 'offline'}`, 'data-testid': 'net-status' },
      p.online ? t('net.online') : t('net.offline'),
    ),
    languagePicker((locale) => p.language(locale), true),
    p.rules
      ? h(
          'button',
          {
            class: 'ghost small rules-button',
            type: 'button',
            title: `${t('rules.openLabel')} (R)`,
            'aria-keyshortcuts': 'R',
            'data-testid': 'open-rules',
            onclick: () => p.rules?.(),
          },
          bookIcon(),
          h('span', { class: 'rules-word' }, t('rules.open')),
        )
      : null,
    p.help
      ? h(
          'button',
          {
            class: 'ghost small keys-button',
            type: 'button',
            'aria-label': t('help.title'),
            title: `${t('help.title')} (?)`,
            onclick: () => p.help?.(),
          },
          '?',
        )
      : null,
    h('button', { class: 'ghost small leave', type: 'button', onclick: () => p.leave() }, p.leaveText),
  ];
}
