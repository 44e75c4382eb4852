/**
 * The schema handshake every joining client gets: the room state's type reflection. Colyseus
 * encodes it once per room, but it depends only on the state's class (@colyseus/schema caches
 * the type context per root class), so here it is encoded once per class for every room: a
 * restart's 500 restored heists each paid ~0.75 ms for the very same bytes.
 */
import { SchemaSerializer } from '@colyseus/core';
import type { Schema } from '@colyseus/schema';

const handshakes = new WeakMap<object, Buffer>();

export class SharedHandshakeSerializer<T extends Schema> extends SchemaSerializer<T> {
  override handshake(): Buffer {
    const stateClass = this.encoder.state.constructor;
    let bytes = handshakes.get(stateClass);
    if (!bytes) {
      bytes = super.handshake();
      handshakes.set(stateClass, bytes);
    }
    return bytes;
  }
}
