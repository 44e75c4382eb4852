/** The connection banner: visible while reconnecting, with a way home when it is hopeless. */
import { t } from '../i18n/index.js';
import type { Commands } from './commands.js';
import { h, replace } from './dom.js';

export class ConnectionBanner {
  readonly el = h('div', { class: 'banner', role: 'alert', 'data-testid': 'reconnecting', hidden: true });

  constructor(private readonly commands: Pick<Commands, 'leave'>) {}

  update(connection: string, attempt: number, closedReason: string | null): void {
    if (connection === 'reconnecting') {
      this.el.hidden = false;
      replace(
        this.el,
        h('span', { class: 'spinner', 'aria-hidden': 'true' }),
        attempt > 1 ? t('net.reconnectingAttempt', { n: attempt }) : t('net.reconnecting'),
        attempt > 4 ? this.home() : null,
      );
    } else if (connection === 'closed' && closedReason) {
      this.el.hidden = false;
      replace(this.el, closedReason === 'gone' ? t('net.gone') : t('net.offline'), this.home());
    } else {
      this.el.hidden = true;
    }
  }

  private home(): HTMLElement {
    return h(
      'button',
      { class: 'ghost small', type: 'button', onclick: () => this.commands.leave() },
      t('net.giveUp'),
    );
  }
}
