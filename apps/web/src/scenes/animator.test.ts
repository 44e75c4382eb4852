import { describe, expect, it } from 'vitest';
import { Animator } from './animator.js';

function recorder(log: string[], name: string) {
  return () => ({
    update: (t: number) => log.push(`${name} ${t.toFixed(1)}`),
    finish: () => log.push(`${name} done`),
  });
}

describe('animator', () => {
  it('plays steps in order and runs the callback after them', () => {
    const log: string[] = [];
    const busy: boolean[] = [];
    const a = new Animator((b) => busy.push(b));
    a.add(100, recorder(log, 'a'));
    a.add(100, recorder(log, 'b'));
    a.afterQueue(() => log.push('then'));
    a.tick(50);
    a.tick(100);
    a.tick(100);
    expect(log).toEqual(['a 0.5', 'a 1.0', 'a done', 'b 0.5', 'b 1.0', 'b done', 'then']);
    expect(busy).toEqual([true, false]);
  });

  it('skips everything to the end at once', () => {
    const log: string[] = [];
    const a = new Animator();
    a.add(1000, recorder(log, 'walk'));
    a.afterQueue(() => log.push('settled'));
    a.tick(10);
    a.skip();
    expect(log.slice(-3)).toEqual(['walk 1.0', 'walk done', 'settled']);
    expect(a.busy).toBe(false);
  });

  it('runs a callback at once when idle', () => {
    let ran = false;
    new Animator().afterQueue(() => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
