/**
 * The whole log, from the first line (issue 33): the join sends only the last events; a watcher,
 * a player coming back and a player after a restart page back with `log/before` to the heist's
 * first line and get exactly what a client of their kind saw live from the start: the same
 * events, players-only ones to seats only, nothing the engine still hides.
 */
import { RandomBot } from '@safecrackers/bots';
import { ClientMessage, type LogPagePayload, ServerMessage } from '@safecrackers/protocol';
import type { DomainEvent } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import type { HeistTypes } from '../src/games/heist/heistRoom.js';
import { playBots, startHeist } from './support/heist.js';
import { TestPlayer } from './support/player.js';
import { secretsIn } from './support/secrets.js';
import { startTestServer, type TestServer } from './support/server.js';
import { waitUntil } from './support/wait.js';

const LOG_TAIL = 15;
const SEED = 'full-log';
const INPUTS = 60;

const config = { logTail: LOG_TAIL, testSeed: SEED, snapshotEvery: 7 };

/** One server per test: the restart test closes its own before starting the next. */
async function withServer(run: (t: TestServer) => Promise<void>): Promise<void> {
  const t = await startTestServer(config);
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

/** Everything a client holds of the log once it paged back to the start: events, oldest first. */
async function wholeLog(p: TestPlayer): Promise<DomainEvent[]> {
  const recent = await waitUntil(() => p.recent, 'the join tail');
  expect(recent.start).toBe(false);
  let entries = recent.entries;
  for (let page = 0; page < 100; page++) {
    const before = entries[0]?.version ?? p.version + 1;
    const asked = p.received.length;
    p.send(ClientMessage.logBefore, { before });
    const answer = await waitUntil(
      () => p.received.slice(asked).find((m) => m.type === ServerMessage.logPage),
      `log page before ${before}`,
    );
    const payload = answer.payload as LogPagePayload;
    expect(payload.before).toBe(before);
    expect(payload.entries.every((e) => e.version < before)).toBe(true);
    entries = [...payload.entries, ...entries];
    if (payload.start) return entries.map((e) => e.event);
  }
  throw new Error('the log never reached its start');
}

const players = (events: readonly DomainEvent[]) =>
  events.filter((e) => 'audience' in e && e.audience === 'players');

describe('the whole log, from the first line', () => {
  it('reaches a late watcher, a player coming back and a player after a restart, as each may see it', async () => {
    const t = await startTestServer(config);
    const crew = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9, scenario: 'bank' });
    const [host, guest] = crew as [TestPlayer, TestPlayer];
    const code = host.code;
    // Watching from the first input: what a watcher sees live.
    const earlyWatcher = await TestPlayer.join(t.client(), code, { name: 'Early' });
    expect(earlyWatcher.welcome?.role).toBe('spectator');
    const result = await playBots(crew, new RandomBot(SEED), INPUTS);
    await earlyWatcher.synced();
    // Still under way (the seed is fixed): a restart brings it back.
    expect(result.outcome).toBe('playing');
    expect(host.events.length).toBeGreaterThan(3 * LOG_TAIL);
    expect(result.inputs).toBeGreaterThan(20);

    const lateWatcher = await TestPlayer.join(t.client(), code, { name: 'Late' });
    const watched = await wholeLog(lateWatcher);
    expect(watched).toEqual(earlyWatcher.events);
    expect(players(watched)).toEqual([]);

    const token = guest.tokens.get(1)!;
    await guest.leave();
    const back = await TestPlayer.join(t.client(), code, { name: 'Guest 1', seats: [{ seat: 1, token }] });
    expect(back.seats).toEqual([1]);
    const seen = await wholeLog(back);
    expect(seen).toEqual(host.events);
    expect(secretsIn('log pages', seen, t.server.room<HeistTypes>(code)!.engineState()!, SEED)).toEqual([]);

    // After a restart the room comes back from a snapshot: the log before it is replayed once.
    const claims = [
      { seat: 0, token: host.tokens.get(0)! },
      { seat: 1, token: back.tokens.get(1) ?? token },
    ];
    await Promise.all([host, back, earlyWatcher, lateWatcher].map((p) => p.leave()));
    await t.close();
    const second = await startTestServer({ ...config, dataDir: t.config.dataDir });
    try {
      const hostBack = await TestPlayer.join(second.client(), code, { name: 'Host', seats: claims });
      expect(hostBack.seats).toEqual([0, 1]);
      expect(await wholeLog(hostBack)).toEqual(host.events);
      const watcherBack = await TestPlayer.join(second.client(), code, { name: 'Watcher' });
      expect(await wholeLog(watcherBack)).toEqual(earlyWatcher.events);
      await Promise.all([hostBack, watcherBack].map((p) => p.leave()));
    } finally {
      await second.close();
    }
  }, 120_000);

  it('refuses a bad request with a typed error and changes nothing', () =>
    withServer(async (t) => {
      const crew = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
      await playBots(crew, new RandomBot('bad-log'), 5);
      const [host] = crew as [TestPlayer];
      const version = host.version;
      const beyond = await host.expectError(ClientMessage.logBefore, { before: version + 2 });
      expect(beyond.code).toBe('log/out_of_range');
      expect((await host.expectError(ClientMessage.logBefore, { before: 0 })).code).toBe('input/bad_shape');
      expect((await host.expectError(ClientMessage.logBefore, { before: 'x' })).code).toBe('input/bad_shape');
      expect(host.received.some((m) => m.type === ServerMessage.logPage)).toBe(false);
      await host.synced();
      expect(host.version).toBe(version);
      await Promise.all(crew.map((p) => p.leave()));
    }));

  it('says the join tail is the whole log while it is short', () =>
    withServer(async (t) => {
      const crew = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
      await playBots(crew, new RandomBot('short-log'), 2);
      const watcher = await TestPlayer.join(t.client(), crew[0]!.code, { name: 'Watcher' });
      const recent = await waitUntil(() => watcher.recent, 'the join tail');
      expect(recent.start).toBe(true);
      expect(recent.entries.length).toBeGreaterThan(0);
      await Promise.all([...crew, watcher].map((p) => p.leave()));
    }));
});
