import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GameSetup } from '@safecrackers/rules';
import type Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config.js';
import { SqliteStorage } from './sqlite.js';
import { DurabilityLostError } from './walFlush.js';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function open(sync?: 'normal' | 'full', onDurabilityLost?: (error: Error) => void): SqliteStorage {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-sync-'));
  dirs.push(dir);
  return new SqliteStorage(dir, {
    ...(sync ? { sqliteSync: sync } : {}),
    ...(onDurabilityLost ? { onDurabilityLost } : {}),
  });
}

/** Files fsynced through node's fs (the flush off the event loop), by name. */
function watchFsync(): string[] {
  const synced: string[] = [];
  const fsync = fs.fdatasync;
  vi.spyOn(fs, 'fdatasync').mockImplementation(((fd: number, callback: (error: Error | null) => void) => {
    synced.push(path.basename(fs.readlinkSync(`/proc/self/fd/${fd}`)));
    fsync(fd, callback);
  }) as typeof fs.fdatasync);
  return synced;
}

describe('SQLITE_SYNC', () => {
  it('never makes a commit wait for the disk on the event loop (synchronous = normal = 1)', async () => {
    for (const sync of [undefined, 'full', 'normal'] as const) {
      const storage = open(sync);
      const db = (storage as unknown as { db: Database.Database }).db;
      expect(db.pragma('synchronous', { simple: true })).toBe(1);
      await storage.close();
    }
  });

  it.runIf(process.platform === 'linux')(
    'full (the default): a write settles only once the WAL file was flushed after its commit',
    async () => {
      const storage = open();
      const synced = watchFsync();
      expect(await storage.claimCode('ABCD')).toBe(true);
      expect(synced).toContain('safecrackers.sqlite-wal');
      await storage.start(
        'ABCD',
        { scenario: 'bank', seats: [{ name: 'a' }], seed: 's' },
        { keys: [], hostSeat: null },
      );
      synced.length = 0;
      let settled = false;
      const append = storage.append('ABCD', 0, { seat: 0, action: { type: 'pass' } as never }).then(() => {
        settled = true;
      });
      expect(settled).toBe(false);
      await append;
      expect(synced).toEqual(['safecrackers.sqlite-wal']);
      await storage.close();
    },
  );

  it('full: a failed flush refuses its writes and every later one, says so once, and fails the readiness ping', async () => {
    const lost: Error[] = [];
    const storage = open('full', (error) => lost.push(error));
    expect(await storage.claimCode('ABCD')).toBe(true);
    // The disk fails from now on (EIO, as a dying disk or a full thin volume reports it).
    vi.spyOn(fs, 'fdatasync').mockImplementation(((_fd: number, callback: (error: Error | null) => void) => {
      callback(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }));
    }) as typeof fs.fdatasync);
    const setup: GameSetup = { scenario: 'bank', seats: [{ name: 'a' }], seed: 's' };
    await expect(storage.start('ABCD', setup, { keys: [], hostSeat: null })).rejects.toThrow(
      DurabilityLostError,
    );
    expect(lost).toHaveLength(1);
    // Refused before anything is written: the code stays free in the file.
    await expect(storage.claimCode('EFGH')).rejects.toThrow(DurabilityLostError);
    await expect(storage.append('ABCD', 0, { seat: 0, action: { type: 'pass' } as never })).rejects.toThrow(
      DurabilityLostError,
    );
    await expect(storage.ping()).rejects.toThrow(DurabilityLostError);
    expect(await storage.load('EFGH')).toBeNull();
    expect(lost).toHaveLength(1);
    await storage.close();
  });

  it('normal: writes settle without a flush (the OS holds them: a killed process loses nothing)', async () => {
    const storage = open('normal');
    const synced = watchFsync();
    expect(await storage.claimCode('ABCD')).toBe(true);
    expect(synced).toEqual([]);
    await storage.close();
  });

  it('is read from the environment, full unless set, and refuses anything else', () => {
    expect(readConfig({}).sqliteSync).toBe('full');
    expect(readConfig({ SQLITE_SYNC: 'normal' }).sqliteSync).toBe('normal');
    expect(() => readConfig({ SQLITE_SYNC: 'off' })).toThrow(/SQLITE_SYNC must be one of normal, full/);
  });
});
