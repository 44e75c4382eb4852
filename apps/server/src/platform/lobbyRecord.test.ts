import { describe, expect, it } from 'vitest';
import { type LobbyRecord, LobbyRecordError, readLobbyRecord } from '../storage/lobbyRecord.js';
import { awayId, botId, isAway, Lobby } from './lobby.js';
import { lobbyFromRecord, toLobbyRecord } from './lobbyRecord.js';

/** Ada (host, seat 1, hawk, ready) and Bo (seat 2, peterman advanced, not ready); Cy seatless. */
function filledLobby() {
  const lobby = new Lobby();
  const ada = lobby.join('sess-ada', 'Ada')!;
  const bo = lobby.join('sess-bo', 'Bo')!;
  lobby.join('sess-cy', 'Cy');
  lobby.configure('sess-ada', { scenario: 'bank', stealth: 5, advancedSides: true });
  lobby.pickCharacter('sess-ada', 0, 'hawk');
  lobby.pickCharacter('sess-bo', 1, 'peterman', 'advanced');
  lobby.setReady('sess-ada', true);
  return { lobby, tokens: [ada.token, bo.token] };
}

/** What storage does to a record: JSON there and back, then the check on reading. */
const throughStorage = (record: LobbyRecord): LobbyRecord =>
  readLobbyRecord(JSON.parse(JSON.stringify(record)));

const GRACE = 30_000;
const clock = { now: 1_000_000 };
const restore = (record: LobbyRecord) => lobbyFromRecord(throughStorage(record), GRACE, () => clock.now);

describe('lobby record', () => {
  it('keeps options, seats, seated members, ready marks and the host; no session ids, no tokens', () => {
    const { lobby, tokens } = filledLobby();
    const record = toLobbyRecord(lobby);
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
    const record = toLobbyRecord(filledLobby().lobby);
    const back = throughStorage(record);
    expect(JSON.stringify(back)).toBe(JSON.stringify(record));
    expect(JSON.stringify(toLobbyRecord(restore(back)))).toBe(JSON.stringify(record));
  });

  it('restores every seated member gone, in grace, holding its seats, ready mark and host role', () => {
    const lobby = restore(toLobbyRecord(filledLobby().lobby));
    expect(lobby.phase).toBe('lobby');
    expect(lobby.gone()).toEqual([awayId(0), awayId(1)]);
    const away = { connected: false, gone: true, graceUntil: clock.now + GRACE, superseded: false };
    expect([...lobby.members.values()]).toEqual([
      { sessionId: awayId(0), name: 'Ada', ready: true, ...away },
      { sessionId: awayId(1), name: 'Bo', ready: false, ...away },
    ]);
    expect(lobby.seatStatus(0)).toBe('away');
    expect(lobby.host).toBe(awayId(0));
    expect(lobby.seats.map((s) => [s.holder, s.character, s.side])).toEqual([
      [awayId(0), 'hawk', 'basic'],
      [awayId(1), 'peterman', 'advanced'],
    ]);
    expect(lobby.config.scenario).toBe('bank');
  });

  it('gives seats back to their tokens, with the ready mark and the host role, and to nobody else', () => {
    const { lobby: before, tokens } = filledLobby();
    const lobby = restore(toLobbyRecord(before));

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
    expect(lobby.seats[0]).toMatchObject({ holder: 'new-ada', character: 'hawk' });

    const bo = lobby.arrive('new-bo2', 'Bo', [{ seat: 1, token: tokens[1]! }]);
    expect(bo.reclaimed).toEqual([1]);
    expect(lobby.gone()).toEqual([]);
    expect(lobby.seats[1]).toMatchObject({ holder: 'new-bo2', character: 'peterman', side: 'advanced' });
    expect(lobby.members.get('new-bo2')?.ready).toBe(false);
  });

  it('keeps the seats of players who do not come back; after their grace the host passes and may free them', () => {
    const { lobby: before, tokens } = filledLobby();
    const lobby = restore(toLobbyRecord(before));
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
      character: null,
      side: 'basic',
      tokenHash: null,
      delegateHash: null,
      standIn: false,
      bot: null,
    });
    expect(lobby.reclaim('late-ada', 0, tokens[0]!)).toBe(false);
    expect(lobby.arrive('late-ada', 'Ada', []).fresh?.seat).toBe(0);
  });

  it('issue 29: a stranger in a restored lobby never becomes host, frees, takes or bots anything, however long the players stay away', () => {
    const { lobby: before, tokens } = filledLobby();
    const lobby = restore(toLobbyRecord(before));
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
    const again = restore(toLobbyRecord(lobby));
    again.arrive('eve2', 'Eve', []);
    clock.now += GRACE * 100;
    expect(again.passHostIfDue()).toBe(false);
    expect(again.arrive('ada', 'Ada', [{ seat: 0, token: tokens[0]! }]).reclaimed).toEqual([0]);
    expect(again.host).toBe('ada');
    expect(again.arrive('bo', 'Bo', [{ seat: 1, token: tokens[1]! }]).reclaimed).toEqual([1]);
  });

  it('issue 29: a newcomer who takes a free seat of a restored lobby plays: the host role may pass to it once the host had its grace', () => {
    const { lobby: before } = filledLobby();
    expect(before.setSeatCount('sess-ada', 3).ok).toBe(true);
    const lobby = restore(toLobbyRecord(before));
    expect(lobby.arrive('cy', 'Cy', []).fresh?.seat).toBe(2);
    expect(lobby.host).toBe(awayId(0));
    clock.now += GRACE;
    expect(lobby.passHostIfDue()).toBe(true);
    expect(lobby.host).toBe('cy');
  });

  it('keeps the token hashes into the started heist, so away players reclaim their seats there', () => {
    const { lobby: before, tokens } = filledLobby();
    before.setReady('sess-bo', true);
    const lobby = restore(toLobbyRecord(before));
    lobby.arrive('new-ada', 'Ada', [{ seat: 0, token: tokens[0]! }]);
    // Bo is away but was ready: like a dropped player, that does not hold the start back.
    expect(lobby.startProblems()).toEqual([]);
    const keys = lobby.seatKeys();
    lobby.markStarted();
    expect(lobby.seats[1]).toMatchObject({ holder: awayId(1), name: 'Bo', character: 'peterman' });
    const heist = Lobby.restored(lobby.toSetup('seed'), keys, lobby.hostSeat(), GRACE);
    expect(heist.reclaim('bo-again', 1, tokens[1]!)).toEqual({ from: null });
  });

  it('has no host to keep when the host held no seat', () => {
    const lobby = new Lobby();
    lobby.join('a', 'Ada');
    lobby.join('b', 'Bo');
    lobby.release('a', 0);
    const record = toLobbyRecord(lobby);
    expect(record.host).toBeNull();
    expect(record.members).toEqual([{ name: 'Bo', ready: false }]);
    expect(record.seats.map((s) => s.holder)).toEqual([null, 0]);
    const restored = restore(record);
    expect(restored.host).toBeNull();
    restored.arrive('first', 'Cy', []);
    expect(restored.host).toBe('first');
    expect(restored.seatsOf('first')).toEqual([0]);
  });

  it('refuses stored data that does not fit, with a typed error', () => {
    const good = toLobbyRecord(filledLobby().lobby);
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
    for (const raw of bad) expect(() => readLobbyRecord(raw), JSON.stringify(raw)).toThrow(LobbyRecordError);
  });

  it('keeps bot crewmates in their seats, with their level and the character picked for them (issue 16)', () => {
    const lobby = new Lobby();
    lobby.join('ada', 'Ada');
    expect(lobby.setSeatCount('ada', 3).ok).toBe(true);
    expect(lobby.addBot('ada', 1, 'rookie').ok).toBe(true);
    expect(lobby.addBot('ada', 2, 'expert').ok).toBe(true);
    expect(lobby.pickCharacter('ada', 2, 'raven').ok).toBe(true);
    const record = readLobbyRecord(JSON.parse(JSON.stringify(toLobbyRecord(lobby))));
    expect(record.seats.map((s) => s.bot ?? null)).toEqual([null, 'rookie', 'expert']);
    const back = lobbyFromRecord(record, 1000);
    expect(back.bots()).toEqual([null, 'rookie', 'expert']);
    expect(back.seats[2]).toMatchObject({ holder: botId(2), character: 'raven', name: 'Bot 3' });
    expect([0, 1, 2].map((i) => back.seatStatus(i))).toEqual(['away', 'playing', 'playing']);
    // The bot seats hold nobody back, and a bot without a character gets one nobody picked.
    expect(back.reclaimAll('ada2', []).reclaimed).toEqual([]);
    const setup = lobby.toSetup('seed');
    expect(setup.seats[2]?.character).toBe('raven');
    expect(setup.seats[1]?.character).toBeDefined();
    expect(setup.seats[1]?.character).not.toBe('raven');
    expect(lobby.startProblems()).toEqual([
      { code: 'seat/no_character', seat: 0 },
      { code: 'member/not_ready', name: 'Ada' },
    ]);
  });

  it('names away members with ids no session id can take', () => {
    expect(isAway(awayId(0))).toBe(true);
    expect(isAway('a1B2c3D4e')).toBe(false);
  });
});
