/**
 * Crew chat in the heist (issue 33) in real browsers against the real server, dealt from a fixed
 * seed: Ada on a desktop and Bea on a phone chat in the panel (the phone's expanded sheet),
 * each name in its seat's colour and the chat clear of the board; the server is killed with
 * SIGKILL and started again; both come back by themselves and see the earlier lines; a line
 * said after the restart arrives; a line too long is refused on the spot with the reason
 * under the box, and nothing of it is sent. Then a heist bots play to the end, watched by a
 * host who chats: its replay, on a desktop and a phone, shows each line from the step it was
 * said at, with its moment. Screenshots go to apps/web/test-results/.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CHAT_MAX_LENGTH,
  ClientMessage,
  type ReplayPayload,
  ROOM_NAME,
  type RoomLookup,
} from '@safecrackers/protocol/wire';
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import { Client } from 'colyseus.js';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DESKTOP, launch, PHONE } from './support/browser.js';
import { ensureBuilt } from './support/build.js';
import { clickTile, waitFor } from './support/client.js';
import { type RunningServer, startServer } from './support/server.js';
import { saveShot } from './support/shots';
import { startTwoPlayerHeist } from './support/twoPlayerHeist.js';

const ARTIFACTS = path.resolve(import.meta.dirname, '../test-results');
const BEFORE = ['Meet me at the safe.', 'On my way — <b>quietly</b>'];
const AFTER = 'Back after the blackout';

/** Whether two boxes overlap. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** Says a line from the chat box and waits until the server has echoed it back. */
async function say(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
  await waitFor(page, (v) => v.chat.includes(text), `"${text}" echoed`);
}

describeNeeding([CHROMIUM], 'crew chat in the heist (issue 33)', () => {
  let server: RunningServer;
  let browser: Browser;
  let ada: Page;
  let bea: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await ensureBuilt();
    // Bots play at once: the replay's heist (the last test) is played by bots to its end.
    server = await startServer({ BOT_PAUSE_MS: '0' });
    browser = await launch();
    ada = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    bea = await (await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })).newPage();
    for (const [page, who] of [
      [ada, 'ada'],
      [bea, 'bea'],
    ] as const)
      page.on('pageerror', (e) => pageErrors.push(`${who}: ${e.message}`));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('Ada on a desktop and Bea on a phone chat in the heist, names in their seat colours, clear of the board', async () => {
    await startTwoPlayerHeist(ada, bea, server.url);

    // Into the heist: Ada picks the entrance, and each puts the first-heist guide away.
    await waitFor(ada, (v) => v.legal.some((a) => a.type === 'answer'), 'the entrance prompt');
    await clickTile(ada, { floor: 0, col: 0, row: 0 });
    for (const page of [ada, bea]) await page.getByTestId('guide-skip').click();

    // On the phone the chat is in the sheet: hidden while it is collapsed, there once expanded.
    expect(await bea.getByTestId('chat-input').isVisible()).toBe(false);
    await bea.locator('.sheet-handle').click();
    await bea.getByTestId('chat-input').waitFor();

    await say(ada, BEFORE[0]!);
    await waitFor(bea, (v) => v.chat.includes(BEFORE[0]!), 'Ada’s line on the phone');
    await say(bea, BEFORE[1]!);
    await waitFor(ada, (v) => v.chat.includes(BEFORE[1]!), 'Bea’s line on the desktop');

    for (const page of [ada, bea]) {
      const lines = page.getByTestId('chat').locator('.chat-line');
      await expect.poll(() => lines.allTextContents()).toEqual([`Ada: ${BEFORE[0]}`, `Bea: ${BEFORE[1]}`]);
      // Plain text: the markup Bea typed is shown as typed, never as an element (the names are the only bold).
      expect(await lines.locator('b').count()).toBe(2);
      // Each name in its seat's colour (Okabe-Ito orange and sky blue).
      const colours = await lines
        .locator('b')
        .evaluateAll((names) => names.map((b) => getComputedStyle(b).color));
      expect(colours).toEqual(['rgb(230, 159, 0)', 'rgb(86, 180, 233)']);
      // The chat never covers the board, and its input is on screen.
      const input = await box(page.getByTestId('chat-input'));
      expect(overlap(input, await box(page.getByTestId('board')))).toBe(false);
      expect(overlap(await box(page.getByTestId('chat')), await box(page.getByTestId('board')))).toBe(false);
      expect(input.y + input.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    }
    await saveShot(ada, { path: path.join(ARTIFACTS, 'heist-chat-desktop.png') });
    await saveShot(bea, { path: path.join(ARTIFACTS, 'heist-chat-phone.png') });
  }, 120_000);

  it('chat between two players survives a restart: both come back by themselves to the earlier lines, and a new line arrives', async () => {
    const banners = [ada, bea].map((page) => page.getByTestId('reconnecting'));
    await server.restart('SIGKILL', async () => {
      for (const banner of banners) await banner.waitFor({ timeout: 15_000 });
    });
    for (const banner of banners) await banner.waitFor({ state: 'hidden', timeout: 60_000 });
    for (const page of [ada, bea]) {
      const back = await waitFor(
        page,
        (v) => v.connection === 'online' && v.mySeats.length === 1,
        'back in the seat',
        60_000,
      );
      expect(back.chat).toEqual(BEFORE);
      await expect
        .poll(() => page.getByTestId('chat').locator('.chat-line').allTextContents())
        .toEqual([`Ada: ${BEFORE[0]}`, `Bea: ${BEFORE[1]}`]);
    }
    await say(ada, AFTER);
    const heard = await waitFor(bea, (v) => v.chat.includes(AFTER), 'the line after the restart');
    expect(heard.chat).toEqual([...BEFORE, AFTER]);
    await expect.poll(() => bea.getByTestId('chat').textContent()).toContain(`Ada: ${AFTER}`);
  }, 150_000);

  it('a line too long is refused on the spot with the reason, and nothing of it is sent', async () => {
    const tooLong = `${'Long story: '.repeat(30)}the end.`;
    expect(tooLong.length).toBeGreaterThan(CHAT_MAX_LENGTH);
    const said = [...BEFORE, AFTER];
    for (const [page, name] of [
      [bea, 'Bea'],
      [ada, 'Ada'],
    ] as const) {
      const input = page.getByTestId('chat-input');
      await input.fill(tooLong);
      await input.press('Enter');
      const error = page.getByTestId('chat-error');
      await error.waitFor();
      expect(await error.textContent()).toBe(
        `That line is too long: ${tooLong.length} characters, and a line holds at most ${CHAT_MAX_LENGTH}. Shorten it and send again.`,
      );
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      // The text stays, to be shortened; shortened, it goes, and the reason goes away.
      expect(await input.inputValue()).toBe(tooLong);
      const short = `${name}'s short version`;
      said.push(short);
      await say(page, short);
      expect(await error.isVisible()).toBe(false);
    }
    // Lines arrive in the order they were sent: had the long one gone, it would be here.
    for (const page of [ada, bea]) {
      const view = await waitFor(page, (v) => v.chat.length === said.length, 'every short line');
      expect(view.chat).toEqual(said);
    }
    await saveShot(bea, { path: path.join(ARTIFACTS, 'heist-chat-phone-after-restart.png') });
    expect(pageErrors).toEqual([]);
  }, 90_000);

  it("a heist's replay shows its chat, each line from the step it was said at, with its moment", async () => {
    // The host watches two bots play: a line in the lobby, and one once the heist is over.
    const room = await new Client(server.url).create(ROOM_NAME, { name: 'Host' });
    room.onMessage('*', () => {});
    room.send(ClientMessage.seatCount, { count: 2 });
    room.send(ClientMessage.releaseSeat, { seat: 0 });
    for (const seat of [0, 1]) room.send(ClientMessage.addBot, { seat, level: 'expert' });
    room.send(ClientMessage.chat, { channel: 'table', text: 'Good luck, crew' });
    room.send(ClientMessage.start, {});
    const code = room.roomId;
    await expect
      .poll(
        async () => ((await (await fetch(`${server.url}/api/rooms/${code}`)).json()) as RoomLookup).over,
        { timeout: 90_000, interval: 250 },
      )
      .toBe(true);
    room.send(ClientMessage.chat, { channel: 'table', text: 'Well played' });
    const replayOf = async () =>
      ((await (await fetch(`${server.url}/api/replays/${code}`)).json()) as ReplayPayload).chat?.length;
    await expect.poll(replayOf).toBe(2);
    await room.leave(true);

    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const page = await browser.newPage({ viewport });
      page.on('pageerror', (e) => pageErrors.push(`replay ${name}: ${e.message}`));
      await page.goto(`${server.url}/replay/${code}`);
      const chat = page.getByTestId('replay-chat');
      await chat.locator('li').first().waitFor();
      // The start: the lobby's line only, said before it.
      expect(await chat.locator('li').allTextContents()).toEqual([
        expect.stringMatching(/^Before the start · \d{1,2}:\d\d.*Host: Good luck, crew$/),
      ]);
      // The end: the line said after the last input too, at the last step's turn.
      await page.getByTestId('replay-last').click();
      const turn = /Turn \d+/.exec((await page.getByTestId('replay-step').textContent()) ?? '')?.[0];
      expect(turn).toBeDefined();
      await expect.poll(() => chat.locator('li').count()).toBe(2);
      expect(await chat.locator('li').nth(1).textContent()).toMatch(
        new RegExp(`^${turn} · \\d{1,2}:\\d\\d.*Host: Well played$`),
      );
      await saveShot(page, { path: path.join(ARTIFACTS, `heist-chat-replay-${name}.png`) });
      await page.close();
    }
    expect(pageErrors).toEqual([]);
  }, 150_000);
});
