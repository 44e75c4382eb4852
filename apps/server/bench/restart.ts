/**
 * `pnpm bench:restart [heists] [inputs]`: the real server of BENCH_SERVER_DIR (default this
 * worktree) as a child process; storage is filled over the network with `heists` unfinished
 * heists (BENCH_SEATS seats, default 4, one player each, so 500 heists make the 2,000 players
 * of the target; `inputs` bot inputs on average, from `inputs` - 25 to `inputs` + 24 over the
 * heists, so that they stand at every distance from their last snapshot as real heists do, not
 * all just past one; players keep their seat
 * tokens as browsers do); then, BENCH_RESTARTS times (default 3): SIGKILL, start again on the
 * same DATA_DIR, and time from the process start to the first `/healthz` answer, to `/readyz`
 * 200, to the first player back in their seat and to all players back. Every player rejoins
 * by code with its seat tokens as soon as `/healthz` answers, all at once, retrying on the web
 * client's delays; "back" is when the server has given all its seats back and sent the game
 * (bench/rejoinClient.ts: a client as light as a browser tab's).
 * A worker polls `/healthz` every 50 ms throughout: the longest gap between two answers shows
 * how long the event loop was busy (restoring, or serving the rejoin storm), to 50 ms. (Every
 * 10 ms, its requests were a load of their own: ~0.7 s of the server's 12 s in a 500-heist
 * storm, which no real health check puts on a server.) `/readyz` is polled every 10 ms until
 * it answers 200. The server's CPU time from its start to all back is printed too, and how
 * many rejoin attempts failed (each waits out a back-off before the next; their messages go to
 * stderr). BENCH_PROFILE=1: a V8 CPU profile of the last restarted server (read it with
 * bench/profileTop.ts). BENCH_SERVER_CORES: the server's cores as a taskset list (default 0).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Bot } from '@safecrackers/bots';
import { RandomBot } from '@safecrackers/bots';
import { Client, type Room } from 'colyseus.js';
// The web client's own delays, spread at random as each browser spreads them.
import { reconnectDelay } from '../../web/src/net/backoff.js';
import { sample, scrape } from '../test/support/metrics.js';
import { freePort } from '../test/support/ports.js';
import {
  BENCH_METRICS_TOKEN,
  type Child,
  cpuMs,
  freshDataDir,
  hasExited,
  pinSelf,
  serverDir,
  startRealServer,
} from './benchProcess.js';
import { heistProtocol } from './loadRooms.js';
import { quantile } from './loadTable.js';
import { rejoinOnce } from './rejoinClient.js';

const heists = Number(process.argv[2] ?? 500);
const inputsEach = Number(process.argv[3] ?? 54);
const restarts = Number(process.env.BENCH_RESTARTS ?? 3);
const seatsEach = Number(process.env.BENCH_SEATS ?? 4);
const profile = process.env.BENCH_PROFILE === '1';
const say = (line: string) => process.stderr.write(`${line}\n`);
const now = () => performance.timeOrigin + performance.now();

interface Player {
  room: Room;
  code: string;
  seats: number[];
  tokens: Map<number, string>;
  synced(): Promise<void>;
  leave(consented?: boolean): Promise<void>;
}
interface Support {
  startHeist(
    t: { client(): Client },
    options: { seatsPerPlayer: number[]; stealth?: number },
  ): Promise<Player[]>;
  playBots(players: Player[], bot: Bot, maxInputs: number): Promise<{ outcome: string }>;
}

async function loadSupport(): Promise<Support> {
  const dir = path.join(serverDir, 'apps/server/test/support');
  const wait = await import(path.join(dir, 'wait.ts'));
  wait.waitDefaults.timeoutMs = 120_000;
  return (await import(path.join(dir, 'heist.ts'))) as Support;
}

/** The seat claims each player's browser keeps: the code and its tokens. */
interface Kept {
  code: string;
  seats: Array<{ seat: number; token: string }>;
}

async function fill(support: Support, url: string): Promise<Kept[]> {
  const kept: Kept[] = [];
  let made = 0;
  let discarded = 0;
  const lane = async (index: number) => {
    while (made < heists) {
      const n = made++;
      for (let attempt = 0; ; attempt++) {
        const seats = seatsEach;
        let players: Player[] = [];
        let outcome = '';
        try {
          players = await support.startHeist(
            { client: () => new Client(url) },
            { seatsPerPlayer: Array(seats).fill(1), stealth: 9 },
          );
          const inputs = Math.max(1, inputsEach - 25 + (n % 50));
          outcome = (await support.playBots(players, new RandomBot(`${index}:${n}:${attempt}`), inputs))
            .outcome;
        } catch (error) {
          // A connection reset under load: this heist is left, another takes its place.
          if (attempt >= 5) throw error;
        }
        if (outcome === 'playing') {
          for (const p of players)
            kept.push({ code: p.code, seats: [...p.tokens].map(([seat, token]) => ({ seat, token })) });
          // The sockets stay open until the kill, as browsers' would.
          break;
        }
        discarded++;
        await Promise.all(players.map((p) => p.leave().catch(() => {})));
      }
      if ((n + 1) % 100 === 0) say(`  ${n + 1} heists stored`);
    }
  };
  await Promise.all(Array.from({ length: 20 }, (_, i) => lane(i)));
  say(`  ${heists} unfinished heists, ${kept.length} players (${discarded} games ended early and were left)`);
  return kept;
}

/**
 * Rejoins with the kept seat tokens, retrying on the web client's delays; resolves when back.
 * Each failed attempt is counted by its error message in `failed`.
 */
async function rejoin(
  url: string,
  kept: Kept,
  index: number,
  failed: Map<string, number>,
): Promise<{ at: number; room: Room }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const room = await rejoinOnce(url, kept, `Back ${index}`, protocol, 60_000);
      return { at: now(), room };
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      failed.set(why, (failed.get(why) ?? 0) + 1);
      if (attempt > 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, reconnectDelay(attempt)));
    }
  }
}

interface Cycle {
  healthz: number;
  readyz: number;
  first: number;
  all: number;
  longestGap: number;
  players: number;
  /** Server CPU time from its start to all players back. */
  serverCpu: number;
  /** The server's longest event-loop delay from its start to all back (its /metrics). */
  lagMax: number;
  /** Rooms whose restore took over 50 ms (its /metrics). */
  slowRestores: number;
  /** Rejoin attempts that failed (and were retried after the web client's delay). */
  failedAttempts: number;
}

/** What the server's /metrics say of its event loop and its restores (NaN when it has none). */
async function restoreFigures(http: string): Promise<{ lagMax: number; slowRestores: number }> {
  const text = await scrape(http, BENCH_METRICS_TOKEN).catch(() => '');
  const lagMax = (sample(text, 'nodejs_eventloop_lag_max_seconds') ?? Number.NaN) * 1000;
  const count = sample(text, 'safecrackers_restore_room_seconds_count');
  const fast = sample(text, 'safecrackers_restore_room_seconds_bucket', { le: '0.05' });
  return { lagMax, slowRestores: count === undefined || fast === undefined ? Number.NaN : count - fast };
}

async function cycle(
  port: number,
  dataDir: string,
  kept: Kept[],
  profileDir: string | undefined,
): Promise<{ cycle: Cycle; child: Child }> {
  const url = `ws://127.0.0.1:${port}`;
  const http = `http://127.0.0.1:${port}`;
  const startedAt = now();
  const child = startRealServer({ port, dataDir, core: 0, ...(profileDir ? { profileDir } : {}) });
  const poll = (route: string, everyMs: number, untilStatus?: number) =>
    new Worker(new URL('./restartPoll.mjs', import.meta.url), {
      workerData: { url: `${http}${route}`, everyMs, untilStatus },
    });
  const healthz = poll('/healthz', 50);
  const readyz = poll('/readyz', 10, 200);
  // The players come back as soon as the server answers at all.
  while (
    !(await fetch(`${http}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (hasExited(child)) throw new Error(`server exited: ${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const failed = new Map<string, number>();
  const back = await Promise.all(kept.map((k, i) => rejoin(url, k, i, failed)));
  if (failed.size > 0) say(`  failed rejoin attempts: ${JSON.stringify(Object.fromEntries(failed))}`);
  const serverCpu = cpuMs(child.pid);
  const figures = await restoreFigures(http);
  const stop = (worker: Worker) =>
    new Promise<{ firstByStatus: Record<string, number>; longestGapMs: number }>((resolve) => {
      worker.once('message', resolve);
      worker.postMessage('stop');
    });
  const [h, r] = [await stop(healthz), await stop(readyz)];
  await Promise.all([healthz.terminate(), readyz.terminate()]);
  const times = back.map((b) => b.at - startedAt);
  return {
    child,
    cycle: {
      healthz: (h.firstByStatus['200'] ?? Number.NaN) - startedAt,
      readyz: (r.firstByStatus['200'] ?? Number.NaN) - startedAt,
      first: Math.min(...times),
      all: Math.max(...times),
      longestGap: h.longestGapMs,
      failedAttempts: [...failed.values()].reduce((a, b) => a + b, 0),
      players: back.length,
      serverCpu,
      ...figures,
    },
  };
}

const COLUMNS = [
  'restart',
  'heists',
  'players',
  '/healthz ms',
  '/readyz ms',
  'first back ms',
  'all back ms',
  'longest /healthz gap ms',
  'server CPU ms to all back',
  'server event-loop lag max ms',
  'rooms restored in > 50 ms',
  'failed rejoin attempts',
];
const row = (label: string, c: Cycle) =>
  `| ${[label, heists, c.players, c.healthz, c.readyz, c.first, c.all, c.longestGap, c.serverCpu, c.lagMax, c.slowRestores, c.failedAttempts].map((v) => (typeof v === 'number' ? v.toFixed(0) : v)).join(' | ')} |`;

pinSelf(1);
const support = await loadSupport();
const protocol = await heistProtocol();
const port = await freePort();
const dataDir = freshDataDir('sc-bench-restart-');
say(
  `bench:restart: server ${serverDir}, ${heists} heists of ${inputsEach} inputs on average, ${restarts} restarts, DATA_DIR ${dataDir}`,
);
let child = startRealServer({ port, dataDir, core: 0 });
while (
  !(await fetch(`http://127.0.0.1:${port}/readyz`).then(
    (r) => r.ok,
    () => false,
  ))
)
  await new Promise((resolve) => setTimeout(resolve, 50));
const kept = await fill(support, `ws://127.0.0.1:${port}`);

const cycles: Cycle[] = [];
const lines = [`| ${COLUMNS.join(' | ')} |`, `| ${COLUMNS.map(() => '---').join(' | ')} |`];
for (let i = 1; i <= restarts; i++) {
  await child.kill('SIGKILL');
  const profileDir = profile && i === restarts ? freshDataDir('sc-bench-restart-profile-') : undefined;
  const result = await cycle(port, dataDir, kept, profileDir);
  if (profileDir) {
    // The profile is written when the server exits normally.
    await result.child.kill('SIGTERM');
    say(`  profile of restart ${i}: ${profileDir}`);
  }
  child = result.child;
  cycles.push(result.cycle);
  lines.push(row(String(i), result.cycle));
  say(lines.at(-1)!);
}
const median = (pick: (c: Cycle) => number) => quantile(cycles.map(pick), 0.5);
lines.push(
  row('**median**', {
    healthz: median((c) => c.healthz),
    readyz: median((c) => c.readyz),
    first: median((c) => c.first),
    all: median((c) => c.all),
    longestGap: median((c) => c.longestGap),
    players: cycles[0]?.players ?? 0,
    serverCpu: median((c) => c.serverCpu),
    lagMax: median((c) => c.lagMax),
    slowRestores: median((c) => c.slowRestores),
    failedAttempts: median((c) => c.failedAttempts),
  }),
);
await child.kill('SIGKILL');
fs.rmSync(dataDir, { recursive: true, force: true });
process.stdout.write(`${lines.join('\n')}\n`);
process.exit(0);
