/**
 * `@safecrackers/protocol/schema`: what only the server needs to sync the state: schema
 * classes made from the shapes, the encoder, and the game as it travels from the engine state.
 */
export { encodeInto } from './encode.js';
export { gameWire, gameWireTracker } from './game.js';
export { GameSync } from './gameSync.js';
export { fieldType, schemaClass } from './schemaClasses.js';
export { ShapeSync } from './shapeSync.js';
