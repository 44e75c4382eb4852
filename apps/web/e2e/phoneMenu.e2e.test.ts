/**
 * The heist on a phone (issue 33), against the real server with a fixed seed: the top bar never
 * scrolls sideways; its Menu button opens a sheet with the rules, the keys and help, the
 * language, the room code and Leave (which still asks first); Esc and a tap outside close it;
 * the guide's rules step points at it. The board's controls, the skip hint and the threats
 * legend sit outside the board: every tile (the legal ones included) is the canvas at its
 * centre on both floors, and on a desktop the legend covers no legal tile and the tile card
 * stays inside the board. axe finds nothing with the menu closed or open. Screenshots go to
 * apps/web/test-results/phone-menu-*.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Pos } from '@safecrackers/rules';
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeScan } from './support/axe.js';
import { launch, PHONE } from './support/browser.js';
import { ensureBuilt } from './support/build.js';
import {
  boardReady,
  type ClientView,
  clickTile,
  idle,
  type Rect,
  reveal,
  stateOf,
  tapTile,
  tileRect,
  waitFor,
} from './support/client.js';
import { type RunningServer, startServer } from './support/server.js';
import { saveShot } from './support/shots';

const ARTIFACTS = path.resolve(import.meta.dirname, '../test-results');
const WIDE = { width: 1440, height: 900 };

const shot = (page: Page, name: string) =>
  saveShot(page, { path: path.join(ARTIFACTS, `phone-menu-${name}.png`) });

/** The tiles the player's legal actions name (moves, peeks, a prompt's tiles). */
function legalTiles(view: ClientView): Pos[] {
  return view.legal.flatMap((a) => {
    if ('to' in a && a.to) return [a.to];
    if ('at' in a && a.at) return [a.at as Pos];
    return [];
  });
}

const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const within = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/** What the page shows at a tile's centre: 'canvas' when it is the board's own canvas. */
async function atTileCentre(page: Page, p: Pos): Promise<string> {
  const r = await tileRect(page, p);
  return page.evaluate(`(() => {
    const el = document.elementFromPoint(${r.x + r.width / 2}, ${r.y + r.height / 2});
    if (el && el.tagName === 'CANVAS' && el.closest('[data-testid=board]')) return 'canvas';
    return el ? el.tagName + '.' + el.className : 'nothing';
  })()`) as Promise<string>;
}

async function box(page: Page, selector: string): Promise<Rect> {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
}

/** A heist with a bot crewmate, broken in and the player's first turn on. */
async function startHeist(page: Page, url: string, touch: boolean): Promise<ClientView> {
  await page.goto(url);
  await page.getByTestId('name').fill(touch ? 'Ada' : 'Bea');
  await page.getByTestId('create').click();
  await page.getByTestId('room-code').waitFor();
  await page.locator(`[data-seat="0"] [data-character=${touch ? 'raven' : 'peterman'}]`).click();
  await page.getByTestId('add-bot-1').click();
  await page.getByTestId('bot-1').waitFor();
  await page.getByTestId('ready').click();
  await expect.poll(() => page.getByTestId('start').isDisabled()).toBe(false);
  await page.getByTestId('start').click();
  await page.locator('[data-screen=game]').waitFor();
  await boardReady(page);
  const prompt = await waitFor(page, (v) => v.legal.some((a) => a.type === 'answer'), 'the entrance prompt');
  const entrance = legalTiles(prompt)[0]!;
  if (touch) await tapTile(page, entrance);
  else await clickTile(page, entrance);
  const turn = await waitFor(page, (v) => v.legal.some((a) => a.type === 'endActions'), 'our first turn');
  await idle(page);
  return turn;
}

describeNeeding([CHROMIUM], 'the heist on a phone: a menu, and nothing over the tiles (issue 33)', () => {
  let server: RunningServer;
  let browser: Browser;
  let phone: Page;
  let view: ClientView;
  const errors: string[] = [];

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await ensureBuilt();
    server = await startServer({ TEST_SEED: 'phone-menu-seed-1' });
    browser = await launch();
    phone = await (await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })).newPage();
    phone.on('pageerror', (e) => errors.push(e.message));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('starts a heist on the phone; the guide points its rules step at the Menu', async () => {
    view = await startHeist(phone, server.url, true);
    const guide = phone.getByTestId('guide');
    await expect.poll(() => guide.isVisible()).toBe(true);
    for (let i = 0; i < 3; i++) await phone.getByTestId('guide-next').tap();
    await expect.poll(() => guide.getAttribute('data-step')).toBe('rules');
    expect(await guide.locator('[data-step]').textContent()).toContain('Menu');
    await phone.waitForTimeout(600);
    const ring = await box(phone, '.guide-ring');
    const menu = await box(phone, '[data-testid=menu-toggle]');
    expect(within(menu, ring)).toBe(true);
    expect(overlap(await box(phone, '[data-testid=guide]'), menu)).toBe(false);
    await shot(phone, 'guide');
    await phone.getByTestId('guide-next').tap();
    await expect.poll(() => guide.isHidden()).toBe(true);
  }, 120_000);

  it('keeps the page and the top bar as wide as the phone, the tools behind one Menu', async () => {
    const widths = (await phone.evaluate(`(() => {
      const bar = document.querySelector('.top-bar');
      return { page: document.documentElement.scrollWidth, bar: bar.scrollWidth, barBox: bar.clientWidth };
    })()`)) as { page: number; bar: number; barBox: number };
    expect(widths.page).toBeLessThanOrEqual(PHONE.width);
    expect(widths.bar).toBeLessThanOrEqual(widths.barBox);
    const toggle = phone.getByTestId('menu-toggle');
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.textContent()).toBe('Menu');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // Closed: none of the tools shows in the bar.
    for (const id of ['open-rules', 'open-help', 'language-compact'])
      expect(await phone.getByTestId(id).isVisible()).toBe(false);
    expect(await phone.locator('.top-bar .leave').isVisible()).toBe(false);
    expect(await phone.locator('.top-bar .code-chip').isVisible()).toBe(false);
    await shot(phone, 'closed');
    const found = await axeScan(phone);
    expect(found, JSON.stringify(found, null, 1)).toEqual([]);
  }, 60_000);

  it('opens the menu with the rules, the keys and help, the language, the code and Leave', async () => {
    const toggle = phone.getByTestId('menu-toggle');
    await toggle.tap();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const tools = phone.getByTestId('bar-tools');
    expect(await tools.isVisible()).toBe(true);
    for (const id of ['open-rules', 'open-help', 'language-compact'])
      expect(await tools.getByTestId(id).isVisible(), id).toBe(true);
    expect(await tools.locator('.leave').isVisible()).toBe(true);
    const code = tools.locator('.code-chip');
    expect(await code.isVisible()).toBe(true);
    expect((await code.textContent())?.trim()).toBe(view.code);
    expect(await tools.textContent()).toContain('copy the invite link');
    // Inside the screen, and the focus went into it.
    expect(within(await box(phone, '[data-testid=bar-tools]'), { x: 0, y: 0, ...PHONE })).toBe(true);
    expect(await phone.evaluate(`!!document.activeElement?.closest('[data-testid=bar-tools]')`)).toBe(true);
    await shot(phone, 'open');
    const found = await axeScan(phone);
    expect(found, JSON.stringify(found, null, 1)).toEqual([]);

    // Esc closes it, the focus back on Menu.
    await phone.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await tools.isVisible()).toBe(false);
    expect(await phone.evaluate(`document.activeElement?.getAttribute('data-testid')`)).toBe('menu-toggle');
    // A tap outside closes it too.
    await toggle.tap();
    expect(await tools.isVisible()).toBe(true);
    const status = await box(phone, '[data-testid=status]');
    await phone.touchscreen.tap(status.x + 4, status.y + status.height / 2);
    await expect.poll(() => tools.isVisible()).toBe(false);
  }, 60_000);

  it('reaches the rules and Leave (which still asks) from the menu', async () => {
    const toggle = phone.getByTestId('menu-toggle');
    await toggle.tap();
    await phone.getByTestId('bar-tools').getByTestId('open-rules').tap();
    await phone.getByTestId('rules').waitFor();
    expect(await phone.getByTestId('bar-tools').isVisible()).toBe(false);
    await shot(phone, 'rules');
    await phone.getByTestId('rules-close').tap();
    await phone.getByTestId('rules').waitFor({ state: 'hidden' });

    await toggle.tap();
    await phone.getByTestId('bar-tools').locator('.leave').tap();
    await phone.getByTestId('leave-ask').waitFor();
    await shot(phone, 'leave');
    await phone.getByTestId('leave-ask-cancel').tap();
    await phone.getByTestId('leave-ask').waitFor({ state: 'hidden' });
    expect((await stateOf(phone)).screen).toBe('game');
  }, 60_000);

  it('keeps every tile clear on both floors: zoom, Threats and its legend sit under the board', async () => {
    await phone.getByTestId('threat-toggle').tap();
    await phone.getByTestId('threats').waitFor();
    const now = await waitFor(phone, (v) => v.toasts.length === 0 && !v.busy, 'the toasts to go', 30_000);
    const legal = legalTiles(now);
    expect(legal.length).toBeGreaterThan(0);
    const floors = [...new Set(now.tiles.map((t) => t.at.floor))];
    expect(floors.length).toBe(2);
    const board = await box(phone, '[data-testid=board]');
    const strip = await box(phone, '[data-testid=board-strip]');
    expect(overlap(board, strip)).toBe(false);
    // The strip and the sheet under it stay on the phone's screen.
    expect(within(strip, { x: 0, y: 0, ...PHONE })).toBe(true);
    expect(within(await box(phone, '.panel'), { x: 0, y: 0, ...PHONE })).toBe(true);
    expect(within(await box(phone, '.zoom-controls'), strip)).toBe(true);
    expect(within(await box(phone, '[data-testid=threats]'), strip)).toBe(true);
    // The legal tiles first, then every tile of both floors (floor 2's bottom row included).
    for (const at of [...legal, ...now.tiles.map((t) => t.at)]) {
      await reveal(phone, at);
      expect(await atTileCentre(phone, at), JSON.stringify(at)).toBe('canvas');
    }
    await shot(phone, 'floor2');
    await phone.getByTestId('threat-toggle').tap();
    expect(errors).toEqual([]);
  }, 120_000);

  it('on a desktop, keeps the legend off the legal tiles and the tile card inside the board', async () => {
    const desk = await (await browser.newContext({ viewport: WIDE })).newPage();
    desk.on('pageerror', (e) => errors.push(`desktop: ${e.message}`));
    await startHeist(desk, server.url, false);
    await desk.getByTestId('guide-skip').click();
    // Closed or open, a wide screen shows no Menu: the tools are in the bar.
    expect(await desk.getByTestId('menu-toggle').isVisible()).toBe(false);
    expect(await desk.locator('.top-bar [data-testid=open-rules]').isVisible()).toBe(true);
    await desk.getByTestId('threat-toggle').click();
    await desk.getByTestId('threats').waitFor();
    const now = await waitFor(desk, (v) => !v.busy, 'the board to settle');
    const legend = await box(desk, '[data-testid=threats]');
    const legal = legalTiles(now);
    expect(legal.length).toBeGreaterThan(0);
    for (const at of legal) {
      expect(overlap(legend, await tileRect(desk, at)), JSON.stringify(at)).toBe(false);
      expect(await atTileCentre(desk, at), JSON.stringify(at)).toBe('canvas');
    }
    // The card of the right-most tile stays inside the board, off the side panel.
    const right = now.tiles
      .map((t) => t.at)
      .reduce((a, b) => (b.floor * 10 + b.col > a.floor * 10 + a.col ? b : a));
    const r = await tileRect(desk, right);
    await desk.mouse.move(r.x + r.width / 2, r.y + r.height / 2);
    const card = desk.getByTestId('tooltip');
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(within(await box(desk, '[data-testid=tooltip]'), await box(desk, '[data-testid=board]'))).toBe(
      true,
    );
    expect(overlap(await box(desk, '[data-testid=tooltip]'), await box(desk, '.panel'))).toBe(false);
    await saveShot(desk, { path: path.join(ARTIFACTS, 'phone-menu-desktop-threats.png') });
    expect(errors).toEqual([]);
  }, 120_000);
});
