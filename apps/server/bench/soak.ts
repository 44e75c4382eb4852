/**
 * `pnpm bench:soak [minutes] [lanes]`: the server in this process (run with --expose-gc) and
 * a few hundred bot heists against it from another process for ten minutes. Every minute it
 * prints the heap after a full GC (the median of six samples) and the resident memory; after warm-up (the first two
 * minutes) the heap must stay within ±5%. When every game has ended and the rooms have left
 * memory, nothing may be left: no rooms, clients, presence topics, or timers and sockets
 * beyond those the idle server had. Exits 1 when a check fails.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';

const minutes = Number(process.argv[2] ?? 10);
const lanes = Number(process.argv[3] ?? 30);
const WARM_UP_MINUTES = 2;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (pnpm bench:soak does)');

const config = {
  ...readConfig({}),
  port: 0,
  host: '127.0.0.1',
  dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sc-soak-')),
  logLevel: 'warn',
  joinsPerMinute: 1_000_000,
  createsPerMinute: 1_000_000,
  messagesPerSecond: 10_000,
  // Rooms go as soon as their game ends, so that each sample sees the lanes' rooms only.
  idleRoomSeconds: 0,
  emptyRoomSeconds: 3,
  reconnectSeconds: 3,
};
const server = await startServer(config, createLogger(config));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
const resources = () => {
  const counts = new Map<string, number>();
  for (const kind of process.getActiveResourcesInfo()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
};
const idle = { heap: heapAfterGc(), resources: resources(), held: server.holdings() };
console.log(`soak: ${minutes} min, ${lanes} lanes of two-seat heists; idle heap ${mb(idle.heap)}`);

const load = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    path.join(import.meta.dirname, 'soakLoad.ts'),
    `ws://127.0.0.1:${server.port}`,
    String(minutes),
    String(lanes),
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
let games = 0;
let inputs = 0;
const failures: string[] = [];
let loadDone = false;
let buffered = '';
load.stdout.on('data', (chunk: Buffer) => {
  buffered += chunk.toString();
  const lines = buffered.split('\n');
  buffered = lines.pop() ?? '';
  for (const line of lines) {
    const event = JSON.parse(line) as { game?: boolean; inputs?: number; failed?: string; done?: boolean };
    if (event.game) {
      games++;
      inputs += event.inputs ?? 0;
    }
    if (event.failed) failures.push(`a game failed: ${event.failed}`);
    if (event.done) loadDone = true;
  }
});
const loadExited = new Promise((resolve) => load.once('exit', resolve));

const samples: number[] = [];
console.log('minute  heap after GC  rss        rooms  clients  games  inputs');
const sample = (label: string, heap = heapAfterGc()) => {
  const held = server.holdings();
  console.log(
    `${label.padEnd(7)} ${mb(heap).padStart(12)}  ${mb(process.memoryUsage().rss).padStart(9)}  ${String(held.rooms).padStart(5)}  ${String(held.clients).padStart(7)}  ${String(games).padStart(5)}  ${String(inputs).padStart(6)}`,
  );
  return heap;
};
// Each minute's figure is the median of six samples, ten seconds apart: the live rooms are at
// different points of their games at any one moment.
for (let minute = 1; minute <= minutes; minute++) {
  const heaps: number[] = [];
  for (let i = 0; i < 6; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    heaps.push(heapAfterGc());
  }
  heaps.sort((a, b) => a - b);
  samples.push(((heaps[2] ?? 0) + (heaps[3] ?? 0)) / 2);
  sample(String(minute), samples.at(-1)!);
}
await loadExited;
if (!loadDone) failures.push('the load generator did not finish');

// Every game is over: dropped connections' windows close and idle rooms leave memory.
const deadline = Date.now() + 60_000;
while (server.holdings().rooms > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
await new Promise((resolve) => setTimeout(resolve, 4_000));
const endHeap = sample('end');
const held = server.holdings();

const reference = samples[WARM_UP_MINUTES - 1];
if (reference !== undefined) {
  for (const [i, heap] of samples.entries()) {
    if (i < WARM_UP_MINUTES) continue;
    const drift = (heap - reference) / reference;
    if (Math.abs(drift) > 0.05)
      failures.push(
        `minute ${i + 1}: heap ${mb(heap)} is ${(drift * 100).toFixed(1)}% off minute ${WARM_UP_MINUTES}'s`,
      );
  }
}
if (held.rooms !== 0) failures.push(`${held.rooms} rooms left`);
if (held.clients !== 0) failures.push(`${held.clients} clients left`);
if (held.presenceTopics > idle.held.presenceTopics)
  failures.push(`${held.presenceTopics - idle.held.presenceTopics} presence topics left`);
const left = resources();
for (const [kind, n] of left) {
  const before = idle.resources.get(kind) ?? 0;
  if (n > before) failures.push(`${n - before} more ${kind} than when idle`);
}
console.log(
  `\n${games} games, ${inputs} inputs; heap idle ${mb(idle.heap)}, after all games ${mb(endHeap)}; left: ${held.rooms} rooms, ${held.clients} clients, ${held.presenceTopics} presence topics; resources ${JSON.stringify(Object.fromEntries(left))}`,
);
await server.close();
if (failures.length > 0) {
  console.log(`FAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('passed');
process.exit(0);
