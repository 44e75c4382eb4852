/**
 * A newcomer's spies game in English and in Russian, each side on a desktop and on a phone
 * (issue 32): home, the rules from the home page, the lobby and why the host cannot start yet,
 * each side's guide, the spy's loadout by hand with a role's rules, one full round by hand on
 * each side, the legend and a cell's rules from the map. Every screen: no text that spills or
 * is cut off, no axe violation of any impact, and on a phone no cell the turn needs covered.
 * Screenshots of every screen go to apps/web/test-results/spies-newcomer-*.png; the findings to
 * spies-newcomer-{en,ru}.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { launch } from './support/browser.js';
import { ensureBuilt } from './support/build.js';
import { type RunningServer, startServer } from './support/server.js';
import { newcomerGame } from './support/spiesNewcomer.js';
import { expectNewcomerPath, SERVER_ENV } from './support/spiesNewcomerCheck.js';

const ARTIFACTS = path.resolve(import.meta.dirname, '../test-results');

describeNeeding([CHROMIUM], "spies: a newcomer's first game, in English and Russian (issue 32)", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await ensureBuilt();
    server = await startServer(SERVER_ENV);
    browser = await launch();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('in English: security on a desktop, the spy on a phone', async () => {
    const record = await newcomerGame({
      browser,
      url: server.url,
      locale: 'en',
      security: 'desktop',
      axe: true,
      artifacts: ARTIFACTS,
    });
    expectNewcomerPath(record, 'en', ARTIFACTS, 'Bot · Rookie');
  }, 180_000);

  it('in Russian: security on a phone, the spy on a desktop', async () => {
    const record = await newcomerGame({
      browser,
      url: server.url,
      locale: 'ru',
      security: 'phone',
      axe: true,
      artifacts: ARTIFACTS,
    });
    expectNewcomerPath(record, 'ru', ARTIFACTS, 'Бот · Новичок');
  }, 180_000);
});
