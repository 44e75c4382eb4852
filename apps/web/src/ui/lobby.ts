/** Lobby: the code (big), sharing, options, seats with characters, ready marks and start. */

import type { RoomSeat, RoomWire } from '@safecrackers/protocol/state';
import { CHARACTER_IDS, type CharacterId, type ScenarioId, type Side } from '@safecrackers/rules';
import { t } from '../i18n/index.js';
import { abilityText, characterName } from '../i18n/names.js';
import { SEAT_COLOUR_CSS } from '../scenes/palette.js';
import { botBadge, botControls } from './botSeat.js';
import type { Commands } from './commands.js';
import { h, replace, seatDot } from './dom.js';
import { languagePicker } from './languagePicker.js';
import { startProblems } from './lobbyRules.js';
import { bookIcon } from './svg.js';

export interface LobbyInput {
  room: RoomWire;
  sessionId: string | null;
  mySeats: number[];
  /** The link that opens this browser's seats on another device, until the player put it away. */
  seatLink: string | null;
}

export class LobbyScreen {
  readonly el = h('main', { class: 'screen lobby', 'data-screen': 'lobby' });
  private last = '';

  constructor(private readonly commands: Commands) {}

  update(input: LobbyInput): void {
    const key = JSON.stringify(input);
    if (key === this.last) return;
    this.last = key;
    const { room, sessionId } = input;
    const isHost = room.host === sessionId;
    const me = room.members.find((m) => m.sessionId === sessionId);
    const link = `${location.origin}/r/${room.code}`;
    replace(
      this.el,
      h(
        'header',
        { class: 'lobby-head card' },
        // The page's one top heading, for screen readers (the code says it to the eye).
        h('h1', { class: 'visually-hidden' }, t('lobby.title')),
        h(
          'div',
          {},
          h('p', { class: 'label' }, t('lobby.codeLabel')),
          h('p', { class: 'big-code', 'data-testid': 'room-code' }, room.code),
        ),
        h(
          'div',
          { class: 'share' },
          h('p', { class: 'muted' }, t('lobby.share')),
          h(
            'div',
            { class: 'row' },
            h(
              'button',
              {
                class: 'ghost',
                type: 'button',
                onclick: () => this.commands.copy(room.code, 'code'),
                'data-testid': 'copy-code',
              },
              t('lobby.copyCode'),
            ),
            h(
              'button',
              {
                class: 'ghost',
                type: 'button',
                onclick: () => this.commands.copy(link, 'link'),
                'data-testid': 'copy-link',
              },
              t('lobby.copyLink'),
            ),
            h(
              'button',
              {
                class: 'ghost',
                type: 'button',
                'data-testid': 'open-rules',
                onclick: () => this.commands.rules(null),
              },
              bookIcon(),
              t('rules.open'),
            ),
            languagePicker((locale) => this.commands.language(locale), true),
            h(
              'button',
              { class: 'ghost', type: 'button', onclick: () => this.commands.leave() },
              t('lobby.leave'),
            ),
          ),
        ),
      ),
      this.options(room, isHost),
      h('section', { class: 'seats' }, ...room.seats.map((seat) => this.seat(seat, input, isHost))),
      input.mySeats.length === 0 && !me?.elsewhere
        ? h(
            'p',
            { class: 'card muted', 'data-testid': 'you-watch' },
            room.seats.some((s) => s.status === 'free') ? t('lobby.youWatchFree') : t('lobby.youWatch'),
          )
        : null,
      input.seatLink ? this.seatLinkCard(input.seatLink) : null,
      this.footer(room, isHost, me?.ready ?? false, input.mySeats.length > 0),
      this.spectators(room),
    );
  }

  private options(room: RoomWire, isHost: boolean): HTMLElement {
    const c = room.config;
    if (!isHost) {
      const parts = [
        t(`scenario.${c.scenario}`),
        `${t('home.seats')}: ${room.seats.length}`,
        `${t('home.stealth')}: ${c.stealth}`,
        c.randomWalls ? t('home.randomWalls') : null,
        c.advancedSides ? t('home.advancedSides') : null,
        c.assignment === 'random' ? t('home.randomCharacters') : null,
      ].filter(Boolean);
      return h(
        'section',
        { class: 'card options-summary' },
        h('h2', {}, t('lobby.options')),
        h('p', {}, parts.join(' · ')),
      );
    }
    const scenario = h(
      'select',
      {
        'aria-label': t('home.scenario'),
        onchange: (e: Event) =>
          this.commands.lobby.configure({ scenario: (e.target as HTMLSelectElement).value as ScenarioId }),
      },
      ...(['office', 'bank', 'fortknox'] as const).map((id) =>
        h(
          'option',
          { value: id, selected: id === c.scenario },
          `${t(`scenario.${id}`)} (${t(`scenario.${id}.about`)})`,
        ),
      ),
    );
    const seats = h(
      'select',
      {
        'aria-label': t('lobby.seatCount'),
        onchange: (e: Event) => this.commands.lobby.seatCount(Number((e.target as HTMLSelectElement).value)),
      },
      ...[1, 2, 3, 4].map((n) => h('option', { value: n, selected: n === room.seats.length }, String(n))),
    );
    const stealth = h(
      'select',
      {
        'aria-label': t('home.stealth'),
        onchange: (e: Event) =>
          this.commands.lobby.configure({ stealth: Number((e.target as HTMLSelectElement).value) }),
      },
      ...[1, 2, 3, 4, 5, 6].map((n) => h('option', { value: n, selected: n === c.stealth }, String(n))),
    );
    const toggle = (label: string, checked: boolean, change: (v: boolean) => void) =>
      h(
        'label',
        { class: 'check' },
        h('input', {
          type: 'checkbox',
          checked,
          onchange: (e: Event) => change((e.target as HTMLInputElement).checked),
        }),
        label,
      );
    return h(
      'section',
      { class: 'card options' },
      h('h2', {}, t('lobby.options')),
      h(
        'div',
        { class: 'row wrap' },
        h('label', {}, t('home.scenario'), scenario),
        h('label', {}, t('lobby.seatCount'), seats),
        h('label', {}, t('home.stealth'), stealth),
      ),
      h(
        'div',
        { class: 'row wrap' },
        toggle(t('home.randomWalls'), c.randomWalls, (v) =>
          this.commands.lobby.configure({ randomWalls: v }),
        ),
        toggle(t('home.advancedSides'), c.advancedSides, (v) =>
          this.commands.lobby.configure({ advancedSides: v }),
        ),
        toggle(t('home.randomCharacters'), c.assignment === 'random', (v) =>
          this.commands.lobby.configure({ assignment: v ? 'random' : 'chosen' }),
        ),
      ),
    );
  }

  private seat(seat: RoomSeat, input: LobbyInput, isHost: boolean): HTMLElement {
    const { room, sessionId } = input;
    const mine = input.mySeats.includes(seat.index);
    const member = room.members.find((m) => m.sessionId === seat.holder);
    const colour = SEAT_COLOUR_CSS[seat.index % SEAT_COLOUR_CSS.length]!;
    const badges = [
      mine ? h('span', { class: 'badge you' }, t('lobby.you')) : null,
      botBadge(seat),
      seat.holder && seat.holder === room.host ? h('span', { class: 'badge host' }, t('lobby.host')) : null,
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
      h('strong', {}, seat.holder ? seat.name : t('lobby.free')),
      h('span', { class: 'muted' }, t('lobby.seat', { n: seat.index + 1 })),
      ...badges,
    );
    const body: Array<HTMLElement | null> = [];
    if (room.config.assignment === 'random')
      body.push(h('p', { class: 'muted' }, t('lobby.randomCharacter')));
    else if (mine || (seat.bot && isHost)) body.push(this.picker(seat, room));
    else if (seat.character) body.push(this.characterCard(seat.character, seat.side));
    else if (seat.bot) body.push(h('p', { class: 'muted' }, t('bot.characterAtStart')));
    else if (seat.holder) body.push(h('p', { class: 'muted' }, t('lobby.noCharacter')));
    if (seat.status === 'vacant' && isHost) {
      body.push(
        h('p', { class: 'muted' }, t('lobby.freeSeatHint', { name: seat.name })),
        h(
          'button',
          {
            class: 'ghost small',
            type: 'button',
            'data-testid': `free-${seat.index}`,
            onclick: () => this.commands.lobby.free(seat.index),
          },
          t('lobby.freeSeat'),
        ),
      );
    }
    if (seat.status === 'free') {
      body.push(
        h(
          'button',
          {
            class: 'primary small',
            type: 'button',
            'data-testid': `take-${seat.index}`,
            onclick: () => this.commands.lobby.claim(seat.index),
          },
          t('lobby.take'),
        ),
      );
    } else if (mine) {
      body.push(
        h(
          'button',
          { class: 'ghost small', type: 'button', onclick: () => this.commands.lobby.release(seat.index) },
          t('lobby.release'),
        ),
      );
    }
    body.push(botControls(seat, isHost, this.commands));
    void sessionId;
    return h(
      'article',
      { class: `card seat ${mine ? 'mine' : ''}`, 'data-seat': seat.index, style: `--seat:${colour}` },
      head,
      ...body,
    );
  }

  private characterCard(character: CharacterId, side: Side): HTMLElement {
    return h(
      'div',
      { class: 'character-card' },
      h('strong', {}, `${characterName(character)} · ${t(`lobby.side.${side}`)}`),
      h('p', {}, abilityText(character, side)),
    );
  }

  private picker(seat: RoomSeat, room: RoomWire): HTMLElement {
    const taken = new Map(
      room.seats.filter((s) => s.index !== seat.index && s.character).map((s) => [s.character!, s.name]),
    );
    const side: Side = seat.side;
    const grid = h('div', {
      class: 'character-grid',
      role: 'radiogroup',
      'aria-label': t('lobby.pickCharacter'),
    });
    // Each ability is readable before picking: its name on the chip, its whole text in the
    // preview while the chip is hovered or focused (a tap picks it, and the card shows it).
    const preview = h('div', {
      class: 'character-card preview',
      id: `preview-${seat.index}`,
      'aria-live': 'polite',
      'data-testid': `character-preview-${seat.index}`,
      hidden: true,
    });
    const show = (id: CharacterId | null) => {
      preview.hidden = id === null || id === seat.character;
      if (id && id !== seat.character)
        replace(
          preview,
          h('strong', {}, `${characterName(id)} · ${t(`lobby.side.${side}`)}`),
          h('p', {}, abilityText(id, side)),
        );
    };
    for (const id of CHARACTER_IDS) {
      const takenBy = taken.get(id);
      const ability = abilityText(id, side);
      grid.append(
        h(
          'button',
          {
            type: 'button',
            class: `character-chip ${seat.character === id ? 'chosen' : ''}`,
            role: 'radio',
            'aria-checked': seat.character === id ? 'true' : 'false',
            'aria-disabled': takenBy ? 'true' : null,
            'aria-describedby': `preview-${seat.index}`,
            title: takenBy ? t('lobby.takenBy', { name: takenBy }) : ability,
            'data-character': id,
            onmouseenter: () => show(id),
            onmouseleave: () => show(null),
            onfocus: () => show(id),
            onblur: () => show(null),
            onclick: () => {
              if (!takenBy) this.commands.lobby.pickCharacter(seat.index, id);
            },
          },
          h('span', { class: 'chip-name' }, characterName(id)),
          h(
            'small',
            { class: 'chip-ability' },
            takenBy ? t('lobby.takenBy', { name: takenBy }) : abilityName(ability),
          ),
        ),
      );
    }
    const sides = room.config.advancedSides
      ? h(
          'div',
          { class: 'segmented small', role: 'group', 'aria-label': t('lobby.side') },
          ...(['basic', 'advanced'] as const).map((s) =>
            h(
              'button',
              {
                type: 'button',
                class: `segment ${s === side ? 'chosen' : ''}`,
                'aria-pressed': s === side ? 'true' : 'false',
                onclick: () => this.commands.lobby.pickSide(seat.index, s),
              },
              t(`lobby.side.${s}`),
            ),
          ),
        )
      : null;
    return h(
      'div',
      { class: 'picker' },
      h('p', { class: 'label' }, t('lobby.pickCharacter')),
      grid,
      sides,
      preview,
      seat.character ? this.characterCard(seat.character, side) : null,
    );
  }

  private footer(room: RoomWire, isHost: boolean, ready: boolean, seated: boolean): HTMLElement {
    const problems = startProblems(room);
    const host = room.members.find((m) => m.sessionId === room.host);
    return h(
      'section',
      { class: 'card lobby-foot' },
      seated
        ? h(
            'button',
            {
              class: ready ? 'ghost' : 'primary',
              type: 'button',
              'data-testid': 'ready',
              onclick: () => this.commands.lobby.ready(!ready),
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
                'data-testid': 'start',
                onclick: () => this.commands.lobby.start(),
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
            onclick: () => this.commands.copy(link, t('seat.link.what')),
          },
          t('seat.link.copy'),
        ),
        h(
          'button',
          { class: 'ghost small', type: 'button', onclick: () => this.commands.seats.linkSeen() },
          t('seat.link.hide'),
        ),
      ),
    );
  }

  private spectators(room: RoomWire): HTMLElement {
    const seated = new Set(room.seats.flatMap((s) => (s.holder ? [s.holder] : [])));
    // A player's other tab is not a watcher.
    const watching = room.members.filter((m) => !seated.has(m.sessionId) && !m.elsewhere && !m.away);
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

/** The ability's name: the words before its colon ("Distract: free, put the crow..." -> "Distract"). */
function abilityName(text: string): string {
  const colon = text.indexOf(':');
  return colon > 0 && colon < 32 ? text.slice(0, colon) : text;
}
