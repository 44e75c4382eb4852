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

describeNeeding([CHROMIUM], "spies: a newcomer's first game, in Chinese and Portuguese (issue 32)", () => {
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

  it('in Chinese: security on a desktop, the spy on a phone', async () => {
    const record = await newcomerGame({
      browser,
      url: server.url,
      locale: 'zh-CN',
      security: 'desktop',
      axe: false,
      artifacts: ARTIFACTS,
    });
    expectNewcomerPath(record, 'zh-CN', ARTIFACTS, '机器人 · 新手');
  }, 180_000);

  it('in Brazilian Portuguese: security on a phone, the spy on a desktop', async () => {
    const record = await newcomerGame({
      browser,
      url: server.url,
      locale: 'pt-BR',
      security: 'phone',
      axe: false,
      artifacts: ARTIFACTS,
    });
    expectNewcomerPath(record, 'pt-BR', ARTIFACTS, 'Bot · Novato');
  }, 180_000);
});
