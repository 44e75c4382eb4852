/**
 * The lobby as plain data: members, seats, options, the host. No network here; HeistRoom
 * translates messages into these calls and their results into state and replies.
 */
import type { ProtocolErrorCode } from '@safecrackers/protocol';
import type { CharacterId, GameSetup, ScenarioId, Side } from '@safecrackers/rules';
import { issueSeatToken, seatTokenMatches } from './seatTokens.js';

export interface LobbyConfig {
  scenario: ScenarioId;
  randomWalls: boolean;
  stealth: number;
  advancedSides: boolean;
  assignment: 'chosen' | 'random';
}

export interface Member {
  sessionId: string;
  name: string;
  ready: boolean;
  connected: boolean;
}

export interface Seat {
  holder: string | null;
  name: string;
  character: CharacterId | null;
  side: Side;
  tokenHash: string | null;
}

export interface LobbyError {
  code: ProtocolErrorCode;
  message: string;
  reasons?: string[];
}

export type LobbyResult<T = undefined> = { ok: true; value: T } | { ok: false; error: LobbyError };

const ok = <T>(value: T): LobbyResult<T> => ({ ok: true, value });
const fail = (code: ProtocolErrorCode, message: string, reasons?: string[]): LobbyResult<never> => ({
  ok: false,
  error: reasons ? { code, message, reasons } : { code, message },
});

export const DEFAULT_CONFIG: LobbyConfig = {
  scenario: 'office',
  randomWalls: false,
  stealth: 3,
  advancedSides: false,
  assignment: 'chosen',
};
const DEFAULT_SEATS = 2;

const emptySeat = (): Seat => ({ holder: null, name: '', character: null, side: 'basic', tokenHash: null });

/**
 * Members of a lobby restored from storage are "away" under these ids (no Colyseus session id
 * contains a colon) until someone proves one of their seat tokens: like a dropped connection,
 * they keep their seats, their ready mark and the host role meanwhile.
 */
const AWAY_PREFIX = 'away:';
export const awayId = (index: number): string => `${AWAY_PREFIX}${index}`;
export const isAway = (sessionId: string): boolean => sessionId.startsWith(AWAY_PREFIX);

/** One seat a joining client asks back, with the token it was given. */
export interface SeatClaim {
  seat: number;
  token: string;
}

export interface Arrival {
  /** Seats whose token the client proved: they are its seats now. */
  reclaimed: number[];
  /** Seats whose token did not match. */
  refused: number[];
  /** Other live members that held a reclaimed seat until now (the same player, another device). */
  displaced: string[];
  /** The free seat a newcomer took in the lobby, with its new token. */
  fresh: { seat: number; token: string } | null;
}

export class Lobby {
  phase: 'lobby' | 'started' = 'lobby';
  host: string | null = null;
  /** In join order: the host passes to the earliest remaining member. */
  readonly members = new Map<string, Member>();
  seats: Seat[] = Array.from({ length: DEFAULT_SEATS }, emptySeat);
  config: LobbyConfig = { ...DEFAULT_CONFIG };

  /** A started heist restored from storage: its seats are fixed and free until reclaimed. */
  static restored(setup: GameSetup, tokenHashes: string[]): Lobby {
    const lobby = new Lobby();
    lobby.phase = 'started';
    lobby.config = {
      scenario: setup.scenario,
      randomWalls: setup.options?.randomWalls ?? false,
      stealth: setup.options?.stealth ?? DEFAULT_CONFIG.stealth,
      advancedSides: setup.options?.advancedSides ?? false,
      assignment: setup.options?.randomCharacters ? 'random' : 'chosen',
    };
    lobby.seats = setup.seats.map((s, i) => ({
      holder: null,
      name: s.name,
      character: s.character ?? null,
      side: s.side ?? 'basic',
      tokenHash: tokenHashes[i] ?? null,
    }));
    return lobby;
  }

  /**
   * Adds a member. In the lobby it takes the first free seat unless told not to (a player who
   * reclaimed its seats); the seat is returned with its new token.
   */
  join(sessionId: string, name: string, takeSeat = true): { seat: number; token: string } | null {
    this.members.set(sessionId, { sessionId, name, ready: false, connected: true });
    if (this.host === null) this.host = sessionId;
    return takeSeat ? this.takeFreeSeat(sessionId) : null;
  }

  /**
   * A client joins with the seat tokens it kept: it becomes a member, takes back every seat it
   * proves (with what an away member left there: ready mark, host role) and, having proved
   * none, takes the first free seat of the lobby like any newcomer.
   */
  arrive(sessionId: string, name: string, claims: readonly SeatClaim[]): Arrival {
    this.join(sessionId, name, false);
    const reclaimed: number[] = [];
    const refused: number[] = [];
    const displaced = new Set<string>();
    for (const { seat, token } of claims) {
      const previous = this.seats[seat]?.holder ?? null;
      if (!this.reclaim(sessionId, seat, token)) {
        refused.push(seat);
        continue;
      }
      reclaimed.push(seat);
      if (previous && previous !== sessionId && !isAway(previous)) displaced.add(previous);
    }
    const fresh = reclaimed.length === 0 ? this.takeFreeSeat(sessionId) : null;
    return { reclaimed, refused, displaced: [...displaced], fresh };
  }

  /** Members restored from storage that have not come back yet. */
  away(): string[] {
    return [...this.members.keys()].filter(isAway);
  }

  /**
   * The members still away leave, as a dropped player does when its reconnection window
   * closes: in the lobby their seats are freed. Returns how many left.
   */
  dismissAway(): number {
    const away = this.away();
    for (const id of away) this.leave(id);
    return away.length;
  }

  /** Removes a member. In the lobby its seats are freed; once started they stay reclaimable. */
  leave(sessionId: string): void {
    this.members.delete(sessionId);
    for (const seat of this.seats) {
      if (seat.holder !== sessionId) continue;
      if (this.phase === 'lobby') Object.assign(seat, emptySeat());
      else seat.holder = null;
    }
    if (this.host === sessionId) this.host = this.nextHost();
  }

  setConnected(sessionId: string, connected: boolean): void {
    const member = this.members.get(sessionId);
    if (member) member.connected = connected;
  }

  seatsOf(sessionId: string): number[] {
    return this.seats.flatMap((s, i) => (s.holder === sessionId ? [i] : []));
  }

  /** Code + token: the seat becomes this member's, whoever held it before. */
  reclaim(sessionId: string, seat: number, token: string): boolean {
    const target = this.seats[seat];
    if (!target || !seatTokenMatches(token, target.tokenHash)) return false;
    const previous = target.holder;
    target.holder = sessionId;
    if (previous !== null && previous !== sessionId && isAway(previous)) this.succeed(previous, sessionId);
    return true;
  }

  configure(sessionId: string, changes: Partial<LobbyConfig>): LobbyResult {
    const check = this.hostInLobby(sessionId);
    if (!check.ok) return check;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    this.config = { ...this.config, ...defined };
    for (const seat of this.seats) {
      if (this.config.assignment === 'random') seat.character = null;
      if (!this.config.advancedSides) seat.side = 'basic';
    }
    this.clearReady();
    return ok(undefined);
  }

  setSeatCount(sessionId: string, count: number): LobbyResult {
    const check = this.hostInLobby(sessionId);
    if (!check.ok) return check;
    this.seats = Array.from({ length: count }, (_, i) => this.seats[i] ?? emptySeat());
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
    return ok({ token: this.takeSeat(sessionId, seat) });
  }

  release(sessionId: string, seat: number): LobbyResult {
    const check = this.holdsInLobby(sessionId, seat);
    if (!check.ok) return check;
    this.seats[seat] = emptySeat();
    return ok(undefined);
  }

  pickCharacter(
    sessionId: string,
    seat: number,
    character: CharacterId | null,
    side: Side = 'basic',
  ): LobbyResult {
    const check = this.holdsInLobby(sessionId, seat);
    if (!check.ok) return check;
    if (this.config.assignment === 'random') {
      return fail('lobby/assignment_random', 'Characters are dealt at random in this heist.');
    }
    if (side === 'advanced' && !this.config.advancedSides) {
      return fail('lobby/side_not_allowed', 'The host has not allowed advanced sides.');
    }
    const other = this.seats.findIndex(
      (s, i) => i !== seat && character !== null && s.character === character,
    );
    if (other >= 0) return fail('lobby/character_taken', `Seat ${other + 1} already plays the ${character}.`);
    const target = this.seats[seat]!;
    target.character = character;
    target.side = side;
    return ok(undefined);
  }

  setReady(sessionId: string, ready: boolean): LobbyResult {
    const check = this.inLobby();
    if (!check.ok) return check;
    const member = this.members.get(sessionId);
    if (member) member.ready = ready;
    return ok(undefined);
  }

  /** Everything that keeps the host from starting, one sentence each; empty when it can. */
  startProblems(): string[] {
    const problems: string[] = [];
    this.seats.forEach((seat, i) => {
      if (seat.holder === null) problems.push(`Seat ${i + 1} has no player.`);
      else if (this.config.assignment === 'chosen' && seat.character === null) {
        problems.push(`Seat ${i + 1} has no character.`);
      }
    });
    const holders = new Set(this.seats.flatMap((s) => (s.holder ? [s.holder] : [])));
    for (const holder of holders) {
      const member = this.members.get(holder);
      if (member && !member.ready) problems.push(`${member.name} is not ready.`);
    }
    return problems;
  }

  /** Checks the host may start now; the room then builds the game and calls `markStarted`. */
  canStart(sessionId: string): LobbyResult {
    const check = this.hostInLobby(sessionId);
    if (!check.ok) return check;
    const problems = this.startProblems();
    if (problems.length > 0) return fail('lobby/cannot_start', 'The heist cannot start yet.', problems);
    return ok(undefined);
  }

  toSetup(seed: string): GameSetup {
    return {
      scenario: this.config.scenario,
      seed,
      seats: this.seats.map((s) => ({
        name: s.name,
        ...(s.character ? { character: s.character } : {}),
        side: s.side,
      })),
      options: {
        stealth: this.config.stealth,
        randomWalls: this.config.randomWalls,
        randomCharacters: this.config.assignment === 'random',
        advancedSides: this.config.advancedSides,
      },
    };
  }

  markStarted(): void {
    this.phase = 'started';
  }

  tokenHashes(): string[] {
    return this.seats.map((s) => s.tokenHash ?? '');
  }

  /** The player behind an away member is back: its ready mark and host role are theirs again. */
  private succeed(awayMember: string, sessionId: string): void {
    const away = this.members.get(awayMember);
    const member = this.members.get(sessionId);
    if (away && member) member.ready ||= away.ready;
    if (this.host === awayMember) this.host = sessionId;
    if (this.seatsOf(awayMember).length === 0) this.members.delete(awayMember);
  }

  private takeFreeSeat(sessionId: string): { seat: number; token: string } | null {
    if (this.phase !== 'lobby') return null;
    const free = this.seats.findIndex((s) => s.holder === null);
    if (free < 0) return null;
    return { seat: free, token: this.takeSeat(sessionId, free) };
  }

  private takeSeat(sessionId: string, seat: number): string {
    const target = this.seats[seat]!;
    const { token, hash } = issueSeatToken();
    target.holder = sessionId;
    target.name = this.members.get(sessionId)?.name ?? '';
    target.tokenHash = hash;
    return token;
  }

  private nextHost(): string | null {
    const members = [...this.members.values()];
    return (members.find((m) => m.connected) ?? members[0])?.sessionId ?? null;
  }

  private clearReady() {
    for (const member of this.members.values()) member.ready = false;
  }

  private inLobby(): LobbyResult {
    return this.phase === 'lobby'
      ? ok(undefined)
      : fail('lobby/not_in_lobby', 'The heist has already started.');
  }

  private hostInLobby(sessionId: string): LobbyResult {
    const check = this.inLobby();
    if (!check.ok) return check;
    return this.host === sessionId ? ok(undefined) : fail('lobby/not_host', 'Only the host can do that.');
  }

  private holdsInLobby(sessionId: string, seat: number): LobbyResult {
    const check = this.inLobby();
    if (!check.ok) return check;
    if (!this.seats[seat]) return fail('seat/no_such', `There is no seat ${seat + 1}.`);
    if (this.seats[seat]!.holder !== sessionId)
      return fail('seat/not_held', `You do not hold seat ${seat + 1}.`);
    return ok(undefined);
  }
}
