/**
 * `@safecrackers/protocol/state`: the shapes of the synced room state and their decoder, for
 * browsers and servers alike (no zod, no schema library here).
 */
export { decodeShape } from './decode.js';
export * from './room.js';
export { sameValue } from './sameValue.js';
export * from './shape.js';
export * from './spiesView.js';
export * from './spyLobby.js';
