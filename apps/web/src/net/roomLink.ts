/**
 * One room of any game over colyseus.js, kept open while the page wants it: after a drop it
 * comes back by itself, first with the Colyseus reconnection token (short drops), then by
 * joining again with the seat tokens this browser holds (reloads, server restarts), at spread
 * delays (backoff.ts), until it works, the room is gone, or the player leaves. Each room
 * object (the first and every one after a reconnection) is handed to `attach`, where the game
 * hangs its message handlers.
 */
// Types only: the zod schema behind JoinOptions never reaches the bundle.
import type { JoinOptions } from '@safecrackers/protocol';
import type { RoomLookup } from '@safecrackers/protocol/wire';
import type { Client, Room } from 'colyseus.js';
import { FINAL_CLOSE_CODES, reconnectDelay } from './backoff.js';
import { type ConnectionStatus, type Credentials, type CredentialsFor, JoinError } from './connection.js';

export interface RoomLinkHooks {
  /** A room object to listen to: the first one, and each one a reconnection brings. */
  attach(room: Room): void;
  status(status: ConnectionStatus, attempt: number, reason?: 'kicked' | 'gone'): void;
}

export function joinOptions({ name, seats }: Credentials): JoinOptions {
  return seats.length > 0 ? { name, seats } : { name };
}

/** Runs a create or join; what fails is a JoinError with the server's close code. */
export async function matchmake(run: () => Promise<Room>): Promise<Room> {
  try {
    return await run();
  } catch (error) {
    const e = error as { message?: string; code?: number };
    throw new JoinError(e.message || 'the server did not answer', typeof e.code === 'number' ? e.code : null);
  }
}

/** The room under `code`, as the server's lookup reports it; null when the server cannot be asked. */
export async function lookupRoom(endpoint: string, code: string): Promise<RoomLookup | null> {
  try {
    const response = await fetch(`${endpoint}/api/rooms/${encodeURIComponent(code)}`);
    if (response.status === 404)
      return { code, ...((await response.json().catch(() => ({}))) as Partial<RoomLookup>), exists: false };
    if (!response.ok) return null;
    return (await response.json()) as RoomLookup;
  } catch {
    return null;
  }
}

/** A looked-up room that will never open again: gone, or its game over. */
export function roomIsOver(found: RoomLookup): boolean {
  return !found.exists || found.over === true || found.phase === 'won' || found.phase === 'lost';
}

export class RoomLink {
  readonly code: string;
  private room: Room;
  private leaving = false;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly client: Client,
    private readonly endpoint: string,
    room: Room,
    private readonly credentials: CredentialsFor,
    private readonly hooks: RoomLinkHooks,
  ) {
    this.code = room.roomId;
    this.room = room;
    this.listen(room);
  }

  /** The room object now (a reconnection replaces it). */
  get current(): Room {
    return this.room;
  }

  get online(): boolean {
    return this.attempt === 0;
  }

  /**
   * Sends now, and says whether it went. Not while reconnecting or with the socket closing (a
   * browser's WebSocket drops such a send without a word): the player is told and sends again
   * once back, on the game as it then is, never an intent queued against a game since moved on.
   */
  send(type: string, payload: unknown): boolean {
    if (this.attempt > 0 || !this.room.connection.isOpen) return false;
    this.room.send(type, payload);
    return true;
  }

  async leave(): Promise<void> {
    this.leaving = true;
    clearTimeout(this.timer);
    this.hooks.status('closed', 0);
    await this.room.leave(true).catch(() => undefined);
  }

  /** Test hook and "reconnect now" button: drops the socket as a network failure would. */
  drop(): void {
    this.room.connection.close();
  }

  private listen(room: Room) {
    this.room = room;
    this.hooks.attach(room);
    room.onLeave((code) => {
      if (this.leaving) return;
      if (FINAL_CLOSE_CODES.has(code)) {
        this.hooks.status('closed', 0, 'kicked');
        return;
      }
      this.scheduleReconnect();
    });
  }

  private scheduleReconnect() {
    this.attempt++;
    this.hooks.status('reconnecting', this.attempt);
    this.timer = setTimeout(() => void this.reconnect(), reconnectDelay(this.attempt));
  }

  private async reconnect() {
    if (this.leaving) return;
    const token = this.room.reconnectionToken;
    try {
      // A short drop: the server kept our session for a while.
      const room =
        this.attempt <= 2 && token
          ? await this.client.reconnect(token)
          : await this.client.joinById(this.code, joinOptions(this.credentials(this.code)));
      this.resume(room);
    } catch {
      if (this.leaving) return;
      if (this.attempt > 2 && (await this.roomIsGone())) {
        this.hooks.status('closed', this.attempt, 'gone');
        return;
      }
      // The banner shows the attempt count; the next try may work.
      this.scheduleReconnect();
    }
  }

  private resume(room: Room) {
    if (this.leaving) {
      void room.leave(true);
      return;
    }
    this.attempt = 0;
    this.listen(room);
    this.hooks.status('online', 0);
  }

  /** The server answers and says the room will not open again. */
  private async roomIsGone(): Promise<boolean> {
    const found = await lookupRoom(this.endpoint, this.code);
    return found !== null && roomIsOver(found);
  }
}
