/**
 * A value as it travels in the protocol's shape language: the server's own schema encoder over
 * the value's shape. Each change yields one patch (bytes) that every receiver of the value
 * shares; a receiver that starts gets the reflection handshake and the full state once.
 */
import { Encoder, Reflection, type Schema } from '@colyseus/schema';
import { encodeInto } from './encode.js';
import { schemaClass } from './schemaClasses.js';
import type { Shape } from './shape.js';

/** The handshake depends on the shape only: one per shape for the whole process. */
const handshakes = new WeakMap<Shape, Uint8Array>();

/**
 * One scratch buffer for every encoder (each would hold 8 KiB of its own): encoding is
 * synchronous and each result is copied out at once. When a state needs more, the encoder
 * encodes into a larger buffer (and warns) but does not keep it; `encoded` does.
 */
let scratch: Buffer | null = null;

export class ShapeSync<T> {
  private readonly root: Schema;
  private readonly encoder: Encoder;
  /** The full state as last encoded: every starter until the next change gets these bytes. */
  private fullState: Uint8Array | null = null;

  constructor(
    private readonly shape: Shape,
    wire: T,
  ) {
    this.root = new (schemaClass(shape))();
    encodeInto(shape, this.root, wire);
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

  /** Copies the value in; the patch since the last call, or null when nothing changed. */
  update(wire: T): Uint8Array | null {
    // Only the parts of the wire that are not the same objects as last time are visited.
    encodeInto(this.shape, this.root, wire);
    if (!this.encoder.hasChanges) return null;
    this.fullState = null;
    const patch = this.encoded(() => this.encoder.encode({ offset: 0 }));
    this.encoder.discardChanges();
    return patch;
  }

  /** What a starting receiver needs to decode every later patch. */
  full(): { handshake: Uint8Array; state: Uint8Array } {
    let handshake = handshakes.get(this.shape);
    if (!handshake) {
      handshake = Uint8Array.from(Reflection.encode(this.encoder));
      handshakes.set(this.shape, handshake);
    }
    // Receivers coming back after a restart start within moments: one encoding for all of them.
    this.fullState ??= this.encoded(() => this.encoder.encodeAll({ offset: 0 }));
    return { handshake, state: this.fullState };
  }
}
