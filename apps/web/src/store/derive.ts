/** Selectors: what the screens need, derived from ClientState and never stored twice. */
import { playerView } from '@safecrackers/protocol/state';
import type { Action, PlayerView } from '@safecrackers/rules';
import { type ClientState, HEIST } from './state.js';

/** Legal actions of one of our seats, only while they match the room's version. */
export function legalFor(state: ClientState, seat: number): Action[] {
  const legal = state.legal[seat];
  return legal && state.room && legal.version === state.room.version ? legal.actions : [];
}

/** The seat we act for now: the one of ours that may act, else our first; null = spectator. */
export function actingSeat(state: ClientState): number | null {
  return state.mySeats.find((seat) => legalFor(state, seat).length > 0) ?? state.mySeats[0] ?? null;
}

export function legalNow(state: ClientState): Action[] {
  const seat = actingSeat(state);
  return seat === null ? [] : legalFor(state, seat);
}

/**
 * The game as we may see it: the synced game plus our seats' view of the prompt (while it is
 * for this version). Remembered for the inputs it was made from: every screen asks for it.
 */
export function myView(state: ClientState): PlayerView | null {
  const game = state.room?.game;
  if (!game) return null;
  const seat = actingSeat(state);
  const prompt =
    state.prompt && state.prompt.version === state.room?.version ? state.prompt.prompt : undefined;
  const last = lastView;
  if (last && last.game === game && last.seat === seat && last.prompt === prompt) return last.view;
  const view = playerView(game, seat, prompt);
  lastView = { game, seat, prompt, view };
  return view;
}

let lastView: {
  game: NonNullable<NonNullable<ClientState['room']>['game']>;
  seat: number | null;
  prompt: PlayerView['prompt'] | undefined;
  view: PlayerView;
} | null = null;

export function isSpectator(state: ClientState): boolean {
  return state.mySeats.length === 0;
}

/** 'play': a game other than the heist, on its own screen (app/gameClient.ts). */
export type Screen = 'home' | 'connecting' | 'lobby' | 'game' | 'play';

export function screenOf(state: ClientState): Screen {
  if (!state.code && state.connection === 'idle') return 'home';
  if (state.game !== null && state.game !== HEIST) return state.play === null ? 'connecting' : 'play';
  if (!state.room) return 'connecting';
  return state.room.phase === 'lobby' ? 'lobby' : 'game';
}

/** Whose turn it is, or who owes an answer, in words' raw material. */
export function waitingOn(view: PlayerView): { seat: number; deciding: boolean } | null {
  if (view.outcome !== 'playing') return null;
  if (view.prompt) return { seat: view.prompt.seat, deciding: true };
  return { seat: view.turn.seat, deciding: false };
}
