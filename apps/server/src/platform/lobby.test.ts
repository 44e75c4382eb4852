import { describe, expect, it } from 'vitest';
import { Lobby } from './lobby.js';
import { hashSeatToken } from './seatTokens.js';

/** A lobby on a clock the test moves. */
function clocked() {
  const clock = { now: 1_000_000 };
  return { lobby: new Lobby(() => clock.now), clock };
}

/** A started game's seats by name, with no data of a game's own. */
const named = (...names: string[]) => names.map((name) => ({ name, extra: {} }));

describe('Lobby', () => {
  it('gives joiners free seats in order and the first joiner the host role', () => {
    const lobby = new Lobby();
    expect(lobby.join('a', 'Ada')?.seat).toBe(0);
    expect(lobby.join('b', 'Bo')?.seat).toBe(1);
    expect(lobby.join('c', 'Cy')).toBeNull();
    expect(lobby.host).toBe('a');
    expect(lobby.spectators()).toBe(1);
  });

  it('stores only the hash of a seat token, and reclaims with the token', () => {
    const lobby = new Lobby();
    const { token } = lobby.join('a', 'Ada')!;
    expect(lobby.seats[0]!.tokenHash).toBe(hashSeatToken(token));
    expect(JSON.stringify(lobby.seats)).not.toContain(token);
    expect(lobby.reclaim('z', 0, 'wrong-token-wrong-token')).toBe(false);
    expect(lobby.reclaim('z', 0, token)).toEqual({ from: { sessionId: 'a', reason: 'elsewhere' } });
    expect(lobby.seatsOf('z')).toEqual([0]);
  });

  it('treats a second tab as the same player: it plays, the host role and ready mark follow, the first tab watches', () => {
    const lobby = new Lobby();
    const { token } = lobby.join('a', 'Ada')!;
    lobby.join('b', 'Bo');
    lobby.setReady('a', true);
    const arrival = lobby.arrive('a2', 'Ada', [
      { seat: 0, token },
      { seat: 1, token },
    ]);
    expect(arrival).toEqual({
      reclaimed: [0],
      refused: [1],
      displaced: [{ sessionId: 'a', seats: [0], reason: 'elsewhere' }],
      fresh: null,
    });
    expect(lobby.host).toBe('a2');
    expect(lobby.members.get('a2')?.ready).toBe(true);
    expect(lobby.members.get('a')).toMatchObject({ superseded: true, connected: true });
    // The first tab is not a watcher that counts against the limit, and "play here" swaps back.
    expect(lobby.spectators()).toBe(0);
    const back = lobby.reclaimAll('a', [{ seat: 0, token }]);
    expect(back.displaced).toEqual([{ sessionId: 'a2', seats: [0], reason: 'elsewhere' }]);
    expect(lobby.host).toBe('a');
    expect(lobby.members.get('a')?.superseded).toBe(false);
    // Nothing proved: a newcomer takes the first free seat, if any.
    lobby.setSeatCount('a', 3);
    expect(lobby.arrive('c', 'Cy', []).fresh?.seat).toBe(2);
  });

  it('a reload takes the seat from the dropped connection without telling it anything', () => {
    const lobby = new Lobby();
    const { token } = lobby.join('a', 'Ada')!;
    lobby.setConnected('a', false);
    expect(lobby.seatStatus(0)).toBe('dropped');
    expect(lobby.arrive('a2', 'Ada', [{ seat: 0, token }]).displaced).toEqual([]);
    expect(lobby.seatStatus(0)).toBe('playing');
    expect(lobby.host).toBe('a2');
    // The old connection's window closes later: it held nothing any more and is forgotten.
    lobby.depart('a', false);
    expect(lobby.members.has('a')).toBe(false);
    expect(lobby.seatsOf('a2')).toEqual([0]);
  });

  it('keeps the seat of a player whose connection is gone for good; the host may free it then', () => {
    const { lobby } = clocked();
    lobby.join('a', 'Ada');
    const { token } = lobby.join('b', 'Bo')!;
    lobby.setReady('b', true);
    lobby.depart('b', false);
    expect(lobby.seatStatus(1)).toBe('vacant');
    expect(lobby.members.get('b')).toMatchObject({ gone: true, ready: true });
    // Bo comes back from the home list with his token: seat and ready mark are his.
    const back = lobby.arrive('b2', 'Bo', [{ seat: 1, token }]);
    expect(back.reclaimed).toEqual([1]);
    expect(lobby.members.get('b2')?.ready).toBe(true);
    expect(lobby.members.has('b')).toBe(false);
    lobby.depart('b2', false);
    expect(lobby.free('b2', 1).ok).toBe(false);
    expect(lobby.free('a', 1)).toEqual({ ok: true, value: undefined });
    expect(lobby.seatStatus(1)).toBe('free');
    expect(lobby.reclaim('b3', 1, token)).toBe(false);
  });

  it('frees the seats of a player who leaves on purpose, and passes the host on', () => {
    const lobby = new Lobby();
    lobby.join('a', 'Ada');
    lobby.join('b', 'Bo');
    lobby.depart('a', true);
    expect(lobby.seats[0]).toMatchObject({ holder: null, tokenHash: null });
    expect(lobby.host).toBe('b');
  });

  it('passes the host role only once the host had its grace, to a player with a seat first', () => {
    const { lobby, clock } = clocked();
    lobby.addGone('away:0', 'Ada', true, 30_000);
    lobby.seats[0]!.holder = 'away:0';
    lobby.host = 'away:0';
    lobby.join('w', 'Watcher', false);
    lobby.join('c', 'Cy');
    expect(lobby.seatStatus(0)).toBe('away');
    expect(lobby.passHostIfDue()).toBe(false);
    expect(lobby.free('away:0', 0).ok).toBe(false);
    expect(lobby.nextGraceEnd()).toBe(clock.now + 30_000);
    clock.now += 30_000;
    expect(lobby.seatStatus(0)).toBe('vacant');
    expect(lobby.passHostIfDue()).toBe(true);
    expect(lobby.host).toBe('c');
  });

  it('issue 29: never passes the host role to a watcher, however long the players stay away; their tokens still get their seats', () => {
    const { lobby, clock } = clocked();
    const ada = lobby.join('a', 'Ada')!;
    const bo = lobby.join('b', 'Bo')!;
    // No free seat: Eve, who knows the code, watches.
    expect(lobby.arrive('e', 'Eve', []).fresh).toBeNull();
    // Both connections drop, and both windows close.
    for (const player of ['a', 'b']) lobby.setConnected(player, false);
    for (const player of ['a', 'b']) lobby.depart(player, false);
    clock.now += 3_600_000;
    expect(lobby.passHostIfDue()).toBe(false);
    expect(lobby.host).toBe('a');
    expect([lobby.seatStatus(0), lobby.seatStatus(1)]).toEqual(['vacant', 'vacant']);
    const notHost = { ok: false, error: { code: 'lobby/not_host' } };
    expect(lobby.free('e', 0)).toMatchObject(notHost);
    expect(lobby.addBot('e', 1, 'steady')).toMatchObject(notHost);
    expect(lobby.setSeatCount('e', 1)).toMatchObject(notHost);
    expect(lobby.claim('e', 0)).toMatchObject({ ok: false, error: { code: 'seat/taken' } });
    // Bo is back first: a player here, and Ada's grace is long over, so the role is his.
    expect(lobby.arrive('b2', 'Bo', [{ seat: 1, token: bo.token }]).reclaimed).toEqual([1]);
    expect(lobby.host).toBe('b2');
    // Ada's token still gets her seat; the role stays where it went.
    expect(lobby.arrive('a2', 'Ada', [{ seat: 0, token: ada.token }]).reclaimed).toEqual([0]);
    expect(lobby.host).toBe('b2');
  });

  it('issue 29: a host who left on purpose leaves the role to a player here, or to nobody until one takes a seat', () => {
    const lobby = new Lobby();
    lobby.join('a', 'Ada');
    lobby.setSeatCount('a', 1);
    lobby.join('w', 'Wes');
    expect(lobby.seatsOf('w')).toEqual([]);
    lobby.depart('a', true);
    expect(lobby.host).toBeNull();
    // A watcher that joins a room without a host is no host either.
    lobby.join('v', 'Vi', false);
    expect(lobby.host).toBeNull();
    // Ada's seat is free now: whoever takes it plays, and hosts.
    expect(lobby.claim('w', 0).ok).toBe(true);
    expect(lobby.host).toBe('w');
  });

  it('issue 29: the seat count never drops a seat whose player may still come back', () => {
    const lobby = new Lobby();
    lobby.join('a', 'Ada');
    lobby.join('b', 'Bo');
    lobby.setConnected('b', false);
    expect(lobby.setSeatCount('a', 1)).toMatchObject({ ok: false, error: { code: 'seat/not_vacant' } });
    // Once his window closed the host may drop it, as it may free it.
    lobby.depart('b', false);
    expect(lobby.seatStatus(1)).toBe('vacant');
    expect(lobby.setSeatCount('a', 1).ok).toBe(true);
    expect(lobby.members.has('b')).toBe(false);
  });

  it('keeps started seats for their tokens when their player leaves', () => {
    const lobby = new Lobby();
    const { token } = lobby.join('a', 'Ada')!;
    lobby.setSeatCount('a', 1);
    lobby.markStarted();
    lobby.depart('a', true);
    expect(lobby.seats[0]).toMatchObject({ holder: 'a', name: 'Ada' });
    expect(lobby.seatStatus(0)).toBe('vacant');
    expect(lobby.reclaim('b', 0, token)).toEqual({ from: null });
    expect(lobby.host).toBe('b');
  });

  it('hands a vacant seat on to someone here; the owner takes it back with its token', () => {
    const lobby = new Lobby();
    const ada = lobby.join('a', 'Ada')!;
    lobby.join('b', 'Bo');
    lobby.join('w', 'Wes');
    lobby.markStarted();
    expect(lobby.handOver('b', 0, 'w').ok).toBe(false); // Ada is still here
    lobby.depart('a', false);
    expect(lobby.handOver('w', 0, 'w')).toMatchObject({ ok: false, error: { code: 'seat/not_held' } });
    expect(lobby.handOver('b', 0, 'nobody')).toMatchObject({ ok: false, error: { code: 'seat/no_member' } });
    const handed = lobby.handOver('b', 0, 'w');
    if (!handed.ok) throw new Error(handed.error.message);
    expect(lobby.seats[0]).toMatchObject({ holder: 'w', name: 'Ada', standIn: true });
    expect(lobby.members.has('a')).toBe(false);
    // Wes reloads: his own token brings the seat back to him.
    expect(lobby.arrive('w2', 'Wes', [{ seat: 0, token: handed.value.token }]).displaced).toEqual([
      { sessionId: 'w', seats: [0], reason: 'elsewhere' },
    ]);
    // Ada is back: her token wins, Wes is told, and his token is done.
    expect(lobby.arrive('a2', 'Ada', [{ seat: 0, token: ada.token }]).displaced).toEqual([
      { sessionId: 'w2', seats: [0], reason: 'returned' },
    ]);
    expect(lobby.seats[0]).toMatchObject({ holder: 'a2', standIn: false, delegateHash: null });
    expect(lobby.reclaim('w3', 0, handed.value.token)).toBe(false);
    expect(lobby.members.get('w2')?.superseded).toBe(false);
  });

  it('lets one player take a second seat that was handed to it', () => {
    const lobby = new Lobby();
    lobby.join('a', 'Ada');
    lobby.join('b', 'Bo');
    lobby.markStarted();
    lobby.depart('b', false);
    expect(lobby.handOver('a', 1, 'a').ok).toBe(true);
    expect(lobby.seatsOf('a')).toEqual([0, 1]);
  });

  it('brings back a started heist with a gone member per seat, in grace, and the host on its seat', () => {
    const clock = { now: 5_000 };
    const lobby = Lobby.restored(
      named('Ada', 'Bo'),
      {
        keys: [
          { owner: hashSeatToken('tok-ada-tok-ada-1'), delegate: null },
          { owner: hashSeatToken('tok-bo-tok-bo-22'), delegate: hashSeatToken('tok-wes-tok-wes-3') },
        ],
        hostSeat: 1,
      },
      30_000,
      () => clock.now,
    );
    expect(lobby.seatStatus(0)).toBe('away');
    expect(lobby.host).toBe('away:1');
    expect(lobby.arrive('wes', 'Wes', [{ seat: 1, token: 'tok-wes-tok-wes-3' }]).reclaimed).toEqual([1]);
    expect(lobby.seats[1]).toMatchObject({ holder: 'wes', standIn: true });
    expect(lobby.arrive('ada', 'Ada', [{ seat: 0, token: 'tok-ada-tok-ada-1' }]).reclaimed).toEqual([0]);
    clock.now += 30_000;
    expect(lobby.seatStatus(0)).toBe('playing');
  });

  it('issue 29: a restored heist gives a stranger no seat and no host role, however long its players stay away', () => {
    const clock = { now: 5_000 };
    const restore = (hostSeat: number | null) =>
      Lobby.restored(
        named('Ada', 'Bo'),
        {
          keys: [
            { owner: hashSeatToken('tok-ada-tok-ada-1'), delegate: null },
            { owner: hashSeatToken('tok-bo-tok-bo-22'), delegate: null },
          ],
          hostSeat,
        },
        30_000,
        () => clock.now,
      );
    const lobby = restore(0);
    expect(lobby.arrive('eve', 'Eve', [])).toMatchObject({ reclaimed: [], fresh: null });
    clock.now += 3_600_000;
    expect(lobby.passHostIfDue()).toBe(false);
    expect(lobby.host).toBe('away:0');
    expect(lobby.seatStatus(1)).toBe('vacant');
    expect(lobby.handOver('eve', 1, 'eve')).toMatchObject({ ok: false, error: { code: 'seat/not_held' } });
    expect(lobby.addBot('eve', 1, 'steady')).toMatchObject({ ok: false, error: { code: 'lobby/not_host' } });
    expect(lobby.seatsOf('eve')).toEqual([]);
    expect(lobby.arrive('bo', 'Bo', [{ seat: 1, token: 'tok-bo-tok-bo-22' }]).reclaimed).toEqual([1]);
    expect(lobby.arrive('ada', 'Ada', [{ seat: 0, token: 'tok-ada-tok-ada-1' }]).reclaimed).toEqual([0]);
    // Bo was here first, past Ada's grace: the role is his.
    expect(lobby.host).toBe('bo');

    // Stored without a host (it held no seat): a stranger does not become one by arriving.
    const hostless = restore(null);
    hostless.arrive('eve', 'Eve', []);
    expect(hostless.host).toBeNull();
    hostless.arrive('ada', 'Ada', [{ seat: 0, token: 'tok-ada-tok-ada-1' }]);
    expect(hostless.host).toBe('ada');
  });
});
