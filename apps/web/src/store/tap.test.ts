import { legalActions, type Pos } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { apply1, clientFor, newGame } from '../testing/games.js';
import type { ClientState } from './state.js';
import { tapOutcome } from './tap.js';

const B2 = { floor: 0, col: 1, row: 1 };
const mouse = { secondary: false, pointerType: 'mouse' };
const touch = { secondary: false, pointerType: 'touch' };

function started() {
  return apply1(newGame(), 0, { type: 'answer', kind: 'entrance', at: B2 });
}

describe('tapping a tile', () => {
  it('answers the entrance prompt by tapping a floor-1 tile', () => {
    const s = clientFor(newGame(), [0]);
    expect(tapOutcome(s, B2, mouse)).toEqual({
      kind: 'send',
      action: { type: 'answer', kind: 'entrance', at: B2 },
    });
  });

  it('moves on a plain tap and peeks with the secondary gesture or in peek mode', () => {
    const state = started();
    const move = legalActions(state, 0).find((a) => a.type === 'move')!;
    const to = (move as { to: Pos }).to;
    const s = clientFor(state, [0]);
    expect(tapOutcome(s, to, mouse)).toEqual({ kind: 'send', action: move });
    const peek = legalActions(state, 0).find((a) => a.type === 'peek') as { at: Pos } | undefined;
    if (peek) {
      expect(tapOutcome(s, peek.at, { secondary: true, pointerType: 'mouse' })).toMatchObject({
        kind: 'send',
        action: { type: 'peek' },
      });
      const peekMode: ClientState = { ...s, ui: { ...s.ui, peekMode: true } };
      expect(tapOutcome(peekMode, peek.at, mouse)).toMatchObject({ kind: 'send', action: { type: 'peek' } });
    }
  });

  it('asks for a second tap before a risky move on touch', () => {
    const state = started();
    const s = clientFor(state, [0]);
    const view = s.room!.game!;
    const move = legalActions(state, 0).find((a) => a.type === 'move') as { to: Pos };
    // Put the floor's guard on the target: a known stealth loss.
    view.guards[0] = { ...view.guards[0]!, placed: true, at: move.to };
    expect(tapOutcome(s, move.to, touch)).toEqual({ kind: 'arm', at: move.to });
    const armed: ClientState = { ...s, ui: { ...s.ui, armed: move.to } };
    expect(tapOutcome(armed, move.to, touch)).toMatchObject({ kind: 'send' });
    expect(tapOutcome(s, move.to, mouse)).toMatchObject({ kind: 'send' });
  });

  it('does nothing for a spectator or off-turn seat', () => {
    const state = started();
    expect(tapOutcome(clientFor(state, []), B2, mouse).kind).toBe('nothing');
    expect(tapOutcome(clientFor(state, [1]), B2, mouse)).toEqual({
      kind: 'nothing',
      hint: 'error.action/not_your_turn',
    });
  });
});
