/**
 * The heist's lobby: the platform's Lobby as it is (members, seats, tokens, the host, planning
 * bots as seats: a bot's level is its seat's bot) with what the heist adds: its options
 * (building, random walls, stealth, advanced sides, characters chosen or dealt), each seat's
 * character and side (the lobby's `Seat.extra`), the rules for picking them, what keeps a heist
 * from starting, and the setup the lobby describes. Its stored record is the platform's with
 * `config` beside it and each seat's `character` and `side`, as it always was.
 */
import {
  assignmentSchema,
  CHARACTER_LIST,
  characterSchema,
  SCENARIO_IDS,
  type SeatStatus,
  SIDES,
  type StartProblem,
} from '@safecrackers/protocol';
import type { CharacterId, GameSetup, GameState, Side } from '@safecrackers/rules';
import { z } from 'zod';
import type { GameSeats } from '../../platform/gameModule.js';
import {
  type Arrival,
  fail,
  Lobby,
  type LobbyResult,
  ok,
  type SeatClaim,
  type SeatProblem,
} from '../../platform/lobby.js';
import { type LobbyExtras, restoreLobby, toLobbyRecord } from '../../platform/lobbyRecord.js';
import type { StoredSeats } from '../../storage/index.js';
import type { LobbyRecord } from '../../storage/lobbyRecord.js';
import { readBotLevels } from './heistBots.js';

const heistConfigSchema = z.strictObject({
  scenario: z.enum(SCENARIO_IDS),
  randomWalls: z.boolean(),
  stealth: z.number().int().min(1).max(9),
  advancedSides: z.boolean(),
  assignment: assignmentSchema,
});

/** The host's options for the heist. */
export type HeistConfig = z.output<typeof heistConfigSchema>;

export const DEFAULT_CONFIG: HeistConfig = {
  scenario: 'office',
  randomWalls: false,
  stealth: 3,
  advancedSides: false,
  assignment: 'chosen',
};

/** What the heist keeps of each seat: the character picked (or none yet) and its side. */
export interface HeistSeat {
  character: CharacterId | null;
  side: Side;
}

const emptyHeistSeat = (): HeistSeat => ({ character: null, side: 'basic' });

/** The heist's fields of its stored lobby record. */
interface HeistRecordFields {
  config: HeistConfig;
}

export type HeistLobbyRecord = LobbyRecord<HeistRecordFields, HeistSeat>;

/** The heist's part of the platform's lobby and of its stored record. */
export const HEIST_LOBBY: LobbyExtras<HeistRecordFields, HeistSeat> = {
  emptySeat: emptyHeistSeat,
  fields: z.strictObject({ config: heistConfigSchema }),
  seatFields: z.strictObject({ character: characterSchema.nullable(), side: z.enum(SIDES) }),
  check(record, problem) {
    const characters = new Set<string>();
    for (const { character } of record.seats) {
      if (character === null) continue;
      if (characters.has(character)) problem(`${character} is played twice`);
      characters.add(character);
    }
  },
};

/** The options a started heist was set up with. */
function configOf(setup: GameSetup): HeistConfig {
  return {
    scenario: setup.scenario,
    randomWalls: setup.options?.randomWalls ?? false,
    stealth: setup.options?.stealth ?? DEFAULT_CONFIG.stealth,
    advancedSides: setup.options?.advancedSides ?? false,
    assignment: setup.options?.randomCharacters ? 'random' : 'chosen',
  };
}

export class HeistLobby implements GameSeats<GameSetup, GameState> {
  constructor(
    readonly lobby: Lobby<HeistSeat> = new Lobby(Date.now, emptyHeistSeat),
    public config: HeistConfig = { ...DEFAULT_CONFIG },
  ) {}

  /**
   * A started heist from storage: its players away until their tokens come back, its options,
   * characters and sides those of its setup.
   */
  static restored(
    setup: GameSetup,
    seats: StoredSeats,
    graceMs: number,
    now: () => number = Date.now,
  ): HeistLobby {
    const lobby = Lobby.restored(
      setup.seats.map((s) => ({
        name: s.name,
        extra: { character: s.character ?? null, side: s.side ?? 'basic' },
      })),
      { keys: seats.keys, hostSeat: seats.hostSeat, bots: readBotLevels(seats.bots) },
      graceMs,
      now,
      emptyHeistSeat,
    );
    return new HeistLobby(lobby, configOf(setup));
  }

  /** A lobby from its stored record (restore.ts), checked; throws LobbyRecordError when it does not read. */
  static fromRecord(
    raw: unknown,
    graceMs: number,
    now: () => number = Date.now,
  ): { seats: HeistLobby; record: HeistLobbyRecord } {
    const { record, lobby } = restoreLobby(raw, HEIST_LOBBY, graceMs, now);
    return { seats: new HeistLobby(lobby, { ...record.config }), record };
  }

  toRecord(): HeistLobbyRecord {
    return toLobbyRecord(this.lobby, { config: { ...this.config } });
  }

  arrive(sessionId: string, name: string, claims: readonly SeatClaim[]): Arrival {
    return this.lobby.arrive(sessionId, name, claims);
  }

  reclaimAll(sessionId: string, claims: readonly SeatClaim[]): Omit<Arrival, 'fresh'> {
    return this.lobby.reclaimAll(sessionId, claims);
  }

  claim(sessionId: string, seat: number): LobbyResult<{ token: string }> {
    return this.lobby.claim(sessionId, seat);
  }

  handOver(sessionId: string, seat: number, to: string): LobbyResult<{ token: string }> {
    return this.lobby.handOver(sessionId, seat, to);
  }

  setSeatCount(sessionId: string, count: number): LobbyResult {
    return this.lobby.setSeatCount(sessionId, count);
  }

  /** The host changes options; what is left out (undefined) stays as it is. */
  configure(sessionId: string, changes: Partial<HeistConfig>): LobbyResult {
    const check = this.lobby.hostInLobby(sessionId);
    if (!check.ok) return check;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    this.config = { ...this.config, ...defined };
    for (const { extra } of this.lobby.seats) {
      if (this.config.assignment === 'random') extra.character = null;
      if (!this.config.advancedSides) extra.side = 'basic';
    }
    this.lobby.clearReady();
    return ok(undefined);
  }

  /**
   * Sets a seat's character, its side or both; what is left out (undefined) stays as it is.
   * The seat's player picks, or the host for a bot's seat.
   */
  pickCharacter(
    sessionId: string,
    seat: number,
    picked: CharacterId | null | undefined,
    pickedSide?: Side,
  ): LobbyResult {
    const { lobby } = this;
    const forBot = lobby.seats[seat]?.bot && lobby.host === sessionId && lobby.phase === 'lobby';
    const check = forBot ? ok(undefined) : lobby.holdsInLobby(sessionId, seat);
    if (!check.ok) return check;
    if (this.config.assignment === 'random') {
      return fail('lobby/assignment_random', 'Characters are dealt at random in this heist.');
    }
    const target = lobby.seats[seat]!.extra;
    const character = picked === undefined ? target.character : picked;
    const side = pickedSide ?? target.side;
    if (side === 'advanced' && !this.config.advancedSides) {
      return fail('lobby/side_not_allowed', 'The host has not allowed advanced sides.');
    }
    const other = lobby.seats.findIndex(
      (s, i) => i !== seat && character !== null && s.extra.character === character,
    );
    if (other >= 0) return fail('lobby/character_taken', `Seat ${other + 1} already plays the ${character}.`);
    target.character = character;
    target.side = side;
    return ok(undefined);
  }

  /** A player's seat needs a character when they are chosen; a bot gets one nobody picked at the start. */
  private readonly seatProblem: SeatProblem<HeistSeat> = (seat, index) =>
    this.config.assignment === 'chosen' && seat.extra.character === null && !seat.bot
      ? { code: 'seat/no_character', seat: index }
      : null;

  /** Everything that keeps the host from starting, as codes the client words; empty when it can. */
  startProblems(): StartProblem[] {
    return this.lobby.startProblems(this.seatProblem);
  }

  canStart(sessionId: string): LobbyResult {
    return this.lobby.canStart(sessionId, this.seatProblem);
  }

  toSetup(seed: string): GameSetup {
    const { seats } = this.lobby;
    const picked = new Set(seats.map((s) => s.extra.character));
    const unpicked = CHARACTER_LIST.filter((c) => !picked.has(c));
    const chosen = this.config.assignment === 'chosen';
    return {
      scenario: this.config.scenario,
      seed,
      seats: seats.map((s) => {
        const character = s.extra.character ?? (chosen && s.bot ? unpicked.shift() : undefined);
        return { name: s.name, ...(character ? { character } : {}), side: s.extra.side };
      }),
      options: {
        stealth: this.config.stealth,
        randomWalls: this.config.randomWalls,
        randomCharacters: this.config.assignment === 'random',
        advancedSides: this.config.advancedSides,
      },
    };
  }

  seatStatus(index: number): SeatStatus {
    return this.lobby.seatStatus(index);
  }

  isTaken(index: number): boolean {
    return this.lobby.seatStatus(index) !== 'free';
  }

  botAt(seat: number): string | null {
    return this.lobby.seats[seat]?.bot ?? null;
  }

  stored(): StoredSeats {
    const bots = this.lobby.bots();
    return {
      keys: this.lobby.seatKeys(),
      hostSeat: this.lobby.hostSeat(),
      ...(bots.some((b) => b !== null) ? { bots } : {}),
    };
  }
}
