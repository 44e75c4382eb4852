/**
 * pnpm bench:asym — bot-vs-bot games per spy count (1–3): who wins and how games end, games
 * per second, and the engine's inputs per second (time inside apply only). BENCH_GAMES sets
 * the games per spy count (default 1000). Prints figures; asserts nothing.
 */
import { type AsymSetup, apply } from '@safecrackers/asym-rules';
import { playGame, SecurityBot, SpyBot } from '../src/index.js';

const GAMES = Number(process.env.BENCH_GAMES ?? 1000);
const COUNTS = (process.env.BENCH_SPIES ?? '1,2,3').split(',').map(Number);

const setupFor = (spies: number, seed: string): AsymSetup => ({
  mode: 'asym',
  mission: 'mansion',
  seed,
  seats: [
    { name: 'Security', side: 'security' },
    ...Array.from({ length: spies }, (_, i) => ({ name: `Spy ${i + 1}`, side: 'spy' as const })),
  ],
});

let engineNs = 0n;
const timedApply: typeof apply = (state, seat, action) => {
  const t = process.hrtime.bigint();
  const r = apply(state, seat, action);
  engineNs += process.hrtime.bigint() - t;
  return r;
};

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;

console.log(`Asym bots, ${GAMES} games per spy count (security bot vs spy bot, mansion):`);
for (const spies of COUNTS) {
  engineNs = 0n;
  let spiesWon = 0;
  let inputs = 0;
  let refused = 0;
  let turns = 0;
  const reasons = new Map<string, number>();
  const start = process.hrtime.bigint();
  for (let k = 0; k < GAMES; k++) {
    const seed = `bench-${spies}-${k}`;
    const g = playGame(setupFor(spies, seed), new SecurityBot(seed), new SpyBot(seed), { apply: timedApply });
    if (g.winner === 'spies') spiesWon++;
    reasons.set(g.reason ?? 'capped', (reasons.get(g.reason ?? 'capped') ?? 0) + 1);
    inputs += g.inputs;
    refused += g.refused;
    turns += g.state.turn;
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const engineSeconds = Number(engineNs) / 1e9;
  const ends = [...reasons.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([r, n]) => `${r} ${pct(n, GAMES)}`)
    .join(', ');
  console.log(
    `${spies} spy(ies): spies ${pct(spiesWon, GAMES)}, security ${pct(GAMES - spiesWon, GAMES)}  ` +
      `(${ends}); avg end turn ${(turns / GAMES).toFixed(1)}, ${(inputs / GAMES).toFixed(0)} inputs/game, ${refused} refused`,
  );
  console.log(
    `   ${(GAMES / seconds).toFixed(1)} games/s with bots; engine ${(inputs / engineSeconds).toFixed(0)} inputs/s ` +
      `(${engineSeconds.toFixed(1)} s of ${seconds.toFixed(1)} s in apply)`,
  );
}
