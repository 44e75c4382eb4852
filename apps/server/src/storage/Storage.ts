/**
 * Everything that must survive a restart, per room code: the lobby while it has not started,
 * then the setup, the hashed seat tokens, the ordered input log (written before anyone sees
 * its result) and the status. One record per code: starting turns the lobby into the game.
 * Finished games keep their log: it is the replay. Storage keeps setups and inputs as JSON it
 * never reads: each game reads its own back, checked (platform/gameStore.ts).
 */
import type { LobbyRecord } from './lobbyRecord.js';

/** A finished game's status is its result in the game's words ('won', 'lost', 'spies', ...). */
export type RoomStatus = 'lobby' | 'playing' | (string & {});

export interface LoggedInput {
  seat: number;
  action: unknown;
}

/** The sha-256 of a seat's tokens: its owner's, and its stand-in's once it was handed on. */
export interface SeatKeys {
  owner: string | null;
  delegate: string | null;
}

/** Who may take which seat of a started game back, and which seat's player is host. */
export interface StoredSeats {
  keys: SeatKeys[];
  hostSeat: number | null;
  /** The level of the bot playing each seat (null: a person); absent before bots could play. */
  bots?: Array<string | null>;
  /** The spies game: each seat's bot mode ('off', 'setup', 'on'), as its players last set it. */
  modes?: string[];
}

/**
 * Reads the stored seats, also as written before seats could be handed on (a plain list of
 * owner token hashes, '' for none).
 */
export function readStoredSeats(raw: unknown): StoredSeats {
  if (Array.isArray(raw))
    return {
      keys: raw.map((owner) => ({ owner: owner ? String(owner) : null, delegate: null })),
      hostSeat: null,
    };
  const stored = raw as Partial<StoredSeats> | null;
  return {
    keys: stored?.keys ?? [],
    hostSeat: stored?.hostSeat ?? null,
    ...(stored?.bots ? { bots: stored.bots } : {}),
    ...(stored?.modes ? { modes: stored.modes } : {}),
  };
}

export interface StoredRoom {
  code: string;
  status: RoomStatus;
  /** The game's setup as its room stored it (null before the start). */
  setup: unknown;
  /** The seats' token hashes and the host's seat (started games). */
  seats: StoredSeats;
  log: LoggedInput[];
  /**
   * The lobby as last saved, while the room has not started (null before its first save and
   * once started). Stored data: check it with `readLobbyRecord` before use.
   */
  lobby: unknown;
}

/**
 * The engine state after the first `index` inputs, so that a restore replays only the inputs
 * after it. `format` is the engine's STATE_FORMAT when it was taken: a snapshot of another
 * format is ignored and the whole log replayed. `recent` is the room's event tail then.
 */
export interface Snapshot {
  index: number;
  format: number;
  state: unknown;
  recent: unknown;
}

/**
 * A room as a restore needs it: everything but the inputs before its latest snapshot.
 * `tail` holds the inputs from `snapshot.index` (from 0 without a snapshot) to the end.
 */
export interface ResumableRoom extends Omit<StoredRoom, 'log'> {
  snapshot: Snapshot | null;
  tail: LoggedInput[];
}

/** A stored lobby untouched for this long is forgotten, unless configured (LOBBY_KEEP_SECONDS). */
export const DEFAULT_LOBBY_KEEP_SECONDS = 7 * 24 * 3600;

/**
 * SQLite's `synchronous` in WAL mode. `normal`: a commit is in the WAL file (the OS holds it) when
 * it returns, so a crash or SIGKILL of the process loses nothing, but a power cut or a kernel crash
 * may lose the last commits; no flush to the disk per commit. `full`: each write settles only once
 * its commit is flushed to the disk, which costs a few milliseconds a commit (far more on a busy
 * disk); the flush runs off the event loop (sqlite.ts, walFlush.ts), so other rooms play meanwhile.
 */
export const SQLITE_SYNC_MODES = ['normal', 'full'] as const;
export type SqliteSync = (typeof SQLITE_SYNC_MODES)[number];

export interface StorageOptions {
  /** Seconds a stored lobby is kept after its last change. */
  lobbyKeepSeconds?: number;
  /** SQLite only; default `full`. */
  sqliteSync?: SqliteSync;
  /**
   * SQLite with `full` only: called once if a flush to the disk fails. The store then refuses
   * every write; the process should log it and exit, so that its supervisor restarts it and
   * restore brings back what the disk holds (see DurabilityLostError in walFlush.ts).
   */
  onDurabilityLost?: (error: Error) => void;
}

export interface Storage {
  readonly kind: 'sqlite' | 'redis';
  /** Records a new lobby under `code` unless any room holds it; atomic across processes. */
  claimCode(code: string): Promise<boolean>;
  /** Forgets a room that never started, freeing its code. */
  discard(code: string): Promise<void>;
  /**
   * Replaces the lobby of a room that has not started, and keeps it for the lobby keep time
   * from now. False (nothing written) when `code` holds no lobby: started, finished, gone.
   */
  saveLobby(code: string, lobby: LobbyRecord): Promise<boolean>;
  /**
   * The heist starts: the lobby record becomes the heist's (setup and seat token hashes, the
   * lobby dropped); status becomes 'playing' and the record no longer expires.
   */
  start(code: string, setup: unknown, seats: StoredSeats): Promise<void>;
  /** A seat of a started heist was handed on, or the host role moved: who may take which seat back. */
  saveSeats(code: string, seats: StoredSeats): Promise<void>;
  /**
   * Stores input number `index` (0-based, = inputs already stored); a duplicate or gap throws.
   * Appends made in one event-loop turn are committed together; each promise settles once its
   * input is durable.
   */
  append(code: string, index: number, input: LoggedInput): Promise<void>;
  /**
   * Replaces the room's chat (its last lines, as the room keeps them; room data, not the input
   * log). Kept while the room is; a discarded lobby's chat goes with it.
   */
  saveChat(code: string, lines: readonly unknown[]): Promise<void>;
  /** The room's chat as last saved; [] when none was. Stored data: check it before use. */
  loadChat(code: string): Promise<unknown[]>;
  /** Replaces the room's snapshot (only the latest is kept; the log stays whole). */
  saveSnapshot(code: string, snapshot: Snapshot): Promise<void>;
  /** The game ended with this result: its status is final and its snapshot goes (its log is its replay). */
  finish(code: string, result: string): Promise<void>;
  /** The room under `code` with its whole log; null when there is none (an expired lobby is none). */
  load(code: string): Promise<StoredRoom | null>;
  /** The room under `code` with its latest snapshot and the inputs after it; null as `load`. */
  resume(code: string): Promise<ResumableRoom | null>;
  /** Codes of heists that started and have not finished. */
  unfinished(): Promise<string[]>;
  /** Codes of saved lobbies that have not expired (expired ones are forgotten on the way). */
  lobbies(): Promise<string[]>;
  /** Throws when the store cannot be reached (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class LogOrderError extends Error {
  constructor(code: string, index: number, stored: number) {
    super(`room ${code}: input ${index} does not follow the ${stored} stored inputs`);
  }
}
