import { describe, expect, it } from 'vitest';
import { apply, legalActions, stateHash } from './engine.js';
import { actingSeat } from './queries/state.js';
import { seedRng } from './rng.js';
import { STATE_FORMAT, storedForm, storedState } from './stateFormat.js';
import { packState, unpackState } from './statePack.js';
import { chooseRandom, playRandomGame } from './testing/random-play.js';
import type { GameSetup, GameState } from './types.js';

const setup = (seed: string): GameSetup => ({
  scenario: 'bank',
  seed,
  seats: [0, 1, 2, 3].map((i) => ({ name: `P${i}` })),
});

/** Every state of a few seeded games, as the engine made them (sharing parts between them). */
function statesOf(games: number): GameState[] {
  const states: GameState[] = [];
  for (let g = 0; g < games; g++)
    playRandomGame(setup(`pack-${g}`), `pack-player-${g}`, { maxInputs: 160, onStep: (s) => states.push(s) });
  return states;
}

const throughJson = (state: GameState) => unpackState(JSON.parse(JSON.stringify(packState(state))));

/** The same seeded inputs from both states: the games must stay the same. */
function playOn(a: GameState, b: GameState, inputs: number, seed: string): void {
  const rng = seedRng(seed);
  for (let i = 0; i < inputs && (a.phase === 'setup' || a.phase === 'playing'); i++) {
    const seat = actingSeat(a);
    const action = chooseRandom(legalActions(a, seat), rng);
    const ra = apply(a, seat, action);
    const rb = apply(b, seat, action);
    expect(rb).toEqual(ra);
    if (!ra.ok || !rb.ok) return;
    a = ra.state;
    b = rb.state;
    expect(stateHash(b)).toBe(stateHash(a));
  }
}

describe('stored game states (snapshots)', () => {
  const states = statesOf(6);
  const withUndo = states.filter((s) => s.undo !== null);
  const withResume = states.filter((s) => s.pending?.resume);

  it('the seeded games hold states with an undo base (R4.12) and with a pending prompt to resume (R1.21)', () => {
    expect(withUndo.length).toBeGreaterThan(100);
    expect(withResume.length).toBeGreaterThan(0);
  });

  it('reads back every state equal to the one stored, through JSON', () => {
    for (const state of states) expect(throughJson(state)).toEqual(state);
  });

  it('plays on from a read-back state exactly as from the live one: undo (R4.12) and prompts (R1.21) too', () => {
    const undoable = withUndo.filter((s) => s.pending === null).filter((_, i) => i % 25 === 0);
    expect(undoable.length).toBeGreaterThan(3);
    const undo = { type: 'undo' } as const;
    for (const state of undoable) {
      const undone = apply(state, state.turn.seat, undo);
      expect(undone.ok).toBe(true);
      expect(apply(throughJson(state), state.turn.seat, undo)).toEqual(undone);
    }
    const picks = [...undoable, ...withResume.slice(0, 5)];
    for (const [i, state] of picks.entries()) playOn(state, throughJson(state), 30, `pack-on-${i}`);
  });

  it('writes an earlier state as its difference: stored states with an undo base are about half as long', () => {
    let plain = 0;
    let packed = 0;
    for (const state of withUndo) {
      plain += JSON.stringify(state).length;
      packed += JSON.stringify(packState(state)).length;
    }
    expect(packed / plain).toBeLessThan(0.65);
  });

  it('shares the unchanged parts of the undo base with the state once read back, as the live game does', () => {
    const state = withUndo.find((s) => s.undo!.base.tiles === s.tiles);
    expect(state).toBeDefined();
    const back = throughJson(state!);
    expect(back.undo!.base.tiles).toBe(back.tiles);
  });

  it('reads snapshots of format 1 (plain JSON) and of this format; none of another', () => {
    const state = withUndo[0]!;
    expect(STATE_FORMAT).toBe(2);
    expect(storedState(1, JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(storedState(2, JSON.parse(JSON.stringify(storedForm(state))))).toEqual(state);
    expect(storedState(3, storedForm(state))).toBeNull();
  });

  it('never finds its marker key in game data', () => {
    for (const state of states) expect(JSON.stringify(state)).not.toContain('"="');
  });
});
