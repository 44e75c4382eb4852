/** @safecrackers/asym-bots: a security bot and a spy bot for the asymmetric mode, and a game loop. */
export { type AsymBot, type GameRecord, type PlayOptions, playGame } from './play.js';
export { SecurityBot } from './security/bot.js';
export { SpyBot, type SpyBotOptions } from './spy/bot.js';
