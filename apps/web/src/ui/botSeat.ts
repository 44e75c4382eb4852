/** Bot crewmates on a seat card: the badge, and the host's controls to add, tune or remove one. */

import type { RoomSeat } from '@safecrackers/protocol/state';
import { BOT_LEVELS, type BotLevel } from '@safecrackers/protocol/wire';
import { t } from '../i18n/index.js';
import type { Commands } from './commands.js';
import { h } from './dom.js';

export function botBadge(seat: RoomSeat): HTMLElement | null {
  return seat.bot
    ? h(
        'span',
        { class: 'badge bot', 'data-testid': `bot-${seat.index}` },
        t('bot.badge', { level: t(`bot.level.${seat.bot}`) }),
      )
    : null;
}

function levelSelect(
  seat: number,
  current: BotLevel,
  onChange?: (level: BotLevel) => void,
): HTMLSelectElement {
  return h(
    'select',
    {
      'aria-label': t('bot.levelLabel'),
      'data-testid': `bot-level-${seat}`,
      onchange: (e: Event) => onChange?.((e.target as HTMLSelectElement).value as BotLevel),
    },
    ...BOT_LEVELS.map((level) =>
      h(
        'option',
        { value: level, ...(level === current ? { selected: true } : {}) },
        t(`bot.level.${level}`),
      ),
    ),
  ) as HTMLSelectElement;
}

/** The host's controls for a seat: a level and "Add a bot" on a free seat; level and "Remove" on a bot's. */
export function botControls(
  seat: RoomSeat,
  isHost: boolean,
  commands: Commands,
  inHeist = false,
): HTMLElement | null {
  if (!isHost) return null;
  if (seat.bot && !inHeist) {
    return h(
      'div',
      { class: 'row bot-controls' },
      levelSelect(seat.index, seat.bot, (level) => commands.lobby.addBot(seat.index, level)),
      h(
        'button',
        {
          class: 'ghost small',
          type: 'button',
          'data-testid': `remove-bot-${seat.index}`,
          onclick: () => commands.lobby.removeBot(seat.index),
        },
        t('bot.remove'),
      ),
    );
  }
  if (seat.status !== (inHeist ? 'vacant' : 'free')) return null;
  const select = levelSelect(seat.index, 'steady');
  return h(
    'div',
    { class: 'row bot-controls' },
    select,
    h(
      'button',
      {
        class: 'ghost small',
        type: 'button',
        'data-testid': `add-bot-${seat.index}`,
        onclick: () => commands.lobby.addBot(seat.index, select.value as BotLevel),
      },
      seat.status === 'vacant' ? t('bot.takeOver') : t('bot.add'),
    ),
  );
}
