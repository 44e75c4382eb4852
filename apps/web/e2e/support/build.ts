/** Builds the client once when dist/ is missing or older than the sources. */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

function newest(dir: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

export async function ensureBuilt(): Promise<void> {
  const index = path.join(ROOT, 'dist/index.html');
  const sources = Math.max(
    newest(path.join(ROOT, 'src')),
    fs.statSync(path.join(ROOT, 'index.html')).mtimeMs,
  );
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs >= sources) return;
  const { build } = await import('vite');
  await build({ root: ROOT, logLevel: 'warn', configFile: path.join(ROOT, 'vite.config.ts') });
}
