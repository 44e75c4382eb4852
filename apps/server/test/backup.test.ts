/**
 * Backups: `backup` copies the SQLite store while a server plays on it; `restore-backup` puts
 * the copy in place of another store; a server started there restores the heist as it was at
 * the backup, to the same engine state, and its players rejoin with their seat tokens.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { RandomBot } from '@safecrackers/bots';
import { replay, stateHash } from '@safecrackers/rules';
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import { heistGame } from '../src/games/heist/heistRoom.js';
import { readRecord } from '../src/platform/gameRecord.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import { summarize } from '../src/storage/sqliteBackup.js';
import { type ChildServer, startChildServer } from './support/childServer.js';
import { playBots, startHeist } from './support/heist.js';
import { TestPlayer } from './support/player.js';
import { freePort } from './support/ports.js';
import type { TestServer } from './support/server.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const children: ChildServer[] = [];

afterAll(async () => {
  await Promise.all(children.map((c) => c.kill('SIGKILL')));
});

async function serve(dataDir: string): Promise<{ child: ChildServer; url: string }> {
  const port = await freePort();
  const child = startChildServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    JOINS_PER_MINUTE: '10000',
    MESSAGES_PER_SECOND: '10000',
    // The state hash of each restored room.
    LOG_LEVEL: 'debug',
  });
  children.push(child);
  await child.listening;
  return { child, url: `ws://127.0.0.1:${port}` };
}

/** One of the ops scripts, as `pnpm backup` and `pnpm restore-backup` run it. */
function ops(script: 'backup' | 'restore', args: string[], dataDir: string) {
  return run(process.execPath, ['--import', 'tsx', `src/ops/${script}.ts`, ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: SERVER_DIR },
  });
}

/** `backup -`: the copy's bytes on standard output. */
function backupToStdout(dataDir: string) {
  return run(process.execPath, ['--import', 'tsx', 'src/ops/backup.ts', '-'], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'buffer',
  });
}

describe('backup and restore', () => {
  it('copies the store of a running server; a server on the copy restores the heist', async () => {
    const liveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-backup-live-'));
    const first = await serve(liveDir);
    const t = { client: () => new Client(first.url) } as TestServer;
    const players = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9, scenario: 'bank' });
    const code = players[0]!.code;
    await playBots(players, new RandomBot('backup'), 6);
    const atBackup = players[0]!.version;
    const publicAtBackup = players[0]!.state.game;
    const tokens = players.map((p) => [...p.tokens].map(([seat, token]) => ({ seat, token })));

    const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sc-backup-copy-')), 'copy.sqlite');
    const backup = await ops('backup', [copy], liveDir);
    expect(backup.stderr).toContain('1 heists playing');
    // `-`: the copy on standard output (docker compose exec -T ... - > file).
    const piped = await backupToStdout(liveDir);
    const pipedCopy = path.join(path.dirname(copy), 'piped.sqlite');
    fs.writeFileSync(pipedCopy, piped.stdout);
    expect(summarize(pipedCopy)).toMatchObject({ playing: 1 });
    // The server goes on after the backup; the copy keeps the moment it was taken.
    const later = await playBots(players, new RandomBot('after-backup'), 2);
    expect(players[0]!.version).toBe(atBackup + later.inputs);

    const stored = (await withStore(path.dirname(copy), 'copy.sqlite', (s) => s.load(code)))!;
    expect(stored.log).toHaveLength(atBackup);
    const record = readRecord(heistGame, stored);
    const hashAtBackup = stateHash(replay(record.setup, record.log));

    const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-backup-restored-'));
    const restore = await ops('restore', [copy], restoredDir);
    expect(restore.stderr).toContain('1 heists playing');
    const second = await serve(restoredDir);
    expect(await second.child.restored).toMatchObject({ restored: 1, failed: 0 });
    expect(second.child.logs.find((l) => l.msg === 'room restored')).toMatchObject({
      room: code,
      inputs: atBackup,
      stateHash: hashAtBackup,
    });
    const back = await Promise.all(
      tokens.map((seats, i) => TestPlayer.join(new Client(second.url), code, { name: `Back ${i}`, seats })),
    );
    await Promise.all(back.map((p) => p.synced()));
    expect(back.map((p) => p.seats)).toEqual([[0], [1]]);
    expect(back[0]!.version).toBe(atBackup);
    expect({ ...back[0]!.state.game, log: [] }).toEqual({ ...publicAtBackup, log: [] });
    await Promise.all([...players, ...back].map((p) => p.leave()));
  });

  it('keeps the store it replaces, and refuses a file that is not a store', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-backup-keep-'));
    await withStore(dir, 'safecrackers.sqlite', (s) => s.claimCode('KEEPME'));
    const copy = path.join(dir, 'copy.sqlite');
    await ops('backup', [copy], dir);
    const restore = await ops('restore', [copy], dir);
    expect(restore.stderr).toMatch(/kept as .*safecrackers\.before-restore-.*\.sqlite/);

    const junk = path.join(dir, 'junk.sqlite');
    fs.writeFileSync(junk, 'not a database');
    await expect(ops('restore', [junk], dir)).rejects.toMatchObject({ code: 1 });
    expect((await withStore(dir, 'safecrackers.sqlite', (s) => s.load('KEEPME')))?.status).toBe('lobby');
  });
});

/** Opens a store file (SqliteStorage reads `safecrackers.sqlite` in a folder: link the file there). */
async function withStore<T>(dir: string, file: string, use: (s: SqliteStorage) => Promise<T>): Promise<T> {
  let folder = dir;
  if (file !== 'safecrackers.sqlite') {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-backup-read-'));
    fs.copyFileSync(path.join(dir, file), path.join(folder, 'safecrackers.sqlite'));
  }
  const storage = new SqliteStorage(folder);
  try {
    return await use(storage);
  } finally {
    await storage.close();
  }
}
