/**
 * Processes of the server benches: the real server of a checkout (BENCH_SERVER_DIR) and the
 * echo server as children pinned to a core with `taskset` where it exists, and what
 * /proc says of them (CPU time, resident memory).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The benches' clients wait for the server's answers as browsers do.
import '../test/support/browserLikeHttp.js';

/** The checkout whose server is measured: BENCH_SERVER_DIR, else this worktree. */
export const serverDir = path.resolve(
  process.env.BENCH_SERVER_DIR ?? path.join(import.meta.dirname, '../../..'),
);

const hasTaskset = spawnSync('taskset', ['-V']).status === 0;
const clockTicksPerSecond = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** Pins this process (all its threads) to one core, when taskset exists. */
export function pinSelf(core: number): void {
  if (hasTaskset) spawnSync('taskset', ['-a', '-pc', String(core), String(process.pid)]);
}

export interface Child {
  process: ChildProcess;
  pid: number;
  output: () => string;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

const children = new Set<ChildProcess>();
// A bench that fails midway leaves no server behind.
process.on('exit', () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

/**
 * The cores of the measured servers: BENCH_SERVER_CORES (a taskset list such as "0,1", to see
 * what a second core does for them), else the one their bench gives them.
 */
export const serverCores = (core: number): string => process.env.BENCH_SERVER_CORES || String(core);

/** `node ...args` in `cwd`, on `core` (one, or a taskset list) when taskset exists; stdout and stderr kept. */
export function spawnNode(
  args: string[],
  cwd: string,
  env: Record<string, string>,
  core: number | string,
): Child {
  const command = hasTaskset ? 'taskset' : process.execPath;
  const argv = hasTaskset ? ['-c', String(core), process.execPath, ...args] : args;
  const child = spawn(command, argv, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  return {
    process: child,
    pid: child.pid!,
    output: () => output,
    exited,
    kill: (signal) => {
      child.kill(signal);
      return exited;
    },
  };
}

const builtServer = path.join(serverDir, 'apps/server/dist/server.mjs');
const buildScript = path.join(serverDir, 'apps/server/scripts/build.ts');
let built = false;

/**
 * The entry the hosts run: the built bundle (built here once per bench, from that checkout's
 * sources), or the TypeScript sources through tsx for a checkout from before the bundle.
 */
function serverEntry(): string[] {
  if (!fs.existsSync(buildScript)) return ['--import', 'tsx', 'src/index.ts'];
  if (!built) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', buildScript], {
      cwd: path.join(serverDir, 'apps/server'),
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`building ${builtServer} failed`);
    built = true;
  }
  return [builtServer];
}

/** The bearer token of the measured server's /metrics. */
export const BENCH_METRICS_TOKEN = 'bench-metrics';

/** The real server of `serverDir`, configured so that no limit throttles the bench. */
export function startRealServer(options: {
  port: number;
  dataDir: string;
  core: number;
  /** Folder for a V8 CPU profile (written when the server exits on SIGTERM). */
  profileDir?: string;
}): Child {
  const args = ['--max-old-space-size=8192'];
  // Extra V8/node flags for the measured server only (BENCH_SERVER_FLAGS="--trace-gc ...").
  args.push(...(process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean));
  if (options.profileDir) args.push('--cpu-prof', `--cpu-prof-dir=${options.profileDir}`);
  args.push(...serverEntry());
  const child = spawnNode(
    args,
    path.join(serverDir, 'apps/server'),
    {
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      WEB_DIST: path.join(os.tmpdir(), 'sc-bench-no-web-client'),
      LOG_LEVEL: 'warn',
      LOG_PRETTY: '',
      JOINS_PER_MINUTE: '1000000000',
      CREATES_PER_MINUTE: '1000000000',
      MESSAGES_PER_SECOND: '1000000',
      ABUSE_STRIKES: '1000000',
      RECONNECT_SECONDS: '30',
      IDLE_ROOM_SECONDS: '3600',
      METRICS_TOKEN: BENCH_METRICS_TOKEN,
    },
    serverCores(options.core),
  );
  // The whole output in a file (BENCH_SERVER_OUTPUT=/tmp/server.log), for --trace-gc and the like.
  const outputFile = process.env.BENCH_SERVER_OUTPUT;
  if (outputFile) {
    const file = fs.createWriteStream(outputFile);
    child.process.stdout?.pipe(file);
    child.process.stderr?.pipe(file);
  }
  return child;
}

export const freshDataDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** Whether the child has ended, by exit or by a signal (killed from outside, say). */
export const hasExited = (child: Child) =>
  child.process.exitCode !== null || child.process.signalCode !== null;

/** User + system CPU time of a process so far, in ms (/proc/PID/stat utime + stime). */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command: state is field 3, utime 14 and stime 15 (1-based, man proc).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
}

/** Resident memory of a process, in bytes (VmRSS). */
export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

/** Polls `url` until it answers 200; resolves with the time it took (ms). */
export async function waitForOk(url: string, timeoutMs = 120_000, child?: Child): Promise<number> {
  const start = performance.now();
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (response.status === 200) return performance.now() - start;
    } catch {
      // not listening yet
    }
    if (child && hasExited(child))
      throw new Error(
        `server exited (${child.process.exitCode ?? child.process.signalCode}): ${child.output()}`,
      );
    if (performance.now() - start > timeoutMs)
      throw new Error(`${url} did not answer 200 in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
