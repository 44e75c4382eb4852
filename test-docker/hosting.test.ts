/**
 * The Docker deployment as a host runs it: the Dockerfile and docker-compose.yml of the
 * repository, every container on the host network (test traffic stays on 127.0.0.1).
 *
 * 1. The image builds; its size and build time are reported.
 * 2. `docker compose up -d`: one server. Players start a heist and play, a lobby waits; the
 *    container is killed (`docker kill`); `up -d` again; the heist comes back at the same
 *    engine state hash, the lobby too, and their players rejoin with their seat tokens.
 * 3. The scale profile: Redis, two server processes, nginx on one port. The host's requests go
 *    to one process and the guest's to the other, and both play the same heist by its code;
 *    the process that holds it is killed and the heist comes back on the live one.
 * 4. `down` and `up` keep the heist of step 2; after a last `down` the volume still holds it.
 * 5. A backup taken in step 2 is restored with the documented command, and served again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStorage } from '../apps/server/src/storage/sqlite.js';
import { summarize } from '../apps/server/src/storage/sqliteBackup.js';
import { playBots, startHeist } from '../apps/server/test/support/heist.js';
import { sample, scrape } from '../apps/server/test/support/metrics.js';
import { TestPlayer } from '../apps/server/test/support/player.js';
import { freePort } from '../apps/server/test/support/ports.js';
import { remoteServer, socketUrl } from '../apps/server/test/support/remote.js';
import type { TestServer } from '../apps/server/test/support/server.js';
import { waitUntil } from '../apps/server/test/support/wait.js';
import { RandomBot } from '../packages/bots/src/index.js';
import { ClientMessage } from '../packages/protocol/src/index.js';
import { Compose, health, type LogLine, REPO } from './support/compose.js';
import { type Ports, writeHostNetworkFiles } from './support/hostNetwork.js';
import { baseImageOrigin, buildImage, imageBytes } from './support/images.js';
import { sh, shBytes, timed } from './support/sh.js';

const PROJECT = 'safecrackers-dockertest';
const IMAGE = 'safecrackers-server:latest';
const BASE_IMAGE = 'node:20-bookworm-slim';
const METRICS_TOKEN = 'docker-test-metrics-token';
/**
 * What the Dockerfile may add to its base: the official node:20-bookworm-slim is about 220 MB,
 * and the image must stay within 300 MB. (The stand-in base here is larger than the official
 * one, so the whole image's size here says little: the test holds our layers to the budget.)
 */
const OWN_LAYERS_MAX_BYTES = 80 * 1024 * 1024;
const BACKUP = ['node', '--import', 'tsx', 'src/ops/backup.ts', '-'];

const report: Record<string, string | number> = {};
function note(key: string, value: string | number): void {
  report[key] = value;
  process.stdout.write(`[docker test] ${key}: ${value}\n`);
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

let compose: Compose;
let ports: Ports;
const testStarted = Date.now();

beforeAll(async () => {
  ports = {
    server: await freePort(),
    proxy: await freePort(),
    server1: await freePort(),
    server2: await freePort(),
    redis: await freePort(),
  };
  compose = await Compose.open(PROJECT, writeHostNetworkFiles(ports), { METRICS_TOKEN });
  fs.rmSync(path.join(REPO, 'artifacts/docker-test-logs.txt'), { force: true });
  note('compose', compose.command);
  note('base image', await baseImageOrigin(BASE_IMAGE));
  // What an earlier, interrupted run may have left.
  await compose.run(['down', '-v', '--remove-orphans'], 'scale');
});

afterAll(async () => {
  await saveLogs('after the last step');
  await compose?.run(['down', '-v', '--remove-orphans'], 'scale');
  note('docker test wall time', seconds(Date.now() - testStarted));
  fs.writeFileSync(path.join(REPO, 'artifacts/docker-test.json'), `${JSON.stringify(report, null, 2)}\n`);
});

/** Every container's log so far, for whoever reads a failure (artifacts/ is not committed). */
async function saveLogs(label: string): Promise<void> {
  const logs = await compose?.run(['logs', '--no-color'], 'scale').catch((e: Error) => e.message);
  fs.mkdirSync(path.join(REPO, 'artifacts'), { recursive: true });
  fs.appendFileSync(path.join(REPO, 'artifacts/docker-test-logs.txt'), `=== ${label}\n${logs ?? ''}\n`);
}

/** `docker compose down`, its logs saved first. */
async function down(label: string, profile?: string): Promise<void> {
  await saveLogs(label);
  await compose.run(['down'], profile);
}

async function ready(url: string, timeoutMs = 120_000): Promise<void> {
  const answers = () =>
    fetch(`${url}/readyz`)
      .then((res) => res.status === 200)
      .catch(() => false);
  await eventually(answers, `${url}/readyz`, timeoutMs);
}

/** waitUntil for asynchronous checks. */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A started heist with a few inputs played, still going (the server deals from its own seed). */
async function playingHeist(t: TestServer, seed: string): Promise<TestPlayer[]> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const players = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9, scenario: 'bank' });
    if ((await playBots(players, new RandomBot(`${seed}-${attempt}`), 5)).outcome === 'playing')
      return players;
    await Promise.all(players.map((p) => p.leave()));
  }
  throw new Error('five heists in a row ended within five inputs');
}

interface Snapshot {
  code: string;
  version: number;
  game: unknown;
  seats: Array<Array<{ seat: number; token: string }>>;
}

function snapshot(players: TestPlayer[]): Snapshot {
  return {
    code: players[0]!.code,
    version: players[0]!.version,
    game: { ...players[0]!.state.game, log: [] },
    seats: players.map((p) => [...p.tokens].map(([seat, token]) => ({ seat, token }))),
  };
}

const count = (lines: LogLine[], msg: string) => lines.filter((l) => l.msg === msg).length;

/** A service's log lines once `done` holds for them (Docker collects output on its own time). */
async function logsUntil(
  service: string,
  profile: string | undefined,
  done: (lines: LogLine[]) => boolean,
): Promise<LogLine[]> {
  let lines: LogLine[] = [];
  await eventually(
    async () => {
      lines = await compose.logs(service, profile);
      return done(lines);
    },
    `the expected log lines of ${service}`,
    15_000,
  );
  return lines;
}

/** The state hash the server logged (LOG_LEVEL=debug) for the last input of `heist`. */
async function loggedHash(service: string, profile: string | undefined, heist: Snapshot): Promise<string> {
  const last = (lines: LogLine[]) =>
    lines.find((l) => l.msg === 'input accepted' && l.room === heist.code && l.version === heist.version);
  return String(last(await logsUntil(service, profile, (lines) => Boolean(last(lines))))!.stateHash);
}

/** The players of `heist` come back with their seat tokens and see it as they left it. */
async function rejoin(t: TestServer, heist: Snapshot): Promise<TestPlayer[]> {
  const back = await Promise.all(
    heist.seats.map((seats, i) => TestPlayer.join(t.client(), heist.code, { name: `Back ${i}`, seats })),
  );
  await Promise.all(back.map((p) => p.synced()));
  expect(back.map((p) => p.seats)).toEqual(heist.seats.map((seats) => seats.map((s) => s.seat)));
  expect(back[0]!.version).toBe(heist.version);
  expect({ ...back[0]!.state.game, log: [] }).toEqual(heist.game);
  return back;
}

async function killed(players: TestPlayer[]): Promise<void> {
  await Promise.all(
    players.map((p) => waitUntil(() => p.left !== undefined, 'the client to see the kill', 15_000)),
  );
}

/** A consistent copy of the store of the `server` service, through the documented backup command. */
async function backupOf(args: string[]): Promise<string> {
  const { command, args: argv, env } = compose.argv(args);
  const bytes = await shBytes(command, argv, { env, cwd: REPO });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sc-docker-backup-')), 'safecrackers.sqlite');
  fs.writeFileSync(file, bytes);
  return file;
}

describe.sequential('Docker hosting', () => {
  let single: Snapshot;
  /** The backup taken while the one server ran, with the lobby still waiting in it. */
  let lobbyBackup: { file: string; lobby: string };

  it('builds the image within its size budget', async () => {
    const build = await timed(() => buildImage(IMAGE));
    const total = await imageBytes(IMAGE);
    const base = await imageBytes(BASE_IMAGE);
    note('image build time', seconds(build.ms));
    note('image size', mb(total));
    note('of which the base image (stand-in here)', mb(base));
    note('of which the Dockerfile adds', mb(total - base));
    expect(total - base).toBeLessThan(OWN_LAYERS_MAX_BYTES);
  });

  it('runs one server that keeps a heist and a lobby through a docker kill', async () => {
    const url = `http://127.0.0.1:${ports.server}`;
    const upStarted = Date.now();
    await compose.run(['up', '-d', '--no-build']);
    await ready(url);
    note('up to ready (one server)', seconds(Date.now() - upStarted));
    const container = await compose.container('server');
    await eventually(
      async () => (await health(container)) === 'healthy',
      'the container to be healthy',
      90_000,
    );
    note('up to healthy (one server, health checked every 10 s)', seconds(Date.now() - upStarted));

    const t = remoteServer(`ws://127.0.0.1:${ports.server}`);
    const players = await playingHeist(t, 'docker-single');
    const lobbyHost = await TestPlayer.create(t.client(), { name: 'Waiting host' });
    const lobby = {
      code: lobbyHost.code,
      seats: [...lobbyHost.tokens].map(([seat, token]) => ({ seat, token })),
    };
    expect(lobby.seats).toHaveLength(1);
    const before = snapshot(players);
    const hashBefore = await loggedHash('server', undefined, before);

    await sh('docker', ['kill', container]);
    await killed([...players, lobbyHost]);
    const afterKill = await timed(async () => {
      await compose.run(['up', '-d', '--no-build']);
      await ready(url);
    });
    note('docker kill, then up to ready', seconds(afterKill.ms));

    // Docker collects a container's output on its own time: wait for the second boot's line.
    const logs = await logsUntil('server', undefined, (lines) => count(lines, 'stored rooms restored') === 2);
    expect(logs.filter((l) => l.msg === 'stored rooms restored').at(-1)).toMatchObject({
      restored: 2,
      failed: 0,
    });
    const restored = logs.filter((l) => l.msg === 'room restored' && l.room === before.code).at(-1);
    expect(restored).toMatchObject({ inputs: before.version, stateHash: hashBefore });
    note(
      'kill and resume (one server)',
      `heist ${before.code}: ${before.version} inputs, state hash ${hashBefore} before the kill and after the restore`,
    );

    const back = await rejoin(t, before);
    const lobbyBack = await TestPlayer.join(t.client(), lobby.code, {
      name: 'Waiting host',
      seats: lobby.seats,
    });
    expect(lobbyBack.seats).toEqual([0]);
    expect(lobbyBack.state.phase).toBe('lobby');
    // The heist goes on.
    const more = await playBots(back, new RandomBot('docker-single-after'), 2);
    single = snapshot(back);
    expect(single.version).toBe(before.version + more.inputs);
    // A seat that is not the client's: refused, and counted by its error code.
    const notMine = { seat: back[1]!.seats[0], action: { type: 'endActions' } };
    expect((await back[0]!.expectError(ClientMessage.action, notMine)).code).toBe('seat/not_held');

    const metrics = await scrape(url, METRICS_TOKEN);
    expect(sample(metrics, 'safecrackers_restores_total', { kind: 'heist' })).toBe(1);
    expect(sample(metrics, 'safecrackers_restores_total', { kind: 'lobby' })).toBe(1);
    expect(sample(metrics, 'safecrackers_rooms', { phase: 'playing' })).toBe(1);
    expect(sample(metrics, 'safecrackers_inputs_refused_total', { code: 'seat/not_held' })).toBe(1);
    fs.mkdirSync(path.join(REPO, 'artifacts'), { recursive: true });
    fs.writeFileSync(path.join(REPO, 'artifacts/metrics-sample.txt'), metrics);
    note(
      'metrics sample',
      metrics
        .split('\n')
        .filter((l) => l.startsWith('safecrackers_') && !l.includes('_bucket'))
        .join('; '),
    );

    // The documented backup, from the running container to the host.
    const copy = await backupOf(['exec', '-T', 'server', ...BACKUP]);
    expect(summarize(copy)).toMatchObject({ playing: 1, lobbies: 1 });
    lobbyBackup = { file: copy, lobby: lobby.code };

    await Promise.all([...back, lobbyBack].map((p) => p.leave()));
    // A graceful stop (SIGTERM) keeps everything and exits cleanly.
    await compose.run(['stop', 'server']);
    expect((await sh('docker', ['inspect', '-f', '{{.State.ExitCode}}', container])).trim()).toBe('0');
    await logsUntil('server', undefined, (lines) => lines.at(-1)?.msg === 'server closed');
    await down('one server');
  });

  it('scales out: two processes behind one address play one heist and survive a kill', async () => {
    const proxy = `http://127.0.0.1:${ports.proxy}`;
    const up = await timed(async () => {
      await compose.run(['up', '-d', '--no-build', 'proxy'], 'scale');
      for (const route of ['', '/s1', '/s2']) await ready(`${proxy}${route}`);
    });
    note('up to ready (scale profile)', seconds(up.ms));

    // The host's requests go to process 1 and the guest's to process 2, through the one port.
    const t = remoteServer(`${proxy}/s1`, `${proxy}/s2`);
    const players = await playingHeist(t, 'docker-scale');
    const holderPath = new URL(socketUrl(players[0]!.room)).pathname.split('/')[1]!;
    expect(['s1', 's2']).toContain(holderPath);
    for (const p of players) expect(new URL(socketUrl(p.room)).pathname.split('/')[1]).toBe(holderPath);
    // A spectator who only knows the public address and the code watches the same heist.
    const watcher = await TestPlayer.join(remoteServer(proxy).client(), players[0]!.code, {
      name: 'Watcher',
    });
    expect(watcher.welcome?.role).toBe('spectator');
    expect(watcher.version).toBe(players[0]!.version);

    const holder = holderPath === 's1' ? 'server-1' : 'server-2';
    const survivor = holder === 'server-1' ? 'server-2' : 'server-1';
    const before = snapshot(players);
    const hashBefore = await loggedHash(holder, 'scale', before);

    const killedAt = Date.now();
    await sh('docker', ['kill', await compose.container(holder, 'scale')]);
    await killed([...players, watcher]);
    // What the web client does after a drop: look the code up, then join with its seat tokens.
    const lookup = await fetch(`${proxy}/api/rooms/${before.code}`);
    expect(await lookup.json()).toMatchObject({ exists: true, phase: 'playing' });
    const back = await rejoin(remoteServer(proxy), before);
    note('kill to rejoined (scale profile)', seconds(Date.now() - killedAt));
    const newHolder = new URL(socketUrl(back[0]!.room)).pathname.split('/')[1];
    expect(newHolder).toBe(survivor === 'server-1' ? 's1' : 's2');
    const restoredHere = (lines: LogLine[]) =>
      lines.find((l) => l.msg === 'room restored' && l.room === before.code);
    const restored = restoredHere(
      await logsUntil(survivor, 'scale', (lines) => Boolean(restoredHere(lines))),
    );
    expect(restored).toMatchObject({ inputs: before.version, stateHash: hashBefore });
    await playBots(back, new RandomBot('docker-scale-after'), 2);
    note(
      'kill and resume (scale profile)',
      `heist ${before.code} on ${holder} (${before.version} inputs, state hash ${hashBefore}); ${holder} killed; restored on ${survivor} with the same hash, players back through the same address`,
    );
    await Promise.all(back.map((p) => p.leave()));
    await down('scale profile', 'scale');
  });

  it('keeps the heist in the volume through down and up, and after a last down', async () => {
    const url = `http://127.0.0.1:${ports.server}`;
    await compose.run(['up', '-d', '--no-build']);
    await ready(url);
    const lookup = await fetch(`${url}/api/rooms/${single.code}`);
    expect(await lookup.json()).toMatchObject({ exists: true, phase: 'playing' });
    await down('one server again');

    const copy = await backupOf(['run', '--rm', '--no-deps', '-T', 'server', ...BACKUP]);
    const storage = new SqliteStorage(path.dirname(copy));
    try {
      const stored = await storage.load(single.code);
      expect(stored?.status).toBe('playing');
      expect(stored?.log).toHaveLength(single.version);
    } finally {
      await storage.close();
    }
    note('volume after down', `heist ${single.code} stored with its ${single.version} inputs`);
  });

  it('restores a backup with the documented command', async () => {
    const url = `http://127.0.0.1:${ports.server}`;
    // Everyone left the lobby since that backup: the store forgot it, the backup has it.
    await compose.run([
      'run',
      '--rm',
      '--no-deps',
      '-T',
      '-v',
      `${lobbyBackup.file}:/restore.sqlite:ro`,
      'server',
      ...['node', '--import', 'tsx', 'src/ops/restore.ts', '/restore.sqlite'],
    ]);
    await compose.run(['up', '-d', '--no-build']);
    await ready(url);
    const lobby = await fetch(`${url}/api/rooms/${lobbyBackup.lobby}`);
    expect(await lobby.json()).toMatchObject({ exists: true, phase: 'lobby' });
    const heist = await fetch(`${url}/api/rooms/${single.code}`);
    expect(await heist.json()).toMatchObject({ exists: true, phase: 'playing' });
    await down('after the restore');
  });
});
