import type { DomainEvent } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { HeistHistory, type LogEntry } from './heistHistory.js';

const turn = (n: number): DomainEvent => ({ type: 'turnStarted', seat: 0, turn: n, allowance: 4 });
const secret: DomainEvent = {
  type: 'cardsSeen',
  seat: 0,
  deck: 'event',
  floor: 0,
  cards: ['espresso'],
  audience: 'players',
};
const never = async (): Promise<LogEntry[]> => {
  throw new Error('no replay expected');
};

describe('the heist log, a page at a time', () => {
  it('pages back by whole inputs, and says when the first line is reached', async () => {
    const history = new HeistHistory(never);
    for (let v = 1; v <= 10; v++) history.add(v, [turn(v), turn(v)]);
    const newest = await history.page(11, true, 3);
    // Three events asked: the input the third one belongs to comes whole.
    expect(newest.entries.map((e) => e.version)).toEqual([9, 9, 10, 10]);
    expect(newest.start).toBe(false);
    const oldest = await history.page(3, true, 3);
    expect(oldest.entries.map((e) => e.version)).toEqual([1, 1, 2, 2]);
    expect(oldest.start).toBe(true);
  });

  it('gives a watcher no players-only event, and its start is its own first line', async () => {
    const history = new HeistHistory(never);
    history.add(1, [secret]);
    history.add(2, [turn(1), secret]);
    const watcher = await history.page(3, false);
    expect(watcher.entries).toEqual([{ version: 2, event: turn(1) }]);
    expect(watcher.start).toBe(true);
    expect((await history.page(3, true)).entries).toHaveLength(3);
  });

  it('rebuilds what came before a snapshot once, however many ask', async () => {
    let replays = 0;
    const history = new HeistHistory(async (upTo) => {
      replays++;
      return Array.from({ length: upTo }, (_, i) => ({ version: i + 1, event: turn(i + 1) }));
    });
    history.add(3, [turn(3)]);
    history.resumeAfter(2);
    expect(history.whole).toBe(false);
    const [a, b] = await Promise.all([history.page(4, true), history.page(4, false)]);
    expect(a.entries.map((e) => e.version)).toEqual([1, 2, 3]);
    expect(b.entries.map((e) => e.version)).toEqual([1, 2, 3]);
    expect(replays).toBe(1);
    expect(history.whole).toBe(true);
  });

  it('tries the replay again after a failure', async () => {
    let fail = true;
    const history = new HeistHistory(async () => {
      if (fail) throw new Error('storage down');
      return [{ version: 1, event: turn(1) }];
    });
    history.resumeAfter(1);
    await expect(history.page(2, true)).rejects.toThrow('storage down');
    fail = false;
    expect((await history.page(2, true)).entries).toHaveLength(1);
  });
});
