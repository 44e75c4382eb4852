/**
 * `tsx bench/profileTop.ts FILE.cpuprofile [top]`: self time of a V8 CPU profile (the heist
 * server's, from BENCH_PROFILE=1 pnpm bench:load) by function and by file, over the heist
 * windows the bench wrote beside it (windows.json; the whole profile when absent).
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: tsx bench/profileTop.ts FILE.cpuprofile [top]');
const top = Number(process.argv[3] ?? 12);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const windowsFile = path.join(path.dirname(file), 'windows.json');
const windows = fs.existsSync(windowsFile)
  ? (JSON.parse(fs.readFileSync(windowsFile, 'utf8')) as Array<{ startUs: number; endUs: number }>)
  : [];
const inWindow = (t: number) => windows.length === 0 || windows.some((w) => t >= w.startUs && t <= w.endUs);

/** A file named by its package (node_modules) or its path in the workspace. */
function shortFile(url: string): string {
  if (!url) return '(native/V8)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    const name = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    return `${name}: ${rest.slice(rest[0]!.startsWith('@') ? 2 : 1).join('/')}`;
  }
  const workspace = /\/(apps|packages)\/.*$/.exec(url);
  return workspace ? workspace[0].slice(1) : url.replace(/^file:\/\//, '');
}

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
let total = 0;
let time = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  const delta = profile.timeDeltas[i] ?? 0;
  time += delta;
  if (!inWindow(time)) continue;
  const frame = byId.get(profile.samples[i]!)!.callFrame;
  if (frame.functionName === '(idle)') continue;
  const where = shortFile(frame.url);
  // Line numbers are of tsx's output, not of the sources: functions are named by file only.
  const name = `${frame.functionName || '(anonymous)'}  ${where}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
  byFile.set(where.split(':')[0]!, (byFile.get(where.split(':')[0]!) ?? 0) + delta);
  total += delta;
}

const print = (title: string, map: Map<string, number>) => {
  process.stdout.write(`\n${title} (self time, busy ${(total / 1e6).toFixed(1)} s)\n`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    process.stdout.write(
      `${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1e3).toFixed(0).padStart(7)} ms  ${name}\n`,
    );
};
process.stdout.write(
  `${file}: profile ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s, ${windows.length} windows` +
    `${windows.length > 0 ? ` (first at +${((windows[0]!.startUs - profile.startTime) / 1e6).toFixed(1)} s)` : ''}\n`,
);
print('By function', byFunction);
print('By file (package or workspace path)', byFile);
