/** What tests of other packages may build on: scenes, random play and hidden-fact variants. */
export * from './hidden.js';
export * from './random-play.js';
export * from './scene.js';
