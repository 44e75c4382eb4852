/**
 * The seat of a spies player who left for good is handed on, as in the heist (issue 10): to
 * someone here who plays it in person (never across the sides), or by the host to the engine's
 * bot; the owner's token takes it back, which ends a stand-in. Real server, real colyseus.js
 * clients; each hand-over ends with an input accepted from the right seat.
 */
import type { Action } from '@safecrackers/asym-rules';
import { ClientMessage, SpyMessage } from '@safecrackers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.js';
import { ready, startGame } from './support/spies.js';
import { SpyPlayer } from './support/spyPlayer.js';
import { waitUntil } from './support/wait.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ testSeed: 't8', botPauseMs: 300, spyWindowMs: 0, reconnectSeconds: 1 });
});
afterAll(async () => {
  await t.close();
});

/** The seat's legal inputs in the player's latest update, once the game waits for that seat. */
function legalOf(p: SpyPlayer, seat: number): Action[] {
  return p.last?.legal.find((l) => l.seat === seat)?.actions ?? [];
}

/** The player gives a harmless input for `seat` (a pass in the spies' turn) and it is accepted. */
async function playsSeat(p: SpyPlayer, seat: number): Promise<void> {
  const actions = await waitUntil(
    () => legalOf(p, seat).length > 0 && legalOf(p, seat),
    `the game to wait for seat ${seat}`,
    20_000,
  );
  const action = actions.find((a) => a.type === 'pass') ?? actions[0]!;
  const version = p.version;
  p.act(action, seat);
  await waitUntil(() => p.version > version, `an input of seat ${seat}`);
}

describe('spies seats and strangers (issue 29)', () => {
  it('a stranger in a spies lobby whose players stay away past the window gets no host role and frees nothing; their tokens get their seats', async () => {
    const sec = await SpyPlayer.create(t.client(), { name: 'Sec' });
    const code = sec.room.roomId;
    const spy = await SpyPlayer.join(t.client(), code, { name: 'Spy' });
    const eve = await SpyPlayer.join(t.client(), code, { name: 'Eve' });
    expect(eve.seats).toEqual([]);
    void sec.leave(false);
    void spy.leave(false);
    await waitUntil(
      () => eve.lobby.seats.every((s) => s.status === 'vacant'),
      'both windows to close',
      5_000,
    );
    expect(eve.lobby.host).toBe(sec.room.sessionId);
    expect((await eve.expectError(ClientMessage.freeSeat, { seat: 1 })).code).toBe('lobby/not_host');
    expect((await eve.expectError(SpyMessage.bot, { seat: 1, bot: 'on' })).code).toBe('lobby/not_host');
    expect((await eve.expectError(ClientMessage.claimSeat, { seat: 0 })).code).toBe('seat/taken');
    const sec2 = await SpyPlayer.join(t.client(), code, {
      name: 'Sec',
      seats: [{ seat: 0, token: sec.tokens.get(0)! }],
    });
    const spy2 = await SpyPlayer.join(t.client(), code, {
      name: 'Spy',
      seats: [{ seat: 1, token: spy.tokens.get(1)! }],
    });
    expect([sec2.seats, spy2.seats]).toEqual([[0], [1]]);
    await waitUntil(() => eve.lobby.host === sec2.room.sessionId, 'the host role back with its seat');
    await Promise.all([eve, sec2, spy2].map((p) => p.leave()));
  });
});

describe('spies seats handed on (issue 18)', () => {
  it('hands a vacant spy seat to a watcher, never to the other side, then to the bot; the owner takes it back', async () => {
    const host = await SpyPlayer.create(t.client(), { name: 'Sec' });
    const code = host.room.roomId;
    await host.lobbyChange(SpyMessage.bot, { seat: 0, bot: 'on' }, (l) => l.seats[0]?.bot === 'on', 'bot');
    const spy = await SpyPlayer.join(t.client(), code, { name: 'Spy' });
    expect(spy.seats).toEqual([1]);
    const owner = [{ seat: 1, token: spy.tokens.get(1)! }];
    await spy.lobbyChange(
      SpyMessage.bot,
      { seat: 1, bot: 'setup' },
      (l) => l.seats[1]?.bot === 'setup',
      'bot',
    );
    await ready(host);
    await ready(spy);
    await startGame(host);
    // The bots' setup takes a few dozen inputs at the bots' pace: about 15 s, more on a busy machine.
    await waitUntil(
      () => spy.last?.view.stage === 'spies' && legalOf(spy, 1).length > 0,
      'the spies turn',
      45_000,
    );

    // The spy leaves for good; a watcher comes.
    await spy.leave();
    await waitUntil(() => host.lobby.seats[1]?.status === 'vacant', 'the seat to be vacant');
    const wes = await SpyPlayer.join(t.client(), code, { name: 'Wes' });
    expect(wes.seats).toEqual([]);
    expect((await wes.expectError(ClientMessage.handOver, { seat: 1, to: wes.room.sessionId })).code).toBe(
      'seat/not_held',
    );
    expect((await wes.expectError(SpyMessage.bot, { seat: 1, bot: 'on' })).code).toBe('lobby/not_host');
    expect((await host.expectError(ClientMessage.handOver, { seat: 0, to: wes.room.sessionId })).code).toBe(
      'seat/not_vacant',
    );
    // Security may not take a spy's seat: one player, one side.
    expect((await host.expectError(ClientMessage.handOver, { seat: 1, to: host.room.sessionId })).code).toBe(
      'seat/taken',
    );
    expect(host.seats).toEqual([0]);

    // To the watcher, who gets the seat, a token of his own, the spy's overlay, and plays it.
    host.send(ClientMessage.handOver, { seat: 1, to: wes.room.sessionId });
    await waitUntil(() => wes.seats.includes(1) && wes.tokens.has(1), 'the seat and a token of his own');
    expect(host.lobby.seats[1]).toMatchObject({ name: 'Spy', standIn: true, status: 'playing', bot: 'off' });
    await waitUntil(() => wes.last?.overlay, 'the spy overlay');
    await playsSeat(wes, 1);

    // Wes leaves too; the host hands the seat to the bot, which plays it.
    await wes.leave();
    await waitUntil(() => host.lobby.seats[1]?.status === 'vacant', 'the seat to be vacant again');
    await host.lobbyChange(
      SpyMessage.bot,
      { seat: 1, bot: 'on' },
      (l) => l.seats[1]?.bot === 'on',
      'the bot',
    );
    expect(host.lobby.seats[1]).toMatchObject({ status: 'playing', standIn: true, connected: true });
    const turn = host.last!.view.turn;
    await waitUntil(() => host.last!.view.turn > turn, 'a round with the bot spy', 20_000);

    // The owner comes back with her token: the bot leaves the seat and the game waits for her.
    const back = await SpyPlayer.join(t.client(), code, { name: 'Spy', seats: owner });
    expect(back.seats).toEqual([1]);
    await waitUntil(() => back.lobby.seats[1]?.holder === back.room.sessionId, 'the seat back');
    expect(back.lobby.seats[1]).toMatchObject({ bot: 'off', standIn: false, status: 'playing' });
    await playsSeat(back, 1);
    // Wes's token is done.
    const wes2 = await SpyPlayer.join(t.client(), code, {
      name: 'Wes',
      seats: [{ seat: 1, token: wes.tokens.get(1)! }],
    });
    expect(wes2.seats).toEqual([]);
    await Promise.all([host, back, wes2].map((p) => p.leave()));
  }, 90_000);
});
