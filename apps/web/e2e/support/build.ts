/**
 * Builds the client for the browser tests once, when its build is missing or older than the
 * sources: a test build (vite mode 'e2e', in dist-e2e/) that carries the test hooks, which the
 * production build (dist/) does not.
 */
import path from 'node:path';
import { buildOnce } from '@safecrackers/test-kit/buildOnce';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What the test server serves. */
export const E2E_DIST = path.join(ROOT, 'dist-e2e');

export function ensureBuilt(): Promise<void> {
  return buildOnce({
    output: path.join(E2E_DIST, 'index.html'),
    sources: [
      path.join(ROOT, 'src'),
      // The workspace packages are bundled too.
      ...['rules', 'protocol', 'asym-rules'].map((p) => path.join(ROOT, '../../packages', p, 'src')),
      path.join(ROOT, 'index.html'),
    ],
    // Beside the output folder, which vite empties.
    lock: `${E2E_DIST}.lock`,
    build: async () => {
      const { build } = await import('vite');
      await build({
        root: ROOT,
        mode: 'e2e',
        logLevel: 'warn',
        configFile: path.join(ROOT, 'vite.config.ts'),
        build: { outDir: E2E_DIST, emptyOutDir: true },
      });
    },
  });
}
