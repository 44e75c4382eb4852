/** Picks the store from the configuration: Redis when REDIS_URL is set, SQLite otherwise. */
import type { Config } from '../config.js';
import { RedisStorage } from './redis.js';
import type { Storage } from './Storage.js';
import { SqliteStorage } from './sqlite.js';

export type { LoggedInput, RoomStatus, Storage, StoredRoom } from './Storage.js';

export function openStorage(config: Pick<Config, 'dataDir' | 'redisUrl'>): Storage {
  return config.redisUrl ? new RedisStorage(config.redisUrl) : new SqliteStorage(config.dataDir);
}
