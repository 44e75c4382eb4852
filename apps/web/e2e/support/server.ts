/**
 * The real game server (apps/server) as a child process on a free loopback port, serving
 * this client's test build (with its test hooks), with a throw-away data folder. It can be restarted on the
 * same port and data to test rejoining after a server restart.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBundle, TEST_SERVER_BUNDLE } from '../../../server/test/support/serverBundle.js';
import { E2E_DIST as WEB_DIST } from './build.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '../../../server');

export interface RunningServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  /**
   * Stops the server (SIGTERM, or `signal`) and starts it again on the same port and data;
   * `whileDown` runs in between (to see what clients do while it is gone).
   */
  restart(signal?: NodeJS.Signals, whileDown?: () => Promise<void>): Promise<void>;
}

/** Which server and client build to run: by default the test bundle serving the test build. */
export interface ServerBuild {
  /** Node's arguments, run in apps/server. */
  nodeArgs: string[];
  webDist: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * `env` adds to (or overrides) the settings below; every heist is dealt from a fixed seed
 * (TEST_SEED) so that tests can assert what happens without branching on the deal.
 */
export async function startServer(
  env: Record<string, string> = {},
  build: ServerBuild = { nodeArgs: [TEST_SERVER_BUNDLE], webDist: WEB_DIST },
): Promise<RunningServer> {
  if (build.nodeArgs[0] === TEST_SERVER_BUNDLE) await ensureServerBundle();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-web-e2e-'));
  let child: ChildProcess | null = null;
  const boot = async () => {
    child = spawn(process.execPath, build.nodeArgs, {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST: build.webDist,
        LOG_LEVEL: 'warn',
        LOG_PRETTY: '',
        JOINS_PER_MINUTE: '1000',
        CREATES_PER_MINUTE: '1000',
        MESSAGES_PER_SECOND: '200',
        TEST_SEED: 'e2e-fixed-seed',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const started = Date.now();
    while (Date.now() - started < 60_000) {
      if (child.exitCode !== null) throw new Error(`server exited early: ${stderr.slice(-2000)}`);
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 150));
    }
    throw new Error('server did not become ready in 60 s');
  };
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (running.exitCode === null) running.kill('SIGKILL');
  };
  await boot();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    restart: async (signal, whileDown) => {
      await stop(signal);
      await whileDown?.();
      await boot();
    },
  };
}
