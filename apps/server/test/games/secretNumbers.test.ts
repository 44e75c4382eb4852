/**
 * The platform is game-agnostic (issue 31): secret numbers, a two-seat game with hidden
 * information that the platform knows nothing of, plays on the same room: seats and tokens,
 * what each receiver may know, a bot in a seat, a replay of the finished game, and a server
 * killed with SIGKILL that brings the game back for the same players' tokens.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { replayWith } from '@safecrackers/engine-kit';
import type { ReplayPayload } from '@safecrackers/protocol';
import { ClientMessage } from '@safecrackers/protocol';
import { decodeShape } from '@safecrackers/protocol/state';
import {
  type SecretAction,
  type SecretLobbyWire,
  type SecretSetup,
  secretLobbyShape,
  secretNumbers,
} from '@safecrackers/test-game';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import { type ChildServer, startChildServer } from '../support/childServer.js';
import { freePort } from '../support/ports.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { waitUntil } from '../support/wait.js';
import { secretNumbersGame } from './secretNumbersGame.js';
import { SecretPlayer } from './secretPlayer.js';

const lobbyOf = (p: SecretPlayer) =>
  decodeShape(secretLobbyShape, (p.room.state as { toJSON(): unknown }).toJSON()) as SecretLobbyWire;

/** Two players seated and the game started; the host holds seat 1 and moves first. */
async function startedGame(client: () => Client) {
  const host = await SecretPlayer.create(client(), { name: 'Ada' });
  const guest = await SecretPlayer.join(client(), host.code, { name: 'Bo' });
  host.ready();
  guest.ready();
  await waitUntil(() => lobbyOf(host).members.filter((m) => m.ready).length === 2, 'both ready');
  host.room.send(ClientMessage.start, {});
  await waitUntil(() => host.last && guest.last, 'the game to start');
  return { host, guest };
}

describe('a third game on the platform: secret numbers', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ testSeed: 'secret-seed' }, [secretNumbersGame, ...GAMES]);
  });
  afterAll(() => t.close());

  it('seats, tokens and what each may know: a seat sees its own number and its own answers only, a watcher neither', async () => {
    const { host, guest } = await startedGame(() => t.client());
    expect(host.welcome?.game).toBe('secret-numbers');
    expect(host.seats).toEqual([0]);
    expect(guest.seats).toEqual([1]);
    const watcher = await SecretPlayer.join(t.client(), host.code, { name: 'Cy' });
    expect(watcher.seats).toEqual([]);
    expect(host.last?.view.secrets[0]).toBeTypeOf('number');
    expect(host.last?.view.secrets[1]).toBeNull();
    expect(guest.last?.view.secrets).toEqual([null, expect.any(Number)]);
    expect(watcher.last?.view.secrets).toEqual([null, null]);

    const asked = await host.act({ type: 'ask', above: 5 });
    expect(asked.view.asked[0]?.yes).toBeTypeOf('boolean');
    await waitUntil(() => guest.last?.view.turn === 1, 'the guest to hear of it');
    expect(guest.last?.view.asked[0]?.yes).toBeNull();
    expect(guest.last?.legal).toEqual([
      { seat: 1, actions: expect.arrayContaining([{ type: 'guess', value: 9 }]) },
    ]);
    // Not its turn: the engine's typed refusal, and nothing changes.
    await expect(host.act({ type: 'guess', value: 3 })).rejects.toThrow('action/not_your_turn');
    expect(guest.last?.view.turn).toBe(1);
    await Promise.all([host, guest, watcher].map((p) => p.room.leave()));
  });

  it('a bot plays a seat, and the finished game replays from /api/replays with every secret revealed', async () => {
    const host = await SecretPlayer.create(t.client(), { name: 'Ada' });
    host.room.send(ClientMessage.addBot, { seat: 1, level: 'steady' });
    host.ready();
    await waitUntil(
      () => lobbyOf(host).seats[1]?.bot === 'steady' && lobbyOf(host).members[0]?.ready,
      'the bot seated',
    );
    host.room.send(ClientMessage.start, {});
    await waitUntil(() => host.last, 'the game to start with the bot');
    // The host guesses 1, 2, 3 ... on its turns; the bot plays its own.
    for (let value = 1; host.last?.view.winner === null && value <= 9; value++) {
      await waitUntil(() => host.last?.view.turn === 0 || host.last?.view.winner !== null, 'the host’s turn');
      if (host.last?.view.winner !== null) break;
      await host.act({ type: 'guess', value });
    }
    await waitUntil(() => host.last?.view.winner !== null, 'the game to end');
    const end = host.last!.view;
    expect(end.secrets.every((n) => typeof n === 'number')).toBe(true);

    const response = await fetch(`${t.httpUrl}/api/replays/${host.code}`);
    expect(response.status).toBe(200);
    const replay = (await response.json()) as ReplayPayload<SecretSetup & { game: string }, SecretAction>;
    expect(replay.game).toBe('secret-numbers');
    const replayed = replayWith(secretNumbers, replay.setup, replay.log);
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) throw new Error('the replay was refused');
    expect(secretNumbers.viewFor(replayed.state, null)).toEqual(end);
    expect(replay.outcome).toBe(`seat ${end.winner! + 1} won`);
    await host.room.leave();
  });
});

describe('secret numbers survive a SIGKILL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-secret-restart-'));
  let child: ChildServer | undefined;
  afterAll(() => child?.kill('SIGKILL'));
  const boot = async (port: number) => {
    child = startChildServer(
      { PORT: String(port), DATA_DIR: dataDir, TEST_SEED: 'secret-restart', RECONNECT_SECONDS: '30' },
      ['--import', 'tsx', 'test/games/secretServer.ts'],
    );
    await child.listening;
    await child.restored;
  };

  it('comes back under its code; each player takes its seat back with its token and sees what it saw', async () => {
    const port = await freePort();
    await boot(port);
    const client = () => new Client(`ws://127.0.0.1:${port}`);
    const { host, guest } = await startedGame(client);
    const asked = await host.act({ type: 'ask', above: 4 });
    await waitUntil(() => guest.last?.view.turn === 1, 'the guest to hear of it');
    const claims = { host: host.claims, guest: guest.claims };
    await child!.kill('SIGKILL');

    await boot(port);
    const hostBack = await SecretPlayer.join(client(), host.code, { name: 'Ada', seats: claims.host });
    const guestBack = await SecretPlayer.join(client(), host.code, { name: 'Bo', seats: claims.guest });
    expect(hostBack.seats).toEqual([0]);
    expect(guestBack.seats).toEqual([1]);
    await waitUntil(() => hostBack.last && guestBack.last, 'both to have the game again');
    expect(hostBack.last?.view).toEqual(asked.view);
    expect(guestBack.last?.view.asked[0]?.yes).toBeNull();
    const guessed = await guestBack.act({ type: 'guess', value: hostBack.last!.view.secrets[0]! });
    expect(guessed.view.winner).toBe(1);
    await Promise.all([hostBack, guestBack].map((p) => p.room.leave()));
  });
});
