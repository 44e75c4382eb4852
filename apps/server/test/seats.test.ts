/**
 * A seat is never lost by normal use (issue 10): a second tab or device plays and the first
 * watches until it says "play here"; the host role follows the host's seat; watchers never
 * lock a seated player out; a seat whose player is gone for good is handed on, played, and
 * taken back by its owner's token. Each path ends with an input accepted from the right seat.
 */
import { RandomBot } from '@safecrackers/bots';
import { ClientMessage } from '@safecrackers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageFor, playBots, startHeist } from './support/heist.js';
import { seatClaims } from './support/lobby.js';
import { TestPlayer } from './support/player.js';
import { startTestServer, type TestServer } from './support/server.js';
import { waitUntil } from './support/wait.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ reconnectSeconds: 1, maxSpectators: 2 });
});
afterAll(async () => {
  await t.close();
});

/** Plays inputs until `seat` made one that was accepted. */
async function seatActs(players: TestPlayer[], seat: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    await Promise.all(players.map((p) => p.synced()));
    const actor = players.find((p) => p.legalNow(seat).length > 0);
    if (actor) {
      const version = actor.version;
      const { type, payload } = messageFor(actor.legalNow(seat)[0]!, seat);
      actor.send(type, payload);
      await waitUntil(() => actor.version > version, `an input of seat ${seat + 1}`);
      return;
    }
    await playBots(players, new RandomBot(`until-${seat}-${i}`), 1);
  }
  throw new Error(`seat ${seat + 1} never got to act`);
}

describe('seats (issue 10)', () => {
  it('a second tab plays; the first says so, keeps no host controls, and takes the seat back with "play here"', async () => {
    const ada = await TestPlayer.create(t.client(), { name: 'Ada' });
    const bo = await TestPlayer.join(t.client(), ada.code, { name: 'Bo' });
    const tab2 = await TestPlayer.join(t.client(), ada.code, { name: 'Ada', seats: seatClaims(ada) });
    expect(tab2.seats).toEqual([0]);
    await waitUntil(() => ada.moved.length > 0, 'the first tab to hear');
    expect(ada.moved).toEqual([{ seats: [0], reason: 'elsewhere' }]);
    expect(ada.seats).toEqual([]);
    // The host role followed the seat; the first tab is not host and no watcher either.
    await waitUntil(() => ada.state.host === tab2.room.sessionId, 'the host role to follow');
    expect(ada.state.members[ada.room.sessionId]).toMatchObject({ elsewhere: true, connected: true });
    expect((await ada.expectError(ClientMessage.seatCount, { count: 3 })).code).toBe('lobby/not_host');
    expect(ada.state.seats[0]).toMatchObject({ status: 'playing', holder: tab2.room.sessionId });
    // "Play here" on the first tab, with the token both tabs share (the browser's storage).
    ada.send(ClientMessage.reclaim, { seats: seatClaims(ada) });
    await waitUntil(() => tab2.moved.length > 0 && ada.seats.length === 1, 'the seat to come back');
    expect(ada.state.host).toBe(ada.room.sessionId);
    await ada.sendAndWait(ClientMessage.seatCount, { count: 2 }, (s) => s.seats.length === 2, 'host powers');
    await tab2.leave();
    await bo.leave();
    await ada.leave();
  });

  it('mid-game, the newest tab acts for the seat and the old one is refused', async () => {
    const [host, guest] = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
    const tab = await TestPlayer.join(t.client(), host!.code, { name: 'Guest 1', seats: seatClaims(guest!) });
    await waitUntil(() => guest!.moved.length > 0, 'the old tab to hear');
    await seatActs([host!, tab], 1);
    const { type, payload } = messageFor({ type: 'endActions' }, 1);
    expect((await guest!.expectError(type, payload)).code).toBe('seat/not_held');
    await Promise.all([host!.leave(), guest!.leave(), tab.leave()]);
  });

  it('never locks a seated player out, however many watchers there are', async () => {
    const [host, guest] = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
    const claims = seatClaims(guest!);
    await guest!.leave();
    const watchers = [];
    for (let i = 0; i < 2; i++)
      watchers.push(await TestPlayer.join(t.client(), host!.code, { name: `W${i}` }));
    await expect(TestPlayer.join(t.client(), host!.code, { name: 'W2' })).rejects.toThrow(/as many watchers/);
    const back = await TestPlayer.join(t.client(), host!.code, { name: 'Guest 1', seats: claims });
    expect(back.seats).toEqual([1]);
    await seatActs([host!, back], 1);
    await Promise.all([host!, back, ...watchers].map((p) => p.leave()));
  });

  it('hands the seat of a player gone for good to a watcher, who plays it until its owner takes it back', async () => {
    const [host, guest] = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
    const owner = seatClaims(guest!);
    const wes = await TestPlayer.join(t.client(), host!.code, { name: 'Wes' });
    guest!.dropConnection();
    // Within the window nobody may take it.
    await waitUntil(() => host!.state.seats[1]?.status === 'dropped', 'the drop');
    expect((await host!.expectError(ClientMessage.handOver, { seat: 1, to: wes.room.sessionId })).code).toBe(
      'seat/not_vacant',
    );
    expect((await wes.expectError(ClientMessage.handOver, { seat: 1, to: wes.room.sessionId })).code).toBe(
      'seat/not_held',
    );
    await waitUntil(() => host!.state.seats[1]?.status === 'vacant', 'the window to close', 5_000);
    host!.send(ClientMessage.handOver, { seat: 1, to: wes.room.sessionId });
    await waitUntil(() => wes.seats.includes(1) && wes.tokens.has(1), 'the seat and a token of his own');
    expect(host!.state.seats[1]).toMatchObject({ name: 'Guest 1', standIn: true, status: 'playing' });
    await seatActs([host!, wes], 1);
    // Wes reloads: his token brings the seat back to him.
    await wes.leave();
    const wes2 = await TestPlayer.join(t.client(), host!.code, { name: 'Wes', seats: seatClaims(wes) });
    expect(wes2.seats).toEqual([1]);
    // The owner comes back: her token wins; Wes is told and watches.
    const back = await TestPlayer.join(t.client(), host!.code, { name: 'Guest 1', seats: owner });
    expect(back.seats).toEqual([1]);
    await waitUntil(() => wes2.moved.length > 0, 'the stand-in to hear');
    expect(wes2.moved).toEqual([{ seats: [1], reason: 'returned' }]);
    // The lobby shows the change once it is stored (after the flush to the disk).
    await waitUntil(
      () => host!.state.seats[1]?.holder === back.room.sessionId,
      'the seat back with its owner',
    );
    expect(host!.state.seats[1]).toMatchObject({ standIn: false, holder: back.room.sessionId });
    await seatActs([host!, back], 1);
    // Wes's token is done.
    const wes3 = await TestPlayer.join(t.client(), host!.code, { name: 'Wes', seats: seatClaims(wes) });
    expect(wes3.refused).toEqual([1]);
    await Promise.all([host!, back, wes2, wes3].map((p) => p.leave()));
  });

  it('lets one player take the seat of a player who left, and play both', async () => {
    const [host, guest] = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
    await guest!.leave();
    await waitUntil(() => host!.state.seats[1]?.status === 'vacant', 'the seat to be vacant');
    host!.send(ClientMessage.handOver, { seat: 1, to: host!.room.sessionId });
    await waitUntil(() => host!.seats.length === 2, 'both seats');
    await seatActs([host!], 1);
    await seatActs([host!], 0);
    await host!.leave();
  });

  it('issue 29: a stranger in a lobby whose players stay away past the window gets no host role and frees nothing; their tokens get their seats', async () => {
    const ada = await TestPlayer.create(t.client(), { name: 'Ada' });
    const bo = await TestPlayer.join(t.client(), ada.code, { name: 'Bo' });
    const eve = await TestPlayer.join(t.client(), ada.code, { name: 'Eve' });
    expect(eve.seats).toEqual([]);
    ada.dropConnection();
    bo.dropConnection();
    await waitUntil(
      () => eve.state.seats.every((s) => s.status === 'vacant'),
      'both windows to close',
      5_000,
    );
    expect(eve.state.host).toBe(ada.room.sessionId);
    expect((await eve.expectError(ClientMessage.freeSeat, { seat: 0 })).code).toBe('lobby/not_host');
    expect((await eve.expectError(ClientMessage.addBot, { seat: 1, level: 'steady' })).code).toBe(
      'lobby/not_host',
    );
    expect((await eve.expectError(ClientMessage.claimSeat, { seat: 0 })).code).toBe('seat/taken');
    const ada2 = await TestPlayer.join(t.client(), ada.code, { name: 'Ada', seats: seatClaims(ada) });
    const bo2 = await TestPlayer.join(t.client(), ada.code, { name: 'Bo', seats: seatClaims(bo) });
    expect([ada2.seats, bo2.seats]).toEqual([[0], [1]]);
    await waitUntil(() => eve.state.host === ada2.room.sessionId, 'the host role back with its seat');
    await Promise.all([eve, ada2, bo2].map((p) => p.leave()));
  });

  it('issue 29: a stranger in a heist whose players stay away past the window gets no seat and no host role; their tokens get their seats', async () => {
    const [host, guest] = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
    const eve = await TestPlayer.join(t.client(), host!.code, { name: 'Eve' });
    host!.dropConnection();
    guest!.dropConnection();
    await waitUntil(
      () => eve.state.seats.every((s) => s.status === 'vacant'),
      'both windows to close',
      5_000,
    );
    expect(eve.state.host).toBe(host!.room.sessionId);
    expect((await eve.expectError(ClientMessage.handOver, { seat: 0, to: eve.room.sessionId })).code).toBe(
      'seat/not_held',
    );
    expect((await eve.expectError(ClientMessage.addBot, { seat: 1, level: 'steady' })).code).toBe(
      'lobby/not_host',
    );
    expect(eve.seats).toEqual([]);
    const host2 = await TestPlayer.join(t.client(), host!.code, { name: 'Host', seats: seatClaims(host!) });
    const guest2 = await TestPlayer.join(t.client(), host!.code, {
      name: 'Guest 1',
      seats: seatClaims(guest!),
    });
    expect([host2.seats, guest2.seats]).toEqual([[0], [1]]);
    await seatActs([host2, guest2], 1);
    await Promise.all([eve, host2, guest2].map((p) => p.leave()));
  });

  it('passes the host role on when the host is gone for good', async () => {
    const [host, guest] = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
    host!.dropConnection();
    await waitUntil(() => guest!.state.host === guest!.room.sessionId, 'the host role to pass', 5_000);
    await guest!.leave();
  });
});
