import { gameWire } from '@safecrackers/protocol/schema';
import { playerView } from '@safecrackers/protocol/state';
import { apply, createGame, legalActions, threats } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { initialState } from './state.js';
import { threatsNow } from './threatsNow.js';

describe('the threat overlay facts (issue 16)', () => {
  it('are the rules threats for the seat whose turn it is, over our view, and none before the break-in', () => {
    let game = createGame({ scenario: 'bank', seed: 'overlay', seats: [{ name: 'A' }, { name: 'B' }] });
    const s = initialState();
    const at = (g: typeof game) => ({
      ...s,
      mySeats: [1],
      room: { version: 1, game: gameWire(g) } as unknown as typeof s.room,
    });
    expect(threatsNow(at(game))).toBeNull();
    game = (apply(game, 0, legalActions(game, 0)[0]!) as { state: typeof game }).state;
    const state = at(game);
    const expected = threats(playerView(gameWire(game), 1), 0);
    expect(threatsNow(state)).toEqual(expected);
    expect(expected!.guardNow.length).toBeGreaterThan(0);
  });
});
