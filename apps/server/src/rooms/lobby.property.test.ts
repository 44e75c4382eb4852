/**
 * Property (issue 10): random sequences of joins, tab closes, reloads, second tabs, "play
 * here", token reuse, watcher floods, hand-overs, seats freed, starts, time passing and
 * restarts (through the stored records) never give a seat to anyone without its token, a
 * hand-over or a free seat, and never leave a started heist with a seat nobody can claim: every
 * seat's owner token stays good, and the browsers keep their tokens the way the web client does.
 */
import { type Random, seededRandom } from '@safecrackers/bots';
import { describe, expect, it } from 'vitest';
import { readLobbyRecord } from '../storage/lobbyRecord.js';
import { isAway, Lobby, type SeatClaim } from './lobby.js';
import { lobbyFromRecord, toLobbyRecord } from './lobbyRecord.js';
import { seatTokenMatches } from './seatTokens.js';

const GRACE = 30_000;
const SEQUENCES = Number(process.env.SEAT_PROPERTY_SEQUENCES ?? 300);
const STEPS = 60;

/** One person: a browser whose storage every tab shares, and the tabs open now. */
interface Person {
  name: string;
  tokens: Map<number, string>;
  tabs: string[];
}

class World {
  clock = 1_000_000;
  lobby = new Lobby(() => this.clock);
  readonly people: Person[] = [];
  /** Sessions whose connection dropped, with the time their window closes. */
  readonly dropped = new Map<string, number>();
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
      w.clock += Math.floor(w.random() * GRACE * 1.5);
      for (const [tab, until] of [...w.dropped]) {
        if (until > w.clock) continue;
        w.dropped.delete(tab);
        w.lobby.depart(tab, false);
      }
      w.lobby.passHostIfDue();
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
      const result = w.lobby.handOver(by, seat, to.sessionId);
      const person = w.ownerOf(to.sessionId);
      if (result.ok && person) w.remember(person, [{ seat, token: result.value.token }], []);
    },
  },
  {
    name: 'the host frees a vacant seat, or takes a free one',
    expectChange: 'any',
    run: (w) => {
      const seat = Math.floor(w.random() * w.lobby.seats.length);
      if (w.lobby.host) w.lobby.free(w.lobby.host, seat);
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
      if (w.lobby.host && w.lobby.canStart(w.lobby.host).ok) w.lobby.markStarted();
    },
  },
  {
    name: 'restart the server (every tab drops and comes back later)',
    expectChange: 'any',
    run: (w) => {
      const restored =
        w.lobby.phase === 'lobby'
          ? lobbyFromRecord(
              readLobbyRecord(JSON.parse(JSON.stringify(toLobbyRecord(w.lobby)))),
              GRACE,
              () => w.clock,
            )
          : Lobby.restored(
              w.lobby.toSetup('seed'),
              w.lobby.seatKeys(),
              w.lobby.hostSeat(),
              GRACE,
              () => w.clock,
            );
      w.lobby = restored;
      w.dropped.clear();
      for (const person of w.people) person.tabs = [];
    },
  },
];

function snapshotHolders(lobby: Lobby): Array<string | null> {
  return lobby.seats.map((s) => s.holder);
}

describe('seats under random use (issue 10)', () => {
  it(`${SEQUENCES} random sequences never give a seat away without its token and never strand a started seat`, () => {
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
        op.run(w);
        const where = `sequence ${sequence}, after: ${trail.slice(-6).join(' → ')}`;
        const after = snapshotHolders(w.lobby);
        // Every holder is a member; a seat never points at someone who is not here.
        for (const holder of after)
          if (holder !== null) expect(w.lobby.members.has(holder), where).toBe(true);
        if (op.expectChange === 'none') {
          for (const [i, holder] of after.entries())
            expect(holder === before[i] || w.lobby.members.get(holder!)?.gone || holder === null, where).toBe(
              true,
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
              (seatTokenMatches(token, seat.tokenHash) || seatTokenMatches(token, seat.delegateHash));
            const wasFree =
              before[i] === null && w.lobby.phase === 'lobby' && tokensBefore[i] !== seat.tokenHash;
            expect(proved || wasFree, `${where}: seat ${i + 1} went to ${holder}`).toBe(true);
          }
        }
        if (w.lobby.phase === 'started') {
          // Every seat of a started heist can be claimed: someone holds its owner's token.
          for (const [i, seat] of w.lobby.seats.entries()) {
            const claimable = w.people.some((p) => {
              const token = p.tokens.get(i);
              return (
                token !== undefined &&
                (seatTokenMatches(token, seat.tokenHash) || seatTokenMatches(token, seat.delegateHash))
              );
            });
            expect(claimable, `${where}: nobody can claim seat ${i + 1}`).toBe(true);
          }
        }
      }
    }
  });
});
