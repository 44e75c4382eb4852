import { describe, expect, it } from 'vitest';
import { HeistMemory } from './heistMemory.js';

function memory(start = 1_000_000) {
  const map = new Map<string, string>();
  let now = start;
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
  return { mem: new HeistMemory(storage, () => now), tick: (ms: number) => (now += ms), map };
}

describe('heist memory', () => {
  it('lists finished heists, most recent first, with how they ended (replays, issue 16)', () => {
    const { mem, tick } = memory();
    mem.update('AAA222', { scenario: 'office' });
    tick(10);
    mem.update('BBB333', { scenario: 'bank', finished: true, outcome: 'lost' });
    tick(10);
    mem.update('CCC444', { scenario: 'office', finished: true, outcome: 'won' });
    expect(mem.finished().map((h) => [h.code, h.outcome])).toEqual([
      ['CCC444', 'won'],
      ['BBB333', 'lost'],
    ]);
    expect(mem.unfinished().map((h) => h.code)).toEqual(['AAA222']);
  });

  it('remembers the name', () => {
    const { mem } = memory();
    expect(mem.name).toBe('');
    mem.name = 'Ada';
    expect(mem.name).toBe('Ada');
  });

  it('keeps issued tokens, and drops only those the server refused (issue 10)', () => {
    const { mem } = memory();
    mem.update('ABC234', { issued: [{ seat: 1, token: 't1' }] });
    mem.update('ABC234', { issued: [{ seat: 2, token: 't2' }] });
    expect(mem.tokens('ABC234').map((s) => s.seat)).toEqual([1, 2]);
    // Another tab plays seat 1 now: this tab holds nothing, but the tokens stay.
    mem.update('ABC234', {});
    expect(mem.tokens('ABC234').map((s) => s.seat)).toEqual([1, 2]);
    mem.update('ABC234', { refused: [2] });
    expect(mem.tokens('ABC234')).toEqual([{ seat: 1, token: 't1' }]);
  });

  it('keeps the new token of a seat whose old token was refused in the same answer', () => {
    const { mem } = memory();
    mem.update('ABC234', { issued: [{ seat: 0, token: 'old' }] });
    mem.update('ABC234', { refused: [0], issued: [{ seat: 0, token: 'fresh' }] });
    expect(mem.tokens('ABC234')).toEqual([{ seat: 0, token: 'fresh' }]);
  });

  it('a new token for a seat replaces the old one', () => {
    const { mem } = memory();
    mem.update('ABC234', { issued: [{ seat: 0, token: 'old' }] });
    mem.update('ABC234', { issued: [{ seat: 0, token: 'new' }] });
    expect(mem.tokens('ABC234')).toEqual([{ seat: 0, token: 'new' }]);
  });

  it('lists unfinished heists, most recent first, and drops refused seats', () => {
    const { mem, tick } = memory();
    mem.update('AAAAAA', { issued: [{ seat: 0, token: 'a' }] });
    tick(10);
    mem.update('BBBBBB', { issued: [{ seat: 1, token: 'b' }] });
    tick(10);
    mem.update('CCCCCC', { finished: true });
    expect(mem.unfinished().map((h) => h.code)).toEqual(['BBBBBB', 'AAAAAA']);
    mem.update('BBBBBB', { refused: [1] });
    expect(mem.tokens('BBBBBB')).toEqual([]);
    mem.forget('AAAAAA');
    expect(mem.get('AAAAAA')).toBeUndefined();
  });

  it('survives garbage in storage and forgets old heists', () => {
    const { mem, map, tick } = memory();
    map.set('safecrackers.heists', '{not json');
    expect(mem.heists()).toEqual([]);
    mem.update('AAAAAA', {});
    tick(40 * 24 * 3600 * 1000);
    expect(mem.heists()).toEqual([]);
  });
});
