/**
 * The heist's game as it travels: a ShapeSync over the protocol's game shape. Each input yields
 * one patch, shared by every receiver and sent inside its one message; a client that joins gets
 * the reflection handshake and the full state once.
 */
import { type GameWire, gameShape } from './room.js';
import { ShapeSync } from './shapeSync.js';

export class GameSync extends ShapeSync<GameWire> {
  constructor(wire: GameWire) {
    super(gameShape, wire);
  }
}
