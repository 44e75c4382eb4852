/**
 * The spies room over colyseus.js: create or join by code, keep this browser's seat tokens
 * (localStorage, per code), relay the lobby, updates, chat and errors, and come back by itself
 * after a drop: the reconnection token first, then joining again with the seat tokens.
 */

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
import { FINAL_CLOSE_CODES, reconnectDelay } from '../net/backoff.js';

export interface SpyListener {
  lobby(l: SpyLobbyWire): void;
  update(u: AsymUpdatePayload): void;
  chat(lines: ChatLine[], replace: boolean): void;
  error(e: ErrorPayload): void;
  seats(seats: number[], sessionId: string): void;
  connection(state: 'open' | 'reconnecting' | 'closed'): void;
}

interface Kept {
  name: string;
  seats: Array<{ seat: number; token: string }>;
}

const key = (code: string) => `spies:${code}`;

export function keptFor(code: string): Kept | null {
  try {
    return JSON.parse(localStorage.getItem(key(code)) ?? 'null') as Kept | null;
  } catch {
    return null;
  }
}

export class SpyConnection {
  private room: Room | null = null;
  private closed = false;

  constructor(
    private readonly client: Client,
    private readonly listener: SpyListener,
  ) {}

  static async create(endpoint: string, name: string, listener: SpyListener): Promise<SpyConnection> {
    const c = new SpyConnection(new Client(endpoint), listener);
    c.attach(await c.client.create(SPY_ROOM_NAME, { name }), name);
    return c;
  }

  static async join(
    endpoint: string,
    code: string,
    name: string,
    listener: SpyListener,
  ): Promise<SpyConnection> {
    const c = new SpyConnection(new Client(endpoint), listener);
    const kept = keptFor(code);
    const seats = kept?.seats ?? [];
    c.attach(await c.client.joinById(code, seats.length > 0 ? { name, seats } : { name }), name);
    return c;
  }

  get code(): string {
    return this.room?.roomId ?? '';
  }

  send(type: string, payload?: unknown): void {
    this.room?.send(type, payload ?? {});
  }

  async leave(): Promise<void> {
    this.closed = true;
    await this.room?.leave(true);
  }

  private attach(room: Room, name: string): void {
    this.room = room;
    // A new room object gets the game in full first; what follows carries only what changed.
    let last: AsymUpdatePayload | null = null;
    this.listener.connection('open');
    room.onStateChange((s) => this.listener.lobby(decodeSpyLobby((s as { toJSON(): unknown }).toJSON())));
    room.onMessage('*', (type, payload) => {
      if (type === SpyServerMessage.update) {
        last = mergeUpdate(last, payload as AsymUpdateWire);
        this.listener.update(last);
      } else if (type === ServerMessage.chat) this.listener.chat([payload as ChatLine], false);
      else if (type === ServerMessage.chatLog) this.listener.chat(payload as ChatLine[], true);
      else if (type === ServerMessage.error) this.listener.error(payload as ErrorPayload);
      else if (type === ServerMessage.seats)
        this.keepSeats(room.roomId, name, payload as SeatsPayload, room.sessionId);
    });
    room.onLeave((code) => {
      // As the heist's client: only our own leave, or a cut for abuse, ends the connection for good.
      if (this.closed || FINAL_CLOSE_CODES.has(code)) {
        this.listener.connection('closed');
        return;
      }
      void this.comeBack(room, name);
    });
  }

  private keepSeats(code: string, name: string, payload: SeatsPayload, sessionId: string): void {
    const kept = keptFor(code) ?? { name, seats: [] };
    const held = payload.seats.map((s) => s.seat);
    const seats = kept.seats.filter((s) => held.includes(s.seat) && !payload.refused?.includes(s.seat));
    for (const s of payload.seats) if (s.token) seats.push({ seat: s.seat, token: s.token });
    localStorage.setItem(key(code), JSON.stringify({ name, seats: dedupe(seats) }));
    this.listener.seats(held, sessionId);
  }

  private async comeBack(old: Room, name: string): Promise<void> {
    this.listener.connection('reconnecting');
    // While the page is open it keeps trying, at spread-out delays (a restarted server's players
    // must not all come back at the same instants).
    for (let attempt = 1; !this.closed; attempt++) {
      await new Promise((r) => setTimeout(r, reconnectDelay(attempt)));
      try {
        this.attach(await this.client.reconnect(old.reconnectionToken), name);
        return;
      } catch {
        try {
          const seats = keptFor(old.roomId)?.seats ?? [];
          this.attach(
            await this.client.joinById(old.roomId, seats.length ? { name, seats } : { name }),
            name,
          );
          return;
        } catch {
          // The server may be restarting: try again later.
        }
      }
    }
  }
}

function dedupe(seats: Array<{ seat: number; token: string }>) {
  const bySeat = new Map(seats.map((s) => [s.seat, s]));
  return [...bySeat.values()];
}
