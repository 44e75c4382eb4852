import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { contract, lobbyRecord, SEATS, setup } from '../../test/support/storageContract.js';
import { readStoredSeats } from './Storage.js';
import { SqliteStorage } from './sqlite.js';

contract('SQLite storage', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-sqlite-'));
  return { storage: new SqliteStorage(dir), reopen: async (options) => new SqliteStorage(dir, options) };
});

describe('seats as stored before they could be handed on', () => {
  it('reads a list of owner token hashes, empty strings as none', () => {
    expect(readStoredSeats(['h0', ''])).toEqual({
      keys: [
        { owner: 'h0', delegate: null },
        { owner: null, delegate: null },
      ],
      hostSeat: null,
    });
    expect(readStoredSeats(SEATS)).toEqual(SEATS);
  });
});

describe('SQLite storage written before lobbies were kept', () => {
  it('adds the lobby column and keeps its rooms', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-sqlite-old-'));
    const old = new Database(path.join(dir, 'safecrackers.sqlite'));
    old.exec(`
      CREATE TABLE rooms (code TEXT PRIMARY KEY, status TEXT NOT NULL, setup TEXT,
        tokens TEXT NOT NULL DEFAULT '[]', created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
      CREATE TABLE inputs (code TEXT NOT NULL, idx INTEGER NOT NULL, seat INTEGER NOT NULL,
        action TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (code, idx));
    `);
    const now = Date.now();
    old
      .prepare(`INSERT INTO rooms VALUES ('OLDOLD', 'playing', ?, '["h0","h1"]', ?, ?)`)
      .run(JSON.stringify(setup), now, now);
    old.prepare(`INSERT INTO rooms VALUES ('OLDLOB', 'lobby', NULL, '[]', ?, ?)`).run(now, now);
    old.close();
    const storage = new SqliteStorage(dir);
    // Owner token hashes as they were stored then, read as seats nobody stands in for.
    expect(await storage.load('OLDOLD')).toMatchObject({
      status: 'playing',
      setup,
      lobby: null,
      seats: { ...SEATS, hostSeat: null },
    });
    expect(await storage.unfinished()).toEqual(['OLDOLD']);
    expect(await storage.lobbies()).toEqual([]);
    expect(await storage.saveLobby('OLDLOB', lobbyRecord(['Ada']))).toBe(true);
    expect(await storage.lobbies()).toEqual(['OLDLOB']);
    await storage.close();
    // Opening it again does not add the column twice.
    const again = new SqliteStorage(dir);
    expect(await again.lobbies()).toEqual(['OLDLOB']);
    await again.close();
  });
});
