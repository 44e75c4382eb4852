/** The keyboard help overlay, opened with "?". */
import { t } from '../i18n/index.js';
import type { Commands } from './commands.js';
import { h } from './dom.js';
import { isTouchScreen } from './touch.js';

export class HelpOverlay {
  readonly el: HTMLElement;
  /** Mouse words: left out on a touch screen, which has no mouse to click with. */
  private readonly guideButton: HTMLButtonElement;
  private readonly mouseLine = h('p', { class: 'muted', 'data-testid': 'help-mouse' }, t('help.mouse'));

  constructor(commands: Commands) {
    this.guideButton = h(
      'button',
      {
        class: 'ghost',
        type: 'button',
        'data-testid': 'open-guide',
        onclick: () => {
          commands.ui({ help: false });
          commands.guide(0);
        },
      },
      t('guide.reopen'),
    );
    const row = (keys: string[], text: string) =>
      h('tr', {}, h('td', {}, ...keys.map((k) => h('kbd', {}, k))), h('td', {}, text));
    this.el = h(
      'div',
      {
        class: 'overlay',
        role: 'dialog',
        'aria-modal': 'true',
        'aria-label': t('help.title'),
        'data-testid': 'help',
        hidden: true,
        onclick: (e: Event) => e.target === this.el && commands.ui({ help: false }),
      },
      h(
        'div',
        { class: 'help-card' },
        h('h2', {}, t('help.title')),
        h(
          'table',
          {},
          row(['←', '↑', '→', '↓'], t('help.arrows')),
          row(['Enter'], t('help.enter')),
          row(['P'], t('help.p')),
          row(['E'], t('help.e')),
          row(['U'], t('help.u')),
          row(['L'], t('help.l')),
          row(['T'], t('help.t')),
          row(['R'], t('help.r')),
          row(['+', '−'], t('help.zoom')),
          row(['0'], t('help.fit')),
          row(['Esc'], t('help.esc')),
          row(['?'], t('help.question')),
        ),
        this.mouseLine,
        h('p', { class: 'muted' }, t('help.touch')),
        h(
          'div',
          { class: 'buttons' },
          h(
            'button',
            { class: 'primary', type: 'button', onclick: () => commands.ui({ help: false }) },
            t('help.close'),
          ),
          h(
            'button',
            { class: 'ghost', type: 'button', onclick: () => commands.rules(null) },
            t('rules.openLabel'),
          ),
          this.guideButton,
        ),
      ),
    );
  }

  /** `inGame`: the first-heist guide can be shown again from here. */
  update(open: boolean, inGame = false): void {
    if (open) this.mouseLine.hidden = isTouchScreen();
    this.guideButton.hidden = !inGame;
    this.el.hidden = !open;
  }
}
