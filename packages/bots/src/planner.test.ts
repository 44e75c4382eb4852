/**
 * The planner plays complete seeded games through the real engine (createGame/apply): every
 * input it picks must be accepted (playGame throws otherwise), and it must win some games.
 */
import {
  apply,
  createGame,
  type GameSetup,
  type ScenarioId,
  shortestGuardPath,
  viewFor,
} from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { forecastGuard } from './planner/guardForecast.js';
import { Knowledge } from './planner/knowledge.js';
import { crackPlan, expectedRolls, stethoscopeChange } from './planner/safeMath.js';
import { PlannerBot } from './planner.js';
import { playGame } from './play.js';

function setup(scenario: ScenarioId, seats: number, seed: string, stealth?: number): GameSetup {
  return {
    scenario,
    seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })),
    seed,
    ...(stealth ? { options: { stealth } } : {}),
  };
}

interface Tally {
  won: number;
  lost: number;
  capped: number;
}

function playMany(scenario: ScenarioId, seats: number, games: number, stealth?: number): Tally {
  const tally: Tally = { won: 0, lost: 0, capped: 0 };
  for (let i = 0; i < games; i++) {
    const bot = new PlannerBot(`planner-${i}`);
    const game = playGame(setup(scenario, seats, `${scenario}-${seats}-${i}`, stealth), () => bot);
    tally[game.outcome]++;
  }
  const rate = ((100 * tally.won) / games).toFixed(0);
  // biome-ignore lint/suspicious/noConsole: the win rate is part of this test's report
  console.log(
    `planner ${scenario} ${seats} seat(s), stealth ${stealth ?? 3}: won ${tally.won}/${games} (${rate}%)`,
  );
  return tally;
}

describe('PlannerBot wins games through the real engine', () => {
  it('wins some solo Office Jobs with 6 stealth', () => {
    const tally = playMany('office', 1, 24, 6);
    expect(tally.won).toBeGreaterThanOrEqual(1);
    expect(tally.capped).toBe(0);
  }, 60_000);

  it('wins some two-seat Office Jobs with 6 stealth', () => {
    const tally = playMany('office', 2, 24, 6);
    expect(tally.won).toBeGreaterThanOrEqual(1);
    expect(tally.capped).toBe(0);
  }, 60_000);

  it.each([2, 3])(
    'plays %i-seat Bank Jobs to the end',
    (seats) => {
      const tally = playMany('bank', seats, 3);
      expect(tally.won + tally.lost).toBe(3);
    },
    60_000,
  );

  it('is deterministic given its seed', () => {
    const play = () => playGame(setup('office', 2, 'same'), () => bot).log;
    let bot = new PlannerBot('seed');
    const first = play();
    bot = new PlannerBot('seed');
    expect(play()).toEqual(first);
  });
});

describe('cracking arithmetic', () => {
  it('expects six rolls of one die for one number, none for none', () => {
    expect(expectedRolls(1, 1)).toBeCloseTo(6);
    expect(expectedRolls(0, 3)).toBe(0);
    expect(expectedRolls(4, 4)).toBeLessThan(expectedRolls(4, 2));
  });
  it('adds more dice when more numbers are needed', () => {
    expect(crackPlan(5, 0, 0).target).toBeGreaterThan(crackPlan(1, 0, 0).target);
    expect(crackPlan(0, 2, 0).work).toBe(0);
  });
  it('turns a wasted die into a missing number with the Stethoscope', () => {
    expect(stethoscopeChange([2, 2, 5], [2, 3])).toEqual({ die: 0, face: 3 });
    expect(stethoscopeChange([2, 3], [2, 3])).toBeNull();
  });
});

describe('guard forecast', () => {
  it('follows the rules path for its movement points', () => {
    let state = createGame(setup('office', 1, 'forecast'));
    const r = apply(state, 0, { type: 'answer', kind: 'entrance', at: { floor: 0, col: 0, row: 0 } });
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    const k = new Knowledge(viewFor(state, 0), 0);
    const g = k.view.guards[0]!;
    const path = shortestGuardPath(k.layouts[0]!, g.at!, g.dest!);
    const forecast = forecastGuard(k, 0, 1);
    const sure = path.slice(0, g.points);
    for (const cell of sure) expect(forecast.enter[cell.row * 4 + cell.col]).toBeCloseTo(1);
    const total = [...forecast.branches].reduce((sum, b) => sum + b.prob, 0);
    expect(total).toBeCloseTo(1);
  });
});
