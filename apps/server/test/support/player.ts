/**
 * A real colyseus.js client in a heist room that records everything it receives: every
 * message, and the decoded state after every patch (for the secrets audit).
 */
import {
  ClientMessage,
  type ClientMessageName,
  type ErrorPayload,
  type JoinOptions,
  type LegalPayload,
  type PromptPayload,
  type RecentPayload,
  ROOM_NAME,
  type SeatsMovedPayload,
  type SeatsPayload,
  ServerMessage,
  type WelcomePayload,
} from '@safecrackers/protocol';
import { decodeRoom, type RoomMember, type RoomWire } from '@safecrackers/protocol/state';
import type { Action, DomainEvent } from '@safecrackers/rules';
import type { Client, Room } from 'colyseus.js';
import { waitUntil } from './wait.js';

export interface Received {
  type: string;
  payload: unknown;
}

/**
 * The synced state as a client decodes it with the protocol's contract (decodeRoom), members
 * keyed by session id for the tests' convenience.
 */
export type PublicState = Omit<RoomWire, 'members'> & { members: Record<string, RoomMember> };

function publicState(raw: unknown): PublicState {
  const room = decodeRoom(raw);
  return { ...room, members: Object.fromEntries(room.members.map((m) => [m.sessionId, m])) };
}

interface WebSocketLike {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export class TestPlayer {
  readonly received: Received[] = [];
  readonly states: PublicState[] = [];
  readonly legal = new Map<number, LegalPayload>();
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
  prompt: PromptPayload | undefined;
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
   * Resolves once the first full state, the welcome and the seats have arrived: they come in
   * separate frames, and a check of `seats` before the last one would see none.
   */
  private static async ready(player: TestPlayer): Promise<TestPlayer> {
    await waitUntil(() => player.states.length > 0 && player.welcome && player.seatsKnown, 'the first state');
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
    room.onStateChange((state) => {
      this.states.push(publicState((state as { toJSON(): unknown }).toJSON()));
    });
    room.onLeave((code) => {
      this.left = code;
    });
  }

  private onMessage(type: string, payload: unknown) {
    if (type === ServerMessage.welcome) this.welcome = payload as WelcomePayload;
    if (type === ServerMessage.legal) {
      const legal = payload as LegalPayload;
      this.legal.set(legal.seat, legal);
    }
    if (type === ServerMessage.prompt) this.prompt = payload as PromptPayload;
    if (type === ServerMessage.events) this.events.push(...(payload as { events: DomainEvent[] }).events);
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

  get code(): string {
    return this.room.roomId;
  }

  get state(): PublicState {
    return publicState((this.room.state as { toJSON(): unknown }).toJSON());
  }

  get version(): number {
    return (this.room.state as { version: number }).version;
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
