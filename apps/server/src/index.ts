/** Boot: configuration from the environment, start, and a graceful stop on SIGTERM/SIGINT. */
import { startServer } from './app.js';
import { readConfig } from './config.js';
import { createLogger } from './logger.js';

// Production unless told otherwise (`pnpm dev` says development), as in the Docker image: Express
// then keeps stack traces out of its error pages, and Colyseus packs every message into one kept
// buffer instead of resetting it per message.
process.env.NODE_ENV ??= 'production';

const config = readConfig();
const logger = createLogger(config);

// The last net under everything: a fault nothing else caught is logged, and the process goes on
// serving every other room (each room's state changes only after its input is stored, so no
// room is left half-changed). Should the process die anyway, its supervisor restarts it
// (HOSTING.md) and restore brings every heist back.
process.on('uncaughtException', (error) => logger.error({ err: error }, 'uncaught exception'));
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

try {
  // A failed flush to the disk: stop, so that the supervisor restarts us on what the disk holds
  // (players rejoin their seats as after any restart; nothing they saw was unsaved).
  const server = await startServer(config, logger, () => {
    logger.flush();
    process.exit(1);
  });
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down; rooms stay in storage');
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} catch (error) {
  logger.fatal({ err: error }, 'server failed to start');
  process.exit(1);
}
