/** Boot: configuration from the environment, start, and a graceful stop on SIGTERM/SIGINT. */
import { startServer } from './app.js';
import { readConfig } from './config.js';
import { createLogger } from './logger.js';

const config = readConfig();
const logger = createLogger(config);

try {
  const server = await startServer(config, logger);
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
