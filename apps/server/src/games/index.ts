/**
 * The games this server plays. A stored record is played by the first game here that owns it;
 * the heist, the first game there was, owns what no other does, so it comes last.
 */
import type { AnyGameModule } from '../platform/gameModule.js';
import { heistGame } from './heist/heistRoom.js';
import { spiesGame } from './spies/spiesRoom.js';

export const GAMES: readonly AnyGameModule[] = [spiesGame, heistGame];
