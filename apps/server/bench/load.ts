/**
 * `pnpm bench:load [rooms] [seconds] [rate]`: the real server against a bare Colyseus echo
 * room, same machine, same pacing. Both servers run on core 0 (taskset), this load generator
 * on core 1. For each room count (a comma list: 250,1000,2500) both servers start afresh, the
 * rooms are set up through real matchmaking (four colyseus.js clients each; heists through the
 * lobby messages), then echo and heist runs alternate three times (BENCH_RUNS): in each, every
 * room's acting seat sends one action per 1/rate s. Each echo run sets its rooms up afresh in a
 * process of its own (loadEchoRun.ts; the open-file limit). Prints a markdown table per room count,
 * and after each heist run what the server's /metrics say of it (loadServerFigures.ts).
 *
 * Env: BENCH_SERVER_DIR (the checkout whose server runs; default this worktree),
 * BENCH_PROTOCOL (update | legal; default: from that checkout's message names),
 * BENCH_PROFILE=1 (V8 CPU profile of the heist server; its heist windows are written beside it
 * for bench/profileTop.ts), BENCH_SCENARIO (default bank), BENCH_WARMUP_SECONDS (default 3),
 * BENCH_SETUP_PARALLEL (heists set up at once, default 16), BENCH_SERVER_FLAGS (extra node flags
 * for the heist server, e.g. --trace-gc), BENCH_SERVER_OUTPUT (a file for the heist server's output),
 * BENCH_SERVER_CORES (both servers' cores as a taskset list, e.g. 0,1; default 0: with 0,1 they
 * share this generator's core, so compare their latency, not their CPU, with a pinned run).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { seededRandom } from '@safecrackers/bots';
import type { Action } from '@safecrackers/rules';
import { freePort } from '../test/support/ports.js';
import {
  type Child,
  freshDataDir,
  hasExited,
  pinSelf,
  rssBytes,
  serverCores,
  serverDir,
  spawnNode,
  startRealServer,
  waitForOk,
} from './benchProcess.js';
import { chooseLoadAction } from './loadChoose.js';
import { type BenchRoom, dropped, heistProtocol, loadSupport, setUpHeist, setUpMany } from './loadRooms.js';
import { heistNext, Meter, type Pacing, type RunStats, run } from './loadRun.js';
import { describeRun, serverSample } from './loadServerFigures.js';
import { type PairRow, table } from './loadTable.js';
import { readers } from './loadWire.js';

const roomCounts = (process.argv[2] ?? '250').split(',').map(Number);
const seconds = Number(process.argv[3] ?? 20);
const rate = Number(process.argv[4] ?? 1);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const warmUpMs = Number(process.env.BENCH_WARMUP_SECONDS ?? 3) * 1000;
const profile = process.env.BENCH_PROFILE === '1';
/** Heists set up at once: fewer when the server is slow (a seat reservation expires after 15 s). */
const setUpParallel = Number(process.env.BENCH_SETUP_PARALLEL ?? 16);

const say = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hrtimeUs = () => Number(process.hrtime.bigint() / 1000n);

pinSelf(1);
const protocol = await heistProtocol();
const support = await loadSupport();
say(
  `bench:load: server ${serverDir} (protocol ${protocol}) on cores ${serverCores(0)}, rooms ${roomCounts.join(',')}, ${seconds} s, rate ${rate}/s`,
);
const meter = new Meter();
const sink = meter.frame.bind(meter);
const printed: string[] = [];

async function startEcho(): Promise<{ child: Child; url: string }> {
  const port = await freePort();
  const child = spawnNode(
    ['--import', 'tsx', path.join(import.meta.dirname, 'echoServer.ts')],
    import.meta.dirname,
    { PORT: String(port) },
    serverCores(0),
  );
  while (!child.output().includes('listening')) {
    if (hasExited(child)) throw new Error(`echo server exited: ${child.output()}`);
    await sleep(20);
  }
  return { child, url: `ws://127.0.0.1:${port}` };
}

async function startHeistServer(profileDir: string | undefined) {
  const port = await freePort();
  const dataDir = freshDataDir('sc-bench-load-');
  const child = startRealServer({ port, dataDir, core: 0, ...(profileDir ? { profileDir } : {}) });
  await waitForOk(`http://127.0.0.1:${port}/readyz`, 60_000, child);
  return { child, url: `ws://127.0.0.1:${port}`, http: `http://127.0.0.1:${port}`, dataDir };
}

/** One echo run in its own process (see loadEchoRun.ts): its figures and the echo server's RSS. */
async function runEcho(echo: { child: Child; url: string }, rooms: number) {
  const outFile = path.join(freshDataDir('sc-bench-echo-'), 'run.json');
  const args = [echo.url, echo.child.pid, rooms, seconds, rate, warmUpMs, outFile].map(String);
  const child = spawn(
    process.execPath,
    [
      '--max-old-space-size=8192',
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'loadEchoRun.ts'),
      ...args,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the echo run exited with code ${code}`);
  const result = JSON.parse(fs.readFileSync(outFile, 'utf8')) as { stats: RunStats; rss: number };
  fs.rmSync(path.dirname(outFile), { recursive: true, force: true });
  return result;
}

async function roomCount(rooms: number): Promise<void> {
  const profileDir = profile ? freshDataDir('sc-bench-profile-') : undefined;
  const echo = await startEcho();
  const heist = await startHeistServer(profileDir);
  await sleep(1_000);
  const rssBefore = { echo: rssBytes(echo.child.pid), heist: rssBytes(heist.child.pid) };

  const setUpAt = performance.now();
  const readHeist = readers[protocol];
  const makeHeist = (slot: number) => setUpHeist(heist.url, slot, readHeist, sink);
  const heistRooms: BenchRoom[] = await setUpMany(rooms, setUpParallel, makeHeist);
  say(`  ${rooms} heist rooms set up in ${((performance.now() - setUpAt) / 1000).toFixed(1)} s`);
  await sleep(2_000);
  const heistRssAfter = rssBytes(heist.child.pid);

  let replacing = 0;
  const random = seededRandom(`bench:load:${rooms}`);
  // What the seats sent in a run: a bench whose games stall on one cheap action measures that.
  const mix = new Map<string, number>();
  const choose = (legal: readonly Action[]) => {
    const action = chooseLoadAction(legal, random);
    mix.set(action.type, (mix.get(action.type) ?? 0) + 1);
    return action;
  };
  const heistPacing: Pacing = {
    rate,
    warmUpMs,
    windowMs: seconds * 1000,
    next: (room) => heistNext(room, choose, support.messageFor),
    onEnded: (room) => {
      for (const client of room.clients) client.close();
      replacing++;
      void makeHeist(room.slot)
        .then((fresh) => {
          heistRooms[room.slot] = fresh;
        })
        .catch((error: Error) => say(`  replacing room ${room.slot} failed: ${error.message}`))
        .finally(() => replacing--);
    },
  };

  const rows: PairRow[] = [];
  let echoRssAfter: number | undefined;
  const windows: Array<{ startUs: number; endUs: number }> = [];
  for (let i = 1; i <= runs; i++) {
    const echoRun = await runEcho(echo, rooms);
    echoRssAfter ??= echoRun.rss;
    const echoStats = echoRun.stats;
    await sleep(1_000);
    const startUs = hrtimeUs() + warmUpMs * 1000;
    const serverBefore = await serverSample(heist.http);
    mix.clear();
    const heistStats = await run(heistRooms, heist.child.pid, meter, heistPacing);
    windows.push({ startUs, endUs: hrtimeUs() });
    const serverAfter = await serverSample(heist.http);
    await sleep(1_000);
    rows.push({
      rooms,
      rate,
      label: String(i),
      echo: echoStats,
      heist: heistStats,
      echoRssPerRoom: ((echoRssAfter ?? 0) - rssBefore.echo) / rooms,
      heistRssPerRoom: (heistRssAfter - rssBefore.heist) / rooms,
    });
    say(table(rows.slice(-1), false));
    say(describeRun(serverBefore, serverAfter, seconds + warmUpMs / 1000));
    say(describeMix(mix));
    if (dropped.sockets > 0) say(`  ${dropped.sockets} client sockets dropped by the servers so far`);
  }
  printed.push(table(rows, printed.length === 0));
  if (dropped.sockets > 0) {
    printed.push(`\n${rooms} rooms: ${dropped.sockets} client sockets were dropped by the servers\n`);
    dropped.sockets = 0;
  }
  if (replacing > 0) say(`  (${replacing} room replacements still running)`);

  if (profileDir) {
    // The profile is written when the server exits normally: stop it with SIGTERM.
    await heist.child.kill('SIGTERM');
    // One profile per thread (tsx's loader has one): the main thread's is the big one.
    const file = fs
      .readdirSync(profileDir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .sort(
        (a, b) => fs.statSync(path.join(profileDir, b)).size - fs.statSync(path.join(profileDir, a)).size,
      )[0];
    if (file) {
      fs.writeFileSync(path.join(profileDir, 'windows.json'), JSON.stringify(windows));
      say(`  profile: ${path.join(profileDir, file)} (heist windows in windows.json)`);
    } else say(`  no profile written in ${profileDir}`);
  } else await heist.child.kill('SIGKILL');
  await echo.child.kill('SIGKILL');
  for (const room of heistRooms) for (const client of room.clients) client.close();
  fs.rmSync(heist.dataDir, { recursive: true, force: true });
}

function describeMix(mix: Map<string, number>): string {
  const total = [...mix.values()].reduce((a, b) => a + b, 0);
  const shares = [...mix.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([type, n]) => `${type} ${((100 * n) / total).toFixed(0)}%`);
  return `  actions sent: ${shares.join(', ')}`;
}

for (const rooms of roomCounts) await roomCount(rooms);
say('');
process.stdout.write(`${printed.join('\n')}\n`);
process.exit(0);
