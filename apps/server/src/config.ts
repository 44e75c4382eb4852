/** Configuration comes only from environment variables; each has a default (see HOSTING.md). */
import path from 'node:path';
import { DEFAULT_LOBBY_KEEP_SECONDS } from './storage/Storage.js';

export interface Config {
  port: number;
  host: string;
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
  /** Clients per room, spectators included. */
  maxClientsPerRoom: number;
  /** Messages per second a client may send (burst = 2 seconds' worth). */
  messagesPerSecond: number;
  /** Largest accepted client message, in bytes of JSON. */
  maxMessageBytes: number;
  /** Rejected messages (rate or size) after which a client is disconnected. */
  abuseStrikes: number;
  /** Matchmaking requests (create, join, reconnect) per IP per minute. */
  joinsPerMinute: number;
  /**
   * Seconds a started heist, or a lobby brought back after a restart, stays in memory with
   * nobody in it (storage keeps it anyway).
   */
  idleRoomSeconds: number;
  /** Seconds a stored lobby (not started) is kept after its last change. */
  lobbyKeepSeconds: number;
  /** Events kept in the public game log. */
  logTail: number;
  /** Bearer token of GET /metrics; null: no /metrics route. */
  metricsToken: string | null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env, 'PORT', 2567),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    redisUrl: env.REDIS_URL || null,
    publicAddress: env.PUBLIC_ADDRESS || null,
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    logPretty: env.LOG_PRETTY === '1' || env.LOG_PRETTY === 'true',
    reconnectSeconds: int(env, 'RECONNECT_SECONDS', 30),
    maxClientsPerRoom: int(env, 'MAX_CLIENTS_PER_ROOM', 16),
    messagesPerSecond: int(env, 'MESSAGES_PER_SECOND', 20),
    maxMessageBytes: int(env, 'MAX_MESSAGE_BYTES', 4096),
    abuseStrikes: int(env, 'ABUSE_STRIKES', 20),
    joinsPerMinute: int(env, 'JOINS_PER_MINUTE', 30),
    idleRoomSeconds: int(env, 'IDLE_ROOM_SECONDS', 1800),
    lobbyKeepSeconds: int(env, 'LOBBY_KEEP_SECONDS', DEFAULT_LOBBY_KEEP_SECONDS, 1),
    logTail: int(env, 'LOG_TAIL', 50),
    metricsToken: env.METRICS_TOKEN || null,
  };
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer of at least ${min}, got ${raw}`);
  return value;
}
