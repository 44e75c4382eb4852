/**
 * A stranger and a restored room (issue 29): after a restart nobody is present, so nobody who
 * holds a seat can be the one who frees the others' seats. A stranger who knows the code and
 * waits out the reconnection window gets no host role, frees nothing, takes nothing and puts
 * no bot anywhere, in a heist lobby, a spies lobby, a started heist and a started spies game;
 * the players come back with their seat tokens long after the window and get their seats.
 * One child server (real process, SIGKILL), four rooms, one restart, a short window.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ClientMessage, SpyMessage } from '@safecrackers/protocol';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStorage } from '../src/storage/sqlite.js';
import { type ChildServer, startChildServer } from './support/childServer.js';
import { startHeist } from './support/heist.js';
import { TestPlayer } from './support/player.js';
import { freePort } from './support/ports.js';
import type { TestServer } from './support/server.js';
import { ready, startGame } from './support/spies.js';
import { SpyPlayer } from './support/spyPlayer.js';
import { waitUntil } from './support/wait.js';

const WINDOW_SECONDS = 2;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-restart-stranger-'));
let child: ChildServer | undefined;
let url = '';

const claimsOf = (tokens: Map<number, string>) => [...tokens].map(([seat, token]) => ({ seat, token }));

/** The four rooms before the restart: each player's browser tokens, and the stranger after it. */
const rooms = {
  heistLobby: {
    code: '',
    tokens: [] as Array<Map<number, string>>,
    eve: undefined as TestPlayer | undefined,
  },
  spiesLobby: { code: '', tokens: [] as Array<Map<number, string>>, eve: undefined as SpyPlayer | undefined },
  heistGame: { code: '', tokens: [] as Array<Map<number, string>>, eve: undefined as TestPlayer | undefined },
  spiesGame: { code: '', tokens: [] as Array<Map<number, string>>, eve: undefined as SpyPlayer | undefined },
};

async function storedOnce<T>(read: (s: SqliteStorage) => Promise<T>, check: (v: T) => boolean): Promise<T> {
  for (const deadline = Date.now() + 5_000; ; ) {
    const storage = new SqliteStorage(dataDir);
    const value = await read(storage).finally(() => storage.close());
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`storage never matched: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  const port = await freePort();
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    JOINS_PER_MINUTE: '10000',
    MESSAGES_PER_SECOND: '10000',
    RECONNECT_SECONDS: String(WINDOW_SECONDS),
    TEST_SEED: 't8',
    SPY_WINDOW_MS: '0',
  };
  child = startChildServer(env);
  await child.restored;
  url = `ws://127.0.0.1:${port}`;

  // A full heist lobby: Ada (host, seat 0) and Bo (seat 1).
  const ada = await TestPlayer.create(new Client(url), { name: 'Ada' });
  const bo = await TestPlayer.join(new Client(url), ada.code, { name: 'Bo' });
  await waitUntil(() => ada.tokens.size === 1 && bo.tokens.size === 1, 'heist lobby tokens');
  rooms.heistLobby = { code: ada.code, tokens: [ada.tokens, bo.tokens], eve: undefined };

  // A full spies lobby: Sec (host, security) and Spy.
  const sec = await SpyPlayer.create(new Client(url), { name: 'Sec' });
  const spy = await SpyPlayer.join(new Client(url), sec.room.roomId, { name: 'Spy' });
  await waitUntil(() => sec.tokens.size === 1 && spy.tokens.size === 1, 'spies lobby tokens');
  rooms.spiesLobby = { code: sec.room.roomId, tokens: [sec.tokens, spy.tokens], eve: undefined };

  // A started heist of two.
  const t = { client: () => new Client(url) } as TestServer;
  const [host, guest] = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
  rooms.heistGame = { code: host!.code, tokens: [host!.tokens, guest!.tokens], eve: undefined };

  // A started spies game: security and one spy, both in person.
  const gsec = await SpyPlayer.create(new Client(url), { name: 'GSec' });
  const gspy = await SpyPlayer.join(new Client(url), gsec.room.roomId, { name: 'GSpy' });
  await ready(gsec);
  await ready(gspy);
  await startGame(gsec);
  rooms.spiesGame = { code: gsec.room.roomId, tokens: [gsec.tokens, gspy.tokens], eve: undefined };

  // Everything stored as the players saw it, then the process dies.
  await storedOnce(
    async (s) => ({ lobbies: await s.lobbies(), unfinished: await s.unfinished() }),
    ({ lobbies, unfinished }) =>
      [rooms.heistLobby.code, rooms.spiesLobby.code].every((c) => lobbies.includes(c)) &&
      [rooms.heistGame.code, rooms.spiesGame.code].every((c) => unfinished.includes(c)),
  );
  await storedOnce(
    async (s) => [await s.load(rooms.heistLobby.code), await s.load(rooms.spiesLobby.code)],
    (stored) => stored.every((r) => (r?.lobby as { members?: unknown[] } | null)?.members?.length === 2),
  );
  expect(await child.kill('SIGKILL')).toBeNull();
  child = startChildServer(env);
  expect(await child.restored).toMatchObject({ restored: 4, lobbies: 2, failed: 0 });

  // A stranger who knows each code comes in while the players may still come back.
  rooms.heistLobby.eve = await TestPlayer.join(new Client(url), rooms.heistLobby.code, { name: 'Eve' });
  rooms.spiesLobby.eve = await SpyPlayer.join(new Client(url), rooms.spiesLobby.code, { name: 'Eve' });
  rooms.heistGame.eve = await TestPlayer.join(new Client(url), rooms.heistGame.code, { name: 'Eve' });
  rooms.spiesGame.eve = await SpyPlayer.join(new Client(url), rooms.spiesGame.code, { name: 'Eve' });
  for (const eve of Object.values(rooms).map((r) => r.eve!)) expect(eve.seats).toEqual([]);
}, 60_000);

afterAll(async () => {
  await child?.kill('SIGKILL');
});

describe('a stranger in a restored room (issue 29)', () => {
  it('heist lobby: past the window the stranger gets no host role and frees, takes and bots nothing; both players get their seats back', async () => {
    const { code, tokens } = rooms.heistLobby;
    const eve = rooms.heistLobby.eve!;
    await waitUntil(
      () => eve.state.seats.every((s) => s.status === 'vacant'),
      'the window to pass',
      WINDOW_SECONDS * 1000 + 5_000,
    );
    expect(eve.state.host).toBe('away:0');
    expect((await eve.expectError(ClientMessage.freeSeat, { seat: 0 })).code).toBe('lobby/not_host');
    expect((await eve.expectError(ClientMessage.freeSeat, { seat: 1 })).code).toBe('lobby/not_host');
    expect((await eve.expectError(ClientMessage.claimSeat, { seat: 0 })).code).toBe('seat/taken');
    expect((await eve.expectError(ClientMessage.addBot, { seat: 1, level: 'steady' })).code).toBe(
      'lobby/not_host',
    );
    expect((await eve.expectError(ClientMessage.seatCount, { count: 3 })).code).toBe('lobby/not_host');
    expect(eve.seats).toEqual([]);

    const ada = await TestPlayer.join(new Client(url), code, { name: 'Ada', seats: claimsOf(tokens[0]!) });
    const bo = await TestPlayer.join(new Client(url), code, { name: 'Bo', seats: claimsOf(tokens[1]!) });
    expect([ada.seats, ada.refused, bo.seats, bo.refused]).toEqual([[0], [], [1], []]);
    // The lobby's patches come a moment after the join's answer: wait for both seats and the host.
    const holders = () => bo.state.seats.map((s) => s.holder).join();
    await waitUntil(
      () =>
        bo.state.host === ada.room.sessionId && holders() === `${ada.room.sessionId},${bo.room.sessionId}`,
      'Ada as host again, both seats held',
    );
    await Promise.all([eve, ada, bo].map((p) => p.leave()));
  });

  it('spies lobby: past the window the stranger gets no host role and frees, takes and bots nothing; both players get their seats back', async () => {
    const { code, tokens } = rooms.spiesLobby;
    const eve = rooms.spiesLobby.eve!;
    await waitUntil(
      () => eve.lobby.seats.every((s) => s.status === 'vacant'),
      'the window to pass',
      WINDOW_SECONDS * 1000 + 5_000,
    );
    expect(eve.lobby.host).toBe('away:0');
    expect((await eve.expectError(ClientMessage.freeSeat, { seat: 1 })).code).toBe('lobby/not_host');
    expect((await eve.expectError(ClientMessage.claimSeat, { seat: 1 })).code).toBe('seat/taken');
    expect((await eve.expectError(SpyMessage.bot, { seat: 1, bot: 'on' })).code).toBe('lobby/not_host');
    expect((await eve.expectError(ClientMessage.seatCount, { count: 3 })).code).toBe('lobby/not_host');
    expect(eve.seats).toEqual([]);

    const sec = await SpyPlayer.join(new Client(url), code, { name: 'Sec', seats: claimsOf(tokens[0]!) });
    const spy = await SpyPlayer.join(new Client(url), code, { name: 'Spy', seats: claimsOf(tokens[1]!) });
    expect([sec.seats, spy.seats]).toEqual([[0], [1]]);
    // The lobby's patches come a moment after the join's answer: wait for the host and both seats.
    await waitUntil(
      () =>
        spy.lobby.host === sec.room.sessionId &&
        spy.lobby.seats.map((s) => s.holder).join() === `${sec.room.sessionId},${spy.room.sessionId}`,
      'Sec as host again, both seats held',
    );
    await Promise.all([eve, sec, spy].map((p) => p.leave()));
  });

  it('started heist: past the window the stranger gets no seat and no host role; the seat tokens still work', async () => {
    const { code, tokens } = rooms.heistGame;
    const eve = rooms.heistGame.eve!;
    expect(eve.welcome?.role).toBe('spectator');
    await waitUntil(
      () => eve.state.seats.every((s) => s.status === 'vacant'),
      'the window to pass',
      WINDOW_SECONDS * 1000 + 5_000,
    );
    expect(eve.state.host).toBe('away:0');
    expect((await eve.expectError(ClientMessage.handOver, { seat: 0, to: eve.room.sessionId })).code).toBe(
      'seat/not_held',
    );
    expect((await eve.expectError(ClientMessage.addBot, { seat: 1, level: 'steady' })).code).toBe(
      'lobby/not_host',
    );
    expect(eve.seats).toEqual([]);

    const host = await TestPlayer.join(new Client(url), code, { name: 'Host', seats: claimsOf(tokens[0]!) });
    const guest = await TestPlayer.join(new Client(url), code, {
      name: 'Guest 1',
      seats: claimsOf(tokens[1]!),
    });
    expect([host.seats, host.refused, guest.seats, guest.refused]).toEqual([[0], [], [1], []]);
    // The lobby's patches come a moment after the join's answer: wait for the host and both seats.
    await waitUntil(
      () =>
        guest.state.host === host.room.sessionId &&
        guest.state.seats.map((s) => s.holder).join() === `${host.room.sessionId},${guest.room.sessionId}`,
      'the host role back with its seat, both seats held',
    );
    expect(eve.seats).toEqual([]);
    await Promise.all([eve, host, guest].map((p) => p.leave()));
  });

  it('started spies game: past the window the stranger gets no seat and no host role; the seat tokens still work', async () => {
    const { code, tokens } = rooms.spiesGame;
    const eve = rooms.spiesGame.eve!;
    expect(eve.welcome?.role).toBe('spectator');
    await waitUntil(
      () => eve.lobby.seats.every((s) => s.status === 'vacant'),
      'the window to pass',
      WINDOW_SECONDS * 1000 + 5_000,
    );
    expect(eve.lobby.host).toBe('away:0');
    expect((await eve.expectError(ClientMessage.handOver, { seat: 1, to: eve.room.sessionId })).code).toBe(
      'seat/not_held',
    );
    expect((await eve.expectError(SpyMessage.bot, { seat: 1, bot: 'on' })).code).toBe('lobby/not_host');
    expect(eve.seats).toEqual([]);

    const sec = await SpyPlayer.join(new Client(url), code, { name: 'GSec', seats: claimsOf(tokens[0]!) });
    const spy = await SpyPlayer.join(new Client(url), code, { name: 'GSpy', seats: claimsOf(tokens[1]!) });
    expect([sec.seats, spy.seats]).toEqual([[0], [1]]);
    // The lobby's patches come a moment after the join's answer: wait for the host and both seats.
    await waitUntil(
      () =>
        spy.lobby.host === sec.room.sessionId &&
        spy.lobby.seats.map((s) => s.holder).join() === `${sec.room.sessionId},${spy.room.sessionId}`,
      'the host role back with its seat, both seats held',
    );
    expect(eve.seats).toEqual([]);
    await Promise.all([eve, sec, spy].map((p) => p.leave()));
  });
});
