/** The page with every game plus secret numbers: the browser tests' build of the shell (secretNumbers.e2e.test.ts). */
import '../../../src/ui/styles.css';
import '../../../src/ui/extras.css';
import { startApp } from '../../../src/app/startApp.js';
import { PLAY_GAMES } from '../../../src/games.js';
import { secretClient } from './secretClient.js';

await startApp([...PLAY_GAMES, secretClient]);
