/** What a room needs from its server; bound to the room class when the server defines it. */
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { RoomMetrics } from '../metrics/hooks.js';
import type { ResumableRoom, Storage } from '../storage/index.js';

export interface RoomDeps {
  storage: Storage;
  logger: Logger;
  config: Config;
  /** A per-process secret: only the server itself can ask for a room to be restored. */
  restoreKey: string;
  metrics: RoomMetrics;
}

/** Options the server passes to restore a stored heist; clients cannot forge the key. */
export interface RestoreOptions {
  restore: string;
  restoreKey: string;
  /** The record the restorer already read (in-process only): not read from storage again. */
  stored?: ResumableRoom | null;
}
