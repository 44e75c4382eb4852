/**
 * pnpm bench:bots — win rates of the planner (and the random bot, for comparison) per scenario,
 * seat count and starting stealth, over seeded games through the real engine.
 * BENCH_GAMES (default 20) games per row; BENCH_SCENARIOS (default office,bank,fortknox);
 * BENCH_STEALTH (default 3,6); BENCH_SEATS (default 1,2,3,4); BENCH_RANDOM=0 skips the random bot.
 * Prints figures; asserts nothing.
 */
import type { ScenarioId } from '@safecrackers/rules';
import { type Bot, PlannerBot, playGame, RandomBot } from '../src/index.js';

const GAMES = Number(process.env.BENCH_GAMES ?? 20);
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'office,bank,fortknox').split(',') as ScenarioId[];
const STEALTH = (process.env.BENCH_STEALTH ?? '3,6').split(',').map(Number);
const SEATS = (process.env.BENCH_SEATS ?? '1,2,3,4').split(',').map(Number);
/** BENCH_RANDOM=0 leaves the random bot out (long runs of the planner alone). */
const WITH_RANDOM = process.env.BENCH_RANDOM !== '0';

interface Row {
  won: number;
  lost: number;
  capped: number;
  turns: number;
  ms: number;
}

function run(kind: 'planner' | 'random', scenario: ScenarioId, seats: number, stealth: number): Row {
  const row: Row = { won: 0, lost: 0, capped: 0, turns: 0, ms: 0 };
  const start = performance.now();
  for (let i = 0; i < GAMES; i++) {
    const bot: Bot = kind === 'planner' ? new PlannerBot(`bench-${i}`) : new RandomBot(`bench-${i}`);
    const game = playGame(
      {
        scenario,
        seats: Array.from({ length: seats }, (_, s) => ({ name: `P${s}` })),
        seed: `bench-${scenario}-${seats}-${i}`,
        options: { stealth },
      },
      () => bot,
    );
    row[game.outcome]++;
    row.turns += game.state.stats.turns;
  }
  row.ms = performance.now() - start;
  return row;
}

const pct = (n: number) => `${((100 * n) / GAMES).toFixed(0)}%`.padStart(5);

console.log(`Win rates over ${GAMES} seeded games per row (random characters, basic sides):`);
console.log('scenario  seats stealth   planner (avg turns, ms/game)    random');
for (const scenario of SCENARIOS) {
  for (const stealth of STEALTH) {
    for (const seats of SEATS) {
      const p = run('planner', scenario, seats, stealth);
      const r = WITH_RANDOM ? run('random', scenario, seats, stealth) : null;
      const capped = p.capped > 0 ? `, ${p.capped} capped` : '';
      console.log(
        `${scenario.padEnd(9)} ${String(seats).padStart(5)} ${String(stealth).padStart(7)}   ` +
          `${pct(p.won)} (${(p.turns / GAMES).toFixed(0).padStart(3)} turns, ${(p.ms / GAMES).toFixed(0).padStart(4)} ms${capped})` +
          `    ${r ? pct(r.won) : '    -'}`,
      );
    }
  }
}
