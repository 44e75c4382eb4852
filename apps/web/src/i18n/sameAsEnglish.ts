/**
 * Messages a language may leave as English wrote them: proper names and symbols (the game's
 * name, language names). Each entry is a key whose value is allowed to equal the English one.
 */
import type { TranslatedLocale } from './catalogues.js';

const everywhere = ['app.title'];

export const SAME_AS_ENGLISH: Record<TranslatedLocale, readonly string[]> = {
  ru: [
    ...everywhere,
    // A sample room code: codes are Latin letters and digits in every language.
    'home.codePlaceholder',
  ],
  'zh-CN': [...everywhere],
  'pt-BR': [
    ...everywhere,
    // A place name.
    'scenario.fortknox',
    // “Loot”: the Brazilian Portuguese rules keep the English word (“pegar o Loot”).
    'game.loot',
    'trade.kind.loot',
    'rules.section.loot',
    // “Laser”: the rules' own name for the Laser tiles and alarms.
    'tile.laser',
    'tileShort.laser',
    // Words Portuguese spells the same: detector, hacker, tiara, chihuahua, menu, bot.
    'tile.detector',
    'tileShort.detector',
    'character.hacker',
    'loot.tiara',
    'loot.chihuahua',
    'log.purpose.chihuahua',
    'game.menu',
    'bot.badge',
    'spies.lobby.bot',
  ],
};
