/**
 * Lobbies survive restarts: the server runs as a child process with a temporary DATA_DIR; a
 * lobby is filled and its characters picked, the process is killed (SIGKILL) or stopped
 * (SIGTERM), started again, and the players take their seats back with their seat tokens,
 * their choices intact, then start and play. A lobby nobody comes back to leaves memory and
 * returns on a lookup; strangers get neither seats nor the host role while the players may still
 * come back; seats of players who do not come back wait until the host frees them; a lobby
 * everyone left is forgotten.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RandomBot } from '@safecrackers/bots';
import { ClientMessage } from '@safecrackers/protocol';
import { Client } from 'colyseus.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { HeistLobbyRecord } from '../src/games/heist/heistLobby.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import { type ChildServer, startChildServer } from './support/childServer.js';
import { playBots } from './support/heist.js';
import { CHOICES, choices, makeChoices, seatClaims } from './support/lobby.js';
import { TestPlayer } from './support/player.js';
import { freePort } from './support/ports.js';
import { waitUntil } from './support/wait.js';

let child: ChildServer | undefined;

afterEach(async () => {
  await child?.kill('SIGKILL');
  child = undefined;
});

async function server(extra: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-lobby-restart-'));
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    JOINS_PER_MINUTE: '10000',
    MESSAGES_PER_SECOND: '10000',
    ...extra,
  };
  const url = `ws://127.0.0.1:${port}`;
  const http = `http://127.0.0.1:${port}`;
  const start = async () => {
    child = startChildServer(env);
    return child.restored;
  };
  const stored = async (code: string) => {
    const storage = new SqliteStorage(dataDir);
    try {
      return {
        room: await storage.load(code),
        lobbies: await storage.lobbies(),
        unfinished: await storage.unfinished(),
      };
    } finally {
      await storage.close();
    }
  };
  const lookup = async (code: string) => {
    const res = await fetch(`${http}/api/rooms/${code}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return { url, http, start, stored, lookup };
}

async function pickedLobby(url: string) {
  const ada = await TestPlayer.create(new Client(url), { name: 'Ada' });
  const bo = await TestPlayer.join(new Client(url), ada.code, { name: 'Bo' });
  await makeChoices(ada, bo);
  return { ada, bo, code: ada.code };
}

/** The stored lobby, once it shows what the players saw. */
async function storedLobby(
  s: Awaited<ReturnType<typeof server>>,
  code: string,
  check: (l: HeistLobbyRecord) => boolean,
): Promise<HeistLobbyRecord> {
  for (const deadline = Date.now() + 5_000; ; ) {
    const lobby = (await s.stored(code)).room?.lobby as HeistLobbyRecord | null | undefined;
    if (lobby && check(lobby)) return lobby;
    if (Date.now() > deadline) throw new Error(`the stored lobby never matched: ${JSON.stringify(lobby)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('lobby restart', () => {
  it('restores a lobby killed with SIGKILL under its code; both players reclaim their seats and choices, then play', async () => {
    const s = await server();
    await s.start();
    const { ada, bo, code } = await pickedLobby(s.url);
    await storedLobby(
      s,
      code,
      (l) => l.members.length === 2 && l.members[0]!.ready && l.seats[1]!.side === 'advanced',
    );
    expect(choices(ada.state, [ada, bo])).toEqual(CHOICES);

    expect(await child!.kill('SIGKILL')).toBeNull();
    await Promise.all(
      [ada, bo].map((p) => waitUntil(() => p.left !== undefined, 'clients to notice the kill')),
    );

    expect(await s.start()).toMatchObject({ restored: 1, lobbies: 1, failed: 0 });
    expect(child!.logs.find((l) => l.msg === 'room restored')).toMatchObject({
      room: code,
      phase: 'lobby',
      seats: 2,
      away: 2,
    });
    // The code works again: lookups and join links.
    expect(await s.lookup(code)).toEqual({
      status: 200,
      body: {
        code,
        exists: true,
        game: 'heist',
        phase: 'lobby',
        over: false,
        seats: { total: 2, taken: 2, free: 0 },
        scenario: expect.any(String),
        players: ['Ada', 'Bo'],
      },
    });
    expect((await fetch(`${s.http}/r/${code}`)).status).toBe(200);

    // Someone without a token finds both seats waiting for their players.
    const stranger = await TestPlayer.join(new Client(s.url), code, { name: 'Eve' });
    expect(stranger.seats).toEqual([]);
    expect((await stranger.expectError(ClientMessage.claimSeat, { seat: 1 })).code).toBe('seat/taken');
    await stranger.leave();

    // The web client's path: join by code with the seat tokens it kept.
    const ada2 = await TestPlayer.join(new Client(s.url), code, { name: 'Ada', seats: seatClaims(ada) });
    const bo2 = await TestPlayer.join(new Client(s.url), code, { name: 'Bo', seats: seatClaims(bo) });
    expect(ada2.seats).toEqual([0]);
    expect(bo2.seats).toEqual([1]);
    expect(ada2.errors).toEqual([]);
    const after = await waitUntil(() => {
      const st = bo2.state;
      return Object.keys(st.members).length === 2 && st.seats[1]?.holder === bo2.room.sessionId && st;
    }, 'both players back');
    expect(choices(after, [ada2, bo2])).toEqual(CHOICES);
    expect(after.seats.map((x) => x.connected)).toEqual([true, true]);

    await bo2.sendAndWait(
      ClientMessage.ready,
      { ready: true },
      (st) => st.members[bo2.room.sessionId]!.ready,
      'ready',
    );
    await ada2.sendAndWait(ClientMessage.start, {}, (st) => st.phase !== 'lobby', 'start');
    await Promise.all([ada2, bo2].map((p) => waitUntil(() => p.state.game?.phase, 'game state')));
    expect(bo2.state.game!.players.map((p: { character: string }) => p.character)).toEqual([
      'hawk',
      'peterman',
    ]);
    const played = await playBots([ada2, bo2], new RandomBot('lobby-restart'), 6);
    expect(played.inputs).toBeGreaterThan(0);

    // One record: the lobby became the heist; nothing of the lobby is left.
    const stored = await s.stored(code);
    expect(stored.room).toMatchObject({ status: played.outcome, lobby: null });
    expect(stored.room?.log).toHaveLength(played.inputs);
    expect(stored.lobbies).toEqual([]);
    expect(stored.unfinished).toEqual(played.outcome === 'playing' ? [code] : []);
    await Promise.all([ada2.leave(), bo2.leave()]);
  });

  it('keeps a lobby over a graceful stop and while nobody comes back; seats wait for their players; forgets it when everyone left', async () => {
    const s = await server({ EMPTY_ROOM_SECONDS: '2', RECONNECT_SECONDS: '1' });
    await s.start();
    const { ada, bo, code } = await pickedLobby(s.url);
    await storedLobby(s, code, (l) => l.members.length === 2 && l.members[0]!.ready);

    // A graceful stop closes every connection: that is not everyone leaving.
    expect(await child!.kill('SIGTERM')).toBe(0);
    const kept = (await s.stored(code)).room;
    expect(kept?.status).toBe('lobby');
    expect((kept?.lobby as HeistLobbyRecord | undefined)?.members).toEqual([
      { name: 'Ada', ready: true },
      { name: 'Bo', ready: false },
    ]);

    expect(await s.start()).toMatchObject({ restored: 1, lobbies: 1, failed: 0 });
    // Nobody comes back: the lobby leaves memory like an idle heist, and storage keeps it.
    await waitUntil(
      () => child!.logs.find((l) => l.msg === 'room disposed' && l.room === code),
      'the idle lobby to leave memory',
    );
    expect(child!.logs.find((l) => l.msg === 'room disposed')).toMatchObject({ phase: 'lobby', kept: true });
    expect((await s.stored(code)).lobbies).toEqual([code]);
    // A lookup of its code brings it back.
    expect(await s.lookup(code)).toMatchObject({
      status: 200,
      body: { phase: 'lobby', seats: { taken: 2 } },
    });
    // The child's log comes through a pipe that the lookup's answer may overtake.
    await waitUntil(
      () => child!.logs.filter((l) => l.msg === 'room restored' && l.room === code).length === 2,
      'the second restore in the log',
    );

    // A stranger who knows the code comes first: no seat, no host role while the players may
    // still come back (the grace counts from the room coming back, not from this join).
    const eve = await TestPlayer.join(new Client(s.url), code, { name: 'Eve' });
    expect(eve.seats).toEqual([]);
    expect(eve.state.host).toBe('away:0');
    // Ada comes back with her token: her seat, her choices, the host role.
    const ada2 = await TestPlayer.join(new Client(s.url), code, { name: 'Ada', seats: seatClaims(ada) });
    expect(ada2.seats).toEqual([0]);
    // The lobby shows her back once that is stored (after the flush to the disk).
    await waitUntil(() => ada2.state.host === ada2.room.sessionId, 'Ada as host again');
    expect(ada2.state.host).toBe(ada2.room.sessionId);
    expect(ada2.state.seats[0]).toMatchObject({ character: 'hawk', status: 'playing' });
    // Bo does not come back within the window: his seat waits for him ("vacant"), and only the
    // host can free it; nobody else takes it.
    await waitUntil(() => ada2.state.seats[1]?.status === 'vacant', "Bo's seat to wait for him", 5_000);
    expect(ada2.state.seats[1]).toMatchObject({ name: 'Bo', character: 'peterman' });
    expect((await eve.expectError(ClientMessage.claimSeat, { seat: 1 })).code).toBe('seat/taken');
    expect((await eve.expectError(ClientMessage.freeSeat, { seat: 1 })).code).toBe('lobby/not_host');
    await ada2.sendAndWait(
      ClientMessage.freeSeat,
      { seat: 1 },
      (st) => st.seats[1]?.status === 'free',
      'freed',
    );
    const record = await storedLobby(s, code, (l) => l.members.length === 1);
    expect(record.seats[1]).toEqual({
      holder: null,
      name: '',
      character: null,
      side: 'basic',
      tokenHash: null,
    });

    // Bo's token is no longer valid; he joins as a newcomer and takes the free seat.
    const bo2 = await TestPlayer.join(new Client(s.url), code, { name: 'Bo', seats: seatClaims(bo) });
    await waitUntil(() => bo2.errors.some((e) => e.code === 'seat/not_held'), 'a token error');
    expect(bo2.seats).toEqual([1]);
    expect(bo2.tokens.get(1)).not.toBe(bo.tokens.get(1));
    await eve.leave();

    // Everyone leaves a lobby that never started: it is forgotten, its code is dead.
    await Promise.all([ada2.leave(), bo2.leave()]);
    await waitUntil(
      () => child!.logs.find((l) => l.msg === 'room disposed' && l.room === code && l.kept === false),
      'the empty lobby to be disposed',
    );
    expect((await s.stored(code)).room).toBeNull();
    expect((await s.lookup(code)).status).toBe(404);
  });
});
