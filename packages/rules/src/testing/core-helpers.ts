/**
 * Helpers for the setup, turn, action and engine-contract tests: quiet scenes where nothing
 * happens unless a test arranges it.
 */
import type { Action } from '../actions.js';
import type { EventId, GameState } from '../types.js';
import { Scene, type SceneOptions } from './scene.js';

/** A tile kind with no entry, exit or end-of-turn effect (a Computer only allows Hack). */
export const NEUTRAL = 'computer-laser' as const;

/** Empties the event deck and its discard pile: the event check then draws nothing (R4.5). */
export function noEvents(s: Scene): Scene {
  return s.edit((st) => {
    st.decks.event = [];
    st.decks.eventDiscard = [];
  });
}

/** Sets the event draw pile (first drawn first) and empties the discard pile. */
export function events(s: Scene, cards: EventId[]): Scene {
  s.eventDeck(cards);
  return s.edit((st) => {
    st.decks.eventDiscard = [];
  });
}

/**
 * Parks a floor's guard on D4 with destination D3, speed 2 and a patrol pile that keeps it
 * walking D4 -> D3 -> D4 in every guard phase (4x4 floors).
 */
export function park(s: Scene, floor: number): Scene {
  const f = floor + 1;
  const cards = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 'D4' : 'D3'));
  return s.guard(floor, `${f}:D4`, `${f}:D3`).speed(floor, 2).patrol(floor, cards);
}

/**
 * A Bank Job scene with no walls, every tile face down and neutral, the entrance 1:A1 neutral,
 * the floor 1 guard parked on D4 and no event cards.
 */
export function quiet(opts: SceneOptions = {}): Scene {
  const s = new Scene({ noWalls: true, ...opts });
  s.hideAll(NEUTRAL).setTile(opts.entrance ?? '1:A1', NEUTRAL);
  park(s, 0);
  return noEvents(s);
}

/** Recursively freezes a value so that any mutation throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
  }
  return value;
}

/** A detached deep copy through JSON (what a server would store). */
export function viaJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function json(state: GameState): string {
  return JSON.stringify(state);
}

export type LoggedInput = { seat: number; action: Action };
