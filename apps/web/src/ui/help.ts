/**
 * The keys and help overlay, opened with "?", the same for every game: the game's keys, how
 * the mouse and touch work, and the way to the rules and to the first-game guide again.
 */
import { t } from '../i18n/index.js';
import { type AlertControls, AlertSettings } from './alertSettings.js';
import { h } from './dom.js';
import { isTouchScreen } from './touch.js';

/** A key (or keys) and what it does. */
export interface HelpKey {
  keys: string[];
  text: string;
}

export interface HelpActions {
  close(): void;
  /** Opens the rules book, when the game has one. */
  rules?: () => void;
  /** Shows the first-game guide again, when the game has one. */
  guide?: () => void;
  /** The player's "your turn" alerts (sound, notification), for every game. */
  alerts?: AlertControls;
}

/** The heist's keys. */
export const heistKeys = (): HelpKey[] => [
  { keys: ['←', '↑', '→', '↓'], text: t('help.arrows') },
  { keys: ['Enter'], text: t('help.enter') },
  { keys: ['P'], text: t('help.p') },
  { keys: ['E'], text: t('help.e') },
  { keys: ['U'], text: t('help.u') },
  { keys: ['L'], text: t('help.l') },
  { keys: ['T'], text: t('help.t') },
  { keys: ['R'], text: t('help.r') },
  { keys: ['+', '−'], text: t('help.zoom') },
  { keys: ['0'], text: t('help.fit') },
  { keys: ['Esc'], text: t('help.esc') },
  { keys: ['?'], text: t('help.question') },
];

export class HelpOverlay {
  readonly el: HTMLElement;
  /** Mouse words: left out on a touch screen, which has no mouse to click with. */
  private readonly guideButton: HTMLButtonElement;
  private readonly mouseLine: HTMLElement | null;
  private readonly hasGuide: boolean;
  private readonly alerts: AlertSettings | null;

  constructor(
    actions: HelpActions,
    keys: readonly HelpKey[],
    /** How the board works with a mouse and by touch (the heist's board pans and zooms); none: left out. */
    board: { mouse: string; touch: string } | null = { mouse: t('help.mouse'), touch: t('help.touch') },
  ) {
    this.mouseLine = board ? h('p', { class: 'muted', 'data-testid': 'help-mouse' }, board.mouse) : null;
    this.guideButton = h(
      'button',
      {
        class: 'ghost',
        type: 'button',
        'data-testid': 'open-guide',
        onclick: () => {
          actions.close();
          actions.guide?.();
        },
      },
      t('guide.reopen'),
    );
    this.hasGuide = actions.guide !== undefined;
    this.alerts = actions.alerts ? new AlertSettings(actions.alerts) : null;
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
        onclick: (e: Event) => e.target === this.el && actions.close(),
      },
      h(
        'div',
        { class: 'help-card' },
        h('h2', {}, t('help.title')),
        h('table', {}, ...keys.map((k) => row(k.keys, k.text))),
        this.mouseLine,
        board ? h('p', { class: 'muted' }, board.touch) : null,
        this.alerts?.el,
        h(
          'div',
          { class: 'buttons' },
          h('button', { class: 'primary', type: 'button', onclick: () => actions.close() }, t('help.close')),
          actions.rules
            ? h(
                'button',
                { class: 'ghost', type: 'button', onclick: () => actions.rules?.() },
                t('rules.openLabel'),
              )
            : null,
          this.guideButton,
        ),
      ),
    );
  }

  /** `inGame`: the first-game guide (when the game has one) can be shown again from here. */
  update(open: boolean, inGame = false): void {
    if (open && this.mouseLine) this.mouseLine.hidden = isTouchScreen();
    // On opening only: a render while the browser asks for permission must not untick the box.
    if (open && this.el.hidden) this.alerts?.refresh();
    this.guideButton.hidden = !inGame || !this.hasGuide;
    this.el.hidden = !open;
  }
}
