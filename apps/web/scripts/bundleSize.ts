/**
 * `pnpm bench:web`: builds the client and prints the gzip size of the JavaScript a first
 * visit loads (the entry script and its modulepreloads), against the 250 KB target, and the
 * lazily loaded chunks (the Pixi board) apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const TARGET_KB = 250;

await build({ root: ROOT, logLevel: 'warn', configFile: path.join(ROOT, 'vite.config.ts') });

const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
const initial = new Set<string>();
for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) initial.add(match[1]!);
for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
  initial.add(match[1]!);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gz = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;
const assets = fs.readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js'));

let initialTotal = 0;
let lazyTotal = 0;
const rows: string[] = [];
for (const file of assets.sort()) {
  const size = gz(path.join(DIST, 'assets', file));
  const isInitial = initial.has(`/assets/${file}`);
  if (isInitial) initialTotal += size;
  else lazyTotal += size;
  rows.push(`${isInitial ? 'initial' : 'lazy   '}  ${kb(size).padStart(7)} KB  ${file}`);
}
const css = fs.readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.css'));
const cssTotal = css.reduce((sum, f) => sum + gz(path.join(DIST, 'assets', f)), 0);

process.stdout.write(`${rows.join('\n')}\n\n`);
process.stdout.write(
  `initial JS (gzip): ${kb(initialTotal)} KB  (target ≤ ${TARGET_KB} KB: ${initialTotal / 1024 <= TARGET_KB ? 'OK' : 'OVER'})\n`,
);
process.stdout.write(
  `lazy JS (gzip):    ${kb(lazyTotal)} KB  (the Pixi board, loaded when a game is on screen)\n`,
);
process.stdout.write(`CSS (gzip):        ${kb(cssTotal)} KB\n`);
if (initialTotal / 1024 > TARGET_KB) process.exitCode = 1;
