/**
 * Two server processes sharing one Redis (REDIS_URL): codes are claimed in Redis, rooms are
 * found and joined across processes, and the heist's log lives in Redis.
 */
import { RandomBot } from '@safecrackers/bots';
import { ClientMessage } from '@safecrackers/protocol';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisStorage } from '../src/storage/redis.js';
import { type ChildServer, startChildServer } from './support/childServer.js';
import { playBots } from './support/heist.js';
import { TestPlayer } from './support/player.js';
import { freePort } from './support/ports.js';
import { hasRedisServer, type RedisServer, startRedisServer } from './support/redisServer.js';
import { startTestServer, type TestServer } from './support/server.js';

describe.skipIf(!hasRedisServer())('several processes on one Redis', () => {
  let redis: RedisServer;
  let a: TestServer;
  let b: ChildServer;
  let bPort: number;

  beforeAll(async () => {
    redis = await startRedisServer();
    const aPort = await freePort();
    a = await startTestServer({ redisUrl: redis.url, port: aPort, publicAddress: `127.0.0.1:${aPort}` });
    bPort = await freePort();
    b = startChildServer({
      PORT: String(bPort),
      REDIS_URL: redis.url,
      PUBLIC_ADDRESS: `127.0.0.1:${bPort}`,
      JOINS_PER_MINUTE: '10000',
      MESSAGES_PER_SECOND: '10000',
    });
    await b.listening;
  });
  afterAll(async () => {
    await b?.kill('SIGTERM');
    await a?.close();
    await redis?.stop();
  });

  it('finds and joins a room of the other process, and plays it to the end', async () => {
    const host = await TestPlayer.create(a.client(), { name: 'On A' });
    const lookup = await fetch(`http://127.0.0.1:${bPort}/api/rooms/${host.code}`);
    expect(await lookup.json()).toMatchObject({
      exists: true,
      phase: 'lobby',
      seats: { total: 2, taken: 1 },
    });
    const guest = await TestPlayer.join(new Client(`ws://127.0.0.1:${bPort}`), host.code, { name: 'Via B' });
    expect(guest.seats).toEqual([1]);
    await host.sendAndWait(
      ClientMessage.configure,
      { assignment: 'random', stealth: 5 },
      (s) => s.config.assignment === 'random',
      'options',
    );
    for (const p of [host, guest]) {
      await p.sendAndWait(
        ClientMessage.ready,
        { ready: true },
        (s) => s.members[p.room.sessionId]!.ready,
        'ready',
      );
    }
    await host.sendAndWait(ClientMessage.start, {}, (s) => s.phase !== 'lobby', 'start');
    const result = await playBots([host, guest], new RandomBot('redis'), 3_000);
    const storage = new RedisStorage(redis.url);
    const stored = await storage.load(host.code);
    expect(stored?.status).toBe(result.outcome);
    expect(stored?.log).toHaveLength(result.inputs);
    await storage.close();
    await Promise.all([host.leave(), guest.leave()]);
  });

  it('never hands out the same code twice across processes', async () => {
    const rooms = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        TestPlayer.create(i % 2 ? a.client() : new Client(`ws://127.0.0.1:${bPort}`), { name: `P${i}` }),
      ),
    );
    expect(new Set(rooms.map((r) => r.code)).size).toBe(rooms.length);
    await Promise.all(rooms.map((r) => r.leave()));
  });
});
