/**
 * The Network over colyseus.js: create or join by code, relay every server message as a
 * typed NetEvent, and come back by itself after a drop: first with the Colyseus
 * reconnection token (short drops), then by joining again with the stored seat tokens
 * (reloads and server restarts), with growing delays, until it works or the heist is gone.
 */
import type { ClientMessageName, ClientPayload } from '@safecrackers/protocol';
import { GameFeed } from '@safecrackers/protocol/feed';
import { decodeLobby, type RoomWire } from '@safecrackers/protocol/state';
import type { GamePayload, RoomLookup, UpdatePayload } from '@safecrackers/protocol/wire';
import { ClientMessage, ROOM_NAME, ServerMessage } from '@safecrackers/protocol/wire';
import { Client, type Room } from 'colyseus.js';
import { FINAL_CLOSE_CODES, reconnectDelay } from './backoff.js';
import {
  type Credentials,
  type CredentialsFor,
  type HeistConnection,
  JoinError,
  type NetEvent,
  type NetListener,
  type Network,
} from './connection.js';

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
    async lookup(code) {
      try {
        const response = await fetch(`${endpoint}/api/rooms/${encodeURIComponent(code)}`);
        if (response.status === 404)
          return {
            code,
            ...((await response.json().catch(() => ({}))) as Partial<RoomLookup>),
            exists: false,
          };
        if (!response.ok) return null;
        return (await response.json()) as RoomLookup;
      } catch {
        return null;
      }
    },
  };
}

function joinOptions({ name, seats }: Credentials) {
  return seats.length > 0 ? { name, seats } : { name };
}

async function matchmake(run: () => Promise<Room>): Promise<Room> {
  try {
    return await run();
  } catch (error) {
    const e = error as { message?: string; code?: number };
    throw new JoinError(e.message || 'the server did not answer', typeof e.code === 'number' ? e.code : null);
  }
}

class ColyseusConnection implements HeistConnection {
  readonly code: string;
  private readonly listeners = new Set<NetListener>();
  private leaving = false;
  /** Our copy of the game, fed by the room's game and update messages. */
  private readonly feed = new GameFeed();
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly client: Client,
    private readonly endpoint: string,
    private room: Room,
    private readonly credentials: CredentialsFor,
  ) {
    this.code = room.roomId;
    this.attach(room);
  }

  send<N extends ClientMessageName>(name: N, payload: ClientPayload<N>): void {
    if (this.attempt > 0) return; // offline: the reconnect resyncs everything anyway
    this.room.send(name, payload);
  }

  subscribe(listener: NetListener): () => void {
    this.listeners.add(listener);
    // A late subscriber still gets the current state.
    if (this.room.state) listener({ type: 'state', room: this.roomNow() });
    return () => this.listeners.delete(listener);
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
      this.room.send(ClientMessage.sync, {});
      return;
    }
    if (payload.patch) this.emit({ type: 'state', room: this.roomNow() });
    this.emit({ type: 'update', payload });
  }

  async leave(): Promise<void> {
    this.leaving = true;
    clearTimeout(this.timer);
    this.emit({ type: 'status', status: 'closed', attempt: 0 });
    await this.room.leave(true).catch(() => undefined);
  }

  drop(): void {
    this.room.connection.close();
  }

  private stateJson(): unknown {
    const state = this.room.state as { toJSON?: () => unknown } | undefined;
    return state?.toJSON ? state.toJSON() : {};
  }

  private emit(event: NetEvent) {
    for (const listener of this.listeners) listener(event);
  }

  private attach(room: Room) {
    this.room = room;
    for (const type of RELAYED) {
      room.onMessage(type, (payload: unknown) => this.emit({ type, payload } as NetEvent));
    }
    room.onMessage(ServerMessage.game, (payload: GamePayload) => this.onGame(payload));
    room.onMessage(ServerMessage.update, (payload: UpdatePayload) => this.onUpdate(payload));
    room.onStateChange(() => this.emit({ type: 'state', room: this.roomNow() }));
    room.onLeave((code) => {
      if (this.leaving) return;
      if (FINAL_CLOSE_CODES.has(code)) {
        this.emit({ type: 'status', status: 'closed', attempt: 0, reason: 'kicked' });
        return;
      }
      this.scheduleReconnect();
    });
  }

  private scheduleReconnect() {
    this.attempt++;
    this.emit({ type: 'status', status: 'reconnecting', attempt: this.attempt });
    this.timer = setTimeout(() => void this.reconnect(), reconnectDelay(this.attempt));
  }

  private async reconnect() {
    if (this.leaving) return;
    const token = this.room.reconnectionToken;
    try {
      // A short drop: the server kept our session for a while.
      const room = this.attempt <= 2 && token ? await this.client.reconnect(token) : await this.rejoin();
      this.resume(room);
    } catch (error) {
      if (this.leaving) return;
      if (this.attempt > 2 && (await this.heistIsGone())) {
        this.emit({ type: 'status', status: 'closed', attempt: this.attempt, reason: 'gone' });
        return;
      }
      void error; // the banner shows the attempt count; the next try may work
      this.scheduleReconnect();
    }
  }

  /** Joins again with the stored seat tokens: after a server restart the session is new. */
  private rejoin(): Promise<Room> {
    return this.client.joinById(this.code, joinOptions(this.credentials(this.code)));
  }

  private resume(room: Room) {
    if (this.leaving) {
      void room.leave(true);
      return;
    }
    this.attempt = 0;
    this.attach(room);
    this.emit({ type: 'status', status: 'online', attempt: 0 });
    if (room.state) this.emit({ type: 'state', room: this.roomNow() });
  }

  /** The server answers and says the heist no longer exists (a lobby everyone left, or one expired). */
  private async heistIsGone(): Promise<boolean> {
    try {
      const response = await fetch(`${this.endpoint}/api/rooms/${this.code}`);
      if (response.status === 404) return true;
      if (!response.ok) return false;
      const found = (await response.json()) as RoomLookup;
      return !found.exists || found.phase === 'won' || found.phase === 'lost';
    } catch {
      return false;
    }
  }
}
