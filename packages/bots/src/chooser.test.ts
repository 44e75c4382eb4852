import type { Action } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { RandomBot } from './bot.js';
import { chooseAction } from './chooser.js';
import { seededRandom } from './random.js';

const move: Action = { type: 'move', to: { floor: 0, col: 1, row: 0 } };
const undo: Action = { type: 'undo' };
const end: Action = { type: 'endActions' };

describe('chooseAction', () => {
  it('only returns offered actions', () => {
    const random = seededRandom('x');
    for (let i = 0; i < 100; i++) expect([move, end]).toContain(chooseAction([move, end], random));
  });
  it('never undoes while anything else is offered', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 200; i++) expect(chooseAction([undo, end], random)).toBe(end);
  });
  it('undoes when nothing else is offered', () => {
    expect(chooseAction([undo], seededRandom(1))).toBe(undo);
  });
  it('refuses an empty list', () => {
    expect(() => chooseAction([], seededRandom(1))).toThrow(/no legal action/);
  });
  it('is reproducible from its seed', () => {
    const offered = [move, end, { type: 'peek', at: { floor: 0, col: 0, row: 1 } } as Action];
    const a = new RandomBot('seed');
    const b = new RandomBot('seed');
    const picksA = Array.from({ length: 20 }, () => a.choose(offered));
    const picksB = Array.from({ length: 20 }, () => b.choose(offered));
    expect(picksA).toEqual(picksB);
  });
});
