/**
 * A connection that goes silent without closing (a phone asleep, wifi gone) is found by the
 * server's pings (PING_MS, spread over the interval: net/heartbeat.ts) and dropped: its seat
 * shows as disconnected and waits for its player. Connections that answer are kept.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { startHeist } from './support/heist.js';
import type { TestPlayer } from './support/player.js';
import { startTestServer, type TestServer } from './support/server.js';
import { waitUntil } from './support/wait.js';

const PING_MS = 200;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ pingMs: PING_MS, reconnectSeconds: 30 });
});
afterAll(async () => {
  await t.close();
});

/** colyseus.js' socket under Node is a `ws` WebSocket. */
const socketOf = (player: TestPlayer) =>
  (player.room.connection.transport as unknown as { ws: WebSocket }).ws;

describe('silent connections', () => {
  it('drops a connection that stops answering pings; its seat waits; the others are kept', async () => {
    const [host, guest] = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
    let hostPings = 0;
    socketOf(host!).on('ping', () => hostPings++);
    // The guest's process stops reading its socket: no pong, no close.
    socketOf(guest!).pause();
    const pausedAt = Date.now();
    await waitUntil(
      () => host!.state.seats[1]?.connected === false,
      'the silent seat to show as disconnected',
    );
    // Two pings unanswered, then dropped at the next: 2-3 intervals, and some slack for a busy machine.
    const droppedAfter = Date.now() - pausedAt;
    expect(droppedAfter).toBeGreaterThanOrEqual(2 * PING_MS - 50);
    // Dropped, not gone: the seat waits for its player's reconnection.
    expect(host!.state.seats[1]).toMatchObject({ status: 'dropped', holder: guest!.room.sessionId });
    // The host kept answering: still connected, pinged about once per interval.
    await new Promise((resolve) => setTimeout(resolve, 3 * PING_MS));
    expect(host!.left).toBeUndefined();
    expect(host!.state.seats[0]?.connected).toBe(true);
    expect(hostPings).toBeGreaterThanOrEqual(3);
    await host!.leave();
  });
});
