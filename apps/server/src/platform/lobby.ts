/**
 * Members, seats and the host, as plain data. No network here; GameRoom translates messages
 * into these calls and their results into state and replies. A game's own data of each seat
 * (the heist's character and side) rides along in `Seat.extra`, opaque here: the lobby keeps it,
 * resets it when a seat is let go, and asks the game about it only for the start check.
 *
 * A seat belongs to whoever proves its token: a reload, a second tab or another device takes
 * it back, and the host role and ready mark follow it. A player whose connection is gone for
 * good stays a member, "gone", holding its seats for its tokens; others may take its place
 * (free the seat in the lobby, hand it on in a started heist, take the host role) only once its
 * grace is over: the reconnection window, counted from the drop or from the room coming back
 * after a restart.
 *
 * The host role only ever passes to a member who is here and plays a seat (issue 29): a
 * stranger who knows the code, a watcher, never becomes host, so after a restart (nobody is
 * here, every seat waits for its token) nobody can free, hand on or give to a bot the seats of
 * players who are away, however long they take to come back.
 */
import type { ProtocolErrorCode, SeatStatus, StartProblem } from '@safecrackers/protocol';
import type { StoredSeats } from '../storage/index.js';
import { issueSeatToken, seatTokenMatches } from './seatTokens.js';

export interface Member {
  sessionId: string;
  name: string;
  ready: boolean;
  /** Its connection is open now. */
  connected: boolean;
  /** Its connection is gone for good: it may only come back by proving a seat token. */
  gone: boolean;
  /** A gone member may still come back until then (ms); nobody takes its place before. */
  graceUntil: number;
  /** Another tab or device of the same player took its seats: it watches until it plays here again. */
  superseded: boolean;
}

export interface Seat<E extends object = object> {
  /** Who plays the seat now: a member's session id (a gone member's too); null when free. */
  holder: string | null;
  /** The name of the player the seat is for (the owner, also while someone stands in). */
  name: string;
  /** The game's own data of the seat (the heist's character and side); the lobby only keeps it. */
  extra: E;
  /** sha-256 of the owner's token. */
  tokenHash: string | null;
  /** sha-256 of the token of whoever the seat was handed on to, in a started heist. */
  delegateHash: string | null;
  /** The holder plays the seat for its owner, who is gone (it was handed on). */
  standIn: boolean;
  /** A bot plays the seat at this level (its holder is `botId(seat)`, no member); null: a person. */
  bot: string | null;
}

export type { SeatStatus };

export interface LobbyError {
  code: ProtocolErrorCode;
  message: string;
  reasons?: StartProblem[];
}

export type LobbyResult<T = undefined> = { ok: true; value: T } | { ok: false; error: LobbyError };

/** An accepted lobby change (for games' own changes too). */
export const ok = <T>(value: T): LobbyResult<T> => ({ ok: true, value });
/** A refused lobby change, with the code and words the sender is told. */
export const fail = (
  code: ProtocolErrorCode,
  message: string,
  reasons?: StartProblem[],
): LobbyResult<never> => ({
  ok: false,
  error: reasons ? { code, message, reasons } : { code, message },
});

const DEFAULT_SEATS = 2;

/** What keeps a held seat from starting, by the game's own rules (null: nothing). */
export type SeatProblem<E extends object> = (seat: Seat<E>, index: number) => StartProblem | null;

/** A started game's seats as storage keeps them: token hashes, the host's seat, bots. */
export type StartedSeats = Pick<StoredSeats, 'keys' | 'hostSeat' | 'bots'>;

/** The seat data of a lobby whose game keeps none of its own. */
const noSeatData = (): object => ({});

/**
 * Members that come back from storage (a restart) have no session: they are "away" under ids
 * no Colyseus session id can take (session ids contain no colon) until a token of theirs comes
 * back.
 */
const AWAY_PREFIX = 'away:';
export const awayId = (index: number): string => `${AWAY_PREFIX}${index}`;
export const isAway = (sessionId: string): boolean => sessionId.startsWith(AWAY_PREFIX);

/** The holder id of a bot's seat: no member, and no Colyseus session id can take it. */
const BOT_PREFIX = 'bot:';
export const botId = (seat: number): string => `${BOT_PREFIX}${seat}`;
export const isBotId = (holder: string): boolean => holder.startsWith(BOT_PREFIX);

/** One seat a client asks back, with the token it was given. */
export interface SeatClaim {
  seat: number;
  token: string;
}

/** Whom a seat was taken from: that connection is told why it no longer plays it. */
export interface Displacement {
  sessionId: string;
  seats: number[];
  /** 'elsewhere': the same player plays it from another tab or device; 'returned': its owner is back. */
  reason: 'elsewhere' | 'returned';
}

export interface Arrival {
  /** Seats whose token the client proved: they are its seats now. */
  reclaimed: number[];
  /** Seats whose token did not match. */
  refused: number[];
  /** Live connections that played a reclaimed seat until now. */
  displaced: Displacement[];
  /** The free seat a newcomer took in the lobby, with its new token. */
  fresh: { seat: number; token: string } | null;
}

export interface SeatKeys {
  owner: string | null;
  delegate: string | null;
}

export class Lobby<E extends object = object> {
  phase: 'lobby' | 'started' = 'lobby';
  host: string | null = null;
  /** In join order: the host passes to the earliest remaining member. */
  readonly members = new Map<string, Member>();
  seats: Seat<E>[];

  /**
   * @param emptyExtra the game's data of a seat nobody holds (a new seat, one let go); a lobby
   *   made without it (E stays `object`) keeps an empty object per seat
   */
  constructor(
    readonly now: () => number = Date.now,
    private readonly emptyExtra: () => E = noSeatData as () => E,
  ) {
    this.seats = Array.from({ length: DEFAULT_SEATS }, () => this.emptySeat());
  }

  /**
   * A started game restored from storage: each seat with a token is held by a gone member of
   * its own (who played which seats is not stored), back in grace for `graceMs`. `seats` are
   * the setup's names with the game's data of each seat.
   */
  static restored<E extends object = object>(
    seats: ReadonlyArray<{ name: string; extra: E }>,
    stored: StartedSeats,
    graceMs: number,
    now: () => number = Date.now,
    emptyExtra: () => E = noSeatData as () => E,
  ): Lobby<E> {
    const lobby = new Lobby(now, emptyExtra);
    lobby.phase = 'started';
    const bots = stored.bots ?? [];
    lobby.seats = seats.map((s, i) => {
      const key = stored.keys[i] ?? { owner: null, delegate: null };
      const bot = bots[i] ?? null;
      if (bot)
        return {
          holder: botId(i),
          name: s.name,
          extra: s.extra,
          tokenHash: key.owner,
          delegateHash: null,
          standIn: key.owner !== null,
          bot,
        };
      const held = key.owner !== null || key.delegate !== null;
      if (held) lobby.addGone(awayId(i), s.name, false, graceMs);
      return {
        holder: held ? awayId(i) : null,
        name: s.name,
        extra: s.extra,
        tokenHash: key.owner,
        delegateHash: key.delegate,
        standIn: false,
        bot: null,
      };
    });
    lobby.host = stored.hostSeat !== null ? (lobby.seats[stored.hostSeat]?.holder ?? null) : null;
    return lobby;
  }

  /** A seat nobody holds, with the game's data of an empty seat. */
  emptySeat(): Seat<E> {
    return {
      holder: null,
      name: '',
      extra: this.emptyExtra(),
      tokenHash: null,
      delegateHash: null,
      standIn: false,
      bot: null,
    };
  }

  /** A member restored from storage: gone, back in grace for `graceMs`. */
  addGone(sessionId: string, name: string, ready: boolean, graceMs: number): void {
    this.members.set(sessionId, {
      sessionId,
      name,
      ready,
      connected: false,
      gone: true,
      graceUntil: this.now() + graceMs,
      superseded: false,
    });
  }

  /**
   * Adds a member. In the lobby it takes the first free seat unless told not to (a player who
   * reclaimed its seats); the seat is returned with its new token.
   */
  join(sessionId: string, name: string, takeSeat = true): { seat: number; token: string } | null {
    this.members.set(sessionId, {
      sessionId,
      name,
      ready: false,
      connected: true,
      gone: false,
      graceUntil: 0,
      superseded: false,
    });
    const taken = takeSeat ? this.takeFreeSeat(sessionId) : null;
    // A room without a host gets one only in a player who took a seat.
    this.passHostIfDue();
    return taken;
  }

  /**
   * A client joins with the seat tokens it kept: it becomes a member, takes back every seat it
   * proves and, having proved none, takes the first free seat of the lobby like any newcomer
   * (the first one `open` lets it take: a spies lobby keeps the seats its bots play).
   */
  arrive(
    sessionId: string,
    name: string,
    claims: readonly SeatClaim[],
    open: (seat: number) => boolean = () => true,
  ): Arrival {
    this.join(sessionId, name, false);
    const arrival = this.reclaimAll(sessionId, claims);
    const fresh = arrival.reclaimed.length === 0 ? this.takeFreeSeat(sessionId, open) : null;
    this.passHostIfDue();
    return { ...arrival, fresh };
  }

  /** "Play here": a member that is already in the room proves tokens and takes those seats. */
  reclaimAll(sessionId: string, claims: readonly SeatClaim[]): Omit<Arrival, 'fresh'> {
    const reclaimed: number[] = [];
    const refused: number[] = [];
    const displaced = new Map<string, Displacement>();
    for (const { seat, token } of claims) {
      const taken = this.reclaim(sessionId, seat, token);
      if (!taken) {
        refused.push(seat);
        continue;
      }
      reclaimed.push(seat);
      if (taken.from) {
        const entry = displaced.get(taken.from.sessionId) ?? { ...taken.from, seats: [] };
        entry.seats.push(seat);
        displaced.set(taken.from.sessionId, entry);
      }
    }
    this.passHostIfDue();
    return { reclaimed, refused, displaced: [...displaced.values()] };
  }

  /**
   * Code + token: the seat becomes this member's. The owner's token wins over a stand-in's.
   * Returns false when the token does not match; else whom the seat was taken from, when that
   * was another live connection.
   */
  reclaim(
    sessionId: string,
    seat: number,
    token: string,
  ): { from: Omit<Displacement, 'seats'> | null } | false {
    const target = this.seats[seat];
    if (!target) return false;
    const asOwner = seatTokenMatches(token, target.tokenHash);
    if (!asOwner && !seatTokenMatches(token, target.delegateHash)) return false;
    const previous = target.holder;
    // The same person on another connection held it the same way: as its owner, or standing in.
    const samePerson = asOwner !== target.standIn;
    target.holder = sessionId;
    target.standIn = !asOwner;
    // A bot stood in: the player is back and the bot leaves the seat.
    target.bot = null;
    // The owner is back: the stand-in's token has done its job.
    if (asOwner) target.delegateHash = null;
    const member = this.members.get(sessionId);
    if (member) member.superseded = false;
    if (previous === null || previous === sessionId) return { from: null };
    const prev = this.members.get(previous);
    if (prev && this.seatsOf(previous).length === 0) {
      if (samePerson) this.succeed(prev, sessionId);
      else if (prev.gone) this.members.delete(previous);
      if (samePerson && !prev.gone) prev.superseded = true;
    }
    if (!prev || prev.gone || !prev.connected) return { from: null };
    return { from: { sessionId: previous, reason: samePerson ? 'elsewhere' : 'returned' } };
  }

  /** Members restored from storage, or dropped for good, that still hold seats. */
  gone(): string[] {
    return [...this.members.values()].filter((m) => m.gone).map((m) => m.sessionId);
  }

  /** The connection dropped (the reconnection window is open), or came back within it. */
  setConnected(sessionId: string, connected: boolean): void {
    const member = this.members.get(sessionId);
    if (member) member.connected = connected;
    // A player back in its window may be the one the host role waited for.
    if (connected) this.passHostIfDue();
  }

  /**
   * A member left. `consented`: it said so (the Leave button): in the lobby its seats are
   * freed. Otherwise its reconnection window closed: it stays, gone, holding its seats for
   * its tokens. In a started heist seats are never freed: they wait for their tokens.
   */
  depart(sessionId: string, consented: boolean): void {
    const member = this.members.get(sessionId);
    if (!member) return;
    if (consented && this.phase === 'lobby') {
      for (const [i, seat] of this.seats.entries())
        if (seat.holder === sessionId) this.seats[i] = this.emptySeat();
    }
    if (this.seatsOf(sessionId).length === 0) this.members.delete(sessionId);
    else Object.assign(member, { connected: false, gone: true, graceUntil: this.now(), superseded: false });
    this.passHostIfDue();
  }

  /** The earliest moment a gone member's grace ends, for the room to look again then. */
  nextGraceEnd(): number | null {
    const pending = [...this.members.values()]
      .filter((m) => m.gone && m.graceUntil > this.now())
      .map((m) => m.graceUntil);
    return pending.length > 0 ? Math.min(...pending) : null;
  }

  /**
   * The room has no host, or its host left for good, or is gone and its grace is over: the
   * role passes to the earliest member who may host (`mayHost`), if any; until then it stays
   * where it is (a gone host gets it back with its seat). Returns whether it changed.
   */
  passHostIfDue(): boolean {
    const host = this.host === null ? undefined : this.members.get(this.host);
    if (host && !(host.gone && host.graceUntil <= this.now())) return false;
    for (const member of this.members.values()) {
      if (!this.mayHost(member.sessionId)) continue;
      this.host = member.sessionId;
      return true;
    }
    // The host is no member any more and nobody here plays a seat: nobody is host for now.
    if (this.host !== null && !host) {
      this.host = null;
      return true;
    }
    return false;
  }

  /**
   * Whether the host role may pass to this member: it is here (connected, not gone, not a tab
   * another tab took over) and plays a seat. Never a watcher: a stranger who knows the code
   * must not free, hand on or give to a bot the seats of players who are away.
   */
  mayHost(sessionId: string): boolean {
    const member = this.members.get(sessionId);
    return (
      member?.connected === true && !member.gone && !member.superseded && this.seatsOf(sessionId).length > 0
    );
  }

  seatStatus(index: number): SeatStatus {
    const seat = this.seats[index];
    if (seat?.bot) return 'playing';
    const holder = seat?.holder ? this.members.get(seat.holder) : undefined;
    if (!seat || seat.holder === null || !holder) return this.phase === 'lobby' ? 'free' : 'vacant';
    if (!holder.gone) return holder.connected ? 'playing' : 'dropped';
    return holder.graceUntil > this.now() ? 'away' : 'vacant';
  }

  /**
   * The host frees the seat of a player who is gone and had its grace: anyone may take it,
   * and its old token is no good any more.
   */
  free(sessionId: string, seat: number): LobbyResult {
    const check = this.hostInLobby(sessionId);
    if (!check.ok) return check;
    if (!this.seats[seat]) return fail('seat/no_such', `There is no seat ${seat + 1}.`);
    if (this.seatStatus(seat) !== 'vacant')
      return fail('seat/not_vacant', `Seat ${seat + 1} is not waiting for a player who left.`);
    const holder = this.seats[seat]!.holder;
    this.seats[seat] = this.emptySeat();
    if (holder && this.seatsOf(holder).length === 0) this.members.delete(holder);
    return ok(undefined);
  }

  /**
   * In a started heist, a connected player hands the seat of a player who is gone and had its
   * grace to a connected member (a watcher, another player, itself). The owner's token still
   * takes it back; the stand-in gets a token of its own for its reloads.
   */
  handOver(sessionId: string, seat: number, to: string): LobbyResult<{ token: string }> {
    if (this.phase !== 'started') return fail('game/not_started', 'The heist has not started yet.');
    const by = this.members.get(sessionId);
    if (!by || by.gone || (this.seatsOf(sessionId).length === 0 && this.host !== sessionId))
      return fail('seat/not_held', 'Only a player of this heist can hand a seat on.');
    const target = this.seats[seat];
    if (!target) return fail('seat/no_such', `There is no seat ${seat + 1}.`);
    if (this.seatStatus(seat) !== 'vacant')
      return fail('seat/not_vacant', `Seat ${seat + 1} still waits for its player.`);
    const recipient = this.members.get(to);
    if (!recipient || recipient.gone || !recipient.connected)
      return fail('seat/no_member', 'That person is not here any more.');
    const previous = target.holder;
    const { token, hash } = issueSeatToken();
    target.holder = to;
    target.delegateHash = hash;
    target.standIn = true;
    recipient.superseded = false;
    if (previous && previous !== to && this.seatsOf(previous).length === 0) this.members.delete(previous);
    this.passHostIfDue();
    return ok({ token });
  }

  /**
   * The host puts a planning bot in a seat: a free seat of the lobby, or in a started heist the
   * seat of a player who is gone and had its grace (the owner's token still takes it back). A
   * seat a bot already plays just changes level.
   */
  addBot(sessionId: string, seat: number, level: string): LobbyResult {
    const host = this.members.get(sessionId);
    if (this.host !== sessionId || !host || host.gone)
      return fail('lobby/not_host', 'Only the host can do that.');
    const target = this.seats[seat];
    if (!target) return fail('seat/no_such', `There is no seat ${seat + 1}.`);
    if (target.bot) {
      target.bot = level;
      return ok(undefined);
    }
    if (this.phase === 'lobby') {
      if (target.holder !== null) return fail('seat/taken', `Seat ${seat + 1} is taken.`);
      // The seat's game data stays with it: what was picked for the seat (a heist character) is the bot's.
      Object.assign(target, { ...this.emptySeat(), extra: target.extra, holder: botId(seat), bot: level });
      target.name = `Bot ${seat + 1}`;
      return ok(undefined);
    }
    if (this.seatStatus(seat) !== 'vacant')
      return fail('seat/not_vacant', `Seat ${seat + 1} still waits for its player.`);
    const previous = target.holder;
    target.holder = botId(seat);
    target.bot = level;
    target.delegateHash = null;
    target.standIn = target.tokenHash !== null;
    if (previous && this.seatsOf(previous).length === 0) {
      this.members.delete(previous);
      this.passHostIfDue();
    }
    return ok(undefined);
  }

  /** The host takes a bot out of its seat in the lobby: the seat is free again. */
  removeBot(sessionId: string, seat: number): LobbyResult {
    const check = this.hostInLobby(sessionId);
    if (!check.ok) return check;
    const target = this.seats[seat];
    if (!target) return fail('seat/no_such', `There is no seat ${seat + 1}.`);
    if (!target.bot) return fail('seat/not_held', `No bot plays seat ${seat + 1}.`);
    this.seats[seat] = this.emptySeat();
    return ok(undefined);
  }

  /** The level of the bot playing each seat (null: a person, or nobody). */
  bots(): Array<string | null> {
    return this.seats.map((s) => s.bot);
  }

  seatsOf(sessionId: string): number[] {
    // A loop, not flatMap: the room asks for every client after every input.
    const held: number[] = [];
    for (let i = 0; i < this.seats.length; i++) if (this.seats[i]!.holder === sessionId) held.push(i);
    return held;
  }

  /** Connected members who hold no seat and are not a player's other tab. */
  spectators(): number {
    let n = 0;
    for (const m of this.members.values())
      if (m.connected && !m.gone && !m.superseded && this.seatsOf(m.sessionId).length === 0) n++;
    return n;
  }

  setSeatCount(sessionId: string, count: number): LobbyResult {
    const check = this.hostInLobby(sessionId);
    if (!check.ok) return check;
    // A seat whose player may still come back keeps its token: it goes only once freed.
    for (let i = count; i < this.seats.length; i++) {
      const status = this.seatStatus(i);
      if (status === 'away' || status === 'dropped')
        return fail('seat/not_vacant', `Seat ${i + 1} still waits for its player.`);
    }
    const dropped = this.seats.slice(count);
    this.seats = Array.from({ length: count }, (_, i) => this.seats[i] ?? this.emptySeat());
    // A gone player whose only seat went has nothing left to come back to.
    for (const seat of dropped)
      if (seat.holder && this.members.get(seat.holder)?.gone && this.seatsOf(seat.holder).length === 0)
        this.members.delete(seat.holder);
    this.clearReady();
    return ok(undefined);
  }

  claim(sessionId: string, seat: number): LobbyResult<{ token: string }> {
    const check = this.inLobby();
    if (!check.ok) return check;
    const target = this.seats[seat];
    if (!target) return fail('seat/no_such', `There is no seat ${seat + 1}.`);
    if (target.holder !== null && target.holder !== sessionId)
      return fail('seat/taken', `Seat ${seat + 1} is taken.`);
    const token = this.takeSeat(sessionId, seat);
    this.passHostIfDue();
    return ok({ token });
  }

  release(sessionId: string, seat: number): LobbyResult {
    const check = this.holdsInLobby(sessionId, seat);
    if (!check.ok) return check;
    this.seats[seat] = this.emptySeat();
    return ok(undefined);
  }

  setReady(sessionId: string, ready: boolean): LobbyResult {
    const check = this.inLobby();
    if (!check.ok) return check;
    const member = this.members.get(sessionId);
    if (member) member.ready = ready;
    return ok(undefined);
  }

  /**
   * Everything that keeps the host from starting, as codes the client words; empty when it can.
   * `seatProblem`: what the game's own rules find wrong with a held seat.
   */
  startProblems(seatProblem?: SeatProblem<E>): StartProblem[] {
    const problems: StartProblem[] = [];
    this.seats.forEach((seat, i) => {
      if (seat.holder === null) {
        problems.push({ code: 'seat/empty', seat: i });
        return;
      }
      const problem = seatProblem?.(seat, i);
      if (problem) problems.push(problem);
    });
    const holders = new Set(this.seats.flatMap((s) => (s.holder ? [s.holder] : [])));
    for (const holder of holders) {
      const member = this.members.get(holder);
      // A player who is away but was ready does not hold the start back: its seat waits for
      // its token in the heist, as a dropped player's does.
      if (member && !member.ready) problems.push({ code: 'member/not_ready', name: member.name });
    }
    return problems;
  }

  /** Checks the host may start now; the room then builds the game and calls `markStarted`. */
  canStart(sessionId: string, seatProblem?: SeatProblem<E>): LobbyResult {
    const check = this.hostInLobby(sessionId);
    if (!check.ok) return check;
    const problems = this.startProblems(seatProblem);
    if (problems.length > 0) return fail('lobby/cannot_start', 'The heist cannot start yet.', problems);
    return ok(undefined);
  }

  markStarted(): void {
    this.phase = 'started';
  }

  /** Each seat's token hashes, for storage. */
  seatKeys(): SeatKeys[] {
    return this.seats.map((s) => ({ owner: s.tokenHash, delegate: s.delegateHash }));
  }

  /** The seat whose player is host (for storage), or null when the host holds none. */
  hostSeat(): number | null {
    if (this.host === null) return null;
    const seat = this.seats.findIndex((s) => s.holder === this.host);
    return seat >= 0 ? seat : null;
  }

  /**
   * The player behind a member is back on another connection: its ready mark and host role
   * follow its seats; a gone member that held nothing else is forgotten.
   */
  private succeed(previous: Member, sessionId: string): void {
    const member = this.members.get(sessionId);
    if (member) member.ready ||= previous.ready;
    if (this.host === previous.sessionId) this.host = sessionId;
    if (previous.gone) this.members.delete(previous.sessionId);
  }

  private takeFreeSeat(
    sessionId: string,
    open: (seat: number) => boolean = () => true,
  ): { seat: number; token: string } | null {
    if (this.phase !== 'lobby') return null;
    const free = this.seats.findIndex((s, i) => s.holder === null && open(i));
    if (free < 0) return null;
    return { seat: free, token: this.takeSeat(sessionId, free) };
  }

  private takeSeat(sessionId: string, seat: number): string {
    const target = this.seats[seat]!;
    const { token, hash } = issueSeatToken();
    target.holder = sessionId;
    target.name = this.members.get(sessionId)?.name ?? '';
    target.tokenHash = hash;
    target.delegateHash = null;
    target.standIn = false;
    const member = this.members.get(sessionId);
    if (member) member.superseded = false;
    return token;
  }

  /** Every member is not ready any more (the game changed under them). */
  clearReady(): void {
    for (const member of this.members.values()) member.ready = false;
  }

  /** The game has not started: a lobby change may go through. */
  inLobby(): LobbyResult {
    return this.phase === 'lobby'
      ? ok(undefined)
      : fail('lobby/not_in_lobby', 'The heist has already started.');
  }

  /** The sender is host, and the game has not started. */
  hostInLobby(sessionId: string): LobbyResult {
    const check = this.inLobby();
    if (!check.ok) return check;
    return this.host === sessionId ? ok(undefined) : fail('lobby/not_host', 'Only the host can do that.');
  }

  /** The sender holds this seat, and the game has not started. */
  holdsInLobby(sessionId: string, seat: number): LobbyResult {
    const check = this.inLobby();
    if (!check.ok) return check;
    if (!this.seats[seat]) return fail('seat/no_such', `There is no seat ${seat + 1}.`);
    if (this.seats[seat]!.holder !== sessionId)
      return fail('seat/not_held', `You do not hold seat ${seat + 1}.`);
    return ok(undefined);
  }
}
