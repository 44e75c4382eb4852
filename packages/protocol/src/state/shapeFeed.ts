/**
 * A client's copy of a value sent with ShapeSync: the reflection handshake and the encoded
 * state to start from, then each patch. The decoder builds its types from the handshake, as
 * colyseus.js does for the room state; `read` turns what it decoded into the plain value.
 */
import { type Decoder, Reflection } from '@colyseus/schema';

type Bytes = Parameters<Decoder['decode']>[0];

/** msgpack hands binary over as a Uint8Array (a Buffer in Node); the decoder reads either. */
function toBytes(data: Uint8Array): Bytes {
  return (data instanceof Uint8Array ? data : new Uint8Array(data as ArrayLike<number>)) as Bytes;
}

export class ShapeFeed<T> {
  private decoder: Decoder | null = null;
  private value: T | null = null;

  constructor(private readonly read: (json: unknown) => T) {}

  /** Starts again from a full state: everything before is forgotten. */
  reset(handshake: Uint8Array, state: Uint8Array): T {
    this.decoder = Reflection.decode(toBytes(handshake));
    this.decoder.decode(toBytes(state), { offset: 0 });
    this.value = this.decoded();
    return this.value;
  }

  /** Applies one patch; null when there is nothing to apply it to yet. */
  apply(patch: Uint8Array): T | null {
    if (!this.decoder) return null;
    this.decoder.decode(toBytes(patch), { offset: 0 });
    this.value = this.decoded();
    return this.value;
  }

  current(): T | null {
    return this.value;
  }

  private decoded(): T {
    return this.read((this.decoder!.state as unknown as { toJSON(): unknown }).toJSON());
  }
}
