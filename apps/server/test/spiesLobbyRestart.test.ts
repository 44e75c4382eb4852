/**
 * A spies lobby survives a SIGKILL the way a heist lobby does (the same stored lobby record,
 * Restorer and seat tokens): its code, seats, host, ready marks and bot modes come back, the
 * players take their seats back with their tokens and start. The chat (both channels) is
 * stored and comes back too, and the spies channel still never reaches security or a watcher,
 * not even in a raw frame (A-R15.9).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ClientMessage, ServerMessage, SpyMessage } from '@safecrackers/protocol';
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { SpyLobbyRecord } from '../src/games/spies/spyLobby.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import { type ChildServer, startChildServer } from './support/childServer.js';
import { freePort } from './support/ports.js';
import { ready, startGame } from './support/spies.js';
import { SpyPlayer } from './support/spyPlayer.js';
import { waitUntil } from './support/wait.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-spies-lobby-restart-'));
let child: ChildServer | undefined;
afterAll(async () => {
  await child?.kill('SIGKILL');
});

const SPY_LINE = 'meet at the shed QXSPYONLY';
const TABLE_LINE = 'good luck everyone';

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

const texts = (p: SpyPlayer) => p.chat.map((l) => l.text);
const framesText = (p: SpyPlayer) => p.frames.map((f) => Buffer.from(f).toString('latin1')).join('\n');

describe('spies lobby restart', () => {
  it('A-R16.5 A-R15.9 a spies lobby killed with SIGKILL comes back with its seats, host, bots and chat; players reclaim their seats and start', async () => {
    const port = await freePort();
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      JOINS_PER_MINUTE: '10000',
      MESSAGES_PER_SECOND: '10000',
      TEST_SEED: 't8',
      BOT_PAUSE_MS: '5',
      SPY_WINDOW_MS: '0',
    };
    child = startChildServer(env);
    await child.restored;
    const url = `ws://127.0.0.1:${port}`;

    // Security (the host, seat 0, its setup by the bot), a spy in person (seat 1), a bot spy (seat 2).
    const sec = await SpyPlayer.create(new Client(url), { name: 'Sec' });
    const code = sec.room.roomId;
    await sec.lobbyChange(ClientMessage.seatCount, { count: 3 }, (l) => l.seats.length === 3, 'three seats');
    await sec.lobbyChange(SpyMessage.bot, { seat: 2, bot: 'on' }, (l) => l.seats[2]?.bot === 'on', 'bot spy');
    const spy = await SpyPlayer.join(new Client(url), code, { name: 'Spy' });
    expect(spy.seats).toEqual([1]);
    await sec.lobbyChange(
      SpyMessage.bot,
      { seat: 0, bot: 'setup' },
      (l) => l.seats[0]?.bot === 'setup',
      'setup bot',
    );
    // One line after the other: two clients' lines could reach the server in either order.
    spy.say('spies', SPY_LINE);
    await waitUntil(() => texts(spy).length === 1, 'the spies line back to the spy');
    sec.say('table', TABLE_LINE);
    await waitUntil(() => texts(spy).length === 2, 'both lines to the spy');
    expect(texts(spy)).toEqual([SPY_LINE, TABLE_LINE]);
    await ready(sec);
    await ready(spy);
    const record = await storedOnce(
      async (s) => (await s.load(code))?.lobby as SpyLobbyRecord | undefined,
      (l) => l?.members.every((m) => m.ready) === true && l.spyBots?.join() === 'setup,off,on',
    );
    expect(record).toMatchObject({ game: 'spies', host: 0, members: [{ name: 'Sec' }, { name: 'Spy' }] });
    await storedOnce(
      (s) => s.loadChat(code),
      (lines) => lines.length === 2,
    );

    expect(await child.kill('SIGKILL')).toBeNull();
    child = startChildServer(env);
    expect(await child.restored).toMatchObject({ restored: 1, lobbies: 1, failed: 0 });
    expect(child.logs.find((l) => l.msg === 'room restored' && l.room === code)).toMatchObject({
      game: 'spies',
      phase: 'lobby',
      seats: 3,
      away: 2,
      chat: 2,
    });
    const lookup = await fetch(`http://127.0.0.1:${port}/api/rooms/${code}`);
    expect(await lookup.json()).toMatchObject({ code, exists: true, game: 'spies', phase: 'lobby' });

    // A stranger finds the seats waiting for their players, and only the table's chat.
    const eve = await SpyPlayer.join(new Client(url), code, { name: 'Eve' });
    expect(eve.seats).toEqual([]);
    expect((await eve.expectError(ClientMessage.claimSeat, { seat: 1 })).code).toBe('seat/taken');

    const sec2 = await SpyPlayer.join(new Client(url), code, {
      name: 'Sec',
      seats: [{ seat: 0, token: sec.tokens.get(0)! }],
    });
    const spy2 = await SpyPlayer.join(new Client(url), code, {
      name: 'Spy',
      seats: [{ seat: 1, token: spy.tokens.get(1)! }],
    });
    expect(sec2.seats).toEqual([0]);
    expect(spy2.seats).toEqual([1]);
    const lobby = await waitUntil(() => {
      const l = spy2.lobby;
      return l.seats[1]?.holder === spy2.room.sessionId && l.host === sec2.room.sessionId && l;
    }, 'both players back, security host again');
    expect(lobby.seats.map((s) => s.bot)).toEqual(['setup', 'off', 'on']);
    expect(lobby.seats.map((s) => s.side)).toEqual(['security', 'spy', 'spy']);
    expect(lobby.members.filter((m) => m.ready).map((m) => m.name)).toEqual(['Sec', 'Spy']);

    // The chat came back; the spies channel to the spy only.
    await Promise.all(
      [spy2, sec2, eve].map((p) =>
        waitUntil(() => p.received.some((m) => m.type === ServerMessage.chatLog), 'chat log'),
      ),
    );
    expect(texts(spy2)).toEqual([SPY_LINE, TABLE_LINE]);
    expect(texts(sec2)).toEqual([TABLE_LINE]);
    expect(texts(eve)).toEqual([TABLE_LINE]);
    expect(framesText(sec2)).not.toContain('QXSPYONLY');
    expect(framesText(eve)).not.toContain('QXSPYONLY');

    // They play: the bot does security's setup, the spy's loadout waits for its player.
    await startGame(sec2);
    await waitUntil(
      () => spy2.last?.legal.some((l) => l.seat === 1),
      'the spy to be asked for its loadout',
      30_000,
    );
    expect(spy2.last?.view.stage).toBe('spySetup');
    await Promise.all([eve, sec2, spy2].map((p) => p.leave()));
  }, 90_000);
});
