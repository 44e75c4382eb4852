/**
 * Colyseus answers matchmaking (create, joinById, reconnect) on the HTTP server before express
 * sees the request. This puts a per-IP attempt limit in front of it, so that room codes cannot
 * be brute-forced by trying joins.
 */
import type http from 'node:http';
import type { AttemptLimiter } from '../rooms/limits.js';

type RequestListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export function guardMatchmaking(
  server: http.Server,
  limiter: AttemptLimiter,
  onRefused: (ip: string) => void,
): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.method === 'POST' && req.url?.includes('/matchmake/')) {
      const ip = clientIp(req);
      if (!limiter.allow(ip)) {
        onRefused(ip);
        // colyseus.js reads `error` and `code` from the body and rejects the join with them.
        res.writeHead(429, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
        res.end(JSON.stringify({ code: 4429, error: 'Too many join attempts: wait a minute.' }));
        return;
      }
    }
    for (const listener of listeners) listener.call(server, req, res);
  });
}

/** The socket address; proxies are not trusted, so a forged X-Forwarded-For buys nothing. */
export function clientIp(req: http.IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}
