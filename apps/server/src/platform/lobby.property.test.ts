/**
 * Property (issue 10): random sequences of joins, tab closes, reloads, second tabs, "play
 * here", token reuse, watcher floods, hand-overs, seats freed, starts, time passing and
 * restarts (through the stored records) never give a seat to anyone without its token, a
 * hand-over or a free seat, and never leave a started heist with a seat nobody can claim: every
 * seat's owner token stays good, and the browsers keep their tokens the way the web client does.
 *
 * Issue 29 adds strangers (people with the code and no token) who stay and try everything
 * (free, claim, bots, hand-overs, seat counts), also right after a restart once the grace is
 * over, and bots and seat counts set by the host. Whatever happens: a token that was good stays
 * good unless its owner let the seat go while here (Leave, a new claim), or the host freed it,
 * or dropped it with the seat count, after the seat had waited for its player the whole grace,
 * or (a stand-in's token) the seat was handed on again or its owner came back; and the host role
 * only ever passes to a member who is here and plays a seat.
 */
import { type Random, seededRandom } from '@safecrackers/bots';
import { describe, expect, it } from 'vitest';
import { isAway, isBotId, Lobby, type SeatClaim, type SeatStatus } from './lobby.js';
import { NO_LOBBY_EXTRAS, restoreLobby, toLobbyRecord } from './lobbyRecord.js';
import { hashSeatToken } from './seatTokens.js';

const GRACE = 30_000;
const SEQUENCES = Number(process.env.SEAT_PROPERTY_SEQUENCES ?? 300);
const STEPS = 60;

/** One person: a browser whose storage every tab shares, and the tabs open now. */
interface Person {
  name: string;
  tokens: Map<number, string>;
  tabs: string[];
}

/** Whether the member is here (connected, not gone, not a tab another took over) and plays a seat. */
function presentPlayer(lobby: Lobby, sessionId: string): boolean {
  const m = lobby.members.get(sessionId);
  return m?.connected === true && !m.gone && !m.superseded && lobby.seatsOf(sessionId).length > 0;
}

/**
 * The lobby, watched: after each call made on it (by the test, not the lobby's calls to itself),
 * a host role that changed went to a member who is here and plays a seat, or to nobody.
 */
function watched(lobby: Lobby, check: (ok: boolean, problem: () => string) => void): Lobby {
  return new Proxy(lobby, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const before = target.host;
        // On the lobby itself: its calls to itself are not watched, only their outcome.
        const result: unknown = value.apply(target, args);
        const host = target.host;
        check(
          host === before || host === null || presentPlayer(target, host),
          () => `${String(key)} gave the host role to ${host}`,
        );
        return result;
      };
    },
  });
}

const noneSeen = () => ({
  starts: 0,
  startedRestarts: 0,
  strangerTriesPastGrace: 0,
  strangerFreesRefused: 0,
  hostPassed: 0,
  freedByHost: 0,
});

class World {
  clock = 1_000_000;
  /** What went wrong in this step (the test asserts it is nothing after each step). */
  readonly problems: string[] = [];
  readonly check = (ok: boolean, problem: () => string): void => {
    if (!ok) this.problems.push(problem());
  };
  lobby = watched(new Lobby(() => this.clock), this.check);
  readonly people: Person[] = [];
  /** Sessions whose connection dropped, with the time their window closes. */
  readonly dropped = new Map<string, number>();
  /** Sessions of strangers: people who came with the code and no token. */
  readonly strangers = new Set<string>();
  /** Strangers who took a free seat of the lobby at some point: players like any other since. */
  readonly seatedStrangers = new Set<string>();
  /** Seats whose tokens may lapse in this step, for a reason the rules allow. */
  readonly lapses = new Set<number>();
  /** Seats whose stand-in's token may lapse in this step: the seat was handed on again. */
  readonly handedOn = new Set<number>();
  /** How often the paths of interest were taken: a run that never took them proves nothing. */
  readonly seen = noneSeen();
  private sessions = 0;

  constructor(readonly random: Random) {}

  pick<T>(items: readonly T[]): T | undefined {
    return items[Math.floor(this.random() * items.length)];
  }

  person(): Person {
    const existing = this.pick(this.people);
    if (existing && this.random() < 0.8) return existing;
    const fresh: Person = { name: `P${this.people.length}`, tokens: new Map(), tabs: [] };
    this.people.push(fresh);
    return fresh;
  }

  claims(person: Person): SeatClaim[] {
    return [...person.tokens].map(([seat, token]) => ({ seat, token }));
  }

  /** What the web client keeps: every token issued, and drops only those refused. */
  remember(person: Person, issued: Array<{ seat: number; token: string }>, refused: number[]): void {
    for (const seat of refused) person.tokens.delete(seat);
    for (const { seat, token } of issued) person.tokens.set(seat, token);
  }

  openTab(person: Person): string {
    const session = `s${this.sessions++}`;
    const arrival = this.lobby.arrive(session, person.name, this.claims(person));
    this.remember(person, arrival.fresh ? [arrival.fresh] : [], arrival.refused);
    person.tabs.push(session);
    return session;
  }

  ownerOf(session: string): Person | undefined {
    return this.people.find((p) => p.tabs.includes(session));
  }

  statuses(): SeatStatus[] {
    return this.lobby.seats.map((_, i) => this.lobby.seatStatus(i));
  }

  /**
   * The host frees `seat`; its token may lapse only when the seat had waited for its player
   * the whole grace ('vacant'): a free of any other seat that went through fails the check.
   */
  free(by: string, seat: number): boolean {
    const status = this.lobby.seatStatus(seat);
    const freed = this.lobby.free(by, seat).ok;
    if (freed && status === 'vacant') this.lapses.add(seat);
    if (freed) this.seen.freedByHost++;
    return freed;
  }

  /** The host changes the seat count: a dropped seat's token lapses only if nobody waits for it. */
  setSeatCount(by: string, count: number): boolean {
    const statuses = this.statuses();
    const changed = this.lobby.setSeatCount(by, count).ok;
    if (changed)
      for (let i = count; i < statuses.length; i++)
        if (statuses[i] === 'playing' || statuses[i] === 'vacant' || statuses[i] === 'free')
          this.lapses.add(i);
    return changed;
  }

  addBot(by: string, seat: number): boolean {
    const added = this.lobby.addBot(by, seat, 'steady').ok;
    if (added) this.handedOn.add(seat);
    return added;
  }

  handOver(by: string, seat: number, to: string): boolean {
    const result = this.lobby.handOver(by, seat, to);
    const person = this.ownerOf(to);
    if (result.ok && person) this.remember(person, [{ seat, token: result.value.token }], []);
    if (result.ok) this.handedOn.add(seat);
    return result.ok;
  }

  /** The stored record, read back by a new process: every tab drops and comes back later. */
  restart(): void {
    if (this.lobby.phase === 'started') this.seen.startedRestarts++;
    const restored =
      this.lobby.phase === 'lobby'
        ? restoreLobby(
            JSON.parse(JSON.stringify(toLobbyRecord(this.lobby, {}))),
            NO_LOBBY_EXTRAS,
            GRACE,
            () => this.clock,
          ).lobby
        : Lobby.restored(
            this.lobby.seats.map((s) => ({ name: s.name, extra: s.extra })),
            { keys: this.lobby.seatKeys(), hostSeat: this.lobby.hostSeat(), bots: this.lobby.bots() },
            GRACE,
            () => this.clock,
          );
    this.lobby = watched(restored, this.check);
    this.dropped.clear();
    for (const person of this.people) person.tabs = [];
    // The host comes back on its seat, or there is none.
    const host = this.lobby.host;
    this.check(host === null || this.lobby.seatsOf(host).length > 0, () => `restored host ${host}`);
  }

  /** The grace runs out: windows close, gone players' grace ends, the room looks again. */
  passTime(ms: number): void {
    this.clock += ms;
    for (const [tab, until] of [...this.dropped]) {
      if (until > this.clock) continue;
      this.dropped.delete(tab);
      this.lobby.depart(tab, false);
    }
    if (this.lobby.passHostIfDue()) this.seen.hostPassed++;
  }

  /**
   * Someone with the code and no token comes in and stays, and tries to take the room over:
   * the host role, freeing, claiming, bots, hand-overs, the seat count. Only a free seat of the
   * lobby may become theirs.
   */
  stranger(): void {
    const person: Person = { name: `Stranger${this.people.length}`, tokens: new Map(), tabs: [] };
    this.people.push(person);
    const open =
      this.lobby.phase === 'lobby' ? this.lobby.seats.flatMap((s, i) => (s.holder ? [] : [i])) : [];
    const session = this.openTab(person);
    this.strangers.add(session);
    if (this.lobby.seatsOf(session).length > 0) this.seatedStrangers.add(session);
    const pastGrace = this.lobby.gone().some((g) => this.lobby.members.get(g)!.graceUntil <= this.clock);
    if (pastGrace) this.seen.strangerTriesPastGrace++;
    for (let seat = 0; seat < this.lobby.seats.length; seat++) {
      const vacant = this.lobby.seatStatus(seat) === 'vacant';
      if (!this.free(session, seat) && vacant) this.seen.strangerFreesRefused++;
      this.addBot(session, seat);
      this.handOver(session, seat, session);
      const claimed = this.lobby.claim(session, seat);
      if (claimed.ok) {
        this.remember(person, [{ seat, token: claimed.value.token }], []);
        this.seatedStrangers.add(session);
        open.push(seat);
      }
    }
    this.setSeatCount(session, 1 + Math.floor(this.random() * 4));
    const taken = this.lobby.seatsOf(session).filter((seat) => !open.includes(seat));
    this.check(taken.length === 0, () => `the stranger ${session} took seats ${taken} that were not free`);
  }
}

type Step = { name: string; run(w: World): void; expectChange: 'tokens' | 'none' | 'any' };

/** The operations; `expectChange` says how a seat may change holder in it. */
const STEPS_BY_NAME: Step[] = [
  {
    name: 'open a tab (join with the browser tokens)',
    expectChange: 'tokens',
    run: (w) => {
      w.openTab(w.person());
    },
  },
  {
    name: 'close a tab (the window runs)',
    expectChange: 'none',
    run: (w) => {
      const person = w.pick(w.people.filter((p) => p.tabs.length > 0));
      const tab = person && w.pick(person.tabs);
      if (!person || !tab) return;
      person.tabs = person.tabs.filter((x) => x !== tab);
      w.lobby.setConnected(tab, false);
      w.dropped.set(tab, w.clock + GRACE);
    },
  },
  {
    name: 'reload a tab',
    expectChange: 'tokens',
    run: (w) => {
      const person = w.pick(w.people.filter((p) => p.tabs.length > 0));
      const tab = person && w.pick(person.tabs);
      if (!person || !tab) return;
      person.tabs = person.tabs.filter((x) => x !== tab);
      w.lobby.setConnected(tab, false);
      w.dropped.set(tab, w.clock + GRACE);
      w.openTab(person);
    },
  },
  {
    name: 'leave on purpose',
    expectChange: 'any',
    run: (w) => {
      const person = w.pick(w.people.filter((p) => p.tabs.length > 0));
      const tab = person && w.pick(person.tabs);
      if (!person || !tab) return;
      person.tabs = person.tabs.filter((x) => x !== tab);
      // Its owner lets the seats go, here: in the lobby they are free, their tokens no good.
      if (w.lobby.phase === 'lobby') for (const seat of w.lobby.seatsOf(tab)) w.lapses.add(seat);
      w.lobby.depart(tab, true);
    },
  },
  {
    name: 'play here',
    expectChange: 'tokens',
    run: (w) => {
      const person = w.pick(w.people.filter((p) => p.tabs.length > 0 && p.tokens.size > 0));
      const tab = person && w.pick(person.tabs);
      if (!person || !tab) return;
      const result = w.lobby.reclaimAll(tab, w.claims(person));
      w.remember(person, [], result.refused);
    },
  },
  {
    name: 'a stranger reuses a token seen before, or a made-up one',
    expectChange: 'tokens',
    run: (w) => {
      const victim = w.pick(w.people.filter((p) => p.tokens.size > 0));
      const stranger: Person = { name: 'Mallory', tokens: new Map(), tabs: [] };
      const forged = victim && w.random() < 0.3 ? [...victim.tokens.keys()][0] : undefined;
      const session = `mallory${w.random()}`;
      w.lobby.arrive(
        session,
        stranger.name,
        forged === undefined
          ? [{ seat: 0, token: 'x'.repeat(24) }]
          : [{ seat: forged, token: 'y'.repeat(24) }],
      );
      w.lobby.depart(session, true);
    },
  },
  {
    name: 'a flood of watchers',
    expectChange: 'tokens',
    run: (w) => {
      for (let i = 0; i < 5; i++) {
        const watcher: Person = { name: `Watcher${i}`, tokens: new Map(), tabs: [] };
        w.people.push(watcher);
        w.openTab(watcher);
      }
    },
  },
  {
    name: 'time passes (windows close, grace ends)',
    expectChange: 'none',
    run: (w) => {
      w.passTime(Math.floor(w.random() * GRACE * 1.5));
    },
  },
  {
    name: 'hand a vacant seat on',
    expectChange: 'any',
    run: (w) => {
      const by = w.pick([...w.lobby.members.keys()].filter((s) => !isAway(s)));
      const to = w.pick([...w.lobby.members.values()].filter((m) => m.connected && !m.gone));
      const seat = Math.floor(w.random() * w.lobby.seats.length);
      if (!by || !to) return;
      w.handOver(by, seat, to.sessionId);
    },
  },
  {
    name: 'the host frees a vacant seat, or takes a free one',
    expectChange: 'any',
    run: (w) => {
      const seat = Math.floor(w.random() * w.lobby.seats.length);
      if (w.lobby.host) w.free(w.lobby.host, seat);
      const person = w.pick(w.people.filter((p) => p.tabs.length > 0));
      const tab = person && w.pick(person.tabs);
      if (!person || !tab) return;
      const claimed = w.lobby.claim(tab, seat);
      if (claimed.ok) w.remember(person, [{ seat, token: claimed.value.token }], []);
    },
  },
  {
    name: 'start when everyone is ready',
    expectChange: 'none',
    run: (w) => {
      for (const m of w.lobby.members.values()) w.lobby.setReady(m.sessionId, true);
      if (w.lobby.host && w.lobby.canStart(w.lobby.host).ok) {
        w.lobby.markStarted();
        w.seen.starts++;
      }
    },
  },
  {
    name: 'restart the server (every tab drops and comes back later)',
    expectChange: 'any',
    run: (w) => w.restart(),
  },
  {
    name: 'the host puts a bot in a seat',
    expectChange: 'any',
    run: (w) => {
      if (w.lobby.host) w.addBot(w.lobby.host, Math.floor(w.random() * w.lobby.seats.length));
    },
  },
  {
    name: 'the host changes the seat count',
    expectChange: 'any',
    run: (w) => {
      if (w.lobby.host) w.setSeatCount(w.lobby.host, 1 + Math.floor(w.random() * 4));
    },
  },
  {
    name: 'a stranger comes with the code and tries to take over',
    expectChange: 'any',
    run: (w) => w.stranger(),
  },
  {
    name: 'restart; a stranger comes, waits out the grace and tries to take over (issue 29)',
    expectChange: 'any',
    run: (w) => {
      w.restart();
      w.stranger();
      w.passTime(GRACE + 1);
      w.stranger();
    },
  },
];

/** Token hashes, worked out once per token (the checks below ask after every step). */
const hashes = new Map<string, string>();
const hashOf = (token: string): string => {
  const known = hashes.get(token);
  if (known !== undefined) return known;
  const hash = hashSeatToken(token);
  hashes.set(token, hash);
  return hash;
};

/** Kinds of good token each person holds per seat: 'owner', 'delegate' (a stand-in's). */
function goodTokens(w: World): Map<Person, Map<number, 'owner' | 'delegate'>> {
  const good = new Map<Person, Map<number, 'owner' | 'delegate'>>();
  const seats = w.lobby.seats;
  for (const person of w.people) {
    const kinds = new Map<number, 'owner' | 'delegate'>();
    for (const [seat, token] of person.tokens) {
      const s = seats[seat];
      if (s && hashOf(token) === s.tokenHash) kinds.set(seat, 'owner');
      else if (s && hashOf(token) === s.delegateHash) kinds.set(seat, 'delegate');
    }
    good.set(person, kinds);
  }
  return good;
}

function snapshotHolders(lobby: Lobby): Array<string | null> {
  return lobby.seats.map((s) => s.holder);
}

describe('seats under random use (issue 10)', () => {
  it(`${SEQUENCES} random sequences never give a seat away without its token and never strand a started seat`, () => {
    const seen = noneSeen();
    for (let sequence = 0; sequence < SEQUENCES; sequence++) {
      const random = seededRandom(`seats-${sequence}`);
      const w = new World(random);
      const host = w.person();
      w.openTab(host);
      w.lobby.setSeatCount(w.lobby.host!, 1 + Math.floor(random() * 4));
      const trail: string[] = [];
      for (let step = 0; step < STEPS; step++) {
        const op = w.pick(STEPS_BY_NAME)!;
        trail.push(op.name);
        const before = snapshotHolders(w.lobby);
        const tokensBefore = w.lobby.seats.map((s) => s.tokenHash);
        const goodBefore = goodTokens(w);
        w.lapses.clear();
        w.handedOn.clear();
        op.run(w);
        const after = snapshotHolders(w.lobby);
        // Every holder is a member or a bot; a seat never points at someone who is not here.
        for (const holder of after)
          w.check(
            holder === null || w.lobby.members.has(holder) || isBotId(holder),
            () => `seat holder ${holder} is nobody`,
          );
        // A good token stays good, unless the rules let it lapse in this step (issue 29).
        const goodAfter = goodTokens(w);
        for (const [person, kinds] of goodBefore) {
          for (const [seat, kind] of kinds) {
            if (w.lapses.has(seat)) continue;
            const s = w.lobby.seats[seat];
            // A stand-in's token is done once the seat is handed on again or its owner is back.
            const ownerBack = s !== undefined && !s.standIn && s.delegateHash === null;
            if (kind === 'delegate' && (w.handedOn.has(seat) || ownerBack)) continue;
            w.check(
              goodAfter.get(person)?.get(seat) === kind,
              () => `${person.name}'s ${kind} token for seat ${seat + 1} lapsed`,
            );
          }
        }
        // The host role passes only to a member who is here and plays a seat: checked after
        // each call (`watched`); a restart brings back the host of a seat, or none (`restart`).
        const host = w.lobby.host;
        // A stranger who never played a seat is never host.
        for (const session of w.strangers)
          if (w.lobby.seatsOf(session).length > 0) w.seatedStrangers.add(session);
        w.check(
          host === null || !w.strangers.has(host) || w.seatedStrangers.has(host),
          () => `the stranger ${host} is host`,
        );
        if (op.expectChange === 'none') {
          for (const [i, holder] of after.entries())
            w.check(
              holder === before[i] || holder === null || w.lobby.members.get(holder)?.gone === true,
              () => `seat ${i + 1} went to ${holder}`,
            );
        }
        if (op.expectChange === 'tokens') {
          // A seat changes hands only to a session of a person holding a good token for it,
          // or (in the lobby) from free to a newcomer.
          for (const [i, holder] of after.entries()) {
            if (holder === before[i] || holder === null) continue;
            const seat = w.lobby.seats[i]!;
            const person = w.ownerOf(holder);
            const token = person?.tokens.get(i);
            const proved =
              token !== undefined &&
              (hashOf(token) === seat.tokenHash || hashOf(token) === seat.delegateHash);
            const wasFree =
              before[i] === null && w.lobby.phase === 'lobby' && tokensBefore[i] !== seat.tokenHash;
            w.check(proved || wasFree, () => `seat ${i + 1} went to ${holder}`);
          }
        }
        if (w.lobby.phase === 'started') {
          // Every seat of a started heist can be claimed: someone holds its owner's token.
          for (const [i, seat] of w.lobby.seats.entries()) {
            // A bot put in a free seat of the lobby has no owner to come back.
            if (seat.bot !== null && seat.tokenHash === null) continue;
            const claimable = w.people.some((p) => {
              const token = p.tokens.get(i);
              return (
                token !== undefined &&
                (hashOf(token) === seat.tokenHash || hashOf(token) === seat.delegateHash)
              );
            });
            w.check(claimable, () => `nobody can claim seat ${i + 1}`);
          }
        }
        expect(w.problems, `sequence ${sequence}, after: ${trail.slice(-6).join(' → ')}`).toEqual([]);
      }
      for (const [key, n] of Object.entries(w.seen)) seen[key as keyof World['seen']] += n;
    }
    // Each path of interest was taken, many times over.
    for (const [key, n] of Object.entries(seen)) expect(n, key).toBeGreaterThan(SEQUENCES / 10);
  });
});
