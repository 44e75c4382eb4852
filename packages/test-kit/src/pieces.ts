/**
 * The outside pieces some tests need, how to tell whether this machine has them, and the
 * command that installs each (the README's set-up names the same).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Piece {
  /** A short name, as SKIP_MISSING lists it. */
  id: string;
  what: string;
  present(): boolean;
  /** How to get it. */
  install: string;
}

function runs(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/** Debian's Chromium, driven by playwright-core (never a browser a tool downloads). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM: Piece = {
  id: 'chromium',
  what: `Chromium at ${CHROMIUM_PATH} (CHROMIUM_PATH to change it)`,
  present: () => existsSync(CHROMIUM_PATH),
  install: 'apt-get install -y chromium fonts-noto-cjk',
};

export const REDIS: Piece = {
  id: 'redis',
  what: 'redis-server on the PATH',
  present: () => runs('redis-server', ['--version']),
  install: 'apt-get install -y redis-server',
};

/** The repository's root: this file is packages/test-kit/src/pieces.ts. */
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The facts the specifications come with (printed walls, card lists, maps), in the repository. */
export const REFERENCE_DATA_DIR = path.join(REPO, 'docs/data');
