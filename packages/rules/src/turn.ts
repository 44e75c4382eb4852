/**
 * Turn structure (R4): start, actions, event check, end-of-turn checks, guard, handover.
 * Ending the action phase runs every later phase and the next seat's start in one go,
 * pausing only for the inputs a drawn event raises (R4.3, R4.11).
 */
import { floorOfTile, holds, isCharacter, player } from './board.js';
import { drawEventCard } from './cards/decks.js';
import { resolveEvent } from './cards/events.js';
import { lootTurnStart } from './cards/loot.js';
import { guardOf, moveGuard } from './guards.js';
import { placeCharacter } from './move.js';
import { type Ctx, GameOver, newTurn } from './state.js';
import { loseStealth } from './stealth.js';
import { rulesOf } from './tiles/index.js';
import type { EventId, LootCard } from './types.js';

export const BASE_ACTIONS = 4;

/** Lasting event cards that expire at the start of their drawer's next turn (R4.2 step 1). */
const UNTIL_NEXT_TURN: ReadonlySet<EventId> = new Set(['gymnastics', 'time-lock', 'video-loop']);
/** Event cards discarded at Handover (R4.8). */
const THIS_TURN: ReadonlySet<EventId> = new Set(['daydreaming', 'espresso', 'shift-change']);

/** The next seat in clockwise order whose character has not escaped (R1.15); -1 if none. */
export function nextSeat(ctx: Ctx, seat: number): number {
  const n = ctx.s.players.length;
  for (let k = 1; k <= n; k++) {
    const s = (seat + k) % n;
    if (!ctx.s.players[s]?.escaped) return s;
  }
  return -1;
}

function expireEffects(ctx: Ctx, seat: number): void {
  const expires = (owner: number) => owner === seat || !!ctx.s.players[owner]?.escaped;
  const e = ctx.s.effects;
  for (const owner of e.emp) if (expires(owner)) ctx.emit({ type: 'toolExpired', seat: owner, tool: 'emp' });
  if (
    e.emp.some(expires) ||
    e.gymnastics.some(expires) ||
    e.timeLock.some(expires) ||
    e.videoLoop.some(expires)
  ) {
    const m = ctx.mutEffects();
    m.emp = m.emp.filter((owner) => !expires(owner));
    m.gymnastics = m.gymnastics.filter((owner) => !expires(owner));
    m.timeLock = m.timeLock.filter((owner) => !expires(owner));
    m.videoLoop = m.videoLoop.filter((owner) => !expires(owner));
  }
  if (!ctx.s.decks.inFront.some((c) => UNTIL_NEXT_TURN.has(c.card) && expires(c.seat))) return;
  const d = ctx.mutDecks();
  const keep: typeof d.inFront = [];
  for (const c of d.inFront) {
    if (UNTIL_NEXT_TURN.has(c.card) && expires(c.seat)) {
      d.eventDiscard.push(c.card);
      ctx.emit({ type: 'eventExpired', seat: c.seat, card: c.card });
    } else keep.push(c);
  }
  d.inFront = keep;
}

function resetTurnState(ctx: Ctx, seat: number): void {
  const s = ctx.s;
  for (let i = 0; i < s.tiles.length; i++) if (ctx.tile(i).attempts > 0) ctx.mutTile(i).attempts = 0;
  for (let i = 0; i < s.players.length; i++)
    if (player(s, i).enteredThisTurn.length > 0) ctx.mutPlayer(i).enteredThisTurn = [];
  ctx.setTurn(newTurn(seat, s.turn.number + 1, BASE_ACTIONS, false));
  const e = s.effects;
  if (e.invisibleSuit || e.espresso || e.daydreaming || e.shiftChange) {
    const m = ctx.mutEffects();
    m.invisibleSuit = false;
    m.espresso = false;
    m.daydreaming = false;
    m.shiftChange = false;
  }
}

/** The start phase of `seat` (R4.2); a skipped turn hands over at once (R4.10). */
export function startTurn(ctx: Ctx, seat: number): void {
  for (;;) {
    expireEffects(ctx, seat);
    const skip = ctx.s.effects.jumpTheGun.indexOf(seat);
    if (skip >= 0) {
      ctx.mutEffects().jumpTheGun.splice(skip, 1);
      const skipped = ctx.mutTurn();
      skipped.seat = seat;
      skipped.number += 1;
      skipped.actionsOver = true;
      ctx.mutStats().turns += 1;
      ctx.emit({ type: 'turnSkipped', seat });
      seat = nextSeat(ctx, seat);
      continue;
    }
    break;
  }
  resetTurnState(ctx, seat);
  const p = ctx.s.players[seat];
  if (!p) return;
  const turn = ctx.mutTurn();
  const bonus = ctx.s.effects.headsUp.indexOf(seat);
  if (bonus >= 0) {
    ctx.mutEffects().headsUp.splice(bonus, 1);
    turn.allowance += 1;
  }
  if (holds(p, 'mirror')) turn.allowance -= 1;
  ctx.mutStats().turns += 1;
  ctx.emit({ type: 'turnStarted', seat, turn: turn.number, allowance: turn.allowance });
  if (!p.entered) placeCharacter(ctx, seat, ctx.s.entrance, 'entrance');
  // Read again: the placement has moved the character (and may have copied it).
  ctx.mutTurn().stood = [player(ctx.s, seat).tile];
  lootTurnStart(ctx, seat);
}

/** The most counted actions that still draw an event (R4.5): 2, or 3 with the Stamp. */
export function eventThreshold(p: { loot: readonly LootCard[] }): number {
  return holds(p, 'stamp') ? 3 : 2;
}

/** Event check (R4.5): too few counted actions draw an event (Stamp: 3 or fewer). */
function eventCheck(ctx: Ctx): void {
  const turn = ctx.s.turn;
  const seat = turn.seat;
  const p = ctx.s.players[seat];
  if (!p || turn.escaped) return;
  if (turn.counted > eventThreshold(p)) return;
  const card = drawEventCard(ctx);
  if (card === null) return;
  ctx.emit({ type: 'eventDrawn', seat, card });
  let lasting = false;
  try {
    lasting = resolveEvent(ctx, seat, card);
  } catch (e) {
    // A defeat inside the event ends the game at once (R4.1); the played card still goes to
    // the discard pile, so that every event card stays accounted for in the final state.
    if (e instanceof GameOver) ctx.mutDecks().eventDiscard.push(card);
    throw e;
  }
  if (lasting || THIS_TURN.has(card)) ctx.mutDecks().inFront.push({ seat, card });
  else ctx.mutDecks().eventDiscard.push(card);
}

/** End-of-turn checks (R4.6): Thermo, then the Acrobat after Flexibility. */
function endOfTurnChecks(ctx: Ctx): void {
  const seat = ctx.s.turn.seat;
  const p = ctx.s.players[seat];
  if (!p || ctx.s.turn.escaped || p.tile < 0) return;
  const tile = p.tile;
  rulesOf(ctx.tile(tile).kind).onTurnEnd?.(ctx, seat, tile);
  if (isCharacter(p, 'acrobat', 'basic') && ctx.s.turn.flexibility) {
    const g = guardOf(ctx, floorOfTile(ctx, tile));
    if (g.placed && g.tile === tile) loseStealth(ctx, seat, 'acrobat');
  }
}

/** Guard phase (R4.7): your floor's guard, or with Shift Change every other placed guard. */
function guardPhase(ctx: Ctx): void {
  const turn = ctx.s.turn;
  const p = ctx.s.players[turn.seat];
  if (!p || turn.escaped || p.tile < 0) return;
  const floor = floorOfTile(ctx, p.tile);
  const e = ctx.s.effects;
  if (e.shiftChange) {
    // Read each guard when its turn comes: a guard walking may have placed another one.
    for (let f = 0; f < ctx.s.guards.length; f++) {
      if (f !== floor && guardOf(ctx, f).placed) moveGuard(ctx, f, { espresso: false, daydreaming: false });
    }
    return;
  }
  moveGuard(ctx, floor, { espresso: e.espresso, daydreaming: e.daydreaming });
}

/** Handover (R4.8): discard this turn's cards; the next seat starts, or the team has won. */
function handover(ctx: Ctx): void {
  if (ctx.s.decks.inFront.some((c) => THIS_TURN.has(c.card))) {
    const d = ctx.mutDecks();
    const keep: typeof d.inFront = [];
    for (const c of d.inFront) {
      if (THIS_TURN.has(c.card)) d.eventDiscard.push(c.card);
      else keep.push(c);
    }
    d.inFront = keep;
  }
  if (ctx.s.players.every((p) => p.escaped)) {
    ctx.s.phase = 'won';
    ctx.emit({ type: 'gameWon' });
    return;
  }
  startTurn(ctx, nextSeat(ctx, ctx.s.turn.seat));
}

/** Ends the action phase and runs the rest of the turn (R4.3). */
export function finishTurn(ctx: Ctx): void {
  if (!ctx.s.turn.actionsOver) {
    ctx.mutTurn().actionsOver = true;
    if (ctx.s.effects.invisibleSuit) ctx.mutEffects().invisibleSuit = false;
    ctx.emit({ type: 'actionsEnded', seat: ctx.s.turn.seat });
  }
  // The turn is read again after each phase: an event may have made the character escape.
  if (!ctx.s.turn.escaped) {
    eventCheck(ctx);
    if (ctx.s.phase !== 'playing') return;
    if (!ctx.s.turn.escaped) {
      endOfTurnChecks(ctx);
      guardPhase(ctx);
    }
  }
  handover(ctx);
}
