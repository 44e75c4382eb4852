/**
 * A spies seat handed on (A-R16.5, issue 31): the spy leaves a started game for good; security's
 * player sees the seat waiting and hands it to the watcher, the one the server says may take it
 * (never security's own player: one person never plays both sides), and the watcher plays it.
 * On the way, security's player opens the keys overlay with "?" and puts it away with Esc.
 */
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DESKTOP, launch, PHONE } from './support/browser.js';
import { ensureBuilt } from './support/build.js';
import { type RunningServer, startServer } from './support/server.js';

describeNeeding([CHROMIUM], 'handing a spies seat on', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    await ensureBuilt();
    server = await startServer({
      TEST_SEED: 't8',
      BOT_PAUSE_MS: '20',
      SPY_WINDOW_MS: '0',
      RECONNECT_SECONDS: '2',
    });
    browser = await launch();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();

  it('the spy leaves for good; security hands its seat to the watcher, who then plays spy 1', async () => {
    const sec = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await sec.goto(server.url);
    await sec.getByTestId('name').fill('Sol');
    await sec.getByTestId('create-spies').click();
    await expect.poll(() => text(sec, 'spies-code'), { timeout: 15_000 }).toMatch(/^[A-Z0-9]{6}$/);
    const code = (await text(sec, 'spies-code')) ?? '';

    const spy = await (
      await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })
    ).newPage();
    await spy.goto(`${server.url}/r/${code}`);
    await spy.getByTestId('name').fill('Ivy');
    await spy.getByTestId('join').click();
    await expect.poll(() => text(sec, 'spies-seat-1'), { timeout: 15_000 }).toContain('Ivy');
    await spy.getByTestId('spies-ready').click();
    await sec.getByTestId('spies-ready').click();
    await sec.getByTestId('spies-start').click();
    await expect.poll(() => text(sec, 'spies-who'), { timeout: 15_000 }).toBe('You play security');
    // The keys overlay every game has, with this game's keys; Esc puts it away. The shell has
    // one overlay, showing the keys of the game on screen.
    const help = sec.getByTestId('help');
    await sec.keyboard.press('?');
    await help.waitFor();
    expect(await help.count()).toBe(1);
    expect(await help.textContent()).toContain('End the action or phase you are in');
    await sec.keyboard.press('Escape');
    await expect.poll(() => help.isHidden()).toBe(true);

    const watcher = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await watcher.goto(`${server.url}/r/${code}`);
    await watcher.getByTestId('name').fill('Wes');
    await watcher.getByTestId('join').click();
    await expect.poll(() => text(watcher, 'spies-who'), { timeout: 15_000 }).toBe('You are watching');

    // Leave: for good (consented), so the seat waits for nobody. On a phone it is at the foot
    // of the expanded sheet, as in the heist (the first game's guide put away first).
    await spy.getByTestId('guide-skip').tap();
    await spy.locator('.sheet-handle').tap();
    await spy.locator('.sheet-leave').click();
    // Leaving a game under way asks first (issue 33).
    await spy.getByTestId('leave-ask-ok').click();
    const select = sec.getByTestId('spies-hand-to-1');
    await select.waitFor({ timeout: 15_000 });
    const offered = await select.locator('option').allTextContents();
    expect(offered).toEqual(['Wes (watching)']);
    await sec.getByTestId('spies-hand-over-1').click();
    await expect.poll(() => text(watcher, 'spies-who'), { timeout: 15_000 }).toBe('You play spy 1');
    await expect.poll(() => sec.getByTestId('spies-vacant-1').count()).toBe(0);
  }, 120_000);
});
