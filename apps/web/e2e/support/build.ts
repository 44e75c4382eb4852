/**
 * Builds a client for the browser tests once, when its build is missing or older than the
 * sources: the test build (vite mode 'e2e', in dist-e2e/) carries the test hooks, which the
 * production build (dist/) does not. Other test pages (a game only the tests play) build the
 * same way from their own folder.
 */
import path from 'node:path';
import { buildOnce } from '@safecrackers/test-kit/buildOnce';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What the test server serves. */
export const E2E_DIST = path.join(ROOT, 'dist-e2e');

export interface TestPage {
  /** The folder of its index.html. */
  root: string;
  outDir: string;
  /** Its own sources besides the client's and the workspace packages it bundles. */
  sources: string[];
  packages: string[];
}

export function ensurePageBuilt(page: TestPage): Promise<void> {
  return buildOnce({
    output: path.join(page.outDir, 'index.html'),
    sources: [
      path.join(ROOT, 'src'),
      ...page.sources,
      ...page.packages.map((p) => path.join(ROOT, '../../packages', p, 'src')),
    ],
    // Beside the output folder, which vite empties.
    lock: `${page.outDir}.lock`,
    build: async () => {
      const { build } = await import('vite');
      await build({
        root: page.root,
        mode: 'e2e',
        logLevel: 'warn',
        configFile: path.join(ROOT, 'vite.config.ts'),
        build: { outDir: page.outDir, emptyOutDir: true },
      });
    },
  });
}

export function ensureBuilt(): Promise<void> {
  return ensurePageBuilt({
    root: ROOT,
    outDir: E2E_DIST,
    sources: [path.join(ROOT, 'index.html')],
    packages: ['rules', 'protocol', 'asym-rules'],
  });
}
