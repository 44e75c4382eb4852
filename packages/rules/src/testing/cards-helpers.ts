/**
 * Helpers for the card tests (R9): a quiet board, turns that do or do not draw an event,
 * and short accessors. Everything still goes through the real engine (Scene.ok / apply).
 */
import type { Action } from '../actions.js';
import type { DomainEvent } from '../events.js';
import type { EventId, TileKind } from '../types.js';
import { at, eventsOf, Scene, type SceneOptions } from './scene.js';

export interface QuietOptions extends SceneOptions {
  /** Kind of every face-down filler tile (default Secret Door: no effect without walls). */
  filler?: TileKind;
  /** Keep the guards' speeds instead of freezing them at 0. */
  moving?: boolean;
}

/**
 * A scene without walls where every tile but seat 0's is a face-down filler, seat 0's tile is
 * a revealed filler too, and every guard has speed 0 (it takes its arrival draw but never walks).
 */
export function quiet(opts: QuietOptions = {}): Scene {
  const s = new Scene({ noWalls: true, ...opts });
  const filler = opts.filler ?? 'secret-door';
  s.hideAll(filler);
  s.state.players.forEach((p, seat) => {
    if (p.tile >= 0) s.setTile(s.where(seat) as string, filler);
  });
  if (!opts.moving) freeze(s);
  return s;
}

/** Every guard die at 0: a guard phase moves nobody (R7.5: M ≤ 0). */
export function freeze(s: Scene): Scene {
  for (const g of s.state.guards) g.speed = 0;
  return s;
}

/** Ends the current turn so that no event is drawn (counted actions above every threshold). */
export function pass(s: Scene): DomainEvent[] {
  s.state.turn.counted = 9;
  return s.end();
}

/** Ends the current turn with no action counted, so that `card` is drawn (R4.5). */
export function drawEvent(s: Scene, card: EventId, rest: EventId[] = []): DomainEvent[] {
  s.eventDeck([card, ...rest]);
  s.state.turn.counted = 0;
  return s.end();
}

/** Answers the pending prompt as its owner. */
export function answer(s: Scene, a: Action): DomainEvent[] {
  const seat = s.prompt?.seat;
  if (seat === undefined) throw new Error('no prompt to answer');
  return s.ok(seat, a);
}

export function types(events: DomainEvent[]): string[] {
  return events.map((e) => e.type);
}

export function names(list: Array<{ floor: number; col: number; row: number }>): string[] {
  return list.map((p) => `${p.floor + 1}:${String.fromCharCode(65 + p.col)}${p.row + 1}`);
}

export function tileAnswer(pos: string | null): Action {
  return { type: 'answer', kind: 'tile', at: pos === null ? null : at(pos) };
}

export function hasAlarm(s: Scene, pos: string): boolean {
  return s.tile(pos).alarm > 0;
}

export { at, eventsOf, Scene };
