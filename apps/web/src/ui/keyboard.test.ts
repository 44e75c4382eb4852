import { describe, expect, it } from 'vitest';
import { initialState } from '../store/state.js';
import { clientFor, newGame, play } from '../testing/games.js';
import { keyCommands } from './keyboard.js';

const press = (key: string, target: string | null = null) => ({ key, target, modifier: false });

describe('the keyboard map', () => {
  const s = clientFor(play(newGame(), 1), [0, 1]);

  it('leaves typing and buttons alone, and opens the help anywhere', () => {
    expect(keyCommands(press('e', 'INPUT'), s, false)).toEqual([]);
    expect(keyCommands(press('Enter', 'BUTTON'), s, false)).toEqual([]);
    expect(keyCommands(press('?'), initialState(), false)).toEqual([{ kind: 'help' }]);
  });

  it('skips a running animation first, then does what the key does (issue 33: no key is lost)', () => {
    expect(keyCommands(press('e'), s, true)).toEqual([
      { kind: 'skip' },
      { kind: 'act', action: { type: 'endActions' } },
    ]);
    expect(keyCommands(press('Escape'), s, true)).toEqual([{ kind: 'skip' }, { kind: 'escape' }]);
    expect(keyCommands(press('r'), s, true)).toEqual([{ kind: 'skip' }, { kind: 'rules' }]);
    // A key that means nothing here only skips.
    expect(keyCommands(press('x'), s, true)).toEqual([{ kind: 'skip' }]);
  });

  it('puts the first-heist guide away with Escape, unless something else is open to close first', () => {
    const guided = { ...s, ui: { ...s.ui, guide: 1 } };
    expect(keyCommands(press('Escape'), guided, false)).toEqual([{ kind: 'guide' }]);
    expect(keyCommands(press('Escape'), { ...guided, ui: { ...guided.ui, help: true } }, false)).toEqual([
      { kind: 'escape' },
    ]);
  });

  it('maps game keys to commands', () => {
    expect(keyCommands(press('ArrowRight'), s, false)[0]).toMatchObject({ kind: 'focus' });
    expect(keyCommands(press('0'), s, false)).toEqual([{ kind: 'zoom', how: 'fit' }]);
    expect(keyCommands(press('l'), s, false)).toEqual([{ kind: 'log' }]);
    expect(keyCommands(press('e'), s, false)).toEqual([{ kind: 'act', action: { type: 'endActions' } }]);
    expect(keyCommands(press('p'), s, false)).toEqual([{ kind: 'peekMode' }]);
    expect(keyCommands(press('t'), s, false)).toEqual([{ kind: 'threats' }]);
    expect(keyCommands(press('T'), s, false)).toEqual([{ kind: 'threats' }]);
  });
});
