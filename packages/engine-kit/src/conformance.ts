/**
 * The engine contract's conformance suite: one set of checks every game's engine passes, run by
 * each engine's contract.test.ts. Seeded random play through the contract alone checks what the
 * room relies on: who may act, that legal inputs are accepted and others refused as data without
 * a change, views and states that survive JSON, outcomes, and replays.
 */
import { describe, expect, it } from 'vitest';
import type { GameEngine, Input } from './contract.js';
import { randomInt, seedRng } from './rng.js';

export interface EngineFixture<Setup, Action> {
  /** Valid setups, each played by a seeded random player until over or `maxInputs`; one at least must end. */
  setups: Setup[];
  /** A setup createGame must refuse. */
  invalidSetup: Setup;
  /** An input no state accepts from any seat (of a shape the engine does not know). */
  foreign: Action;
  maxInputs: number;
}

const json = (value: unknown): string => JSON.stringify(value);

export function describeEngineContract<Setup, State, Action, View, Event, Code extends string>(
  engine: GameEngine<Setup, State, Action, View, Event, Code>,
  fixture: EngineFixture<Setup, Action>,
): void {
  describe(`the engine contract: ${engine.kind}`, () => {
    const ended: boolean[] = [];
    it('refuses a bad setup with a typed error, and so does its replay', () => {
      const created = engine.createGame(fixture.invalidSetup);
      expect(created.ok).toBe(false);
      if (created.ok) return;
      expect(created.error.code).toMatch(/^[a-z_]+\/[a-z_]+$/);
      expect(created.error.message.length).toBeGreaterThan(0);
      const replayed = engine.replay(fixture.invalidSetup, []);
      expect(replayed).toMatchObject({ ok: false, index: -1, error: { code: created.error.code } });
    });

    it.each(fixture.setups.map((setup, k) => [k, setup] as const))(
      'random play %i: the waiting seats act, legal inputs apply, others change nothing, replay agrees',
      (k, setup) => {
        const seats = engine.seats(setup);
        expect(seats.map((s) => s.seat)).toEqual(seats.map((_, i) => i));
        expect(seats.every((s) => s.side.length > 0)).toBe(true);
        const created = engine.createGame(setup);
        if (!created.ok) throw new Error(`setup ${k} refused: ${created.error.code}`);
        let state = created.state;
        const log: Array<Input<Action>> = [];
        const rng = seedRng(`contract-${engine.kind}-${k}`);
        while (log.length < fixture.maxInputs) {
          const waiting = engine.waitingFor(state);
          const over = engine.outcome(state).over;
          if (over !== (waiting.length === 0))
            throw new Error(`input ${log.length}: over ${over} but waiting for [${waiting}]`);
          for (const { seat } of seats) {
            const legal = engine.legalActions(state, seat).length;
            if (legal > 0 !== waiting.includes(seat))
              throw new Error(`input ${log.length}: seat ${seat} has ${legal} inputs, waiting [${waiting}]`);
          }
          if (over) break;
          if (log.length % 25 === 0) checkQuietly(engine, state, seats.length, fixture.foreign, log.length);
          const seat = waiting[randomInt(rng, waiting.length)] as number;
          const legal = engine.legalActions(state, seat);
          const action = legal[randomInt(rng, legal.length)] as Action;
          const r = engine.apply(state, seat, action);
          if (!r.ok) throw new Error(`input ${log.length}: legal ${json(action)} refused: ${r.error.code}`);
          state = r.state;
          log.push({ seat, action });
        }
        expect(log.length).toBeGreaterThan(0);
        ended.push(engine.outcome(state).over);
        const replayed = engine.replay(setup, log);
        expect(replayed.ok && json(replayed.state) === json(state)).toBe(true);
        const spoiled = [
          ...log.slice(0, -1),
          { seat: (log.at(-1) as Input<Action>).seat, action: fixture.foreign },
        ];
        expect(engine.replay(setup, spoiled)).toMatchObject({ ok: false, index: log.length - 1 });
      },
      120_000,
    );

    it('random play reaches the end of a game (the checks above saw an outcome)', () => {
      expect(ended).toHaveLength(fixture.setups.length);
      expect(ended.some(Boolean)).toBe(true);
    });
  });
}

/** Views and the state survive JSON; a foreign input is refused as data from every seat, changing nothing. */
function checkQuietly<Setup, State, Action, View, Event, Code extends string>(
  engine: GameEngine<Setup, State, Action, View, Event, Code>,
  state: State,
  seatCount: number,
  foreign: Action,
  at: number,
): void {
  const before = json(state);
  if (json(JSON.parse(before)) !== before) throw new Error(`input ${at}: the state does not survive JSON`);
  for (const viewer of [null, ...Array.from({ length: seatCount }, (_, s) => s)]) {
    const view = json(engine.viewFor(state, viewer));
    if (json(JSON.parse(view)) !== view)
      throw new Error(`input ${at}: seat ${viewer}'s view does not survive JSON`);
    if (viewer === null) continue;
    const r = engine.apply(state, viewer, foreign);
    if (r.ok || !/^[a-z_]+\/[a-z_]+$/.test(r.error.code))
      throw new Error(`input ${at}: seat ${viewer}'s foreign input answered ${json(r)}`);
  }
  if (json(state) !== before) throw new Error(`input ${at}: refused inputs changed the state`);
}
