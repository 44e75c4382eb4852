/**
 * The spies game's part of the lobby (ui/lobbyFrame.ts): the number of spies, each seat's
 * side (seat 1 plays security, the others are spies), and the engine's bot, which the host
 * may put on a free seat at a level (the heist's levels, issue 32).
 */
import type { SpyLobbyWire } from '@safecrackers/protocol/state';
import { BOT_LEVELS, type BotLevel, DEFAULT_SPY_BOT_LEVEL } from '@safecrackers/protocol/wire';
import { t } from '../i18n/index.js';
import { h } from '../ui/dom.js';
import type { LobbyGame } from '../ui/lobbyFrame.js';

type SpySeat = SpyLobbyWire['seats'][number];

/** Security's colour and the spies', as on the board (red units, green spies). */
const SIDE_COLOUR = { security: '#ff6b6b', spy: '#3ecf8e' } as const;

export interface SpiesLobbyActions {
  seatCount(count: number): void;
  /** Sends SpyMessage.bot: `{seat, bot: mode}`, with `level` when one is given. */
  bot(seat: number, mode: 'off' | 'on', level?: BotLevel): void;
}

/** The level a seat's bot plays at, as the server says (older servers: the default). */
const levelOf = (seat: SpySeat): BotLevel => seat.level ?? DEFAULT_SPY_BOT_LEVEL;

export class SpiesLobby implements LobbyGame<SpyLobbyWire> {
  constructor(private readonly actions: SpiesLobbyActions) {}

  options(lobby: SpyLobbyWire, isHost: boolean): HTMLElement {
    const spies = lobby.seats.length - 1;
    const count = h(
      'select',
      {
        'aria-label': t('spies.lobby.spyCount'),
        'data-testid': 'spies-count',
        onchange: (e: Event) => this.actions.seatCount(Number((e.target as HTMLSelectElement).value) + 1),
      },
      ...[1, 2, 3].map((n) => h('option', { value: n, selected: n === spies }, String(n))),
    );
    return h(
      'section',
      { class: `card ${isHost ? 'options' : 'options-summary'}` },
      h('h2', {}, t('spies.lobby.options')),
      h('p', { class: 'muted' }, t('spies.lobby.hint')),
      isHost
        ? h('div', { class: 'row wrap' }, h('label', {}, t('spies.lobby.spyCount'), count))
        : h('p', {}, `${t('spies.lobby.spyCount')}: ${spies}`),
    );
  }

  seatTitle(seat: SpySeat): string {
    return seat.side === 'security'
      ? t('spies.lobby.seatSecurity')
      : t('spies.lobby.seatSpy', { n: seat.index });
  }

  seatColour(seat: SpySeat): string {
    return SIDE_COLOUR[seat.side];
  }

  /** "Bot · Rookie" on a seat the bot plays, "Bot does my setup" on one it sets up. */
  botBadge(seat: SpySeat): HTMLElement | null {
    return seat.bot === 'off'
      ? null
      : h(
          'span',
          { class: 'badge bot', 'data-testid': `bot-${seat.index}` },
          seat.bot === 'on'
            ? t('bot.badge', { level: t(`bot.level.${levelOf(seat)}`) })
            : t('spies.autopilot.setup'),
        );
  }

  /** A free seat the bot plays says so instead of "free". */
  holderText(seat: SpySeat): string | null {
    return seat.holder === null && seat.bot === 'on' ? t('spies.lobby.bot') : null;
  }

  seatBody(): HTMLElement[] {
    return [];
  }

  /** The host puts the bot on a free seat, picks its level, or takes it off. */
  botControls(seat: SpySeat, _lobby: SpyLobbyWire, you: { isHost: boolean }): HTMLElement | null {
    if (!you.isHost || seat.holder !== null) return null;
    const on = seat.bot === 'on';
    return h(
      'div',
      { class: 'row bot-controls' },
      on ? this.levelPicker(seat) : null,
      h(
        'button',
        {
          class: 'ghost small',
          type: 'button',
          'data-testid': `${on ? 'remove' : 'add'}-bot-${seat.index}`,
          onclick: () => this.actions.bot(seat.index, on ? 'off' : 'on'),
        },
        on ? t('spies.lobby.removeBot') : t('spies.lobby.addBot'),
      ),
    );
  }

  /** The level of the bot on a free seat, as the heist's picker (ui/botSeat.ts) offers them. */
  private levelPicker(seat: SpySeat): HTMLSelectElement {
    const current = levelOf(seat);
    return h(
      'select',
      {
        'aria-label': t('bot.levelLabel'),
        'data-testid': `spies-bot-level-${seat.index}`,
        onchange: (e: Event) =>
          this.actions.bot(seat.index, 'on', (e.target as HTMLSelectElement).value as BotLevel),
      },
      ...BOT_LEVELS.map((level) =>
        h(
          'option',
          { value: level, ...(level === current ? { selected: true } : {}) },
          t(`bot.level.${level}`),
        ),
      ),
    );
  }

  leaveText(): string {
    return t('spies.lobby.leave');
  }

  canTake(seat: SpySeat): boolean {
    return seat.bot !== 'on';
  }
}
