/**
 * Redis storage, for several server processes sharing one Redis (REDIS_URL). A code is
 * claimed with SET NX, so two processes can never hand out the same one; the log is a list
 * appended by a script that checks its length first, so an input can never land twice.
 */
import type { GameSetup } from '@safecrackers/rules';
import { Redis } from 'ioredis';
import {
  type LoggedInput,
  LogOrderError,
  type RoomStatus,
  type Storage,
  type StoredRoom,
} from './Storage.js';

interface RoomRecord {
  status: RoomStatus;
  setup: GameSetup | null;
  tokens: string[];
}

/** A lobby that never starts is forgotten after a week. */
const LOBBY_TTL_SECONDS = 7 * 24 * 3600;

const START_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if not current or cjson.decode(current).status ~= 'lobby' then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
redis.call('SADD', KEYS[2], ARGV[2])
return 1
`;

const APPEND_SCRIPT = `
local length = redis.call('LLEN', KEYS[1])
if length ~= tonumber(ARGV[1]) then return -1 - length end
return redis.call('RPUSH', KEYS[1], ARGV[2])
`;

export class RedisStorage implements Storage {
  readonly kind = 'redis';
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'sc:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  }

  private roomKey(code: string) {
    return `${this.prefix}room:${code}`;
  }
  private logKey(code: string) {
    return `${this.prefix}log:${code}`;
  }
  private get unfinishedKey() {
    return `${this.prefix}unfinished`;
  }

  async claimCode(code: string): Promise<boolean> {
    const record: RoomRecord = { status: 'lobby', setup: null, tokens: [] };
    const ok = await this.redis.set(
      this.roomKey(code),
      JSON.stringify(record),
      'EX',
      LOBBY_TTL_SECONDS,
      'NX',
    );
    return ok === 'OK';
  }

  async discard(code: string): Promise<void> {
    const record = await this.record(code);
    if (record?.status === 'lobby') await this.redis.del(this.roomKey(code));
  }

  async start(code: string, setup: GameSetup, tokenHashes: string[]): Promise<void> {
    const record: RoomRecord = { status: 'playing', setup, tokens: tokenHashes };
    // SET without EX: from now on the record never expires.
    const started = await this.redis.eval(
      START_SCRIPT,
      2,
      this.roomKey(code),
      this.unfinishedKey,
      JSON.stringify(record),
      code,
    );
    if (started !== 1) throw new Error(`room ${code} is not a stored lobby`);
  }

  async append(code: string, index: number, input: LoggedInput): Promise<void> {
    const result = (await this.redis.eval(
      APPEND_SCRIPT,
      1,
      this.logKey(code),
      index,
      JSON.stringify(input),
    )) as number;
    if (result < 0) throw new LogOrderError(code, index, -1 - result);
  }

  async finish(code: string, status: 'won' | 'lost'): Promise<void> {
    const record = await this.record(code);
    if (!record) return;
    await this.redis
      .multi()
      .set(this.roomKey(code), JSON.stringify({ ...record, status }))
      .srem(this.unfinishedKey, code)
      .exec();
  }

  async load(code: string): Promise<StoredRoom | null> {
    const record = await this.record(code);
    if (!record) return null;
    const log = (await this.redis.lrange(this.logKey(code), 0, -1)).map((s) => JSON.parse(s) as LoggedInput);
    return { code, status: record.status, setup: record.setup, tokenHashes: record.tokens, log };
  }

  async unfinished(): Promise<string[]> {
    return (await this.redis.smembers(this.unfinishedKey)).sort();
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private async record(code: string): Promise<RoomRecord | null> {
    const raw = await this.redis.get(this.roomKey(code));
    return raw ? (JSON.parse(raw) as RoomRecord) : null;
  }
}
