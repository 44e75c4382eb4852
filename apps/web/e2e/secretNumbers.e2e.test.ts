/**
 * The platform is game-agnostic in the browser too (issue 31): secret numbers, a game the shell
 * knows nothing of, plays in the same shell, session and network as the heist and the spies
 * game, listed only by its own test page. Two players create and join by code, take seats and
 * play; the server is killed with SIGKILL and both pages come back to their seats by
 * themselves; the finished game opens its replay; a bot takes a seat and plays.
 */
import path from 'node:path';
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureSecretBuilt, SECRET_DIST } from './games/secretNumbers/build.js';
import { DESKTOP, launch, PHONE } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';
import { saveShot } from './support/shots.js';

const ARTIFACTS = path.resolve(import.meta.dirname, '../test-results');

const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();

async function open(browser: Browser, url: string, viewport = DESKTOP): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(url);
  return page;
}

describeNeeding([CHROMIUM], 'secret numbers in the shell (a third game, tests only)', () => {
  let browser: Browser;
  let server: RunningServer;

  beforeAll(async () => {
    await ensureSecretBuilt();
    server = await startServer(
      { RECONNECT_SECONDS: '60' },
      { nodeArgs: ['--import', 'tsx', 'test/games/secretServer.ts'], webDist: SECRET_DIST },
    );
    browser = await launch();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('two players by code, a SIGKILL they come back from by themselves, the end and its replay', async () => {
    const ada = await open(browser, server.url);
    await ada.getByTestId('name').fill('Ada');
    await ada.getByTestId('create-secret-numbers').click();
    await ada.getByTestId('secret-code').waitFor();
    const code = (await text(ada, 'secret-code'))!.trim();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(new URL(ada.url()).pathname).toBe(`/r/${code}`);

    const bo = await open(browser, `${server.url}/r/${code}`, PHONE);
    await bo.getByTestId('name').fill('Bo');
    await bo.getByTestId('join').click();
    await expect.poll(() => text(ada, 'secret-seat-1'), { timeout: 15_000 }).toContain('Bo');
    await bo.getByTestId('secret-ready').click();
    await ada.getByTestId('secret-ready').click();
    await ada.getByTestId('secret-start').click();

    await expect.poll(() => text(ada, 'secret-mine'), { timeout: 15_000 }).toMatch(/^Your number: [1-9]$/);
    // The shell's rules book, with this game's rules; Esc puts it away.
    await ada.getByTestId('open-rules').first().click();
    await expect.poll(() => text(ada, 'rules-results')).toContain('Guess the other number');
    await ada.keyboard.press('Escape');
    await ada.getByTestId('rules').waitFor({ state: 'hidden' });
    await expect.poll(() => text(bo, 'secret-mine')).toMatch(/^Your number: [1-9]$/);
    await ada.getByTestId('secret-ask-5').click();
    // Only the asker hears the answer.
    await expect.poll(() => text(ada, 'secret-asked')).toMatch(/^Seat 1 asked: above 5\? (yes|no)$/);
    await expect.poll(() => text(bo, 'secret-asked')).toBe('Seat 1 asked: above 5? (hidden)');
    const adaSaw = await text(ada, 'secret-asked');
    await saveShot(bo, { path: path.join(ARTIFACTS, 'secret-numbers-phone.png') });

    const banners = [ada, bo].map((page) => page.getByTestId('reconnecting'));
    await server.restart('SIGKILL', async () => {
      for (const banner of banners) await banner.waitFor({ timeout: 15_000 });
    });
    // Both pages rejoin with their seat tokens, by themselves; each sees what it saw.
    for (const banner of banners) await banner.waitFor({ state: 'hidden', timeout: 60_000 });
    await expect
      .poll(() => text(bo, 'secret-asked'), { timeout: 60_000 })
      .toBe('Seat 1 asked: above 5? (hidden)');
    await bo.getByTestId('secret-guess-1').waitFor({ timeout: 60_000 });
    await expect.poll(() => text(ada, 'secret-asked'), { timeout: 60_000 }).toBe(adaSaw);

    await bo.getByTestId('secret-guess-1').click();
    await expect.poll(() => text(ada, 'secret-outcome'), { timeout: 15_000 }).toMatch(/^Seat [12] won\.$/);
    const outcome = (await text(ada, 'secret-outcome'))!.replace(/\.$/, '');
    await ada.getByTestId('secret-replay').click();
    await ada.waitForURL(`${server.url}/replay/${code}`);
    await ada.getByTestId('replay-outcome').waitFor();
    expect(await text(ada, 'replay-outcome')).toContain(outcome);
    expect(await ada.title()).toBe(`Secret numbers ${code}: replay`);
    await ada.getByTestId('replay-last').click();
    expect(await text(ada, 'replay-caption')).toMatch(/^Seat 2 guessed 1: (right|wrong)$/);
    await ada.close();
    await bo.close();
  }, 180_000);

  it('a bot takes the free seat and plays until the game is over', async () => {
    const ada = await open(browser, server.url);
    await ada.getByTestId('name').fill('Ada');
    await ada.getByTestId('create-secret-numbers').click();
    await ada.getByTestId('secret-bot-1').click();
    await expect.poll(() => text(ada, 'secret-seat-1'), { timeout: 15_000 }).toContain('Bot 2');
    await ada.getByTestId('secret-ready').click();
    await ada.getByTestId('secret-start').click();
    await ada.getByTestId('secret-ask-4').click();
    await expect
      .poll(() => text(ada, 'secret-asked'), { timeout: 15_000 })
      .toContain('Seat 1 asked: above 4?');
    // The bot answers with a question (the turn comes back) or a guess (the game ends).
    await expect
      .poll(
        async () =>
          (await ada.getByTestId('secret-outcome').count()) > 0 ||
          (await ada.getByTestId('secret-guess-9').count()) > 0,
        { timeout: 30_000 },
      )
      .toBe(true);
    if ((await ada.getByTestId('secret-outcome').count()) === 0)
      await ada.getByTestId('secret-guess-9').click();
    await expect.poll(() => text(ada, 'secret-outcome'), { timeout: 15_000 }).toMatch(/^Seat [12] won\.$/);
    await ada.close();
  }, 120_000);
});
