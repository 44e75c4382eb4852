/**
 * A whole heist in the browser, to its end screen: one player creates a solo Office Job with
 * a single stealth token, breaks in, and keeps ending turns (answering whatever the drawn
 * events ask) until the guards catch the crew. The end screen must say how it ended and show
 * the game's statistics. Screenshot: apps/web/test-results/end-desktop.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DESKTOP, launch } from './support/browser.js';
import { ensureBuilt } from './support/build.js';
import { clickTile, idle, stateOf, waitFor } from './support/client.js';
import { type RunningServer, startServer } from './support/server.js';
import { saveShot } from './support/shots';

const ARTIFACTS = path.resolve(import.meta.dirname, '../test-results');

describeNeeding([CHROMIUM], 'a heist played to its end in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await ensureBuilt();
    server = await startServer();
    browser = await launch();
    page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('ends on the end screen with the outcome and the statistics', async () => {
    await page.goto(server.url);
    await page.getByTestId('name').fill('Solo');
    await page.getByTestId('seats').selectOption('1');
    await page.locator('#stealth').selectOption('1');
    await page.locator('#randomCharacters').check();
    await page.getByTestId('create').click();
    await page.getByTestId('room-code').waitFor();
    await page.getByTestId('ready').click();
    await expect.poll(() => page.getByTestId('start').isDisabled()).toBe(false);
    await page.getByTestId('start').click();
    await page.locator('[data-screen=game]').waitFor();

    await waitFor(page, (v) => v.legal.some((a) => a.type === 'answer'), 'the entrance prompt');
    await clickTile(page, { floor: 0, col: 1, row: 1 });

    const end = page.getByTestId('end');
    for (let turn = 0; turn < 150 && !(await end.isVisible()); turn++) {
      const view = await waitFor(page, (v) => v.legal.length > 0 || !v.busy, 'something to do');
      if (await end.isVisible()) break;
      const answer = view.legal.find((a) => a.type === 'answer');
      const before = view.version;
      if (answer) {
        if ('at' in answer && answer.at) await clickTile(page, answer.at);
        else await page.getByTestId('prompt').locator('button').first().click();
      } else if (view.legal.some((a) => a.type === 'endActions')) {
        await idle(page);
        await page.locator('[data-action=end-turn]').click();
      } else {
        await page.waitForTimeout(200);
        continue;
      }
      await waitFor(page, (v) => v.version > before || v.legal.length === 0, 'the input to land', 30_000);
    }

    await end.waitFor({ state: 'visible', timeout: 30_000 });
    const final = await stateOf(page);
    expect(final.legal).toEqual([]);
    const text = (await end.textContent()) ?? '';
    // A lone thief with one stealth token is caught long before the safes open.
    expect(text).toContain('The heist failed.');
    expect(text).toContain('caught with no stealth left');
    for (const label of ['Turns', 'Alarms', 'Stealth lost']) expect(text).toContain(label);
    // No toast covers the end screen's buttons: event toasts are cleared when the heist ends,
    // and any later toast sits at the top, clear of the card.
    expect(await page.getByTestId('toasts').evaluate((el) => el.classList.contains('above-end'))).toBe(true);
    // A toast after the end (copying the room link) shows too, away from the card.
    await page.locator('.code-chip').click();
    await page.locator('.toast').first().waitFor();
    const buttons = await end.locator('button').all();
    for (let check = 0; check < 3; check++) {
      for (const toast of await page.locator('.toast').all()) {
        const t = (await toast.boundingBox())!;
        for (const button of buttons) {
          const b = (await button.boundingBox())!;
          const apart =
            t.x + t.width <= b.x || b.x + b.width <= t.x || t.y + t.height <= b.y || b.y + b.height <= t.y;
          expect(apart, `a toast covers "${await button.textContent()}"`).toBe(true);
        }
      }
      await page.waitForTimeout(250);
    }
    await page.waitForTimeout(300);
    await saveShot(page, { path: path.join(ARTIFACTS, 'end-desktop.png') });
    expect(pageErrors).toEqual([]);
  }, 300_000);

  it("a finished heist's link opens its replay, on a browser that never joined it (issue 33)", async () => {
    const code = (await stateOf(page)).code!;
    const stranger = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await stranger.goto(`${server.url}/r/${code}`);
    await stranger.waitForURL(`**/replay/${code}`);
    await stranger.getByTestId('replay-step').waitFor();
    await stranger.context().close();
  }, 60_000);
});
