import { describe, expect, it } from 'vitest';
import { causedByClient } from './colyseusLog.js';

describe("Colyseus' error lines", () => {
  it('knows the ones a client causes', () => {
    for (const text of [
      'Error: seat reservation expired.\n    at WebSocketServer.onConnection',
      'Invalid WebSocket frame: invalid opcode 3\nRangeError: Invalid WebSocket frame: invalid opcode 3',
      'Invalid WebSocket frame: invalid UTF-8 sequence\nError: ...',
      'Max payload size exceeded\nRangeError: Max payload size exceeded',
    ])
      expect(causedByClient(text)).toBe(true);
  });

  it('leaves faults of the server at error level', () => {
    for (const text of ['onDispose error: storage closed (roomId: ABCDEF)', 'TypeError: x is undefined'])
      expect(causedByClient(text)).toBe(false);
  });
});
