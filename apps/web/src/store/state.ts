/**
 * Everything the client knows at one moment: the latest room snapshot and its version, the
 * private data of our seats, the log, and the local interaction state (modes, focus, dialogs).
 */

import type { RoomWire } from '@safecrackers/protocol/state';
import type { ChatLine, RoomLookup } from '@safecrackers/protocol/wire';
import type { Action, DomainEvent, Pos, Prompt } from '@safecrackers/rules';
import type { ConnectionStatus } from '../net/connection.js';
import type { TradeDraft } from './trade.js';

export interface LogEntry {
  /** Version of the accepted input that produced the event. */
  version: number;
  event: DomainEvent;
}

/** Choosing a tile on the board for an action or an answer. */
export interface TargetMode {
  title: string;
  options: Array<{ at: Pos; action: Action }>;
  /** From a prompt: it cannot be cancelled, only answered. */
  fromPrompt: boolean;
}

export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'error' | 'event';
  /** A card's name above its text (an event, a tool, a loot card drawn). */
  title?: string;
}

export interface UiState {
  peekMode: boolean;
  target: TargetMode | null;
  /** A risky tile tapped once: the next tap confirms. */
  armed: Pos | null;
  /** Keyboard focus on the board. */
  focus: Pos | null;
  help: boolean;
  logOpen: boolean;
  toasts: Toast[];
  /** The trade dialog's offer while it is open. */
  trade: TradeDraft | null;
  /** The threat overlay (key T) is on. */
  threats?: boolean;
  /** The rules reference: closed (null), or open at a topic ('tile:safe') or at the top. */
  rules: { topic: string | null; game?: string } | null;
  /** The first-heist guide's step while it shows; null once put away. */
  guide: number | null;
}

export interface ClientState {
  connection: ConnectionStatus | 'idle';
  reconnectAttempt: number;
  /** Why the connection ended ('gone', 'kicked'), for the banner. */
  closedReason: string | null;
  code: string | null;
  /** The game the room plays ('heist', 'spies', ...); null outside a room. */
  game: string | null;
  /** A game other than the heist: its state, as its GameClient reduces its frames (app/gameClient.ts). */
  play: unknown;
  /** The room's chat, oldest first. */
  chat: ChatLine[];
  sessionId: string | null;
  role: 'player' | 'spectator' | null;
  mySeats: number[];
  /**
   * Seats this tab stopped playing, and why: the same player plays them elsewhere (this tab
   * offers "play here"), or their owner came back. Cleared once this tab plays again.
   */
  movedAway: { seats: number[]; reason: 'elsewhere' | 'returned' } | null;
  room: RoomWire | null;
  /** Legal actions per seat we hold, each tagged with the version it is valid for. */
  legal: Record<number, { version: number; actions: Action[] }>;
  /** The pending prompt as our seats may see it (hidden cards included), by version. */
  prompt: { version: number; prompt: Prompt | null } | null;
  log: LogEntry[];
  /** How far back `log` reaches: to the heist's first line, or a page asked for (issue 33). */
  logBack: LogBack;
  ui: UiState;
  /** The home screen: a join or create under way, and what it has to say. */
  home: { busy: boolean; message: string | null; invite?: Invite | null };
}

/** An invite link opened by a browser that has not joined: the heist it names, once looked up. */
export interface Invite {
  code: string;
  /** null while the lookup is under way (or the server could not be asked). */
  lookup: RoomLookup | null;
}

/** The game a room plays when the server does not say (servers before the second game). */
export const HEIST = 'heist';

/** The log entries kept: a long heist makes a few thousand; past this the oldest go. */
export const LOG_LIMIT = 20_000;

/** Whether the log holds every line from the first, and the page asked for (its `before`). */
export interface LogBack {
  start: boolean;
  asking: number | null;
}

export function initialState(): ClientState {
  return {
    connection: 'idle',
    reconnectAttempt: 0,
    closedReason: null,
    code: null,
    game: null,
    play: null,
    chat: [],
    sessionId: null,
    role: null,
    mySeats: [],
    movedAway: null,
    room: null,
    legal: {},
    prompt: null,
    log: [],
    logBack: { start: false, asking: null },
    ui: {
      peekMode: false,
      target: null,
      armed: null,
      focus: null,
      help: false,
      logOpen: false,
      toasts: [],
      trade: null,
      rules: null,
      guide: null,
    },
    home: { busy: false, message: null },
  };
}
