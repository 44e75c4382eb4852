/** Lobby flows over the network: create, join by code, choices, start, and every refusal. */
import { ClientMessage, isRoomCode } from '@safecrackers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestPlayer } from './support/player.js';
import { startTestServer, type TestServer } from './support/server.js';
import { waitUntil } from './support/wait.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ maxSpectators: 3 });
});
afterAll(async () => {
  await t.close();
});

async function twoPlayerLobby() {
  const host = await TestPlayer.create(t.client(), { name: '  Ada  ' });
  const guest = await TestPlayer.join(t.client(), host.code, { name: 'Bo' });
  await waitUntil(() => Object.keys(host.state.members).length === 2, 'both members');
  return { host, guest };
}

describe('lobby', () => {
  it('creates a room with a short code; the creator is host and takes seat 1', async () => {
    const host = await TestPlayer.create(t.client(), { name: '  Ada  ' });
    expect(isRoomCode(host.code)).toBe(true);
    await waitUntil(() => host.state.code === host.code, 'state');
    expect(host.state.phase).toBe('lobby');
    // The newcomer shows in the lobby once it is stored (after the flush to the disk).
    await waitUntil(() => host.state.host === host.room.sessionId, 'the creator as host');
    expect(host.state.host).toBe(host.room.sessionId);
    expect(host.state.members[host.room.sessionId]?.name).toBe('Ada');
    await waitUntil(() => host.tokens.size === 1, 'a seat token');
    expect(host.seats).toEqual([0]);
    expect(host.state.seats[0]?.holder).toBe(host.room.sessionId);
    await host.leave();
  });

  it('joins by code, lets the host choose options and both pick characters, then starts', async () => {
    const { host, guest } = await twoPlayerLobby();
    expect(guest.seats).toEqual([1]);
    await host.sendAndWait(
      ClientMessage.configure,
      { scenario: 'bank', stealth: 4, randomWalls: true, advancedSides: true },
      (s) => s.config.scenario === 'bank' && s.config.stealth === 4,
      'options',
    );
    await host.sendAndWait(
      ClientMessage.pickCharacter,
      { seat: 0, character: 'hawk' },
      (s) => s.seats[0]?.character === 'hawk',
      'hawk',
    );
    await guest.sendAndWait(
      ClientMessage.pickCharacter,
      { seat: 1, character: 'peterman', side: 'advanced' },
      (s) => s.seats[1]?.side === 'advanced',
      'peterman',
    );
    for (const p of [host, guest]) {
      await p.sendAndWait(
        ClientMessage.ready,
        { ready: true },
        (s) => s.members[p.room.sessionId]?.ready === true,
        'ready',
      );
    }
    await host.sendAndWait(ClientMessage.start, {}, (s) => s.phase === 'setup', 'started');
    // The host saw the start; the guest's copy may come a moment later (seen on a loaded machine).
    const game = await waitUntil(() => guest.state.game, 'the game at the guest');
    expect(game.scenario).toBe('bank');
    expect(game.players.map((p: { character: string }) => p.character)).toEqual(['hawk', 'peterman']);
    // The entrance is seat 0's first prompt, and only seat 0 is offered anything.
    await host.synced();
    await guest.synced();
    expect(host.legalNow(0).length).toBeGreaterThan(0);
    expect(host.legalNow(0).every((a) => a.type === 'answer' && a.kind === 'entrance')).toBe(true);
    expect(guest.legalNow(1)).toEqual([]);
    expect(game.prompt?.kind).toBe('entrance');
    await Promise.all([host.leave(), guest.leave()]);
  });

  it('lets one client hold several seats and start solo-handed', async () => {
    const host = await TestPlayer.create(t.client(), { name: 'Solo' });
    await host.sendAndWait(ClientMessage.seatCount, { count: 3 }, (s) => s.seats.length === 3, '3 seats');
    await host.sendAndWait(
      ClientMessage.claimSeat,
      { seat: 1 },
      (s) => s.seats[1]?.holder === host.room.sessionId,
      'seat 2',
    );
    await host.sendAndWait(
      ClientMessage.claimSeat,
      { seat: 2 },
      (s) => s.seats[2]?.holder === host.room.sessionId,
      'seat 3',
    );
    await host.sendAndWait(
      ClientMessage.configure,
      { assignment: 'random' },
      (s) => s.config.assignment === 'random',
      'random',
    );
    await host.sendAndWait(
      ClientMessage.ready,
      { ready: true },
      (s) => s.members[host.room.sessionId]!.ready,
      'ready',
    );
    await host.sendAndWait(ClientMessage.start, {}, (s) => s.phase === 'setup', 'started');
    await waitUntil(() => host.tokens.size === 3, 'three tokens');
    // The lobby's phase and the game come in messages of their own: wait for the game too.
    const game = await waitUntil(() => host.state.game, 'the game');
    const characters = game.players.map((p: { character: string }) => p.character);
    expect(new Set(characters).size).toBe(3);
    await host.leave();
  });

  it('refuses a wrong code', async () => {
    await expect(TestPlayer.join(t.client(), 'ZZZZZZ', { name: 'Eve' })).rejects.toThrow(/not found/);
    await expect(TestPlayer.join(t.client(), 'not-a-code', { name: 'Eve' })).rejects.toThrow();
  });

  it('refuses bad names when creating or joining', async () => {
    await expect(TestPlayer.create(t.client(), { name: '   ' })).rejects.toThrow(/name/);
    const host = await TestPlayer.create(t.client(), { name: 'Host' });
    await expect(TestPlayer.join(t.client(), host.code, { name: 'x'.repeat(40) })).rejects.toThrow(/name/);
    await expect(TestPlayer.join(t.client(), host.code, { name: 42 as unknown as string })).rejects.toThrow(
      /name/,
    );
    await host.leave();
  });

  it('refuses a watcher beyond the limit, and a seat that is taken', async () => {
    const host = await TestPlayer.create(t.client(), { name: 'Host' });
    const others = [];
    for (let i = 0; i < 4; i++) others.push(await TestPlayer.join(t.client(), host.code, { name: `P${i}` }));
    // Two seats: the host and the first guest hold them; the others hold none.
    expect(others[1]!.seats).toEqual([]);
    const taken = await others[1]!.expectError(ClientMessage.claimSeat, { seat: 0 });
    expect(taken.code).toBe('seat/taken');
    await expect(TestPlayer.join(t.client(), host.code, { name: 'Sixth' })).rejects.toThrow(
      /as many watchers/,
    );
    await Promise.all([host, ...others].map((p) => p.leave()));
  });

  it('refuses a duplicate character', async () => {
    const { host, guest } = await twoPlayerLobby();
    await host.sendAndWait(
      ClientMessage.pickCharacter,
      { seat: 0, character: 'rook' },
      (s) => s.seats[0]?.character === 'rook',
      'rook',
    );
    const error = await guest.expectError(ClientMessage.pickCharacter, { seat: 1, character: 'rook' });
    expect(error).toMatchObject({ code: 'lobby/character_taken', about: ClientMessage.pickCharacter });
    expect(guest.state.seats[1]?.character).toBeNull();
    const notYours = await guest.expectError(ClientMessage.pickCharacter, { seat: 0, character: 'hawk' });
    expect(notYours.code).toBe('seat/not_held');
    const advanced = await guest.expectError(ClientMessage.pickCharacter, {
      seat: 1,
      character: 'hawk',
      side: 'advanced',
    });
    expect(advanced.code).toBe('lobby/side_not_allowed');
    await Promise.all([host.leave(), guest.leave()]);
  });

  it('refuses a start by a non-host, and tells the host why it cannot start', async () => {
    const { host, guest } = await twoPlayerLobby();
    const notHost = await guest.expectError(ClientMessage.start, {});
    expect(notHost.code).toBe('lobby/not_host');
    const configure = await guest.expectError(ClientMessage.configure, { scenario: 'fortknox' });
    expect(configure.code).toBe('lobby/not_host');
    const cannot = await host.expectError(ClientMessage.start, {});
    expect(cannot.code).toBe('lobby/cannot_start');
    expect(cannot.reasons).toEqual([
      { code: 'seat/no_character', seat: 0 },
      { code: 'seat/no_character', seat: 1 },
      { code: 'member/not_ready', name: 'Ada' },
      { code: 'member/not_ready', name: 'Bo' },
    ]);
    expect(host.state.phase).toBe('lobby');
    await Promise.all([host.leave(), guest.leave()]);
  });

  it('passes the host on when the host leaves, and frees its seat', async () => {
    const { host, guest } = await twoPlayerLobby();
    await host.leave();
    await waitUntil(() => guest.state.host === guest.room.sessionId, 'guest becomes host');
    expect(guest.state.seats[0]?.holder).toBeNull();
    await guest.sendAndWait(
      ClientMessage.seatCount,
      { count: 1 },
      (s) => s.seats.length === 1,
      'host powers',
    );
    await guest.leave();
  });

  it('makes a late joiner a spectator who cannot act', async () => {
    const host = await TestPlayer.create(t.client(), { name: 'Host' });
    await host.sendAndWait(ClientMessage.seatCount, { count: 1 }, (s) => s.seats.length === 1, 'one seat');
    await host.sendAndWait(
      ClientMessage.pickCharacter,
      { seat: 0, character: 'acrobat' },
      (s) => s.seats[0]?.character === 'acrobat',
      'acrobat',
    );
    await host.sendAndWait(
      ClientMessage.ready,
      { ready: true },
      (s) => s.members[host.room.sessionId]!.ready,
      'ready',
    );
    await host.sendAndWait(ClientMessage.start, {}, (s) => s.phase === 'setup', 'started');
    const late = await TestPlayer.join(t.client(), host.code, { name: 'Late' });
    await waitUntil(() => late.welcome, 'welcome');
    expect(late.welcome?.role).toBe('spectator');
    expect(late.seats).toEqual([]);
    const claim = await late.expectError(ClientMessage.claimSeat, { seat: 0 });
    expect(claim.code).toBe('lobby/not_in_lobby');
    await host.synced();
    const entrance = host.legalNow(0)[0]!;
    const refused = await late.expectError(ClientMessage.answer, { answer: entrance });
    expect(refused.code).toBe('seat/not_held');
    await Promise.all([host.leave(), late.leave()]);
  });

  it('answers GET /api/rooms/:code with phase and seats, and serves join links', async () => {
    const { host, guest } = await twoPlayerLobby();
    const found = await fetch(`${t.httpUrl}/api/rooms/${host.code.toLowerCase()}`);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({
      code: host.code,
      exists: true,
      game: 'heist',
      phase: 'lobby',
      over: false,
      seats: { total: 2, taken: 2, free: 0 },
      // For the invite screen (issue 13).
      scenario: 'office',
      players: ['Ada', 'Bo'],
    });
    const missing = await fetch(`${t.httpUrl}/api/rooms/ZZZZZZ`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { exists: boolean }).exists).toBe(false);
    const link = await fetch(`${t.httpUrl}/r/${host.code}`);
    expect(link.status).toBe(200);
    expect(await link.text()).toContain('web client is not built');
    expect((await fetch(`${t.httpUrl}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${t.httpUrl}/readyz`)).json()).toEqual({ ready: true });
    await Promise.all([host.leave(), guest.leave()]);
  });
});
