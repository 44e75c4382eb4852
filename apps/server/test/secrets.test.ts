/**
 * Secrets: complete games with the Spotter (and its looks at hidden cards), a spectator from
 * the start and one who arrives mid-game; every message and decoded state each client
 * receives is audited against what the server's state still hides at that moment.
 */
import { RandomBot } from '@safecrackers/bots';
import type { CharacterId } from '@safecrackers/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeistTypes } from '../src/games/heist/heistRoom.js';
import { heistGame } from '../src/games/heist/heistRoom.js';
import { readRecord } from '../src/platform/gameRecord.js';
import { playBots, startHeist } from './support/heist.js';
import { TestPlayer } from './support/player.js';
import { SecretsAuditor } from './support/secrets.js';
import { startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.close();
});

/** Looks at hidden cards are what the audit most needs to see happen. */
const CURIOUS = {
  clairvoyance: 30,
  precognition: 30,
  useTool: 10,
  xray: 5,
  move: 4,
  peek: 3,
  endActions: 1,
  escape: 50,
  undo: 0,
  trade: 0.1,
};

const GAMES: Array<{
  scenario: 'office' | 'bank' | 'fortknox';
  characters: CharacterId[];
  advanced: boolean;
}> = [
  { scenario: 'office', characters: ['spotter', 'hawk'], advanced: false },
  { scenario: 'bank', characters: ['spotter', 'rigger', 'peterman'], advanced: true },
  { scenario: 'fortknox', characters: ['spotter', 'hacker'], advanced: false },
  { scenario: 'bank', characters: ['spotter', 'raven'], advanced: true },
];

describe('secrets', () => {
  it.each(GAMES)(
    '$scenario with $characters leaks nothing to anyone',
    async ({ scenario, characters, advanced }) => {
      const players = await startHeist(t, {
        scenario,
        stealth: 6,
        seatsPerPlayer: characters.map(() => 1),
        characters: characters.map((character, i) => ({
          character,
          side: advanced && i === 0 ? 'advanced' : 'basic',
        })),
      });
      const code = players[0]!.code;
      const early = await TestPlayer.join(t.client(), code, { name: 'Watcher' });
      const clients = [...players, early];
      const room = t.server.room<HeistTypes>(code)!;
      const auditor = new SecretsAuditor(clients, (p) => p === early || p.seats.length === 0);
      let late: TestPlayer | undefined;
      auditor.snapshot(room.engineState()!);
      const result = await playBots(
        players,
        new RandomBot(`${scenario}-${characters.join()}`, CURIOUS),
        3_000,
        async (n) => {
          if (n === 10) {
            late = await TestPlayer.join(t.client(), code, { name: 'Late' });
            clients.push(late);
          }
          auditor.snapshot(room.engineState()!);
        },
      );
      expect(['won', 'lost']).toContain(result.outcome);
      const seed = readRecord(heistGame, (await t.server.storage.load(code))!).setup.seed;
      const problems = auditor.audit(seed);
      expect(problems, `server seed ${seed}`).toEqual([]);
      expect(auditor.checkedItems).toBeGreaterThan(result.inputs * clients.length);
      // The late spectator got the public state and the last events, nothing private.
      expect(late?.recent?.entries.length).toBeGreaterThan(0);
      await Promise.all(clients.map((c) => c.leave()));
    },
  );

  it('saw the seats get looks at hidden cards that spectators did not', async () => {
    // Guard against an audit that passes because nothing secret ever happened: play until a
    // Spotter look occurred in some game of this file.
    const players = await startHeist(t, {
      scenario: 'office',
      stealth: 9,
      seatsPerPlayer: [1, 1],
      characters: [{ character: 'spotter' }, { character: 'hawk' }],
    });
    const watcher = await TestPlayer.join(t.client(), players[0]!.code, { name: 'Watcher' });
    await playBots(players, new RandomBot('looks', { ...CURIOUS, clairvoyance: 500 }), 400);
    expect(players.flatMap((p) => p.events).some((e) => e.type === 'cardsSeen')).toBe(true);
    expect(watcher.events.some((e) => e.type === 'cardsSeen')).toBe(false);
    await Promise.all([...players, watcher].map((c) => c.leave()));
  });
});
