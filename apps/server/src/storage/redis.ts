/**
 * Redis storage, for several server processes sharing one Redis (REDIS_URL). A code is
 * claimed with SET NX, so two processes can never hand out the same one; the log is a list
 * appended by a script that checks its length first, so an input can never land twice.
 * A lobby lives in its room's key, which expires the lobby keep time after its last save; a
 * sorted set of lobby codes by expiry time lists them at boot.
 */
import { Redis } from 'ioredis';
import type { LobbyRecord } from './lobbyRecord.js';
import {
  DEFAULT_LOBBY_KEEP_SECONDS,
  type LoggedInput,
  LogOrderError,
  type ResumableRoom,
  type RoomStatus,
  readStoredSeats,
  type Snapshot,
  type Storage,
  type StorageOptions,
  type StoredRoom,
  type StoredSeats,
} from './Storage.js';

interface RoomRecord {
  status: RoomStatus;
  setup: unknown;
  /** StoredSeats; a list of owner token hashes in records written before seats were handed on. */
  tokens: unknown;
  /** Absent in records written before lobbies were kept. */
  lobby?: LobbyRecord | null;
}

/** KEYS: room, lobbies. ARGV: record, seconds to keep, expiry (ms), code. */
const SAVE_LOBBY_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if not current or cjson.decode(current).status ~= 'lobby' then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[4])
return 1
`;

/** KEYS: room, unfinished, lobbies. ARGV: record, code. SET without EX: it never expires. */
const START_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if not current or cjson.decode(current).status ~= 'lobby' then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
redis.call('SADD', KEYS[2], ARGV[2])
redis.call('ZREM', KEYS[3], ARGV[2])
return 1
`;

/** KEYS: room, lobbies. ARGV: code. */
const DISCARD_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if current and cjson.decode(current).status == 'lobby' then redis.call('DEL', KEYS[1]) end
redis.call('ZREM', KEYS[2], ARGV[1])
return 1
`;

const APPEND_SCRIPT = `
local length = redis.call('LLEN', KEYS[1])
if length ~= tonumber(ARGV[1]) then return -1 - length end
return redis.call('RPUSH', KEYS[1], ARGV[2])
`;

type RedisWithAppend = Redis & {
  appendInput(key: string, index: number, input: string): Promise<number>;
};

export class RedisStorage implements Storage {
  readonly kind = 'redis';
  private readonly redis: Redis;
  private readonly lobbyKeepSeconds: number;

  constructor(
    url: string,
    private readonly prefix = 'sc:',
    options: StorageOptions = {},
  ) {
    // Auto-pipelining sends the commands of one event-loop turn (every room's append) together.
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false, enableAutoPipelining: true });
    this.redis.defineCommand('appendInput', { numberOfKeys: 1, lua: APPEND_SCRIPT });
    this.lobbyKeepSeconds = options.lobbyKeepSeconds ?? DEFAULT_LOBBY_KEEP_SECONDS;
  }

  private roomKey(code: string) {
    return `${this.prefix}room:${code}`;
  }
  private logKey(code: string) {
    return `${this.prefix}log:${code}`;
  }
  private chatKey(code: string) {
    return `${this.prefix}chat:${code}`;
  }
  private snapshotKey(code: string) {
    return `${this.prefix}snap:${code}`;
  }
  private get unfinishedKey() {
    return `${this.prefix}unfinished`;
  }
  private get lobbiesKey() {
    return `${this.prefix}lobbies`;
  }

  async claimCode(code: string): Promise<boolean> {
    const record: RoomRecord = { status: 'lobby', setup: null, tokens: [], lobby: null };
    const ok = await this.redis.set(
      this.roomKey(code),
      JSON.stringify(record),
      'EX',
      this.lobbyKeepSeconds,
      'NX',
    );
    return ok === 'OK';
  }

  async discard(code: string): Promise<void> {
    await this.redis.eval(DISCARD_SCRIPT, 2, this.roomKey(code), this.lobbiesKey, code);
    if ((await this.redis.exists(this.roomKey(code))) === 0) await this.redis.del(this.chatKey(code));
  }

  async saveChat(code: string, lines: readonly unknown[]): Promise<void> {
    // A chat nobody adds to for the lobby keep time is forgotten, like an untouched lobby.
    await this.redis.set(this.chatKey(code), JSON.stringify(lines), 'EX', this.lobbyKeepSeconds);
  }

  async loadChat(code: string): Promise<unknown[]> {
    const raw = await this.redis.get(this.chatKey(code));
    return raw ? (JSON.parse(raw) as unknown[]) : [];
  }

  async saveLobby(code: string, lobby: LobbyRecord): Promise<boolean> {
    const record: RoomRecord = { status: 'lobby', setup: null, tokens: [], lobby };
    const saved = await this.redis.eval(
      SAVE_LOBBY_SCRIPT,
      2,
      this.roomKey(code),
      this.lobbiesKey,
      JSON.stringify(record),
      this.lobbyKeepSeconds,
      Date.now() + this.lobbyKeepSeconds * 1000,
      code,
    );
    return saved === 1;
  }

  async start(code: string, setup: unknown, seats: StoredSeats): Promise<void> {
    const record: RoomRecord = { status: 'playing', setup, tokens: seats };
    const started = await this.redis.eval(
      START_SCRIPT,
      3,
      this.roomKey(code),
      this.unfinishedKey,
      this.lobbiesKey,
      JSON.stringify(record),
      code,
    );
    if (started !== 1) throw new Error(`room ${code} is not a stored lobby`);
  }

  async saveSeats(code: string, seats: StoredSeats): Promise<void> {
    // Only the process that holds the room writes its record, one input at a time.
    const record = await this.record(code);
    if (!record || record.status === 'lobby') return;
    await this.redis.set(this.roomKey(code), JSON.stringify({ ...record, tokens: seats }));
  }

  async append(code: string, index: number, input: LoggedInput): Promise<void> {
    // EVALSHA of the script defined in the constructor (EVAL the first time).
    const result = (await (this.redis as RedisWithAppend).appendInput(
      this.logKey(code),
      index,
      JSON.stringify(input),
    )) as number;
    if (result < 0) throw new LogOrderError(code, index, -1 - result);
  }

  async finish(code: string, result: string): Promise<void> {
    const record = await this.record(code);
    if (!record) return;
    await this.redis
      .multi()
      .set(this.roomKey(code), JSON.stringify({ ...record, status: result }))
      .srem(this.unfinishedKey, code)
      .del(this.snapshotKey(code))
      .exec();
  }

  async saveSnapshot(code: string, snapshot: Snapshot): Promise<void> {
    await this.redis.set(this.snapshotKey(code), JSON.stringify(snapshot));
  }

  async resume(code: string): Promise<ResumableRoom | null> {
    const record = await this.record(code);
    if (!record) return null;
    const raw = await this.redis.get(this.snapshotKey(code));
    const snapshot = raw ? (JSON.parse(raw) as Snapshot) : null;
    const tail = (await this.redis.lrange(this.logKey(code), snapshot?.index ?? 0, -1)).map(
      (s) => JSON.parse(s) as LoggedInput,
    );
    return { ...this.roomOf(code, record), snapshot, tail };
  }

  async load(code: string): Promise<StoredRoom | null> {
    const record = await this.record(code);
    if (!record) return null;
    const log = (await this.redis.lrange(this.logKey(code), 0, -1)).map((s) => JSON.parse(s) as LoggedInput);
    return { ...this.roomOf(code, record), log };
  }

  private roomOf(code: string, record: RoomRecord): Omit<StoredRoom, 'log'> {
    return {
      code,
      status: record.status,
      setup: record.setup,
      seats: readStoredSeats(record.tokens),
      lobby: record.lobby ?? null,
    };
  }

  async unfinished(): Promise<string[]> {
    return (await this.redis.smembers(this.unfinishedKey)).sort();
  }

  async lobbies(): Promise<string[]> {
    // The set and the keys expire together; the set is pruned here, the keys by Redis.
    await this.redis.zremrangebyscore(this.lobbiesKey, '-inf', Date.now());
    const codes = await this.redis.zrange(this.lobbiesKey, 0, -1);
    if (codes.length === 0) return [];
    const present = await this.redis.mget(codes.map((code) => this.roomKey(code)));
    return codes.filter((_, i) => present[i] !== null);
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
