import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { SqliteStorage } from './sqlite.js';

/** SQLite's `synchronous` on the storage's connection (the setting is per connection). */
async function synchronousOf(sync?: 'normal' | 'full'): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-sync-'));
  const storage = new SqliteStorage(dir, sync ? { sqliteSync: sync } : {});
  const db = (storage as unknown as { db: Database.Database }).db;
  const value = db.pragma('synchronous', { simple: true }) as number;
  await storage.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return value;
}

describe('SQLITE_SYNC', () => {
  it('flushes every commit by default (full = 2) and only when asked writes without (normal = 1)', async () => {
    expect(await synchronousOf()).toBe(2);
    expect(await synchronousOf('full')).toBe(2);
    expect(await synchronousOf('normal')).toBe(1);
  });

  it('is read from the environment, full unless set, and refuses anything else', () => {
    expect(readConfig({}).sqliteSync).toBe('full');
    expect(readConfig({ SQLITE_SYNC: 'normal' }).sqliteSync).toBe('normal');
    expect(() => readConfig({ SQLITE_SYNC: 'off' })).toThrow(/SQLITE_SYNC must be one of normal, full/);
  });
});
