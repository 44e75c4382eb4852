/** The threat overlay's words (key T): a toggle, and a card of what the board's colours mean now. */
import type { PlayerView, Threats } from '@safecrackers/rules';
import { t } from '../../i18n/index.js';
import type { Commands } from '../commands.js';
import { h, replace } from '../dom.js';

const pct = (chance: number) => `${Math.round(chance * 100)}%`;

export class ThreatSummary {
  readonly toggle: HTMLButtonElement;
  readonly card = h('div', {
    class: 'threat-card card',
    'data-testid': 'threats',
    hidden: true,
    role: 'status',
  });

  constructor(commands: Commands, isOn: () => boolean) {
    this.toggle = h(
      'button',
      {
        class: 'threat-toggle ghost small',
        type: 'button',
        'aria-pressed': 'false',
        'aria-keyshortcuts': 'T',
        'data-testid': 'threat-toggle',
        onclick: () => commands.ui({ threats: !isOn() }),
      },
      t('threat.toggle'),
    ) as HTMLButtonElement;
  }

  update(view: PlayerView, on: boolean, threats: Threats | null): void {
    this.toggle.setAttribute('aria-pressed', String(on));
    this.toggle.classList.toggle('on', on);
    this.card.hidden = !on;
    if (!on) return;
    if (!threats) {
      replace(this.card, h('p', {}, t('threat.none')));
      return;
    }
    const name = view.players.find((p) => p.seat === threats.seat)?.name ?? '';
    const lines: string[] = [
      t('threat.guardNow', { n: threats.guardNow.length }),
      t('threat.guardNext', { n: threats.guardNext.length }),
      t('threat.alarms', { n: threats.alarms.length }),
      t('threat.stealth', { n: threats.stealth.filter((x) => x.cost > 0).length }),
    ];
    if (threats.crack)
      lines.push(
        t('threat.crack', {
          pct: pct(threats.crack.chance),
          dice: threats.crack.dice,
        }),
      );
    for (const k of threats.keypads)
      lines.push(t('threat.keypad', { pct: pct(k.odds.chance), dice: k.odds.dice }));
    replace(
      this.card,
      h('strong', {}, t('threat.title', { name })),
      h('ul', {}, ...lines.map((line) => h('li', {}, line))),
    );
  }
}
