/**
 * "Your turn" in a tab the player is not looking at (issue 33), against the real server with a
 * fixed seed: Bea's page is hidden when Ada ends her turn, so Bea's tab says it is her turn in
 * its title and icon, until Bea looks again. A page loaded hidden in Bea's own turn says nothing.
 *
 * How a page is hidden here: headless Chromium keeps every page visible (another tab of the
 * same context brought to front, or the window minimised through DevTools, both leave
 * document.visibilityState 'visible'; tried on Chromium 156). So the test does what the browser
 * would: document.visibilityState and document.hidden say 'hidden' on Bea's page and a
 * visibilitychange event fires; showing it again removes the override and fires one more.
 */
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DESKTOP, launch } from './support/browser.js';
import { ensureBuilt } from './support/build.js';
import { answerAnyPrompt, clickTile, is, stateOf, waitFor } from './support/client.js';
import { type RunningServer, startServer } from './support/server.js';
import { startTwoPlayerHeist } from './support/twoPlayerHeist.js';

const HIDE = `
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });`;

/** Tells the page it is hidden (or shown again), as a browser does when its tab goes behind another. */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  // Evaluated as a string: the test runner's transpiler would otherwise inject helpers the page lacks.
  await page.evaluate(`(() => {
    ${hidden ? HIDE : 'delete document.visibilityState; delete document.hidden;'}
    document.dispatchEvent(new Event('visibilitychange'));
  })()`);
}

const iconOf = (page: Page) =>
  page.evaluate(`document.querySelector('link[rel~="icon"]').href`) as Promise<string>;

describeNeeding([CHROMIUM], 'your turn in a hidden tab', () => {
  let server: RunningServer;
  let browser: Browser;
  let ada: Page;
  let bea: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    await ensureBuilt();
    server = await startServer({ BOT_PAUSE_MS: '0' });
    browser = await launch();
    const adaContext = await browser.newContext({ viewport: DESKTOP });
    // Ada ends her turn with actions left: End turn would ask first (a player can say "don't ask again").
    // (about:blank, the first page, has no storage: the try keeps its error out of the page log.)
    await adaContext.addInitScript(`try { localStorage.setItem('safecrackers.askEndTurn', '0') } catch {}`);
    ada = await adaContext.newPage();
    bea = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    for (const [page, who] of [
      [ada, 'Ada'],
      [bea, 'Bea'],
    ] as const)
      page.on('pageerror', (e) => pageErrors.push(`${who}: ${e.message}`));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the title changes on a hidden page’s turn, and comes back when the page is shown', async () => {
    await startTwoPlayerHeist(ada, bea, server.url);
    await bea.locator('[data-screen=game]').waitFor();

    // Ada breaks in; both put the first-heist guide away.
    await waitFor(ada, (v) => v.legal.some(is('answer')), 'the entrance prompt');
    await clickTile(ada, { floor: 0, col: 0, row: 0 });
    await waitFor(ada, (v) => v.legal.some(is('endActions')), 'Ada to act');
    for (const page of [ada, bea]) await page.getByTestId('guide-skip').click();

    // Bea turns the sound on where the keys and help are; it is remembered on her browser.
    await bea.keyboard.press('?');
    await bea.getByTestId('alert-settings').waitFor();
    await bea.getByTestId('alert-sound').check();
    expect(await bea.evaluate(`localStorage.getItem('safecrackers.turnSound')`)).toBe('1');
    await bea.keyboard.press('Escape');

    const title = await bea.title();
    const icon = await iconOf(bea);
    expect(title).toBe('Safecrackers');
    await setHidden(bea, true);
    expect(await bea.evaluate('document.visibilityState')).toBe('hidden');
    // Hidden in Ada's turn: nothing to say yet.
    await bea.waitForTimeout(300);
    expect(await bea.title()).toBe(title);

    // Ada ends her turn (again, should an event skip Bea's): it becomes Bea's.
    let view = await stateOf(ada);
    for (let i = 0; i < 3 && view.turnSeat !== 1; i++) {
      const before = view.version;
      await ada.locator('[data-action=end-turn]').click();
      await waitFor(ada, (v) => v.version > before, 'the end of Ada’s turn');
      await answerAnyPrompt(ada);
      view = await waitFor(ada, (v) => v.turnSeat === 1 || v.legal.some(is('endActions')), 'the next turn');
    }
    await waitFor(bea, (v) => v.turnSeat === 1 && v.legal.length > 0, 'Bea’s turn');
    await expect.poll(() => bea.title()).toBe('Your turn — Safecrackers');
    expect(await iconOf(bea)).not.toBe(icon);
    expect(await ada.title()).toBe(title);

    // Bea looks: the tab is itself again.
    await setHidden(bea, false);
    await expect.poll(() => bea.title()).toBe(title);
    expect(await iconOf(bea)).toBe(icon);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('says nothing for a turn that was already the player’s when the page loaded', async () => {
    // Hidden from its first script on: the reloaded page finds Bea's turn under way.
    await bea.addInitScript(HIDE);
    await bea.reload();
    await waitFor(
      bea,
      (v) => v.screen === 'game' && v.turnSeat === 1 && v.legal.length > 0,
      'Bea’s turn again',
    );
    expect(await bea.evaluate('document.visibilityState')).toBe('hidden');
    await bea.waitForTimeout(500);
    expect(await bea.title()).toBe('Safecrackers');
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
