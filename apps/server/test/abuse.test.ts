/** Abuse limits: message rate (error, then disconnect) and join attempts per IP. */
import { ClientMessage, CloseCode, ROOM_NAME } from '@safecrackers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestPlayer } from './support/player.js';
import { startTestServer, type TestServer } from './support/server.js';
import { waitUntil } from './support/wait.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ messagesPerSecond: 5, abuseStrikes: 10, joinsPerMinute: 8 });
});
afterAll(async () => {
  await t.close();
});

describe('abuse limits', () => {
  it('answers a flood with rate errors, then disconnects the client', async () => {
    const spammer = await TestPlayer.create(t.client(), { name: 'Spam' });
    for (let i = 0; i < 40; i++) spammer.send(ClientMessage.ready, { ready: i % 2 === 0 });
    await waitUntil(() => spammer.left !== undefined, 'the spammer to be cut off');
    expect(spammer.left).toBe(CloseCode.abuse);
    expect(spammer.errors.some((e) => e.code === 'input/rate_limited')).toBe(true);
  });

  it('limits join attempts per IP, so codes cannot be brute-forced', async () => {
    const client = t.client();
    const attempts: Array<Promise<unknown>> = [];
    for (let i = 0; i < 12; i++)
      attempts.push(client.joinById(`ZZZZ${'23456789ABCD'[i]}Z`, { name: 'Guess' }));
    const results = await Promise.allSettled(attempts);
    const messages = results.map((r) =>
      r.status === 'rejected' ? String((r.reason as Error).message) : 'joined',
    );
    expect(messages.some((m) => /too many join attempts/i.test(m))).toBe(true);
    await expect(client.create(ROOM_NAME, { name: 'Late' })).rejects.toThrow(/too many join attempts/i);
    const lookup = await fetch(`${t.httpUrl}/api/rooms/ABCDEF`);
    expect(lookup.status).toBe(429);
  });
});
