/**
 * pnpm bench:server — figures for the closing note, measured on this machine:
 *   - the size of the game's patch after an action, of the whole update frame that carries it
 *     (patch, events, legal actions), and of the full state a late joiner gets;
 *   - restart-to-resume: SIGKILL the server mid-game, start it again, and time until every
 *     player has rejoined with its seat token and holds its legal actions again.
 * The server runs as a child process with a temporary DATA_DIR, exactly as in production.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PlannerBot } from '@safecrackers/bots';
import { type GamePayload, ServerMessage, type UpdatePayload } from '@safecrackers/protocol';
import { Client } from 'colyseus.js';
import { startChildServer } from '../test/support/childServer.js';
import { playBots, startHeist } from '../test/support/heist.js';
import { TestPlayer } from '../test/support/player.js';
import { freePort } from '../test/support/ports.js';
import type { TestServer } from '../test/support/server.js';
import { waitUntil } from '../test/support/wait.js';

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
  let receivedBefore = 0;
  for (let attempt = 0; attempt < 10; attempt++) {
    players = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9, scenario: 'bank' });
    spectator = await TestPlayer.join(t.client(), players[0]!.code, { name: 'Spectator' });
    before = spectator.frameBytes.length;
    receivedBefore = spectator.received.length;
    played = await playBots(players, new PlannerBot(`bench-${attempt}`), INPUTS_BEFORE_KILL);
    if (played.outcome === 'playing') break;
  }
  if (!spectator || played.outcome !== 'playing') throw new Error('no heist was still in play to restart');
  const code = players[0]!.code;
  const frames = spectator.frameBytes.slice(before);
  const updates = spectator.received
    .slice(receivedBefore)
    .filter((m) => m.type === ServerMessage.update)
    .map((m) => m.payload as UpdatePayload);
  print(`Heist ${code}: bank, 2 seats, ${played.inputs} inputs played (${played.outcome}).`);
  print(
    `Game patch after an action (a spectator's): ${summary(updates.flatMap((u) => (u.patch ? [u.patch.byteLength] : [])))}`,
  );
  print(
    `Update frame after an action (patch, events, legal; a spectator's): ${summary(frames.filter((f) => f.code === ROOM_DATA).map((f) => f.bytes))}`,
  );
  const late = await TestPlayer.join(t.client(), code, { name: 'Late' });
  const game = late.received.find((m) => m.type === ServerMessage.game)?.payload as GamePayload | undefined;
  print(
    `Full game state on a late join: ${game?.state.byteLength ?? 0} B (and a ${game?.handshake.byteLength ?? 0} B schema handshake)`,
  );
  await late.leave();

  let current = players;
  for (let i = 1; i <= RESTARTS; i++) {
    const tokens = current.map((p) => [...p.tokens].map(([seat, token]) => ({ seat, token })));
    await child.kill('SIGKILL');
    const started = performance.now();
    child = startChildServer(env);
    await child.listening;
    const listeningMs = performance.now() - started;
    const report = await child.restored;
    const restored = child.logs.find((l) => l.msg === 'room restored');
    current = await Promise.all(
      tokens.map((seats, n) => TestPlayer.join(new Client(url), code, { name: `Player ${n}`, seats })),
    );
    await Promise.all(current.map((p) => p.synced()));
    await waitUntil(() => current.every((p) => p.version === restored?.inputs), 'resumed state');
    const resumeMs = performance.now() - started;
    print(
      `Restart ${i}: listening after ${listeningMs.toFixed(0)} ms, ${report.restored} heist restored ` +
        `(${restored?.inputs} inputs, ${restored?.replayed} of them replayed after the latest snapshot, in ${restored?.ms} ms); all seats rejoined and resumed in ${resumeMs.toFixed(0)} ms.`,
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
