/**
 * Bot crewmates (issue 16): the host fills seats with planning bots that play server-side
 * through the room's own input path; a solo player finishes a whole heist with three of them;
 * a bot stands in for a player who left for good and gives the seat back to its owner's token.
 */
import { PlannerBot } from '@safecrackers/bots';
import { ClientMessage } from '@safecrackers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostWithBots, playAlongsideBots } from './support/crew.js';
import { messageFor, playBots, startHeist } from './support/heist.js';
import { seatClaims } from './support/lobby.js';
import { TestPlayer } from './support/player.js';
import { startTestServer, type TestServer } from './support/server.js';
import { waitUntil } from './support/wait.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ reconnectSeconds: 1, botPauseMs: 0, testSeed: 'crew-seed' });
});
afterAll(async () => {
  await t.close();
});

describe('bot crewmates (issue 16)', () => {
  it('the lobby: only the host adds and removes bots, in free seats; bots need no ready mark and get a character nobody picked', async () => {
    const host = await hostWithBots(t, 1, 'rookie');
    const guest = await TestPlayer.join(t.client(), host.code, { name: 'Guest' });
    // Seat 1 is the bot's: the guest got no seat, and may not touch bots.
    expect(guest.seats).toEqual([]);
    expect(host.state.seats[1]).toMatchObject({
      bot: 'rookie',
      status: 'playing',
      connected: true,
      name: 'Bot 2',
    });
    expect((await guest.expectError(ClientMessage.removeBot, { seat: 1 })).code).toBe('lobby/not_host');
    expect((await guest.expectError(ClientMessage.addBot, { seat: 0, level: 'expert' })).code).toBe(
      'lobby/not_host',
    );
    expect((await host.expectError(ClientMessage.addBot, { seat: 0, level: 'expert' })).code).toBe(
      'seat/taken',
    );
    expect((await host.expectError(ClientMessage.addBot, { seat: 3, level: 'expert' })).code).toBe(
      'seat/no_such',
    );
    expect((await host.expectError(ClientMessage.removeBot, { seat: 0 })).code).toBe('seat/not_held');
    expect((await host.expectError(ClientMessage.addBot, { seat: 1, level: 'boss' })).code).toBe(
      'input/bad_shape',
    );
    // A level change, then removal: the seat is free and the guest may take it.
    await host.sendAndWait(
      ClientMessage.addBot,
      { seat: 1, level: 'expert' },
      (s) => s.seats[1]?.bot === 'expert',
      'level',
    );
    await host.sendAndWait(
      ClientMessage.removeBot,
      { seat: 1 },
      (s) => s.seats[1]?.status === 'free',
      'removed',
    );
    await guest.sendAndWait(
      ClientMessage.claimSeat,
      { seat: 1 },
      (s) => s.seats[1]?.holder === guest.room.sessionId,
      'claim',
    );
    await guest.sendAndWait(
      ClientMessage.releaseSeat,
      { seat: 1 },
      (s) => s.seats[1]?.holder === null,
      'release',
    );
    // Back to a bot; chosen characters: the host picks its own and the bot's, ready, start.
    await host.sendAndWait(
      ClientMessage.addBot,
      { seat: 1, level: 'steady' },
      (s) => s.seats[1]?.bot === 'steady',
      'bot',
    );
    await host.sendAndWait(ClientMessage.seatCount, { count: 3 }, (s) => s.seats.length === 3, 'three seats');
    await host.sendAndWait(
      ClientMessage.addBot,
      { seat: 2, level: 'expert' },
      (s) => s.seats[2]?.bot === 'expert',
      'bot 3',
    );
    await host.sendAndWait(
      ClientMessage.pickCharacter,
      { seat: 0, character: 'hawk' },
      (s) => s.seats[0]?.character === 'hawk',
      'hawk',
    );
    await host.sendAndWait(
      ClientMessage.pickCharacter,
      { seat: 1, character: 'peterman' },
      (s) => s.seats[1]?.character === 'peterman',
      'the bot plays the peterman',
    );
    expect((await guest.expectError(ClientMessage.pickCharacter, { seat: 1, character: 'raven' })).code).toBe(
      'seat/not_held',
    );
    await host.sendAndWait(
      ClientMessage.ready,
      { ready: true },
      (s) => s.members[host.room.sessionId]!.ready,
      'ready',
    );
    await host.sendAndWait(ClientMessage.start, {}, (s) => s.phase !== 'lobby', 'start');
    await waitUntil(() => host.state.game, 'the game');
    const characters = host.state.game!.players.map((p) => p.character);
    expect(characters.slice(0, 2)).toEqual(['hawk', 'peterman']);
    expect(new Set(characters).size).toBe(3);
    await Promise.all([host.leave(), guest.leave()]);
  });

  it('a solo player with three bots plays a whole Office Job to its end through the network', async () => {
    const host = await hostWithBots(t, 3, 'expert');
    await host.sendAndWait(
      ClientMessage.ready,
      { ready: true },
      (s) => s.members[host.room.sessionId]!.ready,
      'ready',
    );
    await host.sendAndWait(ClientMessage.start, {}, (s) => s.phase !== 'lobby', 'start');
    await waitUntil(() => host.state.game, 'the game');
    const made = await playAlongsideBots(host, new PlannerBot('solo-human'));
    const game = host.state.game!;
    expect(['won', 'lost']).toContain(game.phase);
    expect(host.errors).toEqual([]);
    // Every input is in the stored log; most are the bots', each from its own seat.
    const stored = (await t.server.storage.load(host.code))!;
    expect(stored.status).toBe(game.phase);
    expect(stored.log.length).toBe(host.version);
    const bySeat = [0, 1, 2, 3].map((s) => stored.log.filter((i) => i.seat === s).length);
    expect(bySeat[0]).toBe(made);
    for (const seat of [1, 2, 3]) expect(bySeat[seat]).toBeGreaterThan(0);
    // The seats remember their bots (a restart resumes them).
    expect(stored.seats.bots).toEqual([null, 'expert', 'expert', 'expert']);
    await host.leave();
  }, 180_000);

  it('a bot takes over the seat of a player who left for good, plays it, and gives it back to the token', async () => {
    const [host, guest] = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
    const claims = seatClaims(guest!);
    // Not while the guest may still come back.
    guest!.dropConnection();
    await waitUntil(
      () => host!.state.seats[1]?.status === 'away' || host!.state.seats[1]?.status === 'dropped',
      'the drop',
    );
    expect((await host!.expectError(ClientMessage.addBot, { seat: 1, level: 'steady' })).code).toBe(
      'seat/not_vacant',
    );
    await waitUntil(() => host!.state.seats[1]?.status === 'vacant', 'the grace to end', 10_000);
    await host!.sendAndWait(
      ClientMessage.addBot,
      { seat: 1, level: 'steady' },
      (s) => s.seats[1]?.bot === 'steady' && s.seats[1]?.status === 'playing',
      'the bot to take the seat',
    );
    expect(host!.state.seats[1]).toMatchObject({ standIn: true, name: 'Guest 1' });
    // The host plays its seat; the bot plays seat 2 by itself until the turn comes back.
    const planner = new PlannerBot('host');
    const startTurn = host!.state.game!.turn.number;
    while (host!.state.game!.turn.number < startTurn + 3) {
      await host!.synced();
      const legal = host!.legalNow(0);
      if (legal.length === 0) {
        const v = host!.version;
        await waitUntil(() => host!.version > v, 'the bot to play');
        continue;
      }
      await playBots([host!], planner, 1);
    }
    const stored = (await t.server.storage.load(host!.code))!;
    expect(stored.log.some((i) => i.seat === 1)).toBe(true);
    expect(stored.seats.bots).toEqual([null, 'steady']);
    // The owner comes back with its token: the bot leaves, the seat is the guest's again.
    const back = await TestPlayer.join(t.client(), host!.code, { name: 'Guest 1', seats: claims });
    expect(back.seats).toEqual([1]);
    await waitUntil(
      () => host!.state.seats[1]?.bot === null && host!.state.seats[1]?.status === 'playing',
      'the bot to leave',
    );
    expect(host!.state.seats[1]).toMatchObject({ holder: back.room.sessionId, standIn: false });
    expect((await t.server.storage.load(host!.code))!.seats.bots).toBeUndefined();
    // When the seat's turn comes, nobody plays it but its owner.
    for (let i = 0; i < 400 && back.legalNow(1).length === 0; i++) {
      await Promise.all([host!.synced(), back.synced()]);
      if (back.legalNow(1).length > 0) break;
      await playBots([host!], planner, 1);
    }
    expect(back.legalNow(1).length).toBeGreaterThan(0);
    const version = back.version;
    await new Promise((r) => setTimeout(r, 200));
    expect(back.version).toBe(version);
    const { type, payload } = messageFor(back.legalNow(1)[0]!, 1);
    back.send(type, payload);
    await waitUntil(() => back.version > version, 'the owner to play');
    await Promise.all([host!.leave(), back.leave()]);
  }, 60_000);
});
