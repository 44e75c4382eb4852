/** Picks the store from the configuration: Redis when REDIS_URL is set, SQLite otherwise. */
import type { Config } from '../config.js';
import { RedisStorage } from './redis.js';
import type { Storage } from './Storage.js';
import { SqliteStorage } from './sqlite.js';

export type {
  LoggedInput,
  ResumableRoom,
  RoomStatus,
  SeatKeys,
  Snapshot,
  Storage,
  StoredRoom,
  StoredSeats,
} from './Storage.js';

export function openStorage(
  config: Pick<Config, 'dataDir' | 'redisUrl' | 'lobbyKeepSeconds' | 'sqliteSync'>,
  onDurabilityLost?: (error: Error) => void,
): Storage {
  const options = {
    lobbyKeepSeconds: config.lobbyKeepSeconds,
    sqliteSync: config.sqliteSync,
    ...(onDurabilityLost ? { onDurabilityLost } : {}),
  };
  return config.redisUrl
    ? new RedisStorage(config.redisUrl, undefined, options)
    : new SqliteStorage(config.dataDir, options);
}
