/**
 * The room's chat, the same in every game: the lines of the channel shown, a tab per channel
 * this member may read ('table' for everyone, a game's side channel for its side: the spies'),
 * and a line to say more. The server decides who reads which channel; this only shows it.
 * Lines are plain text (text nodes, never markup). A line longer than the server takes is
 * refused here, with the reason under the box, and the text stays to be shortened.
 */
import './chatBox.css';
import { CHAT_MAX_LENGTH, type ChatChannel, type ChatLine } from '@safecrackers/protocol/wire';
import { t } from '../i18n/index.js';
import { h, replace } from './dom.js';

export interface ChatBoxInput {
  lines: readonly ChatLine[];
  /** The channels this member may use, with their tab's words (the table first). */
  channels: ReadonlyArray<{ channel: ChatChannel; label: string }>;
  /** The colour of a seat's name (the game's seat colours); none: the text's own. */
  colourOf?: (seat: number) => string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the server refuses control characters: a pasted tab becomes a space
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

const SHOWN = 50;

export class ChatBox {
  readonly el: HTMLElement;
  private channel: ChatChannel = 'table';
  private input: ChatBoxInput = { lines: [], channels: [] };
  private readonly tabs = h('div', { class: 'chat-tabs spies-tabs' });
  private readonly log: HTMLElement;
  private readonly text: HTMLInputElement;
  private readonly sendButton: HTMLButtonElement;
  private readonly error: HTMLElement;
  /** What the log and the tabs were last drawn from: drawn again only when it changes. */
  private drawn: { lines: readonly ChatLine[]; tabs: string } | null = null;

  constructor(
    /** Says a line; false: it could not go now (the text stays in the box to send again). */
    private readonly say: (channel: ChatChannel, text: string) => boolean | undefined,
    /** Prefixed to the test ids (each game's browser tests name them). */
    private readonly testIds = '',
  ) {
    // A list, as the game log is; focusable, so a keyboard reaches and scrolls it (axe:
    // scrollable-region-focusable).
    this.log = h('ol', { class: 'chat-log spies-chat-log', 'data-testid': `${testIds}chat`, tabindex: 0 });
    this.text = h('input', {
      class: 'chat-input spies-chat-input',
      'data-testid': `${testIds}chat-input`,
      // No maxlength: a cut the player does not see is worse than the reason under the box.
      onkeydown: (e: Event) => {
        if ((e as KeyboardEvent).key === 'Enter') this.send();
      },
      oninput: () => this.showError(null),
    }) as HTMLInputElement;
    this.error = h('p', {
      class: 'chat-error',
      role: 'alert',
      'data-testid': `${testIds}chat-error`,
      hidden: true,
    });
    this.sendButton = h('button', { type: 'button', onclick: () => this.send() }, '') as HTMLButtonElement;
    this.el = h(
      'div',
      { class: 'chat spies-chat' },
      this.tabs,
      this.log,
      h('div', { class: 'chat-row spies-chat-row' }, this.text, this.sendButton),
      this.error,
    );
    this.relabel();
  }

  update(input: ChatBoxInput): void {
    this.input = input;
    // A channel this member may no longer read (its side changed) falls back to the table.
    if (!input.channels.some((c) => c.channel === this.channel)) this.channel = 'table';
    // The screens update on every change of the game: the chat is drawn again only for its own.
    const tabs = JSON.stringify([this.channel, input.channels]);
    if (this.drawn?.lines === input.lines && this.drawn.tabs === tabs) return;
    this.drawn = { lines: input.lines, tabs };
    // One channel needs no tabs.
    this.tabs.hidden = input.channels.length < 2;
    replace(
      this.tabs,
      ...input.channels.map(({ channel, label }) =>
        h(
          'button',
          {
            type: 'button',
            'aria-pressed': String(this.channel === channel),
            'data-testid': `${this.testIds}channel-${channel}`,
            onclick: () => {
              this.channel = channel;
              this.update(this.input);
            },
          },
          label,
        ),
      ),
    );
    replace(
      this.log,
      ...input.lines
        .filter((l) => l.channel === this.channel)
        .slice(-SHOWN)
        .map((l) => this.line(l)),
    );
    this.scrollToNewest();
  }

  /** After layout: the newest line in view (also when a phone's sheet brings the box into view). */
  scrollToNewest(): void {
    requestAnimationFrame(() => {
      this.log.scrollTop = this.log.scrollHeight;
    });
  }

  private line(l: ChatLine): HTMLElement {
    const colour = l.seat === null ? undefined : this.input.colourOf?.(l.seat);
    return h(
      'li',
      { class: 'chat-line', style: colour ? `--seat:${colour}` : null },
      h('b', {}, `${l.name}: `),
      l.text,
    );
  }

  private showError(text: string | null): void {
    this.error.textContent = text ?? '';
    this.error.hidden = text === null;
    if (text === null) this.text.removeAttribute('aria-invalid');
    else this.text.setAttribute('aria-invalid', 'true');
  }

  /** Another language: the box's own words again (the text typed stays). */
  relabel(): void {
    this.text.placeholder = t('chat.placeholder');
    this.text.setAttribute('aria-label', t('chat.title'));
    this.log.setAttribute('aria-label', t('chat.title'));
    this.sendButton.textContent = t('chat.send');
  }

  private send(): void {
    // As the server will count it: NFC, trimmed, in UTF-16 units.
    const text = this.text.value.replace(CONTROL, ' ').normalize('NFC').trim();
    if (!text) return;
    if (text.length > CHAT_MAX_LENGTH) {
      this.showError(t('chat.tooLong', { max: CHAT_MAX_LENGTH, n: text.length }));
      return;
    }
    this.showError(null);
    if (this.say(this.channel, text) !== false) this.text.value = '';
  }
}
