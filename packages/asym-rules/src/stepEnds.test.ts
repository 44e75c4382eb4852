import { describe, expect, it } from 'vitest';
import type { Action } from './actions.js';
import { endingInput, fallbackInput } from './stepEnds.js';

describe('inputs that end a step', () => {
  const legal = [{ type: 'answer' }, { type: 'pass' }] as unknown as Action[];

  it('an ending input is one that ends the step and does nothing else', () => {
    expect(endingInput(legal)).toEqual({ type: 'pass' });
    expect(endingInput([{ type: 'answer' }] as unknown as Action[])).toBeUndefined();
  });

  it('a refused bot falls back on an ending input, then a confirmation or answer, then the first input', () => {
    expect(fallbackInput(legal)).toEqual({ type: 'pass' });
    expect(fallbackInput([{ type: 'move' }, { type: 'answer' }] as unknown as Action[])).toEqual({
      type: 'answer',
    });
    expect(fallbackInput([{ type: 'move' }] as unknown as Action[])).toEqual({ type: 'move' });
    expect(fallbackInput([])).toBeUndefined();
  });
});
