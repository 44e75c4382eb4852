/**
 * Colyseus' own log lines, into ours. Colyseus prints at error level what a client caused: a
 * connection without a valid seat reservation, a websocket frame `ws` refuses (bad opcode,
 * invalid UTF-8, over the size cap). Those are a refused connection, not a fault of this
 * server: one warn line without the stack. Everything else keeps its level.
 */
import type { Logger } from './logger.js';

/** Error texts Colyseus and `ws` produce for what a client sent. */
const CAUSED_BY_CLIENT = [
  /seat reservation expired/,
  /^Invalid WebSocket frame/,
  /^Max payload size exceeded/,
  /onMessage for ".*" not registered/,
  /couldn't decode message/,
];

export function causedByClient(text: string): boolean {
  return CAUSED_BY_CLIENT.some((pattern) => pattern.test(text.replace(/^Error: /, '')));
}

/** The logger Colyseus' `Server` takes, writing through ours. */
export function colyseusLogger(logger: Logger) {
  const log = logger.child({ component: 'colyseus' });
  const text = (args: unknown[]) => args.map(String).join(' ');
  return {
    debug: (...args: unknown[]) => log.debug(text(args)),
    info: (...args: unknown[]) => log.info(text(args)),
    warn: (...args: unknown[]) => log.warn(text(args)),
    error: (...args: unknown[]) => {
      const message = text(args);
      if (causedByClient(message))
        log.warn({ refused: true }, message.split('\n')[0]!.replace(/^Error: /, ''));
      else log.error(message);
    },
  };
}
