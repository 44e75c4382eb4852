/** What a newcomer's spies game (spiesNewcomer.ts) must show, in any language, and the tests that play it (issue 32). */
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch } from './browser.js';
import { ensureBuilt } from './build.js';
import { type RunningServer, startServer } from './server.js';
import { type NewcomerOptions, type NewcomerRecord, newcomerGame } from './spiesNewcomer.js';

/** A fixed deal, fast bots and short spy windows: the same game each run, quickly. */
export const SERVER_ENV = { TEST_SEED: 'spies-newcomer', BOT_PAUSE_MS: '20', SPY_WINDOW_MS: '300' };

/** `rookieBadge`: the free seat's badge for a rookie bot, in the test's language. */
export function expectNewcomerPath(
  record: NewcomerRecord,
  locale: string,
  artifacts: string,
  rookieBadge: string,
): void {
  fs.writeFileSync(
    path.join(artifacts, `spies-newcomer-${locale}.json`),
    `${JSON.stringify(record, null, 2)}\n`,
  );
  expect(record.lang).toEqual({ security: locale, spy: locale });
  // The host's rookie bot on the free seat, said in the seat's badge in this language.
  expect(record.seen.botLevel).toBe(rookieBadge);
  // The host was told why it could not start (the spy not ready yet), then started.
  expect(record.seen.startReasons).toBeGreaterThan(0);
  expect(record.seen.roleTopic).toBe('role:technician');
  // A unit's line on the map opens the rules of watches (A-R9).
  expect(record.seen.cellTopic).toBe('vision');
  expect(record.seen.roundPlayed).toBe(true);
  // Every screen was measured, and nothing spilled, was cut off or covered a needed cell.
  expect(Object.keys(record.spills).length).toBeGreaterThanOrEqual(14);
  expect(Object.keys(record.covered).length).toBeGreaterThanOrEqual(1);
  const spilled = Object.entries(record.spills).filter(([, s]) => s.length > 0);
  expect(spilled).toEqual([]);
  const covered = Object.entries(record.covered).filter(([, c]) => c.length > 0);
  expect(covered).toEqual([]);
  const violations = Object.entries(record.violations).filter(([, v]) => v.length > 0);
  expect(violations).toEqual([]);
}

/** One newcomer's game to play: its language, where security sits, and the rookie badge's words. */
export interface NewcomerCase {
  title: string;
  locale: NewcomerOptions['locale'];
  security: NewcomerOptions['security'];
  rookieBadge: string;
}

/**
 * The newcomer's games of a test file (issue 32), against one server and one browser: each
 * played through newcomerGame and held to expectNewcomerPath. `axe`: scan every screen too.
 */
export function describeNewcomerGames(title: string, cases: NewcomerCase[], axe: boolean): void {
  const artifacts = path.resolve(import.meta.dirname, '../../test-results');
  describeNeeding([CHROMIUM], title, () => {
    let server: RunningServer;
    let browser: Browser;

    beforeAll(async () => {
      fs.mkdirSync(artifacts, { recursive: true });
      await ensureBuilt();
      server = await startServer(SERVER_ENV);
      browser = await launch();
    }, 240_000);

    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    for (const c of cases)
      it(c.title, async () => {
        const record = await newcomerGame({
          browser,
          url: server.url,
          locale: c.locale,
          security: c.security,
          axe,
          artifacts,
        });
        expectNewcomerPath(record, c.locale, artifacts, c.rookieBadge);
      }, 180_000);
  });
}
