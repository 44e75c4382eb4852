/**
 * The spies kill the dog (A-R9.2 release, A-R10.1 shot, A-R9.7 killed dog): no seeded bot game
 * did, so this one is scripted. Real server, real colyseus.js clients; each client picks its
 * seat's next input from the legal list the server sent it, seeing only what its seat sees
 * (support/dogHunt.ts). Security's setup and, after the kill, both seats are the engine's bots.
 * The stored log replays to the state the room ended in.
 */

import { isDeepStrictEqual } from 'node:util';
import { type AsymEvent, legalActions, type SpyView, viewFor } from '@safecrackers/asym-rules';
import { overlayOf, SpyMessage } from '@safecrackers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineSetup, type SpiesTypes, spiesGame, spyStateHash } from '../src/games/spies/spiesRoom.js';
import { readRecord } from '../src/platform/gameRecord.js';
import { securityChoice, spyChoice } from './support/dogHunt.js';
import { startTestServer, type TestServer } from './support/server.js';
import { ready, replaySteps, startGame, untilOver } from './support/spies.js';
import { SpyPlayer } from './support/spyPlayer.js';
import { waitUntil } from './support/wait.js';

/** A seed in which the scripted spy gets a shot at the released dog (found by playing these scripts on the engine: the dog runs once, then is shot). */
const SEED = 'dog3';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ testSeed: SEED, botPauseMs: 0, spyWindowMs: 0 });
});
afterAll(async () => {
  await t.close();
});

const seen = (p: SpyPlayer, type: AsymEvent['type']) =>
  p.updates.flatMap((u) => u.events).filter((e) => e.type === type);

describe('spies kill the dog', () => {
  it('A-R9.2 A-R10.1 A-R9.7 security releases its dog, the spy shoots it, security learns "the dog is dead"; the log replays to the same hash', async () => {
    const sec = await SpyPlayer.create(t.client(), { name: 'Sec' });
    const code = sec.room.roomId;
    await sec.lobbyChange(
      SpyMessage.bot,
      { seat: 0, bot: 'setup' },
      (l) => l.seats[0]?.bot === 'setup',
      'bot',
    );
    const spy = await SpyPlayer.join(t.client(), code, { name: 'Spy' });
    expect(spy.seats).toEqual([1]);
    await ready(sec);
    await ready(spy);
    await startGame(sec);

    const room = () => t.server.room<SpiesTypes>(code)!;
    /**
     * Whether a client holds the game as it now stands for its seat: versions are each
     * receiver's own (issue 29), so the room's state says when both clients are up to date.
     */
    const caughtUp = (p: SpyPlayer, seat: number) => {
      const state = room().engineState();
      const u = p.last;
      if (!state || !u) return false;
      const legal = legalActions(state, seat);
      const own = u.legal.find((l) => l.seat === seat)?.actions ?? [];
      if (!isDeepStrictEqual(own, legal)) return false;
      return seat === 0
        ? isDeepStrictEqual(u.view, viewFor(state, 0))
        : isDeepStrictEqual(u.overlay, overlayOf(viewFor(state, seat) as SpyView));
    };
    // Each client plays its own seat from its own updates, one input at a time.
    let inputs = 0;
    while (seen(sec, 'dogDead').length === 0) {
      const next = await waitUntil(
        () => {
          if (sec.last?.view.outcome) throw new Error('the game ended before the dog was killed');
          if (!caughtUp(sec, 0) || !caughtUp(spy, 1)) return null;
          const a = securityChoice(sec.last!);
          if (a) return { p: sec, seat: 0, action: a };
          const b = spyChoice(spy.last!, 1);
          return b ? { p: spy, seat: 1, action: b } : null;
        },
        'a scripted input',
        20_000,
      );
      const { p, seat, action } = next;
      const taken = room().inputCount();
      const errors = p.errors.length;
      p.act(action, seat);
      await waitUntil(() => room().inputCount() > taken || p.errors[errors], `input ${inputs} to be taken`);
      expect(p.errors.slice(errors)).toEqual([]);
      inputs++;
      if (inputs > 2_000) throw new Error('no dog killed in 2000 inputs');
    }

    // The spy saw its kill; security only the announcement at the next phase 3.
    expect(seen(sec, 'dogReleased')).toHaveLength(1);
    expect(seen(spy, 'killed')).toEqual([expect.objectContaining({ seat: 1, unit: 'dog' })]);
    expect(seen(sec, 'killed')).toEqual([]);
    expect(seen(sec, 'dogDead')).toHaveLength(1);
    expect(sec.last?.view.dog).toBeNull();

    // The bots play the rest; the stored log replays to where the room ended.
    sec.send(SpyMessage.bot, { seat: 0, bot: 'on' });
    spy.send(SpyMessage.bot, { seat: 1, bot: 'on' });
    await untilOver(sec, 60_000);
    const stored = readRecord(spiesGame, (await t.server.storage.load(code))!);
    const steps = replaySteps(engineSetup(stored.setup), stored.log);
    const final = steps.at(-1)!.state;
    expect(final.stage).toBe('over');
    expect(spyStateHash(final)).toBe(spyStateHash(t.server.room<SpiesTypes>(code)!.engineState()!));
    expect(
      steps.flatMap((s) => s.events).filter((e) => e.type === 'killed' && e.unit === 'dog'),
    ).toHaveLength(1);
    await Promise.all([sec.leave(), spy.leave()]);
  }, 120_000);
});
