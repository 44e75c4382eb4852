/**
 * The spies room over colyseus.js: create or join by code with the seat tokens this browser
 * keeps (the same seat memory as the heist's), relay the lobby, updates, chat and errors, with
 * typed messages. Coming back after a drop is the RoomLink's (net/roomLink.ts), as for every game.
 */
import type { ClientMessageName, ClientPayload, SpyMessageName, SpyPayload } from '@safecrackers/protocol';
import { decodeSpyLobby, type SpyLobbyWire } from '@safecrackers/protocol/state';
import {
  type AsymUpdatePayload,
  type AsymUpdateWire,
  type ChatLine,
  type ErrorPayload,
  mergeUpdate,
  type SeatsPayload,
  ServerMessage,
  SPY_ROOM_NAME,
  SpyServerMessage,
} from '@safecrackers/protocol/wire';
import { Client, type Room } from 'colyseus.js';
import type { ConnectionStatus, CredentialsFor } from '../net/connection.js';
import type { HeistMemory } from '../net/heistMemory.js';
import { joinOptions, matchmake, RoomLink } from '../net/roomLink.js';

export interface SpyListener {
  lobby(l: SpyLobbyWire): void;
  update(u: AsymUpdatePayload): void;
  chat(lines: ChatLine[], replace: boolean): void;
  error(e: ErrorPayload): void;
  seats(seats: number[], sessionId: string): void;
  /** The connection's state: `attempt` counts reconnection tries; `reason` why it closed for good. */
  connection(status: ConnectionStatus, attempt: number, reason?: 'kicked' | 'gone'): void;
}

/** Every message a spies client may send, with its payload. */
export type SpyOutgoing = { [N in ClientMessageName]: ClientPayload<N> } & {
  [N in SpyMessageName]: SpyPayload<N>;
};

export class SpyConnection {
  private readonly link: RoomLink;

  private constructor(
    client: Client,
    endpoint: string,
    room: Room,
    private readonly memory: HeistMemory,
    credentials: CredentialsFor,
    private readonly listener: SpyListener,
  ) {
    this.link = new RoomLink(client, endpoint, room, credentials, {
      attach: (r) => this.attach(r),
      status: (status, attempt, reason) => listener.connection(status, attempt, reason),
    });
  }

  static async create(endpoint: string, memory: HeistMemory, listener: SpyListener): Promise<SpyConnection> {
    const client = new Client(endpoint);
    const credentials = credentialsFrom(memory);
    const room = await matchmake(() => client.create(SPY_ROOM_NAME, joinOptions(credentials(null))));
    return new SpyConnection(client, endpoint, room, memory, credentials, listener);
  }

  static async join(
    endpoint: string,
    code: string,
    memory: HeistMemory,
    listener: SpyListener,
  ): Promise<SpyConnection> {
    const client = new Client(endpoint);
    const credentials = credentialsFrom(memory);
    const room = await matchmake(() => client.joinById(code, joinOptions(credentials(code))));
    return new SpyConnection(client, endpoint, room, memory, credentials, listener);
  }

  get code(): string {
    return this.link.code;
  }

  send<N extends keyof SpyOutgoing>(name: N, payload: SpyOutgoing[N]): void {
    this.link.send(name, payload);
  }

  leave(): Promise<void> {
    return this.link.leave();
  }

  private attach(room: Room): void {
    // A new room object gets the game in full first; what follows carries only what changed.
    let last: AsymUpdatePayload | null = null;
    this.listener.connection('online', 0);
    room.onStateChange((s) => this.listener.lobby(decodeSpyLobby((s as { toJSON(): unknown }).toJSON())));
    room.onMessage('*', (type, payload) => {
      if (type === SpyServerMessage.update) {
        last = mergeUpdate(last, payload as AsymUpdateWire);
        this.listener.update(last);
      } else if (type === ServerMessage.chat) this.listener.chat([payload as ChatLine], false);
      else if (type === ServerMessage.chatLog) this.listener.chat(payload as ChatLine[], true);
      else if (type === ServerMessage.error) this.listener.error(payload as ErrorPayload);
      else if (type === ServerMessage.seats) this.keepSeats(room, payload as SeatsPayload);
    });
  }

  /** New tokens are kept, refused ones dropped (the seat memory's rules, shared with the heist). */
  private keepSeats(room: Room, payload: SeatsPayload): void {
    const issued = payload.seats.flatMap((s) => (s.token ? [{ seat: s.seat, token: s.token }] : []));
    this.memory.update(room.roomId, { issued, refused: payload.refused ?? [], game: 'spies' });
    this.listener.seats(
      payload.seats.map((s) => s.seat),
      room.sessionId,
    );
  }
}

/** Who we are when (re)joining: the name, and the seat tokens this browser holds for the room. */
function credentialsFrom(memory: HeistMemory): CredentialsFor {
  return (code) => ({ name: memory.name, seats: code ? memory.tokens(code) : [] });
}
