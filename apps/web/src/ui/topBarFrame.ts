/**
 * The top bar every game's screen has: the brand, the room code (a tap copies the invite
 * link), the game's own status in the middle, the connection, the language picker, the rules
 * and the keys when the game has them, and Leave. Each game fills the middle (the heist: the
 * crew and their stealth; the spies game: the turn, the alarm and the stage). On a phone the
 * tools go behind a Menu button (issue 33).
 */

import { currentLocale, t } from '../i18n/index.js';
import type { Locale } from '../i18n/locales.js';
import { BarMenu } from './barMenu.js';
import { h, replace } from './dom.js';
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

/**
 * Fills a game's top bar and keeps it filled: the brand, the game's status and the connection,
 * then the tools (the rules, the keys and help, the language, the room code, Leave). On a phone
 * the tools are behind one Menu button (barMenu.ts); wide, they sit in the bar as before (the
 * styles put the code back beside the brand).
 */
export class TopBarFrame {
  private readonly menu = new BarMenu();
  /** The latest parts: the tools, drawn once, call what the game says now. */
  private parts: TopBarParts | null = null;
  private toolsKey = '';

  constructor(private readonly bar: HTMLElement) {}

  fill(p: TopBarParts): void {
    this.parts = p;
    this.menu.label(t('game.menu'));
    const key = JSON.stringify([
      p.code,
      p.codeTestId ?? '',
      !!p.rules,
      !!p.help,
      p.leaveText,
      currentLocale(),
    ]);
    if (key !== this.toolsKey) {
      this.toolsKey = key;
      replace(this.menu.tools, ...this.tools(p));
    }
    // The menu stays in the bar across redraws: still open, the focus still in it.
    for (const node of [...this.bar.childNodes]) if (node !== this.menu.el) node.remove();
    if (this.menu.el.parentElement !== this.bar) this.bar.append(this.menu.el);
    const status = p.status.filter((node): node is Node => node !== null);
    this.menu.el.before(
      h('span', { class: 'brand' }, p.brand),
      ...status,
      h(
        'span',
        { class: `net ${p.online ? 'online' : 'offline'}`, 'data-testid': 'net-status' },
        p.online ? t('net.online') : t('net.offline'),
      ),
    );
  }

  private tools(p: TopBarParts): Array<Node | null> {
    const run = (action: (parts: TopBarParts) => void) => () =>
      this.menu.run(() => {
        if (this.parts) action(this.parts);
      });
    const language = languagePicker((locale) => this.parts?.language(locale), true);
    language.append(h('span', { class: 'menu-only' }, t('language.label')));
    return [
      p.rules
        ? h(
            'button',
            {
              class: 'ghost small rules-button',
              type: 'button',
              title: `${t('rules.openLabel')} (R)`,
              'aria-keyshortcuts': 'R',
              'data-testid': 'open-rules',
              onclick: run((parts) => parts.rules?.()),
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
              title: `${t('help.title')} (?)`,
              'aria-keyshortcuts': '?',
              'data-testid': 'open-help',
              onclick: run((parts) => parts.help?.()),
            },
            h('span', { class: 'keys-mark', 'aria-hidden': 'true' }, '?'),
            // The bar shows "?" alone; the menu, and a screen reader, the words.
            h('span', { class: 'keys-word' }, t('topMenu.help')),
          )
        : null,
      language,
      h(
        'div',
        { class: 'bar-code' },
        h('span', { class: 'menu-only' }, t('topMenu.code')),
        h(
          'button',
          {
            class: 'code-chip',
            type: 'button',
            title: t('lobby.copyLink'),
            ...(p.codeTestId ? { 'data-testid': p.codeTestId } : {}),
            onclick: () => this.parts?.copyLink(`${location.origin}/r/${this.parts.code}`),
          },
          p.code,
        ),
      ),
      h(
        'button',
        { class: 'ghost small leave', type: 'button', onclick: run((parts) => parts.leave()) },
        p.leaveText,
      ),
    ];
  }
}

/** The bar's contents for a game that redraws the bar itself (its menu closes on a redraw). */
export function topBarParts(p: TopBarParts): Node[] {
  const bar = h('header');
  new TopBarFrame(bar).fill(p);
  return [...bar.childNodes];
}
