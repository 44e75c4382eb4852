/**
 * Messages that once ended the whole process (issue 9, item 1): Colyseus' reserved
 * "__no_message_handler" type closed the socket with the payload in the close reason, and `ws`
 * throws on reasons over 123 bytes inside the message event. The server runs as a child
 * process, so a crash is a dead process and not a failed worker.
 */
import { ROOM_NAME, ServerMessage } from '@safecrackers/protocol';
import { Client, type Room } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from './support/childServer.js';
import { freePort } from './support/ports.js';
import { waitUntil } from './support/wait.js';

let child: ChildServer;
let port: number;
let exitCode: number | null | undefined;

beforeAll(async () => {
  port = await freePort();
  child = startChildServer({ PORT: String(port), JOINS_PER_MINUTE: '1000' });
  child.process.once('exit', (code) => {
    exitCode = code;
  });
  await child.listening;
});
afterAll(async () => {
  await child.kill('SIGKILL');
});

async function openRoom(): Promise<{ room: Room; errors: Array<{ code: string; about: string }> }> {
  const room = await new Client(`ws://127.0.0.1:${port}`).create(ROOM_NAME, { name: 'Mallory' });
  const errors: Array<{ code: string; about: string }> = [];
  room.onMessage('*', (type, payload) => {
    if (type === ServerMessage.error) errors.push(payload as { code: string; about: string });
  });
  return { room, errors };
}

async function stillServing(): Promise<void> {
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(health.status).toBe(200);
  expect(exitCode).toBeUndefined();
}

describe('messages that used to kill the server (issue 9)', () => {
  it.each([
    ['a long string', 'x'.repeat(200)],
    ['a long array', Array.from({ length: 80 }, (_, i) => i)],
    ['multi-byte text', 'ж'.repeat(100)],
  ])('a reserved "__no_message_handler" message with %s is answered, not fatal', async (_, payload) => {
    const { room, errors } = await openRoom();
    room.send('__no_message_handler', payload);
    const error = await waitUntil(() => errors[0], 'an error reply');
    expect(error.code).toBe('input/unknown_message');
    // The sender is still in its room: it was answered, not thrown out.
    room.send('__no_message_handler', payload);
    await waitUntil(() => errors[1], 'a second error reply');
    await stillServing();
    await room.leave();
  });

  it('a "*" message whose payload has no usable toString is answered', async () => {
    const { room, errors } = await openRoom();
    room.send('*', { toString: 1, valueOf: 2 });
    const error = await waitUntil(() => errors[0], 'an error reply');
    expect(error.code).toBe('input/unknown_message');
    await stillServing();
    await room.leave();
  });
});
