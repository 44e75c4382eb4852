/** @safecrackers/test-game: a third game, for the tests only (see secretNumbers.ts). */
export * from './secretNumbers.js';
export * from './wire.js';
