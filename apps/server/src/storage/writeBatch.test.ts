import { describe, expect, it } from 'vitest';
import { WriteBatch } from './writeBatch.js';

/** A stand-in database: a list of rows, and transactions that roll back on a throw. */
function table() {
  const rows: string[] = [];
  const transactions: number[] = [];
  const transaction = (body: () => void) => {
    const before = rows.length;
    transactions.push(before);
    try {
      body();
    } catch (error) {
      rows.length = before;
      throw error;
    }
  };
  const insert = (row: string) => () => {
    if (row.startsWith('bad')) throw new Error(`refused ${row}`);
    rows.push(row);
  };
  return { rows, transactions, transaction, insert };
}

describe('WriteBatch', () => {
  it('commits the writes queued in one turn in one transaction, and settles them after it', async () => {
    const t = table();
    const batch = new WriteBatch(t.transaction);
    const committed: string[] = [];
    const writes = ['a', 'b', 'c'].map((row) =>
      batch.write({ run: t.insert(row), committed: () => committed.push(row) }),
    );
    expect(t.rows).toEqual([]);
    await Promise.all(writes);
    expect(t.rows).toEqual(['a', 'b', 'c']);
    expect(t.transactions).toHaveLength(1);
    expect(committed).toEqual(['a', 'b', 'c']);
    await batch.write({ run: t.insert('d') });
    expect(t.transactions).toHaveLength(2);
  });

  it('fails only the bad write of a batch: the others are written one by one', async () => {
    const t = table();
    const batch = new WriteBatch(t.transaction);
    const settled = await Promise.allSettled([
      batch.write({ run: t.insert('a') }),
      batch.write({ run: t.insert('bad') }),
      batch.write({ run: t.insert('c') }),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(t.rows).toEqual(['a', 'c']);
  });

  it('flush commits what is queued at once (before the database closes)', () => {
    const t = table();
    const batch = new WriteBatch(t.transaction);
    void batch.write({ run: t.insert('a') });
    batch.flush();
    expect(t.rows).toEqual(['a']);
  });

  it('given a flush to the disk, settles the writes only once it resolved, and fails them when it fails', async () => {
    const t = table();
    let flushed!: () => void;
    let flushes = 0;
    const batch = new WriteBatch(t.transaction, () => {
      flushes++;
      return new Promise<void>((resolve) => {
        flushed = resolve;
      });
    });
    const settled: string[] = [];
    const writes = ['a', 'b'].map((row) =>
      batch
        .write({ run: t.insert(row), committed: () => settled.push(row) })
        .then(() => settled.push(`${row}!`)),
    );
    batch.flush();
    expect(t.rows).toEqual(['a', 'b']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toEqual([]);
    expect(flushes).toBe(1);
    flushed();
    await Promise.all(writes);
    expect(settled).toEqual(['a', 'b', 'a!', 'b!']);

    const failing = new WriteBatch(t.transaction, () => Promise.reject(new Error('EIO')));
    await expect(failing.write({ run: t.insert('c') })).rejects.toThrow('EIO');
  });

  it('group commit: writes queued while a flush runs wait for it, then share one commit and one flush', async () => {
    const t = table();
    const flushes: Array<() => void> = [];
    const batch = new WriteBatch(
      t.transaction,
      () => new Promise<void>((resolve) => flushes.push(resolve)),
      0,
    );
    const first = batch.write({ run: t.insert('a') });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(t.transactions).toHaveLength(1);
    const later = ['b', 'c'].map((row) => batch.write({ run: t.insert(row) }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Not committed while the first flush runs.
    expect(t.rows).toEqual(['a']);
    flushes.shift()!();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(t.rows).toEqual(['a', 'b', 'c']);
    expect(t.transactions).toHaveLength(2);
    expect(flushes).toHaveLength(1);
    flushes.shift()!();
    await Promise.all(later);
  });
});
