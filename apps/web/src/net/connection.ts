/**
 * The typed seam between the network and the rest of the client. The store, scenes and UI
 * know only these types; net/colyseusNetwork.ts is the one implementation that talks to
 * the server, and tests use fakes.
 */
// Types only: the zod schemas behind ClientPayload never reach the bundle.
import type { ClientPayload } from '@safecrackers/protocol';
import type { RoomWire } from '@safecrackers/protocol/state';
import type {
  ClientMessageName,
  ErrorPayload,
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
  | { type: 'welcome'; payload: WelcomePayload }
  | { type: 'seats'; payload: SeatsPayload }
  | { type: 'seatsMoved'; payload: SeatsMovedPayload }
  /** One input, after its patch reached `state`: its events and what changed of our seats. */
  | { type: 'update'; payload: UpdatePayload }
  | { type: 'error'; payload: ErrorPayload };

export type NetListener = (event: NetEvent) => void;

export interface HeistConnection {
  readonly code: string;
  send<N extends ClientMessageName>(name: N, payload: ClientPayload<N>): void;
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

export interface Network {
  create(credentials: CredentialsFor): Promise<HeistConnection>;
  join(code: string, credentials: CredentialsFor): Promise<HeistConnection>;
  /** null when the server cannot be asked (offline, rate limited). */
  lookup(code: string): Promise<RoomLookup | null>;
}
