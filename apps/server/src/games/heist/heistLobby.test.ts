import { describe, expect, it } from 'vitest';
import { awayId, botId } from '../../platform/lobby.js';
import { hashSeatToken } from '../../platform/seatTokens.js';
import { LobbyRecordError, readLobbyRecord } from '../../storage/lobbyRecord.js';
import { GAMES } from '../index.js';
import { HEIST_LOBBY, HeistLobby, type HeistLobbyRecord } from './heistLobby.js';

/** Ada (host, seat 1, hawk, ready) and Bo (seat 2, peterman advanced, not ready); Cy seatless. */
function filledLobby() {
  const heist = new HeistLobby();
  const ada = heist.lobby.join('sess-ada', 'Ada')!;
  const bo = heist.lobby.join('sess-bo', 'Bo')!;
  heist.lobby.join('sess-cy', 'Cy');
  heist.configure('sess-ada', { scenario: 'bank', stealth: 5, advancedSides: true });
  heist.pickCharacter('sess-ada', 0, 'hawk');
  heist.pickCharacter('sess-bo', 1, 'peterman', 'advanced');
  heist.lobby.setReady('sess-ada', true);
  return { heist, lobby: heist.lobby, tokens: [ada.token, bo.token] };
}

/** What storage does to a record: JSON there and back, then the check on reading. */
const throughStorage = (record: HeistLobbyRecord): HeistLobbyRecord =>
  readLobbyRecord(JSON.parse(JSON.stringify(record)), HEIST_LOBBY);

const GRACE = 30_000;
const clock = { now: 1_000_000 };
/** The heist lobby a stored record brings back after a restart. */
const restore = (record: HeistLobbyRecord) =>
  HeistLobby.fromRecord(JSON.parse(JSON.stringify(record)), GRACE, () => clock.now).seats;

describe('heist lobby record', () => {
  it('keeps options, seats, seated members, ready marks and the host; no session ids, no tokens', () => {
    const { heist, lobby, tokens } = filledLobby();
    const record = heist.toRecord();
    expect(record).toEqual({
      v: 1,
      config: { scenario: 'bank', randomWalls: false, stealth: 5, advancedSides: true, assignment: 'chosen' },
      members: [
        { name: 'Ada', ready: true },
        { name: 'Bo', ready: false },
      ],
      host: 0,
      seats: [
        { holder: 0, name: 'Ada', character: 'hawk', side: 'basic', tokenHash: lobby.seats[0]!.tokenHash },
        {
          holder: 1,
          name: 'Bo',
          character: 'peterman',
          side: 'advanced',
          tokenHash: lobby.seats[1]!.tokenHash,
        },
      ],
    });
    const json = JSON.stringify(record);
    for (const secret of [...tokens, 'sess-ada', 'sess-bo', 'Cy']) expect(json).not.toContain(secret);
  });

  it('reads back what it wrote, to the same record', () => {
    const record = filledLobby().heist.toRecord();
    const back = throughStorage(record);
    expect(JSON.stringify(back)).toBe(JSON.stringify(record));
    expect(JSON.stringify(restore(back).toRecord())).toBe(JSON.stringify(record));
  });

  it('restores every seated member gone, in grace, holding its seats, ready mark and host role', () => {
    const heist = restore(filledLobby().heist.toRecord());
    const { lobby } = heist;
    expect(lobby.phase).toBe('lobby');
    expect(lobby.gone()).toEqual([awayId(0), awayId(1)]);
    const away = { connected: false, gone: true, graceUntil: clock.now + GRACE, superseded: false };
    expect([...lobby.members.values()]).toEqual([
      { sessionId: awayId(0), name: 'Ada', ready: true, ...away },
      { sessionId: awayId(1), name: 'Bo', ready: false, ...away },
    ]);
    expect(lobby.seatStatus(0)).toBe('away');
    expect(lobby.host).toBe(awayId(0));
    expect(lobby.seats.map((s) => [s.holder, s.extra.character, s.extra.side])).toEqual([
      [awayId(0), 'hawk', 'basic'],
      [awayId(1), 'peterman', 'advanced'],
    ]);
    expect(heist.config.scenario).toBe('bank');
  });

  it('gives seats back to their tokens, with the ready mark and the host role, and to nobody else', () => {
    const { heist: before, tokens } = filledLobby();
    const { lobby } = restore(before.toRecord());

    // A newcomer finds no free seat: both wait for their players.
    const stranger = lobby.arrive('new-eve', 'Eve', []);
    expect(stranger).toMatchObject({ reclaimed: [], fresh: null });
    expect(lobby.claim('new-eve', 1)).toMatchObject({ ok: false, error: { code: 'seat/taken' } });
    expect(lobby.host).toBe(awayId(0));

    const wrong = lobby.arrive('new-bo', 'Bo', [{ seat: 1, token: tokens[0]! }]);
    expect(wrong).toMatchObject({ reclaimed: [], refused: [1] });

    const ada = lobby.arrive('new-ada', 'Ada', [{ seat: 0, token: tokens[0]! }]);
    expect(ada).toEqual({ reclaimed: [0], refused: [], displaced: [], fresh: null });
    expect(lobby.host).toBe('new-ada');
    expect(lobby.members.get('new-ada')?.ready).toBe(true);
    expect(lobby.members.has(awayId(0))).toBe(false);
    expect(lobby.gone()).toEqual([awayId(1)]);
    expect(lobby.seats[0]).toMatchObject({ holder: 'new-ada', extra: { character: 'hawk' } });

    const bo = lobby.arrive('new-bo2', 'Bo', [{ seat: 1, token: tokens[1]! }]);
    expect(bo.reclaimed).toEqual([1]);
    expect(lobby.gone()).toEqual([]);
    expect(lobby.seats[1]).toMatchObject({
      holder: 'new-bo2',
      extra: { character: 'peterman', side: 'advanced' },
    });
    expect(lobby.members.get('new-bo2')?.ready).toBe(false);
  });

  it('keeps the seats of players who do not come back; after their grace the host passes and may free them', () => {
    const { heist: before, tokens } = filledLobby();
    const { lobby } = restore(before.toRecord());
    lobby.arrive('new-bo', 'Bo', [{ seat: 1, token: tokens[1]! }]);
    // A stranger, or Bo, does not take Ada's place while she may still come back.
    expect(lobby.host).toBe(awayId(0));
    clock.now += GRACE;
    expect(lobby.passHostIfDue()).toBe(true);
    expect(lobby.host).toBe('new-bo');
    expect(lobby.seatStatus(0)).toBe('vacant');
    // Ada still gets her seat back with her token, until the host frees it.
    expect(lobby.free('new-bo', 0).ok).toBe(true);
    expect(lobby.seats[0]).toEqual({
      holder: null,
      name: '',
      extra: { character: null, side: 'basic' },
      tokenHash: null,
      delegateHash: null,
      standIn: false,
      bot: null,
    });
    expect(lobby.reclaim('late-ada', 0, tokens[0]!)).toBe(false);
    expect(lobby.arrive('late-ada', 'Ada', []).fresh?.seat).toBe(0);
  });

  it('issue 29: a stranger in a restored lobby never becomes host, frees, takes or bots anything, however long the players stay away', () => {
    const { heist: before, tokens } = filledLobby();
    const heist = restore(before.toRecord());
    const { lobby } = heist;
    lobby.arrive('eve', 'Eve', []);
    clock.now += GRACE * 100;
    expect(lobby.passHostIfDue()).toBe(false);
    expect(lobby.host).toBe(awayId(0));
    expect([lobby.seatStatus(0), lobby.seatStatus(1)]).toEqual(['vacant', 'vacant']);
    const notHost = { ok: false, error: { code: 'lobby/not_host' } };
    expect(lobby.free('eve', 0)).toMatchObject(notHost);
    expect(lobby.free('eve', 1)).toMatchObject(notHost);
    expect(lobby.addBot('eve', 1, 'steady')).toMatchObject(notHost);
    expect(lobby.setSeatCount('eve', 1)).toMatchObject(notHost);
    expect(lobby.claim('eve', 0)).toMatchObject({ ok: false, error: { code: 'seat/taken' } });
    // Another restart, more strangers: nothing changes.
    const { lobby: again } = restore(heist.toRecord());
    again.arrive('eve2', 'Eve', []);
    clock.now += GRACE * 100;
    expect(again.passHostIfDue()).toBe(false);
    expect(again.arrive('ada', 'Ada', [{ seat: 0, token: tokens[0]! }]).reclaimed).toEqual([0]);
    expect(again.host).toBe('ada');
    expect(again.arrive('bo', 'Bo', [{ seat: 1, token: tokens[1]! }]).reclaimed).toEqual([1]);
  });

  it('issue 29: a newcomer who takes a free seat of a restored lobby plays: the host role may pass to it once the host had its grace', () => {
    const { heist: before } = filledLobby();
    expect(before.setSeatCount('sess-ada', 3).ok).toBe(true);
    const { lobby } = restore(before.toRecord());
    expect(lobby.arrive('cy', 'Cy', []).fresh?.seat).toBe(2);
    expect(lobby.host).toBe(awayId(0));
    clock.now += GRACE;
    expect(lobby.passHostIfDue()).toBe(true);
    expect(lobby.host).toBe('cy');
  });

  it('keeps the token hashes into the started heist, so away players reclaim their seats there', () => {
    const { heist: before, tokens } = filledLobby();
    before.lobby.setReady('sess-bo', true);
    const heist = restore(before.toRecord());
    const { lobby } = heist;
    lobby.arrive('new-ada', 'Ada', [{ seat: 0, token: tokens[0]! }]);
    // Bo is away but was ready: like a dropped player, that does not hold the start back.
    expect(heist.startProblems()).toEqual([]);
    const keys = lobby.seatKeys();
    lobby.markStarted();
    expect(lobby.seats[1]).toMatchObject({ holder: awayId(1), name: 'Bo', extra: { character: 'peterman' } });
    const started = HeistLobby.restored(heist.toSetup('seed'), { keys, hostSeat: lobby.hostSeat() }, GRACE);
    expect(started.lobby.reclaim('bo-again', 1, tokens[1]!)).toEqual({ from: null });
  });

  it('has no host to keep when the host held no seat', () => {
    const heist = new HeistLobby();
    const { lobby } = heist;
    lobby.join('a', 'Ada');
    lobby.join('b', 'Bo');
    lobby.release('a', 0);
    const record = heist.toRecord();
    expect(record.host).toBeNull();
    expect(record.members).toEqual([{ name: 'Bo', ready: false }]);
    expect(record.seats.map((s) => s.holder)).toEqual([null, 0]);
    const { lobby: restored } = restore(record);
    expect(restored.host).toBeNull();
    restored.arrive('first', 'Cy', []);
    expect(restored.host).toBe('first');
    expect(restored.seatsOf('first')).toEqual([0]);
  });

  it('refuses stored data that does not fit, with a typed error', () => {
    const good = filledLobby().heist.toRecord();
    const bad: unknown[] = [
      null,
      'lobby',
      { ...good, v: 2 },
      { ...good, extra: true },
      { ...good, host: 3 },
      { ...good, seats: [] },
      { ...good, seats: [{ ...good.seats[0]!, holder: 3 }, good.seats[1]] },
      { ...good, seats: [{ ...good.seats[0]!, tokenHash: null }, good.seats[1]] },
      { ...good, seats: [good.seats[0], { ...good.seats[1]!, character: 'hawk' }] },
      { ...good, seats: [good.seats[0], { ...good.seats[1]!, tokenHash: 'not-a-hash' }] },
      { ...good, seats: [good.seats[0], { ...good.seats[1]!, holder: null, tokenHash: null }] },
      { ...good, config: { ...good.config, stealth: 0 } },
      { ...good, members: [{ name: '', ready: true }, good.members[1]] },
    ];
    for (const raw of bad)
      expect(() => readLobbyRecord(raw, HEIST_LOBBY), JSON.stringify(raw)).toThrow(LobbyRecordError);
    // Another game's record is no heist's.
    expect(() => readLobbyRecord({ ...good, game: 'spies', spyBots: ['off', 'off'] }, HEIST_LOBBY)).toThrow(
      LobbyRecordError,
    );
  });

  it('keeps bot crewmates in their seats, with their level and the character picked for them (issue 16)', () => {
    const heist = new HeistLobby();
    const { lobby } = heist;
    lobby.join('ada', 'Ada');
    expect(lobby.setSeatCount('ada', 3).ok).toBe(true);
    expect(lobby.addBot('ada', 1, 'rookie').ok).toBe(true);
    expect(lobby.addBot('ada', 2, 'expert').ok).toBe(true);
    expect(heist.pickCharacter('ada', 2, 'raven').ok).toBe(true);
    const record = throughStorage(heist.toRecord());
    expect(record.seats.map((s) => s.bot ?? null)).toEqual([null, 'rookie', 'expert']);
    const { lobby: back } = HeistLobby.fromRecord(record, 1000).seats;
    expect(back.bots()).toEqual([null, 'rookie', 'expert']);
    expect(back.seats[2]).toMatchObject({ holder: botId(2), extra: { character: 'raven' }, name: 'Bot 3' });
    expect([0, 1, 2].map((i) => back.seatStatus(i))).toEqual(['away', 'playing', 'playing']);
    // The bot seats hold nobody back, and a bot without a character gets one nobody picked.
    expect(back.reclaimAll('ada2', []).reclaimed).toEqual([]);
    const setup = heist.toSetup('seed');
    expect(setup.seats[2]?.character).toBe('raven');
    expect(setup.seats[1]?.character).toBeDefined();
    expect(setup.seats[1]?.character).not.toBe('raven');
    expect(heist.startProblems()).toEqual([
      { code: 'seat/no_character', seat: 0 },
      { code: 'member/not_ready', name: 'Ada' },
    ]);
  });
});

describe('heist lobby', () => {
  it('a side chosen keeps the character, a character chosen keeps the side (two quick taps, either order)', () => {
    const heist = new HeistLobby();
    heist.lobby.join('a', 'Ada');
    heist.configure('a', { advancedSides: true });
    expect(heist.pickCharacter('a', 0, 'rigger').ok).toBe(true);
    expect(heist.pickCharacter('a', 0, undefined, 'advanced').ok).toBe(true);
    expect(heist.lobby.seats[0]!.extra).toMatchObject({ character: 'rigger', side: 'advanced' });
    expect(heist.pickCharacter('a', 0, 'hawk').ok).toBe(true);
    expect(heist.lobby.seats[0]!.extra).toMatchObject({ character: 'hawk', side: 'advanced' });
    heist.configure('a', { advancedSides: false });
    expect(heist.pickCharacter('a', 0, undefined, 'advanced')).toMatchObject({
      ok: false,
      error: { code: 'lobby/side_not_allowed' },
    });
    expect(heist.lobby.seats[0]!.extra).toMatchObject({ character: 'hawk', side: 'basic' });
  });

  it('clears characters when assignment turns random and advanced sides when disallowed', () => {
    const heist = new HeistLobby();
    heist.lobby.join('a', 'Ada');
    heist.configure('a', { advancedSides: true });
    expect(heist.pickCharacter('a', 0, 'rook', 'advanced').ok).toBe(true);
    heist.configure('a', { advancedSides: false });
    expect(heist.lobby.seats[0]!.extra.side).toBe('basic');
    heist.configure('a', { assignment: 'random' });
    expect(heist.lobby.seats[0]!.extra.character).toBeNull();
    expect(heist.pickCharacter('a', 0, 'hawk').ok).toBe(false);
  });

  it('issue 29: a watcher, however long the players stay away, does not change the options', () => {
    const heist = new HeistLobby();
    heist.lobby.join('a', 'Ada');
    heist.lobby.join('b', 'Bo');
    heist.lobby.arrive('e', 'Eve', []);
    for (const player of ['a', 'b']) heist.lobby.depart(player, false);
    expect(heist.configure('e', { stealth: 9 })).toMatchObject({
      ok: false,
      error: { code: 'lobby/not_host' },
    });
  });

  it('builds the engine setup from the lobby', () => {
    const heist = new HeistLobby();
    heist.lobby.join('a', 'Ada');
    heist.lobby.join('b', 'Bo');
    heist.configure('a', { scenario: 'fortknox', stealth: 4, randomWalls: true });
    heist.pickCharacter('a', 0, 'spotter');
    expect(heist.toSetup('seed')).toEqual({
      scenario: 'fortknox',
      seed: 'seed',
      seats: [
        { name: 'Ada', character: 'spotter', side: 'basic' },
        { name: 'Bo', side: 'basic' },
      ],
      options: { stealth: 4, randomWalls: true, randomCharacters: false, advancedSides: false },
    });
  });

  it('brings a lobby back from a record as the server stored it before each game kept its own lobby data', () => {
    // Written by the server before the heist's options, characters and sides left the
    // platform's lobby: the same fields, in the platform's order of then.
    const stored = {
      v: 1,
      config: { scenario: 'bank', randomWalls: true, stealth: 5, advancedSides: true, assignment: 'chosen' },
      members: [
        { name: 'Ada', ready: true },
        { name: 'Bo', ready: false },
      ],
      host: 0,
      seats: [
        {
          holder: 0,
          name: 'Ada',
          character: 'hawk',
          side: 'basic',
          tokenHash: hashSeatToken('ada-token-ada-token-1'),
        },
        {
          holder: 1,
          name: 'Bo',
          character: 'peterman',
          side: 'advanced',
          tokenHash: hashSeatToken('bo-token-bo-token-22'),
        },
        { holder: null, name: 'Bot 3', character: 'raven', side: 'basic', tokenHash: null, bot: 'expert' },
      ],
    };
    const game = GAMES.find((g) => g.owns(null, stored));
    expect(game?.kind).toBe('heist');
    const { seats } = game!.seatsFromRecord(JSON.parse(JSON.stringify(stored)), GRACE);
    const heist = seats as HeistLobby;
    expect(heist.config).toEqual(stored.config);
    expect(heist.lobby.arrive('ada', 'Ada', [{ seat: 0, token: 'ada-token-ada-token-1' }]).reclaimed).toEqual(
      [0],
    );
    expect(heist.lobby.arrive('bo', 'Bo', [{ seat: 1, token: 'bo-token-bo-token-22' }]).reclaimed).toEqual([
      1,
    ]);
    expect(heist.lobby.host).toBe('ada');
    expect(heist.lobby.bots()).toEqual([null, null, 'expert']);
    expect(heist.toSetup('seed').seats).toEqual([
      { name: 'Ada', character: 'hawk', side: 'basic' },
      { name: 'Bo', character: 'peterman', side: 'advanced' },
      { name: 'Bot 3', character: 'raven', side: 'basic' },
    ]);
    // Stored again, it is the same record.
    expect(heist.toRecord()).toEqual(stored);
  });
});
