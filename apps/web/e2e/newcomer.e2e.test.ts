/**
 * A newcomer learns and plays without help (issue 13), against the real server with a fixed
 * seed: the rules reference from home, lobby and game; the invite screen a link opens; the
 * abilities readable before picking; a Bank board with tiles of a good size beside the panel;
 * the entrance prompt on a phone that leaves the tiles free; the End turn warning; the safe
 * card with its odds; the tile card that links to the rules and goes away. Screenshots go to
 * apps/web/test-results/newcomer-*.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createGame, type GameSetup, type Pos } from '@safecrackers/rules';
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, PHONE } from './support/browser.js';
import { ensureBuilt } from './support/build.js';
import { boardReady, idle, is, reveal, stateOf, tapTile, tileRect, waitFor } from './support/client.js';
import { type RunningServer, startServer } from './support/server.js';
import { saveShot } from './support/shots';

const ARTIFACTS = path.resolve(import.meta.dirname, '../test-results');
const WIDE = { width: 1440, height: 900 };
const SEED = 'newcomer-fixed-seed';

/** The deal the server makes for this lobby (same seed, same seats): where the safes are. */
function dealt(): { safe: Pos } {
  const setup: GameSetup = {
    scenario: 'bank',
    seed: SEED,
    seats: [
      { name: 'Ada', character: 'peterman', side: 'basic' },
      { name: 'Bea', character: 'hawk', side: 'basic' },
    ],
    options: { stealth: 3, randomWalls: false, randomCharacters: false, advancedSides: false },
  };
  const state = createGame(setup);
  const index = state.tiles.findIndex((t, i) => t.kind === 'safe' && i < 16);
  expect(index).toBeGreaterThanOrEqual(0);
  return { safe: { floor: 0, col: index % 4, row: Math.floor(index / 4) } };
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describeNeeding([CHROMIUM], 'a newcomer learns and plays without help (issue 13)', () => {
  let server: RunningServer;
  let browser: Browser;
  let phoneContext: BrowserContext;
  let deskContext: BrowserContext;
  let visitorContext: BrowserContext;
  let ada: Page; // phone, host
  let bea: Page; // desktop 1440×900, joins by the invite link
  let code = '';
  const errors: string[] = [];

  const shot = async (page: Page, name: string) => {
    await page.bringToFront();
    if ((await stateOf(page)).screen === 'game') await boardReady(page);
    await idle(page).catch(() => undefined);
    await page.waitForTimeout(300);
    await saveShot(page, { path: path.join(ARTIFACTS, `newcomer-${name}.png`) });
  };

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await ensureBuilt();
    server = await startServer({ TEST_SEED: SEED });
    browser = await launch();
    phoneContext = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    deskContext = await browser.newContext({ viewport: WIDE });
    visitorContext = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    ada = await phoneContext.newPage();
    bea = await deskContext.newPage();
    for (const [page, who] of [
      [ada, 'ada'],
      [bea, 'bea'],
    ] as const)
      page.on('pageerror', (e) => errors.push(`${who}: ${e.message}`));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens a searchable rules reference from the home screen', async () => {
    await bea.goto(server.url);
    await bea.getByTestId('open-rules').click();
    const rules = bea.getByTestId('rules');
    await rules.waitFor();
    for (const topic of [
      'goal',
      'turn',
      'stealth',
      'guards',
      'safes',
      'events',
      'tile:laser',
      'tool:crowbar',
    ])
      expect(await rules.locator(`[data-topic="${topic}"]`).count(), topic).toBe(1);
    await bea.getByTestId('rules-search').fill('laser');
    await expect
      .poll(() => rules.locator('[data-topic]').first().getAttribute('data-topic'))
      .toBe('tile:laser');
    await shot(bea, 'rules-desktop');
    await bea.keyboard.press('Escape');
    await expect.poll(() => rules.isHidden()).toBe(true);
  }, 60_000);

  it('the host plans a Bank heist on a phone; an invite link shows the heist and joins on Enter', async () => {
    await ada.goto(server.url);
    await ada.getByTestId('name').fill('Ada');
    await ada.getByTestId('scenario-bank').check({ force: true });
    await ada.getByTestId('create').click();
    await ada.getByTestId('room-code').waitFor();
    code = (await ada.getByTestId('room-code').textContent())!.trim();

    // A visitor's phone: the invite screen, before joining.
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${server.url}/r/${code}`);
    await expect.poll(() => visitor.getByTestId('invite-code').textContent()).toBe(code);
    await expect.poll(() => visitor.getByTestId('invite-building').textContent()).toContain('The Bank');
    await expect.poll(() => visitor.getByTestId('invite-crew').textContent()).toContain('Ada');
    // One name field, focused, with Join as the main action; no stale warning, no create form.
    expect(await visitor.getByTestId('invite-message').textContent()).toBe('');
    expect(await visitor.getByTestId('create').count()).toBe(0);
    expect(await visitor.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('name');
    await shot(visitor, 'invite-phone');
    await visitor.close();

    // Bea, on a desktop, types her name and presses Enter.
    await bea.goto(`${server.url}/r/${code}`);
    await bea.getByTestId('invite-code').waitFor();
    await shot(bea, 'invite-desktop');
    await bea.getByTestId('name').fill('Bea');
    await bea.getByTestId('name').press('Enter');
    await bea.locator('[data-screen=lobby]').waitFor();
  }, 90_000);

  it('shows each ability before a character is picked, and the rules from the lobby', async () => {
    const chip = bea.locator('[data-seat="1"] [data-character=hawk]');
    await chip.hover();
    const preview = bea.getByTestId('character-preview-1');
    await expect.poll(() => preview.textContent()).toContain('X-Ray');
    expect(await chip.textContent()).toContain('X-Ray');
    await chip.focus();
    await expect.poll(() => preview.isVisible()).toBe(true);
    await bea.locator('[data-screen=lobby] [data-testid=open-rules]').click();
    await bea.getByTestId('rules').waitFor();
    await bea.getByTestId('rules-close').click();

    await ada.locator('[data-seat="0"] [data-character=peterman]').click();
    await chip.click();
    await ada.locator('[data-seat="1"]', { hasText: 'Hawk' }).waitFor();
    await ada.getByTestId('ready').click();
    await bea.getByTestId('ready').click();
    await ada.getByTestId('ready-1').getByText('Ready').waitFor();
    await ada.getByTestId('start').click();
    await ada.locator('[data-screen=game]').waitFor();
    await bea.locator('[data-screen=game]').waitFor();
  }, 90_000);

  it('lays the Bank out with tiles of at least 110 px at 1440×900 beside the panel', async () => {
    await boardReady(bea);
    const rect = await tileRect(bea, { floor: 0, col: 0, row: 0 });
    expect(rect.width).toBeGreaterThanOrEqual(110);
    const panel = await bea.locator('.panel').boundingBox();
    expect(panel!.width).toBeGreaterThan(300);
    // Names are in the top bar (on the phone too), not on the board.
    for (const page of [ada, bea]) {
      const bar = page.locator('.top-bar .players');
      await expect.poll(() => bar.textContent()).toContain('Ada');
      expect(await page.locator('.top-bar .player-name').first().isVisible()).toBe(true);
    }
  }, 60_000);

  it('asks the phone for the entrance in a strip that leaves the tiles free to tap', async () => {
    const { safe } = dealt();
    await waitFor(ada, (v) => v.legal.some((a) => a.type === 'answer'), 'the entrance prompt');
    await boardReady(ada);
    await reveal(ada, safe);
    const prompt = await ada.getByTestId('prompt').boundingBox();
    expect(prompt).not.toBeNull();
    expect(prompt!.height).toBeLessThan(90);
    const tile = await tileRect(ada, safe);
    expect(overlap(prompt!, tile)).toBe(false);
    await shot(ada, 'prompt-phone');
    const before = (await stateOf(ada)).version;
    // The crew breaks in on the floor-1 safe of this deal.
    await tapTile(ada, safe);
    await waitFor(ada, (v) => v.version > before && v.legal.some(is('endActions')), 'Ada to act');
  }, 60_000);

  it('warns on End turn that ending now draws an event, until enough actions are used', async () => {
    const endTurn = ada.locator('[data-action=end-turn]');
    await expect.poll(() => endTurn.getAttribute('data-draws-event')).toBe('true');
    expect(await endTurn.textContent()).toContain('draws an event');
    // The safe under Ada: what it still needs, and no dice yet.
    const safeCard = ada.getByTestId('safe-info');
    await expect.poll(() => safeCard.textContent()).toContain('face-down tiles in its row and column');
    expect(await safeCard.textContent()).toContain('No dice on it yet');
    let view = await stateOf(ada);
    const addDie = view.legal.find(is('addDie'))!;
    expect(addDie).toBeDefined();
    await ada.locator('[data-action^=addDie]').first().click();
    view = await waitFor(ada, (v) => v.version > view.version && v.legal.length > 0, 'the die');
    // 2 actions used: the event still comes; the odds of a Peterman's roll (die + bonus die).
    await expect.poll(() => safeCard.textContent()).toContain('This roll: 2 dice');
    expect(await endTurn.getAttribute('data-draws-event')).toBe('true');
    await shot(ada, 'game-phone');
    await ada.locator('[data-action^=crack]').first().click();
    view = await waitFor(ada, (v) => v.version > view.version && v.legal.length > 0, 'the roll');
    // 3 actions used: no event.
    await expect.poll(() => endTurn.getAttribute('data-draws-event')).toBe('false');
  }, 60_000);

  it('shows the safe on the desktop tile card, opaque, with a way into the rules; it goes when the pointer leaves', async () => {
    const { safe } = dealt();
    await bea.bringToFront();
    await idle(bea);
    const rect = await tileRect(bea, safe);
    await bea.mouse.move(rect.x + rect.width * 0.5, rect.y + rect.height * 0.3, { steps: 3 });
    const tooltip = bea.getByTestId('tooltip');
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    await expect.poll(() => tooltip.textContent()).toContain('face-down tiles in its row and column');
    expect(await tooltip.textContent()).toContain('This roll');
    expect(await tooltip.textContent()).toContain('Here: Ada (Peterman)');
    const background = await tooltip.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toMatch(/^rgb\(/); // no alpha: opaque
    expect(overlap((await tooltip.boundingBox())!, (await bea.getByTestId('status').boundingBox())!)).toBe(
      false,
    );
    await shot(bea, 'safe-desktop');
    await shot(bea, 'game-desktop');
    // The pointer travels onto the card and presses "What does this do?".
    const link = bea.getByTestId('tile-rules');
    const box = (await link.boundingBox())!;
    await bea.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
    await link.click();
    const current = bea.locator('[data-testid=rules] .rules-topic.current');
    await expect.poll(() => current.getAttribute('data-topic')).toBe('tile:safe');
    await shot(bea, 'rules-safe-desktop');
    await bea.keyboard.press('Escape');
    // Off the board: the card does not stay behind.
    await bea.mouse.move(WIDE.width - 100, 20, { steps: 4 });
    await expect.poll(() => tooltip.isHidden()).toBe(true);
  }, 60_000);

  it('opens the rules in the game on a phone, full screen, and keeps the log reachable by keyboard', async () => {
    await ada.bringToFront();
    // On a phone the rules are behind the top bar's Menu (issue 33).
    await ada.getByTestId('menu-toggle').click();
    await ada.locator('.top-bar [data-testid=open-rules]').click();
    const card = await ada.locator('.rules-card').boundingBox();
    expect(card!.width).toBeGreaterThanOrEqual(PHONE.width - 2);
    await shot(ada, 'rules-phone');
    await ada.getByTestId('rules-close').click();
    expect(await bea.getByTestId('log').getAttribute('tabindex')).toBe('0');
    // Opening lines once each.
    const lines = await bea.getByTestId('log').locator('li').allTextContents();
    expect(lines.filter((l) => l.startsWith('The crew breaks in')).length).toBe(1);
    expect(errors).toEqual([]);
  }, 60_000);
});
