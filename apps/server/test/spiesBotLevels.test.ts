/**
 * Bots at a level in the spies lobby (issue 32), through a real server and real colyseus.js
 * clients: the host picks a free seat's bot level, everyone sees it in the lobby, a bad pick is
 * refused with a typed error and changes nothing, the level survives a SIGKILL (the stored
 * lobby record) and goes into the game's stored setup, where the bot plays the seat at it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ClientMessage, SpyMessage } from '@safecrackers/protocol';
import type { SpyLobbyWire } from '@safecrackers/protocol/state';
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { SpyLobbyRecord, StoredSpySetup } from '../src/games/spies/spyLobby.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import { type ChildServer, startChildServer } from './support/childServer.js';
import { freePort } from './support/ports.js';
import { ready, startGame } from './support/spies.js';
import { SpyPlayer } from './support/spyPlayer.js';
import { waitUntil } from './support/wait.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-spies-bot-levels-'));
let child: ChildServer | undefined;
afterAll(async () => {
  await child?.kill('SIGKILL');
});

/** What storage holds for `code`, once `check` holds (the room writes after each change). */
async function storedOnce<T>(read: (s: SqliteStorage) => Promise<T>, check: (v: T) => boolean): Promise<T> {
  for (const deadline = Date.now() + 5_000; ; ) {
    const storage = new SqliteStorage(dataDir);
    const value = await read(storage).finally(() => storage.close());
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`storage never matched: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const levels = (l: SpyLobbyWire) => l.seats.map((s) => s.level);

describe('spies bot levels', () => {
  it('issue 32: the host sets a free seat’s bot level; everyone sees it; bad picks are refused; it survives a restart and plays', async () => {
    const port = await freePort();
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      JOINS_PER_MINUTE: '10000',
      MESSAGES_PER_SECOND: '10000',
      TEST_SEED: 't32',
      BOT_PAUSE_MS: '5',
      SPY_WINDOW_MS: '0',
    };
    child = startChildServer(env);
    await child.restored;
    const url = `ws://127.0.0.1:${port}`;

    // Security is the host (seat 0), a spy in person (seat 1), a free spy seat for the bot (seat 2).
    const sec = await SpyPlayer.create(new Client(url), { name: 'Sec' });
    const code = sec.room.roomId;
    await sec.lobbyChange(ClientMessage.seatCount, { count: 3 }, (l) => l.seats.length === 3, 'three seats');
    const spy = await SpyPlayer.join(new Client(url), code, { name: 'Spy' });
    expect(spy.seats).toEqual([1]);
    // A bot the host lets play a free seat is steady until the host picks another level.
    await sec.lobbyChange(SpyMessage.bot, { seat: 2, bot: 'on' }, (l) => l.seats[2]?.bot === 'on', 'bot spy');
    expect(levels(sec.lobby)).toEqual(['expert', 'expert', 'steady']);
    await sec.lobbyChange(
      SpyMessage.bot,
      { seat: 2, bot: 'on', level: 'rookie' },
      (l) => l.seats[2]?.level === 'rookie',
      'a rookie bot',
    );
    await waitUntil(() => spy.lobby.seats[2]?.level === 'rookie', 'the spy to see the level');
    expect(spy.lobby.seats[2]).toMatchObject({ holder: null, bot: 'on', level: 'rookie' });

    // Bad picks: no such level, not the host, a held seat (a player's own seat plays at the expert).
    expect((await sec.expectError(SpyMessage.bot, { seat: 2, bot: 'on', level: 'grandmaster' })).code).toBe(
      'input/bad_shape',
    );
    expect((await spy.expectError(SpyMessage.bot, { seat: 2, bot: 'on', level: 'expert' })).code).toBe(
      'lobby/not_host',
    );
    expect((await sec.expectError(SpyMessage.bot, { seat: 1, bot: 'on', level: 'expert' })).code).toBe(
      'seat/taken',
    );
    expect((await sec.expectError(SpyMessage.bot, { seat: 0, bot: 'on', level: 'rookie' })).code).toBe(
      'seat/taken',
    );
    expect(sec.lobby.seats.map((s) => [s.bot, s.level])).toEqual([
      ['off', 'expert'],
      ['off', 'expert'],
      ['on', 'rookie'],
    ]);

    // The players let the bot play their own seats too (at the expert), get ready, and the
    // lobby is stored with the rookie level on its free seat.
    await sec.lobbyChange(SpyMessage.bot, { seat: 0, bot: 'on' }, (l) => l.seats[0]?.bot === 'on', 'sec bot');
    await spy.lobbyChange(SpyMessage.bot, { seat: 1, bot: 'on' }, (l) => l.seats[1]?.bot === 'on', 'spy bot');
    await ready(sec);
    await ready(spy);
    const record = await storedOnce(
      async (s) => (await s.load(code))?.lobby as SpyLobbyRecord | undefined,
      (l) => l?.members.every((m) => m.ready) === true && l.spyBots?.join() === 'on,on,on',
    );
    expect(record?.seats.map((s) => s.botLevel)).toEqual(['steady', 'steady', 'rookie']);

    expect(await child.kill('SIGKILL')).toBeNull();
    child = startChildServer(env);
    expect(await child.restored).toMatchObject({ restored: 1, lobbies: 1, failed: 0 });

    const sec2 = await SpyPlayer.join(new Client(url), code, {
      name: 'Sec',
      seats: [{ seat: 0, token: sec.tokens.get(0)! }],
    });
    const spy2 = await SpyPlayer.join(new Client(url), code, {
      name: 'Spy',
      seats: [{ seat: 1, token: spy.tokens.get(1)! }],
    });
    const lobby = await waitUntil(() => {
      const l = spy2.lobby;
      return l.seats[1]?.holder === spy2.room.sessionId && l.host === sec2.room.sessionId && l;
    }, 'both players back, security host again');
    expect(lobby.seats.map((s) => [s.bot, s.level])).toEqual([
      ['on', 'expert'],
      ['on', 'expert'],
      ['on', 'rookie'],
    ]);

    // They start: the setup keeps the levels, and the bots play every seat, the rookie's too.
    await startGame(sec2);
    const setup = await storedOnce(
      async (s) => (await s.load(code))?.setup as StoredSpySetup | undefined,
      (v) => v !== undefined && v !== null,
    );
    expect(setup?.levels).toEqual(['steady', 'steady', 'rookie']);
    // Well into the game (the setup is a few dozen inputs), every bot input was accepted.
    await waitUntil(
      () => (spy2.last?.version ?? 0) >= 150 || spy2.last?.view.outcome,
      'the bots to play on',
      30_000,
    );
    expect(child.logs.filter((l) => l.msg === 'bot input refused' || l.msg === 'bot threw')).toEqual([]);
    await Promise.all([sec2, spy2].map((p) => p.leave()));
  }, 90_000);
});
