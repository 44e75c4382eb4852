/**
 * The built server (`scripts/build.ts`, what `pnpm start` and the Docker image run) is whole:
 * built into a folder of its own, it starts with plain node, plays a heist through real
 * clients, is killed with SIGKILL and, started again, gives the players their seats back in
 * the same heist at the same version.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RandomBot } from '@safecrackers/bots';
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from './support/childServer.js';
import { playBots, startHeist } from './support/heist.js';
import { TestPlayer } from './support/player.js';
import { freePort } from './support/ports.js';
import type { TestServer } from './support/server.js';

const serverDir = path.resolve(import.meta.dirname, '..');
// Inside apps/server, so that the bundle finds the npm packages in apps/server/node_modules.
fs.mkdirSync(path.join(serverDir, 'dist'), { recursive: true });
const outDir = fs.mkdtempSync(path.join(serverDir, 'dist', 'test-bundle-'));
const bundle = path.join(outDir, 'server.mjs');
let child: ChildServer | undefined;

afterAll(async () => {
  await child?.kill('SIGKILL');
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe('the built server', () => {
  it('starts with plain node, plays a heist and resumes it after a SIGKILL', async () => {
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', bundle], {
      cwd: serverDir,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);

    const port = await freePort();
    const env = {
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sc-bundle-')),
      TEST_SEED: 'bundle-1',
      JOINS_PER_MINUTE: '10000',
      MESSAGES_PER_SECOND: '10000',
    };
    const nodeArgs = [bundle];
    child = startChildServer(env, nodeArgs);
    await child.listening;
    const t = { client: () => new Client(`ws://127.0.0.1:${port}`) } as TestServer;
    const players = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
    const { outcome } = await playBots(players, new RandomBot('bundle'), 12);
    expect(outcome).toBe('playing');
    const version = players[0]!.version;
    expect(version).toBeGreaterThanOrEqual(12);
    const host = players[0]!;
    const seats = [...host.tokens].map(([seat, token]) => ({ seat, token }));

    await child.kill('SIGKILL');
    child = startChildServer(env, nodeArgs);
    await child.restored;
    const back = await TestPlayer.join(t.client(), host.code, { name: 'Back', seats });
    await back.synced();
    expect(back.seats).toEqual(seats.map((s) => s.seat));
    expect(back.version).toBe(version);
    await back.leave();
  }, 90_000);
});
