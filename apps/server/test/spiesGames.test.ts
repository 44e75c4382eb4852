/**
 * Spies against security online (issue 18, A-R16.5): full games through real colyseus.js
 * clients with the engine's bots on every seat, for 1, 2 and 3 spies. Seeds are picked so that
 * each game has the facts the issue names: spies caught, units killed, wires cut, doors opened
 * with a Lockpick, both sides winning. The stored log replays to the state the room ended in.
 * The seeds were picked for the expert bots (the only bots then): the free spy seats' bots are
 * set to the expert (issue 32), the host's own seat plays at the expert anyway.
 */
import { type AsymEvent, viewFor } from '@safecrackers/asym-rules';
import { SpyMessage } from '@safecrackers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineSetup, type SpiesTypes, spiesGame, spyStateHash } from '../src/games/spies/spiesRoom.js';
import { readRecord } from '../src/platform/gameRecord.js';
import { startTestServer, type TestServer } from './support/server.js';
import { ready, replaySteps, spiesRoom, startGame, untilOver } from './support/spies.js';
import { SpyPlayer } from './support/spyPlayer.js';

const GAMES = [
  { spies: 1, seed: 't28', winner: 'security', reason: 'security/carrier_caught' },
  { spies: 2, seed: 't8', winner: 'spies', reason: 'spies/document_out' },
  { spies: 3, seed: 't3', winner: 'security', reason: 'security/carrier_caught' },
] as const;

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

function tags(events: readonly AsymEvent[]): Set<string> {
  const found = new Set<string>();
  for (const e of events) {
    if (e.type === 'caught') found.add('caught');
    if (e.type === 'killed') found.add(e.unit === 'dog' ? 'killDog' : 'killUnit');
    if (e.type === 'breached' && e.how === 'cut') found.add('cut');
    if (e.type === 'opened') found.add('opened');
  }
  return found;
}

describe.each(GAMES)(
  'A-R16.5 a full game with $spies spy seat(s), bots on every seat (seed $seed)',
  (game) => {
    let t: TestServer;
    let host: SpyPlayer;
    let watcher: SpyPlayer;

    beforeAll(async () => {
      t = await startTestServer({ testSeed: game.seed, botPauseMs: 0, spyWindowMs: 0 });
      servers.push(t);
      host = await spiesRoom(t, game.spies);
      for (let seat = 1; seat <= game.spies; seat++)
        await host.lobbyChange(
          SpyMessage.bot,
          { seat, bot: 'on', level: 'expert' },
          (l) => l.seats[seat]?.level === 'expert',
          `expert bot ${seat}`,
        );
      watcher = await SpyPlayer.join(t.client(), host.room.roomId, { name: 'Watcher' });
      await ready(host);
      await startGame(host);
      await untilOver(host);
      await untilOver(watcher);
    }, 90_000);

    it(`ends as the engine's own game does: ${game.winner} (${game.reason})`, () => {
      expect(host.last?.view.outcome).toEqual({ winner: game.winner, reason: game.reason });
    });

    it('had a spy caught, a unit killed, a wire cut and a door opened with a Lockpick (the stored log, replayed)', async () => {
      const raw = readRecord(spiesGame, (await t.server.storage.load(host.room.roomId))!);
      const steps = replaySteps(engineSetup(raw.setup), raw.log);
      const found = tags(steps.flatMap((s) => s.events));
      expect([...found].sort()).toEqual(['caught', 'cut', 'killUnit', 'opened']);
    });

    it('the stored log replays to the state the room ended in (same hash); A-R15.4 everyone gets the log and the truth', async () => {
      const room = t.server.room<SpiesTypes>(host.room.roomId)!;
      // Finished: no longer "playing" in storage (its status is the winner), but the log is kept (the replay).
      const stored = (await t.server.storage.load(host.room.roomId))!;
      expect(stored.status).toBe(game.winner);
      const raw = readRecord(spiesGame, stored);
      const steps = replaySteps(engineSetup(raw.setup), raw.log);
      expect(spyStateHash(steps.at(-1)!.state)).toBe(spyStateHash(room.engineState()!));
      const last = watcher.last!;
      expect(last.log).toHaveLength(raw.log.length);
      expect(last.overlay?.spies).toHaveLength(game.spies);
      expect(last.view).toEqual(viewFor(steps.at(-1)!.state, 0));
    });
  },
);
