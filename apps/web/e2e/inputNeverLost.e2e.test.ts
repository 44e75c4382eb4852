/**
 * No input is lost (issue 33), in real Chromium with the board animating (motion on), against
 * the real server with a fixed seed: a click on a highlighted tile during the reveal animation
 * of the move before it moves again (the animation jumps to its end); a key during an
 * animation does what it does; End turn with actions left and an event to draw asks first,
 * "Keep playing" sends nothing, and "Do not ask me again" is remembered; an input while the
 * connection is down is not sent and the player is told so; Leave asks before leaving.
 */
import path from 'node:path';
import type { Pos } from '@safecrackers/rules';
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { samePos } from '../src/store/positions.js';
import { DESKTOP, launch } from './support/browser.js';
import { ensureBuilt } from './support/build.js';
import { clickTile, idle, is, stateOf, tileRect, waitFor } from './support/client.js';
import { type RunningServer, startServer } from './support/server.js';
import { saveShot } from './support/shots.js';

const ARTIFACTS = path.resolve(import.meta.dirname, '../test-results');

describeNeeding([CHROMIUM], 'no input is lost (issue 33)', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await ensureBuilt();
    server = await startServer({ TEST_SEED: 'input-never-lost' });
    browser = await launch();
    // Motion on: the board animates moves and reveals as players see them.
    page = await (await browser.newContext({ viewport: DESKTOP, reducedMotion: 'no-preference' })).newPage();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const myPos = async (): Promise<Pos | null> => (await stateOf(page)).players[0]?.at ?? null;
  /** A click on a tile right now: no wait for the board to be idle or the page online. */
  const clickNow = async (p: Pos) => {
    const r = await tileRect(page, p);
    await page.mouse.click(r.x + r.width / 2, r.y + r.height / 2);
  };

  it('a click on a highlighted tile during the reveal animation moves at once', async () => {
    await page.goto(server.url);
    await page.getByTestId('name').fill('Solo');
    await page.getByTestId('seats').selectOption('1');
    await page.locator('#randomCharacters').check();
    await page.getByTestId('create').click();
    await page.getByTestId('room-code').waitFor();
    await page.getByTestId('ready').click();
    await expect.poll(() => page.getByTestId('start').isDisabled()).toBe(false);
    await page.getByTestId('start').click();
    await page.locator('[data-screen=game]').waitFor();
    await waitFor(page, (v) => v.legal.some((a) => a.type === 'answer'), 'the entrance prompt');
    await clickTile(page, { floor: 0, col: 1, row: 1 });
    await waitFor(page, (v) => v.legal.some(is('move')) && v.remaining === 4, 'the first action');
    await page.getByTestId('guide-skip').click();
    await idle(page);
    // The board as the turn begins: moves lit, peeks outlined with an eye, the guard's dashed goal.
    await saveShot(page, { path: path.join(ARTIFACTS, 'input-first-action-desktop.png') });

    // A move onto a face-down tile: its reveal animates for a while.
    const first = (await stateOf(page)).legal.filter(is('move'))[0]!;
    const before = (await stateOf(page)).version;
    await clickTile(page, first.to);
    const moved = await waitFor(page, (v) => v.version > before && v.players[0]?.at !== null, 'the move');
    expect(samePos(moved.players[0]!.at!, first.to)).toBe(true);
    // Still animating: the next click is the one that used to be spent on skipping.
    const second = moved.legal.filter(is('move')).find((m) => !samePos(m.to, first.to))!;
    const secondAt = await tileRect(page, second.to);
    expect((await stateOf(page)).busy).toBe(true);
    await page.mouse.click(secondAt.x + secondAt.width / 2, secondAt.y + secondAt.height / 2);
    await waitFor(page, (v) => samePos(v.players[0]?.at ?? null, second.to) === true, 'the second move');
    expect(samePos((await myPos())!, second.to)).toBe(true);
  }, 120_000);

  it('End turn with actions left and an event to draw asks first; the answer is remembered when asked', async () => {
    await page.evaluate(() => window.localStorage.setItem('safecrackers.askEndTurn', '1'));
    const view = await waitFor(page, (v) => v.legal.some(is('endActions')), 'End turn offered');
    expect(view.remaining).toBeGreaterThan(0);
    await idle(page);
    await page.locator('[data-action=end-turn][data-draws-event=true]').click();
    await page.getByTestId('end-turn-ask').waitFor();
    await page.getByTestId('end-turn-ask-cancel').click();
    await page.getByTestId('end-turn-ask').waitFor({ state: 'detached' });
    expect((await stateOf(page)).version).toBe(view.version);
    // The E key asks too; this time the turn ends, and the question goes away for good.
    await page.keyboard.press('e');
    await page.getByTestId('end-turn-ask').waitFor();
    await page.getByTestId('end-turn-ask-dont-ask').check();
    await page.getByTestId('end-turn-ask-ok').click();
    await waitFor(page, (v) => v.version > view.version, 'the turn to end');
    expect(await page.evaluate(() => window.localStorage.getItem('safecrackers.askEndTurn'))).toBe('0');
    // The event it drew shows as a card: who drew what, and its text.
    const card = page
      .locator('.toast.event')
      .filter({ has: page.locator('.toast-title') })
      .first();
    await card.waitFor();
    expect(await card.locator('.toast-title').textContent()).toContain('Solo');
  }, 120_000);

  it('an input while the connection is down is not sent, and the player is told', async () => {
    const view = await waitFor(page, (v) => v.legal.some(is('move')) && !v.busy, 'a move to make', 60_000);
    const move = view.legal.filter(is('move'))[0]!;
    // The server goes down (SIGKILL); while it is down, the player clicks a move.
    await server.restart('SIGKILL', async () => {
      await waitFor(page, (v) => v.connection !== 'online', 'the drop');
      await clickNow(move.to);
      await waitFor(page, (v) => v.toasts.some((t) => t.startsWith('Not sent')), 'the notice');
    });
    await waitFor(page, (v) => v.connection === 'online', 'the way back', 30_000);
    expect(samePos((await myPos())!, move.to)).toBe(false);
  }, 120_000);

  it('Leave from a game under way asks first; Stay keeps the player in the game', async () => {
    await page.locator('.top-bar .leave').click();
    await page.getByTestId('leave-ask').waitFor();
    await page.getByTestId('leave-ask-cancel').click();
    await page.getByTestId('leave-ask').waitFor({ state: 'detached' });
    expect((await stateOf(page)).screen).toBe('game');
  }, 60_000);
});
