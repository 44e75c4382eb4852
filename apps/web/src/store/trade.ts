/**
 * The trade being put together in the panel (R5.11): a partner on the current player's tile,
 * and any set of tool and loot cards in each direction. The server lists only single-card
 * offers as legal actions (every subset would explode), so the offer is built here and the
 * engine judges it when it arrives; a refusal comes back into the draft as its error.
 */
import type { Action, CardSet, LootCard, PlayerView, ToolId } from '@safecrackers/rules';
import { t } from '../i18n/index.js';
import { cardList } from '../i18n/names.js';

export type TradeSide = 'give' | 'take';
export type CardKind = keyof CardSet;
export type TradeCard = { kind: 'tools'; id: ToolId } | { kind: 'loot'; id: LootCard };

export interface TradeDraft {
  /** The partner's seat. */
  with: number;
  /** What the current player hands over... */
  give: CardSet;
  /** ...and what it receives. */
  take: CardSet;
  /** Sent and not yet answered by the server: an accepted input closes the draft. */
  sent: boolean;
  /** The server's refusal (code and the engine's reason), shown in the dialog. */
  error: { code: string; message: string } | null;
}

const noCards = (): CardSet => ({ tools: [], loot: [] });

/** Seats the legal actions let us trade with, in seat order: each gets a Trade button. */
export function tradePartners(actions: Action[]): number[] {
  const seats = new Set<number>();
  for (const a of actions) if (a.type === 'trade') seats.add(a.with);
  return [...seats].sort((a, b) => a - b);
}

export function newTradeDraft(partner: number): TradeDraft {
  return { with: partner, give: noCards(), take: noCards(), sent: false, error: null };
}

export function hasCard(draft: TradeDraft, side: TradeSide, card: TradeCard): boolean {
  return (draft[side][card.kind] as string[]).includes(card.id);
}

/** Ticks or unticks one card; a changed offer forgets the last refusal. */
export function toggleTradeCard(draft: TradeDraft, side: TradeSide, card: TradeCard): TradeDraft {
  const list = draft[side][card.kind] as string[];
  const next = list.includes(card.id) ? list.filter((c) => c !== card.id) : [...list, card.id];
  return { ...draft, [side]: { ...draft[side], [card.kind]: next }, sent: false, error: null };
}

export function cardCount(draft: TradeDraft): number {
  return draft.give.tools.length + draft.give.loot.length + draft.take.tools.length + draft.take.loot.length;
}

/** The intent to send, or null while no card is ticked. */
export function tradeAction(draft: TradeDraft): Action | null {
  if (cardCount(draft) === 0) return null;
  return {
    type: 'trade',
    with: draft.with,
    give: { tools: [...draft.give.tools], loot: [...draft.give.loot] },
    take: { tools: [...draft.take.tools], loot: [...draft.take.loot] },
  };
}

/** Cards of one hand, tools first, as the dialog lists them. */
export function handCards(view: PlayerView, seat: number): TradeCard[] {
  const p = view.players.find((x) => x.seat === seat);
  if (!p) return [];
  return [
    ...p.tools.map((id): TradeCard => ({ kind: 'tools', id })),
    ...p.loot.map((id): TradeCard => ({ kind: 'loot', id })),
  ];
}

const names = (set: CardSet) => [...set.tools, ...set.loot];

/** The offer in words, one line per direction, or a hint while nothing is ticked. */
export function tradeSummary(view: PlayerView, draft: TradeDraft): string[] {
  if (cardCount(draft) === 0) return [t('trade.summary.empty')];
  const name = view.players.find((p) => p.seat === draft.with)?.name ?? `#${draft.with + 1}`;
  return [
    t('trade.summary.give', { name, cards: cardList(names(draft.give)) }),
    t('trade.summary.take', { name, cards: cardList(names(draft.take)) }),
  ];
}
