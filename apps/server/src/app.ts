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
import type { RoomLookup } from '@safecrackers/protocol';
import express from 'express';
import { colyseusLogger } from './colyseusLog.js';
import type { Config } from './config.js';
import { GAMES } from './games/index.js';
import { clientAddressFrom } from './http/clientAddress.js';
import { guardMatchmaking } from './http/matchmakeGuard.js';
import { registerMetricsRoute } from './http/metricsRoute.js';
import { replayOf } from './http/replays.js';
import { registerRoutes } from './http/routes.js';
import { createLogger, type Logger } from './logger.js';
import { LogThrottle } from './logThrottle.js';
import { createServerMetrics } from './metrics/registry.js';
import { TimedStorage } from './metrics/timedStorage.js';
import { SafeWebSocket } from './net/safeWebSocket.js';
import { SpreadPingTransport } from './net/spreadPingTransport.js';
import { defineGameRoom, type GameRoom } from './platform/GameRoom.js';
import type { AnyGameModule, GameTypes } from './platform/gameModule.js';
import { AttemptLimiter } from './platform/limits.js';
import { gameOf, type RestoreReport, Restorer } from './platform/restore.js';
import type { RoomMetadata } from './platform/roomMetadata.js';
import { openStorage, type ResumableRoom, type Storage } from './storage/index.js';

/** Hard cap of one websocket frame; the per-message cap (MAX_MESSAGE_BYTES) is checked in rooms. */
const MAX_FRAME_BYTES = 64 * 1024;
/** Colyseus' default: a connection silent for two pings, about 6-9 s at PING_MS 3000, is dropped. */
const PINGS_MISSED_BEFORE_DROP = 2;
/** Join options are a name and at most four seat tokens: a few hundred bytes. */
const MAX_MATCHMAKE_BODY_BYTES = 8 * 1024;

export interface RunningServer {
  port: number;
  storage: Storage;
  logger: Logger;
  /**
   * Settles when every stored room is back. Restoring runs after the server is ready: a room
   * someone looks up or joins before its turn is restored on the spot.
   */
  restoredAtBoot: Promise<RestoreReport>;
  /** A live room of this process, for in-process tests (of the game its caller knows it plays). */
  room<T extends GameTypes = GameTypes>(code: string): GameRoom<T> | undefined;
  /** What this process holds now: for the soak bench, which checks nothing is left behind. */
  holdings(): { rooms: number; clients: number; presenceTopics: number };
  /** Closes rooms (kept in storage), connections and storage. */
  close(): Promise<void>;
}

/**
 * `onStorageLost`: what to do once a flush of the store to the disk failed (logged here first):
 * index.ts exits, so that the supervisor restarts the process on what the disk holds.
 */
export async function startServer(
  config: Config,
  logger: Logger = createLogger(config),
  onStorageLost: (error: Error) => void = () => {},
  /** The games it plays (tests add their own). */
  games: readonly AnyGameModule[] = GAMES,
): Promise<RunningServer> {
  const metrics = createServerMetrics();
  const lost = (error: Error) => {
    logger.fatal({ err: error }, 'storage lost: a flush to the disk failed; no more writes are taken');
    onStorageLost(error);
  };
  const storage = new TimedStorage(openStorage(config, lost), metrics.storageWrites);
  const app = express();
  const httpServer = http.createServer(app);
  const presence: Presence = config.redisUrl ? new RedisPresence(config.redisUrl) : new LocalPresence();
  const driver = config.redisUrl ? new RedisDriver(config.redisUrl) : new LocalDriver();
  const gameServer = new Server({
    // SafeWebSocket: a close frame never throws (see net/safeWebSocket.ts).
    transport: new SpreadPingTransport({
      server: httpServer,
      maxPayload: MAX_FRAME_BYTES,
      WebSocket: SafeWebSocket,
      pingInterval: config.pingMs,
      pingMaxRetries: PINGS_MISSED_BEFORE_DROP,
    }),
    presence,
    driver,
    greet: false,
    gracefullyShutdown: false,
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
    logger: colyseusLogger(logger),
  });
  const restoreKey = randomBytes(16).toString('hex');
  for (const game of games) {
    const handler = gameServer.define(
      game.roomName,
      defineGameRoom(game, { storage, logger, config, restoreKey, metrics: metrics.room }),
    );
    metrics.rooms.track(handler);
  }
  const restorer = new Restorer(
    storage,
    presence,
    restoreKey,
    logger,
    (stored) => gameOf(games, stored).roomName,
    metrics.restores,
  );

  let accepting = false;
  const address = clientAddressFrom(config.trustProxy);
  // One budget per address for everything that probes room codes: joins and lookups alike.
  const codeAttempts = new AttemptLimiter(config.joinsPerMinute);
  const refusals = new LogThrottle(60_000);
  registerRoutes(app, {
    webDist: config.webDist,
    address,
    lookupLimiter: codeAttempts,
    lookupRoom: (code) => lookupRoom(code, storage, restorer, games),
    replay: (code) => replayOf(storage, games, code),
    ready: async () => {
      if (!accepting) return false;
      await storage.ping();
      return true;
    },
  });
  registerMetricsRoute(app, metrics.registry, config.metricsToken);
  guardMatchmaking(httpServer, {
    address,
    joins: codeAttempts,
    creates: new AttemptLimiter(config.createsPerMinute),
    maxBodyBytes: MAX_MATCHMAKE_BODY_BYTES,
    // A live room (the usual case, and every rejoin after the first of a restored room) needs
    // no read of its snapshot from storage.
    wake: async (code) => (await restorer.liveListing(code)) ?? wakeStored(code, storage, restorer),
    onRefused: (ip, why) =>
      refusals.note(`${ip} ${why}`, (skipped) => logger.warn({ ip, why, skipped }, 'matchmaking refused')),
  });

  await gameServer.listen(config.port, config.host, config.listenBacklog);
  const port = (httpServer.address() as AddressInfo).port;
  accepting = true;
  logger.info({ port, storage: storage.kind }, 'server listening');
  const restoredAtBoot = restorer.restoreAll().then((report) => {
    logger.info(report, 'stored rooms restored');
    return report;
  });

  return {
    port,
    storage,
    logger,
    restoredAtBoot,
    room: <T extends GameTypes>(code: string) => matchMaker.getLocalRoomById(code) as GameRoom<T> | undefined,
    holdings: () => ({
      rooms: matchMaker.stats.local.roomCount,
      clients: matchMaker.stats.local.ccu,
      presenceTopics:
        presence instanceof LocalPresence ? presence.subscriptions.eventNames().length : Number.NaN,
    }),
    close: async () => {
      accepting = false;
      restorer.stop();
      await restoredAtBoot;
      await gameServer.gracefullyShutdown(false);
      await storage.close();
      logger.info('server closed');
    },
  };
}

async function lookupRoom(
  code: string,
  storage: Storage,
  restorer: Restorer,
  games: readonly AnyGameModule[],
): Promise<RoomLookup> {
  let listing = await restorer.liveListing(code);
  if (!listing) {
    const stored = await wakeStored(code, storage, restorer);
    if (!stored) return { code, exists: false };
    if ((stored.status !== 'lobby' && stored.status !== 'playing') || !stored.woke) {
      // A lobby everyone left before it started: nothing to join, but not a mistyped code.
      if (stored.status === 'lobby') return { code, exists: false, phase: 'closed' };
      const game = gameOf(games, stored);
      const setup = game.readSetup(stored.setup);
      if (setup === null) return { code, exists: false };
      const { seats: total, ...extras } = game.storedListing(setup);
      return {
        code,
        exists: true,
        game: game.kind,
        phase: stored.status,
        over: stored.status !== 'playing',
        seats: { total, taken: 0, free: total },
        ...extras,
      };
    }
    listing = await matchMaker.getRoomById(code);
  }
  const metadata = listing?.metadata as RoomMetadata | undefined;
  if (!metadata) return { code, exists: Boolean(listing) };
  return {
    code,
    exists: true,
    game: metadata.game,
    phase: metadata.phase,
    over: metadata.over,
    seats: { total: metadata.seats, taken: metadata.taken, free: metadata.seats - metadata.taken },
    scenario: metadata.scenario,
    players: metadata.players,
  };
}

/**
 * Brings the room `code` back into memory when storage holds it unfinished (a lobby that was
 * saved, or a heist in play): after a restart, or when it left memory idle. Null when storage
 * holds nothing under the code; `woke` tells whether it is live now.
 */
async function wakeStored(
  code: string,
  storage: Storage,
  restorer: Restorer,
): Promise<(ResumableRoom & { woke: boolean }) | null> {
  // Not the whole log: the latest snapshot and the inputs after it.
  const stored = await storage.resume(code);
  if (!stored) return null;
  const wakeable =
    (stored.status === 'lobby' && stored.lobby !== null) || (stored.status === 'playing' && stored.setup);
  return { ...stored, woke: Boolean(wakeable) && (await restorer.wake(code, stored)) };
}
