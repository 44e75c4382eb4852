import { viewFor } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { newGame } from '../testing/games.js';
import { nextFocus } from './focus.js';

describe('keyboard focus', () => {
  const view = viewFor(newGame(), 0);
  it('starts on the character and walks the grid', () => {
    const me = { floor: 0, col: 1, row: 1 };
    expect(nextFocus(view, null, 'ArrowUp', me)).toEqual(me);
    expect(nextFocus(view, me, 'ArrowUp', me)).toEqual({ floor: 0, col: 1, row: 0 });
  });
  it('crosses to the next floor at the right edge', () => {
    expect(nextFocus(view, { floor: 0, col: 3, row: 2 }, 'ArrowRight', null)).toEqual({
      floor: 1,
      col: 0,
      row: 2,
    });
    expect(nextFocus(view, { floor: 1, col: 0, row: 2 }, 'ArrowLeft', null)).toEqual({
      floor: 0,
      col: 3,
      row: 2,
    });
  });
  it('steps over the Fort Knox void', () => {
    const knox = viewFor(newGame({ scenario: 'fortknox' }), 0);
    expect(nextFocus(knox, { floor: 0, col: 1, row: 2 }, 'ArrowRight', null)).toEqual({
      floor: 0,
      col: 3,
      row: 2,
    });
  });
});
