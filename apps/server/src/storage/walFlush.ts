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

const openForSync = (file: string) =>
  new Promise<number | null>((resolve, reject) =>
    fs.open(file, 'r', (error, fd) => {
      if (!error) resolve(fd);
      else if (error.code === 'ENOENT') resolve(null);
      else reject(error);
    }),
  );

/** fdatasync, as SQLite's own WAL syncs: the data and the size, not the timestamps. */
const fsyncFd = (fd: number) =>
  new Promise<void>((resolve, reject) => fs.fdatasync(fd, (error) => (error ? reject(error) : resolve())));

/** fsync of the file at `file`, opened afresh. */
export const fsyncFile: FileSync = async (file) => {
  const fd = await openForSync(file);
  if (fd === null) return false;
  try {
    await fsyncFd(fd);
  } finally {
    fs.close(fd, () => {});
  }
  return true;
};

/**
 * fsync of files kept open between calls (an fsync flushes the file, whichever descriptor wrote
 * it). SQLite removes its WAL file only when its last connection closes, which is the storage's
 * own close: the descriptor stays that of the file SQLite writes.
 */
export function keptOpen(): { sync: FileSync; close(): void } {
  const fds = new Map<string, number>();
  let closed = false;
  return {
    sync: async (file) => {
      if (closed) return fsyncFile(file);
      let fd = fds.get(file);
      if (fd === undefined) {
        const opened = await openForSync(file);
        if (opened === null) return false;
        fd = opened;
        fds.set(file, fd);
      }
      await fsyncFd(fd);
      return true;
    },
    close: () => {
      closed = true;
      for (const fd of fds.values()) fs.close(fd, () => {});
      fds.clear();
    },
  };
}

/**
 * A flush of the store failed: what was committed may not be on the disk, and after a failed
 * fsync the OS may have dropped the unwritten pages, so a later fsync that succeeds proves
 * nothing. The store takes no more writes; the process should stop, and its supervisor start
 * it again, so that what players see is what the disk holds (restore reads it back).
 */
export class DurabilityLostError extends Error {
  constructor(cause: unknown) {
    super('flushing the store to the disk failed; it takes no more writes', { cause });
    this.name = 'DurabilityLostError';
  }
}

export class WalFlush {
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  /** Set by the first failed flush, for good: see DurabilityLostError. */
  failure: DurabilityLostError | null = null;
  private readonly syncFile: FileSync;
  private readonly release: () => void;

  /**
   * `database`: the database file; its WAL file is `${database}-wal`. When there is no WAL file, a
   * checkpoint moved every commit into the database file: that one is flushed instead.
   * `onLost` hears the first failure.
   */
  constructor(
    private readonly database: string,
    private readonly onLost: (error: DurabilityLostError) => void = () => {},
    syncFile?: FileSync,
  ) {
    const kept = syncFile ? null : keptOpen();
    this.syncFile = syncFile ?? kept!.sync;
    this.release = () => kept?.close();
  }

  /** Closes the files kept open (after the database closed), once no flush uses them. */
  close(): void {
    const last = this.next ?? this.running;
    if (last) last.then(this.release, this.release);
    else this.release();
  }

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
    if (this.failure) return Promise.reject(this.failure);
    const run = (async () => {
      try {
        if (!(await this.syncFile(`${this.database}-wal`))) await this.syncFile(this.database);
      } catch (error) {
        if (!this.failure) {
          this.failure = new DurabilityLostError(error);
          this.onLost(this.failure);
        }
        throw this.failure;
      }
    })();
    this.running = run;
    const done = () => {
      if (this.running === run) this.running = null;
    };
    run.then(done, done);
    return run;
  }
}
