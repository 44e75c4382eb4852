/** Top bar: room code, whose turn, each player's stealth, connection state, help and leave. */
import type { PlayerView } from '@safecrackers/rules';
import { t } from '../../i18n/index.js';
import { characterMark, characterName } from '../../i18n/names.js';
import type { ConnectionStatus } from '../../net/connection.js';
import { SEAT_COLOUR_CSS } from '../../scenes/palette.js';
import type { Commands } from '../commands.js';
import { h, seatDot } from '../dom.js';
import { eyeIcon } from '../svg.js';
import { TopBarFrame } from '../topBarFrame.js';

export interface TopBarInput {
  code: string;
  view: PlayerView;
  mySeats: number[];
  connection: ConnectionStatus | 'idle';
}

export class TopBar {
  readonly el = h('header', { class: 'top-bar' });
  private last = '';
  private readonly frame = new TopBarFrame(this.el);

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
    this.frame.fill({
      brand: t('app.title'),
      code: input.code,
      copyLink: (link) => this.commands.copy(link, 'link'),
      status: [
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
      ],
      online: input.connection === 'online',
      language: (locale) => this.commands.language(locale),
      rules: () => this.commands.rules(null),
      help: () => this.commands.ui({ help: true }),
      leave: () => this.commands.leave(),
      leaveText: t('game.leave'),
    });
  }
}
