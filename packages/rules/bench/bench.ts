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
  const cpuStart = process.cpuUsage();
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(Math.round(SECONDS * 1e9));
  let k = 0;
  while (process.hrtime.bigint() < deadline) playOne(scenario, 1 + (k % 4), k++, tally);
  const wall = Number(process.hrtime.bigint() - start) / 1e9;
  const cpu = process.cpuUsage(cpuStart);
  // CPU seconds of this process: the one-core figure, robust when other work shares the machine.
  const seconds = (cpu.user + cpu.system) / 1e6;
  const perGame = tally.inputs / tally.games;
  console.log(
    `${scenario.padEnd(9)} ${(tally.inputs / seconds).toFixed(0).padStart(8)} inputs/s ` +
      `${(tally.games / seconds).toFixed(1).padStart(8)} games/s  ` +
      `(${tally.games} games, ${perGame.toFixed(1)} inputs/game, won ${tally.won}, lost ${tally.lost}, ` +
      `capped ${tally.capped}; ${seconds.toFixed(2)} CPU s in ${wall.toFixed(2)} s)`,
  );
}

const SCENARIO_IDS = (process.env.BENCH_SCENARIOS?.split(',') ?? [
  'office',
  'bank',
  'fortknox',
]) as ScenarioId[];

// Warm-up (module loading, JIT) outside the timed windows.
const warmUp: Tally = { games: 0, inputs: 0, won: 0, lost: 0, capped: 0 };
const warmUntil = process.hrtime.bigint() + 2_000_000_000n;
for (let k = 0; process.hrtime.bigint() < warmUntil; k++) {
  playOne(SCENARIO_IDS[k % SCENARIO_IDS.length] as ScenarioId, 1 + (k % 4), -1 - k, warmUp);
}

console.log(
  `Rules engine throughput, random legal play, 1-4 seats, ${SECONDS}s per scenario, per CPU second of one core:`,
);
for (const scenario of SCENARIO_IDS) bench(scenario);
