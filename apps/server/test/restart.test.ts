/**
 * Restart: the server runs as a child process with a temporary DATA_DIR; players play some
 * turns, the process is killed with SIGKILL, started again, the players rejoin with their
 * seat tokens, the restored engine state hashes the same as before the kill, and the game
 * is finished.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RandomBot } from '@safecrackers/bots';
import { replay, stateHash } from '@safecrackers/rules';
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import { heistGame } from '../src/games/heist/heistRoom.js';
import { readRecord } from '../src/platform/gameRecord.js';
import { snapshotDue } from '../src/platform/snapshotDue.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import { type ChildServer, startChildServer } from './support/childServer.js';
import { playBots, startHeist } from './support/heist.js';
import { TestPlayer } from './support/player.js';
import { freePort } from './support/ports.js';
import type { TestServer } from './support/server.js';
import { waitUntil } from './support/wait.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-restart-'));
let child: ChildServer | undefined;

afterAll(async () => {
  await child?.kill('SIGKILL');
});

async function storedHash(code: string): Promise<{ hash: string; inputs: number }> {
  const storage = new SqliteStorage(dataDir);
  const stored = (await storage.load(code))!;
  await storage.close();
  const record = readRecord(heistGame, stored);
  return { hash: stateHash(replay(record.setup, record.log)), inputs: stored.log.length };
}

describe('restart', () => {
  it('restores a heist killed with SIGKILL under its code, to the same state, and finishes it', async () => {
    const port = await freePort();
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      JOINS_PER_MINUTE: '10000',
      MESSAGES_PER_SECOND: '10000',
      // Snapshots every 5 inputs: the restore starts from one and replays only what followed.
      SNAPSHOT_EVERY: '5',
      // Debug logs carry the state hash after each input and of each restored room.
      LOG_LEVEL: 'debug',
    };
    child = startChildServer(env);
    await child.listening;
    const url = `ws://127.0.0.1:${port}`;
    const t = { client: () => new Client(url) } as TestServer;

    // The server deals from a seed of its own: retry in the rare case a heist ends early.
    let players = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9, scenario: 'bank' });
    for (
      let attempt = 0;
      (await playBots(players, new RandomBot('before-kill'), 12)).outcome !== 'playing';
      attempt++
    ) {
      expect(attempt).toBeLessThan(5);
      await Promise.all(players.map((p) => p.leave()));
      players = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9, scenario: 'bank' });
    }
    const code = players[0]!.code;
    const before = await storedHash(code);
    // The last snapshot due: every 5 inputs, from a point set by the room's code.
    let snapshotAt = before.inputs;
    while (!snapshotDue(code, snapshotAt, 5)) snapshotAt--;
    // The child's log reaches us through a pipe: wait for the line of the last input.
    const lastAccepted = await waitUntil(
      () =>
        child!.logs.find((l) => l.msg === 'input accepted' && l.room === code && l.version === before.inputs),
      'the log line of the last input',
    );
    expect(lastAccepted.stateHash).toBe(before.hash);
    const publicBefore = players[0]!.state.game;
    const tokens = players.map((p) => [...p.tokens].map(([seat, token]) => ({ seat, token })));

    expect(await child.kill('SIGKILL')).toBeNull();
    await Promise.all(
      players.map((p) => waitUntil(() => p.left !== undefined, 'clients to notice the kill')),
    );

    const restartedAt = Date.now();
    child = startChildServer(env);
    const report = await child.restored;
    expect(report).toMatchObject({ restored: 1, failed: 0 });
    // The longest time one room's restore held the event loop.
    expect(report.longestRoomMs).toBeGreaterThan(0);
    const restored = child.logs.find((l) => l.msg === 'room restored');
    expect(restored).toMatchObject({
      room: code,
      inputs: before.inputs,
      replayed: before.inputs - snapshotAt,
      stateHash: before.hash,
    });
    expect(snapshotAt).toBeGreaterThanOrEqual(5);

    const back = await Promise.all(
      tokens.map((seats, i) => TestPlayer.join(new Client(url), code, { name: `Back ${i}`, seats })),
    );
    await Promise.all(back.map((p) => p.synced()));
    const resumeMs = Date.now() - restartedAt;
    expect(back.map((p) => p.seats)).toEqual([[0], [1]]);
    expect(back[0]!.state.version).toBe(before.inputs);
    // The public projection is the one the players saw before the kill.
    expect(back[0]!.state.game).toEqual(publicBefore);
    expect(resumeMs).toBeLessThan(30_000);

    // A graceful stop mid-game keeps the heist too.
    const beforeStop = await storedHash(code);
    expect(await child.kill('SIGTERM')).toBe(0);
    child = startChildServer(env);
    expect(await child.restored).toMatchObject({ restored: 1 });
    expect(child.logs.find((l) => l.msg === 'room restored')).toMatchObject({ stateHash: beforeStop.hash });
    const again = await Promise.all(
      tokens.map((seats, i) => TestPlayer.join(new Client(url), code, { name: `Again ${i}`, seats })),
    );

    const result = await playBots(again, new RandomBot('after-restart'), 3_000);
    expect(['won', 'lost']).toContain(result.outcome);
    const after = await storedHash(code);
    expect(after.inputs).toBe(beforeStop.inputs + result.inputs);
    await Promise.all(again.map((p) => p.leave()));

    // A graceful stop keeps the finished game and its log; nothing is left to restore.
    expect(await child.kill('SIGTERM')).toBe(0);
    const storage = new SqliteStorage(dataDir);
    expect((await storage.load(code))?.status).toBe(result.outcome);
    expect(await storage.unfinished()).toEqual([]);
    await storage.close();
  });
});
