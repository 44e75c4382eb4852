/**
 * The heist's lobby: the platform's lobby (lobbyFrame.ts) with the heist's options (building,
 * seats, stealth, walls, sides, characters), each seat's character and side, and its planning
 * bots by level.
 */

import type { RoomSeat, RoomWire } from '@safecrackers/protocol/state';
import { CHARACTER_IDS, type CharacterId, type ScenarioId, type Side } from '@safecrackers/rules';
import { t } from '../i18n/index.js';
import { abilityText, characterName } from '../i18n/names.js';
import { SEAT_COLOUR_CSS } from '../scenes/palette.js';
import { botBadge, botControls } from './botSeat.js';
import type { Commands } from './commands.js';
import { h, replace } from './dom.js';
import { LobbyFrame, type LobbyGame } from './lobbyFrame.js';

export interface LobbyInput {
  room: RoomWire;
  sessionId: string | null;
  mySeats: number[];
  /** The link that opens this browser's seats on another device, until the player put it away. */
  seatLink: string | null;
}

export class LobbyScreen implements LobbyGame<RoomWire> {
  private readonly frame: LobbyFrame<RoomWire>;

  constructor(private readonly commands: Commands) {
    this.frame = new LobbyFrame<RoomWire>(this, {
      claim: (seat) => commands.lobby.claim(seat),
      release: (seat) => commands.lobby.release(seat),
      free: (seat) => commands.lobby.free(seat),
      ready: (ready) => commands.lobby.ready(ready),
      start: () => commands.lobby.start(),
      copy: (text, what) => commands.copy(text, what),
      language: (locale) => commands.language(locale),
      rules: () => commands.rules(null),
      leave: () => commands.leave(),
      linkSeen: () => commands.seats.linkSeen(),
    });
  }

  get el(): HTMLElement {
    return this.frame.el;
  }

  update(input: LobbyInput): void {
    this.frame.update({
      lobby: input.room,
      sessionId: input.sessionId,
      mySeats: input.mySeats,
      seatLink: input.seatLink,
    });
  }

  seatTitle(seat: RoomSeat): string {
    return t('lobby.seat', { n: seat.index + 1 });
  }

  seatColour(seat: RoomSeat): string {
    return SEAT_COLOUR_CSS[seat.index % SEAT_COLOUR_CSS.length]!;
  }

  botBadge(seat: RoomSeat): HTMLElement | null {
    return botBadge(seat);
  }

  botControls(seat: RoomSeat, _room: RoomWire, you: { isHost: boolean }): HTMLElement | null {
    return botControls(seat, you.isHost, this.commands);
  }

  canTake(): boolean {
    return true;
  }

  leaveText(): string {
    return t('lobby.leave');
  }

  /** The seat's character: chosen, being chosen, dealt at random, or a bot's at the start. */
  seatBody(
    seat: RoomSeat,
    room: RoomWire,
    you: { mine: boolean; isHost: boolean },
  ): Array<HTMLElement | null> {
    if (room.config.assignment === 'random') return [h('p', { class: 'muted' }, t('lobby.randomCharacter'))];
    if (you.mine || (seat.bot && you.isHost)) return [this.picker(seat, room)];
    if (seat.character) return [this.characterCard(seat.character, seat.side)];
    if (seat.bot) return [h('p', { class: 'muted' }, t('bot.characterAtStart'))];
    if (seat.holder) return [h('p', { class: 'muted' }, t('lobby.noCharacter'))];
    return [];
  }

  options(room: RoomWire, isHost: boolean): HTMLElement {
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
}

/** The ability's name: the words before its colon ("Distract: free, put the crow..." -> "Distract"). */
function abilityName(text: string): string {
  const colon = text.indexOf(':');
  return colon > 0 && colon < 32 ? text.slice(0, colon) : text;
}
