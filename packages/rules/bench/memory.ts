/**
 * pnpm --filter @safecrackers/rules bench:memory — what one room's engine state keeps alive.
 * Random legal games are played 60 inputs in (games that end sooner are skipped) and only their
 * last state is kept, with whatever its undo record and pending prompt's resume base hold.
 * Prints, per scenario: the state's JSON size (shared parts counted each time they appear) and
 * the heap it retains (measured after a full GC over many states, so shared parts count once).
 * Needs --expose-gc (the script passes it). Prints figures; asserts nothing.
 */
import { apply, legalActions } from '../src/engine.js';
import { seedRng } from '../src/rng.js';
import { createGame } from '../src/setup.js';
import { actingSeat, chooseRandom } from '../src/testing/random-play.js';
import type { GameState, ScenarioId } from '../src/types.js';

const INPUTS = Number(process.env.MEMORY_INPUTS ?? 60);
const ROOMS = Number(process.env.MEMORY_ROOMS ?? 400);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

/** The state after INPUTS random legal inputs, or null when the game ended before. */
function stateAfter(scenario: ScenarioId, k: number): GameState | null {
  const rng = seedRng(`memory-player-${k}`);
  let state = createGame({
    scenario,
    seats: Array.from({ length: 1 + (k % 4) }, (_, i) => ({ name: `P${i}` })),
    seed: `memory-${scenario}-${k}`,
  });
  for (let i = 0; i < INPUTS; i++) {
    if (state.phase !== 'playing' && state.phase !== 'setup') return null;
    const seat = actingSeat(state);
    const r = apply(state, seat, chooseRandom(legalActions(state, seat), rng));
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    state = r.state;
  }
  return state.phase === 'playing' ? state : null;
}

function heapUsed(): number {
  for (let i = 0; i < 4; i++) gc?.();
  return process.memoryUsage().heapUsed;
}

function measure(scenario: ScenarioId): void {
  // Warm caches (floor graphs of the printed walls, JIT) outside the measured window.
  for (let k = 0; k < 20; k++) stateAfter(scenario, 100_000 + k);
  const before = heapUsed();
  const kept: GameState[] = [];
  for (let k = 0; kept.length < ROOMS; k++) {
    const s = stateAfter(scenario, k);
    if (s) kept.push(s);
  }
  const after = heapUsed();
  const json = kept.reduce((n, s) => n + JSON.stringify(s).length, 0) / kept.length;
  const bare = kept.reduce((n, s) => n + JSON.stringify({ ...s, undo: null, pending: null }).length, 0);
  const withUndo = kept.filter((s) => s.undo !== null).length;
  const withPrompt = kept.filter((s) => s.pending !== null).length;
  console.log(
    `${scenario.padEnd(9)} ${((after - before) / kept.length / 1024).toFixed(1).padStart(6)} KiB heap/state  ` +
      `JSON ${(json / 1024).toFixed(1).padStart(5)} KiB (${(bare / kept.length / 1024).toFixed(1)} KiB without ` +
      `undo and prompt records; ${withUndo} of ${kept.length} with an undo record, ${withPrompt} with a prompt)`,
  );
  // Keep the states alive until measured.
  if (kept.length < 0) console.log(kept);
}

console.log(`Engine state after ${INPUTS} random legal inputs, ${ROOMS} rooms per scenario:`);
for (const scenario of ['office', 'bank', 'fortknox'] as ScenarioId[]) measure(scenario);
