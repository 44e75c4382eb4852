/**
 * Spies against security in real browsers (issue 18): a security player on a desktop and a spy
 * on a phone create and join by code, play rounds by hand (the setup and the loadout done by
 * the bot), a spectator watches, the spy reloads and is back in its seat, spy chat stays among
 * spies; then both hand their seats to the bot for a few rounds more. Screenshots of both sides
 * on desktop and phone go to apps/web/test-results/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DESKTOP, launch, PHONE } from './support/browser.js';
import { ensureBuilt } from './support/build.js';
import { type RunningServer, startServer } from './support/server.js';
import { saveShot } from './support/shots';
import { button, cellCentre, clickCell, held, legal, shows, until } from './support/spies.js';

const ARTIFACTS = path.resolve(import.meta.dirname, '../test-results');

describeNeeding([CHROMIUM], 'spies against security in real browsers (issue 18)', () => {
  let server: RunningServer;
  let browser: Browser;
  let secContext: BrowserContext;
  let spyContext: BrowserContext;
  let sec: Page;
  let spy: Page;
  let code = '';
  const pageErrors: string[] = [];

  const shot = async (page: Page, name: string) => {
    await page.bringToFront();
    await page.waitForTimeout(400);
    await saveShot(page, { path: path.join(ARTIFACTS, `${name}.png`) });
  };
  const open = async (context: BrowserContext, url: string, who: string) => {
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(`${who}: ${e.message}`));
    await page.goto(url);
    return page;
  };

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await ensureBuilt();
    server = await startServer({ TEST_SEED: 't8', BOT_PAUSE_MS: '20', SPY_WINDOW_MS: '300' });
    browser = await launch();
    secContext = await browser.newContext({ viewport: DESKTOP });
    spyContext = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('security creates a spies game from the home screen; the spy joins by its code', async () => {
    sec = await open(secContext, server.url, 'security');
    await sec.getByTestId('name').fill('Sol');
    // The spies' rules open from the home page too, before any game (issue 32).
    await sec.getByTestId('open-rules-spies').click();
    await shows(sec, 'rules-results', 'Sides, and how each wins', 'has');
    await sec.keyboard.press('Escape');
    await sec.getByTestId('rules').waitFor({ state: 'hidden' });
    await sec.getByTestId('create-spies').click();
    await expect
      .poll(() => sec.getByTestId('spies-code').textContent(), { timeout: 15_000 })
      .toMatch(/^[A-Z0-9]{6}$/);
    code = (await sec.getByTestId('spies-code').textContent()) ?? '';
    expect(sec.url()).toContain(`/r/${code}`);

    spy = await open(spyContext, server.url, 'spy');
    await spy.getByTestId('name').fill('Ivy');
    await spy.getByTestId('join-code').fill(code);
    await spy.getByTestId('join').click();
    await shows(spy, 'spies-seat-1', 'Ivy', 'has');
    await shows(sec, 'spies-seat-1', 'Ivy', 'has');
    await shot(sec, 'spies-lobby-desktop');
    await spy.getByTestId('spies-ready').click();
    await sec.getByTestId('spies-ready').click();
    await shows(sec, 'spies-ready', 'Not ready', 'has');
    await sec.getByTestId('spies-start').click();
    await until(sec, (h) => h.update.view.stage === 'securitySetup', 'the game to start');
  }, 60_000);

  it('security places a piece on the map by hand: a highlighted cell, then kind and facing in a popover', async () => {
    const setup = await until(
      sec,
      (h) => h.update.view.stage === 'securitySetup' && legal(h).length > 0,
      "security's setup",
    );
    // A cell and a kind with several facings: the popover asks for the kind, then the facing.
    const units = legal(setup).filter((a) => a.type === 'placeUnit') as Array<{
      cell: string;
      kind: string;
      view?: string;
    }>;
    const place = units.find(
      (a) => a.view && units.filter((b) => b.cell === a.cell && b.kind === a.kind).length > 1,
    )!;
    await clickCell(sec, place.cell);
    await sec.getByTestId(`spies-pop-placeUnit|${place.kind}`).click();
    await sec.getByTestId(`spies-pop-dir-${place.view}`).waitFor();
    await shot(sec, 'spies-security-setup-popover-desktop');
    await sec.getByTestId(`spies-pop-dir-${place.view}`).click();
    const placed = await until(sec, (h) => h.update.version > setup.update.version, 'the placement');
    expect(placed.update.view.units.map((u) => u.cell)).toContain(place.cell);
    expect(await sec.getByTestId('spies-chooser').count()).toBe(0);
  }, 60_000);

  it('the bots do the setup and the loadout; the spy enters the mansion by hand, with the board offering only legal cells', async () => {
    // A first game on each browser: the guide of each side (issue 32); security skips it, the
    // spy reads it through.
    await sec.getByTestId('guide').waitFor();
    expect(await sec.locator('#guide-title').textContent()).toBe('Your first game');
    expect(await sec.locator('#guide-text').textContent()).toMatch(/^You are security\./);
    await shot(sec, 'spies-guide-security-desktop');
    await sec.getByTestId('guide-skip').click();
    await sec.getByTestId('guide').waitFor({ state: 'hidden' });
    await spy.getByTestId('guide').waitFor();
    expect(await spy.locator('#guide-text').textContent()).toMatch(/^You are a spy\./);
    await shot(spy, 'spies-guide-spy-phone');
    for (let step = 0; step < 4; step++) await spy.getByTestId('guide-next').click();
    await spy.getByTestId('guide').waitFor({ state: 'hidden' });
    await sec.getByTestId('spies-bot-setup').click();
    // What the mode does is said as it is picked (issue 32: a tap is never silent).
    await expect
      .poll(() => sec.getByTestId('spies-bot-hint').textContent())
      .toBe('The bot places your pieces and picks your loadout; from the first turn on, you play.');
    await until(spy, (h) => h.update.view.stage === 'spySetup', "the spies' setup", 60_000);
    await spy.getByTestId('spies-bot-setup').click();
    const turn = await until(
      spy,
      (h) => h.update.view.stage === 'spies' && legal(h).length > 0,
      "the spies' turn",
    );
    expect(legal(turn).map((a) => a.type)).toContain('beginAction');
    await button(spy, 'Begin: sneak');
    const moving = await until(spy, (h) => legal(h).some((a) => a.type === 'step'), 'steps offered');
    const step = legal(moving).find((a) => a.type === 'step') as { to: string };
    await clickCell(spy, step.to);
    // A cell in a watch asks for a second tap first.
    await spy.waitForTimeout(200);
    if ((await held(spy))?.update.overlay?.spies[0]?.cell !== step.to) await clickCell(spy, step.to);
    await until(spy, (h) => h.update.overlay?.spies[0]?.cell === step.to, 'the spy on the board');
    await shot(spy, 'spies-spy-phone');
    // The map explains itself: its legend, every symbol with its words (issue 32).
    await spy.getByTestId('spies-legend-toggle').click();
    const legend = spy.getByTestId('spies-legend');
    await legend.waitFor();
    expect(await legend.locator('li').count()).toBeGreaterThanOrEqual(20);
    await legend.scrollIntoViewIfNeeded();
    await shot(spy, 'spies-legend-phone');
    await spy.getByTestId('spies-legend-toggle').click();
    await legend.waitFor({ state: 'detached' });
    await button(spy, 'End action');
    await until(
      sec,
      (h) => h.update.view.stage === 'security' && legal(h).length > 0,
      "security's turn",
      30_000,
    );
  }, 120_000);

  it('security plays its turn by hand (phases end with their button); the spy never shows on its board', async () => {
    // The rules at hand (issue 32): the book opens from the top bar with this game's rules.
    await sec.getByTestId('open-rules').first().click();
    await shows(sec, 'rules-results', 'Sides, and how each wins', 'has');
    await shows(sec, 'rules-results', 'the spies have 20 turns', 'has');
    await shot(sec, 'spies-rules-desktop');
    await sec.keyboard.press('Escape');
    await sec.getByTestId('rules').waitFor({ state: 'hidden' });
    // Hovering a cell says what is there (issue 32): a unit of security's, by its number.
    const unit = (await held(sec))!.update.view.units.find((u) => u.kind !== 'civilian')!;
    const at = await cellCentre(sec, unit.cell);
    await sec.mouse.move(at.x, at.y);
    await shows(sec, 'spies-cell-info', `unit ${unit.id}`, 'has');
    await shows(sec, 'spies-cell-info', unit.cell, 'has');
    await shot(sec, 'spies-cell-info-desktop');
    await sec.mouse.move(2, 2);
    const opened: string[] = [];
    for (let i = 0; i < 6; i++) {
      const h = await held(sec);
      if (h?.update.view.stage !== 'security') break;
      await shot(sec, 'spies-security-desktop');
      // A large group of inputs is one button that opens a list naming each choice (issue 32).
      const group = sec.locator('[data-testid^=spies-group-]').first();
      if (opened.length === 0 && (await group.count()) > 0) {
        opened.push((await group.textContent()) ?? '');
        await group.click();
        const first = sec.getByTestId('spies-option-0');
        await first.waitFor();
        expect(await first.textContent()).toMatch(/ on [A-Z]\d+$/);
        await shot(sec, 'spies-security-choosing-desktop');
        await button(sec, 'Cancel');
        await sec.getByTestId('spies-actions').waitFor();
        // "What does this do?" beside a card opens the rules at that card (issue 32).
        const what = sec.locator('[data-testid^=spies-what-card-]').first();
        const card = (await what.getAttribute('data-testid'))!.replace('spies-what-card-', '');
        await what.click();
        // The book's topic (the "?" beside the card names the same topic).
        const topic = sec.getByTestId('rules').locator(`[data-topic="card:${card}"]`);
        await topic.waitFor();
        expect(await topic.locator('h4').textContent()).toContain(`(${card})`);
        await shot(sec, 'spies-rules-card-desktop');
        await sec.keyboard.press('Escape');
        await sec.getByTestId('rules').waitFor({ state: 'hidden' });
      }
      await button(sec, 'End phase');
      // The next phase, or the spies' turn: never a click on the button of a phase already over.
      const { phase } = h.update.view;
      await until(
        sec,
        (x) => x.update.view.stage !== 'security' || x.update.view.phase !== phase,
        'the next phase',
      );
    }
    const next = await until(sec, (h) => h.update.view.stage === 'spies', "the next spies' turn", 30_000);
    expect(opened).toEqual([expect.stringMatching(/\(\d+ choices\)$/)]);
    expect(next.update.view.turn).toBe(2);
    expect(next.update.overlay).toBeUndefined();
    expect(await sec.getByTestId('spies-truth').count()).toBe(0);
  }, 90_000);

  const debugShot = async (page: Page, name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      await saveShot(page, { path: path.join(ARTIFACTS, `spies-failed-${name}.png`) });
      throw error;
    }
  };

  it('a spectator joins by the link and watches the security view', async () => {
    const watcherContext = await browser.newContext({ viewport: DESKTOP });
    const watcher = await open(watcherContext, `${server.url}/r/${code}`, 'watcher');
    await debugShot(watcher, 'watcher', async () => {
      await watcher.getByTestId('name').fill('Wes');
      // A game under way: the invite's button says what it does (issue 33).
      await expect.poll(() => watcher.getByTestId('join').textContent()).toBe('Watch');
      await watcher.getByTestId('join').click();
      await until(watcher, (h) => h.seats.length === 0 && h.update.view.turn >= 1, "the watcher's game");
      expect((await held(watcher))?.update.overlay).toBeUndefined();
      // The panel is drawn with the game; the label is read in the page, not by a racing poll.
      await shows(watcher, 'spies-who', 'You are watching');
    });
    await watcherContext.close();
  }, 120_000);

  it('the spy reloads and is back in its seat; spy chat stays among spies', async () => {
    await spy.reload();
    await until(spy, (h) => h.seats.includes(1), 'the seat back');
    // The guide, read through once, does not come back on this browser.
    expect(await spy.getByTestId('guide').isVisible()).toBe(false);
    await debugShot(spy, 'reload', async () => {
      await until(
        spy,
        (h) => h.seats.includes(1) && h.update.overlay !== undefined,
        'the spy back in its seat',
      );
      await spy.getByTestId('spies-channel-spies').click();
      await spy.getByTestId('spies-chat-input').fill('Docs are in the study');
      await spy.keyboard.press('Enter');
      await shows(spy, 'spies-chat', 'Docs are in the study', 'has');
      await spy.getByTestId('spies-truth').click();
      await shot(spy, 'spies-spy-security-sees-phone');
      await spy.getByTestId('spies-truth').click();
    });
    await sec.waitForTimeout(500);
    expect(await sec.content()).not.toContain('Docs are in the study');
  }, 120_000);

  it('both hand their seats to the bots and several rounds are played; screenshots of both sides on both screens', async () => {
    await sec.getByTestId('spies-bot-on').click();
    await spy.getByTestId('spies-bot-on').click();
    await until(sec, (h) => h.update.view.turn >= 4 || h.update.view.outcome !== null, 'round 4', 90_000);
    await shot(sec, 'spies-security-desktop-round4');
    await shot(spy, 'spies-spy-phone-round4');
    await sec.setViewportSize(PHONE);
    await shot(sec, 'spies-security-phone');
    await spy.setViewportSize(DESKTOP);
    await shot(spy, 'spies-spy-desktop');
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
