import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../engine.js';
import { createGame } from '../setup.js';
import type { GameState } from '../types.js';
import { viewFor } from '../view.js';
import { heistTruth, unveiledView } from './truth.js';

/** Plays the first offered action each time until the heist ends (a fixed seed: same game every run). */
function finished(seed: string): GameState {
  let state = createGame({ scenario: 'office', seats: [{ name: 'A' }], seed, options: { stealth: 1 } });
  for (let n = 0; n < 5000 && (state.phase === 'setup' || state.phase === 'playing'); n++) {
    const seat = state.pending ? state.pending.prompt.seat : state.turn.seat;
    const legal = legalActions(state, seat);
    const action = legal.find((a) => a.type === 'endActions') ?? legal[0]!;
    const r = apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

describe('the truth of a finished heist (replays, issue 16)', () => {
  it('is nothing while the heist is played', () => {
    const state = createGame({ scenario: 'bank', seats: [{ name: 'A' }], seed: 'truth-playing' });
    expect(heistTruth(state)).toBeNull();
    expect(unveiledView(state)).toBeNull();
  });

  it('names every tile still face down and every pile in draw order, and turns the board face up', () => {
    const state = finished('truth-over');
    expect(state.phase).toBe('lost');
    const truth = heistTruth(state)!;
    const hidden = viewFor(state, null).tiles.filter((t) => !t.revealed);
    expect(truth.faceDown.map((t) => t.at)).toEqual(hidden.map((t) => t.at));
    expect(truth.faceDown.length).toBeGreaterThan(0);
    // The next card is the last element of each pile in the state.
    expect(truth.events[0]).toBe(state.decks.event.at(-1));
    expect(truth.tools).toHaveLength(state.decks.tool.length);
    expect(truth.patrols[0]!.deck).toHaveLength(state.guards[0]!.deck.length);
    const unveiled = unveiledView(state)!;
    expect(unveiled.tiles.every((t) => t.revealed)).toBe(true);
    const first = truth.faceDown[0]!;
    const tile = unveiled.tiles.find((t) => JSON.stringify(t.at) === JSON.stringify(first.at))!;
    expect(tile).toMatchObject({ revealed: true, kind: first.kind, num: first.num });
    expect(unveiled.viewer).toBeNull();
  });
});
