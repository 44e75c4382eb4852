import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GameSetup } from '@safecrackers/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, type RedisServer, startRedisServer } from '../../test/support/redisServer.js';
import { RedisStorage } from './redis.js';
import { LogOrderError, type Storage } from './Storage.js';
import { SqliteStorage } from './sqlite.js';

const setup: GameSetup = { scenario: 'office', seats: [{ name: 'Ada' }, { name: 'Bo' }], seed: 'abc' };

function contract(name: string, open: () => Promise<{ storage: Storage; reopen: () => Promise<Storage> }>) {
  describe(name, () => {
    let storage: Storage;
    let reopen: () => Promise<Storage>;
    beforeAll(async () => {
      ({ storage, reopen } = await open());
    });
    afterAll(async () => {
      await storage.close();
    });

    it('claims a code once', async () => {
      expect(await storage.claimCode('AAAAAA')).toBe(true);
      expect(await storage.claimCode('AAAAAA')).toBe(false);
      expect((await storage.load('AAAAAA'))?.status).toBe('lobby');
    });

    it('frees the code of a discarded lobby', async () => {
      expect(await storage.claimCode('BBBBBB')).toBe(true);
      await storage.discard('BBBBBB');
      expect(await storage.load('BBBBBB')).toBeNull();
      expect(await storage.claimCode('BBBBBB')).toBe(true);
    });

    it('keeps setup, tokens and the ordered log, and lists unfinished heists', async () => {
      await storage.claimCode('CCCCCC');
      await storage.start('CCCCCC', setup, ['h0', 'h1']);
      await storage.append('CCCCCC', 0, { seat: 0, action: { type: 'endActions' } });
      await storage.append('CCCCCC', 1, { seat: 1, action: { type: 'drop' } });
      await storage.discard('CCCCCC'); // a started heist is never discarded
      const room = await storage.load('CCCCCC');
      expect(room).toEqual({
        code: 'CCCCCC',
        status: 'playing',
        setup,
        tokenHashes: ['h0', 'h1'],
        log: [
          { seat: 0, action: { type: 'endActions' } },
          { seat: 1, action: { type: 'drop' } },
        ],
      });
      expect(await storage.unfinished()).toContain('CCCCCC');
    });

    it('refuses an input out of order', async () => {
      await storage.claimCode('DDDDDD');
      await storage.start('DDDDDD', setup, ['h0', 'h1']);
      await storage.append('DDDDDD', 0, { seat: 0, action: { type: 'drop' } });
      await expect(storage.append('DDDDDD', 0, { seat: 0, action: { type: 'drop' } })).rejects.toThrow(
        LogOrderError,
      );
      await expect(storage.append('DDDDDD', 5, { seat: 0, action: { type: 'drop' } })).rejects.toThrow();
      expect((await storage.load('DDDDDD'))?.log).toHaveLength(1);
    });

    it('keeps a finished game and its log, no longer unfinished', async () => {
      await storage.claimCode('EEEEEE');
      await storage.start('EEEEEE', setup, ['h0', 'h1']);
      await storage.append('EEEEEE', 0, { seat: 0, action: { type: 'drop' } });
      await storage.finish('EEEEEE', 'lost');
      expect(await storage.unfinished()).not.toContain('EEEEEE');
      const room = await storage.load('EEEEEE');
      expect(room?.status).toBe('lost');
      expect(room?.log).toHaveLength(1);
    });

    it('survives closing and opening again', async () => {
      await storage.close();
      storage = await reopen();
      expect((await storage.load('CCCCCC'))?.log).toHaveLength(2);
      await storage.ping();
    });
  });
}

contract('SQLite storage', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-sqlite-'));
  return { storage: new SqliteStorage(dir), reopen: async () => new SqliteStorage(dir) };
});

describe.skipIf(!hasRedisServer())('with a redis-server', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis?.stop();
  });
  contract('Redis storage', async () => ({
    storage: new RedisStorage(redis.url),
    reopen: async () => new RedisStorage(redis.url),
  }));

  it('lets only one of two processes claim a code', async () => {
    const a = new RedisStorage(redis.url, 'race:');
    const b = new RedisStorage(redis.url, 'race:');
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).claimCode('ZZZZZZ')),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    await Promise.all([a.close(), b.close()]);
  });
});
