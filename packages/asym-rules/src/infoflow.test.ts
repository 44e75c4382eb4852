/**
 * A-R15.3 (no leak through legality) and A-R15.10 at engine level (no leak through the view):
 * along random legal games, states are paired with variants that differ only in hidden facts
 * (testing/hidden.ts). The security view must be identical for both, and so must security's
 * legal inputs and the errors of any input, legal or not.
 */
import { isDeepStrictEqual } from 'node:util';
import { randomInt, seedRng } from '@safecrackers/engine-kit';
import { describe, expect, it } from 'vitest';
import type { Action } from './actions.js';
import { apply, validate } from './engine.js';
import type { AsymEvent } from './events.js';
import { DIRS } from './geometry/cells.js';
import { legalActions } from './legal.js';
import { createGame } from './setup.js';
import { hiddenVariant } from './testing/hidden.js';
import { asymSetup, chooseRandom } from './testing/random-play.js';
import { MANSION } from './testing/scene.js';
import type { AsymState } from './types.js';
import { viewFor } from './view.js';
import { waitingFor } from './waiting.js';

/**
 * Deep equality, with vitest's diff only on a mismatch: its own deep comparison of whole views
 * was most of this file's time.
 */
function same<T>(actual: T, expected: T): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual).toEqual(expected);
}

const GAMES = Number(process.env.ASYM_PROPERTY_GAMES ?? 3);

/** Lets the test runner's messages through between games (long synchronous loops starve them). */
const yieldToRunner = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Plays random legal games; calls visit on states where security owes input and on every state. */
function play(
  spies: number,
  k: number,
  visit: (s: AsymState, securityTurn: boolean) => void,
  onEvents?: (e: AsymEvent[]) => void,
) {
  const created = createGame(asymSetup(spies, `flow-${spies}-${k}`));
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const rng = seedRng(`flow-player-${spies}-${k}`);
  for (let step = 0; state.stage !== 'over' && step < 20000; step++) {
    const seats = waitingFor(state);
    const seat = seats[randomInt(rng, seats.length)] as number;
    visit(state, seat === 0);
    const r = apply(state, seat, chooseRandom(legalActions(state, seat), rng));
    if (!r.ok) throw new Error(r.error.message);
    onEvents?.(r.events);
    state = r.state;
  }
  visit(state, false);
}

/** Inputs to probe: a sample of the legal ones, and variations of them that are mostly illegal. */
function probes(legal: Action[], rng: ReturnType<typeof seedRng>): Action[] {
  const out: Action[] = [{ type: 'endPhase' }, { type: 'endActivation' }];
  const cell = () => `${String.fromCharCode(65 + randomInt(rng, 20))}${1 + randomInt(rng, 14)}`;
  for (let i = 0; i < Math.min(8, legal.length); i++) {
    const a = legal[randomInt(rng, legal.length)] as Action;
    out.push(a);
    const b = JSON.parse(JSON.stringify(a)) as Record<string, unknown>;
    if ('cell' in b) b.cell = cell();
    if ('to' in b && typeof b.to === 'string') b.to = cell();
    if ('unit' in b) b.unit = 1 + randomInt(rng, 24);
    if ('view' in b || 'aim' in b) b[('view' in b ? 'view' : 'aim') as string] = DIRS[randomInt(rng, 8)];
    out.push(b as unknown as Action);
  }
  for (let i = 0; i < 3; i++) {
    out.push({ type: 'activate', unit: 1 + randomInt(rng, 24) });
    out.push({ type: 'unitStep', to: cell() });
    out.push({ type: 'placeUnit', kind: 'ordinary', cell: cell(), view: DIRS[randomInt(rng, 8)] });
    out.push({ type: 'releaseDog', unit: 1 + randomInt(rng, 24), cell: cell() });
    out.push({ type: 'playCard', card: 'S2', cell: cell(), view: DIRS[randomInt(rng, 8)] });
    out.push({ type: 'playCard', card: 'S6', kind: 'ordinary', cell: cell(), aim: DIRS[randomInt(rng, 8)] });
    out.push({ type: 'playCard', card: 'S9', cell: cell() });
    out.push({
      type: 'unitDoor',
      opening: MANSION.openings[randomInt(rng, 19)]?.id ?? 'D1',
      to: randomInt(rng, 2) ? 'open' : 'locked',
    });
  }
  return out;
}

describe('A-R15.3 no leak through legality', () => {
  it.each([1, 2, 3])(
    'A-R15.3 A-D35 %i spy(ies): two true states with the same security board give security the same legal inputs and errors',
    async (spies) => {
      let compared = 0;
      for (let k = 0; k < GAMES; k++) {
        await yieldToRunner();
        const rng = seedRng(`flow-variants-${spies}-${k}`);
        let n = 0;
        play(spies, k, (state, securityTurn) => {
          if (!securityTurn || n++ % 5 !== 0) return;
          const variant = hiddenVariant(state, rng);
          expect(variant).not.toEqual(state);
          same(viewFor(variant, 0), viewFor(state, 0));
          const legal = legalActions(state, 0);
          same(legalActions(variant, 0), legal);
          for (const a of probes(legal, rng)) same(validate(variant, 0, a), validate(state, 0, a));
          compared++;
        });
      }
      expect(compared).toBeGreaterThan(GAMES * 2);
    },
    120_000,
  );
});

describe('A-R15.10 (engine level) no leak through the security view', () => {
  it.each([1, 2, 3])(
    'A-R15.2 A-R15.10 %i spy(ies): the security view never depends on positions, postures, carried items, hidden bodies, breaches or opened openings',
    async (spies) => {
      let checked = 0;
      const spyDone: number[][] = [];
      for (let k = 0; k < GAMES; k++) {
        await yieldToRunner();
        const rng = seedRng(`leak-variants-${spies}-${k}`);
        play(
          spies,
          k,
          (state) => {
            if (randomInt(rng, 3) !== 0) return;
            const view = viewFor(state, 0);
            same(viewFor(hiddenVariant(state, rng), 0), view);
            same(viewFor(state, null), view);
            // The spies in the security view carry only public fields.
            for (const p of view.kind === 'security' ? view.spies : [])
              expect(Object.keys(p).sort()).toEqual(
                [
                  'caught',
                  'handSize',
                  'lastSighting',
                  'name',
                  'played',
                  'role',
                  'seat',
                  'weapon',
                  'weaponSpent',
                ].sort(),
              );
            expect(JSON.stringify(view)).not.toMatch(/posture|camouflag|carries|bodies|lure|marked/);
            checked++;
          },
          (events) => {
            // A-R15.5: events every seat receives name a spy only where the source makes it show itself.
            for (const e of events) {
              if (e.audience !== 'all' || !('seat' in e)) continue;
              expect([
                'spyDone',
                'spyCardPlayed',
                'weaponSpent',
                'spotted',
                'caught',
                'loadoutConfirmed',
              ]).toContain(e.type);
            }
            const close = events.findIndex((e) => e.type === 'spyWindow' && e.window === 'spies' && !e.open);
            if (close >= 0)
              spyDone.push(
                events
                  .slice(close + 1)
                  .filter((e) => e.type === 'spyDone')
                  .map((e) => (e as { seat: number }).seat),
              );
          },
        );
      }
      expect(checked).toBeGreaterThan(GAMES * 10);
      // A-R15.5, A-D94: every round, exactly one "spy done" per spy seat, in seat order.
      expect(spyDone.length).toBeGreaterThan(0);
      for (const round of spyDone) expect(round).toEqual(Array.from({ length: spies }, (_, i) => i + 1));
    },
    120_000,
  );
});
