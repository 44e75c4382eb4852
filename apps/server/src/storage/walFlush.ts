/**
 * Flushes an SQLite file in WAL mode to the disk off the event loop. With `synchronous = FULL`
 * SQLite calls fsync inside each commit, on the thread that commits: the event loop waits a few
 * milliseconds per commit (far more on a busy disk) and every room's input waits with it. Here
 * the connection commits with `synchronous = NORMAL` (the commit is in the WAL file, which the OS
 * holds: a killed process loses nothing), and the storage resolves a write only once an fsync
 * of the WAL file that began after its commit has completed, in libuv's thread pool. A caller
 * therefore sees a write settle only once it is on the disk, as with FULL; meanwhile the event
 * loop serves other rooms. Calls that arrive while an fsync runs share the next one.
 */
import fs from 'node:fs';

/** Flushes the file at a path; resolves false when there is no such file. */
type FileSync = (file: string) => Promise<boolean>;

/** fsync of the file at `file`, opened afresh (SQLite may have removed it since the last time). */
export const fsyncFile: FileSync = (file) =>
  new Promise<boolean>((resolve, reject) => {
    fs.open(file, 'r', (openError, fd) => {
      if (openError) {
        if (openError.code === 'ENOENT') resolve(false);
        else reject(openError);
        return;
      }
      fs.fsync(fd, (syncError) => {
        fs.close(fd, () => (syncError ? reject(syncError) : resolve(true)));
      });
    });
  });

export class WalFlush {
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  /**
   * `database`: the database file; its WAL file is `${database}-wal`. When there is no WAL file, a
   * checkpoint moved every commit into the database file: that one is flushed instead.
   */
  constructor(
    private readonly database: string,
    private readonly syncFile: FileSync = fsyncFile,
  ) {}

  /** Resolves once everything committed before this call is on the disk. */
  flush(): Promise<void> {
    if (!this.running) return this.start();
    // The running fsync may have begun before the caller's commit: the next one covers it.
    this.next ??= this.running.then(
      () => this.start(),
      () => this.start(),
    );
    return this.next;
  }

  private start(): Promise<void> {
    this.next = null;
    const run = (async () => {
      if (!(await this.syncFile(`${this.database}-wal`))) await this.syncFile(this.database);
    })();
    this.running = run;
    const done = () => {
      if (this.running === run) this.running = null;
    };
    run.then(done, done);
    return run;
  }
}
