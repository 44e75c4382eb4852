/**
 * The room's chat, the same in every game: the lines of the channel shown, a tab per channel
 * this member may read ('table' for everyone, a game's side channel for its side: the spies'),
 * and a line to say more. The server decides who reads which channel; this only shows it.
 */
import type { ChatChannel, ChatLine } from '@safecrackers/protocol/wire';
import { t } from '../i18n/index.js';
import { h, replace } from './dom.js';

export interface ChatBoxInput {
  lines: readonly ChatLine[];
  /** The channels this member may use, with their tab's words (the table first). */
  channels: ReadonlyArray<{ channel: ChatChannel; label: string }>;
}

const SHOWN = 50;

export class ChatBox {
  readonly el: HTMLElement;
  private channel: ChatChannel = 'table';
  private input: ChatBoxInput = { lines: [], channels: [] };
  private readonly tabs = h('div', { class: 'chat-tabs spies-tabs' });
  private readonly log: HTMLElement;
  private readonly text: HTMLInputElement;
  private readonly sendButton: HTMLButtonElement;

  constructor(
    private readonly say: (channel: ChatChannel, text: string) => void,
    /** Prefixed to the test ids (each game's browser tests name them). */
    private readonly testIds = '',
  ) {
    this.log = h('div', { class: 'chat-log spies-chat-log', 'data-testid': `${testIds}chat` });
    this.text = h('input', {
      class: 'chat-input spies-chat-input',
      'data-testid': `${testIds}chat-input`,
      maxlength: 300,
      onkeydown: (e: Event) => {
        if ((e as KeyboardEvent).key === 'Enter') this.send();
      },
    }) as HTMLInputElement;
    this.sendButton = h('button', { type: 'button', onclick: () => this.send() }, '') as HTMLButtonElement;
    this.el = h(
      'div',
      { class: 'chat spies-chat' },
      this.tabs,
      this.log,
      h('div', { class: 'chat-row spies-chat-row' }, this.text, this.sendButton),
    );
    this.relabel();
  }

  update(input: ChatBoxInput): void {
    this.input = input;
    // A channel this member may no longer read (its side changed) falls back to the table.
    if (!input.channels.some((c) => c.channel === this.channel)) this.channel = 'table';
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
        .map((l) => h('p', {}, h('b', {}, `${l.name}: `), l.text)),
    );
  }

  /** Another language: the box's own words again (the text typed stays). */
  relabel(): void {
    this.text.placeholder = t('chat.placeholder');
    this.text.setAttribute('aria-label', t('chat.title'));
    this.sendButton.textContent = t('chat.send');
  }

  private send(): void {
    const text = this.text.value.trim();
    if (!text) return;
    this.say(this.channel, text);
    this.text.value = '';
  }
}
