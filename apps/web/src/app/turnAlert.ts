/**
 * "Your turn" while the player is not looking: when to announce a turn (the tab's title and
 * icon, a sound, a notification: turnAlertPage.ts does those) and when to take it back. Pure:
 * it sees the page as a TurnSight and keeps what it has noticed in a TurnAlertMemory.
 */
import { myView, waitingOn } from '../store/derive.js';
import type { ClientState } from '../store/state.js';
import type { AnyGameClient } from './gameClient.js';

/** What the page shows at one moment. */
export interface TurnSight {
  /** The room whose game the page knows now; null while it knows none (joining, reconnecting). */
  room: string | null;
  /** A name for the turn that waits on this browser's player now (unique within the room), or null. */
  mine: string | null;
  hidden: boolean;
}

export interface TurnAlertMemory {
  /** The room last seen, and the player's turn last seen in it (alerted or not). */
  room: string | null;
  known: string | null;
  /** The turn the title and icon announce now, until the player looks or the turn passes. */
  showing: string | null;
}

export type TurnAlertEffect = 'alert' | 'restore' | 'none';

export const NO_TURN_ALERT: TurnAlertMemory = { room: null, known: null, showing: null };

export function nextTurnAlert(
  memory: TurnAlertMemory,
  sight: TurnSight,
): { memory: TurnAlertMemory; effect: TurnAlertEffect } {
  let { known, showing } = memory;
  let effect: TurnAlertEffect = 'none';
  // A game not known for a moment (a reconnect) does not end the alert: only a look or the turn passing does.
  const passed = sight.room !== null && sight.mine !== showing;
  if (showing !== null && (!sight.hidden || passed)) {
    showing = null;
    effect = 'restore';
  }
  if (sight.room === null) return { memory: { ...memory, showing }, effect };
  // A room first seen (the page loaded, or another game): a turn already ours is not news.
  if (sight.room !== memory.room) return { memory: { room: sight.room, known: sight.mine, showing }, effect };
  if (sight.mine !== null && sight.mine !== known) {
    known = sight.mine;
    if (sight.hidden) {
      showing = sight.mine;
      effect = 'alert';
    }
  }
  return { memory: { room: sight.room, known, showing }, effect };
}

/**
 * The game is known to this page once it holds its seats too: they come in a message of their
 * own, before or after the game, and a turn of ours seen before them would look new (a spectator
 * holds none, and is never alerted).
 */
const NOT_KNOWN: Pick<TurnSight, 'room' | 'mine'> = { room: null, mine: null };

/**
 * The heist's turn that waits on one of this browser's seats: its turn number (a prompt a seat
 * of ours owes in another's turn counts, once per turn).
 */
export function heistTurn(state: ClientState): Pick<TurnSight, 'room' | 'mine'> {
  if (!state.room || state.mySeats.length === 0) return NOT_KNOWN;
  const view = myView(state);
  // A started room's lobby comes before its game (a message of its own): not known until both are.
  if (!view) return state.room.phase === 'lobby' ? { room: state.room.code, mine: null } : NOT_KNOWN;
  const waiting = waitingOn(view);
  const mine = waiting && state.mySeats.includes(waiting.seat) ? `turn ${view.turn.number}` : null;
  return { room: state.room.code, mine };
}

/** Another game's turn, as its client names it (app/gameClient.ts); a game without the hook never alerts. */
export function playTurn(
  state: ClientState,
  client: Pick<AnyGameClient, 'yourTurn'> | undefined,
): Pick<TurnSight, 'room' | 'mine'> {
  if (state.play === null || state.code === null || state.mySeats.length === 0) return NOT_KNOWN;
  const mine = client?.yourTurn?.(state.play, state.mySeats);
  return mine === undefined ? NOT_KNOWN : { room: state.code, mine };
}
