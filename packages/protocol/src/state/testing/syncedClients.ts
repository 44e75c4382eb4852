/**
 * A server-side lobby state and a client that decodes it the way colyseus.js does: the types
 * from the handshake's reflection, then the full state, then each patch. For round-trip tests.
 */
import { type Decoder, Encoder, Reflection, type Schema } from '@colyseus/schema';
import { encodeInto } from '../encode.js';
import { type LobbyWire, lobbyShape } from '../room.js';
import { schemaClass } from '../schemaClasses.js';

export class SyncedLobby {
  readonly root: Schema = new (schemaClass(lobbyShape))();
  private readonly encoder = new Encoder(this.root);
  private decoder: Decoder | null = null;

  /** Copies `lobby` into the schema and lets the client catch up. */
  sync(lobby: LobbyWire): void {
    encodeInto(lobbyShape, this.root, lobby);
    if (!this.decoder) {
      this.decoder = Reflection.decode(Reflection.encode(this.encoder));
      this.decoder.decode(Buffer.from(this.encoder.encodeAll({ offset: 1 })), { offset: 1 });
    } else {
      this.decoder.decode(Buffer.from(this.encoder.encode({ offset: 1 })), { offset: 1 });
    }
    this.encoder.discardChanges();
  }

  /** What the client decoded, as plain JSON (what `room.state.toJSON()` gives in a browser). */
  decoded(): unknown {
    return (this.decoder!.state as unknown as { toJSON(): unknown }).toJSON();
  }
}
