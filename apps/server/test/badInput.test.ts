/** Bad input of every kind: typed errors, nothing changes, the server stays up. */
import { ClientMessage, clientMessageSchemas } from '@safecrackers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageFor, startHeist } from './support/heist.js';
import type { TestPlayer } from './support/player.js';
import { startTestServer, type TestServer } from './support/server.js';
import { waitUntil } from './support/wait.js';

let t: TestServer;
let host: TestPlayer;
let guest: TestPlayer;

beforeAll(async () => {
  t = await startTestServer({ maxMessageBytes: 2048 });
  const players = await startHeist(t, { seatsPerPlayer: [1, 1] });
  host = players[0]!;
  guest = players[1]!;
  await Promise.all([host.synced(), guest.synced()]);
});
afterAll(async () => {
  await t.close();
});

/** Garbage that no message accepts. */
const WRONG_SHAPES: unknown[] = [
  null,
  42,
  'move',
  [],
  [1, 2, 3],
  { seat: 'zero' },
  { seat: -1 },
  { action: { type: 'move', to: { floor: 0, col: 0 } } },
  { action: { type: '__proto__' } },
  { answer: { type: 'answer', kind: 'entrance', at: 'A1' } },
  { count: 9 },
  { ready: 'yes' },
  { scenario: 'moon' },
  { character: 'batman', seat: 0 },
  { nested: { deeper: { deepest: [{}] } } },
];

function snapshot(p: TestPlayer) {
  return JSON.stringify(p.state);
}

describe('bad input', () => {
  it.each(Object.keys(clientMessageSchemas))(
    'answers wrong shapes of "%s" with input/bad_shape',
    async (type) => {
      const before = snapshot(guest);
      for (const payload of WRONG_SHAPES) {
        if (clientMessageSchemas[type as keyof typeof clientMessageSchemas].safeParse(payload).success)
          continue;
        const error = await guest.expectError(type, payload);
        expect(error).toMatchObject({ code: 'input/bad_shape', about: type });
        expect(typeof error.message).toBe('string');
      }
      expect(snapshot(guest)).toBe(before);
    },
  );

  it('answers unknown message types, named or numbered', async () => {
    for (const type of ['hack-the-server', '__proto__', 'constructor', 'lobby/explode']) {
      const error = await guest.expectError(type, { x: 1 });
      expect(error.code).toBe('input/unknown_message');
    }
    const numbered = await guest.expectError(7 as unknown as string, {});
    expect(numbered.code).toBe('input/unknown_message');
  });

  it('refuses a payload above the size cap without disconnecting', async () => {
    const error = await guest.expectError(ClientMessage.action, {
      action: { type: 'drop' },
      pad: 'x'.repeat(3000),
    });
    expect(error.code).toBe('input/too_large');
    expect(guest.left).toBeUndefined();
  });

  it('refuses lobby messages once the heist runs', async () => {
    const error = await host.expectError(ClientMessage.seatCount, { count: 4 });
    expect(error.code).toBe('lobby/not_in_lobby');
  });

  it('refuses acting out of turn, and acting for a seat the sender does not hold', async () => {
    const version = host.version;
    const entrance = host.legalNow(0)[0]!;
    // Seat 1 tries seat 0's entrance answer: the engine refuses it for seat 1.
    const outOfTurn = await guest.expectError(ClientMessage.answer, { answer: entrance });
    expect(outOfTurn.code).toMatch(/^(prompt|action)\//);
    // The guest names seat 0, which it does not hold: refused before the engine.
    const { type, payload } = messageFor(entrance, 0);
    const forOther = await guest.expectError(type, payload);
    expect(forOther.code).toBe('seat/not_held');
    // An intent while the entrance prompt is pending.
    const pending = await host.expectError(ClientMessage.action, { action: { type: 'endActions' } });
    expect(pending.code).toMatch(/^action\//);
    expect(host.version).toBe(version);
    expect(guest.version).toBe(version);
  });

  it('cuts off a frame above the transport cap, and the server stays up for others', async () => {
    const rude = await startHeist(t, { seatsPerPlayer: [1] });
    rude[0]!.send(ClientMessage.action, { action: { type: 'drop' }, pad: 'x'.repeat(100_000) });
    await waitUntil(() => rude[0]!.left !== undefined, 'the oversized client to be disconnected');
    // The other heist still plays.
    const before = host.version;
    const { type, payload } = messageFor(host.legalNow(0)[0]!, 0);
    host.send(type, payload);
    await waitUntil(() => guest.version > before, 'an accepted input');
    expect((await fetch(`${t.httpUrl}/healthz`)).status).toBe(200);
  });
});
