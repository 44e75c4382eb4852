/**
 * A client's copy of the game, fed by the room's messages: the full game on joining
 * (GamePayload: the reflection handshake and the encoded state), then each update's patch.
 * The decoder builds its types from the handshake, as colyseus.js does for the room state.
 */
import { type Decoder, Reflection } from '@colyseus/schema';
import type { GamePayload, UpdatePayload } from '../payloads.js';
import { decodeGame, type GameWire } from './room.js';

export class GameFeed {
  private decoder: Decoder | null = null;
  private game: GameWire | null = null;
  /** The version the copy is at; -1 before the first full game. */
  version = -1;

  /** The game in full: everything before is forgotten. */
  reset(payload: GamePayload): GameWire {
    this.decoder = Reflection.decode(toBytes(payload.handshake));
    this.decoder.decode(toBytes(payload.state), { offset: 0 });
    this.version = payload.version;
    this.game = this.read();
    return this.game;
  }

  /**
   * Applies an update. Returns the game at the update's version, or null when the update does
   * not follow on from this copy (a patch was missed: ask for the game in full again).
   */
  apply(update: UpdatePayload): GameWire | null {
    if (!this.decoder || !this.game) return null;
    if (!update.patch) return update.version === this.version ? this.game : null;
    if (update.version !== this.version + 1) return null;
    this.decoder.decode(toBytes(update.patch), { offset: 0 });
    this.version = update.version;
    this.game = this.read();
    return this.game;
  }

  current(): GameWire | null {
    return this.game;
  }

  private read(): GameWire {
    return decodeGame((this.decoder!.state as unknown as { toJSON(): unknown }).toJSON());
  }
}

type Bytes = Parameters<Decoder['decode']>[0];

/** msgpack hands binary over as a Uint8Array (a Buffer in Node); the decoder reads either. */
function toBytes(data: Uint8Array): Bytes {
  return (data instanceof Uint8Array ? data : new Uint8Array(data as ArrayLike<number>)) as Bytes;
}
