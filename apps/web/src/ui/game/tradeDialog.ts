/**
 * The trade dialog in the panel (R5.11): the partner (a character on our tile), a checkbox
 * for every card in our hand and in theirs, the offer in words, and Propose / Cancel. The
 * offer lives in the store (ui.trade); this class only draws it and reports changes. The
 * engine judges the offer; its refusal (two Gold Bars, the loose kitty) shows here.
 */
import type { PlayerView } from '@safecrackers/rules';
import { t } from '../../i18n/index.js';
import { cardName, lootText, toolText } from '../../i18n/names.js';
import { errorText } from '../../store/errorText.js';
import {
  cardCount,
  handCards,
  hasCard,
  newTradeDraft,
  type TradeCard,
  type TradeDraft,
  type TradeSide,
  toggleTradeCard,
  tradeAction,
  tradeSummary,
} from '../../store/trade.js';
import type { Commands } from '../commands.js';
import { h, replace } from '../dom.js';

export interface TradeInput {
  view: PlayerView;
  /** Our seat, the one proposing. */
  seat: number | null;
  /** Seats the legal actions let us trade with. */
  partners: number[];
  draft: TradeDraft | null;
}

const cardKey = (side: TradeSide, card: TradeCard) => `${side}:${card.kind}:${card.id}`;

export class TradeDialog {
  readonly el = h('section', {
    class: 'trade-dialog',
    role: 'dialog',
    'aria-modal': 'false',
    'aria-labelledby': 'trade-title',
    'data-testid': 'trade-dialog',
    hidden: true,
  });
  private readonly boxes = new Map<string, { box: HTMLInputElement; side: TradeSide; card: TradeCard }>();
  private readonly summary = h('div', {
    class: 'trade-summary',
    'aria-live': 'polite',
    'data-testid': 'trade-summary',
  });
  private readonly error = h('p', { class: 'trade-error', role: 'alert', 'data-testid': 'trade-error' });
  private readonly send = h(
    'button',
    {
      class: 'primary',
      type: 'button',
      'data-action': 'trade-send',
      onclick: () => {
        const action = this.draft && tradeAction(this.draft);
        if (action) this.commands.act(action);
      },
    },
    t('trade.send'),
  );
  private draft: TradeDraft | null = null;
  private view: PlayerView | null = null;
  private structure = '';

  constructor(private readonly commands: Commands) {
    this.el.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape') return;
      // Escape closes the dialog, not everything else the page's key handler would cancel.
      e.stopPropagation();
      this.commands.ui({ trade: null });
    });
  }

  get open(): boolean {
    return !this.el.hidden;
  }

  update(input: TradeInput): void {
    const { view, seat, partners, draft } = input;
    if (!draft || seat === null || !partners.includes(draft.with)) {
      this.el.hidden = true;
      this.structure = '';
      this.draft = null;
      return;
    }
    const wasOpen = this.open;
    this.draft = draft;
    this.view = view;
    const hands = [seat, draft.with].map((s) => view.players.find((p) => p.seat === s));
    const key = JSON.stringify([seat, draft.with, partners, hands]);
    if (key !== this.structure) {
      const rebuiltWhileOpen = wasOpen && this.structure !== '';
      this.structure = key;
      this.build(view, seat, partners, draft);
      this.el.hidden = false;
      const focus = rebuiltWhileOpen
        ? this.el.querySelector<HTMLElement>('[aria-checked="true"]')
        : this.el.querySelector<HTMLElement>('input, [data-action=trade-cancel]');
      focus?.focus({ preventScroll: true });
    }
    this.sync(draft);
  }

  private build(view: PlayerView, seat: number, partners: number[], draft: TradeDraft) {
    const name = (s: number) => view.players.find((p) => p.seat === s)?.name ?? `#${s + 1}`;
    const partnerName = name(draft.with);
    this.boxes.clear();
    const picker =
      partners.length > 1
        ? h(
            'div',
            { class: 'segmented small trade-partners', role: 'radiogroup', 'aria-label': t('trade.partner') },
            ...partners.map((p) =>
              h(
                'button',
                {
                  type: 'button',
                  class: `segment ${p === draft.with ? 'chosen' : ''}`,
                  role: 'radio',
                  'aria-checked': p === draft.with ? 'true' : 'false',
                  'data-partner': p,
                  onclick: () => {
                    if (p !== this.draft?.with) this.commands.ui({ trade: newTradeDraft(p) });
                  },
                },
                name(p),
              ),
            ),
          )
        : null;
    replace(
      this.el,
      h('h3', { id: 'trade-title' }, t('trade.title', { name: partnerName })),
      picker,
      h('p', { class: 'hint' }, t('trade.hint', { name: partnerName })),
      this.hand('give', t('trade.give'), handCards(view, seat), t('trade.noCards')),
      this.hand(
        'take',
        t('trade.take', { name: partnerName }),
        handCards(view, draft.with),
        t('trade.theyNoCards', { name: partnerName }),
      ),
      this.summary,
      this.error,
      h(
        'div',
        { class: 'buttons' },
        this.send,
        h(
          'button',
          {
            class: 'ghost',
            type: 'button',
            'data-action': 'trade-cancel',
            onclick: () => this.commands.ui({ trade: null }),
          },
          t('trade.cancel'),
        ),
      ),
    );
  }

  private hand(side: TradeSide, legend: string, cards: TradeCard[], empty: string): HTMLElement {
    return h(
      'fieldset',
      { class: `trade-hand ${side}`, 'data-side': side },
      h('legend', {}, legend),
      cards.length === 0
        ? h('p', { class: 'muted' }, empty)
        : h(
            'ul',
            { class: 'cards' },
            ...cards.map((card) => {
              const key = cardKey(side, card);
              const box = h('input', {
                type: 'checkbox',
                'data-card': key,
                onchange: () => {
                  if (this.draft) this.commands.ui({ trade: toggleTradeCard(this.draft, side, card) });
                },
              });
              this.boxes.set(key, { box, side, card });
              return h(
                'li',
                {},
                h(
                  'label',
                  { class: `trade-card card-item ${card.kind === 'tools' ? 'tool' : 'loot'}` },
                  box,
                  h(
                    'span',
                    {},
                    h('strong', {}, cardName(card.id)),
                    h('small', { class: 'kind' }, ` · ${t(`trade.kind.${card.kind}`)}`),
                    h(
                      'small',
                      { class: 'text' },
                      card.kind === 'tools' ? toolText(card.id) : lootText(card.id),
                    ),
                  ),
                ),
              );
            }),
          ),
    );
  }

  /** Ticks, words, the refusal and the send button follow the draft without a rebuild (focus stays). */
  private sync(draft: TradeDraft) {
    for (const { box, side, card } of this.boxes.values()) box.checked = hasCard(draft, side, card);
    replace(this.summary, ...tradeSummary(this.view!, draft).map((line) => h('p', {}, line)));
    this.error.hidden = !draft.error;
    this.error.textContent = draft.error ? errorText(draft.error) : '';
    this.send.disabled = draft.sent || cardCount(draft) === 0;
    this.send.textContent = draft.sent ? t('trade.sending') : t('trade.send');
  }
}
