/**
 * A newcomer's spies game in Chinese and in Brazilian Portuguese, each side on a desktop and on a phone
 * (issue 32): home, the rules from the home page, the lobby and why the host cannot start yet,
 * each side's guide, the spy's loadout by hand with a role's rules, one full round by hand on
 * each side, the legend and a cell's rules from the map. Every screen: no text that spills or
 * is cut off, and on a phone no cell the turn needs covered (axe scans the same screens in
 * spiesNewcomer.e2e.test.ts: what it checks does not change with the language).
 * Screenshots of every screen go to apps/web/test-results/spies-newcomer-*.png; the findings to
 * spies-newcomer-{zh-CN,pt-BR}.json.
 */
import { describeNewcomerGames } from './support/spiesNewcomerCheck.js';

describeNewcomerGames(
  "spies: a newcomer's first game, in Chinese and Portuguese (issue 32)",
  [
    {
      title: 'in Chinese: security on a desktop, the spy on a phone',
      locale: 'zh-CN',
      security: 'desktop',
      rookieBadge: '机器人 · 新手',
    },
    {
      title: 'in Brazilian Portuguese: security on a phone, the spy on a desktop',
      locale: 'pt-BR',
      security: 'phone',
      rookieBadge: 'Bot · Novato',
    },
  ],
  false,
);
