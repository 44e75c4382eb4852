/**
 * Bot crewmates, replays and the threat overlay in the browser (issue 16). A solo player fills
 * the lobby with three bots, starts, turns the threat overlay on and off, ends its turns while
 * the bots play theirs server-side, and follows the end screen's link to the replay, which it
 * steps forwards and backwards, jumps through and reveals; home lists the heist with its replay.
 * On a phone: the lobby with a bot, the overlay, and the replay. Screenshots in test-results/:
 * crew-lobby-desktop.png, threats-on-desktop.png, threats-off-desktop.png, replay-desktop.png,
 * replay-truth-desktop.png, home-replays-desktop.png, crew-lobby-phone.png, threats-on-phone.png,
 * replay-phone.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DESKTOP, launch, PHONE } from './support/browser.js';
import { ensureBuilt } from './support/build.js';
import { boardReady, type ClientView, clickTile, idle, stateOf, tapTile, waitFor } from './support/client.js';
import { type RunningServer, startServer } from './support/server.js';
import { saveShot } from './support/shots';

const ARTIFACTS = path.resolve(import.meta.dirname, '../test-results');
const shot = (page: Page, name: string) => saveShot(page, { path: path.join(ARTIFACTS, name) });

/** Home: a name, a number of seats, stealth, random characters, create; returns at the lobby. */
async function createHeist(page: Page, url: string, seats: number, stealth: number): Promise<void> {
  await page.goto(url);
  await page.getByTestId('name').fill('Solo');
  await page.getByTestId('seats').selectOption(String(seats));
  await page.locator('#stealth').selectOption(String(stealth));
  await page.locator('#randomCharacters').check();
  await page.getByTestId('create').click();
  await page.getByTestId('room-code').waitFor();
}

async function addBots(page: Page, seats: number[]): Promise<void> {
  for (const seat of seats) {
    await page.getByTestId(`add-bot-${seat}`).click();
    await page.getByTestId(`bot-${seat}`).waitFor();
  }
}

/**
 * The bots' turns (no pause between their inputs here) queue more animation than software GL
 * plays in real time: skip it with a key, as a player may.
 */
async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 100 && (await stateOf(page)).busy; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(50);
  }
  await idle(page);
}

async function startAndBreakIn(page: Page, tap: boolean): Promise<void> {
  await page.getByTestId('ready').click();
  await expect.poll(() => page.getByTestId('start').isDisabled()).toBe(false);
  await page.getByTestId('start').click();
  await page.locator('[data-screen=game]').waitFor();
  await boardReady(page);
  await waitFor(page, (v) => v.legal.some((a) => a.type === 'answer'), 'the entrance prompt');
  if (tap) await tapTile(page, { floor: 0, col: 1, row: 1 });
  else await clickTile(page, { floor: 0, col: 1, row: 1 });
  await waitFor(page, (v) => v.legal.some((a) => a.type === 'endActions'), 'our first turn');
  await idle(page);
}

describeNeeding([CHROMIUM], 'bot crewmates, replays and the threat overlay', () => {
  let server: RunningServer;
  let browser: Browser;
  const pageErrors: string[] = [];
  let code = '';

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await ensureBuilt();
    server = await startServer({ BOT_PAUSE_MS: '0' });
    browser = await launch();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('desktop: three bots, the overlay on and off, a heist to its end, its replay stepped both ways', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await createHeist(page, server.url, 4, 2);
    await addBots(page, [1, 2, 3]);
    expect(await page.getByTestId('bot-2').textContent()).toBe('Bot · Steady');
    await page.getByTestId('bot-level-3').selectOption('expert');
    await expect.poll(() => page.getByTestId('bot-3').textContent()).toBe('Bot · Expert');
    await shot(page, 'crew-lobby-desktop.png');
    // A bot can leave again, and come back.
    await page.getByTestId('remove-bot-1').click();
    await page.getByTestId('take-1').waitFor();
    await addBots(page, [1]);

    await startAndBreakIn(page, false);
    code = (await stateOf(page)).code!;

    // The overlay: on with T, its card says what the colours mean; off with T again.
    await page.keyboard.press('t');
    const card = page.getByTestId('threats');
    await card.waitFor();
    expect(await card.textContent()).toContain('Guard walks');
    expect(await page.getByTestId('threat-toggle').getAttribute('aria-pressed')).toBe('true');
    await page.waitForTimeout(300);
    await shot(page, 'threats-on-desktop.png');
    await page.keyboard.press('t');
    await card.waitFor({ state: 'hidden' });
    await page.waitForTimeout(300);
    await shot(page, 'threats-off-desktop.png');

    // Our turns: end them (answering what we are asked); the bots play theirs.
    const end = page.getByTestId('end');
    // Seats seen on the board. A bot plays at once (BOT_PAUSE_MS=0), so its turn can come and go
    // between two polls and the turn seat alone may never show it; a bot on the board got there
    // only by playing its turn (every crew member starts outside).
    const onBoard = new Set<number>();
    const note = (v: ClientView) => {
      for (const p of v.players.filter((p) => p.at !== null)) onBoard.add(p.seat);
    };
    for (let turn = 0; turn < 200 && !(await end.isVisible()); turn++) {
      // A bot's input may end the heist while we wait: the last turn stays someone's, with no legal
      // action for us (the end screen then shows).
      const view = await waitFor(
        page,
        (v) => v.legal.length > 0 || v.turnSeat === null || v.outcome !== 'playing',
        'our move or the end',
        60_000,
      );
      note(view);
      if (view.outcome !== 'playing' || (await end.isVisible())) break;
      const answer = view.legal.find((a) => a.type === 'answer');
      const before = view.version;
      if (answer) {
        await settle(page);
        if ('at' in answer && answer.at) await clickTile(page, answer.at);
        else await page.getByTestId('prompt').locator('button').first().click();
      } else if (view.legal.some((a) => a.type === 'endActions')) {
        await settle(page);
        await page.locator('[data-action=end-turn]').click();
      } else {
        await page.waitForTimeout(100);
        continue;
      }
      await waitFor(page, (v) => v.version > before || v.legal.length === 0, 'the input to land', 30_000);
      note(await stateOf(page));
    }
    await end.waitFor({ state: 'visible', timeout: 60_000 });
    // The bots played their seats between ours: all three broke in.
    expect([1, 2, 3].filter((seat) => onBoard.has(seat))).toEqual([1, 2, 3]);

    // The end screen links to the replay.
    await page.getByTestId('end-replay').click();
    const replay = page.locator('[data-screen=replay]');
    await replay.waitFor();
    await page.getByTestId('board-canvas').waitFor();
    const step = async () => Number(await replay.getAttribute('data-step'));
    const last = Number(await replay.getAttribute('data-last'));
    expect(last).toBeGreaterThan(10);
    expect(await step()).toBe(0);
    expect(await page.getByTestId('replay-caption').textContent()).toBe('The deal');
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(step).toBe(5);
    await page.getByTestId('replay-back').click();
    await page.getByTestId('replay-back').click();
    await expect.poll(step).toBe(3);
    await page.getByTestId('replay-forward').click();
    await expect.poll(step).toBe(4);
    expect(page.url()).toContain(`/replay/${code}#4`);
    // Play at 4x for a moment, then pause.
    await page.getByTestId('replay-speed-4').click();
    await page.getByTestId('replay-play').click();
    await expect.poll(step, { timeout: 5000 }).toBeGreaterThan(6);
    await page.getByTestId('replay-play').click();
    // Jump to turn 3.
    await page.getByTestId('replay-turn').fill('3');
    await page.getByTestId('replay-go').click();
    await expect
      .poll(async () => (await page.getByTestId('replay-step').textContent()) ?? '')
      .toContain('Turn 3');
    await page.waitForTimeout(400);
    await shot(page, 'replay-desktop.png');
    // The end: the truth, and the board face up.
    await page.getByTestId('replay-last').click();
    await expect.poll(step).toBe(last);
    const truth = page.getByTestId('replay-truth');
    await truth.waitFor();
    expect(await truth.textContent()).toContain('Floor 1 patrol');
    await page.getByTestId('replay-unveil').click();
    await expect.poll(() => replay.getAttribute('data-unveiled')).toBe('true');
    await page.waitForTimeout(400);
    await shot(page, 'replay-truth-desktop.png');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => replay.getAttribute('data-unveiled')).toBe('false');

    // Home lists the finished heist with its replay.
    await page.goto(server.url);
    const link = page.getByTestId(`replay-${code}`);
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/replay/${code}`);
    await link.scrollIntoViewIfNeeded();
    await shot(page, 'home-replays-desktop.png');
    expect(pageErrors).toEqual([]);
  }, 400_000);

  it('phone: the lobby with a bot, the overlay by its button, the replay', async () => {
    const page = await (
      await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 })
    ).newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await createHeist(page, server.url, 2, 3);
    await addBots(page, [1]);
    await page.getByTestId('bot-1').scrollIntoViewIfNeeded();
    await shot(page, 'crew-lobby-phone.png');
    await startAndBreakIn(page, true);
    // A first heist on this phone: the guide is put away first (its card sits over the board's
    // buttons; firstHeist.e2e.test.ts covers the guide itself).
    await page.getByTestId('guide-skip').tap();
    await page.getByTestId('threat-toggle').tap();
    await page.getByTestId('threats').waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'threats-on-phone.png');
    await page.getByTestId('threat-toggle').tap();
    await page.getByTestId('threats').waitFor({ state: 'hidden' });

    // A heist still in play has no replay: the page says so.
    const playing = (await stateOf(page)).code!;
    await page.goto(`${server.url}/replay/${playing}`);
    expect(await page.getByTestId('replay-notice').textContent()).toContain('still being played');

    await page.goto(`${server.url}/replay/${code}#12`);
    const replay = page.locator('[data-screen=replay]');
    await replay.waitFor();
    await page.getByTestId('board-canvas').waitFor();
    expect(await replay.getAttribute('data-step')).toBe('12');
    await page.getByTestId('replay-forward').tap();
    await expect.poll(() => replay.getAttribute('data-step')).toBe('13');
    await page.getByTestId('replay-back').tap();
    await page.getByTestId('replay-back').tap();
    await expect.poll(() => replay.getAttribute('data-step')).toBe('11');
    await page.waitForTimeout(400);
    await shot(page, 'replay-phone.png');
    expect(pageErrors).toEqual([]);
  }, 200_000);
});
