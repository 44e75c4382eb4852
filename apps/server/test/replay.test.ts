/**
 * Replays (issue 16): a finished heist's replay, rebuilt from its stored input log with the
 * engine, equals step by step what the players and a watcher saw during play, and at the end
 * reveals what stayed secret, as the server's engine held it. A heist still in play has no
 * replay: the endpoint refuses and sends nothing of it.
 */
import { PlannerBot } from '@safecrackers/bots';
import type { NoReplayPayload, ReplayPayload } from '@safecrackers/protocol';
import { HeistReplay } from '@safecrackers/protocol/replay';
import type { GameWire } from '@safecrackers/protocol/state';
import { type GameState, heistTruth } from '@safecrackers/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeistTypes } from '../src/games/heist/heistRoom.js';
import { playBots, startHeist } from './support/heist.js';
import { TestPlayer } from './support/player.js';
import { startTestServer, type TestServer } from './support/server.js';

const SEED = 'replay-test-seed-5f1c';
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ testSeed: SEED });
});
afterAll(async () => {
  await t.close();
});

async function getReplay(code: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${t.httpUrl}/api/replays/${code}`);
  return { status: res.status, text: await res.text() };
}

/** The game each version showed a client: the last state it decoded at that version. */
function seenByVersion(player: TestPlayer): Map<number, GameWire> {
  const seen = new Map<number, GameWire>();
  for (const s of player.states) if (s.game) seen.set(s.version, s.game);
  return seen;
}

describe('replays (issue 16)', () => {
  it('a heist still in play has no replay: the endpoint refuses it and sends nothing of it', async () => {
    const players = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
    await playBots(players, new PlannerBot('unfinished'), 6);
    const code = players[0]!.code;
    const answer = await getReplay(code);
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.text)).toEqual({ code, reason: 'playing' } satisfies NoReplayPayload);
    expect(answer.text).not.toContain(SEED);
    // A lobby that never started, an unknown code and garbage: no replay either.
    const lobby = await TestPlayer.create(t.client(), { name: 'Lobby' });
    expect((await getReplay(lobby.code)).status).toBe(404);
    expect((await getReplay('ZZZZZZ')).status).toBe(404);
    expect((await getReplay('../etc')).status).toBe(404);
    await Promise.all([...players, lobby].map((p) => p.leave()));
  });

  it('a finished heist replays, step by step, to what everyone saw, then reveals the secrets', async () => {
    const players = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 3 });
    const code = players[0]!.code;
    const watcher = await TestPlayer.join(t.client(), code, { name: 'Watcher' });
    let engineAtEnd: GameState | null = null;
    const result = await playBots([...players], new PlannerBot('replay-crew'), 3000, () => {
      const state = t.server.room<HeistTypes>(code)?.engineState() ?? null;
      if (state && state.phase !== 'playing') engineAtEnd = state;
    });
    expect(['won', 'lost']).toContain(result.outcome);

    const answer = await getReplay(code);
    expect(answer.status).toBe(200);
    const data = JSON.parse(answer.text) as ReplayPayload;
    expect(data).toMatchObject({ code, outcome: result.outcome });
    expect(data.log).toEqual(result.log);
    const replay = new HeistReplay(data);
    expect(replay.length).toBe(result.inputs + 1);

    // Every version a player or the watcher decoded is the replay's step of that number.
    let compared = 0;
    for (const client of [...players, watcher]) {
      for (const [version, game] of seenByVersion(client)) {
        expect(replay.wire(version), `version ${version}`).toEqual(game);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(result.inputs);
    // Each step is the stored input of that number.
    expect(replay.steps.slice(1).map((s) => s.input)).toEqual(result.log);

    // The end: what stayed face down, and the piles, exactly as the server's engine held them.
    const truth = replay.truth();
    expect(truth).toEqual(heistTruth(engineAtEnd!));
    const lastSeen = seenByVersion(watcher).get(result.inputs)!;
    expect(truth.faceDown.map((f) => f.at)).toEqual(
      lastSeen.tiles.filter((x) => !x.revealed).map((x) => x.at),
    );
    expect(replay.unveiled().tiles.every((x) => x.revealed)).toBe(true);
    await Promise.all([...players, watcher].map((p) => p.leave()));
  }, 120_000);
});
