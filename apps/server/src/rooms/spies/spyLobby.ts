/**
 * The lobby of a spies room (A-R1.1, A-R1.8): one security seat (0) and one to three spy seats,
 * each held by a player or played by the engine's bot. Members, seats, tokens, the host and
 * reconnection are the heist's Lobby; this adds the sides, the bots and the setup.
 */

import type { AsymSetup } from '@safecrackers/asym-rules';
import type { SeatStatus } from '@safecrackers/protocol';
import { type Arrival, Lobby, type LobbyResult, type SeatClaim, type SeatKeys } from '../lobby.js';

export type BotMode = 'off' | 'setup' | 'on';

export const MIN_SEATS = 2;
export const MAX_SPY_SEATS = 4;

const fail = (
  code:
    | 'seat/no_such'
    | 'seat/not_held'
    | 'seat/taken'
    | 'lobby/not_host'
    | 'lobby/cannot_start'
    | 'lobby/not_in_lobby',
  message: string,
  reasons?: string[],
): LobbyResult<never> => ({
  ok: false,
  error: reasons ? { code, message, reasons } : { code, message },
});
const ok = <T>(value: T): LobbyResult<T> => ({ ok: true, value });

export const sideOf = (seat: number): 'security' | 'spy' => (seat === 0 ? 'security' : 'spy');

export class SpyLobby {
  readonly lobby: Lobby;
  bots: BotMode[];

  constructor(lobby?: Lobby, bots?: BotMode[]) {
    this.lobby = lobby ?? new Lobby();
    // No characters in this game: the heist's "Seat N has no character" check stays quiet.
    this.lobby.config.assignment = 'random';
    this.bots = bots ?? this.lobby.seats.map(() => 'off');
  }

  /** A started game from storage: its players away until their tokens come back. */
  static restored(
    setup: AsymSetup,
    bots: BotMode[],
    keys: readonly SeatKeys[],
    hostSeat: number | null,
    graceMs: number,
  ): SpyLobby {
    const lobby = Lobby.restored(
      { scenario: 'office', seed: setup.seed, seats: setup.seats.map((s) => ({ name: s.name })) },
      keys,
      hostSeat,
      graceMs,
    );
    return new SpyLobby(
      lobby,
      setup.seats.map((_, i) => bots[i] ?? 'off'),
    );
  }

  get phase(): 'lobby' | 'started' {
    return this.lobby.phase;
  }

  /**
   * A member arrives (the heist's Lobby.arrive); a newcomer in the lobby takes the first free
   * seat no bot plays, if any.
   */
  arrive(sessionId: string, name: string, claims: readonly SeatClaim[]): Arrival {
    const arrival = this.lobby.arrive(sessionId, name, claims);
    const taken = arrival.fresh;
    if (!taken || this.bots[taken.seat] === 'off') return arrival;
    this.lobby.release(sessionId, taken.seat);
    const free = this.lobby.seats.findIndex((s, i) => s.holder === null && this.bots[i] === 'off');
    const claimed = free >= 0 ? this.lobby.claim(sessionId, free) : null;
    return { ...arrival, fresh: claimed?.ok ? { seat: free, token: claimed.value.token } : null };
  }

  setSeatCount(sessionId: string, count: number): LobbyResult {
    if (count < MIN_SEATS || count > MAX_SPY_SEATS)
      return fail(
        'seat/no_such',
        `A spies game has security and 1 to 3 spies (${MIN_SEATS}-${MAX_SPY_SEATS} seats).`,
      );
    const result = this.lobby.setSeatCount(sessionId, count);
    if (result.ok) this.bots = Array.from({ length: count }, (_, i) => this.bots[i] ?? 'off');
    return result;
  }

  claim(sessionId: string, seat: number): LobbyResult<{ token: string }> {
    // One side per player: security must not also see the spies' board.
    const held = this.lobby.seatsOf(sessionId).filter((s) => s !== seat);
    if (held.some((s) => sideOf(s) !== sideOf(seat)))
      return fail('seat/taken', 'You already play the other side; leave that seat first.');
    const result = this.lobby.claim(sessionId, seat);
    if (result.ok) this.bots[seat] = 'off';
    return result;
  }

  /**
   * The host lets a bot play a free seat in the lobby; a seat's holder lets one play its own
   * seat at any time (all of it, or only the setup), and takes it back with 'off'.
   */
  setBot(sessionId: string, seat: number, mode: BotMode): LobbyResult {
    const target = this.lobby.seats[seat];
    if (!target) return fail('seat/no_such', `There is no seat ${seat + 1}.`);
    const own = target.holder === sessionId;
    if (!own) {
      if (this.lobby.phase !== 'lobby') return fail('seat/not_held', `You do not hold seat ${seat + 1}.`);
      if (this.lobby.host !== sessionId) return fail('lobby/not_host', 'Only the host can do that.');
      if (target.holder !== null) return fail('seat/taken', `Seat ${seat + 1} is taken.`);
    }
    this.bots[seat] = mode;
    return ok(undefined);
  }

  /** Whether the bot gives this seat's inputs now, at the engine's stage. */
  botPlays(seat: number, stage: string): boolean {
    const mode = this.bots[seat] ?? 'off';
    return mode === 'on' || (mode === 'setup' && (stage === 'securitySetup' || stage === 'spySetup'));
  }

  startProblems(): string[] {
    const problems: string[] = [];
    this.lobby.seats.forEach((seat, i) => {
      if (seat.holder === null && this.bots[i] !== 'on')
        problems.push(`Seat ${i + 1} (${sideOf(i)}) has no player and no bot.`);
    });
    const holders = new Set(this.lobby.seats.flatMap((s) => (s.holder ? [s.holder] : [])));
    for (const holder of holders) {
      const member = this.lobby.members.get(holder);
      if (member && !member.ready) problems.push(`${member.name} is not ready.`);
    }
    return problems;
  }

  canStart(sessionId: string): LobbyResult {
    if (this.lobby.phase !== 'lobby') return fail('lobby/not_in_lobby', 'The game has already started.');
    if (this.lobby.host !== sessionId) return fail('lobby/not_host', 'Only the host can do that.');
    const problems = this.startProblems();
    if (problems.length > 0) return fail('lobby/cannot_start', 'The game cannot start yet.', problems);
    return ok(undefined);
  }

  toSetup(seed: string): AsymSetup {
    return {
      mode: 'asym',
      mission: 'mansion',
      seed,
      seats: this.lobby.seats.map((s, i) => ({
        name: s.holder !== null && s.name ? s.name : i === 0 ? 'Security bot' : `Spy bot ${i}`,
        side: sideOf(i),
      })),
    };
  }

  seatStatus(i: number): SeatStatus {
    return this.lobby.seatStatus(i);
  }
}
