/**
 * A real colyseus.js client in a spies room that records everything it receives: every
 * message (decoded), every raw websocket frame (for the leak audit), its game updates, the
 * lobby state and the chat.
 */

import type { Action } from '@safecrackers/asym-rules';
import {
  type AsymUpdatePayload,
  type AsymUpdateWire,
  type ChatLine,
  ClientMessage,
  type ErrorPayload,
  type JoinOptions,
  type SeatsPayload,
  ServerMessage,
  SPY_ROOM_NAME,
  SpyMessage,
  SpyServerMessage,
  type WelcomePayload,
} from '@safecrackers/protocol';
import { SpiesFeed } from '@safecrackers/protocol/feed';
import { decodeSpyLobby, type SpyLobbyWire } from '@safecrackers/protocol/state';
import type { Client, Room } from 'colyseus.js';
import { waitUntil } from './wait.js';

interface WebSocketLike {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export class SpyPlayer {
  readonly received: Array<{ type: string; payload: unknown; at: number }> = [];
  readonly frames: Uint8Array[] = [];
  readonly updates: Array<AsymUpdatePayload & { at: number }> = [];
  readonly chat: ChatLine[] = [];
  readonly tokens = new Map<number, string>();
  seats: number[] = [];
  welcome: WelcomePayload | undefined;
  seatsKnown = false;
  /** Called after each update is recorded (colyseus.js calls one handler per message type). */
  readonly onUpdate: Array<(u: AsymUpdatePayload) => void> = [];

  private constructor(public room: Room) {
    this.attach(room);
  }

  static async create(client: Client, options: JoinOptions): Promise<SpyPlayer> {
    return SpyPlayer.ready(new SpyPlayer(await client.create(SPY_ROOM_NAME, options)));
  }

  static async join(client: Client, code: string, options: JoinOptions): Promise<SpyPlayer> {
    return SpyPlayer.ready(new SpyPlayer(await client.joinById(code, options)));
  }

  private static async ready(p: SpyPlayer): Promise<SpyPlayer> {
    await waitUntil(() => p.welcome && p.seatsKnown && p.lobby.code, 'the welcome, seats and lobby');
    return p;
  }

  /** The updates as this client holds them: each rebuilt whole from what changed. */
  private feed = new SpiesFeed();

  private attach(room: Room) {
    // A new room object (a reconnection) starts with the game in full.
    this.feed = new SpiesFeed();
    const ws = (room.connection.transport as unknown as { ws?: WebSocketLike }).ws;
    ws?.addEventListener('message', (event) => {
      this.frames.push(new Uint8Array(event.data as ArrayBuffer).slice());
    });
    room.onMessage('*', (type, payload) => {
      const at = Date.now();
      this.received.push({ type: String(type), payload, at });
      if (type === ServerMessage.welcome) this.welcome = payload as WelcomePayload;
      if (type === ServerMessage.seats) {
        const s = payload as SeatsPayload;
        this.seatsKnown = true;
        this.seats = s.seats.map((x) => x.seat);
        for (const x of s.seats) if (x.token) this.tokens.set(x.seat, x.token);
      }
      if (type === SpyServerMessage.update) {
        // Updates carry what changed since the last one: the whole update is rebuilt here.
        const update = this.feed.apply(payload as AsymUpdateWire);
        if (!update) throw new Error(`update v${(payload as AsymUpdateWire).version} does not follow on`);
        this.updates.push({ ...update, at });
        for (const listener of this.onUpdate) listener(update);
      }
      if (type === ServerMessage.chat) this.chat.push(payload as ChatLine);
      if (type === ServerMessage.chatLog) this.chat.push(...(payload as ChatLine[]));
    });
  }

  get lobby(): SpyLobbyWire {
    return decodeSpyLobby((this.room.state as { toJSON(): unknown }).toJSON());
  }

  get last(): AsymUpdatePayload | undefined {
    return this.updates.at(-1);
  }

  get version(): number {
    return this.last?.version ?? -1;
  }

  get errors(): ErrorPayload[] {
    return this.received.filter((m) => m.type === ServerMessage.error).map((m) => m.payload as ErrorPayload);
  }

  send(type: string, payload?: unknown): void {
    this.room.send(type, payload);
  }

  async expectError(type: string, payload: unknown): Promise<ErrorPayload> {
    const before = this.errors.length;
    this.send(type, payload);
    return waitUntil(() => this.errors[before], `an error answering ${type}`);
  }

  /** Sends a lobby message and waits until the lobby shows `check` (throws on an error reply). */
  async lobbyChange(type: string, payload: unknown, check: (l: SpyLobbyWire) => boolean, what: string) {
    const before = this.errors.length;
    this.send(type, payload);
    await waitUntil(() => {
      const e = this.errors[before];
      if (e) throw new Error(`${type} refused: ${e.code} ${e.message}`);
      return check(this.lobby);
    }, what);
  }

  act(action: Action, seat?: number): void {
    this.send(SpyMessage.action, seat === undefined ? { action } : { seat, action });
  }

  say(channel: 'table' | 'spies', text: string): void {
    this.send(ClientMessage.chat, { channel, text });
  }

  async leave(consented = true): Promise<void> {
    await this.room.leave(consented);
  }
}

export const lobbyMessage = ClientMessage;
