/**
 * The frames that every client joining a heist at one state of its game gets alike: the game in
 * full, and its recent events as seats or as watchers see them. A crew coming back after a
 * restart joins within moments: each frame is packed once per state (as an update is once per
 * audience), not once per client. A state is a game object: every input makes a new one.
 */
import { getMessageBytes, Protocol } from '@colyseus/core';
import { type GamePayload, type RecentPayload, ServerMessage } from '@safecrackers/protocol';

export interface JoinFrameSource {
  game(): GamePayload;
  recent(seated: boolean): RecentPayload;
}

export class JoinFrames {
  private state: object | null = null;
  private game: Uint8Array | null = null;
  private readonly recent = new Map<boolean, Uint8Array>();

  constructor(private readonly source: JoinFrameSource) {}

  /** The `game` message at `state`. */
  gameAt(state: object): Uint8Array {
    this.at(state);
    this.game ??= getMessageBytes.raw(Protocol.ROOM_DATA, ServerMessage.game, this.source.game());
    return this.game;
  }

  /** The `recent` message at `state`, for a client that holds a seat or for a watcher. */
  recentAt(state: object, seated: boolean): Uint8Array {
    this.at(state);
    let bytes = this.recent.get(seated);
    if (!bytes) {
      bytes = getMessageBytes.raw(Protocol.ROOM_DATA, ServerMessage.recent, this.source.recent(seated));
      this.recent.set(seated, bytes);
    }
    return bytes;
  }

  private at(state: object): void {
    if (state === this.state) return;
    this.state = state;
    this.game = null;
    this.recent.clear();
  }
}
