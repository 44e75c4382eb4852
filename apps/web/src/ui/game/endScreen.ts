/** End of the heist: won or lost, how, and the game's statistics. */
import type { PlayerView } from '@safecrackers/rules';
import { t } from '../../i18n/index.js';
import type { Commands } from '../commands.js';
import { h, replace } from '../dom.js';

export class EndScreen {
  readonly el = h('div', {
    class: 'end-screen',
    role: 'dialog',
    'aria-modal': 'true',
    'data-testid': 'end',
    hidden: true,
  });
  private dismissed = false;

  constructor(private readonly commands: Commands) {}

  update(view: PlayerView | null, code?: string): void {
    if (!view || view.outcome === 'playing' || this.dismissed) {
      this.el.hidden = true;
      if (view?.outcome === 'playing') this.dismissed = false;
      return;
    }
    if (!this.el.hidden) return;
    this.el.hidden = false;
    const won = view.outcome === 'won';
    const s = view.stats;
    const stat = (label: string, value: number) =>
      h(
        'div',
        { class: 'stat' },
        h('span', { class: 'stat-value' }, String(value)),
        h('span', { class: 'stat-label' }, label),
      );
    replace(
      this.el,
      h(
        'div',
        { class: `end-card ${won ? 'won' : 'lost'}` },
        h('h2', {}, t(won ? 'end.won' : 'end.lost')),
        h('p', {}, won ? t('end.wonHow') : (view.lossReason ?? t('end.lostHow'))),
        h('h3', {}, t('end.stats')),
        h(
          'div',
          { class: 'stats' },
          stat(t('end.turns'), s.turns),
          stat(t('end.actions'), s.actions),
          stat(t('end.alarms'), s.alarms),
          stat(t('end.stealthLost'), s.stealthLost),
          stat(t('end.tilesRevealed'), s.tilesRevealed),
          stat(t('end.safesOpened'), s.safesOpened),
        ),
        h(
          'div',
          { class: 'buttons' },
          h(
            'button',
            { class: 'primary', type: 'button', onclick: () => this.commands.leave() },
            t('end.home'),
          ),
          code
            ? h(
                'a',
                { class: 'button ghost', href: `/replay/${code}`, 'data-testid': 'end-replay' },
                t('replay.watch'),
              )
            : null,
          h(
            'button',
            {
              class: 'ghost',
              type: 'button',
              onclick: () => {
                this.dismissed = true;
                this.el.hidden = true;
              },
            },
            t('end.board'),
          ),
        ),
      ),
    );
  }
}
