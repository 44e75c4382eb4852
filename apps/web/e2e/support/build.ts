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

/**
 * Test files run side by side: the first to find the build stale builds it while holding a
 * lock (a directory, made atomically), and the others wait for it, then find it fresh. Two
 * builds at once emptied each other's output (ENOENT in the precompress step).
 */
export async function ensureBuilt(): Promise<void> {
  const lock = `${E2E_DIST}.lock`;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock left by a run that was killed mid-build: a build takes well under 5 minutes.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 5 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    await buildIfStale();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

async function buildIfStale(): Promise<void> {
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
