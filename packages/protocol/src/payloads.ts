/** Server -> client payloads. `version` counts accepted inputs (the log length). */
import type { AsymErrorCode } from '@safecrackers/asym-rules';
import type { Action, DomainEvent, ErrorCode, Prompt } from '@safecrackers/rules';
import type { ChatLine, GameKind } from './asym.js';

/** Errors of the server itself; engine errors keep the engine's own code. */
export type ProtocolErrorCode =
  | 'input/bad_shape'
  | 'input/unknown_message'
  | 'input/malformed'
  | 'input/too_large'
  | 'input/rate_limited'
  | 'seat/not_held'
  | 'seat/no_such'
  | 'seat/taken'
  | 'seat/not_vacant'
  | 'seat/no_member'
  | 'lobby/not_host'
  | 'lobby/not_in_lobby'
  | 'lobby/character_taken'
  | 'lobby/assignment_random'
  | 'lobby/side_not_allowed'
  | 'lobby/cannot_start'
  | 'game/not_started'
  /** `log/before` names a version the game has not reached. */
  | 'log/out_of_range'
  | 'server/storage'
  | 'server/engine'
  /** Spies room: a bot plays that seat now. */
  | 'seat/bot_plays'
  /** Spies room: the spies chat channel is for spy seats (A-R15.9). */
  | 'chat/not_allowed';

export interface ErrorPayload {
  /** The server's own codes, or the code of the game's engine (any game's: 'namespace/reason'). */
  code: ProtocolErrorCode | ErrorCode | AsymErrorCode | (string & {});
  message: string;
  /** The client message this error answers. */
  about: string;
  /** Why the host cannot start, as codes: the client words them in the player's language. */
  reasons?: StartProblem[];
}

/**
 * One thing that keeps the host from starting. `seat` is 0-based; `name` is the player's own name.
 * seat/empty: nobody plays it (heist); seat/no_character: no character picked (heist);
 * seat/unmanned: no player and no bot (spies); member/not_ready: that player is not ready.
 */
export type StartProblem =
  | { code: 'seat/empty'; seat: number }
  | { code: 'seat/no_character'; seat: number }
  | { code: 'seat/unmanned'; seat: number }
  | { code: 'member/not_ready'; name: string };

export interface WelcomePayload {
  code: string;
  sessionId: string;
  role: 'player' | 'spectator';
  /** Which game the room plays; absent: the heist (rooms older than the spies game). */
  game?: GameKind;
}

export interface SeatsPayload {
  code: string;
  /** Seats the receiver holds; `token` is present when it was just issued: keep it. */
  seats: Array<{ seat: number; token?: string }>;
  /** Seats whose token the receiver sent and the room refused: forget those tokens. */
  refused?: number[];
}

export interface SeatsMovedPayload {
  seats: number[];
  /** 'elsewhere': the same player plays them from another tab or device; 'returned': their owner is back. */
  reason: 'elsewhere' | 'returned';
}

/**
 * The game in full, when a client joins or comes back: the schema types (the reflection
 * handshake) and the encoded state at `version`. Later inputs come as UpdatePayload patches.
 */
export interface GamePayload {
  version: number;
  handshake: Uint8Array;
  state: Uint8Array;
}

/**
 * Everything one receiver gets for one accepted input, in one message (one websocket frame):
 * the game's patch, the events it may see, and what changed of its seats' private data. Also
 * sent without a patch when only the private data changed (a seat taken, a reconnect).
 */
export interface UpdatePayload {
  /** The version the receiver's game is at once this is applied. */
  version: number;
  /** The game state's schema patch from the previous version; absent when nothing changed. */
  patch?: Uint8Array;
  /** The domain events of the input that led to `version`, as this receiver may see them. */
  events?: DomainEvent[];
  /** Legal actions of the receiver's seats whose list changed (the others stand as they were). */
  legal?: Array<{ seat: number; actions: Action[] }>;
  /** The pending prompt as the receiver's seats see it (D75), when it changed. */
  prompt?: Prompt | null;
}

/** The last events of the heist, sent once on joining (they are not part of the synced state). */
export interface RecentPayload {
  entries: Array<{ version: number; event: DomainEvent }>;
  /** true: nothing the receiver may see came before these (absent: earlier lines may exist). */
  start?: boolean;
}

/**
 * The answer to `log/before`: the events the receiver may see of the inputs before `before`, the
 * newest ones, whole inputs only (never part of one input's events), oldest first.
 */
export interface LogPagePayload {
  before: number;
  entries: Array<{ version: number; event: DomainEvent }>;
  /** true: these reach back to the heist's first line. */
  start: boolean;
}

/**
 * `GET /api/replays/CODE` of a finished heist: its setup (seed included: nothing is secret any
 * more) and its stored input log. The client rebuilds every step with the engine's `replay`.
 */
/** `GET /api/replays/CODE` of a finished game: its setup and input log, to replay with its engine. */
export interface ReplayPayload<Setup = import('@safecrackers/rules').GameSetup, A = Action> {
  code: string;
  /** Which game it was (absent: the heist, from servers before the spies game). */
  game?: GameKind;
  /** The game's result in its own words (the heist: 'won' or 'lost'). */
  outcome: string;
  setup: Setup;
  log: Array<{ seat: number; action: A }>;
  /** The table's chat lines kept with the game (absent: a server from before replays had chat). */
  chat?: ReplayChatLine[];
}

/**
 * A chat line in a replay, with when it was said in the game: `version`, the inputs applied by
 * then (absent: said before the start). Live lines never carry it (a hidden spy window would show).
 */
export interface ReplayChatLine extends ChatLine {
  version?: number;
}

/** `GET /api/replays/CODE` of a heist that has no replay (yet): why, and nothing else. */
export interface NoReplayPayload {
  code: string;
  /** 'playing': still being played, its replay opens once it ends; 'none': no such heist. */
  reason: 'playing' | 'none';
}
