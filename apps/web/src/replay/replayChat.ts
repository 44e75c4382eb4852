/**
 * A replay's chat (issue 33): the table's lines said up to the step shown, oldest first, each
 * with when it was said (the game's turn at that moment, and the time of day). Lines come as
 * plain text. Hidden when the game's chat was empty (or its server sent none).
 */
import type { ReplayChatLine } from '@safecrackers/protocol/wire';
import { currentLocale, t } from '../i18n/index.js';
import { h, replace } from '../ui/dom.js';
import type { ReplayGame } from './replayGame.js';

export class ReplayChat {
  readonly el: HTMLElement;
  private readonly list: HTMLElement;
  private readonly clock = new Intl.DateTimeFormat(currentLocale(), { hour: '2-digit', minute: '2-digit' });
  /** How many lines are shown (-1: none drawn yet). */
  private shown = -1;

  constructor(
    private readonly lines: readonly ReplayChatLine[],
    private readonly game: Pick<ReplayGame, 'turnText'>,
  ) {
    // Focusable, so a keyboard reaches and scrolls it.
    this.list = h('ol', {
      class: 'replay-chat-log',
      'data-testid': 'replay-chat',
      tabindex: 0,
      'aria-label': t('chat.title'),
    });
    this.el = h(
      'section',
      { class: 'card replay-chat', hidden: lines.length === 0 },
      h('h3', {}, t('chat.title')),
      this.list,
    );
  }

  /** The lines said by `step` (the inputs applied then); lobby lines from the start. */
  show(step: number): void {
    const said = this.lines.filter((l) => (l.version ?? 0) <= step);
    if (said.length === this.shown) return;
    this.shown = said.length;
    replace(
      this.list,
      ...(said.length === 0
        ? [h('li', { class: 'muted' }, t('replay.chatNone'))]
        : said.map((l) => this.line(l))),
    );
    this.list.scrollTop = this.list.scrollHeight;
  }

  private line(l: ReplayChatLine): HTMLElement {
    const moment = l.version === undefined ? t('replay.chatBefore') : this.game.turnText(l.version);
    return h(
      'li',
      { 'data-version': l.version ?? null },
      h(
        'time',
        { class: 'muted', datetime: new Date(l.at).toISOString() },
        `${moment} · ${this.clock.format(l.at)}`,
      ),
      h('span', {}, h('b', {}, `${l.name}: `), l.text),
    );
  }
}
