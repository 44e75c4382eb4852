import { describe, expect, it } from 'vitest';
import { LobbySaver } from './lobbySaver.js';

/** A store whose writes complete when the test says so. */
function slowStore() {
  const writes: Array<{ record: { n: number }; done: () => void; fail: (e: Error) => void }> = [];
  const write = (record: { n: number }) =>
    new Promise<void>((resolve, reject) => writes.push({ record, done: resolve, fail: reject }));
  return { writes, write };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LobbySaver', () => {
  it('writes once per change when writes are fast, and skips an unchanged record', async () => {
    let current = { n: 1 };
    const written: number[] = [];
    const saver = new LobbySaver(
      () => current,
      async (r) => {
        written.push(r.n);
      },
      () => {},
    );
    saver.save();
    await saver.flush();
    current = { n: 2 };
    saver.save();
    await saver.flush();
    saver.save();
    await saver.flush();
    expect(written).toEqual([1, 2]);
  });

  it('keeps one write in flight and folds the changes meanwhile into one write of the latest', async () => {
    let current = { n: 1 };
    const store = slowStore();
    const saver = new LobbySaver(
      () => current,
      store.write,
      () => {},
    );
    saver.save();
    for (let n = 2; n <= 5; n++) {
      current = { n };
      saver.save();
    }
    await tick();
    expect(store.writes.map((w) => w.record.n)).toEqual([1]);
    store.writes[0]!.done();
    await tick();
    expect(store.writes.map((w) => w.record.n)).toEqual([1, 5]);
    const flushed = saver.flush();
    let done = false;
    void flushed.then(() => {
      done = true;
    });
    await tick();
    expect(done).toBe(false);
    store.writes[1]!.done();
    await flushed;
    expect(store.writes).toHaveLength(2);
  });

  it('writes nothing while the snapshot is null, nor what storage already holds', async () => {
    let current: { n: number } | null = null;
    const written: number[] = [];
    const saver = new LobbySaver(
      () => current,
      async (r) => {
        written.push(r.n);
      },
      () => {},
      { n: 7 },
    );
    saver.save();
    await saver.flush();
    current = { n: 7 };
    saver.save();
    await saver.flush();
    expect(written).toEqual([]);
    current = { n: 8 };
    saver.save();
    await saver.flush();
    expect(written).toEqual([8]);
  });

  it('reports a failed write and writes the same record again on the next change', async () => {
    const current = { n: 1 };
    const store = slowStore();
    const errors: unknown[] = [];
    const saver = new LobbySaver(
      () => current,
      store.write,
      (e) => errors.push(e),
    );
    saver.save();
    await tick();
    store.writes[0]!.fail(new Error('down'));
    await saver.flush();
    expect(errors).toHaveLength(1);
    saver.save();
    await tick();
    expect(store.writes.map((w) => w.record.n)).toEqual([1, 1]);
    store.writes[1]!.done();
    await saver.flush();
  });

  it('saves a change made just as the previous run ended', async () => {
    let current = { n: 1 };
    const written: number[] = [];
    const saver = new LobbySaver(
      () => current,
      async (r) => {
        written.push(r.n);
      },
      () => {},
    );
    saver.save();
    // The run has finished its loop; its promise settles a moment later.
    await Promise.resolve();
    await Promise.resolve();
    current = { n: 2 };
    saver.save();
    await saver.flush();
    expect(written).toEqual([1, 2]);
  });
});
