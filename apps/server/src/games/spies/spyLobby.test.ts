import { describe, expect, it } from 'vitest';
import { hashSeatToken } from '../../platform/seatTokens.js';
import { readLobbyRecord } from '../../storage/lobbyRecord.js';
import { DEFAULT_CONFIG } from '../heist/heistLobby.js';
import { GAMES } from '../index.js';
import { SPIES_LOBBY, SpyLobby, STAND_IN_LEVEL } from './spyLobby.js';

/** What storage does to a lobby's record (JSON there and back), and the lobby read back from it. */
const throughStorage = (l: SpyLobby) => SpyLobby.fromRecord(JSON.parse(JSON.stringify(l.toRecord())), 60_000);

/** Security (host) and one spy in person, a bot spy: the lobby the restart test stores. */
function threeSeats() {
  const l = new SpyLobby();
  const sec = l.arrive('sec', 'Sec', []).fresh!;
  expect(l.setSeatCount('sec', 3).ok).toBe(true);
  expect(l.setBot('sec', 2, 'on').ok).toBe(true);
  const spy = l.arrive('spy', 'Spy', []).fresh!;
  expect(spy.seat).toBe(1);
  expect(l.setBot('sec', 0, 'setup').ok).toBe(true);
  return { l, sec, spy };
}

describe('spies lobby', () => {
  it('its stored record reads back: seats, tokens, host and bot modes; players reclaim with their tokens', () => {
    const { l, sec, spy } = threeSeats();
    const { record, seats: back } = throughStorage(l);
    expect(record).toMatchObject({ game: 'spies', spyBots: ['setup', 'off', 'on'], host: 0 });
    expect(back.bots).toEqual(['setup', 'off', 'on']);
    // A stranger finds no free seat: the bot's is not for newcomers, the others wait.
    expect(back.arrive('eve', 'Eve', []).fresh).toBeNull();
    expect(back.arrive('sec2', 'Sec', [{ seat: 0, token: sec.token }]).reclaimed).toEqual([0]);
    expect(back.arrive('spy2', 'Spy', [{ seat: 1, token: spy.token }]).reclaimed).toEqual([1]);
    expect(back.lobby.host).toBe('sec2');
  });

  it('issue 29: a newcomer never takes a seat a bot plays, nor the host role without a seat of its own', () => {
    // Sec hosts without a seat (hers is the bot's now); the stored record has no host then.
    const l = new SpyLobby();
    l.arrive('sec', 'Sec', []);
    const spy = l.arrive('spy', 'Spy', []).fresh!;
    expect(l.setBot('sec', 0, 'on').ok).toBe(true);
    expect(l.lobby.release('sec', 0).ok).toBe(true);
    const { record, seats: back } = throughStorage(l);
    expect(record).toMatchObject({ host: null, spyBots: ['on', 'off'] });
    expect(back.arrive('eve', 'Eve', []).fresh).toBeNull();
    expect(back.lobby.seatsOf('eve')).toEqual([]);
    expect(back.lobby.host).toBeNull();
    expect(back.setBot('eve', 0, 'off')).toMatchObject({ ok: false, error: { code: 'lobby/not_host' } });
    expect(back.arrive('spy2', 'Spy', [{ seat: 1, token: spy.token }]).reclaimed).toEqual([1]);
    expect(back.lobby.host).toBe('spy2');
  });

  it('a heist record is no spies record, and a spies record needs one bot mode per seat', () => {
    const { l } = threeSeats();
    const record = l.toRecord();
    expect(() => readLobbyRecord({ ...record, spyBots: ['on'] }, SPIES_LOBBY)).toThrow(
      /one bot mode per seat/,
    );
    expect(() => readLobbyRecord({ ...record, game: undefined }, SPIES_LOBBY)).toThrow(/bot modes/);
  });

  it("a vacant spy seat may go to the other spy and a watcher, never to security's player (the lobby's takers)", () => {
    const l = new SpyLobby();
    l.arrive('sec', 'Sec', []);
    expect(l.setSeatCount('sec', 3).ok).toBe(true);
    expect(l.arrive('gone', 'Gone', []).fresh?.seat).toBe(1);
    expect(l.arrive('spy2', 'Spy', []).fresh?.seat).toBe(2);
    l.lobby.markStarted();
    l.arrive('wes', 'Wes', []);
    l.lobby.depart('gone', true);
    expect(l.seatStatus(1)).toBe('vacant');
    expect(l.takers(1)).toEqual(['spy2', 'wes']);
    expect(l.takers(2)).toEqual([]);
    expect(l.handOver('spy2', 1, 'sec')).toMatchObject({ ok: false, error: { code: 'seat/taken' } });
  });

  it('hands a vacant seat on within its side only, or (the host) to the bot until its owner is back', () => {
    const { l, spy } = threeSeats();
    l.lobby.markStarted();
    l.arrive('wes', 'Wes', []);
    l.lobby.depart('spy', true);
    expect(l.seatStatus(1)).toBe('vacant');
    // The bot spy's seat is played, not waiting for anyone.
    expect(l.seatStatus(2)).toBe('playing');
    expect(l.handOver('sec', 2, 'wes')).toMatchObject({ ok: false, error: { code: 'seat/not_vacant' } });
    expect(l.handOver('sec', 1, 'sec')).toMatchObject({ ok: false, error: { code: 'seat/taken' } });
    expect(l.setBot('wes', 1, 'on')).toMatchObject({ ok: false, error: { code: 'lobby/not_host' } });
    expect(l.setBot('sec', 1, 'on').ok).toBe(true);
    expect(l.bots[1]).toBe('on');
    expect(l.stored()).toMatchObject({ bots: [null, STAND_IN_LEVEL, null], modes: ['setup', 'on', 'on'] });
    // The owner's token ends the stand-in: her seat, no bot.
    expect(l.reclaimAll('wes', [{ seat: 1, token: spy.token }]).reclaimed).toEqual([1]);
    expect(l.bots[1]).toBe('off');
    expect(l.seatStatus(1)).toBe('playing');
  });

  it('a started game restored from its stored seats: the stand-in bot and every bot mode come back', () => {
    const { l, spy } = threeSeats();
    l.lobby.markStarted();
    l.lobby.depart('spy', true);
    expect(l.setBot('sec', 1, 'on').ok).toBe(true);
    const stored = JSON.parse(JSON.stringify(l.stored()));
    const setup = l.toSetup('seed');
    const back = SpyLobby.restored(setup, ['setup', 'off', 'on'], stored, 60_000);
    expect(back.bots).toEqual(['setup', 'on', 'on']);
    expect(back.seatStatus(1)).toBe('playing');
    expect(back.botPlays(1, 'spies')).toBe(true);
    // Its owner comes back: the bot leaves her seat.
    expect(back.arrive('spy2', 'Spy', [{ seat: 1, token: spy.token }]).reclaimed).toEqual([1]);
    expect(back.botPlays(1, 'spies')).toBe(false);
    // Records from before bot modes were stored: the bots of the start.
    const { modes: _modes, ...older } = stored;
    expect(SpyLobby.restored(setup, ['on', 'off', 'on'], older, 60_000).bots).toEqual(['on', 'on', 'on']);
  });

  it('brings a lobby back from a record as the server stored it before each game kept its own lobby data', () => {
    // Written when the spies lobby was the heist's underneath: the heist's options and each
    // seat's character and side, never used by this game, beside its bot modes.
    const stored = {
      v: 1,
      // The heist's default options, characters dealt: the spies lobby set that to quiet the
      // heist's character check.
      config: { ...DEFAULT_CONFIG, assignment: 'random' },
      members: [
        { name: 'Sec', ready: true },
        { name: 'Spy', ready: false },
      ],
      host: 0,
      seats: [
        {
          holder: 0,
          name: 'Sec',
          character: null,
          side: 'basic',
          tokenHash: hashSeatToken('sec-token-sec-token-1'),
        },
        {
          holder: 1,
          name: 'Spy',
          character: null,
          side: 'basic',
          tokenHash: hashSeatToken('spy-token-spy-token-2'),
        },
        { holder: null, name: '', character: null, side: 'basic', tokenHash: null },
      ],
      game: 'spies',
      spyBots: ['setup', 'off', 'on'],
    };
    const game = GAMES.find((g) => g.owns(null, stored));
    expect(game?.kind).toBe('spies');
    const { seats } = game!.seatsFromRecord(JSON.parse(JSON.stringify(stored)), 60_000);
    const back = seats as SpyLobby;
    expect(back.bots).toEqual(['setup', 'off', 'on']);
    expect(back.arrive('eve', 'Eve', []).fresh).toBeNull();
    expect(back.arrive('sec2', 'Sec', [{ seat: 0, token: 'sec-token-sec-token-1' }]).reclaimed).toEqual([0]);
    expect(back.arrive('spy2', 'Spy', [{ seat: 1, token: 'spy-token-spy-token-2' }]).reclaimed).toEqual([1]);
    expect(back.lobby.host).toBe('sec2');
    expect(back.lobby.members.get('sec2')?.ready).toBe(true);
    // Stored again, it keeps only what is the platform's and the spies' (each seat's bot level:
    // none stored then, the default).
    const { config: _heistOptions, ...spies } = stored;
    expect(back.toRecord()).toEqual({
      ...spies,
      seats: spies.seats.map(({ character: _character, side: _side, ...seat }) => ({
        ...seat,
        botLevel: 'steady',
      })),
    });
  });

  it('issue 32: a record stored before bots had levels reads with every seat at the default level', () => {
    const { l, sec } = threeSeats();
    expect(l.setBot('sec', 2, 'on', 'rookie').ok).toBe(true);
    const current = JSON.parse(JSON.stringify(l.toRecord()));
    expect(current.seats.map((s: { botLevel?: string }) => s.botLevel)).toEqual([
      'steady',
      'steady',
      'rookie',
    ]);
    // The same lobby as written before levels: no seat has one.
    const older = {
      ...current,
      seats: current.seats.map(({ botLevel: _level, ...seat }: { botLevel?: string }) => seat),
    };
    const game = GAMES.find((g) => g.owns(null, older));
    const back = game!.seatsFromRecord(older, 60_000).seats as SpyLobby;
    expect(back.bots).toEqual(['setup', 'off', 'on']);
    expect([0, 1, 2].map((i) => back.lobby.seats[i]?.extra.botLevel)).toEqual(['steady', 'steady', 'steady']);
    // The free seat's bot plays at the default; the players' seats at the expert.
    expect(back.levelAt(2)).toBe('steady');
    expect(back.levelAt(0)).toBe('expert');
    expect(back.arrive('sec2', 'Sec', [{ seat: 0, token: sec.token }]).reclaimed).toEqual([0]);
    expect(back.toRecord().seats.map((s) => s.botLevel)).toEqual(['steady', 'steady', 'steady']);
  });
});
