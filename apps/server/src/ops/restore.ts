/**
 * `pnpm restore-backup <file>`, or in a one-off container (HOSTING.md, "Backups"): puts a copy
 * made by ops/backup.ts in place of the SQLite store of DATA_DIR. Stop the server first; at its
 * next start it restores the heists and lobbies of the copy.
 */
import path from 'node:path';
import { readConfig } from '../config.js';
import { restoreSqlite } from '../storage/sqliteBackup.js';

const config = readConfig();
const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: restore-backup <file made by backup>\n');
  process.exit(2);
}
try {
  const done = await restoreSqlite(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), config.dataDir);
  process.stderr.write(
    `restored ${file} into ${done.file}: ${done.playing} heists playing, ${done.lobbies} lobbies, ` +
      `${done.finished} finished` +
      (done.previous ? `; the store it replaced is kept as ${done.previous}` : '') +
      '\n',
  );
} catch (error) {
  process.stderr.write(`restore failed: ${(error as Error).message}\n`);
  process.exit(1);
}
