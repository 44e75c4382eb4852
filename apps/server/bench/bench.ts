/**
 * pnpm bench:server — figures for the closing note, measured on this machine:
 *   - the size of a typical state patch after an action (and of the full state, events);
 *   - restart-to-resume: SIGKILL the server mid-game, start it again, and time until every
 *     player has rejoined with its seat token and holds its legal actions again.
 * The server runs as a child process with a temporary DATA_DIR, exactly as in production.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PlannerBot } from '@safecrackers/bots';
import { Client } from 'colyseus.js';
import { startChildServer } from '../test/support/childServer.js';
import { playBots, startHeist } from '../test/support/heist.js';
import { TestPlayer } from '../test/support/player.js';
import { freePort } from '../test/support/ports.js';
import type { TestServer } from '../test/support/server.js';
import { waitUntil } from '../test/support/wait.js';

const STATE_PATCH = 15;
const FULL_STATE = 14;
const ROOM_DATA = 13;
const INPUTS_BEFORE_KILL = Number(process.env.BENCH_INPUTS ?? 60);
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 3);

const print = (line: string) => process.stdout.write(`${line}\n`);
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const summary = (values: number[]) =>
  `median ${quantile(values, 0.5)} B, p90 ${quantile(values, 0.9)} B, max ${Math.max(...values)} B (n=${values.length})`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-bench-'));
  const port = await freePort();
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    JOINS_PER_MINUTE: '100000',
    MESSAGES_PER_SECOND: '100000',
    LOG_LEVEL: 'info',
  };
  const url = `ws://127.0.0.1:${port}`;
  let child = startChildServer(env);
  await child.listening;
  const t = { client: () => new Client(url) } as TestServer;

  // Restarting needs a heist still in play: a game that ended at random is not resumed, so
  // play another one (the planner survives far longer than random play).
  let players: TestPlayer[] = [];
  let spectator: TestPlayer | null = null;
  let played = { inputs: 0, outcome: 'playing' as string };
  let before = 0;
  for (let attempt = 0; attempt < 10; attempt++) {
    players = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9, scenario: 'bank' });
    spectator = await TestPlayer.join(t.client(), players[0]!.code, { name: 'Spectator' });
    before = spectator.frameBytes.length;
    played = await playBots(players, new PlannerBot(`bench-${attempt}`), INPUTS_BEFORE_KILL);
    if (played.outcome === 'playing') break;
  }
  if (!spectator || played.outcome !== 'playing') throw new Error('no heist was still in play to restart');
  const code = players[0]!.code;
  const frames = spectator.frameBytes.slice(before);
  print(`Heist ${code}: bank, 2 seats, ${played.inputs} inputs played (${played.outcome}).`);
  print(
    `Full state on join (spectator): ${spectator.frameBytes.find((f) => f.code === FULL_STATE)?.bytes ?? 0} B`,
  );
  print(
    `State patch after an action: ${summary(frames.filter((f) => f.code === STATE_PATCH).map((f) => f.bytes))}`,
  );
  print(
    `Events message after an action: ${summary(frames.filter((f) => f.code === ROOM_DATA).map((f) => f.bytes))}`,
  );

  let current = players;
  for (let i = 1; i <= RESTARTS; i++) {
    const tokens = current.map((p) => [...p.tokens].map(([seat, token]) => ({ seat, token })));
    await child.kill('SIGKILL');
    const started = performance.now();
    child = startChildServer(env);
    const listening = await child.listening;
    const listeningMs = performance.now() - started;
    const restored = child.logs.find((l) => l.msg === 'room restored');
    current = await Promise.all(
      tokens.map((seats, n) => TestPlayer.join(new Client(url), code, { name: `Player ${n}`, seats })),
    );
    await Promise.all(current.map((p) => p.synced()));
    await waitUntil(() => current.every((p) => p.state.version === restored?.inputs), 'resumed state');
    const resumeMs = performance.now() - started;
    print(
      `Restart ${i}: process up and ${listening.restored} heist restored in ${listeningMs.toFixed(0)} ms ` +
        `(replay of ${restored?.inputs} inputs: ${restored?.ms} ms); all seats rejoined and resumed in ${resumeMs.toFixed(0)} ms.`,
    );
  }
  await Promise.all(current.map((p) => p.leave()));
  await child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${String((error as Error).stack ?? error)}\n`);
    process.exit(1);
  },
);
