/**
 * GET /metrics: real clients play on a real server and the counters move; the bearer token is
 * required, and without METRICS_TOKEN there is no /metrics at all.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { RandomBot } from '@safecrackers/bots';
import { ClientMessage } from '@safecrackers/protocol';
import express from 'express';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { registerMetricsRoute } from '../src/http/metricsRoute.js';
import { playBots, startHeist } from './support/heist.js';
import { sample, scrape } from './support/metrics.js';
import { TestPlayer } from './support/player.js';
import { startTestServer, type TestServer } from './support/server.js';

const TOKEN = 'metrics-test-token';
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ metricsToken: TOKEN });
});
afterAll(async () => {
  await t.close();
});

describe('metrics', () => {
  it('answers only to the bearer token', async () => {
    expect((await fetch(`${t.httpUrl}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${t.httpUrl}/metrics`, { headers: { Authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${t.httpUrl}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(right.headers.get('content-type')).toContain('text/plain');
    const text = await right.text();
    // The default process metrics, and every room series at 0 before any room exists.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'safecrackers_rooms', { phase: 'playing' })).toBe(0);
    expect(sample(text, 'safecrackers_restores_total', { kind: 'heist' })).toBe(0);
    expect(sample(text, 'safecrackers_restore_room_seconds_count')).toBe(0);
  });

  it('counts rooms, players, spectators, inputs, refusals, latencies and storage writes', async () => {
    const players = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
    const played = await playBots(players, new RandomBot('metrics'), 4);
    const spectator = await TestPlayer.join(t.client(), players[0]!.code, { name: 'Watcher' });
    const refusal = await spectator.expectError(ClientMessage.action, { action: { type: 'endActions' } });
    expect(refusal.code).toBe('seat/not_held');

    const text = await scrape(t.httpUrl, TOKEN);
    const inputs = played.inputs;
    const accepted =
      (sample(text, 'safecrackers_inputs_accepted_total', { message: 'action' }) ?? 0) +
      (sample(text, 'safecrackers_inputs_accepted_total', { message: 'answer' }) ?? 0);
    expect(accepted).toBe(inputs);
    expect(sample(text, 'safecrackers_input_broadcast_seconds_count')).toBe(inputs);
    expect(sample(text, 'safecrackers_input_broadcast_seconds_sum')).toBeGreaterThan(0);
    expect(sample(text, 'safecrackers_inputs_refused_total', { code: 'seat/not_held' })).toBe(1);
    expect(sample(text, 'safecrackers_storage_write_seconds_count', { op: 'append' })).toBe(inputs);
    expect(sample(text, 'safecrackers_storage_write_seconds_count', { op: 'start' })).toBe(1);
    expect(sample(text, 'safecrackers_rooms', { phase: 'playing' })).toBe(1);
    expect(sample(text, 'safecrackers_connected_clients', { role: 'player' })).toBe(2);
    expect(sample(text, 'safecrackers_connected_clients', { role: 'spectator' })).toBe(1);

    await Promise.all([...players, spectator].map((p) => p.leave()));
  });

  it('has no /metrics without METRICS_TOKEN', async () => {
    // The route alone, on an express app of its own: one Colyseus server per test file.
    const app = express();
    registerMetricsRoute(app, new Registry(), readConfig({}).metricsToken);
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
