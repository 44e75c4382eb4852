/** The real server with secret numbers among its games, as a child process (secretNumbers.test.ts). */
import { startServer } from '../../src/app.js';
import { readConfig } from '../../src/config.js';
import { GAMES } from '../../src/games/index.js';
import { createLogger } from '../../src/logger.js';
import { secretNumbersGame } from './secretNumbersGame.js';

const config = readConfig();
await startServer(config, createLogger(config), undefined, [secretNumbersGame, ...GAMES]);
