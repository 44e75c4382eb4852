/**
 * The lobby every game has: the code (big) and how to share it, the game's options, one card
 * per seat (who holds it, you, host, ready, away; take, release, free), the seat link, ready
 * and start with what keeps the start back (the server's own check), and who watches. Each game
 * fills in its options, what a seat card says of its seat (the heist: the character; the spies
 * game: the side) and its bots.
 */

import type { RoomMember } from '@safecrackers/protocol/state';
import type { SeatStatus, StartProblem } from '@safecrackers/protocol/wire';
import { t } from '../i18n/index.js';
import type { Locale } from '../i18n/locales.js';
import { startProblemText } from '../store/errorText.js';
import { h, replace, seatDot } from './dom.js';
import { languagePicker } from './languagePicker.js';
import { bookIcon } from './svg.js';

/** What every game's lobby state has. */
export interface LobbyCore<Seat extends LobbySeat = LobbySeat> {
  code: string;
  host: string | null;
  members: RoomMember[];
  seats: Seat[];
  problems: StartProblem[];
}

export interface LobbySeat {
  index: number;
  holder: string | null;
  name: string;
  status: SeatStatus;
}

/** What a game puts into its lobby. */
export interface LobbyGame<L extends LobbyCore> {
  /** The options card: controls for the host, a summary for everyone else. */
  options(lobby: L, isHost: boolean): HTMLElement | null;
  /** A seat's name on its card ("Seat 2", "Security"). */
  seatTitle(seat: L['seats'][number]): string;
  /** The seat's colour (a CSS colour). */
  seatColour(seat: L['seats'][number]): string;
  /** A bot's badge, when a bot plays the seat. */
  botBadge(seat: L['seats'][number]): HTMLElement | null;
  /** What the card says of the seat beyond who holds it (the heist: the character). */
  seatBody(
    seat: L['seats'][number],
    lobby: L,
    you: { mine: boolean; isHost: boolean },
  ): Array<HTMLElement | null>;
  /** The bot controls of a seat (the host's, or its holder's). */
  botControls(
    seat: L['seats'][number],
    lobby: L,
    you: { mine: boolean; isHost: boolean },
  ): HTMLElement | null;
  /** Whether a newcomer may take this seat now (a seat a bot plays is not free). */
  canTake(seat: L['seats'][number]): boolean;
  /** The words of the Leave button ("Leave heist"). */
  leaveText(): string;
  /** Who the card names when nobody holds the seat (a bot playing it), instead of "free". */
  holderText?(seat: L['seats'][number]): string | null;
}

/** What the lobby's buttons do. */
export interface LobbyActions {
  claim(seat: number): void;
  release(seat: number): void;
  free(seat: number): void;
  ready(ready: boolean): void;
  start(): void;
  copy(text: string, what: 'code' | 'link' | string): void;
  language(locale: Locale): void;
  /** Opens the rules book, when the game has one. */
  rules?: () => void;
  leave(): void;
  linkSeen(): void;
}

export interface LobbyInput<L extends LobbyCore> {
  lobby: L;
  sessionId: string | null;
  mySeats: number[];
  /** The link that opens this browser's seats on another device, until the player put it away. */
  seatLink: string | null;
}

export class LobbyFrame<L extends LobbyCore> {
  readonly el: HTMLElement;
  private last = '';

  constructor(
    private readonly game: LobbyGame<L>,
    private readonly actions: LobbyActions,
    /** Prefixed to the test ids of the seat cards, ready and start (each game's browser tests name them). */
    private readonly testIds = '',
    /** The page's main landmark when the lobby is a screen of its own; a section inside a game's screen. */
    landmark: 'main' | 'section' = 'main',
  ) {
    this.el = h(landmark, { class: 'screen lobby', 'data-screen': 'lobby' });
  }

  update(input: LobbyInput<L>): void {
    const key = JSON.stringify(input);
    if (key === this.last) return;
    this.last = key;
    const { lobby, sessionId } = input;
    const isHost = lobby.host === sessionId;
    const me = lobby.members.find((m) => m.sessionId === sessionId);
    replace(
      this.el,
      this.head(lobby),
      this.game.options(lobby, isHost),
      h('section', { class: 'seats' }, ...lobby.seats.map((seat) => this.seat(seat, input, isHost))),
      input.mySeats.length === 0 && !me?.elsewhere
        ? h(
            'p',
            { class: 'card muted', 'data-testid': 'you-watch' },
            lobby.seats.some((s) => s.status === 'free') ? t('lobby.youWatchFree') : t('lobby.youWatch'),
          )
        : null,
      input.seatLink ? this.seatLinkCard(input.seatLink) : null,
      this.footer(lobby, isHost, me?.ready ?? false, input.mySeats.length > 0),
      this.spectators(lobby),
    );
  }

  private head(lobby: L): HTMLElement {
    const link = `${location.origin}/r/${lobby.code}`;
    const button = (text: string | Node, onclick: () => void, testid?: string) =>
      h(
        'button',
        { class: 'ghost', type: 'button', onclick, ...(testid ? { 'data-testid': testid } : {}) },
        text,
      );
    return h(
      'header',
      { class: 'lobby-head card' },
      // The page's one top heading, for screen readers (the code says it to the eye).
      h('h1', { class: 'visually-hidden' }, t('lobby.title')),
      h(
        'div',
        {},
        h('p', { class: 'label' }, t('lobby.codeLabel')),
        h('p', { class: 'big-code', 'data-testid': 'room-code' }, lobby.code),
      ),
      h(
        'div',
        { class: 'share' },
        h('p', { class: 'muted' }, t('lobby.share')),
        h(
          'div',
          { class: 'row' },
          button(t('lobby.copyCode'), () => this.actions.copy(lobby.code, 'code'), 'copy-code'),
          button(t('lobby.copyLink'), () => this.actions.copy(link, 'link'), 'copy-link'),
          this.actions.rules
            ? h(
                'button',
                {
                  class: 'ghost',
                  type: 'button',
                  'data-testid': 'open-rules',
                  onclick: () => this.actions.rules?.(),
                },
                bookIcon(),
                t('rules.open'),
              )
            : null,
          languagePicker((locale) => this.actions.language(locale), true),
          button(this.game.leaveText(), () => this.actions.leave()),
        ),
      ),
    );
  }

  private seat(seat: L['seats'][number], input: LobbyInput<L>, isHost: boolean): HTMLElement {
    const { lobby } = input;
    const mine = input.mySeats.includes(seat.index);
    const you = { mine, isHost };
    const member = lobby.members.find((m) => m.sessionId === seat.holder);
    const colour = this.game.seatColour(seat);
    const badges = [
      mine ? h('span', { class: 'badge you' }, t('lobby.you')) : null,
      this.game.botBadge(seat),
      seat.holder && seat.holder === lobby.host ? h('span', { class: 'badge host' }, t('lobby.host')) : null,
      seat.status === 'dropped' || seat.status === 'away' || seat.status === 'vacant'
        ? h(
            'span',
            { class: 'badge off', 'data-testid': `status-${seat.index}` },
            t(`lobby.status.${seat.status}`),
          )
        : null,
      member
        ? h(
            'span',
            { class: `badge ${member.ready ? 'ready' : 'waiting'}`, 'data-testid': `ready-${seat.index}` },
            member.ready ? `✓ ${t('lobby.ready')}` : t('lobby.notReady'),
          )
        : null,
    ];
    const head = h(
      'div',
      { class: 'seat-head' },
      seatDot(colour, String(seat.index + 1)),
      h('strong', {}, seat.holder ? seat.name : (this.game.holderText?.(seat) ?? t('lobby.free'))),
      h('span', { class: 'muted' }, this.game.seatTitle(seat)),
      ...badges,
    );
    const body: Array<HTMLElement | null> = [...this.game.seatBody(seat, lobby, you)];
    if (seat.status === 'vacant' && isHost) {
      body.push(
        h('p', { class: 'muted' }, t('lobby.freeSeatHint', { name: seat.name })),
        h(
          'button',
          {
            class: 'ghost small',
            type: 'button',
            'data-testid': `free-${seat.index}`,
            onclick: () => this.actions.free(seat.index),
          },
          t('lobby.freeSeat'),
        ),
      );
    }
    if (seat.status === 'free' && this.game.canTake(seat)) {
      body.push(
        h(
          'button',
          {
            class: 'primary small',
            type: 'button',
            'data-testid': `take-${seat.index}`,
            onclick: () => this.actions.claim(seat.index),
          },
          t('lobby.take'),
        ),
      );
    } else if (mine) {
      body.push(
        h(
          'button',
          { class: 'ghost small', type: 'button', onclick: () => this.actions.release(seat.index) },
          t('lobby.release'),
        ),
      );
    }
    body.push(this.game.botControls(seat, lobby, you));
    return h(
      'article',
      {
        class: `card seat ${mine ? 'mine' : ''}`,
        'data-seat': seat.index,
        'data-testid': `${this.testIds}seat-${seat.index}`,
        style: `--seat:${colour}`,
      },
      head,
      ...body,
    );
  }

  private footer(lobby: L, isHost: boolean, ready: boolean, seated: boolean): HTMLElement {
    // The server's own check, worded: what keeps the host from starting now.
    const problems = lobby.problems.flatMap((p) => startProblemText(p) ?? []);
    const host = lobby.members.find((m) => m.sessionId === lobby.host);
    return h(
      'section',
      { class: 'card lobby-foot' },
      seated
        ? h(
            'button',
            {
              class: ready ? 'ghost' : 'primary',
              type: 'button',
              'data-testid': `${this.testIds}ready`,
              onclick: () => this.actions.ready(!ready),
            },
            ready ? t('lobby.notReadyYet') : t('lobby.imReady'),
          )
        : null,
      isHost
        ? h(
            'div',
            { class: 'start' },
            h(
              'button',
              {
                class: 'primary big',
                type: 'button',
                disabled: problems.length > 0,
                'data-testid': `${this.testIds}start`,
                onclick: () => this.actions.start(),
              },
              t('lobby.start'),
            ),
            problems.length > 0
              ? h(
                  'div',
                  { class: 'reasons', 'data-testid': 'start-reasons' },
                  h('p', {}, t('lobby.cannotStart')),
                  h('ul', {}, ...problems.map((p) => h('li', {}, p))),
                )
              : h('p', { class: 'muted' }, t('lobby.canStart')),
          )
        : h('p', { class: 'muted' }, t('lobby.waitHost', { name: host?.name ?? '?' })),
    );
  }

  private seatLinkCard(link: string): HTMLElement {
    return h(
      'section',
      { class: 'card seat-link', 'data-testid': 'seat-link' },
      h('h2', {}, t('seat.link.title')),
      h('p', { class: 'muted' }, t('seat.link.text')),
      h(
        'div',
        { class: 'row wrap' },
        h(
          'button',
          {
            class: 'ghost',
            type: 'button',
            'data-testid': 'copy-seat-link',
            'data-link': link,
            onclick: () => this.actions.copy(link, t('seat.link.what')),
          },
          t('seat.link.copy'),
        ),
        h(
          'button',
          { class: 'ghost small', type: 'button', onclick: () => this.actions.linkSeen() },
          t('seat.link.hide'),
        ),
      ),
    );
  }

  private spectators(lobby: L): HTMLElement {
    const seated = new Set(lobby.seats.flatMap((s) => (s.holder ? [s.holder] : [])));
    // A player's other tab is not a watcher.
    const watching = lobby.members.filter((m) => !seated.has(m.sessionId) && !m.elsewhere && !m.away);
    return h(
      'section',
      { class: 'card spectators', 'data-testid': 'spectators' },
      h('h2', {}, t('lobby.spectators')),
      watching.length === 0
        ? h('p', { class: 'muted' }, t('lobby.noSpectators'))
        : h('ul', {}, ...watching.map((m) => h('li', {}, m.name))),
    );
  }
}
