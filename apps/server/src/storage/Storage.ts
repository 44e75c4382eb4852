/**
 * Everything that must survive a restart, per room code: the setup, the hashed seat tokens,
 * the ordered input log (written before anyone sees its result) and the status. Finished
 * games keep their log: it is the replay.
 */
import type { Action, GameSetup } from '@safecrackers/rules';

export type RoomStatus = 'lobby' | 'playing' | 'won' | 'lost';

export interface LoggedInput {
  seat: number;
  action: Action;
}

export interface StoredRoom {
  code: string;
  status: RoomStatus;
  setup: GameSetup | null;
  /** sha-256 of each seat's token, by seat. */
  tokenHashes: string[];
  log: LoggedInput[];
}

export interface Storage {
  readonly kind: 'sqlite' | 'redis';
  /** Records a new lobby under `code` unless any room holds it; atomic across processes. */
  claimCode(code: string): Promise<boolean>;
  /** Forgets a room that never started, freeing its code. */
  discard(code: string): Promise<void>;
  /** The heist starts: keep its setup and seat token hashes; status becomes 'playing'. */
  start(code: string, setup: GameSetup, tokenHashes: string[]): Promise<void>;
  /** Stores input number `index` (0-based, = inputs already stored); a duplicate or gap throws. */
  append(code: string, index: number, input: LoggedInput): Promise<void>;
  finish(code: string, status: 'won' | 'lost'): Promise<void>;
  load(code: string): Promise<StoredRoom | null>;
  /** Codes of heists that started and have not finished. */
  unfinished(): Promise<string[]>;
  /** Throws when the store cannot be reached (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class LogOrderError extends Error {
  constructor(code: string, index: number, stored: number) {
    super(`room ${code}: input ${index} does not follow the ${stored} stored inputs`);
  }
}
