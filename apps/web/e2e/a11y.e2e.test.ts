/**
 * An axe-core scan (the library from node_modules, injected into the page) of the home screen,
 * the invite screen, the lobby and the game, on a desktop and on a phone, against the real
 * server with a fixed seed: no violation of serious or critical impact. Every violation found,
 * whatever its impact, is written to apps/web/test-results/a11y-axe.json for the record.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeScan, type Violation } from './support/axe.js';
import { launch, PHONE } from './support/browser.js';
import { ensureBuilt } from './support/build.js';
import { boardReady, clickTile, idle, is, stateOf, waitFor } from './support/client.js';
import { type RunningServer, startServer } from './support/server.js';
import { saveShot } from './support/shots';

const ARTIFACTS = path.resolve(import.meta.dirname, '../test-results');
const WIDE = { width: 1440, height: 900 };

describeNeeding([CHROMIUM], 'accessibility: an axe-core scan of every screen (issue 13)', () => {
  let server: RunningServer;
  let browser: Browser;
  let desk: Page;
  let phone: Page;
  const report: Record<string, Violation[]> = {};

  /** Runs axe on the page as it is now; records everything, returns the serious and critical. */
  const scan = async (page: Page, name: string): Promise<Violation[]> => {
    const found = await axeScan(page);
    report[name] = found;
    return found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  };
  const expectClean = async (page: Page, name: string) => {
    const bad = await scan(page, name);
    expect(bad, `${name}: ${JSON.stringify(bad, null, 1)}`).toEqual([]);
  };

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await ensureBuilt();
    server = await startServer({ TEST_SEED: 'a11y-fixed-seed' });
    browser = await launch();
    desk = await (await browser.newContext({ viewport: WIDE })).newPage();
    phone = await (await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })).newPage();
  }, 240_000);

  afterAll(async () => {
    fs.writeFileSync(path.join(ARTIFACTS, 'a11y-axe.json'), `${JSON.stringify(report, null, 2)}\n`);
    await browser?.close();
    await server?.stop();
  });

  it('finds nothing serious on the home screen', async () => {
    await desk.goto(server.url);
    await desk.getByTestId('name').waitFor();
    await expectClean(desk, 'home-desktop');
    // The building cards hide their radio: the card shows the keyboard's focus instead.
    await desk.getByTestId('name').focus();
    // Tab on, one press per poll, until the keyboard reaches the building cards.
    await expect
      .poll(
        async () => {
          await desk.keyboard.press('Tab');
          return desk.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name);
        },
        { interval: 1, timeout: 10_000 },
      )
      .toBe('scenario');
    const card = desk.locator('.segment:has(input:focus)');
    expect(await card.count()).toBe(1);
    expect(await card.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await saveShot(desk, { path: path.join(ARTIFACTS, 'newcomer-focus-building-desktop.png') });
    await phone.goto(server.url);
    await phone.getByTestId('name').waitFor();
    await expectClean(phone, 'home-phone');
  }, 60_000);

  it('finds nothing serious on the invite screen and in the lobby', async () => {
    await desk.getByTestId('name').fill('Ada');
    await desk.getByTestId('create').click();
    await desk.getByTestId('room-code').waitFor();
    const code = (await desk.getByTestId('room-code').textContent())!.trim();
    await phone.goto(`${server.url}/r/${code}`);
    await phone.getByTestId('invite-code').waitFor();
    await expect.poll(() => phone.getByTestId('invite-crew').textContent()).toContain('Ada');
    await expectClean(phone, 'invite-phone');
    await phone.getByTestId('name').fill('Bea');
    await phone.getByTestId('name').press('Enter');
    await phone.locator('[data-screen=lobby]').waitFor();
    await desk.locator('[data-seat="0"] [data-character=hawk]').click();
    await phone.locator('[data-seat="1"] [data-character=peterman]').click();
    await desk.locator('[data-seat="1"]', { hasText: 'Peterman' }).waitFor();
    await expectClean(desk, 'lobby-desktop');
    await expectClean(phone, 'lobby-phone');
    await desk.getByTestId('ready').click();
    await phone.getByTestId('ready').click();
    await desk.getByTestId('ready-1').getByText('Ready').waitFor();
    await desk.getByTestId('start').click();
    await desk.locator('[data-screen=game]').waitFor();
    await phone.locator('[data-screen=game]').waitFor();
  }, 90_000);

  it('finds nothing serious in the game, with the guide, the panel and the log on screen', async () => {
    await boardReady(desk);
    await waitFor(desk, (v) => v.legal.some((a) => a.type === 'answer'), 'the entrance prompt');
    await expectClean(desk, 'game-entrance-desktop');
    await clickTile(desk, { floor: 0, col: 0, row: 0 });
    await waitFor(desk, (v) => v.legal.some(is('endActions')), 'Ada to act');
    await idle(desk);
    await desk.getByTestId('guide').waitFor();
    await expectClean(desk, 'game-desktop');
    await desk.getByTestId('guide-skip').click();
    await expectClean(desk, 'game-desktop-no-guide');
    // The rules book and the help, over the game.
    await desk.locator('.top-bar [data-testid=open-rules]').click();
    await desk.getByTestId('rules').waitFor();
    await expectClean(desk, 'rules-desktop');
    await desk.getByTestId('rules-close').click();
    await desk.keyboard.press('?');
    await desk.getByTestId('help').waitFor();
    await expectClean(desk, 'help-desktop');
    await desk.keyboard.press('Escape');
    await boardReady(phone);
    await phone.getByTestId('guide').waitFor();
    await expectClean(phone, 'game-phone');
    await phone.getByTestId('guide-skip').tap();
    // The expanded sheet: the log, the cards and Leave.
    await phone.locator('.sheet-handle').tap();
    await expectClean(phone, 'game-phone-sheet');
    // On a phone the rules are behind the top bar's Menu (issue 33).
    await phone.getByTestId('menu-toggle').tap();
    await phone.locator('.top-bar [data-testid=open-rules]').tap();
    await phone.getByTestId('rules').waitFor();
    await expectClean(phone, 'rules-phone');
    await phone.getByTestId('rules-close').tap();
    expect((await stateOf(phone)).screen).toBe('game');
  }, 90_000);
});
