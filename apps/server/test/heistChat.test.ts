/**
 * Crew chat in the heist (issue 33), through the platform's chat the spies game uses: the crew
 * and a watcher talk on the table; what breaks the rules (too long, control characters, the
 * spies' channel, too fast) is refused with a typed error and reaches no one; markup stays
 * plain text; the lines come back after a restart; a finished heist's replay carries them,
 * each with when in the heist it was said.
 */
import { PlannerBot } from '@safecrackers/bots';
import {
  CHAT_MAX_LENGTH,
  type ChatLine,
  ClientMessage,
  type ReplayPayload,
  ServerMessage,
} from '@safecrackers/protocol';
import { describe, expect, it } from 'vitest';
import { playBots, startHeist } from './support/heist.js';
import { seatClaims } from './support/lobby.js';
import { TestPlayer } from './support/player.js';
import { startTestServer, type TestServer } from './support/server.js';
import { waitUntil } from './support/wait.js';

/** Every chat line a client was sent, the log on joining included, oldest first. */
function chatOf(p: TestPlayer): ChatLine[] {
  return p.received.flatMap((m) =>
    m.type === ServerMessage.chat
      ? [m.payload as ChatLine]
      : m.type === ServerMessage.chatLog
        ? (m.payload as ChatLine[])
        : [],
  );
}

const texts = (p: TestPlayer) => chatOf(p).map((l) => l.text);
const say = (p: TestPlayer, text: string) => p.send(ClientMessage.chat, { channel: 'table', text });

async function heard(players: TestPlayer[], text: string): Promise<void> {
  await waitUntil(() => players.every((p) => texts(p).includes(text)), `"${text.slice(0, 20)}" heard`);
}

async function withServer(
  overrides: Parameters<typeof startTestServer>[0],
  run: (t: TestServer) => Promise<void>,
): Promise<void> {
  const t = await startTestServer(overrides);
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

describe('crew chat in the heist (issue 33)', () => {
  it('the crew and a watcher talk on the table; markup is kept as plain text', async () => {
    await withServer({}, async (t) => {
      const [ada, bo] = await startHeist(t, { seatsPerPlayer: [1, 1] });
      const watcher = await TestPlayer.join(t.client(), ada!.code, { name: 'Watcher' });
      const everyone = [ada!, bo!, watcher];
      const markup = '<b>vault</b> & <script>alert(1)</script>';
      say(ada!, markup);
      await heard(everyone, markup);
      say(watcher, 'good luck');
      await heard(everyone, 'good luck');
      expect(chatOf(bo!)).toMatchObject([
        { channel: 'table', seat: 0, name: 'Host', text: markup },
        { channel: 'table', seat: null, name: 'Watcher', text: 'good luck' },
      ]);
      // Live lines never say when in the game they were said (the replay does).
      expect(chatOf(bo!).every((l) => !('version' in l))).toBe(true);
      await Promise.all(everyone.map((p) => p.leave()));
    });
  });

  it('a line too long, with control characters, empty or on the spies channel is refused and reaches no one', async () => {
    await withServer({}, async (t) => {
      const [ada, bo] = await startHeist(t, { seatsPerPlayer: [1, 1] });
      const refusals = [
        { payload: { channel: 'table', text: 'x'.repeat(CHAT_MAX_LENGTH + 1) }, code: 'input/bad_shape' },
        { payload: { channel: 'table', text: 'ring\u0007ring' }, code: 'input/bad_shape' },
        { payload: { channel: 'table', text: '   ' }, code: 'input/bad_shape' },
        { payload: { channel: 'spies', text: 'psst' }, code: 'chat/not_allowed' },
      ];
      for (const { payload, code } of refusals)
        expect((await ada!.expectError(ClientMessage.chat, payload)).code).toBe(code);
      // The longest line goes through, trimmed.
      const longest = 'y'.repeat(CHAT_MAX_LENGTH);
      say(ada!, `  ${longest}  `);
      await heard([ada!, bo!], longest);
      expect(texts(bo!)).toEqual([longest]);
      expect(texts(ada!)).toEqual([longest]);
      await Promise.all([ada!, bo!].map((p) => p.leave()));
    });
  });

  it('lines said too fast are refused as rate limited; the rest go through', async () => {
    // Two messages a second (a burst of four): a dozen at once cannot all pass.
    await withServer({ messagesPerSecond: 2, abuseStrikes: 1_000 }, async (t) => {
      const [ada, bo] = await startHeist(t, { seatsPerPlayer: [1, 1] });
      // A watcher just in: setting up the heist spent none of its burst.
      const chatty = await TestPlayer.join(t.client(), ada!.code, { name: 'Chatty' });
      for (let i = 0; i < 12; i++) say(chatty, `line ${i}`);
      say(bo!, 'done');
      await heard([ada!, bo!], 'done');
      await waitUntil(() => chatty.errors.length + texts(ada!).length - 1 >= 12, 'every line answered');
      const refused = chatty.errors;
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.every((e) => e.code === 'input/rate_limited')).toBe(true);
      expect(texts(ada!).length - 1 + refused.length).toBe(12);
      await Promise.all([ada!, bo!, chatty].map((p) => p.leave()));
    });
  });

  it('the lines come back after a restart, and new ones reach everyone', async () => {
    const first = await startTestServer();
    const [ada, bo] = await startHeist(first, { seatsPerPlayer: [1, 1] });
    const code = ada!.code;
    const claims = [seatClaims(ada!), seatClaims(bo!)];
    say(ada!, 'the vault is on floor 2');
    say(bo!, 'on my way');
    await heard([ada!, bo!], 'on my way');
    await first.close();

    const second = await startTestServer({ dataDir: first.config.dataDir });
    try {
      const adaBack = await TestPlayer.join(second.client(), code, { name: 'Host', seats: claims[0] });
      const boBack = await TestPlayer.join(second.client(), code, { name: 'Guest 1', seats: claims[1] });
      expect(adaBack.seats).toEqual([0]);
      await waitUntil(() => texts(boBack).length >= 2, 'the chat log');
      expect(texts(adaBack)).toEqual(['the vault is on floor 2', 'on my way']);
      expect(texts(boBack)).toEqual(['the vault is on floor 2', 'on my way']);
      say(boBack, 'made it');
      await heard([adaBack, boBack], 'made it');
      await Promise.all([adaBack, boBack].map((p) => p.leave()));
    } finally {
      await second.close();
    }
  });

  it("a finished heist's replay carries the table's lines, each with when in the heist it was said", async () => {
    await withServer({ testSeed: 'heist-chat-replay' }, async (t) => {
      const players = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 3 });
      const [ada, bo] = players as [TestPlayer, TestPlayer];
      say(ada, 'here we go');
      await heard(players, 'here we go');
      const result = await playBots(players, new PlannerBot('heist-chat'), 3000, async (inputs) => {
        if (inputs !== 5) return;
        say(bo, 'five in');
        await heard(players, 'five in');
      });
      expect(['won', 'lost']).toContain(result.outcome);
      const res = await fetch(`${t.httpUrl}/api/replays/${ada.code}`);
      expect(res.status).toBe(200);
      const data = (await res.json()) as ReplayPayload;
      expect(data.chat).toMatchObject([
        { seat: 0, name: 'Host', text: 'here we go', version: 0 },
        { seat: 1, name: 'Guest 1', text: 'five in', version: 5 },
      ]);
      await Promise.all(players.map((p) => p.leave()));
    });
  }, 120_000);
});
