import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { Heartbeat, type HeartbeatSocket } from './heartbeat.js';

/** Server-side sockets with Colyseus' pong counter, as its transport keeps them. */
type CountedSocket = WebSocket & HeartbeatSocket;

let server: WebSocketServer | undefined;
const peers: WebSocket[] = [];

afterEach(async () => {
  for (const peer of peers.splice(0)) peer.terminate();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A real ws server and `count` peers; `silent` peers never answer a ping (a phone asleep). */
async function connected(count: number, silent = new Set<number>()) {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server!.once('listening', resolve));
  server.on('connection', (socket: CountedSocket) => {
    socket.pingCount = 0;
    socket.on('pong', () => {
      socket.pingCount = 0;
    });
  });
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pings = Array.from({ length: count }, () => 0);
  const closed = Array.from({ length: count }, () => false);
  for (let i = 0; i < count; i++) {
    const peer = new WebSocket(url, { autoPong: !silent.has(i) });
    peer.on('ping', () => pings[i]!++);
    peer.on('close', () => {
      closed[i] = true;
    });
    await new Promise((resolve) => peer.once('open', resolve));
    peers.push(peer);
  }
  while (server.clients.size < count) await new Promise((resolve) => setTimeout(resolve, 5));
  return { pings, closed, sockets: () => server!.clients as Set<CountedSocket> };
}

/** Lets the pings and pongs of one beat cross loopback. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the spread heartbeat', () => {
  it('pings one group of connections per beat, each connection once per round of beats', async () => {
    const { pings, sockets } = await connected(8);
    const heartbeat = new Heartbeat(sockets, 2, 4);
    heartbeat.beat();
    await settle();
    expect(pings.reduce((a, b) => a + b)).toBe(2);
    for (let beat = 1; beat < 4; beat++) heartbeat.beat();
    await settle();
    expect(pings).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    for (let beat = 0; beat < 4; beat++) heartbeat.beat();
    await settle();
    expect(pings).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
  });

  it('drops a connection that left two pings in a row unanswered, and keeps those that answer', async () => {
    const { pings, closed, sockets } = await connected(4, new Set([2]));
    const heartbeat = new Heartbeat(sockets, 2, 2);
    const round = async () => {
      heartbeat.beat();
      heartbeat.beat();
      await settle();
    };
    await round();
    await round();
    // Two pings unanswered: the third round drops it.
    expect(closed).toEqual([false, false, false, false]);
    expect(pings[2]).toBe(2);
    await round();
    await settle();
    expect(closed).toEqual([false, false, true, false]);
    for (let i = 0; i < 3; i++) await round();
    expect(closed).toEqual([false, false, true, false]);
    expect(pings).toEqual([6, 6, 2, 6]);
  });

  it('beats on its own, interval / slices apart, until its timer is cleared', async () => {
    const { pings, sockets } = await connected(3);
    const timer = new Heartbeat(sockets, 2, 3).start(150);
    await new Promise((resolve) => setTimeout(resolve, 400));
    clearInterval(timer);
    await settle();
    const after = [...pings];
    // 400 ms of 50 ms beats: at least one round of three beats, each connection pinged in it.
    expect(Math.min(...after)).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pings).toEqual(after);
  });
});
