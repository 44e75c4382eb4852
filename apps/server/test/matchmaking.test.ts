/**
 * Matchmaking limits (issue 9, item 2): every url Colyseus answers as matchmaking is under the
 * per-address budget however it is spelled, creating rooms has a tighter budget of its own,
 * bodies are capped, and a join by code brings an idle heist back. The server trusts
 * 127.0.0.1 as a proxy, so each test speaks from an address of its own (X-Forwarded-For).
 */
import { RandomBot } from '@safecrackers/bots';
import { ROOM_NAME } from '@safecrackers/protocol';
import type { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playBots, startHeist } from './support/heist.js';
import { TestPlayer } from './support/player.js';
import { startTestServer, type TestServer } from './support/server.js';
import { waitUntil } from './support/wait.js';

const JOINS = 10;
const CREATES = 2;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    joinsPerMinute: JOINS,
    createsPerMinute: CREATES,
    trustProxy: ['127.0.0.1'],
    emptyRoomSeconds: 1,
    idleRoomSeconds: 1,
  });
});
afterAll(async () => {
  await t.close();
});

function post(path: string, from: string, body = '{"name":"Guess"}', method = 'POST') {
  return fetch(`${t.httpUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body,
  });
}

function clientFrom(address: string): Client {
  const client = t.client();
  client.http.headers['X-Forwarded-For'] = address;
  return client;
}

describe('matchmaking limits (issue 9)', () => {
  it('counts every spelling of a join by code against one budget', async () => {
    const spellings = [
      '/matchmake/joinById/ZZZZZZ',
      '/matchmake.joinById.ZZZZZZ',
      '/matchmake?/joinById/ZZZZZZ',
      '//matchmake//joinById//ZZZZZZ',
      '/x/matchmake/joinById/ZZZZZZ',
    ];
    const statuses: number[] = [];
    for (let i = 0; i < JOINS + spellings.length; i++) {
      statuses.push((await post(spellings[i % spellings.length]!, '198.51.100.1')).status);
    }
    // Colyseus answers a failed join with 200 and an error body; the guard with 429.
    expect(statuses.slice(0, JOINS)).toEqual(Array(JOINS).fill(200));
    expect(statuses.slice(JOINS)).toEqual(Array(spellings.length).fill(429));
    // Room lookups share the budget.
    const lookup = await fetch(`${t.httpUrl}/api/rooms/ZZZZZZ`, {
      headers: { 'X-Forwarded-For': '198.51.100.1' },
    });
    expect(lookup.status).toBe(429);
    // Another address is not affected.
    expect((await post('/matchmake.joinById.ZZZZZZ', '198.51.100.2')).status).toBe(200);
  });

  it('limits creating rooms more tightly, however it is spelled', async () => {
    const from = '198.51.100.3';
    const created = [];
    for (let i = 0; i < CREATES; i++)
      created.push(await clientFrom(from).create(ROOM_NAME, { name: `H${i}` }));
    await expect(clientFrom(from).create(ROOM_NAME, { name: 'More' })).rejects.toThrow(
      /too many new heists/i,
    );
    const spelled = await post(`/matchmake.create.${ROOM_NAME}`, from);
    expect(spelled.status).toBe(429);
    const viaJoinOrCreate = await post(`/matchmake/joinOrCreate/${ROOM_NAME}`, from);
    expect(viaJoinOrCreate.status).toBe(429);
    // Joining is still allowed: it has its own, larger budget.
    const guest = await clientFrom(from).joinById(created[0]!.roomId, { name: 'Guest' });
    for (const room of [...created, guest]) room.onMessage('*', () => undefined);
    expect(guest.roomId).toBe(created[0]!.roomId);
    await Promise.all([...created, guest].map((room) => room.leave()));
  });

  it('refuses oversized bodies and other methods without passing them on', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(20_000) });
    expect((await post(`/matchmake/create/${ROOM_NAME}`, '198.51.100.4', huge)).status).toBe(413);
    expect((await post('/matchmake/joinById/ZZZZZZ', '198.51.100.5', '{}', 'PUT')).status).toBe(405);
    expect((await post('/matchmake/joinById/ZZZZZZ', '198.51.100.5', undefined, 'OPTIONS')).status).toBe(204);
  });

  it('drops a room nobody joined, and a join by code brings an idle heist back', async () => {
    const unused = await post(`/matchmake/create/${ROOM_NAME}`, '198.51.100.6');
    const reservation = (await unused.json()) as { room: { roomId: string } };
    const code = reservation.room.roomId;
    expect(t.server.room(code)).toBeTruthy();
    // Nobody comes: the reservation lapses and the room goes.
    await waitUntil(() => !t.server.room(code), 'the unused room to go', 20_000);

    const players = await startHeist(t, { seatsPerPlayer: [1] });
    const heist = players[0]!.code;
    await playBots(players, new RandomBot('idle'), 2);
    const claims = [...players[0]!.tokens].map(([seat, token]) => ({ seat, token }));
    await players[0]!.leave();
    await waitUntil(() => !t.server.room(heist), 'the idle heist to leave memory', 5_000);
    const back = await TestPlayer.join(clientFrom('198.51.100.7'), heist, { name: 'Host', seats: claims });
    expect(back.seats).toEqual([0]);
    expect(back.state.phase).not.toBe('lobby');
    await back.leave();
  });
});
