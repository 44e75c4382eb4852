/**
 * The full log after a reload (issue 33). A solo player and three bots (no pause) play from a
 * fixed seed past 70 log lines; the page, there from the first line, reads its whole log by
 * "Earlier lines…" down to "Start of the heist". After a reload the room sends only its last
 * events: "Earlier lines…" asks for pages until the same whole log, from its very first line,
 * is back, the reader's view kept in place while lines come in front.
 */
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DESKTOP, launch } from './support/browser.js';
import { ensureBuilt } from './support/build.js';
import { boardReady, clickTile, idle, stateOf, waitFor } from './support/client.js';
import { type RunningServer, startServer } from './support/server.js';

const LINES = 70;

const logLines = (page: Page) =>
  page.locator('[data-testid=log] li:not(.log-earlier):not(.log-start)').allTextContents();

/** Skips the bots' queued animations (software GL plays them slower than the bots play). */
async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 100 && (await stateOf(page)).busy; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(50);
  }
  await idle(page);
}

/** Presses "Earlier lines…" until the log shows its first line; returns every line. */
async function wholeLog(page: Page): Promise<string[]> {
  const start = page.getByTestId('log-start');
  for (let press = 0; press < 60 && !(await start.isVisible()); press++) {
    const earlier = page.getByTestId('log-earlier');
    await expect.poll(() => earlier.isEnabled(), { timeout: 10_000 }).toBe(true);
    const before = (await logLines(page)).length;
    await earlier.click();
    await expect.poll(async () => (await logLines(page)).length, { timeout: 10_000 }).toBeGreaterThan(before);
  }
  await start.waitFor();
  return logLines(page);
}

describeNeeding([CHROMIUM], 'the full log after a reload', () => {
  let server: RunningServer;
  let browser: Browser;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    await ensureBuilt();
    server = await startServer({ BOT_PAUSE_MS: '0' });
    browser = await launch();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('brings the log back to its very first line after a reload', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(server.url);
    await page.getByTestId('name').fill('Solo');
    await page.getByTestId('seats').selectOption('4');
    await page.locator('#stealth').selectOption('3');
    await page.locator('#randomCharacters').check();
    await page.getByTestId('create').click();
    await page.getByTestId('room-code').waitFor();
    for (const seat of [1, 2, 3]) {
      await page.getByTestId(`add-bot-${seat}`).click();
      await page.getByTestId(`bot-${seat}`).waitFor();
    }
    await page.getByTestId('ready').click();
    await expect.poll(() => page.getByTestId('start').isDisabled()).toBe(false);
    await page.getByTestId('start').click();
    await page.locator('[data-screen=game]').waitFor();
    await boardReady(page);
    await waitFor(page, (v) => v.legal.some((a) => a.type === 'answer'), 'the entrance prompt');
    await clickTile(page, { floor: 0, col: 1, row: 1 });

    // Our turns: end them (answering what we are asked) while the bots play theirs.
    for (let turn = 0; turn < 100 && (await logLines(page)).length < LINES; turn++) {
      const view = await waitFor(
        page,
        (v) => v.legal.length > 0 || v.outcome !== 'playing',
        'our move',
        60_000,
      );
      expect(view.outcome).toBe('playing');
      const answer = view.legal.find((a) => a.type === 'answer');
      await settle(page);
      if (answer && 'at' in answer && answer.at) await clickTile(page, answer.at);
      else if (answer) await page.getByTestId('prompt').locator('button').first().click();
      else await page.locator('[data-action=end-turn]').click();
      await waitFor(page, (v) => v.version > view.version, 'the input to land', 30_000);
    }
    // Our move: the bots wait, the log stands still while it is read.
    await waitFor(page, (v) => v.legal.some((a) => a.type === 'endActions'), 'our turn', 60_000);
    await settle(page);
    const live = await wholeLog(page);
    expect(live.length).toBeGreaterThanOrEqual(LINES);

    await page.reload();
    await page.locator('[data-screen=game]').waitFor();
    await waitFor(page, (v) => v.legal.some((a) => a.type === 'endActions'), 'our turn again');
    // Only the last events came with the join: the first line is not there yet.
    await page.getByTestId('log-earlier').waitFor();
    expect(await page.getByTestId('log-start').count()).toBe(0);
    const tail = await logLines(page);
    expect(tail.length).toBeLessThan(live.length);
    expect(tail).toEqual(live.slice(-tail.length));

    // Scrolling to the top asks for the page before; it comes in front while the reader's line
    // stays where it was on screen. (Measured in the same task as the scroll, before any answer.)
    const oldestText = await page.locator('[data-testid=log] li:not(.log-earlier)').first().textContent();
    const yBefore = await page.evaluate(() => {
      const list = document.querySelector<HTMLElement>('[data-testid=log]')!;
      list.scrollTop = 0;
      return list.querySelector('li:not(.log-earlier)')!.getBoundingClientRect().top;
    });
    await expect.poll(async () => (await logLines(page)).length).toBeGreaterThan(tail.length);
    // Its item now follows the page's lines and the list's first item ("Earlier lines…" or the start).
    const same = page
      .getByTestId('log')
      .locator('li')
      .nth(1 + (await logLines(page)).length - tail.length);
    expect(await same.textContent()).toBe(oldestText);
    expect(Math.abs((await same.boundingBox())!.y - yBefore)).toBeLessThan(4);

    expect(await wholeLog(page)).toEqual(live);
    expect(pageErrors).toEqual([]);
  }, 300_000);
});
