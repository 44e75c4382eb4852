import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import {
  clipCloseReason,
  isSendableCloseCode,
  MAX_CLOSE_REASON_BYTES,
  SafeWebSocket,
} from './safeWebSocket.js';

/** Closes a real server-side socket with `code` and `reason`; resolves with what the peer got. */
async function closeFromServer(code: number, reason: string): Promise<{ code: number; reason: string }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, WebSocket: SafeWebSocket });
  await new Promise((resolve) => server.once('listening', resolve));
  server.once('connection', (socket) => socket.close(code, reason));
  const peer = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const closed = await new Promise<{ code: number; reason: string }>((resolve) =>
    peer.once('close', (c, r) => resolve({ code: c, reason: r.toString() })),
  );
  await new Promise((resolve) => server.close(resolve));
  return closed;
}

describe('close frames that cannot throw', () => {
  it('keeps a short reason as it is', () => {
    expect(clipCloseReason('too many rejected messages')).toBe('too many rejected messages');
  });

  it('cuts a long reason to 123 bytes', () => {
    const clipped = clipCloseReason(`room onMessage for "${'x'.repeat(300)}" not registered.`);
    expect(Buffer.byteLength(clipped)).toBe(MAX_CLOSE_REASON_BYTES);
  });

  it('never cuts a multi-byte character in half', () => {
    const clipped = clipCloseReason('ж'.repeat(100)) as string;
    expect(Buffer.byteLength(clipped)).toBeLessThanOrEqual(MAX_CLOSE_REASON_BYTES);
    expect(clipped).toBe('ж'.repeat(61));
    expect(clipCloseReason('😀'.repeat(40))).toBe('😀'.repeat(30));
  });

  it('knows which close codes may be sent', () => {
    for (const code of [1000, 1001, 1011, 3000, 4000, 4002, 4290, 4999])
      expect(isSendableCloseCode(code)).toBe(true);
    for (const code of [0, 999, 1004, 1005, 1006, 1015, 2000, 5000, 4000.5, Number.NaN])
      expect(isSendableCloseCode(code)).toBe(false);
  });
});

describe('a server socket closed with what ws refuses', () => {
  it('sends a clipped reason instead of throwing', async () => {
    const closed = await closeFromServer(4002, 'z'.repeat(500));
    expect(closed).toEqual({ code: 4002, reason: 'z'.repeat(123) });
  });

  it('sends 1011 for a code ws would refuse', async () => {
    expect(await closeFromServer(1005, 'bye')).toEqual({ code: 1011, reason: 'bye' });
  });
});
