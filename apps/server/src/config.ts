/** Configuration comes only from environment variables; each has a default (see HOSTING.md). */
import path from 'node:path';
import { DEFAULT_LOBBY_KEEP_SECONDS, SQLITE_SYNC_MODES, type SqliteSync } from './storage/Storage.js';

export interface Config {
  port: number;
  host: string;
  /**
   * Connections the kernel may queue while the process is busy (a restart's rejoin storm).
   * Node's default, 511, overflows when thousands of players come back at once; the kernel caps
   * it at net.core.somaxconn.
   */
  listenBacklog: number;
  dataDir: string;
  redisUrl: string | null;
  /** host:port at which clients reach THIS process (several processes behind one Redis). */
  publicAddress: string | null;
  /** Folder of the built web client (index.html and assets). */
  webDist: string;
  logLevel: string;
  logPretty: boolean;
  /** Seconds a dropped client may take to reconnect with its reconnection token. */
  reconnectSeconds: number;
  /**
   * Milliseconds between two pings of a connection; one that leaves two in a row unanswered is
   * dropped, 2-3 intervals after it went silent (a phone asleep, wifi gone: no close ever comes).
   */
  pingMs: number;
  /** Watchers per room (players with a seat token always get in, whatever the number). */
  maxSpectators: number;
  /** Messages per second a client may send (burst = 2 seconds' worth). */
  messagesPerSecond: number;
  /** Largest accepted client message, in bytes of JSON. */
  maxMessageBytes: number;
  /** Rejected messages (rate or size) after which a client is disconnected. */
  abuseStrikes: number;
  /** Matchmaking requests (create, join, reconnect) and room lookups per address per minute. */
  joinsPerMinute: number;
  /** Rooms an address may create per minute (each also counts as a join). */
  createsPerMinute: number;
  /** Reverse proxies whose X-Forwarded-For names the client address (for the limits). */
  trustProxy: string[];
  /** Seconds a started heist everyone left stays in memory (storage keeps it anyway). */
  idleRoomSeconds: number;
  /**
   * Seconds a room brought into memory (at boot, by a lookup, by a join by code) waits for its
   * first client before it leaves memory again; storage keeps it.
   */
  emptyRoomSeconds: number;
  /** Seconds a stored lobby (not started) is kept after its last change. */
  lobbyKeepSeconds: number;
  /** SQLite durability: `full` flushes every commit to the disk before it is seen (see HOSTING.md). */
  sqliteSync: SqliteSync;
  /** Events kept in the public game log. */
  logTail: number;
  /** Inputs between two snapshots of a heist's state (a restore replays at most this many). */
  snapshotEvery: number;
  /**
   * Tests only: every heist is dealt from this seed, so that browser tests can assert without
   * branches. Unset in production: each heist gets a random seed.
   */
  testSeed: string | null;
  /** Bearer token of GET /metrics; null: no /metrics route. */
  metricsToken: string | null;
  /** Milliseconds a bot crewmate pauses before each input, so people can follow (0 in tests). */
  botPauseMs: number;
  /** The most a whole bot turn waits in pauses where a game counts turns (GameSession.botTurn), ms. */
  botTurnMs: number;
  /** Spies game: the fixed minimum duration of every spy window, ms (A-R15.8; 0 in tests). */
  spyWindowMs: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env, 'PORT', 2567),
    host: env.HOST ?? '0.0.0.0',
    listenBacklog: int(env, 'LISTEN_BACKLOG', 4096, 1),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    redisUrl: env.REDIS_URL || null,
    publicAddress: env.PUBLIC_ADDRESS || null,
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    logPretty: env.LOG_PRETTY === '1' || env.LOG_PRETTY === 'true',
    reconnectSeconds: int(env, 'RECONNECT_SECONDS', 30),
    pingMs: int(env, 'PING_MS', 3000, 100),
    maxSpectators: int(env, 'MAX_SPECTATORS', 12),
    messagesPerSecond: int(env, 'MESSAGES_PER_SECOND', 20),
    maxMessageBytes: int(env, 'MAX_MESSAGE_BYTES', 4096),
    abuseStrikes: int(env, 'ABUSE_STRIKES', 20),
    joinsPerMinute: int(env, 'JOINS_PER_MINUTE', 30),
    createsPerMinute: int(env, 'CREATES_PER_MINUTE', 5),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    idleRoomSeconds: int(env, 'IDLE_ROOM_SECONDS', 300),
    emptyRoomSeconds: int(env, 'EMPTY_ROOM_SECONDS', 60),
    lobbyKeepSeconds: int(env, 'LOBBY_KEEP_SECONDS', DEFAULT_LOBBY_KEEP_SECONDS, 1),
    sqliteSync: oneOf(env, 'SQLITE_SYNC', SQLITE_SYNC_MODES, 'full'),
    logTail: int(env, 'LOG_TAIL', 50),
    // 20, not 50: a 500-heist restart replays ~10 inputs a room, not ~25 (with packed snapshots,
    // bench:restart back to back: 6.05 -> 5.42 s); bench:load's CPU per action did not move.
    snapshotEvery: int(env, 'SNAPSHOT_EVERY', 20, 1),
    testSeed: env.TEST_SEED || null,
    metricsToken: env.METRICS_TOKEN || null,
    botPauseMs: int(env, 'BOT_PAUSE_MS', 900),
    botTurnMs: int(env, 'BOT_TURN_MS', 2000),
    spyWindowMs: int(env, 'SPY_WINDOW_MS', 5000),
  };
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, values: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(values as readonly string[]).includes(raw))
    throw new Error(`${name} must be one of ${values.join(', ')}, got ${raw}`);
  return raw as T;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer of at least ${min}, got ${raw}`);
  return value;
}
