/**
 * A spies game survives a SIGKILL (A-R16.5: write-ahead log, restore on boot): bots play a
 * game in a child server, security's player takes its seat back from the bot so the game
 * waits and says a line on the table, the process is killed, started again on the same
 * DATA_DIR; the room comes back under its code with the same state hash, the seat still the
 * player's (its bot toggle was stored) and the chat line, the player reclaims the seat with its
 * token, hands it to the bot again, and the game is played to its end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SpyMessage } from '@safecrackers/protocol';
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import { engineSetup, spiesGame, spyStateHash } from '../src/games/spies/spiesRoom.js';
import { readRecord } from '../src/platform/gameRecord.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import { type ChildServer, startChildServer } from './support/childServer.js';
import { freePort } from './support/ports.js';
import type { TestServer } from './support/server.js';
import { ready, replaySteps, spiesRoom, startGame, untilOver } from './support/spies.js';
import { SpyPlayer } from './support/spyPlayer.js';
import { waitUntil } from './support/wait.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-spies-restart-'));
let child: ChildServer | undefined;
afterAll(async () => {
  await child?.kill('SIGKILL');
});

/** The hash of the stored log's first `inputs` inputs, replayed. */
async function storedHash(code: string, inputs: number): Promise<string> {
  const storage = new SqliteStorage(dataDir);
  const stored = readRecord(spiesGame, (await storage.load(code))!);
  await storage.close();
  const steps = replaySteps(engineSetup(stored.setup), stored.log.slice(0, inputs));
  return spyStateHash(steps.at(-1)!.state);
}

describe('spies game restart', () => {
  it('A-R16.5 a spies game killed with SIGKILL comes back under its code with the same state hash and is finished', async () => {
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
    child = startChildServer({ ...env, LOG_LEVEL: 'debug' });
    await child.listening;
    const t = { client: () => new Client(`ws://127.0.0.1:${port}`) } as TestServer;
    const host = await spiesRoom(t, 2);
    const code = host.room.roomId;
    await ready(host);
    await startGame(host);
    // Every input is logged at debug level, with the log's length as its version.
    const accepted = () => child!.logs.filter((l) => l.msg === 'input accepted' && l.room === code);
    await waitUntil(() => accepted().length >= 60, 'sixty inputs', 30_000);
    // Security's player takes its seat back: the game waits for it at security's next input.
    host.send(SpyMessage.bot, { seat: 0, bot: 'off' });
    await waitUntil(
      () => host.last?.legal.some((l) => l.seat === 0),
      'the game to wait for security',
      30_000,
    );
    // The input that made security's seat wait is the last: its log line may trail the update.
    const live = await waitUntil(() => {
      const lines = accepted();
      const last = lines.at(-1);
      return last && last.version === lines.length ? last : null;
    }, 'the last input in the log');
    const version = live.version as number;
    const seen = host.last!;
    const token = host.tokens.get(0)!;
    host.say('table', 'back in a minute');
    await waitUntil(() => host.chat.length === 1, 'the line said');
    const chatStored = async () => {
      const storage = new SqliteStorage(dataDir);
      const lines = await storage.loadChat(code).finally(() => storage.close());
      return lines.length === 1;
    };
    for (const deadline = Date.now() + 5_000; !(await chatStored()); ) {
      if (Date.now() > deadline) throw new Error('the chat line was never stored');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    await child.kill('SIGKILL');
    // Debug: the restored line carries the state hash (a serialisation per room, only when asked for).
    child = startChildServer({ ...env, LOG_LEVEL: 'debug' });
    await child.restored;
    const restored = child.logs.find((l) => l.msg === 'room restored' && l.room === code)!;
    expect(restored).toMatchObject({ inputs: version, stateHash: live.stateHash });
    expect(await storedHash(code, version)).toBe(live.stateHash);

    // The player's own toggle was stored: no bot plays security, the game still waits for it.
    const back = await SpyPlayer.join(t.client(), code, { name: 'Host', seats: [{ seat: 0, token }] });
    expect(back.seats).toEqual([0]);
    // The game's first update may follow the welcome and seats in a later frame.
    await waitUntil(() => back.last, 'the game view');
    expect(back.lobby.seats.map((s) => s.bot)).toEqual(['off', 'on', 'on']);
    // The same game as before the kill, as security sees it.
    expect(back.last?.view).toEqual(seen.view);
    expect(back.last?.legal.map((l) => l.seat)).toEqual([0]);
    await waitUntil(() => back.chat.length > 0, 'the chat log');
    expect(back.chat.map((l) => l.text)).toEqual(['back in a minute']);
    back.send(SpyMessage.bot, { seat: 0, bot: 'on' });
    await untilOver(back, 60_000);
    expect(back.last?.view.outcome?.winner).toMatch(/^(spies|security)$/);
    await back.leave();
  }, 120_000);
});
