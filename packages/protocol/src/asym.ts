/**
 * The wire of the second game, spies against security (ASYMMETRIC.md A-R15, A-R16.5): its
 * room name, message names and payloads. Zod-free: browsers import it through
 * `@safecrackers/protocol/wire`. The lobby messages it shares with the heist room keep the
 * heist's names (ClientMessage.claimSeat, ready, start, seatCount, reclaim, sync...).
 */
import type { Action, AsymEvent, SecurityView, SpyView } from '@safecrackers/asym-rules';
import type { BotLevel, SeatStatus } from './wire.js';

export const SPY_ROOM_NAME = 'spies';

/** Which game a room plays; rooms report it in their listing (the room lookup) and welcome. */
export type GameKind = 'heist' | 'spies' | (string & {});

/** Client -> server messages only the spies room has. */
export const SpyMessage = {
  /** An input of a seat the sender holds: `{seat?, action}` (the engine's Action). */
  action: 'spies/action',
  /**
   * Let the engine's bot play a seat: the host for a free seat in the lobby, the seat's holder
   * for its own seat at any time. `phase: 'setup'` only for the setup (placements, loadout).
   * `level` (the host, for a free seat in the lobby): how well the bot plays it.
   */
  bot: 'spies/bot',
} as const;

/** Server -> client messages only the spies room has. */
export const SpyServerMessage = {
  /** The game at a version, as this receiver may know it: AsymUpdatePayload. */
  update: 'spies/update',
} as const;

export type ChatChannel = 'table' | 'spies';

export interface ChatLine {
  channel: ChatChannel;
  /** The speaker's seat (null: a member without a seat, on the table channel only). */
  seat: number | null;
  name: string;
  text: string;
  at: number;
}

/** The spy overlay: what a spy seat knows beyond the security view (A-R15.1). */
export type SpyOverlay = Omit<SpyView, 'security'>;

/** A spy seat's view as the wire carries it: the overlay, beside the security view everyone shares. */
export function overlayOf(view: SpyView): SpyOverlay {
  const { security: _security, ...overlay } = view;
  return overlay;
}

/**
 * Everything one receiver gets for one published input, in one message: the security view
 * (the common knowledge, A-R16.5), a spy seat's overlay, the events it may see, its seats'
 * legal actions. After the game ends everyone gets the true board and the log (A-R15.4).
 * This is the whole update as a client holds it; on the wire an update that is not `full`
 * carries only what changed since the receiver's last one (asymDelta.ts: AsymUpdateWire).
 */
export interface AsymUpdatePayload {
  /** Accepted inputs so far (the log length). */
  version: number;
  /** true: a full resend (joining, coming back), the events are the recent ones. */
  full: boolean;
  view: SecurityView;
  /** For spy seats (and everyone once the game is over): the true board and the spies. */
  overlay?: SpyOverlay;
  events: AsymEvent[];
  /** Legal inputs of the receiver's seats that may act now (empty lists are left out). */
  legal: Array<{ seat: number; actions: Action[] }>;
  /** After the game: the whole input log (A-R15.4). */
  log?: Array<{ seat: number; action: Action }>;
}

/** The level of a bot the host lets play a free seat until the host picks another (as in the heist). */
export const DEFAULT_SPY_BOT_LEVEL: BotLevel = 'steady';

/** A seat of the spies lobby: seat 0 is security, seats 1-3 spies. */
export interface SpySeatWire {
  index: number;
  side: 'security' | 'spy';
  holder: string | null;
  name: string;
  connected: boolean;
  status: SeatStatus;
  standIn: boolean;
  /** 'off', 'setup' (the bot does the setup only), 'on' (the bot plays the seat). */
  bot: 'off' | 'setup' | 'on';
  /**
   * The level the bot plays (or would play) the seat at: the host's choice for a free seat, the
   * expert for a player's own seat and for a bot standing in. The server always sends it; a
   * seat without one (written before levels) reads as DEFAULT_SPY_BOT_LEVEL.
   */
  level?: BotLevel;
  /** A vacant seat: the members it may be handed on to (here, and playing no seat of the other side). */
  takers: string[];
}
