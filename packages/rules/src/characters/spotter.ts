/** R8.9 Spotter: look at the top patrol (or event) card, keep it on top or send it down (D75). */
import type { Intent } from '../actions.js';
import { floorOfTile, remaining } from '../board.js';
import type { Ctx } from '../state.js';
import { type AbilityRule, usedThisTurn, useOnce } from './rules.js';

function spot(ctx: Ctx, seat: number, deck: 'patrol' | 'event'): void {
  const p = ctx.s.players[seat];
  if (!p) return;
  useOnce(ctx, 'spotter');
  ctx.mutTurn().used += 1;
  ctx.emit({ type: 'abilityUsed', seat, ability: deck === 'patrol' ? 'clairvoyance' : 'precognition' });
  const floor = floorOfTile(ctx, p.tile);
  const pile: ReadonlyArray<number | string> =
    deck === 'patrol' ? (ctx.s.guards[floor]?.deck ?? []) : ctx.s.decks.event;
  const top = pile[pile.length - 1];
  if (top === undefined) return;
  const card = typeof top === 'number' ? ctx.pos(floor * ctx.shape.area + top) : (top as never);
  ctx.emit({ type: 'cardsSeen', seat, deck, floor, cards: [card], audience: 'players' });
  const answer = ctx.ask({ kind: 'spotter', seat, deck, floor, card });
  const place = answer.place;
  if (place === 'bottom') {
    const owned: Array<number | string> = deck === 'patrol' ? ctx.mutGuard(floor).deck : ctx.mutDecks().event;
    owned.pop();
    owned.unshift(top);
  }
  ctx.emit({ type: 'cardPlaced', seat, deck, floor, place });
}

function canSpot(ctx: Ctx, seat: number, deck: 'patrol' | 'event'): boolean {
  if (usedThisTurn(ctx, 'spotter') || remaining(ctx.s) < 1) return false;
  const p = ctx.s.players[seat];
  if (!p || p.tile < 0) return false;
  if (deck === 'event') return ctx.s.decks.event.length > 0;
  return (ctx.s.guards[floorOfTile(ctx, p.tile)]?.deck.length ?? 0) > 0;
}

export const clairvoyance: AbilityRule = {
  character: 'spotter',
  side: 'basic',
  type: 'clairvoyance',
  uses: (ctx, seat): Intent[] => (canSpot(ctx, seat, 'patrol') ? [{ type: 'clairvoyance' }] : []),
  apply: (ctx, seat) => spot(ctx, seat, 'patrol'),
};

export const precognition: AbilityRule = {
  character: 'spotter',
  side: 'advanced',
  type: 'precognition',
  uses: (ctx, seat): Intent[] => (canSpot(ctx, seat, 'event') ? [{ type: 'precognition' }] : []),
  apply: (ctx, seat) => spot(ctx, seat, 'event'),
};
