/**
 * `pnpm test:durations`: updates test-durations.json from the last run on this machine (Vitest's
 * results cache, or a results.json given as argument): every file of a second or more, in whole
 * seconds, keyed by its path. The sequencer reads it where no cache exists, as in a fresh clone.
 * Files the last run did not run keep their hint; files that are gone lose it. Refresh it after
 * a full `pnpm test` when long files come or go.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const hintsFile = join(root, 'test-durations.json');
const cacheDir = join(root, 'node_modules/.vite/vitest');

function newestCache(): string | undefined {
  if (!existsSync(cacheDir)) return undefined;
  return readdirSync(cacheDir)
    .map((d) => join(cacheDir, d, 'results.json'))
    .filter((f) => existsSync(f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
}

const source = process.argv[2] ?? newestCache();
if (!source) {
  process.stderr.write(`No Vitest results under ${cacheDir}: run \`pnpm test\` first.\n`);
  process.exit(1);
}
const { results } = JSON.parse(readFileSync(source, 'utf8')) as {
  results: Array<[string, { duration?: number }]>;
};
const hints: Record<string, number> = existsSync(hintsFile)
  ? (JSON.parse(readFileSync(hintsFile, 'utf8')) as Record<string, number>)
  : {};
for (const [key, { duration = 0 }] of results) {
  // A file whose tests were all filtered out reports no time: it says nothing of its length.
  if (duration <= 0) continue;
  const path = key.slice(key.indexOf(':') + 1);
  if (duration >= 1000) hints[path] = Math.round(duration / 1000);
  else delete hints[path];
}
const kept = Object.fromEntries(
  Object.entries(hints)
    .filter(([path]) => existsSync(join(root, path)))
    .sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(hintsFile, `${JSON.stringify(kept, null, 2)}\n`);
process.stdout.write(
  `test-durations.json: ${Object.keys(kept).length} files of 1 s or more, from ${source}\n`,
);
