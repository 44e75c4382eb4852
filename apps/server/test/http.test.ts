/** HTTP: the built web client, join links, and lookups of rooms that are no longer in memory. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RandomBot } from '@safecrackers/bots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playBots, startHeist } from './support/heist.js';
import { startTestServer, type TestServer } from './support/server.js';
import { waitUntil } from './support/wait.js';

let t: TestServer;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-web-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Safecrackers web</title>');
  fs.writeFileSync(path.join(webDist, 'app.js'), 'export {};');
  t = await startTestServer({ webDist, idleRoomSeconds: 1 });
});
afterAll(async () => {
  await t.close();
});

describe('http', () => {
  it('serves the built web client at /, at join links, and its assets', async () => {
    for (const url of ['/', '/r/ABCDEF']) {
      const res = await fetch(`${t.httpUrl}${url}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Safecrackers web');
    }
    expect((await fetch(`${t.httpUrl}/app.js`)).status).toBe(200);
  });

  it('brings an idle heist back from storage when its code is looked up', async () => {
    const players = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
    const code = players[0]!.code;
    await playBots(players, new RandomBot('idle'), 3);
    await Promise.all(players.map((p) => p.leave()));
    await waitUntil(() => !t.server.room(code), 'the idle room to leave memory', 5_000);
    const res = await fetch(`${t.httpUrl}/api/rooms/${code}`);
    // Both seats wait for their players' tokens: none is free for a newcomer.
    expect(await res.json()).toMatchObject({ exists: true, seats: { total: 2, taken: 2, free: 0 } });
    expect(t.server.room(code)?.engineState()).toBeTruthy();
  });
});
