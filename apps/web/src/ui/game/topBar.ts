/** Top bar: room code, whose turn, each player's stealth, connection state, help and leave. */
import type { PlayerView } from '@safecrackers/rules';
import { t } from '../../i18n/index.js';
import { characterMark, characterName } from '../../i18n/names.js';
import type { ConnectionStatus } from '../../net/connection.js';
import { SEAT_COLOUR_CSS } from '../../scenes/palette.js';
import type { Commands } from '../commands.js';
import { h, replace, seatDot } from '../dom.js';
import { languagePicker } from '../languagePicker.js';
import { bookIcon, eyeIcon } from '../svg.js';

export interface TopBarInput {
  code: string;
  view: PlayerView;
  mySeats: number[];
  connection: ConnectionStatus | 'idle';
}

export class TopBar {
  readonly el = h('header', { class: 'top-bar' });
  private last = '';

  constructor(private readonly commands: Commands) {}

  update(input: TopBarInput): void {
    const { view } = input;
    const key = JSON.stringify([
      input.code,
      input.mySeats,
      input.connection,
      view.players,
      view.turn,
      view.outcome,
      view.prompt?.seat,
    ]);
    if (key === this.last) return;
    this.last = key;
    const online = input.connection === 'online';
    replace(
      this.el,
      h('span', { class: 'brand' }, t('app.title')),
      h(
        'button',
        {
          class: 'code-chip',
          type: 'button',
          title: t('lobby.copyLink'),
          onclick: () => this.commands.copy(`${location.origin}/r/${input.code}`, 'link'),
        },
        input.code,
      ),
      h(
        'ul',
        { class: 'players', 'aria-label': t('game.log') },
        ...view.players.map((p) => {
          const active = view.outcome === 'playing' && view.turn.seat === p.seat;
          const colour = SEAT_COLOUR_CSS[p.seat % SEAT_COLOUR_CSS.length]!;
          const exposed = !p.escaped && p.stealth === 0 && view.outcome === 'playing';
          return h(
            'li',
            {
              class: `player ${active ? 'active' : ''} ${input.mySeats.includes(p.seat) ? 'mine' : ''} ${exposed ? 'no-stealth' : ''}`,
              title: exposed
                ? `${p.name} · ${characterName(p.character)} · ${t('game.noStealth')}`
                : `${p.name} · ${characterName(p.character)}`,
              'data-seat': p.seat,
              'data-testid': `player-${p.seat}`,
            },
            seatDot(colour, characterMark(p.character)),
            h('span', { class: 'player-name' }, p.name),
            p.escaped
              ? h('span', { class: 'stealth escaped' }, t('game.escaped'))
              : h(
                  'span',
                  {
                    class: 'stealth',
                    title: t('game.stealth', { n: p.stealth }),
                    'data-testid': `stealth-${p.seat}`,
                  },
                  eyeIcon(),
                  String(p.stealth),
                  exposed ? h('span', { class: 'stealth-warning', 'aria-hidden': 'true' }, '!') : null,
                  exposed ? h('span', { class: 'visually-hidden' }, t('game.noStealth')) : null,
                ),
          );
        }),
      ),
      h(
        'span',
        { class: `net ${online ? 'online' : 'offline'}`, 'data-testid': 'net-status' },
        online ? t('net.online') : t('net.offline'),
      ),
      languagePicker((locale) => this.commands.language(locale), true),
      h(
        'button',
        {
          class: 'ghost small rules-button',
          type: 'button',
          title: `${t('rules.openLabel')} (R)`,
          'aria-keyshortcuts': 'R',
          'data-testid': 'open-rules',
          onclick: () => this.commands.rules(null),
        },
        bookIcon(),
        h('span', { class: 'rules-word' }, t('rules.open')),
      ),
      h(
        'button',
        {
          class: 'ghost small keys-button',
          type: 'button',
          'aria-label': t('help.title'),
          title: `${t('help.title')} (?)`,
          onclick: () => this.commands.ui({ help: true }),
        },
        '?',
      ),
      h(
        'button',
        { class: 'ghost small leave', type: 'button', onclick: () => this.commands.leave() },
        t('game.leave'),
      ),
    );
  }
}
