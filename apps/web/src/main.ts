/** The page: the shell with every game this server plays. */
import './ui/styles.css';
import './ui/extras.css';
import { startApp } from './app/startApp.js';
import { PLAY_GAMES } from './games.js';

await startApp(PLAY_GAMES);
