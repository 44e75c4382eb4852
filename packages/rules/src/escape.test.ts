import { describe, expect, it } from 'vitest';
import { apply, legalActions } from './engine.js';
import { events, NEUTRAL, park, quiet } from './testing/core-helpers.js';
import { eventsOf, type Scene } from './testing/scene.js';
import { viewFor } from './view.js';

/**
 * Seat 0 on the top-floor Stairs 3:B2 with 1 action used; the building's three Safes (1:C3,
 * 2:C3, 3:C3) are open; seat 1 stands on 1:A1; the next event card is Lampshade.
 */
function ready(): Scene {
  const s = quiet();
  s.setTile('3:B2', 'stairs', { num: 4 }).put(0, '3:B2').put(1, '1:A1');
  park(s, 2);
  for (const f of [1, 2, 3]) {
    s.setTile(`${f}:C3`, 'safe');
    s.tile(`${f}:C3`).open = true;
  }
  events(s, ['lampshade']);
  s.actions(3);
  return s;
}

describe('R5.12 where and when a character may escape', () => {
  it('R5.12 escaping is legal from the top-floor Stairs once every safe is open', () => {
    const s = ready();
    expect(s.legal(0)).toContainEqual({ type: 'escape' });
  });

  it('R5.12 not from Stairs below the top floor, nor from another top-floor tile', () => {
    const s = ready();
    s.setTile('2:B2', 'stairs', { num: 5 }).put(0, '2:B2');
    park(s, 1);
    expect(s.refused(0, { type: 'escape' })).toBe('escape/not_here');
    s.setTile('3:C2', NEUTRAL).put(0, '3:C2');
    expect(s.refused(0, { type: 'escape' })).toBe('escape/not_here');
    expect(s.legal(0)).not.toContainEqual({ type: 'escape' });
  });

  it('R5.12 condition 1: a closed safe anywhere forbids escaping, with its reason', () => {
    const s = ready();
    s.tile('1:C3').open = false;
    const r = s.try(0, { type: 'escape' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('escape/safes_closed');
      expect(r.error.message).toMatch(/1 safe/);
    }
    expect(s.legal(0)).not.toContainEqual({ type: 'escape' });
  });

  it('R5.12 condition 2/R9.3.10: a loose kitty forbids every escape', () => {
    const s = ready();
    s.give(1, 'persian-kitty');
    s.edit((st) => {
      st.kitty = s.index('1:D1');
    });
    expect(s.refused(0, { type: 'escape' })).toBe('escape/kitty_loose');
  });

  it('R5.12/R9.1.24/D58 Time Lock forbids escaping', () => {
    const s = ready();
    s.edit((st) => {
      st.effects.timeLock = [1];
    });
    expect(s.refused(0, { type: 'escape' })).toBe('escape/time_lock');
  });

  it('R5.12/R5.1 escaping costs 1 action', () => {
    const s = ready().actions(0);
    expect(s.refused(0, { type: 'escape' })).toBe('action/not_enough_actions');
  });

  it('R5.12/D61 loot on a tile does not stop a character who is not the last one', () => {
    const s = ready();
    s.tile('1:C3').loot = ['gold-bar#1'];
    s.ok(0, { type: 'escape' });
    expect(s.state.players[0]?.escaped).toBe(true);
  });

  it('R5.12 condition 3/D61: the last character needs every loot card out, and is told which remain', () => {
    const s = ready();
    s.tile('1:C3').loot = ['gold-bar#1'];
    s.edit((st) => {
      st.players[1]!.escaped = true;
      st.players[1]!.tile = -1;
    });
    const r = s.try(0, { type: 'escape' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('escape/loot_left');
      expect(r.error.message).toContain('gold-bar#1');
    }
    expect(s.legal(0)).not.toContainEqual({ type: 'escape' });
  });

  it('R5.12/R9.2.12 a Thermal Bomb roof link is an escape point; Time Lock forbids it too', () => {
    const s = ready();
    s.setTile('3:C2', NEUTRAL).put(0, '3:C2');
    s.edit((st) => {
      st.links = [[s.index('3:C2'), -1]];
    });
    expect(s.legal(0)).toContainEqual({ type: 'escape' });
    s.edit((st) => {
      st.effects.timeLock = [0];
    });
    expect(s.refused(0, { type: 'escape' })).toBe('escape/time_lock');
  });
});

describe('R5.12 what an escape does', () => {
  it('R5.12/D21/D69 the character leaves with its cards and the turn ends at once: no event, no guard move', () => {
    const s = ready();
    s.give(0, 'crowbar', 'tiara');
    const guard = s.guardAt(2);
    const ev = s.ok(0, { type: 'escape' });
    const p = s.state.players[0]!;
    expect([p.escaped, p.tile]).toEqual([true, -1]);
    expect(p.tools).toEqual(['crowbar']);
    expect(p.loot).toEqual(['tiara']);
    expect(eventsOf(ev, 'escaped')).toEqual([{ type: 'escaped', seat: 0 }]);
    expect(eventsOf(ev, 'eventDrawn')).toEqual([]);
    expect(eventsOf(ev, 'guardMoved')).toEqual([]);
    expect(s.state.decks.event).toEqual(['lampshade']);
    expect(s.guardAt(2)).toBe(guard);
    // Handover follows with no further input: it is already seat 1's turn.
    expect(s.state.turn.seat).toBe(1);
    expect(s.state.pending).toBeNull();
    expect(eventsOf(ev, 'turnStarted')).toEqual([{ type: 'turnStarted', seat: 1, turn: 2, allowance: 4 }]);
    expect(s.state.phase).toBe('playing');
  });

  it('R1.18/R4.9 an escaped character takes no more turns', () => {
    const s = ready();
    s.ok(0, { type: 'escape' });
    s.end(1);
    expect(s.state.turn.seat).toBe(1);
    expect(s.legal(0)).toEqual([]);
    expect(s.refused(0, { type: 'endActions' })).toBe('action/not_your_turn');
  });

  it('R1.2/R5.12 the team wins when the last character escapes with all loot out', () => {
    const s = ready();
    s.give(1, 'tiara', 'gold-bar');
    s.edit((st) => {
      st.players[1]!.escaped = true;
      st.players[1]!.tile = -1;
    });
    s.give(0, 'gold-bar#1');
    const ev = s.ok(0, { type: 'escape' });
    expect(s.state.phase).toBe('won');
    expect(eventsOf(ev, 'gameWon')).toEqual([{ type: 'gameWon' }]);
    expect(eventsOf(ev, 'turnStarted')).toEqual([]);
    expect(viewFor(s.state, 0).outcome).toBe('won');
    expect(legalActions(s.state, 0)).toEqual([]);
    expect(legalActions(s.state, 1)).toEqual([]);
    const r = apply(s.state, 0, { type: 'endActions' });
    expect(r.ok ? null : r.error.code).toBe('action/game_over');
  });
});
