/**
 * Prompts as dialogs for the seat that must answer; every button is one of the answers the
 * server listed as legal. Tile choices (entrance, Go With Your Gut...) are made on the board,
 * so their dialog stays small and out of the way.
 */
import type { Answer, CardSet, PlayerView, Prompt } from '@safecrackers/rules';
import { t } from '../../i18n/index.js';
import { cardList, eventName, tileName, toolName, toolText } from '../../i18n/names.js';
import { placeName } from '../../store/positions.js';
import type { Commands } from '../commands.js';
import { h, replace } from '../dom.js';

type AnswerOf<K extends Answer['kind']> = Extract<Answer, { kind: K }>;

export class PromptDialog {
  readonly el = h('div', {
    class: 'prompt-dialog',
    role: 'dialog',
    'aria-modal': 'false',
    // Its heading names it (axe: aria-dialog-name).
    'aria-labelledby': 'prompt-title',
    'data-testid': 'prompt',
    hidden: true,
  });
  private last = '';

  constructor(private readonly commands: Commands) {}

  update(view: PlayerView | null, answers: Answer[]): void {
    const prompt = view?.prompt ?? null;
    const key = JSON.stringify([prompt, answers.length]);
    if (key === this.last) return;
    this.last = key;
    if (!view || !prompt || answers.length === 0) {
      this.el.hidden = true;
      replace(this.el);
      return;
    }
    this.el.hidden = false;
    this.el.classList.toggle('on-board', prompt.kind === 'entrance' || prompt.kind === 'tile');
    replace(this.el, h('h2', { id: 'prompt-title' }, t('prompt.title')), ...this.body(view, prompt, answers));
    (this.el.querySelector('button') as HTMLButtonElement | null)?.focus({ preventScroll: true });
  }

  private button(label: string, answer: Answer, primary = false): HTMLButtonElement {
    return h(
      'button',
      { class: primary ? 'primary' : 'choice', type: 'button', onclick: () => this.commands.act(answer) },
      label,
    );
  }

  private body(view: PlayerView, prompt: Prompt, answers: Answer[]): Array<HTMLElement | null> {
    const name = (seat: number) => view.players.find((p) => p.seat === seat)?.name ?? `#${seat + 1}`;
    const of = <K extends Answer['kind']>(kind: K) =>
      answers.filter((a): a is AnswerOf<K> => a.kind === kind);
    switch (prompt.kind) {
      case 'entrance':
        return [h('p', {}, t('prompt.entrance')), h('p', { class: 'muted' }, t('prompt.chooseBoard'))];
      case 'laser':
        return [
          h('p', {}, t('prompt.laser', { at: placeName(prompt.at) })),
          h(
            'div',
            { class: 'buttons' },
            ...of('laser').map((a) => this.button(t(`prompt.laser.${a.choice}`), a, a.choice === 'pay')),
          ),
        ];
      case 'hack':
        return [
          h('p', {}, t('prompt.hack', { alarm: tileName(prompt.alarm), at: placeName(prompt.at) })),
          h(
            'div',
            { class: 'buttons' },
            ...of('hack').map((a) => this.button(t(`prompt.hack.${a.choice}`), a, a.choice !== 'decline')),
          ),
        ];
      case 'trade':
        return [
          h('p', {}, t('prompt.trade', { name: name(prompt.from) })),
          h('p', {}, t('prompt.trade.gives', { cards: cardsText(prompt.give) })),
          h('p', {}, t('prompt.trade.takes', { cards: cardsText(prompt.take) })),
          this.yesNo(of('trade')),
        ];
      case 'orders':
        return [
          h('p', {}, t('prompt.orders', { name: name(prompt.rook), at: placeName(prompt.to) })),
          this.yesNo(of('orders')),
        ];
      case 'keepTool':
        return [
          h('p', {}, t('prompt.keepTool')),
          h(
            'div',
            { class: 'buttons column' },
            ...of('keepTool').map((a) =>
              h(
                'button',
                { class: 'choice', type: 'button', onclick: () => this.commands.act(a) },
                h('strong', {}, toolName(a.tool)),
                h('small', {}, toolText(a.tool)),
              ),
            ),
          ),
        ];
      case 'tile': {
        const skip = of('tile').find((a) => a.at === null);
        return [
          h('p', {}, t(`prompt.tile.${prompt.reason}`)),
          h('p', { class: 'muted' }, t('prompt.chooseBoard')),
          skip ? this.button(t('prompt.tile.none'), skip) : null,
        ];
      }
      case 'seat':
        return [
          h('p', {}, t(`prompt.seat.${prompt.reason}`)),
          h('div', { class: 'buttons' }, ...of('seat').map((a) => this.button(name(a.seat), a))),
        ];
      case 'stethoscope': {
        const keep = of('stethoscope').find((a) => a.die === null);
        const changes = of('stethoscope').filter((a) => a.die !== null);
        const rows = prompt.roll.map((value, die) =>
          h(
            'div',
            { class: 'row' },
            h('span', {}, t('prompt.stethoscope.die', { n: die + 1, value })),
            ...changes.filter((a) => a.die === die).map((a) => this.button(String(a.face ?? '?'), a)),
          ),
        );
        return [
          h('p', {}, t('prompt.stethoscope', { roll: prompt.roll.join(', ') })),
          ...rows,
          keep ? this.button(t('prompt.stethoscope.keep'), keep, true) : null,
        ];
      }
      case 'spotter': {
        const card = prompt.card;
        const text =
          typeof card === 'string'
            ? t('prompt.spotter.event', { card: eventName(card) })
            : card.floor < 0
              ? t('prompt.spotter.hidden')
              : t('prompt.spotter.patrol', { floor: card.floor + 1, card: placeName(card) });
        return [
          h('p', {}, text),
          h(
            'div',
            { class: 'buttons' },
            ...of('spotter').map((a) => this.button(t(`prompt.spotter.${a.place}`), a)),
          ),
        ];
      }
      case 'order':
        return [
          h('p', {}, t('prompt.order')),
          h(
            'div',
            { class: 'buttons column' },
            ...of('order').map((a) => this.button(a.cards.map((c) => eventName(c)).join(' → '), a)),
          ),
        ];
    }
  }

  private yesNo(answers: Array<AnswerOf<'trade'> | AnswerOf<'orders'>>): HTMLElement {
    return h(
      'div',
      { class: 'buttons' },
      ...answers.map((a) => this.button(a.accept ? t('prompt.accept') : t('prompt.decline'), a, a.accept)),
    );
  }
}

function cardsText(cards: CardSet): string {
  return cardList([...cards.tools, ...cards.loot]);
}
