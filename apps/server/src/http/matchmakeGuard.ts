/**
 * Colyseus answers matchmaking (create, join, joinById, reconnect) on the HTTP server before
 * express sees the request, for ANY url that contains "/matchmake", reading the method and
 * room from the url's alphanumeric runs: `/matchmake.joinById.CODE` and
 * `/matchmake?/joinById/CODE` are joins too. This guard reads urls exactly the way Colyseus
 * does, so no spelling escapes it, and puts in front of every such request: a per-address
 * budget (shared with room lookups, so codes cannot be guessed), a tighter budget for
 * creating rooms, a cap on the request body, and a wake-up of a stored room a joinById names.
 */
import type http from 'node:http';
import { isRoomCode } from '@safecrackers/protocol';
import type { AttemptLimiter } from '../platform/limits.js';
import type { ClientAddress } from './clientAddress.js';

/** What Colyseus looks for in a url (its `controller.matchmakeRoute` and name characters). */
const MATCHMAKE_MARK = '/matchmake';
const URL_PARTS = /([a-zA-Z_\-0-9]+)/gi;

/** Methods that make a room (Colyseus' `create`, and `joinOrCreate` when none matches). */
const CREATING = new Set(['create', 'joinOrCreate']);

export type Refusal = 'join' | 'create' | 'body' | 'method';

export interface MatchmakeGuardDeps {
  address: ClientAddress;
  /** Every matchmaking request of an address (and its room lookups, elsewhere). */
  joins: AttemptLimiter;
  /** Requests that would create a room. */
  creates: AttemptLimiter;
  maxBodyBytes: number;
  /** Brings a stored room back into memory, so that a join by code finds it. */
  wake(code: string): Promise<unknown>;
  onRefused(address: string, why: Refusal): void;
}

/** The method and room Colyseus will read from `url`; null when it is no matchmaking url. */
export function readMatchmakeUrl(url: string): { method: string; room: string } | null {
  if (!url.includes(MATCHMAKE_MARK)) return null;
  const parts: string[] = url.match(URL_PARTS) ?? [];
  const at = parts.indexOf('matchmake');
  return { method: parts[at + 1] ?? '', room: parts[at + 2] ?? '' };
}

type RequestListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const REFUSALS: Record<Refusal, { status: number; error: string }> = {
  join: { status: 429, error: 'Too many join attempts: wait a minute.' },
  create: { status: 429, error: 'Too many new heists from your address: wait a minute.' },
  body: { status: 413, error: 'That request is too large.' },
  method: { status: 405, error: 'Matchmaking takes POST requests.' },
};

export function guardMatchmaking(server: http.Server, deps: MatchmakeGuardDeps): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const passOn = (req: http.IncomingMessage, res: http.ServerResponse) => {
    for (const listener of listeners) listener.call(server, req, res);
  };

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const route = readMatchmakeUrl(req.url ?? '');
    if (!route || req.method === 'OPTIONS' || req.method === 'GET') return passOn(req, res);
    const address = deps.address(req);
    const refuse = (why: Refusal) => {
      deps.onRefused(address, why);
      const { status, error } = REFUSALS[why];
      // colyseus.js reads `error` and `code` from the body and rejects the join with them.
      res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      res.end(JSON.stringify({ code: 4000 + status, error }));
    };
    if (req.method !== 'POST') return refuse('method');
    if (!deps.joins.allow(address)) return refuse('join');
    if (CREATING.has(route.method) && !deps.creates.allow(address)) return refuse('create');
    if (Number(req.headers['content-length'] ?? 0) > deps.maxBodyBytes) return refuse('body');

    const handOver = () => {
      // Attached only now: a body listener switches the stream to flowing, and Colyseus must
      // not miss a chunk. Colyseus reads the whole body before parsing it, so cut it off here.
      let bytes = 0;
      req.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength;
        if (bytes > deps.maxBodyBytes && !res.headersSent) {
          refuse('body');
          req.destroy();
        }
      });
      passOn(req, res);
    };
    if (route.method === 'joinById' && isRoomCode(route.room)) {
      deps.wake(route.room).then(handOver, handOver);
    } else {
      handOver();
    }
  });
}
