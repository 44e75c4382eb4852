/**
 * The server under attack: the real server as a child process (so that a crash is a dead
 * process, seen as such), its JSON log lines counted by level with every error line kept,
 * and its resident memory sampled from /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../test/support/ports.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** pino's numeric levels. */
const ERROR = 50;

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface Target {
  port: number;
  dataDir: string;
  httpUrl: string;
  wsUrl: string;
  /** Lines at error level or above: each is a failure of the run. */
  errors: LogLine[];
  /** Lines by message, for the report. */
  counts: Map<string, number>;
  /** Lines kept for checks after the run (those `keep` selects). */
  kept: LogLine[];
  /** Set when the process ended on its own. */
  exit: { code: number | null; signal: NodeJS.Signals | null } | null;
  rssBytes(): number;
  stop(): Promise<void>;
}

export async function startTarget(
  env: Record<string, string>,
  keep: (line: LogLine) => boolean = () => false,
): Promise<Target> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-fuzz-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      LOG_PRETTY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const target: Target = {
    port,
    dataDir,
    httpUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    errors: [],
    counts: new Map(),
    kept: [],
    exit: null,
    rssBytes: () => readRss(child.pid),
    stop: async () => {
      if (target.exit) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let buffered = '';
  let listening: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    listening = resolve;
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const text of lines) {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        line = { level: ERROR, msg: `not a log line: ${text.slice(0, 200)}` };
      }
      target.counts.set(line.msg, (target.counts.get(line.msg) ?? 0) + 1);
      if (line.level >= ERROR) target.errors.push(line);
      if (keep(line)) target.kept.push(line);
      if (line.msg === 'server listening') listening();
    }
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => {
      target.exit = { code, signal };
      reject(new Error(`server exited (${code ?? signal}): ${stderr}`));
    }),
  );
  exited.catch(() => undefined);
  await Promise.race([ready, exited]);
  return target;
}

function readRss(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}
