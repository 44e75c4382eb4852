/**
 * The game as it travels: the room's own schema encoder over the protocol's game shape. Each
 * input yields one patch (bytes), shared by every receiver and sent inside its one message;
 * a client that joins gets the reflection handshake and the full state once.
 */
import { Encoder, Reflection, type Schema } from '@colyseus/schema';
import { encodeInto } from './encode.js';
import { type GameWire, gameShape } from './room.js';
import { schemaClass } from './schemaClasses.js';

const GameState = schemaClass(gameShape);

/** The handshake depends on the shape only: one for the whole process. */
let handshake: Uint8Array | null = null;

/**
 * One scratch buffer for every game's encoder (each would hold 8 KiB of its own): encoding is
 * synchronous and each result is copied out at once. When a state needs more, the encoder
 * encodes into a larger buffer (and warns) but does not keep it; `encoded` does.
 */
let scratch: Buffer | null = null;

export class GameSync {
  private readonly root: Schema = new GameState();
  private readonly encoder: Encoder;
  /** The full state as last encoded: every joiner until the next change gets these bytes. */
  private fullState: Uint8Array | null = null;

  constructor(wire: GameWire) {
    encodeInto(gameShape, this.root, wire);
    this.encoder = new Encoder(this.root);
    scratch ??= this.encoder.sharedBuffer;
    this.encoder.sharedBuffer = scratch;
    // What the first full state carries is not a patch for anyone.
    this.encoder.discardChanges();
  }

  /** Runs one encoding over the shared scratch buffer and copies the bytes out. */
  private encoded(encode: () => Uint8Array): Uint8Array {
    this.encoder.sharedBuffer = scratch!;
    const encodedBytes = encode();
    if (encodedBytes.buffer !== scratch!.buffer) {
      scratch = Buffer.from(encodedBytes.buffer);
    }
    return Uint8Array.from(encodedBytes);
  }

  /** Copies the game in; the patch since the last call, or null when nothing changed. */
  update(wire: GameWire): Uint8Array | null {
    // Only the parts of the wire that are not the same objects as last time are visited.
    encodeInto(gameShape, this.root, wire);
    if (!this.encoder.hasChanges) return null;
    this.fullState = null;
    const patch = this.encoded(() => this.encoder.encode({ offset: 0 }));
    this.encoder.discardChanges();
    return patch;
  }

  /** What a joining client needs to decode every later patch. */
  full(): { handshake: Uint8Array; state: Uint8Array } {
    handshake ??= Uint8Array.from(Reflection.encode(this.encoder));
    // A crew coming back after a restart joins within moments: one encoding for all of them.
    this.fullState ??= this.encoded(() => this.encoder.encodeAll({ offset: 0 }));
    return { handshake, state: this.fullState };
  }
}
