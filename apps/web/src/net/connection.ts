/**
 * The typed seam between the network and the rest of the client. The store, scenes and UI
 * know only these types; net/colyseusNetwork.ts is the one implementation that talks to
 * the server, for every game: what each game's own messages become is its GameFrames'.
 */
// Types only: the zod schemas behind ClientPayload never reach the bundle.
import type { ClientPayload } from '@safecrackers/protocol';
import type { RoomWire } from '@safecrackers/protocol/state';
import type {
  ChatLine,
  ClientMessageName,
  ErrorPayload,
  LogPagePayload,
  RecentPayload,
  RoomLookup,
  SeatsMovedPayload,
  SeatsPayload,
  UpdatePayload,
  WelcomePayload,
} from '@safecrackers/protocol/wire';
import type { SeatToken } from './heistMemory.js';

export type ConnectionStatus = 'connecting' | 'online' | 'reconnecting' | 'closed';

export type NetEvent =
  | { type: 'status'; status: ConnectionStatus; attempt: number; reason?: string }
  | { type: 'state'; room: RoomWire }
  | { type: 'recent'; payload: RecentPayload }
  /** Earlier lines of the log, asked for with `log/before`. */
  | { type: 'logPage'; payload: LogPagePayload }
  | { type: 'welcome'; payload: WelcomePayload }
  | { type: 'seats'; payload: SeatsPayload }
  | { type: 'seatsMoved'; payload: SeatsMovedPayload }
  /** One input, after its patch reached `state`: its events and what changed of our seats. */
  | { type: 'update'; payload: UpdatePayload }
  | { type: 'error'; payload: ErrorPayload }
  /** The room's chat: one new line, or (`all`) every line kept, on joining. */
  | { type: 'chat'; lines: ChatLine[]; all: boolean }
  /** One of a plug-in game's own frames (app/gameClient.ts), for its reducer. */
  | { type: 'play'; frame: unknown };

export type NetListener = (event: NetEvent) => void;

export interface GameConnection {
  readonly code: string;
  /** Sends now; false when it could not (reconnecting): the caller tells the player. */
  send<N extends ClientMessageName>(name: N, payload: ClientPayload<N>): boolean;
  subscribe(listener: NetListener): () => void;
  /** Leaves for good: no reconnection follows. */
  leave(): Promise<void>;
  /** Test hook and "reconnect now" button: drops the socket as a network failure would. */
  drop(): void;
}

/** Who we are when (re)joining: read fresh on every attempt, since tokens change. */
export interface Credentials {
  name: string;
  seats: SeatToken[];
}

export class JoinError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

/** Read on every (re)join: the room code is known once the room exists. */
export type CredentialsFor = (code: string | null) => Credentials;

/**
 * How one game's own messages are read: the room name the server hosts it under, and a reader
 * per connection that hangs the game's handlers on each room object (the first, and each one a
 * reconnection brings) and turns what arrives into NetEvents.
 */
export interface GameFrames {
  readonly roomName: string;
  reader(send: (name: string, payload: unknown) => void): FrameReader;
}

export interface FrameReader {
  attach(room: RoomHandle, emit: (event: NetEvent) => void): void;
  /** What a new listener, or the client back online, needs first (the heist's room as it is). */
  current(room: RoomHandle): NetEvent | null;
}

/** The part of a colyseus.js room a game's reader uses. */
export interface RoomHandle {
  readonly state: unknown;
  onMessage(type: string, handler: (payload: unknown) => void): void;
  onStateChange(handler: (state: unknown) => void): void;
}

export interface Network {
  /** A new room of `game` (a GameFrames the network was given). */
  create(game: string, credentials: CredentialsFor): Promise<GameConnection>;
  join(code: string, game: string, credentials: CredentialsFor): Promise<GameConnection>;
  /** null when the server cannot be asked (offline, rate limited). */
  lookup(code: string): Promise<RoomLookup | null>;
}
