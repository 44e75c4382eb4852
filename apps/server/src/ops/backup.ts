/**
 * `pnpm backup [dest]`, or in the container `node --import tsx src/ops/backup.ts [dest]`: a
 * consistent copy of the SQLite store of DATA_DIR, taken while the server runs. `dest` is a
 * file (default: safecrackers-<time>.sqlite here) or `-` for standard output, so that
 * `docker compose exec -T server ... -` writes the copy on the host.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../config.js';
import { backupSqlite, timestamp } from '../storage/sqliteBackup.js';

const config = readConfig();
if (config.redisUrl) {
  process.stderr.write('REDIS_URL is set: back up Redis instead (see HOSTING.md, "Backups").\n');
  process.exit(1);
}
// Relative to where `pnpm backup` was typed, not to the server package pnpm runs it in.
const here = process.env.INIT_CWD ?? process.cwd();
const wanted = process.argv[2] ?? `safecrackers-${timestamp()}.sqlite`;
const toStdout = wanted === '-';
const dest = toStdout
  ? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sc-backup-')), 'backup.sqlite')
  : path.resolve(here, wanted);

try {
  const summary = await backupSqlite(config.dataDir, dest);
  if (toStdout) {
    // A copy of a game store is small; standard output is never ended, so wait for the write.
    const bytes = fs.readFileSync(dest);
    fs.rmSync(path.dirname(dest), { recursive: true, force: true });
    await new Promise<void>((resolve, reject) =>
      process.stdout.write(bytes, (error) => (error ? reject(error) : resolve())),
    );
  }
  process.stderr.write(
    `backup of ${config.dataDir}: ${toStdout ? 'standard output' : dest}, ${summary.bytes} bytes, ` +
      `${summary.playing} heists playing, ${summary.lobbies} lobbies, ${summary.finished} finished\n`,
  );
} catch (error) {
  process.stderr.write(`backup failed: ${(error as Error).message}\n`);
  process.exit(1);
}
