/**
 * GET /metrics (Prometheus text format) on the public port, for whoever presents
 * `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN there is no such route.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Express } from 'express';
import type { Registry } from 'prom-client';

export function registerMetricsRoute(app: Express, registry: Registry, token: string | null): void {
  if (token === null) return;
  const expected = digest(token);
  app.get('/metrics', async (req, res, next) => {
    const presented = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    // Digests of equal length: the comparison takes the same time whatever was presented.
    if (presented === undefined || !timingSafeEqual(digest(presented), expected)) {
      res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'metrics need the bearer token' });
      return;
    }
    try {
      res.set('Content-Type', registry.contentType).send(await registry.metrics());
    } catch (error) {
      next(error);
    }
  });
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
