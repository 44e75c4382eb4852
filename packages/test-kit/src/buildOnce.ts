/**
 * A build that test files share (the client's test build, the server's bundle): made when its
 * output is missing or older than its sources, once, however many test files ask at the same
 * time. The first to find it stale builds it holding a lock (a directory, made atomically);
 * the others wait, then find it fresh. Two builds at once would empty each other's output.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A lock left by a run killed mid-build: a build takes well under this. */
const STALE_LOCK_MS = 5 * 60_000;

export interface SharedBuild {
  /** The file whose time says when the output was last built. */
  output: string;
  /** Folders and files the build reads: any of them newer than the output makes it stale. */
  sources: string[];
  /** The lock's path (default: the output's, with `.lock`); outside any folder the build empties. */
  lock?: string;
  build(): Promise<void>;
}

/** The newest modification time (ms) in a folder tree or of a file; 0 when it does not exist. */
export function newestIn(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of fs.readdirSync(target)) latest = Math.max(latest, newestIn(`${target}/${entry}`));
  return latest;
}

export function isStale(output: string, sources: readonly string[]): boolean {
  const built = fs.statSync(output, { throwIfNoEntry: false })?.mtimeMs;
  return built === undefined || sources.some((source) => newestIn(source) > built);
}

export async function buildOnce({
  output,
  sources,
  build,
  lock = `${output}.lock`,
}: SharedBuild): Promise<void> {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    if (isStale(output, sources)) await build();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
