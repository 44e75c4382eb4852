/**
 * Property test: seeded random legal games for 1, 2 and 3 spies. Every listed legal input is
 * accepted (the chosen one and a sample of the others), input states are never mutated
 * (they are deep-frozen), states survive a JSON round trip, replaying the log reproduces the
 * final state, and every game ends.
 *
 * ASYM_PROPERTY_GAMES sets the number of games per spy count (default 6).
 */
import { randomInt, seedRng } from '@safecrackers/engine-kit';
import { describe, expect, it } from 'vitest';
import type { Action } from './actions.js';
import { apply, replay } from './engine.js';
import { legalActions } from './legal.js';
import { createGame } from './setup.js';
import { asymSetup, chooseRandom } from './testing/random-play.js';
import type { AsymState } from './types.js';
import { waitingFor } from './waiting.js';

const GAMES = Number(process.env.ASYM_PROPERTY_GAMES ?? 4);
const MAX_INPUTS = 20000;

/** Lets the test runner's messages through between games (long synchronous loops starve them). */
const yieldToRunner = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** Invariants of every reachable state; the first violation, or null. */
function violation(s: AsymState): string | null {
  if (s.alarm < 1 || s.alarm > 9) return `alarm ${s.alarm}`;
  if (s.minimum < 1 || s.minimum > 8) return `minimum ${s.minimum}`;
  if (s.stage !== 'over' && s.alarm < s.minimum) return `alarm ${s.alarm} below minimum ${s.minimum}`;
  if (s.turn < 1 || s.turn > 21) return `turn ${s.turn}`;
  if (s.noiseCount < 0) return 'negative noise count';
  if (s.stage === 'over' && !s.result) return 'over without a result';
  for (const p of s.spies) {
    if ((p.status === 'onBoard') !== p.cell >= 0) return `spy ${p.seat} ${p.status} on cell ${p.cell}`;
    if (p.carriesDocument && p.status !== 'onBoard')
      return `spy ${p.seat} carries the document off the board`;
    if (p.carriesBody >= 0 && !s.bodies.some((b) => b.id === p.carriesBody))
      return `spy ${p.seat} carries a missing body`;
  }
  const carriers = s.spies.filter((p) => p.carriesDocument).length;
  if (carriers > 1) return `${carriers} document carriers`;
  const live = s.units.filter((u) => u.alive).map((u) => u.cell);
  if (new Set(live).size !== live.length) return 'two units on one cell';
  if (!s.action && !s.pending && s.stage === 'spies') {
    const cells = s.spies.filter((p) => p.status === 'onBoard' && !p.camouflaged).map((p) => p.cell);
    if (new Set(cells).size !== cells.length) return 'two spy figures at rest on one cell';
  }
  for (const p of s.spies)
    if (p.status === 'onBoard' && !p.camouflaged && live.includes(p.cell)) return `spy ${p.seat} on a unit`;
  if (s.dog && live.includes(s.dog.cell) && s.stage !== 'spies') return 'the dog rests on a unit';
  if (s.units.some((u) => !u.alive && u.onSecBoard === false && s.secDog === undefined))
    return 'bad dog record';
  // The seats that owe input have some; others have none (except spies waiting their turn).
  const waiting = waitingFor(s);
  if (s.stage !== 'over' && waiting.length === 0) return 'nobody may act';
  for (const seat of waiting)
    if (legalActions(s, seat).length === 0) return `seat ${seat} owes input but has none`;
  if (s.stage === 'over' && legalActions(s, 0).length > 0) return 'legal input after the end';
  return null;
}

describe('property: random legal games (A-R16.1)', () => {
  it.each([1, 2, 3])(
    `A-R16.1 A-R15.3 %i spy(ies): ${GAMES} games keep every invariant, accept every legal input, replay exactly`,
    async (spies) => {
      let over = 0;
      for (let k = 0; k < GAMES; k++) {
        await yieldToRunner();
        const setup = asymSetup(spies, `prop-${spies}-${k}`);
        const created = createGame(setup);
        if (!created.ok) throw new Error(created.error.message);
        let state = deepFreeze(created.state);
        const rng = seedRng(`prop-player-${spies}-${k}`);
        const log: Array<{ seat: number; action: Action }> = [];
        for (let step = 0; state.stage !== 'over' && step < MAX_INPUTS; step++) {
          const seats = waitingFor(state);
          const seat = seats[randomInt(rng, seats.length)] as number;
          const legal = legalActions(state, seat);
          // A sample of the other legal inputs must be accepted too.
          if (step % 7 === 0)
            for (let i = 0; i < Math.min(6, legal.length); i++) {
              const other = legal[randomInt(rng, legal.length)] as Action;
              const probe = apply(state, seat, other);
              if (!probe.ok)
                throw new Error(
                  `${setup.seed} step ${step}: legal ${JSON.stringify(other)} refused: ${probe.error.code}`,
                );
            }
          const action = chooseRandom(legal, rng);
          const r = apply(state, seat, action);
          if (!r.ok)
            throw new Error(
              `${setup.seed} step ${step}: legal ${JSON.stringify(action)} refused: ${r.error.code} ${r.error.message}`,
            );
          const problem = violation(r.state);
          if (problem)
            throw new Error(`${setup.seed} step ${step} after ${JSON.stringify(action)}: ${problem}`);
          if (step % 40 === 0) expect(JSON.parse(JSON.stringify(r.state))).toEqual(r.state);
          log.push({ seat, action });
          state = deepFreeze(r.state);
        }
        expect(state.stage).toBe('over');
        over++;
        const again = replay(setup, log);
        if (!again.ok) throw new Error(`replay refused input ${again.index}: ${again.error.code}`);
        expect(again.state).toEqual(state);
        // A state that went through JSON plays on identically.
        expect(JSON.stringify(JSON.parse(JSON.stringify(again.state)))).toBe(JSON.stringify(state));
      }
      expect(over).toBe(GAMES);
    },
    120_000,
  );
});
