/**
 * A multi-card trade between two browsers (R5.11). Bea plays the Rigger's advanced side on a
 * phone: Tinker turns stealth into tools, so she holds two cards once she joins Ada's tile on
 * her first turn. She opens the trade dialog in the bottom sheet, ticks both cards, reads the
 * offer in words and proposes it; Ada's desktop shows the whole offer and she accepts. Events
 * may move a character or skip a turn, so the crew plays on until the two share a tile.
 * Screenshots: apps/web/test-results/trade-phone.png and trade-prompt-desktop.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Pos } from '@safecrackers/rules';
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { t } from '../src/i18n/index.js';
import { cardList } from '../src/i18n/names.js';
import { DESKTOP, launch, PHONE } from './support/browser.js';
import { ensureBuilt } from './support/build.js';
import {
  answerAnyPrompt,
  type ClientView,
  idle,
  inputAtTile,
  is,
  stateOf,
  waitFor,
} from './support/client.js';
import { type RunningServer, startServer } from './support/server.js';
import { saveShot } from './support/shots';

const ARTIFACTS = path.resolve(import.meta.dirname, '../test-results');
const ADA = 0;
const BEA = 1;
const samePos = (a: Pos | null | undefined, b: Pos | null | undefined) =>
  !!a && !!b && a.floor === b.floor && a.col === b.col && a.row === b.row;

describeNeeding([CHROMIUM], 'a multi-card trade between two browsers', () => {
  let server: RunningServer;
  let browser: Browser;
  let host: Page;
  let guest: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await ensureBuilt();
    server = await startServer();
    browser = await launch();
    host = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    guest = await (await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })).newPage();
    host.on('pageerror', (e) => pageErrors.push(`host: ${e.message}`));
    guest.on('pageerror', (e) => pageErrors.push(`guest: ${e.message}`));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('Bea offers Ada two cards from her phone and Ada accepts', async () => {
    await host.goto(server.url);
    await host.getByTestId('name').fill('Ada');
    await host.locator('#stealth').selectOption('6');
    await host.locator('#advancedSides').check();
    await host.getByTestId('create').click();
    await host.getByTestId('room-code').waitFor();
    const code = (await host.getByTestId('room-code').textContent())!.trim();

    await guest.goto(`${server.url}/r/${code}`);
    await guest.getByTestId('name').fill('Bea');
    await guest.getByTestId('join').click();
    await guest.locator('[data-screen=lobby]').waitFor();
    await host.locator(`[data-seat="${ADA}"] [data-character=peterman]`).click();
    // Bea taps Rigger, then Advanced before the lobby came back with her character (one task of
    // the page, so no answer can come between): the side must not undo the character. A loaded
    // fresh-clone CI run lost the character that way.
    // Her seat's picker is drawn once the server's seats message came (the lobby may show first).
    await guest.locator(`[data-seat="${BEA}"] [data-character=rigger]`).waitFor();
    await guest.evaluate((seat) => {
      const inSeat = (selector: string) => [
        ...document.querySelectorAll<HTMLElement>(`[data-seat="${seat}"] ${selector}`),
      ];
      const rigger = inSeat('[data-character=rigger]')[0];
      const advanced = inSeat('.segment').find((b) => b.textContent === 'Advanced');
      if (!rigger || !advanced) throw new Error('no Rigger chip or Advanced side on her seat');
      rigger.click();
      advanced.click();
    }, BEA);
    await host.locator(`[data-seat="${BEA}"]`, { hasText: 'Rigger · Advanced' }).waitFor();
    await host.getByTestId('ready').click();
    await guest.getByTestId('ready').click();
    await expect.poll(() => host.getByTestId('start').isDisabled()).toBe(false);
    await host.getByTestId('start').click();
    await guest.locator('[data-screen=game]').waitFor();

    await waitFor(host, (v) => v.legal.some((a) => a.type === 'answer'), 'the entrance prompt');
    await inputAtTile(host, { floor: 0, col: 1, row: 1 });

    // Play until Bea, on her turn, stands with Ada and holds two cards.
    let ready: ClientView | null = null;
    for (let step = 0; step < 80 && !ready; step++) {
      const [h, g] = [await stateOf(host), await stateOf(guest)];
      const page = h.legal.length > 0 ? host : g.legal.length > 0 ? guest : null;
      if (!page) {
        await host.waitForTimeout(100);
        continue;
      }
      const v = page === host ? h : g;
      const before = v.version;
      if (v.legal.some((a) => a.type === 'answer')) {
        await answerAnyPrompt(page);
        continue;
      }
      const me = v.players.find((p) => p.seat === v.turnSeat)!;
      const other = v.players.find((p) => p.seat !== v.turnSeat)!;
      const cards = me.tools.length + me.loot.length;
      if (v.turnSeat === BEA && samePos(me.at, other.at) && cards >= 2 && v.legal.some(is('trade'))) {
        ready = v;
        break;
      }
      const joining = v.legal.filter(is('move')).find((a) => samePos(a.to, other.at));
      if (v.turnSeat === BEA && me.tools.length < 2 && v.legal.some(is('tinker'))) {
        await idle(guest);
        await guest.locator('[data-action=tinker]').click();
      } else if (joining) {
        // A move that does not land fails with a screenshot (no tapping again blindly).
        await inputAtTile(page, joining.to, page === host ? 'click' : 'tap');
      } else {
        await idle(page);
        await page.locator('[data-action=end-turn]').click();
      }
      await waitFor(page, (x) => x.version > before, 'the input to land', 30_000);
    }
    expect(ready, 'Bea and Ada never shared a tile with two cards in hand').not.toBeNull();
    const bea = ready!.players.find((p) => p.seat === BEA)!;
    const offered = [...bea.tools, ...bea.loot];

    // The Trade button opens the dialog; Escape closes it and gives the focus back. Bea's
    // first-heist guide, still on her screen, waits under the dialog and comes back after it
    // without taking the focus.
    await guest.bringToFront();
    await idle(guest);
    const open = guest.locator(`[data-action="trade:${ADA}"]`);
    const dialog = guest.getByTestId('trade-dialog');
    const guide = guest.getByTestId('guide');
    await guide.waitFor();
    await open.click();
    await dialog.waitFor();
    await guide.waitFor({ state: 'hidden' });
    await guest.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await guide.waitFor();
    // The guide places itself (and once took the focus) on the next animation frames.
    await guest.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect.poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true);
    await open.click();
    await dialog.waitFor();
    // The dialog takes the whole sheet on a phone, every row a finger wide.
    const sheet = await guest.locator('.panel').boundingBox();
    expect(sheet!.height).toBeGreaterThan(PHONE.height * 0.5);
    const summary = dialog.getByTestId('trade-summary');
    expect(await summary.textContent()).toContain('Nothing ticked yet');
    const rows = dialog.locator('[data-side=give] label.trade-card');
    expect(await rows.count()).toBe(offered.length);
    for (const row of await rows.all()) {
      expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await row.tap();
    }
    const cards = cardList(offered);
    const words =
      t('trade.summary.give', { name: 'Ada', cards }) +
      t('trade.summary.take', { name: 'Ada', cards: 'nothing' });
    expect(words).toContain(`You give Ada: ${cards}`);
    await expect.poll(() => summary.textContent()).toBe(words);
    await guest.waitForTimeout(300);
    await saveShot(guest, { path: path.join(ARTIFACTS, 'trade-phone.png') });
    const before = ready!.version;
    await dialog.locator('[data-action=trade-send]').tap();
    await dialog.waitFor({ state: 'hidden' });
    await guest.getByTestId('deciding').waitFor();

    // Ada's desktop asks her, with every card in words.
    await host.bringToFront();
    const prompt = host.getByTestId('prompt');
    await prompt.waitFor();
    const asked = (await prompt.textContent()) ?? '';
    expect(asked).toContain('Bea proposes a trade.');
    expect(asked).toContain(t('prompt.trade.gives', { cards }));
    expect(asked).toContain('You give: nothing.');
    await host.waitForTimeout(200);
    await saveShot(host, { path: path.join(ARTIFACTS, 'trade-prompt-desktop.png') });
    await prompt.getByRole('button', { name: 'Accept' }).click();

    const after = await waitFor(
      host,
      (v) => v.version > before + 1 && v.players[ADA]!.tools.length + v.players[ADA]!.loot.length >= 2,
      'the cards to change hands',
    );
    const ada = after.players.find((p) => p.seat === ADA)!;
    expect([...ada.tools, ...ada.loot]).toEqual(expect.arrayContaining(offered));
    const beaAfter = after.players.find((p) => p.seat === BEA)!;
    expect([...beaAfter.tools, ...beaAfter.loot]).toEqual([]);
    const line = `Bea and Ada trade: ${cards} for nothing.`;
    await expect.poll(() => host.getByTestId('log').textContent()).toContain(line);
    // Bea was waiting on Ada's answer: it comes as a toast.
    await waitFor(
      guest,
      (v) => (v as ClientView & { toasts: string[] }).toasts.includes('Ada accepted your trade.'),
      'the answer toast',
    );
    expect(pageErrors).toEqual([]);
  }, 300_000);
});
