/**
 * Copy-on-write (issue 12): apply() copies only what an input changes. After random inputs,
 * every tile, guard and player (and the turn, decks, effects...) that the input left equal by
 * value is the very same object in the new state, and one it changed is a new object; the
 * input state is never written (every state is deep-frozen before the next input).
 */
import { describe, expect, it } from 'vitest';
import type { Action } from './actions.js';
import { apply, legalActions } from './engine.js';
import { seedRng } from './rng.js';
import { createGame } from './setup.js';
import { deepFreeze } from './testing/core-helpers.js';
import { lateGame } from './testing/late-game.js';
import { actingSeat, chooseRandom } from './testing/random-play.js';
import type { GameSetup, GameState, ScenarioId } from './types.js';

const LISTS = ['tiles', 'players', 'guards', 'walls'] as const;
const RECORDS = ['setup', 'rng', 'turn', 'decks', 'effects', 'stats', 'links'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Where `after` breaks the rule against `before`: shared exactly when unchanged. Null when none. */
function sharingProblem(before: GameState, after: GameState): string | null {
  for (const list of LISTS) {
    const a = before[list] as readonly unknown[];
    const b = after[list] as readonly unknown[];
    for (let i = 0; i < b.length; i++) {
      const equal = i < a.length && same(a[i], b[i]);
      if (equal && a[i] !== b[i]) return `${list}[${i}] unchanged but copied`;
      if (!equal && a[i] === b[i]) return `${list}[${i}] changed in place`;
    }
    const allShared = a.length === b.length && b.every((x, i) => x === a[i]);
    if (allShared !== (a === b)) return `the ${list} array ${allShared ? 'copied' : 'shared'} needlessly`;
  }
  for (const record of RECORDS) {
    const equal = same(before[record], after[record]);
    if (equal !== (before[record] === after[record]))
      return `${record} ${equal ? 'unchanged but copied' : 'changed in place'}`;
  }
  return null;
}

function setupFor(scenario: ScenarioId, seats: number, k: number): GameSetup {
  return {
    scenario,
    seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })),
    seed: `cow-${scenario}-${seats}-${k}`,
    options: { randomCharacters: true, advancedSides: true },
  };
}

describe('copy-on-write apply', () => {
  it('R1.19 every unchanged tile, guard, player, turn, deck and effect is shared by identity; a changed one is new', () => {
    const seen = { answer: 0, undo: 0, other: 0 };
    let k = 0;
    for (const scenario of ['office', 'bank', 'fortknox'] as const) {
      for (let seats = 1; seats <= 4; seats++) {
        for (let g = 0; g < 6; g++, k++) {
          const setup = setupFor(scenario, seats, g);
          const rng = seedRng(`cow-player-${k}`);
          let state = deepFreeze(g % 3 === 2 ? lateGame(setup, rng) : createGame(setup));
          for (let i = 0; i < 400 && (state.phase === 'setup' || state.phase === 'playing'); i++) {
            const seat = actingSeat(state);
            const action: Action = chooseRandom(legalActions(state, seat), rng);
            const r = apply(state, seat, action);
            if (!r.ok)
              throw new Error(`${setup.seed}: legal ${JSON.stringify(action)} refused: ${r.error.code}`);
            const problem = sharingProblem(state, r.state);
            if (problem) throw new Error(`${setup.seed}, input ${i} (${JSON.stringify(action)}): ${problem}`);
            seen[action.type === 'answer' || action.type === 'undo' ? action.type : 'other'] += 1;
            state = deepFreeze(r.state);
          }
        }
      }
    }
    // Answers re-run their input from an earlier state, undo replays: both were exercised.
    expect(seen.answer).toBeGreaterThan(50);
    expect(seen.undo).toBeGreaterThan(20);
  }, 120_000);

  it('R4.12 the undo and prompt records share the states they hold instead of copying them', () => {
    const rng = seedRng('cow-records');
    let state = createGame(setupFor('bank', 3, 99));
    let undoShared = 0;
    let promptShared = 0;
    for (let i = 0; i < 600 && (state.phase === 'setup' || state.phase === 'playing'); i++) {
      const seat = actingSeat(state);
      const r = apply(state, seat, chooseRandom(legalActions(state, seat), rng));
      if (!r.ok) throw new Error(r.error.code);
      state = r.state;
      for (const held of [state.undo?.base, state.pending?.resume?.base]) {
        if (!held) continue;
        // The held state and the current one share every tile neither input window changed.
        const shared = state.tiles.filter((t, j) => t === held.tiles[j]).length;
        expect(shared).toBeGreaterThan(state.tiles.length / 2);
        if (held === state.undo?.base) undoShared++;
        else promptShared++;
      }
    }
    expect(undoShared).toBeGreaterThan(0);
    expect(promptShared).toBeGreaterThan(0);
  });
});
