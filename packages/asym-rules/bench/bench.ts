/**
 * pnpm --filter @safecrackers/asym-rules bench — engine throughput under random legal play,
 * per spy count: inputs per second of apply alone and of apply + legalActions, and games per
 * second. BENCH_SECONDS (default 3) per spy count. Prints figures; asserts nothing.
 */
import { randomInt, seedRng } from '@safecrackers/engine-kit';
import { apply } from '../src/engine.js';
import { legalActions } from '../src/legal.js';
import { createGame } from '../src/setup.js';
import { asymSetup, chooseRandom } from '../src/testing/random-play.js';
import { waitingFor } from '../src/waiting.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

function bench(spies: number, budgetSeconds: number, print: boolean): void {
  let games = 0;
  let inputs = 0;
  let applyNs = 0n;
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(Math.round(budgetSeconds * 1e9));
  while (process.hrtime.bigint() < deadline) {
    const created = createGame(asymSetup(spies, `bench-${spies}-${games}`));
    if (!created.ok) throw new Error(created.error.message);
    let state = created.state;
    const rng = seedRng(`bench-player-${spies}-${games}`);
    while (state.stage !== 'over') {
      const seats = waitingFor(state);
      const seat = seats[randomInt(rng, seats.length)] as number;
      const action = chooseRandom(legalActions(state, seat), rng);
      const t = process.hrtime.bigint();
      const r = apply(state, seat, action);
      applyNs += process.hrtime.bigint() - t;
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      state = r.state;
      inputs++;
    }
    games++;
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (!print) return;
  console.log(
    `${spies} spy(ies): apply ${(inputs / (Number(applyNs) / 1e9)).toFixed(0).padStart(6)} inputs/s, ` +
      `apply + legalActions ${(inputs / seconds).toFixed(0).padStart(5)} inputs/s, ` +
      `${(games / seconds).toFixed(1)} random games/s (${games} games, ${(inputs / games).toFixed(0)} inputs/game)`,
  );
}

// Warm-up (module loading, JIT) outside the timed windows.
for (const spies of [1, 2, 3]) bench(spies, 0.7, false);
console.log(`Asym engine throughput, random legal play, ${SECONDS}s per spy count:`);
for (const spies of [1, 2, 3]) bench(spies, SECONDS, true);
