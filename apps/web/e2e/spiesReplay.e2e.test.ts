/**
 * A finished spies game has a replay (issue 31): the engine's bots play a game to its end on a
 * real server (two spies, seed t8: the spies win); a phone joins it by its code, follows the
 * finished game's link to /replay/CODE and steps through it: the spies game's title and result,
 * its steps from before the first move to the end, the mansion board with every spy on it, and
 * the same controls as the heist's replay.
 */
import path from 'node:path';
import type { RoomLookup } from '@safecrackers/protocol/wire';
import { ClientMessage, SPY_ROOM_NAME, SpyMessage } from '@safecrackers/protocol/wire';
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import { Client } from 'colyseus.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, PHONE } from './support/browser.js';
import { ensureBuilt } from './support/build.js';
import { type RunningServer, startServer } from './support/server.js';
import { saveShot } from './support/shots';

const ARTIFACTS = path.resolve(import.meta.dirname, '../test-results');

describeNeeding([CHROMIUM], 'the replay of a finished spies game', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    await ensureBuilt();
    server = await startServer({ TEST_SEED: 't8', BOT_PAUSE_MS: '0', SPY_WINDOW_MS: '0' });
    browser = await launch();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('A-R15.4 /replay/CODE steps through a spies game the bots played to its end, every spy on the board', async () => {
    // The host takes security, makes two spy seats, lets the bots play all three and starts.
    const room = await new Client(server.url).create(SPY_ROOM_NAME, { name: 'Host' });
    room.onMessage('*', () => {});
    room.send(ClientMessage.seatCount, { count: 3 });
    // The host's own seat plays at expert; the free spy seats are given the expert too (the
    // seed's game, where the spies win, was picked for it).
    room.send(SpyMessage.bot, { seat: 0, bot: 'on' });
    for (const seat of [1, 2]) room.send(SpyMessage.bot, { seat, bot: 'on', level: 'expert' });
    room.send(ClientMessage.ready, { ready: true });
    room.send(ClientMessage.start, {});
    const code = room.roomId;
    await expect
      .poll(
        async () => ((await (await fetch(`${server.url}/api/rooms/${code}`)).json()) as RoomLookup).over,
        { timeout: 60_000, interval: 250 },
      )
      .toBe(true);
    const page = await browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // A watcher joining the finished game by its code finds the way to its replay.
    await page.goto(server.url);
    await page.getByTestId('name').fill('Cy');
    await page.getByTestId('join-code').fill(code);
    await page.getByTestId('join').click();
    await page.getByTestId('spies-replay').click();
    await room.leave(true);
    await page.waitForURL(`${server.url}/replay/${code}`);
    const replay = page.locator('[data-screen=replay]');
    await page.getByTestId('replay-outcome').waitFor();
    expect(await page.title()).toBe(`Replay of spies game ${code}`);
    expect(await page.getByTestId('replay-outcome').textContent()).toMatch(/^The spies won: /);
    expect(await page.getByTestId('replay-caption').textContent()).toBe('Before the first move');
    const last = Number(await replay.getAttribute('data-last'));
    expect(last).toBeGreaterThan(20);

    await page.getByTestId('replay-forward').click();
    expect(await replay.getAttribute('data-step')).toBe('1');
    expect(await page.getByTestId('replay-caption').textContent()).not.toBe('Before the first move');
    await page.getByTestId('replay-last').click();
    expect(await replay.getAttribute('data-step')).toBe(String(last));
    expect(await page.getByTestId('replay-step').textContent()).toContain(`${last}`);
    // Nothing is left to unveil: the board shows every spy at every step.
    expect(await page.getByTestId('replay-truth').isHidden()).toBe(true);
    await page.locator('[data-testid=board] canvas').waitFor();
    await saveShot(page, { path: path.join(ARTIFACTS, 'spies-replay-phone-end.png') });
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
