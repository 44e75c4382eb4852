/**
 * Notices about seats above every screen: this tab's seats are played elsewhere ("Play here"),
 * their owner came back, and, in a started heist, the seats of players who left for good with
 * a way to hand each on to someone here (issue 10).
 */

import type { RoomWire } from '@safecrackers/protocol/state';
import { formatList, t } from '../i18n/index.js';
import type { ClientState } from '../store/state.js';
import { botControls } from './botSeat.js';
import type { Commands } from './commands.js';
import { h, replace } from './dom.js';

export interface SeatNoticeInput {
  room: RoomWire | null;
  sessionId: string | null;
  mySeats: number[];
  movedAway: ClientState['movedAway'];
}

export class SeatNotice {
  readonly el = h('div', { class: 'seat-notice', 'data-testid': 'seat-notice', hidden: true });
  private last = '';

  constructor(private readonly commands: Commands) {}

  update(input: SeatNoticeInput): void {
    const key = JSON.stringify(input);
    if (key === this.last) return;
    this.last = key;
    // A redraw (any change in the room) keeps whom the player already chose to hand a seat to.
    const chosen = new Map(
      [...this.el.querySelectorAll<HTMLSelectElement>('select[data-seat]')].map((s) => [
        s.dataset.seat,
        s.value,
      ]),
    );
    const parts = [this.moved(input), ...this.vacant(input)].filter((x): x is HTMLElement => x !== null);
    this.el.hidden = parts.length === 0;
    replace(this.el, ...parts);
    for (const select of this.el.querySelectorAll<HTMLSelectElement>('select[data-seat]')) {
      const before = chosen.get(select.dataset.seat);
      if (before && [...select.options].some((o) => o.value === before)) select.value = before;
    }
  }

  private moved({ room, mySeats, movedAway }: SeatNoticeInput): HTMLElement | null {
    if (!movedAway || mySeats.length > 0) return null;
    if (movedAway.reason === 'elsewhere')
      return h(
        'div',
        { class: 'notice card', role: 'status', 'data-testid': 'played-elsewhere' },
        h('p', {}, t('seat.elsewhere')),
        h(
          'button',
          {
            class: 'primary',
            type: 'button',
            'data-testid': 'play-here',
            onclick: () => this.commands.seats.playHere(),
          },
          t('seat.playHere'),
        ),
      );
    const names = formatList(movedAway.seats.map((i) => room?.seats[i]?.name ?? '?'));
    return h(
      'div',
      { class: 'notice card', role: 'status' },
      h('p', {}, t('seat.returned', { name: names })),
    );
  }

  /** In a started heist, a player (or the host) may hand on the seat of a player who left. */
  private vacant({ room, sessionId, mySeats }: SeatNoticeInput): HTMLElement[] {
    if (!room || room.phase === 'lobby' || !sessionId) return [];
    if (room.game?.outcome && room.game.outcome !== 'playing') return [];
    if (mySeats.length === 0 && room.host !== sessionId) return [];
    const here = room.members.filter((m) => m.connected && !m.away);
    const seated = new Set(room.seats.flatMap((s) => (s.holder ? [s.holder] : [])));
    return room.seats
      .filter((seat) => seat.status === 'vacant')
      .map((seat) => {
        const select = h(
          'select',
          { 'aria-label': t('seat.handTo'), 'data-testid': `hand-to-${seat.index}`, 'data-seat': seat.index },
          ...here.map((m) =>
            h(
              'option',
              { value: m.sessionId },
              m.sessionId === sessionId
                ? t('seat.me', { name: m.name })
                : seated.has(m.sessionId)
                  ? m.name
                  : t('seat.watching', { name: m.name }),
            ),
          ),
        ) as HTMLSelectElement;
        return h(
          'div',
          { class: 'notice card hand-over', role: 'group', 'data-testid': `vacant-${seat.index}` },
          h('p', {}, t('seat.left', { name: seat.name })),
          h('label', {}, t('seat.handTo'), select),
          h(
            'button',
            {
              class: 'primary small',
              type: 'button',
              'data-testid': `hand-over-${seat.index}`,
              onclick: () => this.commands.seats.handOver(seat.index, select.value),
            },
            t('seat.handOver'),
          ),
          botControls(seat, room.host === sessionId, this.commands, true),
        );
      });
  }
}
