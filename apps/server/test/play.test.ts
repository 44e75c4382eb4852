/** Complete games through the network: clients choose among the legal actions they are sent. */
import { RandomBot } from '@safecrackers/bots';
import { outcome, replay, stateHash } from '@safecrackers/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeistTypes } from '../src/games/heist/heistRoom.js';
import { heistGame } from '../src/games/heist/heistRoom.js';
import { readRecord } from '../src/platform/gameRecord.js';
import { playBots, startHeist } from './support/heist.js';
import { TestPlayer } from './support/player.js';
import { startTestServer, type TestServer } from './support/server.js';
import { waitUntil } from './support/wait.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ logTail: 20 });
});
afterAll(async () => {
  await t.close();
});

describe('undo', () => {
  it('undoes through the network, logged as an input that replays', async () => {
    const players = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9, scenario: 'bank' });
    const code = players[0]!.code;
    const bot = new RandomBot('undo');
    let undone = false;
    for (let i = 0; i < 300 && !undone; i++) {
      await Promise.all(players.map((p) => p.synced()));
      const actor = players
        .flatMap((p) => p.seats.map((seat) => ({ p, seat })))
        .find((x) => x.p.legalNow(x.seat).length);
      if (!actor || players[0]!.state.game!.outcome !== 'playing') break;
      const legal = actor.p.legalNow(actor.seat);
      if (legal.some((a) => a.type === 'undo')) {
        expect(actor.p.state.game!.undoSeat).toBe(actor.seat);
        const version = actor.p.version;
        actor.p.send('action', { seat: actor.seat, action: { type: 'undo' } });
        await waitUntil(() => actor.p.version > version, 'the undo');
        expect(actor.p.events.at(-1)?.type).toBe('undone');
        undone = true;
      } else {
        await playBots(players, bot, 1);
      }
    }
    expect(undone).toBe(true);
    const stored = (await t.server.storage.load(code))!;
    const record = readRecord(heistGame, stored);
    expect(record.log.some((entry) => entry.action.type === 'undo')).toBe(true);
    expect(stateHash(replay(record.setup, record.log))).toBe(
      stateHash(t.server.room<HeistTypes>(code)!.engineState()!),
    );
    await Promise.all(players.map((p) => p.leave()));
  });
});

describe('complete games', () => {
  it.each([
    { scenario: 'office' as const, seatsPerPlayer: [1, 1], stealth: 3, seed: 1 },
    { scenario: 'bank' as const, seatsPerPlayer: [2, 1], stealth: 5, seed: 2 },
    { scenario: 'fortknox' as const, seatsPerPlayer: [1, 1, 1, 1], stealth: 4, seed: 3 },
  ])(
    '$scenario with seats $seatsPerPlayer plays to the end',
    async ({ scenario, seatsPerPlayer, stealth, seed }) => {
      const players = await startHeist(t, { scenario, seatsPerPlayer, stealth });
      const code = players[0]!.code;
      const result = await playBots(players, new RandomBot(seed), 5_000);
      expect(['won', 'lost']).toContain(result.outcome);

      // Every accepted input is in storage, in order, and replays to the room's state.
      const stored = await t.server.storage.load(code);
      expect(stored?.status).toBe(result.outcome);
      expect(stored?.log).toHaveLength(result.inputs);
      const live = t.server.room<HeistTypes>(code)!.engineState()!;
      expect(outcome(live)).toBe(result.outcome);
      const record = readRecord(heistGame, stored!);
      expect(stateHash(replay(record.setup, record.log))).toBe(stateHash(live));

      // Each client saw the same final public state; nobody is offered anything any more.
      for (const p of players) {
        expect(p.state.version).toBe(result.inputs);
        expect(p.state.game!.outcome).toBe(result.outcome);
        for (const seat of p.seats) expect(p.legalNow(seat)).toEqual([]);
        expect(p.events.at(-1)?.type).toBe(result.outcome === 'won' ? 'gameWon' : 'gameLost');
      }
      // A late joiner gets the last events, bounded, ending with the last one.
      const late = await TestPlayer.join(t.client(), players[0]!.code, { name: 'Late' });
      const recent = late.recent!.entries;
      expect(recent.length).toBeLessThanOrEqual(20);
      expect(recent.at(-1)?.event.type).toBe(result.outcome === 'won' ? 'gameWon' : 'gameLost');
      await late.leave();
      await Promise.all(players.map((p) => p.leave()));
    },
  );
});
