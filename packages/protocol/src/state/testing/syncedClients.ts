/**
 * A server-side schema root and a client that decodes it the way colyseus.js does: the types
 * from the handshake's reflection, then the full state, then each patch. For round-trip tests.
 */
import { type Decoder, Encoder, Reflection, type Schema } from '@colyseus/schema';
import { encodeInto } from '../encode.js';
import { type RoomWire, roomShape } from '../room.js';
import { schemaClass } from '../schemaClasses.js';

export class SyncedClient {
  readonly root: Schema = new (schemaClass(roomShape))();
  private readonly encoder: Encoder;
  private decoder: Decoder | null = null;
  /** Bytes of every patch after the first full state, for the size figures. */
  readonly patchBytes: number[] = [];

  constructor() {
    // Room states of a Fort Knox game outgrow the 8 KB default buffer.
    Encoder.BUFFER_SIZE = 64 * 1024;
    this.encoder = new Encoder(this.root);
  }

  /** Copies `room` into the schema and lets the client catch up, as after one input. */
  sync(room: RoomWire): void {
    encodeInto(roomShape, this.root, room);
    if (!this.decoder) {
      this.decoder = Reflection.decode(Reflection.encode(this.encoder));
      this.decoder.decode(Buffer.from(this.encoder.encodeAll({ offset: 1 })), { offset: 1 });
    } else {
      const patch = Buffer.from(this.encoder.encode({ offset: 1 }));
      this.patchBytes.push(patch.byteLength);
      this.decoder.decode(patch, { offset: 1 });
    }
    this.encoder.discardChanges();
  }

  /** What the client decoded, as plain JSON (what `room.state.toJSON()` gives in a browser). */
  decoded(): unknown {
    return (this.decoder!.state as unknown as { toJSON(): unknown }).toJSON();
  }
}
