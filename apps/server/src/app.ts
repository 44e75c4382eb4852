/**
 * Builds and starts one game server: express routes, Colyseus on the same HTTP server, the
 * chosen storage, and the restoration of unfinished heists. Used by index.ts and the tests.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LocalDriver, LocalPresence, matchMaker, type Presence, Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { Encoder } from '@colyseus/schema';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { ROOM_NAME } from '@safecrackers/protocol';
import express from 'express';
import type { Config } from './config.js';
import { guardMatchmaking } from './http/matchmakeGuard.js';
import { registerMetricsRoute } from './http/metricsRoute.js';
import { type RoomLookup, registerRoutes } from './http/routes.js';
import { createLogger, type Logger } from './logger.js';
import { createServerMetrics } from './metrics/registry.js';
import { TimedStorage } from './metrics/timedStorage.js';
import { defineHeistRoom, type HeistRoom, type RoomMetadata } from './rooms/HeistRoom.js';
import { AttemptLimiter } from './rooms/limits.js';
import { type RestoreReport, Restorer } from './rooms/restore.js';
import { openStorage, type Storage } from './storage/index.js';

// A Fort Knox board's full state is larger than the 8 KB default encoding buffer.
Encoder.BUFFER_SIZE = 64 * 1024;

/** Hard cap of one websocket frame; the per-message cap (MAX_MESSAGE_BYTES) is checked in rooms. */
const MAX_FRAME_BYTES = 64 * 1024;

export interface RunningServer {
  port: number;
  storage: Storage;
  logger: Logger;
  restoredAtBoot: RestoreReport;
  /** A live room of this process, for in-process tests. */
  room(code: string): HeistRoom | undefined;
  /** Closes rooms (kept in storage), connections and storage. */
  close(): Promise<void>;
}

export async function startServer(
  config: Config,
  logger: Logger = createLogger(config),
): Promise<RunningServer> {
  const metrics = createServerMetrics();
  const storage = new TimedStorage(openStorage(config), metrics.storageWrites);
  const app = express();
  const httpServer = http.createServer(app);
  const presence: Presence = config.redisUrl ? new RedisPresence(config.redisUrl) : new LocalPresence();
  const driver = config.redisUrl ? new RedisDriver(config.redisUrl) : new LocalDriver();
  const colyseusLog = logger.child({ component: 'colyseus' });
  const gameServer = new Server({
    transport: new WebSocketTransport({ server: httpServer, maxPayload: MAX_FRAME_BYTES }),
    presence,
    driver,
    greet: false,
    gracefullyShutdown: false,
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    logger: {
      debug: (...args: unknown[]) => colyseusLog.debug(args.map(String).join(' ')),
      info: (...args: unknown[]) => colyseusLog.info(args.map(String).join(' ')),
      warn: (...args: unknown[]) => colyseusLog.warn(args.map(String).join(' ')),
      error: (...args: unknown[]) => colyseusLog.error(args.map(String).join(' ')),
    },
  });
  const restoreKey = randomBytes(16).toString('hex');
  const handler = gameServer.define(
    ROOM_NAME,
    defineHeistRoom({ storage, logger, config, restoreKey, metrics: metrics.room }),
  );
  metrics.rooms.track(handler);
  const restorer = new Restorer(storage, presence, restoreKey, logger, metrics.restores);

  let accepting = false;
  // One budget per IP for everything that probes room codes: joins and lookups alike.
  const codeAttempts = new AttemptLimiter(config.joinsPerMinute);
  registerRoutes(app, {
    webDist: config.webDist,
    lookupLimiter: codeAttempts,
    lookupRoom: (code) => lookupRoom(code, storage, restorer),
    ready: async () => {
      if (!accepting) return false;
      await storage.ping();
      return true;
    },
  });
  registerMetricsRoute(app, metrics.registry, config.metricsToken);
  guardMatchmaking(httpServer, codeAttempts, (ip) => logger.warn({ ip }, 'join attempts limited'));

  await gameServer.listen(config.port, config.host);
  const port = (httpServer.address() as AddressInfo).port;
  const restoredAtBoot = await restorer.restoreAll();
  accepting = true;
  logger.info({ port, storage: storage.kind, ...restoredAtBoot }, 'server listening');

  return {
    port,
    storage,
    logger,
    restoredAtBoot,
    room: (code) => matchMaker.getLocalRoomById(code) as HeistRoom | undefined,
    close: async () => {
      accepting = false;
      await gameServer.gracefullyShutdown(false);
      await storage.close();
      logger.info('server closed');
    },
  };
}

async function lookupRoom(code: string, storage: Storage, restorer: Restorer): Promise<RoomLookup> {
  let listing = await restorer.liveListing(code);
  if (!listing) {
    const stored = await storage.load(code);
    if (!stored) return { code, exists: false };
    if (stored.status === 'lobby') {
      // A lobby that was saved comes back (after a restart, or when it left memory idle).
      if (stored.lobby === null || !(await restorer.wake(code))) return { code, exists: false };
    } else if (!stored.setup) {
      return { code, exists: false };
    } else if (stored.status !== 'playing' || !(await restorer.wake(code))) {
      const total = stored.setup.seats.length;
      return { code, exists: true, phase: stored.status, seats: { total, taken: 0, free: total } };
    }
    listing = await matchMaker.getRoomById(code);
  }
  const metadata = listing?.metadata as RoomMetadata | undefined;
  if (!metadata) return { code, exists: Boolean(listing) };
  return {
    code,
    exists: true,
    phase: metadata.phase,
    seats: { total: metadata.seats, taken: metadata.taken, free: metadata.seats - metadata.taken },
  };
}
