/**
 * The real server as a child process (the test bundle the project's global setup built, see
 * serverBundle.ts, or the node arguments given), configured only by environment variables,
 * with its JSON log lines collected for the test to read.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { TEST_SERVER_BUNDLE } from './serverBundle.js';
import { waitUntil } from './wait.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

export interface LogLine {
  msg: string;
  [key: string]: unknown;
}

export interface ChildServer {
  process: ChildProcess;
  logs: LogLine[];
  /** Resolves with the 'server listening' line. */
  listening: Promise<LogLine>;
  /** Resolves with the 'stored rooms restored' line (counts of rooms back after the boot). */
  restored: Promise<LogLine>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

export function startChildServer(
  env: Record<string, string>,
  nodeArgs: string[] = [TEST_SERVER_BUNDLE],
): ChildServer {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: SERVER_DIR,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', LOG_PRETTY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ msg: line });
      }
    }
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = Promise.race([
    waitUntil(() => logs.find((l) => l.msg === 'server listening'), 'the child server to listen', 30_000),
    exited.then((code) => {
      throw new Error(`server exited with ${code} before listening: ${stderr.slice(-2000)}`);
    }),
  ]);
  const restored = listening.then(() =>
    waitUntil(
      () => logs.find((l) => l.msg === 'stored rooms restored'),
      'stored rooms to be restored',
      30_000,
    ),
  );
  return {
    process: child,
    logs,
    listening,
    restored,
    kill: (signal) => {
      child.kill(signal);
      return exited;
    },
  };
}
