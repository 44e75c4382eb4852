/**
 * Playing in Russian, Chinese and Portuguese (issue 15), in real Chromium against the real
 * server: the first visit follows the browser's languages, the pickers switch the home screen
 * and a game in progress without a reload or a reconnect, the pick is remembered, a `?lang=`
 * link works, and the game screen in every language is photographed on a desktop and a phone
 * and measured for text spilling out of its box. Other catalogues are not in the first load.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { english } from '../src/i18n/en/index.js';
import type { Locale } from '../src/i18n/locales.js';
import type { Message } from '../src/i18n/message.js';
import { catalogue as ptBR } from '../src/i18n/pt-BR/index.js';
import { catalogue as ru } from '../src/i18n/ru/index.js';
import { catalogue as zhCN } from '../src/i18n/zh-CN/index.js';
import { DESKTOP, launch, PHONE } from './support/browser.js';
import { ensureBuilt } from './support/build.js';
import {
  boardReady,
  clickTile,
  hooksReady,
  idle,
  is,
  playOneInput,
  stateOf,
  waitFor,
} from './support/client.js';
import { type RunningServer, startServer } from './support/server.js';
import { saveShot } from './support/shots';
import { measureSpills, type Spill } from './support/spills.js';

const ARTIFACTS = path.resolve(import.meta.dirname, '../test-results');
const CATALOGUES = { en: english, ru, 'zh-CN': zhCN, 'pt-BR': ptBR } as Record<
  Locale,
  Record<string, Message>
>;
const LOCALES: Locale[] = ['en', 'ru', 'zh-CN', 'pt-BR'];

/** A plain message of a catalogue, as the page shows it (no placeholders filled). */
const say = (locale: Locale, key: string): string => {
  const message = CATALOGUES[locale][key];
  if (typeof message !== 'string') throw new Error(`${key} is not a plain message`);
  return message;
};

const lang = (page: Page) => page.evaluate('document.documentElement.lang') as Promise<string>;
const tileLabel = (page: Page, floor: number, col: number, row: number) =>
  page.evaluate(`window.safecrackers.tileLabel(${floor}, ${col}, ${row})`) as Promise<{
    text: string;
    scale: number;
    width: number;
    room: number;
  } | null>;

describeNeeding([CHROMIUM], 'languages: ru, zh-CN and pt-BR beside English (issue 15)', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const context = async (options: Parameters<Browser['newContext']>[0]) => {
    const made = await browser.newContext(options);
    contexts.push(made);
    return made;
  };

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await ensureBuilt();
    server = await startServer({ TEST_SEED: 'language-fixed-seed' });
    browser = await launch();
  }, 240_000);

  afterAll(async () => {
    for (const made of contexts) await made.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('loads only English with the page; the other catalogues arrive when picked', async () => {
    const page = await (await context({ viewport: DESKTOP, locale: 'en-GB' })).newPage();
    // Every response is kept; the scripts among them are read after each step.
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    const scriptTexts = (from = 0) =>
      Promise.all(
        responses
          .slice(from)
          .filter((r) => r.url().endsWith('.js'))
          .map((r) => r.text()),
      );
    await page.goto(server.url);
    await page.getByTestId('name').waitFor();
    expect(await lang(page)).toBe('en');
    expect(await page.getByTestId('create').textContent()).toBe(say('en', 'home.createButton'));
    const firstLoad = (await scriptTexts()).join('\n');
    expect(firstLoad).toContain(say('en', 'home.createButton'));
    for (const other of ['ru', 'zh-CN', 'pt-BR'] as const)
      expect(firstLoad, `the ${other} catalogue in the first load`).not.toContain(say(other, 'rules.goal.1'));
    const before = responses.length;
    await page.getByTestId('language').selectOption('ru');
    await expect.poll(() => page.getByTestId('create').textContent()).toBe(say('ru', 'home.createButton'));
    const later = (await scriptTexts(before)).join('\n');
    expect(later).toContain(say('ru', 'rules.goal.1'));
    expect(later).not.toContain(say('zh-CN', 'rules.goal.1'));
  }, 60_000);

  it("follows the browser's languages on a first visit, switches on the home screen without a reload, remembers the pick, and obeys ?lang=", async () => {
    const page = await (await context({ viewport: DESKTOP, locale: 'ru-RU' })).newPage();
    await page.goto(server.url);
    await page.getByTestId('name').waitFor();
    expect(await lang(page)).toBe('ru');
    expect(await page.getByTestId('create').textContent()).toBe(say('ru', 'home.createButton'));
    expect(await page.getByTestId('language').inputValue()).toBe('ru');

    await page.getByTestId('name').fill('Ада');
    await page.evaluate('window.__samePage = true');
    // As a player does: the picker takes the focus, then the choice.
    await page.getByTestId('language').focus();
    await page.getByTestId('language').selectOption('pt-BR');
    await expect.poll(() => page.getByTestId('create').textContent()).toBe(say('pt-BR', 'home.createButton'));
    expect(await lang(page)).toBe('pt-BR');
    expect(await page.evaluate('window.__samePage')).toBe(true);
    // What was typed stays, and the keyboard is still on the picker.
    expect(await page.getByTestId('name').inputValue()).toBe('Ада');
    expect(await page.evaluate('document.activeElement?.dataset.testid')).toBe('language');
    await saveShot(page, { path: path.join(ARTIFACTS, 'language-home-pt-BR-desktop.png') });

    await page.reload();
    await page.getByTestId('name').waitFor();
    expect(await page.getByTestId('create').textContent()).toBe(say('pt-BR', 'home.createButton'));

    await page.goto(`${server.url}/?lang=zh-CN`);
    await page.getByTestId('name').waitFor();
    expect(await lang(page)).toBe('zh-CN');
    expect(await page.getByTestId('create').textContent()).toBe(say('zh-CN', 'home.createButton'));
    // The link's choice is remembered and leaves the address.
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await page.getByTestId('name').waitFor();
    expect(await lang(page)).toBe('zh-CN');
  }, 60_000);

  it('switches a game in progress: the panel, the log and the tile labels change, with no reload and no reconnect', async () => {
    const desk = await (await context({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' })).newPage();
    const phone = await (
      await context({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'en-GB' })
    ).newPage();
    await desk.goto(server.url);
    await desk.getByTestId('name').fill('Ada');
    await desk.getByTestId('create').click();
    await desk.getByTestId('room-code').waitFor();
    const code = (await desk.getByTestId('room-code').textContent())!.trim();
    await phone.goto(`${server.url}/r/${code}`);
    await phone.getByTestId('name').fill('Bea');
    await phone.getByTestId('name').press('Enter');
    await phone.locator('[data-screen=lobby]').waitFor();
    await desk.locator('[data-seat="0"] [data-character=hawk]').click();
    await phone.locator('[data-seat="1"] [data-character=peterman]').click();
    await desk.locator('[data-seat="1"]', { hasText: 'Peterman' }).waitFor();
    // The lobby switches too (its picker is the compact one).
    await phone.getByTestId('language-compact').selectOption('ru');
    await expect.poll(() => phone.getByTestId('ready').textContent()).toBe(say('ru', 'lobby.imReady'));
    await phone.getByTestId('language-compact').selectOption('en');
    await expect.poll(() => phone.getByTestId('ready').textContent()).toBe(say('en', 'lobby.imReady'));
    await desk.getByTestId('ready').click();
    await phone.getByTestId('ready').click();
    await desk.getByTestId('ready-1').getByText(say('en', 'lobby.ready')).waitFor();
    await desk.getByTestId('start').click();
    await boardReady(desk);
    await boardReady(phone);
    await waitFor(desk, (v) => v.legal.some((a) => a.type === 'answer'), 'the entrance prompt');
    await clickTile(desk, { floor: 0, col: 0, row: 0 });
    await waitFor(desk, (v) => v.legal.some(is('endActions')), 'Ada to act');
    await playOneInput(desk);
    await idle(desk);
    for (const page of [desk, phone]) {
      await page.getByTestId('guide').waitFor();
      await page.getByTestId('guide-skip').click();
    }

    const sockets: string[] = [];
    desk.on('websocket', (ws) => sockets.push(ws.url()));
    await desk.evaluate('window.__samePage = true');
    const versionBefore = (await stateOf(desk)).version;
    const entrance = await tileLabel(desk, 0, 0, 0);
    expect(entrance).not.toBeNull();
    const kind = Object.keys(english)
      .filter((key) => key.startsWith('tile.'))
      .map((key) => key.slice('tile.'.length))
      .find((k) =>
        [say('en', `tile.${k}`), say('en', `tileShort.${k}`)].some((s) => s.toUpperCase() === entrance!.text),
      );
    expect(kind, `the kind of the entrance tile labelled ${entrance!.text}`).toBeDefined();

    const spills: Record<string, Spill[]> = {};
    const labels: Record<string, string> = {};
    for (const locale of ['ru', 'zh-CN', 'pt-BR', 'en'] as const) {
      await desk.locator('.top-bar [data-testid=language-compact]').selectOption(locale);
      // On a phone the picker is behind the top bar's Menu (issue 33).
      await phone.getByTestId('menu-toggle').click();
      await phone.locator('.top-bar [data-testid=language-compact]').selectOption(locale);
      for (const page of [desk, phone]) await expect.poll(() => lang(page)).toBe(locale);
      // The panel: its End turn button.
      await expect
        .poll(() => desk.locator('[data-action=end-turn]').first().textContent())
        .toContain(say(locale, 'game.endTurn'));
      // The log: the break-in line, in the new words.
      const breakIn = say(locale, 'log.entranceChosen').split('{at}')[0]!.trim();
      await expect.poll(() => desk.getByTestId('log').textContent()).toContain(breakIn);
      // The board: the entrance tile's label.
      const label = await tileLabel(desk, 0, 0, 0);
      const forms = [say(locale, `tile.${kind}`), say(locale, `tileShort.${kind}`)].map((s) =>
        s.toUpperCase(),
      );
      expect(forms).toContain(label?.text);
      labels[locale] = label!.text;
      for (const [page, device] of [
        [desk, 'desktop'],
        [phone, 'phone'],
      ] as const) {
        await idle(page);
        await saveShot(page, { path: path.join(ARTIFACTS, `language-game-${locale}-${device}.png`) });
        spills[`${locale}-${device}`] = await measureSpills(page, page.viewportSize()!.width);
      }
    }
    fs.writeFileSync(
      path.join(ARTIFACTS, 'language-spills.json'),
      `${JSON.stringify({ spills, labels }, null, 2)}\n`,
    );
    expect(spills).toEqual({
      'ru-desktop': [],
      'ru-phone': [],
      'zh-CN-desktop': [],
      'zh-CN-phone': [],
      'pt-BR-desktop': [],
      'pt-BR-phone': [],
      'en-desktop': [],
      'en-phone': [],
    });
    expect(new Set(Object.values(labels)).size).toBeGreaterThan(1);
    // Same page, same connection, same game.
    expect(await desk.evaluate('window.__samePage')).toBe(true);
    expect(sockets).toEqual([]);
    const after = await stateOf(desk);
    expect(after.connection).toBe('online');
    expect(after.version).toBe(versionBefore);
  }, 180_000);

  it('fits the home screen, the lobby and the rules book of every language on a phone', async () => {
    const page = await (
      await context({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'en-GB' })
    ).newPage();
    await page.goto(server.url);
    await page.getByTestId('name').fill('Ada');
    await page.getByTestId('create').click();
    await page.getByTestId('room-code').waitFor();
    await page.locator('[data-seat="0"] [data-character=hawk]').click();
    // Four seats: the narrowest seat cards on a wide screen (a chip once broke "Clairvoyanc/e").
    await page.getByLabel('Seats').first().selectOption('4');
    await page.locator('[data-seat="3"]').waitFor();
    const spills: Record<string, Spill[]> = {};
    for (const locale of ['ru', 'zh-CN', 'pt-BR', 'en'] as const) {
      await page.getByTestId('language-compact').selectOption(locale);
      await expect.poll(() => lang(page)).toBe(locale);
      await saveShot(page, {
        path: path.join(ARTIFACTS, `language-lobby-${locale}-phone.png`),
        fullPage: true,
      });
      spills[`lobby-${locale}`] = await measureSpills(page, PHONE.width);
      await page.setViewportSize({ width: 1440, height: 900 });
      spills[`lobby-${locale}-1440`] = await measureSpills(page, 1440);
      await page.setViewportSize(PHONE);
      await page.getByTestId('open-rules').first().click();
      await page.getByTestId('rules').waitFor();
      spills[`rules-${locale}`] = await measureSpills(page, PHONE.width);
      await page.getByTestId('rules-close').click();
    }
    fs.writeFileSync(
      path.join(ARTIFACTS, 'language-spills-lobby.json'),
      `${JSON.stringify(spills, null, 2)}\n`,
    );
    expect(Object.values(spills).flat()).toEqual([]);
  }, 60_000);

  it('fits every tile name on the smallest and the usual tile in every language', async () => {
    const page = await (await context({ viewport: PHONE, locale: 'en-GB' })).newPage();
    await page.goto(server.url);
    await page.getByTestId('name').waitFor();
    await hooksReady(page);
    const report: Record<string, unknown> = {};
    for (const locale of LOCALES) {
      await page.getByTestId('language').selectOption(locale);
      await expect.poll(() => lang(page)).toBe(locale);
      for (const size of [58, 110]) {
        const fitted = (await page.evaluate(`window.safecrackers.tileNames(${size})`)) as Array<{
          kind: string;
          text: string;
          scale: number;
        }>;
        report[`${locale}-${size}`] = fitted.map((f) => `${f.kind}: ${f.text} ×${f.scale.toFixed(2)}`);
        // Shrunk at most to 70%: still readable; anything smaller needs a shorter short form.
        expect(
          fitted.filter((f) => f.scale < 0.7).map((f) => `${f.kind}: ${f.text} ×${f.scale.toFixed(2)}`),
          `${locale} at ${size} px`,
        ).toEqual([]);
      }
    }
    fs.writeFileSync(
      path.join(ARTIFACTS, 'language-tile-names.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
  }, 60_000);
});
