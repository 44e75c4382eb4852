/**
 * Consistent copies of the SQLite store, taken while a server writes to it (SQLite's online
 * backup API through better-sqlite3: it copies a snapshot, WAL included, without stopping
 * writers), and the way back: a copy put in place of the store of a stopped server.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SQLITE_FILE } from './sqlite.js';

export interface BackupSummary {
  file: string;
  bytes: number;
  /** Heists started and not finished; lobbies; finished heists (kept as their replay). */
  playing: number;
  lobbies: number;
  finished: number;
}

/** Copies the store in `dataDir` to `dest` (a single file, no WAL beside it) and checks the copy. */
export async function backupSqlite(dataDir: string, dest: string): Promise<BackupSummary> {
  const live = path.join(dataDir, SQLITE_FILE);
  if (!fs.existsSync(live)) throw new Error(`no SQLite store at ${live}`);
  fs.mkdirSync(path.dirname(path.resolve(dest)), { recursive: true });
  const source = new Database(live, { readonly: true, fileMustExist: true });
  try {
    await source.backup(dest);
  } finally {
    source.close();
  }
  // The copy carries the WAL mode of the store; a rollback journal makes it one plain file.
  const copy = new Database(dest);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  return summarize(dest);
}

/**
 * Puts the copy `backup` in place of the store in `dataDir`. The server must be stopped. The
 * store it replaces is first copied beside it (`safecrackers.before-restore-<time>.sqlite`),
 * and the WAL files of the old store go: replayed onto the copy, they would corrupt it.
 */
export async function restoreSqlite(
  backup: string,
  dataDir: string,
): Promise<BackupSummary & { previous: string | null }> {
  const summary = summarize(backup);
  const live = path.join(dataDir, SQLITE_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  let previous: string | null = null;
  if (fs.existsSync(live)) {
    previous = path.join(dataDir, `safecrackers.before-restore-${timestamp()}.sqlite`);
    await backupSqlite(dataDir, previous);
  }
  const incoming = `${live}.restoring`;
  fs.copyFileSync(backup, incoming);
  for (const leftover of [`${live}-wal`, `${live}-shm`]) fs.rmSync(leftover, { force: true });
  fs.renameSync(incoming, live);
  return { ...summary, file: live, previous };
}

/** Checks a copy (integrity, the rooms table) and counts what it holds. */
export function summarize(file: string): BackupSummary {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} fails the integrity check: ${String(integrity)}`);
    const count = (where: string) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM rooms WHERE ${where}`).get() as { n: number }).n;
    return {
      file,
      bytes: fs.statSync(file).size,
      playing: count(`status = 'playing'`),
      lobbies: count(`status = 'lobby' AND lobby IS NOT NULL`),
      finished: count(`status NOT IN ('lobby', 'playing')`),
    };
  } finally {
    db.close();
  }
}

/** 2026-12-01T14-05-09Z: sortable, and valid in a file name everywhere. */
export function timestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}
