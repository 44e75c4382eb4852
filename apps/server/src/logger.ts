/** pino JSON logs; pino-pretty only when asked for (dev). Rooms log through child loggers. */
import { type Logger, pino } from 'pino';
import type { Config } from './config.js';

export type { Logger };

export function createLogger(config: Pick<Config, 'logLevel' | 'logPretty'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'safecrackers' },
    ...(config.logPretty ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  });
}
