/** Home: the player's last finished heists, each with a link to its replay. */
import type { ScenarioId } from '@safecrackers/rules';
import { t } from '../i18n/index.js';
import type { RememberedHeist } from '../net/heistMemory.js';
import { h, replace } from './dom.js';

const SHOWN = 5;

export class FinishedHeists {
  private readonly list = h('ul', { class: 'heist-list', 'data-testid': 'finished-heists' });
  readonly el = h('section', { class: 'card', hidden: true }, h('h2', {}, t('replay.recent')), this.list);

  update(heists: RememberedHeist[]): void {
    this.el.hidden = heists.length === 0;
    replace(
      this.list,
      ...heists.slice(0, SHOWN).map((heist) =>
        h(
          'li',
          { class: 'heist-item', 'data-code': heist.code },
          h('span', { class: 'code-chip' }, heist.code),
          h(
            'span',
            { class: 'muted' },
            [
              heist.scenario ? t(`scenario.${heist.scenario as ScenarioId}`) : null,
              heist.outcome ? t(heist.outcome === 'won' ? 'replay.won' : 'replay.lost') : null,
            ]
              .filter(Boolean)
              .join(' · '),
          ),
          h(
            'a',
            {
              class: 'button ghost small',
              href: `/replay/${heist.code}`,
              'data-testid': `replay-${heist.code}`,
            },
            t('replay.watch'),
          ),
        ),
      ),
    );
  }
}
