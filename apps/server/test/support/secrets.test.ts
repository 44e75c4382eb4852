/** The auditor itself must catch leaks, or a passing secrets test proves nothing. */
import { createGame, type GameState } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import type { TestPlayer } from './player.js';
import { SecretsAuditor } from './secrets.js';

function fakeClient(payloads: unknown[]): TestPlayer {
  return {
    received: payloads.map((payload) => ({ type: 'events', payload })),
    states: [],
    tokens: new Map(),
    seats: [],
  } as unknown as TestPlayer;
}

function audit(state: GameState, payload: unknown, spectator = true): string[] {
  const client = fakeClient([payload]);
  const auditor = new SecretsAuditor([client], () => spectator);
  auditor.snapshot(state);
  return auditor.audit(state.setup.seed);
}

describe('SecretsAuditor', () => {
  const state = createGame({
    scenario: 'office',
    seats: [{ name: 'a' }, { name: 'b' }],
    seed: 'audit-seed-123',
  });
  const hiddenIndex = state.tiles.findIndex((t) => !t.revealed);
  const hidden = state.tiles[hiddenIndex]!;
  const at = {
    floor: Math.floor(hiddenIndex / 16),
    col: hiddenIndex % 4,
    row: Math.floor((hiddenIndex % 16) / 4),
  };

  it('passes harmless data', () => {
    expect(audit(state, { type: 'moved', at, revealed: false })).toEqual([]);
  });
  it('catches a face-down tile kind', () => {
    expect(audit(state, { at, kind: hidden.kind })).not.toEqual([]);
    expect(audit(state, { ...at, kind: hidden.kind, num: hidden.num })).not.toEqual([]);
  });
  it('catches the seed, the generator and hidden piles', () => {
    expect(audit(state, { note: 'audit-seed-123' })).not.toEqual([]);
    expect(audit(state, { rng: [1, 2, 3, 4] })).not.toEqual([]);
    expect(audit(state, { deck: [] })).not.toEqual([]);
    expect(audit(state, { upcoming: [...state.decks.event].reverse().slice(0, 2) })).not.toEqual([]);
  });
  it('catches a players-only look reaching a spectator', () => {
    expect(audit(state, { type: 'cardsSeen', cards: [], audience: 'players' })).not.toEqual([]);
  });
  it('R9.2.3 lets seats, and only seats, see the order the Crystal Ball put back', () => {
    const top = [...state.decks.event].reverse().slice(0, 3);
    const ordered = { type: 'cardsOrdered', seat: 0, deck: 'event', cards: top, audience: 'players' };
    expect(audit(state, ordered, false)).toEqual([]);
    expect(audit(state, ordered, true)).not.toEqual([]);
    // The same cards outside a seat look are still a leak, even to a seat.
    expect(audit(state, { type: 'moved', cards: top }, false)).not.toEqual([]);
  });
});
