/** Safes: Add safe die (R5.7), Crack safe (R5.8) and opening (R5.9). */
import { holds, isCharacter, seatsOn, vertical } from './board.js';
import { gainLoot, gainTool, toolToTile } from './cards/decks.js';
import { steadyHandsDice } from './characters/peterman.js';
import { fail } from './errors.js';
import { raiseSpeed } from './guards.js';
import { type Situation, shapeOf } from './situation.js';
import type { Ctx } from './state.js';
import { MAX_SAFE_DICE } from './tiles/safe.js';

/** Safes a seat may work on: its own tile, or above/below with the Drill (R8.5). */
export function reachableSafes(ctx: Ctx, seat: number): number[] {
  const p = ctx.s.players[seat];
  if (!p || p.tile < 0) return [];
  const out: number[] = [];
  const here = ctx.tile(p.tile);
  if (here.kind === 'safe' && !here.open) out.push(p.tile);
  if (isCharacter(p, 'peterman', 'advanced')) {
    for (const d of [1, -1] as const) {
      const v = vertical(ctx, p.tile, d);
      if (v < 0) continue;
      const t = ctx.tile(v);
      if (t.revealed && t.kind === 'safe' && !t.open) out.push(v);
    }
  }
  return out;
}

export function resolveSafeTarget(ctx: Ctx, seat: number, at: number | null): number {
  const p = ctx.s.players[seat];
  const tile = at ?? p?.tile ?? -1;
  if (!reachableSafes(ctx, seat).includes(tile)) {
    const t = tile >= 0 ? ctx.s.tiles[tile] : undefined;
    if (t?.kind === 'safe' && t.open) fail('safe/open', 'That safe is already open.');
    fail('tile/wrong_kind', 'There is no unopened safe you can work on there.');
  }
  return tile;
}

export function checkAddDie(ctx: Ctx, tile: number): void {
  if (ctx.tile(tile).dice >= MAX_SAFE_DICE) fail('safe/full', 'That safe already holds 6 dice.');
}

export function addSafeDie(ctx: Ctx, seat: number, tile: number): void {
  const t = ctx.mutTile(tile);
  t.dice += 1;
  ctx.emit({ type: 'safeDieAdded', seat, at: ctx.pos(tile), dice: t.dice });
}

/** The Keycard condition (R9.3.7, D38): its holder must stand on the safe's tile. */
export function keycardAllows(ctx: Ctx, tile: number): boolean {
  const holder = ctx.s.players.findIndex((p) => !p.escaped && holds(p, 'keycard'));
  if (holder < 0) {
    // An escaped holder carried the Keycard out: nobody can ever stand on the safe with it.
    const gone = ctx.s.players.some((p) => p.escaped && holds(p, 'keycard'));
    return !gone;
  }
  return seatsOn(ctx.s, tile).includes(holder);
}

export function checkCrack(ctx: Ctx, tile: number): void {
  if (ctx.tile(tile).dice < 1) fail('safe/no_dice', 'Add at least one die to the safe before cracking it.');
  if (!keycardAllows(ctx, tile))
    fail('safe/keycard', 'The Keycard holder must stand on this safe to crack it.');
}

/**
 * Line tiles of a safe: its row and column on its floor, minus the void and other Safes (R5.8
 * step 3). Over a view, a face-down tile of unknown kind is counted in: it may be a line tile.
 */
export function lineTilesIn(s: Situation, safe: number): number[] {
  const { cols, rows, area } = shapeOf(s);
  const floorBase = Math.floor(safe / area) * area;
  const local = safe - floorBase;
  const col = local % cols;
  const row = Math.floor(local / cols);
  const out: number[] = [];
  for (let c = 0; c < cols; c++) if (c !== col) out.push(floorBase + row * cols + c);
  for (let r = 0; r < rows; r++) if (r !== row) out.push(floorBase + r * cols + col);
  return out.filter((i) => {
    const k = s.tiles[i]?.kind;
    return k !== 'void' && k !== 'safe';
  });
}

export function lineTiles(ctx: Ctx, safe: number): number[] {
  return lineTilesIn(ctx.s, safe);
}

/** Dice a Crack safe of `seat` rolls on this safe: its added dice plus Steady Hands (R5.8, R8.5). */
export function crackDice(s: Situation, seat: number, safe: number): number {
  const p = s.players[seat];
  return (s.tiles[safe]?.dice ?? 0) + (p ? steadyHandsDice(p) : 0);
}

export function crackSafe(ctx: Ctx, seat: number, tile: number): void {
  const p = ctx.s.players[seat];
  if (!p) return;
  const values = ctx.dice(crackDice(ctx.s, seat, tile));
  ctx.emit({ type: 'diceRolled', seat, purpose: 'safe', at: ctx.pos(tile), values });
  if (p.tools.includes('stethoscope') && !holds(p, 'bust')) {
    const answer = ctx.ask({ kind: 'stethoscope', seat, roll: values });
    if (answer.die !== null && answer.face !== undefined) {
      values[answer.die] = answer.face;
      const w = ctx.mutPlayer(seat);
      w.tools = w.tools.filter((x) => x !== 'stethoscope');
      ctx.mutDecks().toolDiscard.push('stethoscope');
      ctx.emit({ type: 'toolUsed', seat, tool: 'stethoscope', at: ctx.pos(tile) });
      ctx.emit({ type: 'dieChanged', seat, die: answer.die, face: answer.face });
    }
  }
  const marked = new Set(ctx.tile(tile).cracked);
  for (const line of lineTiles(ctx, tile)) {
    const lt = ctx.tile(line);
    if (!lt.revealed || marked.has(line) || !values.includes(lt.num)) continue;
    marked.add(line);
    ctx.emit({ type: 'tileCracked', safe: ctx.pos(tile), at: ctx.pos(line), num: lt.num });
  }
  ctx.mutTile(tile).cracked = [...marked];
  if (lineTiles(ctx, tile).every((l) => marked.has(l))) openSafe(ctx, seat, tile);
}

/** R5.9: open, speed up guards on its floor and below, tool and loot to the roller or the tile. */
function openSafe(ctx: Ctx, seat: number, tile: number): void {
  const t = ctx.mutTile(tile);
  t.open = true;
  t.dice = 0;
  t.cracked = [];
  ctx.mutStats().safesOpened += 1;
  ctx.emit({ type: 'safeOpened', seat, at: ctx.pos(tile) });
  const floor = Math.floor(tile / ctx.shape.area);
  for (let f = 0; f <= floor; f++) raiseSpeed(ctx, f, 'safe');
  const p = ctx.s.players[seat];
  const drilled = !!p && p.tile !== tile;
  if (drilled) {
    toolToTile(ctx, tile);
    gainLoot(ctx, seat, tile, true);
  } else {
    gainTool(ctx, seat);
    gainLoot(ctx, seat, tile, false);
  }
}
