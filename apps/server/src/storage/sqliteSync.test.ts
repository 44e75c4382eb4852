import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config.js';
import { SqliteStorage } from './sqlite.js';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function open(sync?: 'normal' | 'full'): SqliteStorage {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-sync-'));
  dirs.push(dir);
  return new SqliteStorage(dir, sync ? { sqliteSync: sync } : {});
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
