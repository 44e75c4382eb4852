import { describe, expect, it } from 'vitest';
import { clientFor, newGame, play } from '../testing/games.js';
import { actingSeat, isSpectator, legalNow, myView, screenOf, waitingOn } from './derive.js';
import { initialState } from './state.js';

describe('selectors', () => {
  it('acts for the seat that owes the entrance choice and sees its prompt', () => {
    const s = clientFor(newGame(), [0, 1]);
    expect(actingSeat(s)).toBe(0);
    expect(legalNow(s).every((a) => a.type === 'answer')).toBe(true);
    expect(myView(s)?.prompt?.kind).toBe('entrance');
    expect(waitingOn(myView(s)!)).toEqual({ seat: 0, deciding: true });
  });

  it('ignores legal actions of an older version', () => {
    const s = clientFor(newGame(), [0], 3);
    const stale = { ...s, legal: { 0: { version: 2, actions: s.legal[0]!.actions } } };
    expect(legalNow(stale)).toEqual([]);
  });

  it('a browser without seats is a spectator with a public view', () => {
    const s = clientFor(play(newGame(), 3), []);
    expect(isSpectator(s)).toBe(true);
    expect(myView(s)?.viewer).toBeNull();
  });

  it('knows the screen', () => {
    expect(screenOf(initialState())).toBe('home');
    expect(screenOf({ ...initialState(), code: 'ABC234', connection: 'connecting' })).toBe('connecting');
    expect(screenOf(clientFor(newGame(), [0]))).toBe('game');
  });
});
