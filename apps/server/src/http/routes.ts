/** Health, readiness, room-code lookup, join links and the static web client. */
import fs from 'node:fs';
import path from 'node:path';
import { isRoomCode, normalizeRoomCode, type RoomLookup } from '@safecrackers/protocol';
import type express from 'express';
import type { Express } from 'express';
import type { AttemptLimiter } from '../platform/limits.js';
import type { ClientAddress } from './clientAddress.js';
import type { ReplayAnswer } from './replays.js';
import { sendClientFile, staticClient } from './staticClient.js';

export interface RouteDeps {
  webDist: string;
  address: ClientAddress;
  lookupLimiter: AttemptLimiter;
  lookupRoom(code: string): Promise<RoomLookup>;
  /** A finished heist's replay, or why there is none. */
  replay(code: string): Promise<ReplayAnswer>;
  ready(): Promise<boolean>;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Safecrackers</title></head>
<body><h1>Safecrackers</h1><p>The game server is running, but the web client is not built.</p>
<p>Run <code>pnpm start</code> from the repository root to build and serve it.</p></body></html>`;

export function registerRoutes(app: Express, deps: RouteDeps): void {
  app.disable('x-powered-by');

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });

  app.get('/readyz', async (_req, res) => {
    const ready = await deps.ready().catch(() => false);
    res.status(ready ? 200 : 503).json({ ready });
  });

  app.get('/api/rooms/:code', async (req, res, next) => {
    if (!deps.lookupLimiter.allow(deps.address(req))) {
      res.status(429).json({ error: 'Too many lookups: wait a minute.' });
      return;
    }
    const code = normalizeRoomCode(req.params.code);
    if (!isRoomCode(code)) {
      res.status(404).json({ code, exists: false } satisfies RoomLookup);
      return;
    }
    try {
      const room = await deps.lookupRoom(code);
      res.status(room.exists ? 200 : 404).json(room);
    } catch (error) {
      next(error);
    }
  });

  app.get('/api/replays/:code', async (req, res, next) => {
    if (!deps.lookupLimiter.allow(deps.address(req))) {
      res.status(429).json({ error: 'Too many lookups: wait a minute.' });
      return;
    }
    const code = normalizeRoomCode(req.params.code);
    if (!isRoomCode(code)) {
      res.status(404).json({ code, reason: 'none' });
      return;
    }
    try {
      const answer = await deps.replay(code);
      // A finished heist never changes again: its replay may be cached.
      if (answer.status === 200) res.set('Cache-Control', 'public, max-age=3600');
      else res.set('Cache-Control', 'no-store');
      res.status(answer.status).json(answer.body);
    } catch (error) {
      next(error);
    }
  });

  const root = path.resolve(deps.webDist);
  const index = path.join(root, 'index.html');
  const sendClient = (req: express.Request, res: express.Response) => {
    if (fs.existsSync(index)) sendClientFile(req, res, root, index);
    else res.status(200).type('html').setHeader('Cache-Control', 'no-cache').send(NOT_BUILT_PAGE);
  };
  // A join link: the web client reads the code from its own URL.
  app.get('/r/:code', (req, res) => sendClient(req, res));
  // A replay link: the web client shows the finished heist step by step.
  app.get('/replay/:code', (req, res) => sendClient(req, res));
  app.use(staticClient(root));
  app.get(['/', '/index.html'], (req, res) => sendClient(req, res));
}
