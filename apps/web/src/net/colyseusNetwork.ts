/**
 * The Network over colyseus.js, for every game: create or join by code, relay the platform's
 * messages (who we are, our seats, errors, chat) as typed NetEvents, and hand the game's own
 * messages to its GameFrames' reader. Coming back after a drop is the RoomLink's (roomLink.ts).
 */
import type { ClientMessageName, ClientPayload } from '@safecrackers/protocol';
import type { ChatLine } from '@safecrackers/protocol/wire';
import { ServerMessage } from '@safecrackers/protocol/wire';
import { Client, type Room } from 'colyseus.js';
import type {
  CredentialsFor,
  FrameReader,
  GameConnection,
  GameFrames,
  NetEvent,
  NetListener,
  Network,
} from './connection.js';
import { joinOptions, lookupRoom, matchmake, RoomLink } from './roomLink.js';

/** The platform's messages, the same in every game, passed on as they come. */
const RELAYED = [
  ServerMessage.welcome,
  ServerMessage.seats,
  ServerMessage.seatsMoved,
  ServerMessage.error,
] as const;

export function createColyseusNetwork(endpoint: string, games: ReadonlyMap<string, GameFrames>): Network {
  const client = new Client(endpoint);
  const framesOf = (game: string): GameFrames => {
    const frames = games.get(game);
    if (!frames) throw new Error(`no client for the game "${game}"`);
    return frames;
  };
  return {
    async create(game, credentials) {
      const frames = framesOf(game);
      const room = await matchmake(() => client.create(frames.roomName, joinOptions(credentials(null))));
      return new ColyseusConnection(client, endpoint, room, credentials, frames);
    },
    async join(code, game, credentials) {
      const frames = framesOf(game);
      const room = await matchmake(() => client.joinById(code, joinOptions(credentials(code))));
      return new ColyseusConnection(client, endpoint, room, credentials, frames);
    },
    lookup: (code) => lookupRoom(endpoint, code),
  };
}

class ColyseusConnection implements GameConnection {
  readonly code: string;
  private readonly listeners = new Set<NetListener>();
  private readonly link: RoomLink;
  private readonly reader: FrameReader;

  constructor(client: Client, endpoint: string, room: Room, credentials: CredentialsFor, frames: GameFrames) {
    this.code = room.roomId;
    this.reader = frames.reader((name, payload) =>
      this.link.send(name as ClientMessageName, payload as never),
    );
    this.link = new RoomLink(client, endpoint, room, credentials, {
      attach: (r) => this.attach(r),
      status: (status, attempt, reason) => {
        this.emit({ type: 'status', status, attempt, ...(reason ? { reason } : {}) });
        if (status === 'online') this.emitCurrent();
      },
    });
  }

  send<N extends ClientMessageName>(name: N, payload: ClientPayload<N>): boolean {
    return this.link.send(name, payload);
  }

  subscribe(listener: NetListener): () => void {
    this.listeners.add(listener);
    // A late subscriber still gets the game as it is now.
    const now = this.reader.current(this.link.current);
    if (now) listener(now);
    return () => this.listeners.delete(listener);
  }

  leave(): Promise<void> {
    return this.link.leave();
  }

  drop(): void {
    this.link.drop();
  }

  private emitCurrent() {
    const now = this.reader.current(this.link.current);
    if (now) this.emit(now);
  }

  private emit(event: NetEvent) {
    for (const listener of this.listeners) listener(event);
  }

  private attach(room: Room) {
    for (const type of RELAYED) {
      room.onMessage(type, (payload: unknown) => this.emit({ type, payload } as NetEvent));
    }
    room.onMessage(ServerMessage.chat, (line: ChatLine) =>
      this.emit({ type: 'chat', lines: [line], all: false }),
    );
    room.onMessage(ServerMessage.chatLog, (lines: ChatLine[]) =>
      this.emit({ type: 'chat', lines, all: true }),
    );
    this.reader.attach(room, (event) => this.emit(event));
  }
}
