/** The games this page shows besides the heist (app/gameClient.ts): a new game is listed here. */
import type { AnyGameClient } from './app/gameClient.js';
import { spiesClient } from './spies/spiesClient.js';

export const PLAY_GAMES: readonly AnyGameClient[] = [spiesClient];
