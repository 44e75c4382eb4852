/**
 * A real colyseus.js client in a heist room that records everything it receives: every
 * message, and the decoded state after every patch (for the secrets audit).
 */
import {
  ClientMessage,
  type ClientMessageName,
  type ErrorPayload,
  type GamePayload,
  type JoinOptions,
  type RecentPayload,
  ROOM_NAME,
  type SeatsMovedPayload,
  type SeatsPayload,
  ServerMessage,
  type UpdatePayload,
  type WelcomePayload,
} from '@safecrackers/protocol';
import { GameFeed } from '@safecrackers/protocol/feed';
import { decodeLobby, type RoomMember, type RoomWire } from '@safecrackers/protocol/state';
import type { Action, DomainEvent, Prompt } from '@safecrackers/rules';
import type { Client, Room } from 'colyseus.js';
import { waitUntil } from './wait.js';

export interface Received {
  type: string;
  payload: unknown;
}

/**
 * The room as a client knows it, read with the protocol's contract: the lobby (the Colyseus
 * room state, decodeLobby) and the game at its version (GameFeed), members keyed by session id
 * for the tests' convenience.
 */
export type PublicState = Omit<RoomWire, 'members'> & { members: Record<string, RoomMember> };

/** Legal actions of one seat, at the version they were last confirmed for. */
export interface SeatLegal {
  version: number;
  actions: Action[];
}

interface WebSocketLike {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export class TestPlayer {
  readonly received: Received[] = [];
  readonly states: PublicState[] = [];
  readonly legal = new Map<number, SeatLegal>();
  /** The client's copy of the game, fed by the game and update messages. */
  readonly feed = new GameFeed();
  readonly tokens = new Map<number, string>();
  readonly events: DomainEvent[] = [];
  /** The last events of the heist the server sent on joining. */
  recent: RecentPayload | undefined;
  seats: number[] = [];
  /** Bytes of each websocket frame received, by Colyseus protocol code (15 = state patch). */
  readonly frameBytes: Array<{ code: number; bytes: number }> = [];
  welcome: WelcomePayload | undefined;
  /** Whether the server has said which seats this client holds (it always does on join). */
  seatsKnown = false;
  /** The pending prompt as this client's seats see it, at the version it was last confirmed for. */
  prompt: { version: number; prompt: Prompt | null } | undefined;
  left: number | undefined;
  /** Seats this connection stopped playing, and why (another tab, their owner back). */
  readonly moved: SeatsMovedPayload[] = [];
  /** Seats whose token the server refused on joining. */
  refused: number[] = [];

  private constructor(public room: Room) {
    this.attach(room);
  }

  static async create(client: Client, options: JoinOptions): Promise<TestPlayer> {
    return TestPlayer.ready(new TestPlayer(await client.create(ROOM_NAME, options)));
  }

  static async join(client: Client, code: string, options: JoinOptions): Promise<TestPlayer> {
    return TestPlayer.ready(new TestPlayer(await client.joinById(code, options)));
  }

  /**
   * Resolves once the first full state, the welcome and the seats have arrived, and the game
   * too when the heist has started: they come in separate frames, and a check of `seats` (or
   * of the version) before the last one would see none.
   */
  private static async ready(player: TestPlayer): Promise<TestPlayer> {
    await waitUntil(
      () =>
        player.states.length > 0 &&
        player.welcome &&
        player.seatsKnown &&
        (player.state.phase === 'lobby' || player.feed.version >= 0),
      'the first state',
    );
    return player;
  }

  /** Swaps in a reconnected room (same session) and keeps recording. */
  adopt(room: Room): void {
    this.room = room;
    this.left = undefined;
    this.attach(room);
  }

  private attach(room: Room) {
    const ws = (room.connection.transport as unknown as { ws?: WebSocketLike }).ws;
    ws?.addEventListener('message', (event) => {
      const data = new Uint8Array(event.data as ArrayBuffer);
      this.frameBytes.push({ code: data[0] ?? -1, bytes: data.byteLength });
    });
    room.onMessage('*', (type, payload) => {
      this.received.push({ type: String(type), payload });
      this.onMessage(String(type), payload);
    });
    room.onStateChange(() => this.states.push(this.state));
    room.onLeave((code) => {
      this.left = code;
    });
  }

  private onMessage(type: string, payload: unknown) {
    if (type === ServerMessage.welcome) this.welcome = payload as WelcomePayload;
    if (type === ServerMessage.game) {
      this.feed.reset(payload as GamePayload);
      this.states.push(this.state);
    }
    if (type === ServerMessage.update) this.onUpdate(payload as UpdatePayload);
    if (type === ServerMessage.seatsMoved) this.moved.push(payload as SeatsMovedPayload);
    if (type === ServerMessage.recent) this.recent = payload as RecentPayload;
    if (type === ServerMessage.seats) {
      const seats = payload as SeatsPayload;
      this.seatsKnown = true;
      if (seats.refused) this.refused = seats.refused;
      this.seats = seats.seats.map((s) => s.seat);
      for (const s of seats.seats) if (s.token) this.tokens.set(s.seat, s.token);
      for (const seat of this.legal.keys()) if (!this.seats.includes(seat)) this.legal.delete(seat);
    }
  }

  /** One input (or a change of this client's seats): patch, events, what changed of its seats. */
  private onUpdate(update: UpdatePayload) {
    if (!this.feed.apply(update))
      throw new Error(`update ${update.version} does not follow ${this.feed.version}`);
    if (update.events) this.events.push(...update.events);
    // Seats the update does not mention keep their list, now confirmed for this version.
    for (const seat of this.seats) {
      const fresh = update.legal?.find((l) => l.seat === seat);
      const actions = fresh ? fresh.actions : (this.legal.get(seat)?.actions ?? []);
      this.legal.set(seat, { version: update.version, actions });
    }
    if (this.seats.length > 0)
      this.prompt = {
        version: update.version,
        prompt: update.prompt !== undefined ? update.prompt : (this.prompt?.prompt ?? null),
      };
    if (update.patch) this.states.push(this.state);
  }

  get code(): string {
    return this.room.roomId;
  }

  get state(): PublicState {
    const lobby = decodeLobby((this.room.state as { toJSON(): unknown }).toJSON());
    return {
      ...lobby,
      members: Object.fromEntries(lobby.members.map((m) => [m.sessionId, m])),
      version: Math.max(0, this.feed.version),
      game: this.feed.current(),
    };
  }

  get version(): number {
    return Math.max(0, this.feed.version);
  }

  get errors(): ErrorPayload[] {
    return this.received.filter((m) => m.type === ServerMessage.error).map((m) => m.payload as ErrorPayload);
  }

  send(type: ClientMessageName | string, payload?: unknown): void {
    this.room.send(type, payload);
  }

  /** Sends and waits for the error it causes. */
  async expectError(type: string, payload: unknown): Promise<ErrorPayload> {
    const before = this.errors.length;
    this.send(type, payload);
    return waitUntil(() => this.errors[before], `an error answering ${type}`);
  }

  /** Sends and waits until the state shows `check`. */
  async sendAndWait(
    type: string,
    payload: unknown,
    check: (s: PublicState) => boolean,
    what: string,
  ): Promise<void> {
    const errors = this.errors.length;
    this.send(type, payload);
    await waitUntil(() => {
      const error = this.errors[errors];
      if (error) throw new Error(`${type} was refused: ${error.code} ${error.message}`);
      return check(this.state);
    }, what);
  }

  /** Legal actions of a seat, only when they are for the current version. */
  legalNow(seat: number): Action[] {
    const legal = this.legal.get(seat);
    return legal && legal.version === this.version ? legal.actions : [];
  }

  /** Waits until this player's private data has caught up with the public version. */
  async synced(): Promise<void> {
    await waitUntil(
      () => this.seats.every((seat) => this.legal.get(seat)?.version === this.version),
      `legal actions for version ${this.version}`,
    );
  }

  async leave(consented = true): Promise<void> {
    await this.room.leave(consented);
  }

  /** Drops the socket without saying goodbye, as a lost connection would. */
  dropConnection(): void {
    void this.room.leave(false);
  }
}

export const lobby = ClientMessage;
