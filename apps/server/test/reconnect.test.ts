/** Reconnection: a dropped socket keeps its seat; code + seat token reclaims it anywhere. */
import { RandomBot } from '@safecrackers/bots';
import { ClientMessage, ServerMessage, type UpdatePayload } from '@safecrackers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageFor, playBots, startHeist } from './support/heist.js';
import { TestPlayer } from './support/player.js';
import { startTestServer, type TestServer } from './support/server.js';
import { waitUntil } from './support/wait.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ reconnectSeconds: 2 });
});
afterAll(async () => {
  await t.close();
});

/** Plays one input of whichever seat may act. */
async function playOne(players: TestPlayer[]) {
  await playBots(players, new RandomBot('one'), 1);
}

describe('reconnection', () => {
  it('keeps the seat of a dropped socket and resyncs it on reconnect', async () => {
    const [host, guest] = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
    await playOne([host!, guest!]);
    const sessionId = guest!.room.sessionId;
    const token = guest!.room.reconnectionToken;
    guest!.dropConnection();
    await waitUntil(() => host!.state.seats[1]?.connected === false, 'the seat to show as disconnected');
    expect(host!.state.seats[1]?.holder).toBe(sessionId);
    // The token changes after every reconnect; it reads "CODE:secret".
    expect(token.startsWith(`${guest!.code}:`)).toBe(true);
    const room = await t.client().reconnect(token);
    guest!.adopt(room);
    expect(room.sessionId).toBe(sessionId);
    await waitUntil(() => guest!.state.seats?.[1]?.connected === true, 'the seat to show as connected again');
    await guest!.synced();
    expect(guest!.state.version).toBe(host!.state.version);
    expect(guest!.state.game!.players).toEqual(host!.state.game!.players);
    await playBots([host!, guest!], new RandomBot('after-drop'), 3);
    await Promise.all([host!.leave(), guest!.leave()]);
  });

  it('rejoins with code + seat token from a fresh client after leaving', async () => {
    const [host, guest] = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
    const token = guest!.tokens.get(1)!;
    expect(token).toBeTruthy();
    await guest!.leave();
    await waitUntil(() => host!.state.seats[1]?.status === 'vacant', 'the seat to wait for its player');
    expect(host!.state.seats[1]?.name).toBe('Guest 1');
    const back = await TestPlayer.join(t.client(), host!.code, {
      name: 'Guest on phone',
      seats: [{ seat: 1, token }],
    });
    expect(back.welcome?.role).toBe('player');
    expect(back.seats).toEqual([1]);
    await waitUntil(() => host!.state.seats[1]?.holder === back.room.sessionId, 'the seat to be held again');
    // The lobby patch that shows the seat held comes after everything the join sent: the seat's
    // legal actions came once, with the game, not a second time (issue 12).
    await waitUntil(
      () => back.state.seats[1]?.holder === back.room.sessionId,
      'the rejoiner to see its seat',
    );
    const privateUpdates = back.received.filter(
      (m) => m.type === ServerMessage.update && (m.payload as UpdatePayload).legal !== undefined,
    );
    expect(privateUpdates).toHaveLength(1);
    await back.synced();
    await playBots([host!, back], new RandomBot('after-rejoin'), 6);
    await Promise.all([host!.leave(), back.leave()]);
  });

  it('hands the seat to a new device even while the old connection lives', async () => {
    const [host, guest] = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
    const token = guest!.tokens.get(1)!;
    const device = await TestPlayer.join(t.client(), host!.code, {
      name: 'Tablet',
      seats: [{ seat: 1, token }],
    });
    expect(device.seats).toEqual([1]);
    await waitUntil(() => guest!.seats.length === 0, 'the old connection to lose the seat');
    expect(guest!.moved).toEqual([{ seats: [1], reason: 'elsewhere' }]);
    await host!.synced();
    // Seat 1 (index 0) owes the entrance; the old connection can no longer act for seat 2.
    const { type, payload } = messageFor({ type: 'endActions' }, 1);
    const refused = await guest!.expectError(type, payload);
    expect(refused.code).toBe('seat/not_held');
    await Promise.all([host!.leave(), guest!.leave(), device.leave()]);
  });

  it('makes a wrong seat token a spectator with an error', async () => {
    const [host] = await startHeist(t, { seatsPerPlayer: [1], stealth: 9 });
    const intruder = await TestPlayer.join(t.client(), host!.code, {
      name: 'Mallory',
      seats: [{ seat: 0, token: 'A'.repeat(32) }],
    });
    expect(intruder.welcome?.role).toBe('spectator');
    expect(intruder.seats).toEqual([]);
    await waitUntil(() => intruder.errors.some((e) => e.code === 'seat/not_held'), 'a token error');
    expect(host!.state.seats[0]?.holder).toBe(host!.room.sessionId);
    await Promise.all([host!.leave(), intruder.leave()]);
  });

  it('keeps a lobby seat for its player when the reconnection window closes, until the host frees it', async () => {
    const host = await TestPlayer.create(t.client(), { name: 'Host' });
    const guest = await TestPlayer.join(t.client(), host.code, { name: 'Flaky' });
    const claims = [...guest.tokens].map(([seat, token]) => ({ seat, token }));
    guest.dropConnection();
    await waitUntil(() => host.state.seats[1]?.status === 'dropped', 'disconnected');
    await waitUntil(() => host.state.seats[1]?.status === 'vacant', 'the window to close', 8_000);
    expect(host.state.seats[1]).toMatchObject({ name: 'Flaky', holder: guest.room.sessionId });
    expect(host.state.members[guest.room.sessionId]).toMatchObject({ away: true, connected: false });
    // Back later from the home list, with the token: the same seat.
    const back = await TestPlayer.join(t.client(), host.code, { name: 'Flaky', seats: claims });
    expect(back.seats).toEqual([1]);
    expect(back.refused).toEqual([]);
    expect(Object.keys(host.state.members).sort()).toEqual([host.room.sessionId, back.room.sessionId].sort());
    await back.leave(false);
    await waitUntil(() => host.state.seats[1]?.status === 'vacant', 'the window to close again', 8_000);
    await host.sendAndWait(
      ClientMessage.freeSeat,
      { seat: 1 },
      (s) => s.seats[1]?.status === 'free',
      'freed',
    );
    expect(Object.keys(host.state.members)).toEqual([host.room.sessionId]);
    await host.leave();
  });
});
