/**
 * A-R15.10 leak test over full games through real clients: a security player (its seat played
 * by the bot, the client only listening), a spectator, a human spy seat (also bot-played) that
 * talks on the spies channel, bot spies on the other seats. Everything the security client and
 * the spectator received - decoded updates, chat, raw websocket frames - is audited against
 * the server's truth rebuilt from the stored log. A planted leak proves the audit can fail.
 */
import type { AsymEvent } from '@safecrackers/asym-rules';
import { ClientMessage, SpyMessage } from '@safecrackers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineSetup, spiesGame } from '../src/games/spies/spiesRoom.js';
import { readRecord } from '../src/platform/gameRecord.js';
import { startTestServer, type TestServer } from './support/server.js';
import { ready, replaySteps, spiesRoom, startGame, untilOver } from './support/spies.js';
import { type AuditResult, auditSecurityStream, spyDoneProblems } from './support/spyLeaks.js';
import { SpyPlayer } from './support/spyPlayer.js';
import { waitUntil } from './support/wait.js';

const SECRET = 'SPYSECRET';
const GAMES = [
  { spies: 1, seed: 't28' },
  { spies: 2, seed: 't8' },
  { spies: 2, seed: 't24' },
  { spies: 3, seed: 't3' },
] as const;

const totals = { games: 0, updates: 0, frames: 0, leaks: 0 };
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
  // biome-ignore lint/suspicious/noConsole: the leak audit prints the closing note's figures
  console.log(`A-R15.10 leak audit: ${JSON.stringify(totals)}`);
});

describe.each(GAMES)('A-R15.10 what security and a spectator receive, $spies spies (seed $seed)', (game) => {
  let t: TestServer;
  let security: SpyPlayer;
  let spy: SpyPlayer;
  let spectator: SpyPlayer;
  let steps: ReturnType<typeof replaySteps>;

  beforeAll(async () => {
    t = await startTestServer({ testSeed: game.seed, botPauseMs: 1, spyWindowMs: 0 });
    servers.push(t);
    security = await spiesRoom(t, game.spies, { humanSeats: [1] });
    spy = await SpyPlayer.join(t.client(), security.room.roomId, { name: 'Spy' });
    expect(spy.seats).toEqual([1]);
    await spy.lobbyChange(
      SpyMessage.bot,
      { seat: 1, bot: 'on' },
      (l) => l.seats[1]?.bot === 'on',
      'autopilot',
    );
    spectator = await SpyPlayer.join(t.client(), security.room.roomId, { name: 'Watcher' });
    // The spy talks to its team whenever something happens; security tries to listen in.
    spy.onUpdate.push((u) => {
      if (u.version % 20 === 5) spy.say('spies', `${SECRET} ${u.version}`);
    });
    await ready(security);
    await ready(spy);
    await startGame(security);
    const refused = await security.expectError(ClientMessage.chat, {
      channel: 'spies',
      text: `${SECRET} from security`,
    });
    expect(refused.code).toBe('chat/not_allowed');
    await untilOver(security);
    await untilOver(spectator);
    await untilOver(spy);
    const raw = readRecord(spiesGame, (await t.server.storage.load(security.room.roomId))!);
    steps = replaySteps(engineSetup(raw.setup), raw.log);
  }, 90_000);

  function audit(who: string, p: SpyPlayer): AuditResult {
    return auditSecurityStream(who, p, steps, SECRET);
  }

  it('the security client and the spectator received nothing beyond the security board and the announcements', () => {
    const results = [audit('security', security), audit('spectator', spectator)];
    totals.games++;
    for (const r of results) {
      totals.updates += r.updates;
      totals.frames += r.frames;
      totals.leaks += r.problems.length;
    }
    expect(results.flatMap((r) => r.problems)).toEqual([]);
    expect(results[0]!.updates).toBeGreaterThan(50);
  });

  it('the spy chat reached the spy seat, never security or the spectator', () => {
    expect(spy.chat.filter((l) => l.channel === 'spies' && l.text.startsWith(SECRET)).length).toBeGreaterThan(
      2,
    );
    expect(security.chat).toEqual([]);
    expect(spectator.chat).toEqual([]);
  });

  it('A-R15.5: every round, exactly one "spy done" per spy seat, in seat order', () => {
    const seen: AsymEvent[] = security.updates.filter((u) => !u.full).flatMap((u) => u.events);
    expect(spyDoneProblems(seen, game.spies)).toEqual([]);
  });

  it('a planted leak is caught: one spy update or one spy frame in the security stream', () => {
    const spyUpdate = spy.updates.find((u) => u.overlay && !u.view.outcome)!;
    const planted = {
      ...security,
      updates: [...security.updates, spyUpdate],
      frames: security.frames,
      chat: [],
    };
    expect(auditSecurityStream('planted', planted, steps, SECRET).problems.length).toBeGreaterThan(0);
    const frame = spy.frames.find((f) => Buffer.from(f).includes(Buffer.from('knownDocuments')))!;
    const plantedFrame = { updates: [], frames: [frame], chat: [] };
    expect(auditSecurityStream('planted', plantedFrame, steps, SECRET).problems.length).toBeGreaterThan(0);
    // And the spy's own stream, which may know all this, fails the security audit.
    expect(audit('spy', spy).problems.length).toBeGreaterThan(0);
  });

  it('after the end, everyone has the true board and the whole log (A-R15.4)', () => {
    for (const p of [security, spectator]) {
      expect(p.last?.overlay?.board.units.length).toBeGreaterThan(0);
      expect(p.last?.log).toHaveLength(steps.length - 1);
    }
  });
});

describe('A-R15.9 the two chat channels', () => {
  it('spy lines reach spy seats only; lines for the spies channel from security or a spectator are dropped', async () => {
    const t = await startTestServer();
    servers.push(t);
    const security = await SpyPlayer.create(t.client(), { name: 'Sec' });
    await security.lobbyChange('lobby/seats', { count: 3 }, (l) => l.seats.length === 3, 'seats');
    const a = await SpyPlayer.join(t.client(), security.room.roomId, { name: 'Ann' });
    const b = await SpyPlayer.join(t.client(), security.room.roomId, { name: 'Bob' });
    const watcher = await SpyPlayer.join(t.client(), security.room.roomId, { name: 'Eve' });
    expect([security.seats, a.seats, b.seats, watcher.seats]).toEqual([[0], [1], [2], []]);
    a.say('spies', 'go left');
    await waitUntil(() => b.chat.length === 1 && a.chat.length === 1, 'the spy line');
    expect(b.chat[0]).toMatchObject({ channel: 'spies', seat: 1, name: 'Ann', text: 'go left' });
    expect((await security.expectError(ClientMessage.chat, { channel: 'spies', text: 'hi' })).code).toBe(
      'chat/not_allowed',
    );
    expect((await watcher.expectError(ClientMessage.chat, { channel: 'spies', text: 'hi' })).code).toBe(
      'chat/not_allowed',
    );
    security.say('table', 'good luck');
    await waitUntil(
      () => [a, b, watcher, security].every((p) => p.chat.some((l) => l.text === 'good luck')),
      'table',
    );
    expect(security.chat.map((l) => l.text)).toEqual(['good luck']);
    expect(watcher.chat.map((l) => l.text)).toEqual(['good luck']);
    expect(b.chat.map((l) => l.text)).toEqual(['go left', 'good luck']);
    // A spy coming back later gets the spy lines again; a new watcher only the table's.
    const late = await SpyPlayer.join(t.client(), security.room.roomId, { name: 'Late' });
    expect(late.chat.map((l) => l.text)).toEqual(['good luck']);
    expect((await a.expectError(ClientMessage.chat, { channel: 'spies', text: '' })).code).toBe(
      'input/bad_shape',
    );
  });

  it('one player cannot hold both sides; only the host fills free seats with bots', async () => {
    const t = await startTestServer();
    servers.push(t);
    const host = await SpyPlayer.create(t.client(), { name: 'Sec' });
    expect((await host.expectError('lobby/claim', { seat: 1 })).code).toBe('seat/taken');
    const other = await SpyPlayer.join(t.client(), host.room.roomId, { name: 'Ann' });
    expect(other.seats).toEqual([1]);
    expect((await other.expectError(SpyMessage.bot, { seat: 0, bot: 'on' })).code).toBe('lobby/not_host');
    expect((await host.expectError(SpyMessage.bot, { seat: 1, bot: 'on' })).code).toBe('seat/taken');
    expect((await host.expectError('lobby/seats', { count: 1 })).code).toBe('seat/no_such');
    const start = await host.expectError('lobby/start', undefined);
    expect(start.reasons).toEqual([
      { code: 'member/not_ready', name: 'Sec' },
      { code: 'member/not_ready', name: 'Ann' },
    ]);
  });
});
