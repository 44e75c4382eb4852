/** A real game server on loopback for one test file, with a temporary DATA_DIR. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'colyseus.js';
import { type RunningServer, startServer } from '../../src/app.js';
import { type Config, readConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import type { AnyGameModule } from '../../src/platform/gameModule.js';

export interface TestServer {
  server: RunningServer;
  config: Config;
  url: string;
  httpUrl: string;
  client(): Client;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...readConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'sc-server-')),
    webDist: path.join(os.tmpdir(), 'sc-no-web-client'),
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    reconnectSeconds: 5,
    joinsPerMinute: 100_000,
    createsPerMinute: 100_000,
    messagesPerSecond: 10_000,
    abuseStrikes: 1_000,
    ...overrides,
  };
}

export async function startTestServer(
  overrides: Partial<Config> = {},
  /** The games it plays, when not the server's own (a test's game among them). */
  games?: readonly AnyGameModule[],
): Promise<TestServer> {
  const config = testConfig(overrides);
  const server = await startServer(config, createLogger(config), undefined, games);
  const url = `ws://127.0.0.1:${server.port}`;
  return {
    server,
    config,
    url,
    httpUrl: `http://127.0.0.1:${server.port}`,
    client: () => new Client(url),
    close: () => server.close(),
  };
}
