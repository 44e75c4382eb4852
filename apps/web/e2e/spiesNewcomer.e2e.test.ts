/**
 * A newcomer's spies game in English and in Russian, each side on a desktop and on a phone
 * (issue 32): home, the rules from the home page, the lobby and why the host cannot start yet,
 * each side's guide, the spy's loadout by hand with a role's rules, one full round by hand on
 * each side, the legend and a cell's rules from the map. Every screen: no text that spills or
 * is cut off, no axe violation of any impact, and on a phone no cell the turn needs covered.
 * Screenshots of every screen go to apps/web/test-results/spies-newcomer-*.png; the findings to
 * spies-newcomer-{en,ru}.json.
 */
import { describeNewcomerGames } from './support/spiesNewcomerCheck.js';

describeNewcomerGames(
  "spies: a newcomer's first game, in English and Russian (issue 32)",
  [
    {
      title: 'in English: security on a desktop, the spy on a phone',
      locale: 'en',
      security: 'desktop',
      rookieBadge: 'Bot · Rookie',
    },
    {
      title: 'in Russian: security on a phone, the spy on a desktop',
      locale: 'ru',
      security: 'phone',
      rookieBadge: 'Бот · Новичок',
    },
  ],
  true,
);
