/**
 * Drawing from the tool, loot and event decks (R9, D46): gains follow the Rigger rule (R8.7),
 * empty decks are rebuilt from their discard pile in canonical order (R1.19).
 */
import type { Ctx } from '../state.js';
import { loseStealth } from '../stealth.js';
import type { EventId, LootCard, ToolId } from '../types.js';

function byId<T extends string>(a: T, b: T): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Top card of the tool deck, rebuilding it from the discard pile if needed; null when none. */
function drawToolCard(ctx: Ctx): ToolId | null {
  if (ctx.s.decks.tool.length === 0 && ctx.s.decks.toolDiscard.length === 0) return null;
  const d = ctx.mutDecks();
  if (d.tool.length === 0) {
    d.tool = ctx.shuffle(d.toolDiscard.slice().sort(byId));
    d.toolDiscard = [];
    ctx.emit({ type: 'toolDeckReshuffled', size: d.tool.length });
  }
  return d.tool.pop() ?? null;
}

export function riggerInPlay(ctx: Ctx): boolean {
  return ctx.s.players.some((p) => p.character === 'rigger' && !p.escaped);
}

/**
 * A character gains one tool (R9.2). With the Rigger in play it draws two and keeps one,
 * the choice belonging to the gaining seat (R8.7, D66). Returns the tool kept, or null.
 */
export function gainTool(ctx: Ctx, seat: number): ToolId | null {
  const first = drawToolCard(ctx);
  if (first === null) return null;
  let kept = first;
  if (riggerInPlay(ctx)) {
    const second = drawToolCard(ctx);
    if (second !== null) {
      const answer = ctx.ask({ kind: 'keepTool', seat, tools: [first, second] });
      kept = answer.tool;
      const discarded = kept === first ? second : first;
      ctx.mutDecks().toolDiscard.push(discarded);
      ctx.emit({ type: 'toolDiscarded', seat, tool: discarded });
    }
  }
  if (ctx.s.players[seat]) ctx.mutPlayer(seat).tools.push(kept);
  ctx.emit({ type: 'toolGained', seat, tool: kept });
  return kept;
}

/** A tool goes face up onto a tile instead of a hand (Drill, R8.5). */
export function toolToTile(ctx: Ctx, tile: number): ToolId | null {
  const tool = drawToolCard(ctx);
  if (tool === null) return null;
  const t = ctx.mutTile(tile);
  t.tools = [...t.tools, tool];
  ctx.emit({ type: 'cardsLeftOnTile', at: ctx.pos(tile), tools: [tool], loot: [] });
  return tool;
}

/** Takes a loot card into a hand, with the Cursed Goblet's loss (R9.3.3, D39). */
export function takeLoot(ctx: Ctx, seat: number, card: LootCard): void {
  if (!ctx.s.players[seat]) return;
  ctx.mutPlayer(seat).loot.push(card);
  ctx.emit({ type: 'lootGained', seat, card });
  if (card === 'cursed-goblet') loseStealth(ctx, seat, 'cursed-goblet');
}

/**
 * The top loot card of an opened safe (R5.9, R9.3): to the opener's hand, or onto the safe's
 * tile with the Drill. A Gold Bar brings the second bar onto the safe's tile (R9.3.5).
 */
export function gainLoot(ctx: Ctx, seat: number, safeTile: number, toTile: boolean): void {
  if (ctx.s.decks.loot.length === 0) return;
  const card = ctx.mutDecks().loot.pop() as LootCard;
  if (toTile) {
    const t = ctx.mutTile(safeTile);
    t.loot = [...t.loot, card];
    ctx.emit({ type: 'cardsLeftOnTile', at: ctx.pos(safeTile), tools: [], loot: [card] });
  } else {
    takeLoot(ctx, seat, card);
  }
  if (card === 'gold-bar' && ctx.s.decks.goldBarAside) {
    ctx.mutDecks().goldBarAside = false;
    const t = ctx.mutTile(safeTile);
    t.loot = [...t.loot, 'gold-bar#1'];
    ctx.emit({ type: 'cardsLeftOnTile', at: ctx.pos(safeTile), tools: [], loot: ['gold-bar#1'] });
  }
}

/** Top event card, rebuilding the deck from the discard pile when empty (R4.5, D46). */
export function drawEventCard(ctx: Ctx): EventId | null {
  if (ctx.s.decks.event.length === 0 && ctx.s.decks.eventDiscard.length === 0) return null;
  const d = ctx.mutDecks();
  if (d.event.length === 0) {
    d.event = ctx.shuffle(d.eventDiscard.slice().sort(byId));
    d.eventDiscard = [];
    ctx.emit({ type: 'eventDeckReshuffled', size: d.event.length });
  }
  return d.event.pop() ?? null;
}
