/**
 * The lobby of a spies room (A-R1.1, A-R1.8): one security seat (0) and one to three spy seats,
 * each held by a player or played by the engine's bot. Members, seats, tokens, the host,
 * reconnection, hand-overs and the stored lobby record are the platform's Lobby; this adds the
 * sides and the bots (and the bots' modes to the stored record).
 *
 * Two kinds of bot play a seat. A seat's mode (`bots`) says whether the engine's bot gives its
 * inputs: set by the host for a free seat in the lobby, or by the seat's holder for its own
 * seat. In a started game the host may also hand a vacant seat (its player gone for good) to a
 * bot: then the platform's Lobby marks the seat as played by a bot standing in, and the owner's
 * token still takes it back, which ends the stand-in.
 *
 * A free seat's bot plays at the level the host picks (`Seat.extra.botLevel`, spyBotLevels.ts);
 * a bot playing a player's seat, its own autopilot or a stand-in, plays at the expert.
 */

import type { AsymSetup, AsymState } from '@safecrackers/asym-rules';
import {
  type BotLevel,
  DEFAULT_SPY_BOT_LEVEL,
  MAX_SEATS,
  type SeatStatus,
  type StartProblem,
} from '@safecrackers/protocol';
import { z } from 'zod';
import type { GameSeats } from '../../platform/gameModule.js';
import { type Arrival, Lobby, type LobbyResult, type SeatClaim } from '../../platform/lobby.js';
import { type LobbyExtras, restoreLobby, toLobbyRecord } from '../../platform/lobbyRecord.js';
import type { StoredSeats } from '../../storage/index.js';
import type { LobbyRecord } from '../../storage/lobbyRecord.js';
import { OLD_GAME_BOT_LEVEL, PLAYERS_BOT_LEVEL, readSpyBotLevel, readSpyBotLevels } from './spyBotLevels.js';

export type BotMode = 'off' | 'setup' | 'on';

const BOT_MODES = ['off', 'setup', 'on'] as const satisfies readonly BotMode[];

/** Stored modes, checked: anything else is 'off'. */
export function readBotModes(raw: readonly unknown[], seats: number): BotMode[] {
  return Array.from({ length: seats }, (_, i) =>
    (BOT_MODES as readonly unknown[]).includes(raw[i]) ? (raw[i] as BotMode) : 'off',
  );
}

/** The level of a bot standing in for a gone player in a started game (the platform's Lobby.bot). */
export const STAND_IN_LEVEL = PLAYERS_BOT_LEVEL;

/**
 * A spies setup as the room stores it: the engine's, and each seat's bot mode and level at the
 * start (a level only tells for a free seat the bot plays).
 */
export interface StoredSpySetup extends AsymSetup {
  bots: BotMode[];
  levels: BotLevel[];
}

/** What the spies keep of each seat: the level of a bot the host lets play it while it is free. */
export interface SpySeat {
  botLevel: BotLevel;
}

const emptySpySeat = (): SpySeat => ({ botLevel: DEFAULT_SPY_BOT_LEVEL });

export const MIN_SEATS = 2;
export const MAX_SPY_SEATS = 4;

const fail = (
  code:
    | 'seat/no_such'
    | 'seat/not_held'
    | 'seat/taken'
    | 'seat/not_vacant'
    | 'lobby/not_host'
    | 'lobby/cannot_start'
    | 'lobby/not_in_lobby',
  message: string,
  reasons?: StartProblem[],
): LobbyResult<never> => ({
  ok: false,
  error: reasons ? { code, message, reasons } : { code, message },
});
const ok = <T>(value: T): LobbyResult<T> => ({ ok: true, value });

export const sideOf = (seat: number): 'security' | 'spy' => (seat === 0 ? 'security' : 'spy');

/** The spies' fields of its stored lobby record: the game's name and each seat's bot mode. */
interface SpyRecordFields {
  game?: string;
  spyBots: BotMode[];
}

export type SpyLobbyRecord = LobbyRecord<SpyRecordFields, SpySeat>;

/**
 * The spies' part of its stored lobby record. Records written before each game kept its own
 * lobby data also carry the heist's options and each seat's character and side, which a spies
 * lobby never used: they are read and dropped. Records written before bots had levels read as
 * the default level.
 */
export const SPIES_LOBBY: LobbyExtras<SpyRecordFields, SpySeat> = {
  emptySeat: emptySpySeat,
  fields: z
    .strictObject({
      game: z.string().min(1).max(32).optional(),
      spyBots: z.array(z.enum(BOT_MODES)).max(MAX_SEATS),
      config: z.unknown().optional(),
    })
    .transform(({ game, spyBots }) => ({ game, spyBots })),
  seatFields: z
    .strictObject({
      character: z.unknown().optional(),
      side: z.unknown().optional(),
      botLevel: z.string().max(16).optional(),
    })
    .transform(({ botLevel }) => ({ botLevel: readSpyBotLevel(botLevel) })),
  check(record, problem) {
    if (record.game !== 'spies') problem('a spies lobby, and only one, has bot modes for its seats');
    if (record.spyBots.length !== record.seats.length) problem('one bot mode per seat');
  },
};

export class SpyLobby implements GameSeats<StoredSpySetup, AsymState> {
  readonly lobby: Lobby<SpySeat>;
  bots: BotMode[];

  constructor(lobby?: Lobby<SpySeat>, bots?: BotMode[]) {
    this.lobby = lobby ?? new Lobby(Date.now, emptySpySeat);
    this.bots = bots ?? this.lobby.seats.map(() => 'off');
  }

  /**
   * A started game from storage: its players away until their tokens come back, each seat
   * played as it was last stored (`seats.modes`; older records: the bots of the start), a free
   * seat's bot at its level of the start (games started before levels: the expert's).
   */
  static restored(
    setup: AsymSetup & { levels?: readonly unknown[] },
    bots: BotMode[],
    seats: StoredSeats,
    graceMs: number,
  ): SpyLobby {
    const levels = readSpyBotLevels(setup.levels ?? [], setup.seats.length, OLD_GAME_BOT_LEVEL);
    const lobby = Lobby.restored(
      setup.seats.map((s, i) => ({ name: s.name, extra: { botLevel: levels[i] ?? OLD_GAME_BOT_LEVEL } })),
      {
        keys: seats.keys,
        hostSeat: seats.hostSeat,
        bots: (seats.bots ?? []).map((b) => (b === null ? null : STAND_IN_LEVEL)),
      },
      graceMs,
      Date.now,
      emptySpySeat,
    );
    const modes = readBotModes(seats.modes ?? bots, setup.seats.length);
    // A bot standing in for a gone player plays its seat, whatever else was stored.
    return new SpyLobby(
      lobby,
      modes.map((m, i) => (lobby.seats[i]?.bot ? 'on' : m)),
    );
  }

  /**
   * A lobby restored from its stored record (restore.ts), with the bot modes the record keeps;
   * throws LobbyRecordError when it does not read.
   */
  static fromRecord(raw: unknown, graceMs: number): { seats: SpyLobby; record: SpyLobbyRecord } {
    const { record, lobby } = restoreLobby(raw, SPIES_LOBBY, graceMs);
    return { seats: new SpyLobby(lobby, readBotModes(record.spyBots, record.seats.length)), record };
  }

  /** What storage keeps of the lobby before the start (the platform's record plus the bots). */
  toRecord(): SpyLobbyRecord {
    return toLobbyRecord(this.lobby, { game: 'spies', spyBots: this.bots.slice() });
  }

  /** What storage keeps of a started game's seats: tokens, host, stand-in bots, bot modes. */
  stored(): StoredSeats {
    const standIns = this.lobby.bots();
    return {
      keys: this.lobby.seatKeys(),
      hostSeat: this.lobby.hostSeat(),
      ...(standIns.some((b) => b !== null) ? { bots: standIns } : {}),
      modes: this.bots.slice(),
    };
  }

  get phase(): 'lobby' | 'started' {
    return this.lobby.phase;
  }

  /**
   * A member arrives (the platform's Lobby.arrive); a newcomer in the lobby takes the first free
   * seat no bot plays, if any (never one it would let go again: the host role may pass to
   * whoever takes a seat, and only to a player who keeps one).
   */
  arrive(sessionId: string, name: string, claims: readonly SeatClaim[]): Arrival {
    return this.endingStandIns(() =>
      this.lobby.arrive(sessionId, name, claims, (seat) => this.bots[seat] === 'off'),
    );
  }

  /** "Play here" (the platform's Lobby.reclaimAll): an owner back with its token ends a stand-in bot. */
  reclaimAll(sessionId: string, claims: readonly SeatClaim[]): Omit<Arrival, 'fresh'> {
    return this.endingStandIns(() => this.lobby.reclaimAll(sessionId, claims));
  }

  /**
   * In a started game, a player hands the seat of one gone for good to someone here (the
   * platform's Lobby.handOver), who plays it in person: not to one who plays the other side.
   */
  handOver(sessionId: string, seat: number, to: string): LobbyResult<{ token: string }> {
    if (this.lobby.seats[seat] && this.seatStatus(seat) !== 'vacant')
      return fail('seat/not_vacant', `Seat ${seat + 1} is played.`);
    if (!this.playsOnlySide(to, sideOf(seat)))
      return fail('seat/taken', 'That player plays the other side; a player may not hold both.');
    const result = this.lobby.handOver(sessionId, seat, to);
    if (result.ok) this.bots[seat] = 'off';
    return result;
  }

  /** Who a vacant seat may be handed on to: members here who play no seat of the other side. */
  takers(seat: number): string[] {
    if (this.seatStatus(seat) !== 'vacant') return [];
    return [...this.lobby.members.values()]
      .filter((m) => m.connected && !m.gone && this.playsOnlySide(m.sessionId, sideOf(seat)))
      .map((m) => m.sessionId);
  }

  private playsOnlySide(sessionId: string, side: 'security' | 'spy'): boolean {
    return this.lobby.seatsOf(sessionId).every((s) => sideOf(s) === side);
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
   * The host lets a bot play a free seat in the lobby, at `level` if given (else at the level
   * the seat has); a seat's holder lets one play its own seat at any time (all of it, or only
   * the setup), and takes it back with 'off'.
   */
  setBot(sessionId: string, seat: number, mode: BotMode, level?: BotLevel): LobbyResult {
    const target = this.lobby.seats[seat];
    if (!target) return fail('seat/no_such', `There is no seat ${seat + 1}.`);
    if (level !== undefined) return this.setFreeSeatBot(sessionId, seat, mode, level);
    const own = target.holder === sessionId;
    if (!own && this.lobby.phase !== 'lobby' && mode === 'on' && this.seatStatus(seat) === 'vacant')
      return this.handToBot(sessionId, seat);
    if (!own) {
      if (this.lobby.phase !== 'lobby') return fail('seat/not_held', `You do not hold seat ${seat + 1}.`);
      if (this.lobby.host !== sessionId) return fail('lobby/not_host', 'Only the host can do that.');
      if (target.holder !== null) return fail('seat/taken', `Seat ${seat + 1} is taken.`);
    }
    this.bots[seat] = mode;
    return ok(undefined);
  }

  /**
   * The host sets the bot of a free seat in the lobby, and its level. A player's own seat has no
   * level to pick: its bot is the expert.
   */
  private setFreeSeatBot(sessionId: string, seat: number, mode: BotMode, level: BotLevel): LobbyResult {
    if (this.lobby.phase !== 'lobby') return fail('lobby/not_in_lobby', 'The game has already started.');
    if (this.lobby.host !== sessionId) return fail('lobby/not_host', 'Only the host can do that.');
    const target = this.lobby.seats[seat]!;
    if (target.holder !== null)
      return fail('seat/taken', `Seat ${seat + 1} is taken: the host picks a level for a free seat only.`);
    target.extra.botLevel = level;
    this.bots[seat] = mode;
    return ok(undefined);
  }

  /** The level the bot plays (or would play) a seat at: the host's pick for a free seat. */
  levelAt(seat: number): BotLevel {
    const target = this.lobby.seats[seat];
    return target && target.holder === null ? target.extra.botLevel : PLAYERS_BOT_LEVEL;
  }

  /**
   * In a started game, the host hands a vacant seat to the bot (the platform's Lobby.addBot): it
   * plays the seat until the owner comes back with its token.
   */
  private handToBot(sessionId: string, seat: number): LobbyResult {
    const result = this.lobby.addBot(sessionId, seat, STAND_IN_LEVEL);
    if (result.ok) this.bots[seat] = 'on';
    return result;
  }

  /** Runs a reclaim; seats whose stand-in bot it ended are played by their owner again. */
  private endingStandIns<T>(reclaim: () => T): T {
    const before = this.lobby.bots();
    const result = reclaim();
    this.lobby.seats.forEach((s, i) => {
      if (before[i] !== null && s.bot === null) this.bots[i] = 'off';
    });
    return result;
  }

  /** Whether the bot gives this seat's inputs now, at the engine's stage. */
  botPlays(seat: number, stage: string): boolean {
    const mode = this.bots[seat] ?? 'off';
    return mode === 'on' || (mode === 'setup' && (stage === 'securitySetup' || stage === 'spySetup'));
  }

  startProblems(): StartProblem[] {
    const problems: StartProblem[] = [];
    this.lobby.seats.forEach((seat, i) => {
      if (seat.holder === null && this.bots[i] !== 'on') problems.push({ code: 'seat/unmanned', seat: i });
    });
    const holders = new Set(this.lobby.seats.flatMap((s) => (s.holder ? [s.holder] : [])));
    for (const holder of holders) {
      const member = this.lobby.members.get(holder);
      if (member && !member.ready) problems.push({ code: 'member/not_ready', name: member.name });
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

  toSetup(seed: string): StoredSpySetup {
    return {
      bots: this.bots.slice(),
      levels: this.lobby.seats.map((s) => s.extra.botLevel),
      mode: 'asym',
      mission: 'mansion',
      seed,
      seats: this.lobby.seats.map((s, i) => ({
        name: s.holder !== null && s.name ? s.name : i === 0 ? 'Security bot' : `Spy bot ${i}`,
        side: sideOf(i),
      })),
    };
  }

  /** The level of the bot that gives this seat's inputs now, if any. */
  botAt(seat: number, state: AsymState): string | null {
    return this.botPlays(seat, state.stage) ? this.levelAt(seat) : null;
  }

  /** Not free for a newcomer: held, waiting for its player, or played by the bot. */
  isTaken(index: number): boolean {
    return this.seatStatus(index) !== 'free' || this.bots[index] === 'on';
  }

  /** The platform Lobby's status, except that a started game's seat the bot plays for nobody is played. */
  seatStatus(i: number): SeatStatus {
    if (this.lobby.phase === 'started' && this.lobby.seats[i]?.holder === null && this.bots[i] === 'on')
      return 'playing';
    return this.lobby.seatStatus(i);
  }
}
