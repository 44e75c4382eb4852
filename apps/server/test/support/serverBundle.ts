/**
 * The server as the tests start it in a process of its own: the built bundle (scripts/build.ts,
 * what `pnpm start` and the Docker image run), made once per change of the sources and shared
 * by every test file. Starting it costs a third of the CPU of compiling src/ through tsx at
 * every start, and the suite starts servers a few dozen times.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildOnce } from '@safecrackers/test-kit/buildOnce';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const PACKAGES_DIR = path.resolve(SERVER_DIR, '../../packages');

/** Beside dist/server.mjs: the same depth, so the same default paths (the client's dist). */
export const TEST_SERVER_BUNDLE = path.join(SERVER_DIR, 'dist', 'test-server.mjs');

export function ensureServerBundle(): Promise<void> {
  const packages = fs
    .readdirSync(PACKAGES_DIR)
    .filter((name) => name !== 'test-kit')
    .map((name) => path.join(PACKAGES_DIR, name, 'src'));
  return buildOnce({
    output: TEST_SERVER_BUNDLE,
    sources: [path.join(SERVER_DIR, 'src'), path.join(SERVER_DIR, 'scripts'), ...packages],
    build: () =>
      new Promise<void>((resolve, reject) => {
        const build = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts', TEST_SERVER_BUNDLE], {
          cwd: SERVER_DIR,
          stdio: ['ignore', 'inherit', 'pipe'],
        });
        let stderr = '';
        build.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
        });
        build.once('error', reject);
        build.once('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`the server bundle did not build (${code}): ${stderr}`)),
        );
      }),
  });
}
