/**
 * The heist's Network over colyseus.js: create or join by code, relay every server message as
 * a typed NetEvent, and keep the game copy (GameFeed) at the server's version. Coming back
 * after a drop is the RoomLink's (roomLink.ts), as for every game.
 */
import type { ClientMessageName, ClientPayload } from '@safecrackers/protocol';
import { GameFeed } from '@safecrackers/protocol/feed';
import { decodeLobby, type RoomWire } from '@safecrackers/protocol/state';
import type { GamePayload, UpdatePayload } from '@safecrackers/protocol/wire';
import { ClientMessage, ROOM_NAME, ServerMessage } from '@safecrackers/protocol/wire';
import { Client, type Room } from 'colyseus.js';
import type { CredentialsFor, HeistConnection, NetEvent, NetListener, Network } from './connection.js';
import { joinOptions, lookupRoom, matchmake, RoomLink } from './roomLink.js';

/** Messages passed on as they come; `game` and `update` feed the game copy first. */
const RELAYED = [
  ServerMessage.welcome,
  ServerMessage.seats,
  ServerMessage.seatsMoved,
  ServerMessage.recent,
  ServerMessage.error,
] as const;

export function createColyseusNetwork(endpoint: string = location.origin): Network {
  const client = new Client(endpoint);
  return {
    async create(credentials) {
      const room = await matchmake(() => client.create(ROOM_NAME, joinOptions(credentials(null))));
      return new ColyseusConnection(client, endpoint, room, credentials);
    },
    async join(code, credentials) {
      const room = await matchmake(() => client.joinById(code, joinOptions(credentials(code))));
      return new ColyseusConnection(client, endpoint, room, credentials);
    },
    lookup: (code) => lookupRoom(endpoint, code),
  };
}

class ColyseusConnection implements HeistConnection {
  readonly code: string;
  private readonly listeners = new Set<NetListener>();
  /** Our copy of the game, fed by the room's game and update messages. */
  private readonly feed = new GameFeed();
  private readonly link: RoomLink;

  constructor(client: Client, endpoint: string, room: Room, credentials: CredentialsFor) {
    this.code = room.roomId;
    this.link = new RoomLink(client, endpoint, room, credentials, {
      attach: (r) => this.attach(r),
      status: (status, attempt, reason) => {
        this.emit({ type: 'status', status, attempt, ...(reason ? { reason } : {}) });
        if (status === 'online' && this.link.current.state)
          this.emit({ type: 'state', room: this.roomNow() });
      },
    });
  }

  send<N extends ClientMessageName>(name: N, payload: ClientPayload<N>): void {
    this.link.send(name, payload);
  }

  subscribe(listener: NetListener): () => void {
    this.listeners.add(listener);
    // A late subscriber still gets the current state.
    if (this.link.current.state) listener({ type: 'state', room: this.roomNow() });
    return () => this.listeners.delete(listener);
  }

  leave(): Promise<void> {
    return this.link.leave();
  }

  drop(): void {
    this.link.drop();
  }

  /** The lobby (the Colyseus room state) with the game copy at its version. */
  private roomNow(): RoomWire {
    return {
      ...decodeLobby(this.stateJson()),
      version: Math.max(0, this.feed.version),
      game: this.feed.current(),
    };
  }

  private onGame(payload: GamePayload) {
    this.feed.reset(payload);
    this.emit({ type: 'state', room: this.roomNow() });
  }

  private onUpdate(payload: UpdatePayload) {
    if (!this.feed.apply(payload)) {
      // A patch went missing (it should not): ask for the game in full.
      this.link.send(ClientMessage.sync, {});
      return;
    }
    if (payload.patch) this.emit({ type: 'state', room: this.roomNow() });
    this.emit({ type: 'update', payload });
  }

  private stateJson(): unknown {
    const state = this.link?.current.state as { toJSON?: () => unknown } | undefined;
    return state?.toJSON ? state.toJSON() : {};
  }

  private emit(event: NetEvent) {
    for (const listener of this.listeners) listener(event);
  }

  private attach(room: Room) {
    for (const type of RELAYED) {
      room.onMessage(type, (payload: unknown) => this.emit({ type, payload } as NetEvent));
    }
    room.onMessage(ServerMessage.game, (payload: GamePayload) => this.onGame(payload));
    room.onMessage(ServerMessage.update, (payload: UpdatePayload) => this.onUpdate(payload));
    room.onStateChange(() => this.emit({ type: 'state', room: this.roomNow() }));
    // The room's chat reaches every game; the heist has no chat screen yet (issue 33).
    room.onMessage(ServerMessage.chat, () => {});
    room.onMessage(ServerMessage.chatLog, () => {});
  }
}
