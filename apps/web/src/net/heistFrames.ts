/**
 * The heist's own messages: the lobby is the Colyseus room state, the game a copy (GameFeed)
 * fed by the full game on joining and each update's patch after it, kept at the server's
 * version; the last events come with a join. Each becomes a NetEvent for the heist's store.
 */
import { GameFeed } from '@safecrackers/protocol/feed';
import { decodeLobby, type RoomWire } from '@safecrackers/protocol/state';
import type { GamePayload, LogPagePayload, RecentPayload, UpdatePayload } from '@safecrackers/protocol/wire';
import { ClientMessage, ROOM_NAME, ServerMessage } from '@safecrackers/protocol/wire';
import type { FrameReader, GameFrames, NetEvent, RoomHandle } from './connection.js';

export const heistFrames: GameFrames = {
  roomName: ROOM_NAME,
  reader: (send) => new HeistReader(send),
};

class HeistReader implements FrameReader {
  /** Our copy of the game, fed by the room's game and update messages. */
  private readonly feed = new GameFeed();
  private emit: (event: NetEvent) => void = () => {};

  constructor(private readonly send: (name: string, payload: unknown) => void) {}

  attach(room: RoomHandle, emit: (event: NetEvent) => void): void {
    this.emit = emit;
    room.onMessage(ServerMessage.recent, (payload) =>
      emit({ type: 'recent', payload: payload as RecentPayload }),
    );
    room.onMessage(ServerMessage.logPage, (payload) =>
      emit({ type: 'logPage', payload: payload as LogPagePayload }),
    );
    room.onMessage(ServerMessage.game, (payload) => {
      this.feed.reset(payload as GamePayload);
      emit(this.state(room));
    });
    room.onMessage(ServerMessage.update, (payload) => this.onUpdate(room, payload as UpdatePayload));
    room.onStateChange(() => emit(this.state(room)));
  }

  current(room: RoomHandle): NetEvent | null {
    return room.state ? this.state(room) : null;
  }

  private onUpdate(room: RoomHandle, payload: UpdatePayload) {
    if (!this.feed.apply(payload)) {
      // A patch went missing (it should not): ask for the game in full.
      this.send(ClientMessage.sync, {});
      return;
    }
    if (payload.patch) this.emit(this.state(room));
    this.emit({ type: 'update', payload });
  }

  /** The lobby (the Colyseus room state) with the game copy at its version. */
  private state(room: RoomHandle): NetEvent {
    const json = (room.state as { toJSON?: () => unknown } | undefined)?.toJSON?.() ?? {};
    const wire: RoomWire = {
      ...decodeLobby(json),
      version: Math.max(0, this.feed.version),
      game: this.feed.current(),
    };
    return { type: 'state', room: wire };
  }
}
