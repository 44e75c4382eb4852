/**
 * `pnpm bench:sync`: what the heist server spends after each accepted input to publish it, in
 * process, without the network: the public view (viewTracker), the game patch (GameSync: the
 * encodeInto walk and the schema encoding) and every seat's legal actions; and what a restored
 * room spends to encode its game for the first joiner (a new GameSync). Plays seeded random
 * 4-seat games of every scenario, records their states, then times each step over all of them.
 */
import { RandomBot } from '@safecrackers/bots';
import { apply, createGame, type GameState, legalActions, outcome, SCENARIO_IDS } from '@safecrackers/rules';
import { gameWireTracker } from '../src/state/game.js';
import { GameSync } from '../src/state/gameSync.js';

const GAMES_PER_SCENARIO = Number(process.env.BENCH_GAMES ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const SEATS = 4;

function playGame(scenario: (typeof SCENARIO_IDS)[number], seed: string): GameState[] {
  let state = createGame({
    scenario,
    seed,
    seats: Array.from({ length: SEATS }, (_, i) => ({ name: `P${i}` })),
    options: { advancedSides: true, randomCharacters: true },
  });
  const bot = new RandomBot(seed);
  const states = [state];
  while (outcome(state) === 'playing' && states.length < 600) {
    const actor = [0, 1, 2, 3].find((s) => legalActions(state, s).length > 0);
    if (actor === undefined) break;
    const result = apply(state, actor, bot.choose(legalActions(state, actor)));
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    states.push(state);
  }
  return states;
}

const games: GameState[][] = [];
for (const scenario of SCENARIO_IDS)
  for (let g = 0; g < GAMES_PER_SCENARIO; g++) games.push(playGame(scenario, `sync-${scenario}-${g}`));
const inputs = games.reduce((n, states) => n + states.length - 1, 0);

/**
 * Microseconds per input of `step` over every game, the best of ROUNDS passes; `prepare` (not
 * timed) makes what a game's steps work with, as a room has it before its first input.
 */
function timed<T>(
  name: string,
  prepare: (states: GameState[]) => T,
  step: (made: T, state: GameState) => void,
): void {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round++) {
    const prepared = games.map((states) => prepare(states));
    const started = process.hrtime.bigint();
    games.forEach((states, g) => {
      for (let i = 1; i < states.length; i++) step(prepared[g]!, states[i]!);
    });
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1000);
  }
  process.stdout.write(`${name.padEnd(34)} ${(best / inputs).toFixed(2).padStart(7)} µs/input\n`);
}

process.stdout.write(`bench:sync: ${games.length} games, ${inputs} inputs, best of ${ROUNDS}\n`);
const tracked = (states: GameState[]) => {
  const wire = gameWireTracker();
  return { wire, sync: new GameSync(wire(states[0]!)) };
};
timed('view (gameWireTracker)', tracked, ({ wire }, state) => wire(state));
timed('view + patch (GameSync.update)', tracked, ({ wire, sync }, state) => sync.update(wire(state)));
timed(
  'a restored room (new GameSync, full)',
  () => gameWireTracker(),
  (wire, state) => new GameSync(wire(state)).full(),
);
timed(
  'legal actions of 4 seats',
  () => null,
  (_, state) => {
    for (let seat = 0; seat < SEATS; seat++) legalActions(state, seat);
  },
);
