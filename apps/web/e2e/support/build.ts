/**
 * Builds the client for the browser tests once, when its build is missing or older than the
 * sources: a test build (vite mode 'e2e', in dist-e2e/) that carries the test hooks, which the
 * production build (dist/) does not.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What the test server serves. */
export const E2E_DIST = path.join(ROOT, 'dist-e2e');

function newest(dir: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

export async function ensureBuilt(): Promise<void> {
  const index = path.join(E2E_DIST, 'index.html');
  const sources = Math.max(
    newest(path.join(ROOT, 'src')),
    // The workspace packages are bundled too.
    ...['rules', 'protocol', 'asym-rules'].map((p) => newest(path.join(ROOT, '../../packages', p, 'src'))),
    fs.statSync(path.join(ROOT, 'index.html')).mtimeMs,
  );
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs >= sources) return;
  const { build } = await import('vite');
  await build({
    root: ROOT,
    mode: 'e2e',
    logLevel: 'warn',
    configFile: path.join(ROOT, 'vite.config.ts'),
    build: { outDir: E2E_DIST, emptyOutDir: true },
  });
}
