/**
 * pnpm bench:rules — engine throughput on one core: inputs per second (apply + legalActions)
 * and complete random games per second for each scenario. Prints figures; asserts nothing.
 */
import { apply, legalActions } from '../src/engine.js';
import { seedRng } from '../src/rng.js';
import { createGame } from '../src/setup.js';
import { actingSeat, chooseRandom } from '../src/testing/random-play.js';
import type { GameState, ScenarioId } from '../src/types.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

interface Tally {
  games: number;
  inputs: number;
  won: number;
  lost: number;
  capped: number;
}

function playOne(scenario: ScenarioId, seats: number, k: number, tally: Tally): void {
  const rng = seedRng(`bench-player-${k}`);
  let state: GameState = createGame({
    scenario,
    seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })),
    seed: `bench-${scenario}-${k}`,
  });
  let inputs = 0;
  while ((state.phase === 'playing' || state.phase === 'setup') && inputs < 3000) {
    const seat = actingSeat(state);
    const r = apply(state, seat, chooseRandom(legalActions(state, seat), rng));
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    state = r.state;
    inputs++;
  }
  tally.games++;
  tally.inputs += inputs;
  if (state.phase === 'won') tally.won++;
  else if (state.phase === 'lost') tally.lost++;
  else tally.capped++;
}

function bench(scenario: ScenarioId): void {
  const tally: Tally = { games: 0, inputs: 0, won: 0, lost: 0, capped: 0 };
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(Math.round(SECONDS * 1e9));
  let k = 0;
  while (process.hrtime.bigint() < deadline) playOne(scenario, 1 + (k % 4), k++, tally);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const perGame = tally.inputs / tally.games;
  console.log(
    `${scenario.padEnd(9)} ${(tally.inputs / seconds).toFixed(0).padStart(8)} inputs/s ` +
      `${(tally.games / seconds).toFixed(1).padStart(8)} games/s  ` +
      `(${tally.games} games, ${perGame.toFixed(1)} inputs/game, won ${tally.won}, lost ${tally.lost}, capped ${tally.capped})`,
  );
}

console.log(`Rules engine throughput, random legal play, 1-4 seats, ${SECONDS}s per scenario, one core:`);
for (const scenario of ['office', 'bank', 'fortknox'] as const) bench(scenario);
