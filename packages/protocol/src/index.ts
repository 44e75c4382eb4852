/** @safecrackers/protocol: what the game server and its clients say to each other. */
export * from './actions.js';
export * from './asymMessages.js';
export * from './ids.js';
export * from './messages.js';
export * from './payloads.js';
export * from './roomCode.js';
export * from './wire.js';
