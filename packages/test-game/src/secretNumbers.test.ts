import { describeEngineContract } from '@safecrackers/engine-kit/conformance';
import { describe, expect, it } from 'vitest';
import { type SecretAction, type SecretSetup, secretNumbers } from './secretNumbers.js';

const setup = (seed: string): SecretSetup => ({ seats: [{ name: 'Ann' }, { name: 'Bo' }], seed });

describeEngineContract(secretNumbers, {
  setups: [setup('a'), setup('b'), setup('c')],
  invalidSetup: { seats: [{ name: 'Ann' }], seed: 'one' },
  foreign: { type: 'peek' } as unknown as SecretAction,
  maxInputs: 20,
});

describe('secret numbers', () => {
  const start = () => {
    const created = secretNumbers.createGame(setup('fixed'));
    if (!created.ok) throw new Error(created.error.message);
    return created.state;
  };

  it('keeps each number and each answer from everyone but its owner until the end', () => {
    const state = start();
    const asked = secretNumbers.apply(state, 0, { type: 'ask', above: 4 });
    if (!asked.ok) throw new Error(asked.error.message);
    const [mine, theirs] = state.secrets;
    expect(secretNumbers.viewFor(asked.state, 0)).toMatchObject({
      secrets: [mine, null],
      asked: [{ yes: theirs > 4 }],
    });
    expect(secretNumbers.viewFor(asked.state, 1)).toMatchObject({
      secrets: [null, theirs],
      asked: [{ yes: null }],
    });
    expect(secretNumbers.viewFor(asked.state, null).secrets).toEqual([null, null]);
  });

  it('a right guess wins, a wrong one loses, and then everything shows', () => {
    const state = start();
    const theirs = state.secrets[1];
    const right = secretNumbers.apply(state, 0, { type: 'guess', value: theirs });
    const wrong = secretNumbers.apply(state, 0, { type: 'guess', value: (theirs % 9) + 1 });
    if (!right.ok || !wrong.ok) throw new Error('a guess was refused');
    expect(secretNumbers.outcome(right.state)).toEqual({ over: true, result: 'seat 1 won', reason: null });
    expect(secretNumbers.outcome(wrong.state)).toEqual({ over: true, result: 'seat 2 won', reason: null });
    expect(secretNumbers.viewFor(right.state, null).secrets).toEqual(state.secrets);
  });

  it('allows three questions a seat, then only guesses', () => {
    let state = start();
    for (let i = 0; i < 6; i++) {
      const r = secretNumbers.apply(state, i % 2, { type: 'ask', above: 5 });
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(secretNumbers.legalActions(state, 0).every((a) => a.type === 'guess')).toBe(true);
    expect(secretNumbers.apply(state, 0, { type: 'ask', above: 5 })).toMatchObject({
      ok: false,
      error: { code: 'action/invalid' },
    });
  });
});
