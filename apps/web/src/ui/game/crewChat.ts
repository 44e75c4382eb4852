/**
 * The crew's chat in the heist (issue 33): the room's chat box every game shares (ui/chatBox.ts),
 * on the table channel only (the heist has no side channel), each name in its seat's colour. It
 * sits under the log in the panel: on a phone, in the expanded sheet, so it never covers the board.
 */
import './crewChat.css';
import type { ChatLine } from '@safecrackers/protocol/wire';
import { t } from '../../i18n/index.js';
import { SEAT_COLOUR_CSS } from '../../scenes/palette.js';
import { ChatBox } from '../chatBox.js';
import type { Commands } from '../commands.js';
import { h } from '../dom.js';

const seatColour = (seat: number): string => SEAT_COLOUR_CSS[seat % SEAT_COLOUR_CSS.length]!;

export class CrewChat {
  readonly el: HTMLElement;
  private readonly box: ChatBox;

  constructor(commands: Pick<Commands, 'chat'>) {
    this.box = new ChatBox((channel, text) => commands.chat(channel, text));
    this.el = h('section', { class: 'chat-section' }, h('h3', {}, t('chat.title')), this.box.el);
  }

  update(lines: readonly ChatLine[]): void {
    this.box.update({
      lines,
      channels: [{ channel: 'table', label: t('chat.table') }],
      colourOf: seatColour,
    });
  }

  /** The sheet opened on a phone: the newest line in view. */
  scrollToNewest(): void {
    this.box.scrollToNewest();
  }
}
