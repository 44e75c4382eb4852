/**
 * The rooms' schema serializer: Colyseus' own, with two changes.
 *
 * - The handshake every joining client gets (the room state's type reflection) is encoded once
 *   per state class for every room. Colyseus encodes it once per room, but it depends only on
 *   the class (@colyseus/schema caches the type context per root class): a restart's 500
 *   restored heists each paid ~0.75 ms for the very same bytes.
 * - The full state a joining client gets is never older than the state. Colyseus 0.16 caches
 *   the full state and encodes it again only after a patch went out; a patch with no client to
 *   take it drops its changes without that mark (colyseus/colyseus#917, still so in 0.16.26).
 *   A lobby that changed while empty (the last member left) then gave its next joiner the lobby
 *   as it was before, a member who had left included, and later patches never took it away.
 */
import { type Client, SchemaSerializer } from '@colyseus/core';
import type { Schema } from '@colyseus/schema';

const handshakes = new WeakMap<object, Buffer>();

export class StateSerializer<T extends Schema> extends SchemaSerializer<T> {
  override handshake(): Buffer {
    const stateClass = this.encoder.state.constructor;
    let bytes = handshakes.get(stateClass);
    if (!bytes) {
      bytes = super.handshake();
      handshakes.set(stateClass, bytes);
    }
    return bytes;
  }

  override applyPatches(clients: Client[]): boolean {
    // The changes are dropped unsent: the cached full state no longer matches the state.
    if (clients.length === 0 && this.encoder.hasChanges) this.needFullEncode = true;
    return super.applyPatches(clients);
  }
}
