import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DurabilityLostError, fsyncFile, WalFlush } from './walFlush.js';

/** A stand-in fsync: each call waits until the test lets it finish. */
function slowSync() {
  const calls: string[] = [];
  const finish: Array<() => void> = [];
  const sync = (file: string) =>
    new Promise<boolean>((resolve) => {
      calls.push(file);
      finish.push(() => resolve(!file.endsWith('gone-wal')));
    });
  return { calls, finish, sync };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('WalFlush', () => {
  it('flushes the WAL file; a call during a running flush waits for the next one, which later calls share', async () => {
    const s = slowSync();
    const flush = new WalFlush('/data/db.sqlite', undefined, s.sync);
    const done: string[] = [];
    const first = flush.flush().then(() => done.push('first'));
    await tick();
    expect(s.calls).toEqual(['/data/db.sqlite-wal']);
    // Committed after the running fsync began: it may not cover these.
    const second = flush.flush().then(() => done.push('second'));
    const third = flush.flush().then(() => done.push('third'));
    s.finish.shift()!();
    await first;
    await tick();
    expect(done).toEqual(['first']);
    expect(s.calls).toHaveLength(2);
    s.finish.shift()!();
    await Promise.all([second, third]);
    expect(done).toEqual(['first', 'second', 'third']);
    expect(s.calls).toHaveLength(2);
  });

  it('flushes the database file when the WAL file is gone (a checkpoint moved everything there)', async () => {
    const s = slowSync();
    const flush = new WalFlush('/data/gone', undefined, s.sync);
    const done = flush.flush();
    await tick();
    s.finish.shift()!();
    await tick();
    expect(s.calls).toEqual(['/data/gone-wal', '/data/gone']);
    s.finish.shift()!();
    await done;
  });

  it('after a failed flush takes no more: every later flush fails at once, and onLost heard it once', async () => {
    const calls: string[] = [];
    const lost: Error[] = [];
    const flush = new WalFlush(
      '/data/db.sqlite',
      (error) => lost.push(error),
      async (file) => {
        calls.push(file);
        throw Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
      },
    );
    const first = await flush.flush().catch((error: unknown) => error);
    expect(first).toBeInstanceOf(DurabilityLostError);
    expect((first as Error).cause).toMatchObject({ code: 'EIO' });
    const later = await flush.flush().catch((error: unknown) => error);
    expect(later).toBe(first);
    expect(calls).toEqual(['/data/db.sqlite-wal']);
    expect(lost).toEqual([first]);
  });

  it('fsyncFile flushes a real file and says when there is none', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-walflush-'));
    fs.writeFileSync(path.join(dir, 'f'), 'x');
    expect(await fsyncFile(path.join(dir, 'f'))).toBe(true);
    expect(await fsyncFile(path.join(dir, 'missing'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
