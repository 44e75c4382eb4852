/**
 * A restored heist resumes its bots (issue 16): a solo player and two bot crewmates play, the
 * server is killed with SIGKILL and started again, the player comes back with its token, and
 * the bots play their seats again, through to the end of the heist.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PlannerBot } from '@safecrackers/bots';
import { ClientMessage } from '@safecrackers/protocol';
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStorage } from '../src/storage/sqlite.js';
import { type ChildServer, startChildServer } from './support/childServer.js';
import { hostWithBots, playAlongsideBots } from './support/crew.js';
import { playBots } from './support/heist.js';
import { seatClaims } from './support/lobby.js';
import { TestPlayer } from './support/player.js';
import { freePort } from './support/ports.js';
import { waitUntil } from './support/wait.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-crew-restart-'));
let child: ChildServer | undefined;

afterAll(async () => {
  await child?.kill('SIGKILL');
});

async function stored(code: string) {
  const storage = new SqliteStorage(dataDir);
  try {
    return (await storage.load(code))!;
  } finally {
    await storage.close();
  }
}

describe('restart with bots', () => {
  it('a heist killed with SIGKILL comes back with its bots, which play on to the end', async () => {
    const port = await freePort();
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      JOINS_PER_MINUTE: '10000',
      MESSAGES_PER_SECOND: '10000',
      BOT_PAUSE_MS: '0',
      TEST_SEED: 'crew-restart',
    };
    child = startChildServer(env);
    await child.listening;
    const url = `ws://127.0.0.1:${port}`;
    const host = await hostWithBots({ client: () => new Client(url) }, 2, 'expert', 'bank');
    await host.sendAndWait(ClientMessage.configure, { stealth: 9 }, (s) => s.config.stealth === 9, 'stealth');
    await host.sendAndWait(
      ClientMessage.ready,
      { ready: true },
      (s) => s.members[host.room.sessionId]!.ready,
      'ready',
    );
    await host.sendAndWait(ClientMessage.start, {}, (s) => s.phase !== 'lobby', 'start');
    // The lobby's phase and the game come in messages of their own: wait for the game too.
    await waitUntil(() => host.state.game, 'the game');
    // The host plays two of its turns; the bots play theirs in between.
    const planner = new PlannerBot('restart-host');
    while (host.state.game!.turn.number < 4) {
      await host.synced();
      if (host.legalNow(0).length > 0) await playBots([host], planner, 1);
      else {
        const v = host.version;
        await waitUntil(() => host.version > v || host.legalNow(0).length > 0, 'the bots');
      }
    }
    await waitUntil(() => host.legalNow(0).length > 0, 'the host turn');
    const code = host.code;
    const before = await stored(code);
    expect(before.seats.bots).toEqual([null, 'expert', 'expert']);
    const botInputs = before.log.filter((i) => i.seat !== 0).length;
    expect(botInputs).toBeGreaterThan(0);
    const claims = seatClaims(host);

    expect(await child.kill('SIGKILL')).toBeNull();
    await waitUntil(() => host.left !== undefined, 'the client to notice the kill');
    child = startChildServer(env);
    expect(await child.restored).toMatchObject({ restored: 1, failed: 0 });

    const back = await TestPlayer.join(new Client(url), code, { name: 'Solo', seats: claims });
    expect(back.seats).toEqual([0]);
    await back.synced();
    expect(back.version).toBe(before.log.length);
    expect(back.state.seats.map((s) => s.bot)).toEqual([null, 'expert', 'expert']);
    // Play to the end: the bots must play their seats again after the restart.
    await playAlongsideBots(back, planner, 120_000);
    const after = await stored(code);
    expect(['won', 'lost']).toContain(after.status);
    const resumed = after.log.slice(before.log.length);
    expect(resumed.some((i) => i.seat === 1)).toBe(true);
    expect(resumed.some((i) => i.seat === 2)).toBe(true);
    await back.leave();
  }, 180_000);
});
