import { apply, type GameState, legalActions, viewFor } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { apply1, clientFor, newGame } from '../testing/games.js';
import { errorText } from './errorText.js';
import { groupLegal } from './legalGroups.js';
import { afterSend, isTradeError, reduceNet } from './reduce.js';
import {
  cardCount,
  handCards,
  newTradeDraft,
  type TradeDraft,
  toggleTradeCard,
  tradeAction,
  tradePartners,
  tradeSummary,
} from './trade.js';

/** Ada (seat 0) broke in; Bea stands on her tile; each holds the given cards. */
function sharedTile(
  ada: { tools?: GameState['players'][number]['tools']; loot?: GameState['players'][number]['loot'] },
  bea: { tools?: GameState['players'][number]['tools']; loot?: GameState['players'][number]['loot'] },
): GameState {
  const state = apply1(newGame(), 0, { type: 'answer', kind: 'entrance', at: { floor: 0, col: 1, row: 1 } });
  const [a, b] = state.players as [GameState['players'][number], GameState['players'][number]];
  b.entered = true;
  b.tile = a.tile;
  a.tools = ada.tools ?? [];
  a.loot = ada.loot ?? [];
  b.tools = bea.tools ?? [];
  b.loot = bea.loot ?? [];
  return state;
}

const crowbar = { kind: 'tools', id: 'crowbar' } as const;
const dynamite = { kind: 'tools', id: 'dynamite' } as const;
const bar = { kind: 'loot', id: 'gold-bar' } as const;
const bar2 = { kind: 'loot', id: 'gold-bar#1' } as const;
const tiara = { kind: 'loot', id: 'tiara' } as const;

describe('the trade offer', () => {
  it('offers one Trade button per partner the legal actions allow', () => {
    const state = sharedTile({ tools: ['crowbar', 'dynamite'] }, { loot: ['tiara'] });
    const legal = legalActions(state, 0);
    // The engine lists single-card offers only...
    expect(legal.filter((a) => a.type === 'trade')).toHaveLength(3);
    // ...which become one button that opens the dialog with Bea.
    expect(tradePartners(legal)).toEqual([1]);
    const trade = groupLegal(legal, viewFor(state, 0)).choices.filter((c) => c.section === 'trade');
    expect(trade).toEqual([{ id: 'trade:1', label: 'Trade with Bea…', section: 'trade', partner: 1 }]);
  });

  it('ticks any cards in both directions and says the offer in words', () => {
    const state = sharedTile({ tools: ['crowbar', 'dynamite'] }, { loot: ['tiara'] });
    const view = viewFor(state, 0);
    expect(handCards(view, 0)).toEqual([crowbar, dynamite]);
    let draft = newTradeDraft(1);
    expect(tradeAction(draft)).toBeNull();
    expect(tradeSummary(view, draft)).toEqual(['Nothing ticked yet: choose cards to give, to get, or both.']);
    draft = toggleTradeCard(draft, 'give', crowbar);
    draft = toggleTradeCard(draft, 'give', dynamite);
    draft = toggleTradeCard(draft, 'take', tiara);
    expect(cardCount(draft)).toBe(3);
    expect(tradeSummary(view, draft)).toEqual([
      'You give Bea: Crowbar and Dynamite.',
      'You get from Bea: Tiara.',
    ]);
    draft = toggleTradeCard(draft, 'take', tiara);
    expect(tradeSummary(view, draft)[1]).toBe('You get from Bea: nothing.');
    expect(tradeAction(draft)).toEqual({
      type: 'trade',
      with: 1,
      give: { tools: ['crowbar', 'dynamite'], loot: [] },
      take: { tools: [], loot: [] },
    });
  });

  it('is what the engine accepts: two cards one way, one the other, then Bea is asked', () => {
    const state = sharedTile({ tools: ['crowbar', 'dynamite'] }, { loot: ['tiara'] });
    let draft = newTradeDraft(1);
    for (const card of [crowbar, dynamite]) draft = toggleTradeCard(draft, 'give', card);
    draft = toggleTradeCard(draft, 'take', tiara);
    const proposed = apply1(state, 0, tradeAction(draft)!);
    expect(proposed.pending?.prompt).toMatchObject({
      kind: 'trade',
      seat: 1,
      give: { tools: ['crowbar', 'dynamite'] },
      take: { loot: ['tiara'] },
    });
    const done = apply1(proposed, 1, { type: 'answer', kind: 'trade', accept: true });
    expect(done.players[0]!.loot).toEqual(['tiara']);
    expect(done.players[1]!.tools).toEqual(['crowbar', 'dynamite']);
  });

  it('keeps the engine’s refusal in the dialog: nobody may hold two Gold Bars', () => {
    const state = sharedTile({ loot: ['gold-bar'] }, { loot: ['gold-bar#1'], tools: ['crowbar'] });
    let draft = newTradeDraft(1);
    draft = toggleTradeCard(draft, 'take', bar2);
    draft = toggleTradeCard(draft, 'take', crowbar);
    const refused = apply(state, 0, tradeAction(draft)!);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;

    // The client sent it from the dialog, and the server answers with the engine's error.
    let s = clientFor(state, [0]);
    s = { ...s, ui: { ...s.ui, trade: draft } };
    s = afterSend(s, tradeAction(draft)!);
    expect(s.ui.trade?.sent).toBe(true);
    const event = {
      type: 'error' as const,
      payload: { about: 'action', code: refused.error.code, message: refused.error.message },
    };
    expect(isTradeError(s, event)).toBe(true);
    s = reduceNet(s, event);
    const trade = s.ui.trade as TradeDraft;
    expect(trade.sent).toBe(false);
    expect(trade.error?.code).toBe('trade/invalid');
    expect(errorText(trade.error!)).toBe('That trade cannot happen. Change the cards and propose it again.');
    // Changing the offer clears the refusal; a swap of the two bars is fine.
    const swap = toggleTradeCard(toggleTradeCard(trade, 'take', crowbar), 'give', bar);
    expect(swap.error).toBeNull();
    expect(apply(state, 0, tradeAction(swap)!).ok).toBe(true);
  });

  it('closes when a new version arrives (the trade went through to the other seat)', () => {
    const state = sharedTile({ tools: ['crowbar'] }, {});
    let s = clientFor(state, [0], 3);
    s = { ...s, ui: { ...s.ui, trade: { ...newTradeDraft(1), sent: true } } };
    const same = reduceNet(s, { type: 'state', room: s.room! });
    expect(same.ui.trade).not.toBeNull();
    const next = reduceNet(s, { type: 'state', room: { ...s.room!, version: 4 } });
    expect(next.ui.trade).toBeNull();
    // A dropped connection lets an unanswered offer be sent again.
    const dropped = reduceNet(s, { type: 'status', status: 'reconnecting', attempt: 1 });
    expect(dropped.ui.trade?.sent).toBe(false);
    // Other errors are not the dialog's.
    expect(
      isTradeError(clientFor(state, [0]), {
        type: 'error',
        payload: { about: 'action', code: 'action/not_your_turn', message: '' },
      }),
    ).toBe(false);
  });
});
