/**
 * The current player's ordinary actions (R5): peek, move, drop, hack, safes, tools, trade,
 * pick-up and escape. Each checks its conditions before changing anything.
 */
import type { CardSet, Intent } from './actions.js';
import { goldBars, holds, isGoldBar, remaining, seatsInBuilding, seatsOn, vertical } from './board.js';
import { takeLoot } from './cards/decks.js';
import { TOOL_RULES, type UseTool } from './cards/tools.js';
import { fail } from './errors.js';
import { escapeCharacter, escapeConditionsFailure, onEscapePoint } from './escape.js';
import { isRoom, tileIndex } from './geometry.js';
import { peekTargets } from './links.js';
import { performMove, placeCharacter, planMove } from './move.js';
import { reveal } from './reveal.js';
import { addSafeDie, checkAddDie, checkCrack, crackSafe, resolveSafeTarget } from './safes.js';
import type { Ctx } from './state.js';
import { loseStealth } from './stealth.js';
import { isComputer, MAX_HACK_TOKENS } from './tiles/computer.js';
import type { LootCard, Pos, ToolId } from './types.js';

export function indexOf(ctx: Ctx, at: Pos | undefined, what: string): number {
  if (!at || typeof at !== 'object' || !isRoom(ctx.shape, at))
    fail('action/invalid', `That ${what} is not a room of this building.`);
  return tileIndex(ctx.shape, at);
}

export function pay(ctx: Ctx, cost: number): void {
  if (cost > remaining(ctx.s))
    fail('action/not_enough_actions', `That costs ${cost} action(s) and you have ${remaining(ctx.s)}.`);
  ctx.mutTurn().used += cost;
}

function here(ctx: Ctx, seat: number): number {
  return ctx.s.players[seat]?.tile ?? -1;
}

export function peek(ctx: Ctx, seat: number, at: Pos): void {
  const target = indexOf(ctx, at, 'tile');
  if (ctx.tile(target).revealed) fail('peek/already_revealed', 'That tile is already revealed.');
  if (!peekTargets(ctx, here(ctx, seat)).includes(target)) {
    fail('peek/not_linked', 'You can only peek at a face-down tile next to you (walls block the view).');
  }
  pay(ctx, 1);
  ctx.emit({ type: 'peeked', seat, at: ctx.pos(target) });
  reveal(ctx, target, 'peek');
}

export function move(ctx: Ctx, seat: number, to: Pos): void {
  const target = indexOf(ctx, to, 'tile');
  performMove(ctx, seat, planMove(ctx, seat, target, 'action'), 'action');
}

export function canDrop(ctx: Ctx, seat: number): boolean {
  const tile = here(ctx, seat);
  const t = ctx.tile(tile);
  return t.kind === 'walkway' && vertical(ctx, tile, -1) >= 0 && remaining(ctx.s) >= 1;
}

export function drop(ctx: Ctx, seat: number): void {
  if (!canDrop(ctx, seat)) fail('action/invalid', 'You can only drop from a Walkway above the first floor.');
  pay(ctx, 1);
  placeCharacter(ctx, seat, vertical(ctx, here(ctx, seat), -1), 'drop');
}

export function canHack(ctx: Ctx, seat: number): boolean {
  const t = ctx.tile(here(ctx, seat));
  return isComputer(t.kind) && t.hack < MAX_HACK_TOKENS;
}

export function hack(ctx: Ctx, seat: number): void {
  const tile = here(ctx, seat);
  const t = ctx.tile(tile);
  if (!isComputer(t.kind)) fail('tile/wrong_kind', 'You can only hack on a Computer tile.');
  if (t.hack >= MAX_HACK_TOKENS) fail('hack/full', 'This Computer already holds 6 hack tokens.');
  pay(ctx, 1);
  const w = ctx.mutTile(tile);
  w.hack += 1;
  ctx.emit({ type: 'hacked', seat, at: ctx.pos(tile), tokens: w.hack });
}

export function addDie(ctx: Ctx, seat: number, at: Pos | undefined): void {
  const tile = resolveSafeTarget(ctx, seat, at ? indexOf(ctx, at, 'safe') : null);
  checkAddDie(ctx, tile);
  pay(ctx, 2);
  addSafeDie(ctx, seat, tile);
}

export function crack(ctx: Ctx, seat: number, at: Pos | undefined): void {
  const tile = resolveSafeTarget(ctx, seat, at ? indexOf(ctx, at, 'safe') : null);
  checkCrack(ctx, tile);
  pay(ctx, 1);
  crackSafe(ctx, seat, tile);
}

function sameUse(a: UseTool, b: UseTool): boolean {
  const pa = a.at;
  const pb = b.at;
  const samePos =
    pa === pb || (!!pa && !!pb && pa.floor === pb.floor && pa.col === pb.col && pa.row === pb.row);
  return a.tool === b.tool && samePos && a.floor === b.floor && a.dir === b.dir;
}

export function toolUses(ctx: Ctx, seat: number): UseTool[] {
  const p = ctx.s.players[seat];
  if (!p || holds(p, 'bust')) return [];
  const out: UseTool[] = [];
  for (const tool of new Set(p.tools)) out.push(...TOOL_RULES[tool].uses(ctx, seat));
  return out;
}

export function useTool(ctx: Ctx, seat: number, use: UseTool): void {
  const p = ctx.s.players[seat];
  if (!p) return;
  if (!p.tools.includes(use.tool)) fail('tool/not_held', 'You do not hold that tool.');
  if (holds(p, 'bust')) fail('tool/bust', 'While you hold the Bust you cannot use tools.');
  const rule = TOOL_RULES[use.tool];
  if (!rule) fail('action/invalid', 'Unknown tool.');
  const normalized: UseTool = { type: 'useTool', tool: use.tool, at: use.at, floor: use.floor, dir: use.dir };
  const legal = rule
    .uses(ctx, seat)
    .find((u) => sameUse({ ...u, at: u.at, floor: u.floor, dir: u.dir }, normalized));
  if (!legal) fail('tool/no_target', 'That tool cannot be used that way here.');
  const hand = ctx.mutPlayer(seat).tools;
  hand.splice(hand.indexOf(use.tool), 1);
  ctx.emit({ type: 'toolUsed', seat, tool: use.tool, at: use.at ?? null });
  if (rule.apply(ctx, seat, legal)) ctx.mutDecks().toolDiscard.push(use.tool);
}

function validCardSet(set: unknown): set is CardSet {
  const s = set as CardSet;
  return !!s && typeof s === 'object' && Array.isArray(s.tools) && Array.isArray(s.loot);
}

function hasAll<T>(hand: readonly T[], wanted: readonly T[]): boolean {
  const left = hand.slice();
  for (const w of wanted) {
    const i = left.indexOf(w);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

function without<T>(hand: readonly T[], gone: readonly T[]): T[] {
  const left = hand.slice();
  for (const g of gone) left.splice(left.indexOf(g), 1);
  return left;
}

/** Why a proposed trade is illegal, or null (R5.11). */
export function tradeProblem(
  ctx: Ctx,
  seat: number,
  other: number,
  give: CardSet,
  take: CardSet,
): string | null {
  const me = ctx.s.players[seat];
  const them = ctx.s.players[other];
  if (!me || !them || other === seat) return 'Trade with another character.';
  if (!seatsInBuilding(ctx.s).includes(other) || them.tile !== me.tile)
    return 'You can only trade with a character on your tile.';
  if (!validCardSet(give) || !validCardSet(take)) return 'A trade names tools and loot in each direction.';
  if (give.tools.length + give.loot.length + take.tools.length + take.loot.length === 0)
    return 'A trade must move a card.';
  if (!hasAll(me.tools, give.tools) || !hasAll(me.loot, give.loot)) return 'You do not hold those cards.';
  if (!hasAll(them.tools, take.tools) || !hasAll(them.loot, take.loot))
    return 'They do not hold those cards.';
  const myBars = without(me.loot, give.loot).filter(isGoldBar).length + take.loot.filter(isGoldBar).length;
  const theirBars =
    without(them.loot, take.loot).filter(isGoldBar).length + give.loot.filter(isGoldBar).length;
  if (myBars > 1 || theirBars > 1) return 'Nobody may hold two Gold Bars.';
  if (ctx.s.kitty >= 0 && [...give.loot, ...take.loot].includes('persian-kitty')) {
    return 'The Persian Kitty card cannot change hands while the kitty is loose.';
  }
  return null;
}

export function trade(ctx: Ctx, seat: number, a: Extract<Intent, { type: 'trade' }>): void {
  const problem = tradeProblem(ctx, seat, a.with, a.give, a.take);
  if (problem) fail('trade/invalid', problem);
  const give: CardSet = { tools: [...a.give.tools], loot: [...a.give.loot] };
  const take: CardSet = { tools: [...a.take.tools], loot: [...a.take.loot] };
  ctx.emit({ type: 'tradeProposed', from: seat, to: a.with, give, take });
  const answer = ctx.ask({ kind: 'trade', seat: a.with, from: seat, give, take });
  if (!answer.accept) {
    ctx.emit({ type: 'tradeDeclined', from: seat, to: a.with });
    return;
  }
  if (!ctx.s.players[seat] || !ctx.s.players[a.with]) return;
  const me = ctx.mutPlayer(seat);
  const them = ctx.mutPlayer(a.with);
  me.tools = [...without(me.tools, give.tools), ...take.tools];
  me.loot = [...without(me.loot, give.loot), ...take.loot];
  them.tools = [...without(them.tools, take.tools), ...give.tools];
  them.loot = [...without(them.loot, take.loot), ...give.loot];
  ctx.emit({ type: 'traded', from: seat, to: a.with, give, take });
}

/** Cards and the kitty the current character may pick up on its tile (R5.11). */
export function pickUps(ctx: Ctx, seat: number): Array<ToolId | LootCard | 'kitty'> {
  const p = ctx.s.players[seat];
  if (!p || p.tile < 0) return [];
  const t = ctx.tile(p.tile);
  const out: Array<ToolId | LootCard | 'kitty'> = [...new Set(t.tools)];
  for (const c of new Set(t.loot)) if (!isGoldBar(c) || goldBars(p) === 0) out.push(c);
  if (ctx.s.kitty === p.tile) out.push('kitty');
  return out;
}

export function pickUp(ctx: Ctx, seat: number, card: ToolId | LootCard | 'kitty'): void {
  const p = ctx.s.players[seat];
  if (!p) return;
  if (!pickUps(ctx, seat).includes(card)) {
    const t = ctx.tile(p.tile);
    if (typeof card === 'string' && t.loot.includes(card as LootCard) && isGoldBar(card as LootCard)) {
      fail('pickup/gold_bar', 'Nobody may hold two Gold Bars.');
    }
    fail('pickup/nothing', 'That is not lying on your tile.');
  }
  const at = ctx.pos(p.tile);
  if (card === 'kitty') {
    ctx.s.kitty = -1;
    for (let other = 0; other < ctx.s.players.length; other++) {
      if (other !== seat && ctx.s.players[other]?.loot.includes('persian-kitty')) {
        const them = ctx.mutPlayer(other);
        them.loot = them.loot.filter((c) => c !== 'persian-kitty');
        ctx.mutPlayer(seat).loot.push('persian-kitty');
      }
    }
    ctx.emit({ type: 'pickedUp', seat, at, card });
    return;
  }
  const t = ctx.mutTile(p.tile);
  if (t.tools.includes(card as ToolId)) {
    t.tools = without(t.tools, [card as ToolId]);
    ctx.mutPlayer(seat).tools.push(card as ToolId);
    ctx.emit({ type: 'pickedUp', seat, at, card });
    return;
  }
  t.loot = without(t.loot, [card as LootCard]);
  ctx.emit({ type: 'pickedUp', seat, at, card });
  takeLoot(ctx, seat, card as LootCard);
}

/** Why the current character cannot escape now, or null (R5.12). */
export function escapeProblem(
  ctx: Ctx,
  seat: number,
): { code: Parameters<typeof fail>[0]; message: string } | null {
  if (!onEscapePoint(ctx, seat)) {
    return {
      code: 'escape/not_here',
      message: 'Escape from a Stairs tile of the top floor (or a Thermal Bomb roof link).',
    };
  }
  if (ctx.s.effects.timeLock.length > 0)
    return { code: 'escape/time_lock', message: 'Time Lock: nobody may escape this round.' };
  if (remaining(ctx.s) < 1) return { code: 'action/not_enough_actions', message: 'Escaping costs 1 action.' };
  return escapeConditionsFailure(ctx, seat);
}

export function escapeToRoof(ctx: Ctx, seat: number): void {
  const problem = escapeProblem(ctx, seat);
  if (problem) fail(problem.code, problem.message);
  pay(ctx, 1);
  escapeCharacter(ctx, seat);
}

export { loseStealth, seatsOn };
