/**
 * The storage contract on a real redis-server (a private one on a loopback port), and what only
 * Redis storage has to keep: old room records, one claim of a code between two processes.
 */
import { describeNeeding, REDIS } from '@safecrackers/test-kit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RedisStorage } from '../src/storage/redis.js';
import { type RedisServer, startRedisServer } from './support/redisServer.js';
import { contract, SEATS, setup } from './support/storageContract.js';

describeNeeding([REDIS], 'with a redis-server', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis?.stop();
  });
  contract('Redis storage', async () => ({
    storage: new RedisStorage(redis.url),
    reopen: async (options) => new RedisStorage(redis.url, undefined, options),
  }));

  it('reads room records written before lobbies were kept', async () => {
    const raw = new Redis(redis.url);
    await raw.set('old:room:OLDOLD', JSON.stringify({ status: 'playing', setup, tokens: ['h0', 'h1'] }));
    await raw.quit();
    const storage = new RedisStorage(redis.url, 'old:');
    expect(await storage.load('OLDOLD')).toMatchObject({
      status: 'playing',
      setup,
      lobby: null,
      seats: { ...SEATS, hostSeat: null },
    });
    await storage.close();
  });

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
