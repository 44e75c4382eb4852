import { describe, expect, it } from 'vitest';
import { apply, legalActions } from './engine.js';
import { seedRng } from './rng.js';
import { createGame } from './setup.js';
import { actingSeat, chooseRandom } from './testing/random-play.js';
import type { GameSetup, GameState, ScenarioId } from './types.js';
import { viewFor, viewTracker } from './view.js';

function states(scenario: ScenarioId, seed: string, steps: number): GameState[] {
  const setup: GameSetup = {
    scenario,
    seats: [{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }],
    seed,
    // Long games: random players lose their stealth fast.
    options: { stealth: 9 },
  };
  const rng = seedRng(`players-${seed}`);
  let state = createGame(setup);
  const all = [state];
  for (let i = 0; i < steps && (state.phase === 'setup' || state.phase === 'playing'); i++) {
    const seat = actingSeat(state);
    const r = apply(state, seat, chooseRandom(legalActions(state, seat), rng));
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
    all.push(state);
  }
  return all;
}

describe('viewTracker', () => {
  it('R1.20 gives exactly viewFor for every state of random games, for seats and spectators', () => {
    for (const scenario of ['office', 'bank', 'fortknox'] as const) {
      const run = states(scenario, `tracker-${scenario}`, 200);
      expect(run.length).toBeGreaterThan(60);
      for (const viewer of [null, 0, 2]) {
        const track = viewTracker(viewer);
        const tracked = run.map((state) => JSON.stringify(track(state)));
        expect(tracked).toEqual(run.map((state) => JSON.stringify(viewFor(state, viewer))));
      }
    }
  });

  it('R1.20 hands back the same objects for tiles, players, guards and walls an input left alone', () => {
    const run = states('bank', 'tracker-reuse', 40);
    const track = viewTracker(null);
    let reusedTiles = 0;
    let before = track(run[0]!);
    for (const state of run.slice(1)) {
      const view = track(state);
      view.tiles.forEach((tile, i) => {
        if (tile === before.tiles[i]) reusedTiles++;
      });
      expect(view.walls).toBe(before.walls);
      before = view;
    }
    // Most inputs touch one or two of the 48 tiles.
    expect(reusedTiles / ((run.length - 1) * before.tiles.length)).toBeGreaterThan(0.8);
  });

  it('R1.20 hands back the very same view part for every engine record or list an input left alone', () => {
    const run = states('bank', 'tracker-records', 60);
    const track = viewTracker(null);
    let before = track(run[0]!);
    let reused = 0;
    for (const [i, state] of run.slice(1).entries()) {
      const prior = run[i]!;
      const view = track(state);
      const pairs = [
        [prior.tiles, state.tiles, before.tiles, view.tiles],
        [prior.players, state.players, before.players, view.players],
        [prior.turn, state.turn, before.turn, view.turn],
        [prior.decks, state.decks, before.decks, view.decks],
        [prior.effects, state.effects, before.effects, view.effects],
        [prior.stats, state.stats, before.stats, view.stats],
        [prior.links, state.links, before.links, view.links],
      ] as const;
      for (const [a, b, viewA, viewB] of pairs)
        if (a === b) {
          expect(viewB).toBe(viewA);
          reused++;
        }
      expect(view.board).toBe(before.board);
      before = view;
    }
    expect(reused).toBeGreaterThan(run.length);
  });

  it('R1.20 starts afresh for a state of another game', () => {
    const track = viewTracker(null);
    const office = states('office', 'a', 5).at(-1)!;
    const bank = states('bank', 'b', 5).at(-1)!;
    track(office);
    expect(track(bank)).toEqual(viewFor(bank, null));
  });
});
