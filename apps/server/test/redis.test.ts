/**
 * Two server processes sharing one Redis (REDIS_URL): codes are claimed in Redis, rooms are
 * found and joined across processes, the heist's log lives in Redis, and the lobbies of a
 * process killed with SIGKILL come back (its stale room listings are cleaned up).
 */

import { matchMaker } from '@colyseus/core';
import { RandomBot } from '@safecrackers/bots';
import { ClientMessage } from '@safecrackers/protocol';
import { describeNeeding, REDIS } from '@safecrackers/test-kit';
import { Client } from 'colyseus.js';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RedisStorage } from '../src/storage/redis.js';
import { type ChildServer, startChildServer } from './support/childServer.js';
import { playBots } from './support/heist.js';
import { CHOICES, choices, makeChoices, seatClaims } from './support/lobby.js';
import { TestPlayer } from './support/player.js';
import { freePort } from './support/ports.js';
import { type RedisServer, startRedisServer } from './support/redisServer.js';
import { startTestServer, type TestServer } from './support/server.js';
import { waitUntil } from './support/wait.js';

describeNeeding([REDIS], 'several processes on one Redis', () => {
  let redis: RedisServer;
  let a: TestServer;
  let b: ChildServer;
  let bPort: number;
  let bEnv: Record<string, string>;

  beforeAll(async () => {
    redis = await startRedisServer();
    const aPort = await freePort();
    a = await startTestServer({ redisUrl: redis.url, port: aPort, publicAddress: `127.0.0.1:${aPort}` });
    bPort = await freePort();
    bEnv = {
      PORT: String(bPort),
      REDIS_URL: redis.url,
      PUBLIC_ADDRESS: `127.0.0.1:${bPort}`,
      JOINS_PER_MINUTE: '10000',
      MESSAGES_PER_SECOND: '10000',
    };
    b = startChildServer(bEnv);
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

  it('brings back the lobbies of a process killed with SIGKILL: at its restart, or on a lookup elsewhere', async () => {
    const registry = new Redis(redis.url);
    // The room listings Colyseus keeps in Redis (RedisDriver), by room id.
    const listedBy = async (code: string) => {
      const raw = await registry.hget('roomcaches', code);
      return raw ? (JSON.parse(raw) as { processId: string }).processId : null;
    };
    const bUrl = `ws://127.0.0.1:${bPort}`;
    /** A lobby hosted by process B (a room asked of B may be created on A: retry). */
    const lobbyOnB = async () => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const ada = await TestPlayer.create(new Client(bUrl), { name: 'Ada' });
        if ((await listedBy(ada.code)) !== matchMaker.processId) {
          const bo = await TestPlayer.join(new Client(bUrl), ada.code, { name: 'Bo' });
          await makeChoices(ada, bo);
          expect(choices(ada.state, [ada, bo])).toEqual(CHOICES);
          return { ada, bo, code: ada.code, processId: (await listedBy(ada.code))! };
        }
        await ada.leave();
      }
      throw new Error('no room landed on process B');
    };
    const kill = async (players: TestPlayer[]) => {
      expect(await b.kill('SIGKILL')).toBeNull();
      await Promise.all(
        players.map((p) => waitUntil(() => p.left !== undefined, 'clients to notice the kill')),
      );
    };
    const rejoin = async (client: () => Client, code: string, ada: TestPlayer, bo: TestPlayer) => {
      const ada2 = await TestPlayer.join(client(), code, { name: 'Ada', seats: seatClaims(ada) });
      const bo2 = await TestPlayer.join(client(), code, { name: 'Bo', seats: seatClaims(bo) });
      expect([ada2.seats, bo2.seats]).toEqual([[0], [1]]);
      // Both back in the state Bo sees (not an away member still standing in for one of them).
      const state = await waitUntil(() => {
        const s = bo2.state;
        const back = s.seats[0]?.holder === ada2.room.sessionId && s.seats[1]?.holder === bo2.room.sessionId;
        return back && Object.keys(s.members).length === 2 && s;
      }, 'both players back');
      expect(choices(state, [ada2, bo2])).toEqual(CHOICES);
      return [ada2, bo2] as const;
    };

    // B restarts: its boot drops the listings its killed predecessor left, and restores the lobby.
    const first = await lobbyOnB();
    await kill([first.ada, first.bo]);
    expect(await listedBy(first.code)).toBe(first.processId);
    b = startChildServer(bEnv);
    expect(await b.restored).toMatchObject({ failed: 0 });
    expect(b.logs.find((l) => l.msg === 'room restored' && l.room === first.code)).toMatchObject({
      phase: 'lobby',
    });
    const newB = await listedBy(first.code);
    expect(newB).not.toBeNull();
    expect([first.processId, matchMaker.processId]).not.toContain(newB);
    const listings = Object.values(await registry.hgetall('roomcaches')).map((r) => JSON.parse(r));
    expect(listings.filter((l: { processId: string }) => l.processId === first.processId)).toEqual([]);

    const [ada1, bo1] = await rejoin(() => new Client(bUrl), first.code, first.ada, first.bo);
    await bo1.sendAndWait(
      ClientMessage.ready,
      { ready: true },
      (st) => st.members[bo1.room.sessionId]!.ready,
      'ready',
    );
    await ada1.sendAndWait(ClientMessage.start, {}, (st) => st.phase !== 'lobby', 'start');
    const played = await playBots([ada1, bo1], new RandomBot('redis-lobby'), 4);
    const storage = new RedisStorage(redis.url);
    const stored = await storage.load(first.code);
    expect(stored).toMatchObject({ status: played.outcome, lobby: null });
    expect(stored?.log).toHaveLength(played.inputs);
    expect(await storage.lobbies()).not.toContain(first.code);
    await Promise.all([ada1.leave(), bo1.leave()]);

    // B is killed again and stays down: a lookup at A finds B's listing stale, drops it and
    // brings the lobby back on A, where its players reclaim their seats.
    const second = await lobbyOnB();
    await kill([second.ada, second.bo]);
    const res = await fetch(`${a.httpUrl}/api/rooms/${second.code}`);
    expect(await res.json()).toMatchObject({ exists: true, phase: 'lobby', seats: { total: 2, taken: 2 } });
    expect(await listedBy(second.code)).toBe(matchMaker.processId);
    const [ada2, bo2] = await rejoin(() => a.client(), second.code, second.ada, second.bo);
    expect(await storage.lobbies()).toContain(second.code);
    await Promise.all([ada2.leave(), bo2.leave()]);
    await waitUntil(() => !a.server.room(second.code), 'the empty lobby to be disposed');
    expect(await storage.load(second.code)).toBeNull();
    await storage.close();
    await registry.quit();
  });
});
