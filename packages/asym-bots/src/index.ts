/**
 * @safecrackers/asym-bots: a security bot and a spy bot for the asymmetric mode, their levels,
 * and a game loop.
 */
export { BOT_LEVELS, type BotLevel, LevelBot, SLIP_CHANCE } from './level.js';
export { type AsymBot, type GameRecord, type PlayOptions, playGame } from './play.js';
export { SecurityBot } from './security/bot.js';
export { SpyBot, type SpyBotOptions } from './spy/bot.js';
