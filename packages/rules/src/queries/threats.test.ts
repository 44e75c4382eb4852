/**
 * The threat overlay's query (issue 16) against the engine: over seeded random games, what
 * `threats` says from the acting seat's view comes true when the engine applies the inputs.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../actions.js';
import { apply, legalActions } from '../engine.js';
import { createGame } from '../setup.js';
import type { GameState, Pos, ScenarioId } from '../types.js';
import { viewFor } from '../view.js';
import { crackOdds, keypadOdds } from './odds.js';
import { actingSeat } from './state.js';
import { threats } from './threats.js';

const key = (p: Pos) => `${p.floor},${p.col},${p.row}`;

/** A small seeded generator for the test's own choices. */
function chooser(seed: number) {
  let h = seed >>> 0;
  return <T>(list: readonly T[]): T => {
    h = (Math.imul(h ^ (h >>> 15), 2246822519) + 0x9e3779b9) >>> 0;
    return list[h % list.length]!;
  };
}

interface Tally {
  walks: number;
  alarmsForeseen: number;
  quietForeseen: number;
  costs: number;
}

function play(scenario: ScenarioId, seed: number, tally: Tally): void {
  const pick = chooser(seed);
  let state: GameState = createGame({
    scenario,
    seed: `threats-${scenario}-${seed}`,
    seats: [{ name: 'A' }, { name: 'B' }],
    options: { stealth: 6 },
  });
  for (let n = 0; n < 600 && (state.phase === 'setup' || state.phase === 'playing'); n++) {
    const seat = actingSeat(state);
    const legal = legalActions(state, seat);
    const view = viewFor(state, seat);
    // Moves are likelier than anything else, ending the turn next: the guard walks often.
    const moves = legal.filter((a) => a.type === 'move');
    const end = legal.find((a) => a.type === 'endActions');
    const action: Action =
      moves.length > 0 && pick([0, 1, 2]) > 0 ? pick(moves) : end && pick([0, 1]) ? end : pick(legal);
    const r = apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    const checked = action.type === 'move' || action.type === 'endActions';
    const th = state.pending || !checked ? null : threats(view, seat);
    if (th && !state.pending && !r.state.pending) {
      const me = view.players.find((p) => p.seat === seat)!;
      if (me.at) {
        expect(th.crack).toEqual(crackOdds(view, me.at, seat));
        for (const k of th.keypads) expect(k.odds).toEqual(keypadOdds(view, seat, k.at));
      }
      if (action.type === 'move') {
        const target = view.tiles.find((t) => key(t.at) === key(action.to));
        const alarmed = r.events.some((e) => e.type === 'alarmTriggered' && key(e.at) === key(action.to));
        if (target?.revealed && th.alarms.some((p) => key(p) === key(action.to))) {
          // Foreseen: the alarm goes off (or nothing else could: a prompt offers a way out).
          expect(alarmed || r.state.pending !== null).toBe(true);
          tally.alarmsForeseen++;
        } else if (target?.revealed) {
          expect(alarmed, `entering ${key(action.to)} raised an alarm nobody foresaw`).toBe(false);
          tally.quietForeseen++;
        }
        // The stealth a neighbouring tile costs is what entering it takes.
        const cost = th.stealth.find((x) => key(x.at) === key(action.to));
        const stopped = r.events.some((e) => e.type === 'moveStopped');
        if (cost && target?.revealed && !stopped) {
          const lost = r.events.filter((e) => e.type === 'stealthLost' && e.seat === seat).length;
          // With no stealth left, the loss is the crew's capture: the heist is lost at once.
          const caught = r.events.some((e) => e.type === 'gameLost');
          expect(caught ? 1 : lost, `entering ${key(action.to)}`).toBe(
            caught ? Math.min(1, cost.cost) : cost.cost,
          );
          tally.costs++;
        }
      }
      if (action.type === 'endActions') {
        const walk = r.events.find((e) => e.type === 'guardMoved' && e.floor === th.floor);
        // An event card, a new destination or an alarm on the way changes the walk: those the
        // view cannot know. Otherwise the guard walks exactly the tiles foreseen.
        const changed = r.events.some(
          (e) => e.type === 'eventDrawn' || e.type === 'guardDestination' || e.type === 'alarmTriggered',
        );
        if (walk && walk.type === 'guardMoved' && !changed) {
          expect(walk.path.map(key)).toEqual(th.guardNow.map(key));
          tally.walks++;
        }
      }
    }
    state = r.state;
  }
}

describe('threats (issue 16)', () => {
  it('is nothing for a seat that is not in play', () => {
    const state = createGame({ scenario: 'office', seed: 'threats-none', seats: [{ name: 'A' }] });
    expect(threats(viewFor(state, 0), 3)).toBeNull();
  });

  it('foresees the guard walk, alarms on entry and the odds, over random games', () => {
    const tally: Tally = { walks: 0, alarmsForeseen: 0, quietForeseen: 0, costs: 0 };
    for (const scenario of ['office', 'bank', 'fortknox'] as const)
      for (let seed = 1; seed <= 4; seed++) play(scenario, seed, tally);
    expect(tally.walks).toBeGreaterThan(20);
    expect(tally.alarmsForeseen).toBeGreaterThan(3);
    expect(tally.quietForeseen).toBeGreaterThan(50);
    expect(tally.costs).toBeGreaterThan(50);
  }, 60_000);

  it('marks where the guard may be next turn, none of it on this turn walk', () => {
    let state = createGame({ scenario: 'bank', seed: 'threats-next', seats: [{ name: 'A' }] });
    const seat = 0;
    const entrance = legalActions(state, seat)[0]!;
    state = (apply(state, seat, entrance) as { state: GameState }).state;
    const th = threats(viewFor(state, seat), seat)!;
    expect(th.guardNow.length).toBeGreaterThan(0);
    expect(th.guardNext.length).toBeGreaterThan(0);
    const now = new Set(th.guardNow.map(key));
    for (const p of th.guardNext) expect(now.has(key(p))).toBe(false);
    expect(th.guardNext.every((p) => p.floor === th.floor)).toBe(true);
  });
});
