import { describe, expect, it } from 'vitest';
import type { Action } from './actions.js';
import { NEUTRAL, park, quiet } from './testing/core-helpers.js';
import { at, eventsOf, name, type Scene } from './testing/scene.js';

function moves(s: Scene, seat = 0): string[] {
  return s
    .legal(seat)
    .filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move')
    .map((a) => name(a.to))
    .sort();
}

function peeks(s: Scene, seat = 0): string[] {
  return s
    .legal(seat)
    .filter((a): a is Extract<Action, { type: 'peek' }> => a.type === 'peek')
    .map((a) => name(a.at))
    .sort();
}

/** Bank floor 1 printed walls: A1|B1, C2|D2, A4|B4, B4|C4, C1/C2, A2/A3, B2/B3, D3/D4. */
function walled(): Scene {
  return quiet({ noWalls: false });
}

describe('R5.2 move links', () => {
  it('R5.2 link 1/R1.8: only open-adjacent tiles; a wall blocks moving and peeking', () => {
    const s = walled();
    expect(moves(s)).toEqual(['1:A2']);
    expect(peeks(s)).toEqual(['1:A2']);
    expect(s.refused(0, { type: 'move', to: at('1:B1') })).toBe('move/not_linked');
    expect(s.refused(0, { type: 'peek', at: at('1:B1') })).toBe('peek/not_linked');
    expect(s.refused(0, { type: 'move', to: at('1:B2') })).toBe('move/not_linked');
  });

  it('R5.2 link 1: all four open sides with no walls; diagonals never', () => {
    const s = quiet();
    s.put(0, '1:B2');
    expect(moves(s)).toEqual(['1:A2', '1:B1', '1:B3', '1:C2']);
    expect(s.refused(0, { type: 'move', to: at('1:C3') })).toBe('move/not_linked');
  });

  it('R5.2 link 2/R6.14: a revealed Secret Door is entered across a wall', () => {
    const s = walled();
    s.setTile('1:B1', 'secret-door', { num: 1 });
    expect(moves(s)).toEqual(['1:A2', '1:B1']);
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'moved')[0]).toMatchObject({ to: at('1:B1'), via: 'secret-door', cost: 1 });
    expect(s.where(0)).toBe('1:B1');
  });

  it('R5.2 link 2: a face-down Secret Door is not linked across the wall, not even for peeking', () => {
    const s = walled();
    s.setTile('1:B1', 'secret-door', { num: 1, revealed: false });
    expect(moves(s)).toEqual(['1:A2']);
    expect(s.refused(0, { type: 'peek', at: at('1:B1') })).toBe('peek/not_linked');
  });

  it('R5.2 link 2/R9.3.9: the Painting forbids the wall passage but not entering normally', () => {
    const s = walled();
    s.setTile('1:B1', 'secret-door', { num: 1 }).give(0, 'painting');
    expect(moves(s)).toEqual(['1:A2']);
    expect(s.refused(0, { type: 'move', to: at('1:B1') })).toBe('move/not_linked');
    s.put(0, '1:C1');
    expect(moves(s)).toContain('1:B1');
  });

  it('R6.14 you cannot move or peek out of a Secret Door through its wall', () => {
    const s = walled();
    s.setTile('1:B1', 'secret-door', { num: 1 }).put(0, '1:B1').setTile('1:A1', NEUTRAL, { revealed: false });
    expect(moves(s)).not.toContain('1:A1');
    expect(peeks(s)).not.toContain('1:A1');
    expect(s.refused(0, { type: 'move', to: at('1:A1') })).toBe('move/not_linked');
  });

  it('R5.2 link 3: from Stairs below the top floor, the tile directly above, face down or not', () => {
    const s = quiet();
    s.setTile('1:A1', 'stairs', { num: 4 });
    expect(moves(s)).toEqual(['1:A2', '1:B1', '2:A1']);
    const ev = s.move(0, '2:A1');
    expect(eventsOf(ev, 'moved')[0]).toMatchObject({ via: 'stairs', cost: 1 });
    expect(s.where(0)).toBe('2:A1');
    expect(s.tile('2:A1').revealed).toBe(true);
  });

  it('R5.2 link 3: top-floor Stairs have no link upward', () => {
    const s = quiet();
    s.setTile('3:B2', 'stairs', { num: 4 }).put(0, '3:B2');
    park(s, 2);
    expect(moves(s)).toEqual(['3:A2', '3:B1', '3:B3', '3:C2']);
  });

  it('R5.2 link 4: a Downstairs marker links down to a revealed Stairs', () => {
    const s = quiet();
    s.setTile('1:B2', 'stairs', { num: 4 }).put(0, '2:B2');
    s.tile('2:B2').downstairs = true;
    park(s, 1);
    expect(moves(s)).toContain('1:B2');
    const ev = s.move(0, '1:B2');
    expect(eventsOf(ev, 'moved')[0]).toMatchObject({ via: 'downstairs', to: at('1:B2') });
  });

  it('R5.2 link 4: no marker, no link down (not even above revealed Stairs)', () => {
    const s = quiet();
    s.setTile('1:B2', 'stairs', { num: 4 }).put(0, '2:B2');
    park(s, 1);
    expect(moves(s)).not.toContain('1:B2');
    expect(s.refused(0, { type: 'move', to: at('1:B2') })).toBe('move/not_linked');
  });

  it('R5.2 link 4: a marker over a face-down tile or a non-Stairs tile links nothing', () => {
    const s = quiet();
    s.setTile('1:B2', 'stairs', { num: 4, revealed: false }).put(0, '2:B2');
    s.tile('2:B2').downstairs = true;
    park(s, 1);
    expect(moves(s)).not.toContain('1:B2');
    s.setTile('1:B2', 'atrium', { num: 3 });
    expect(moves(s)).not.toContain('1:B2');
  });

  it('R3.10/R5.2 the entrance marker is not a Stairs link', () => {
    const s = quiet();
    s.put(0, '2:A1');
    park(s, 1);
    expect(moves(s)).toEqual(['2:A2', '2:B1']);
  });

  it('R5.2 link 5/R9.2.12: a Thermal Bomb link is a move link both ways', () => {
    const s = quiet();
    s.put(0, '1:B2').setTile('2:B2', NEUTRAL);
    s.edit((st) => {
      st.links = [[s.index('1:B2'), s.index('2:B2')]];
    });
    park(s, 1);
    expect(moves(s)).toContain('2:B2');
    expect(eventsOf(s.move(0, '2:B2'), 'moved')[0]?.via).toBe('thermal');
    expect(moves(s)).toContain('1:B2');
    expect(eventsOf(s.move(0, '1:B2'), 'moved')[0]?.via).toBe('thermal');
  });

  it('R5.2 link 5: a roof link is not a move link', () => {
    const s = quiet();
    s.put(0, '3:B2');
    s.edit((st) => {
      st.links = [[s.index('3:B2'), -1]];
    });
    park(s, 2);
    expect(moves(s)).toEqual(['3:A2', '3:B1', '3:B3', '3:C2']);
  });

  it('R5.2 link 6/R6.15: two revealed Service Ducts link across floors', () => {
    const s = quiet();
    s.setTile('1:B2', 'service-duct', { num: 5 }).setTile('3:D1', 'service-duct', { num: 6 }).put(0, '1:B2');
    expect(moves(s)).toContain('3:D1');
    const ev = s.move(0, '3:D1');
    expect(eventsOf(ev, 'moved')[0]).toMatchObject({ via: 'duct', cost: 1 });
    expect(eventsOf(ev, 'guardPlaced')[0]?.floor).toBe(2);
  });

  it('R5.2 link 6: no duct link while the other Service Duct is face down, or with the Painting', () => {
    const s = quiet();
    s.setTile('1:B2', 'service-duct', { num: 5 }).setTile('3:D1', 'service-duct', {
      num: 6,
      revealed: false,
    });
    s.put(0, '1:B2');
    expect(moves(s)).toEqual(['1:A2', '1:B1', '1:B3', '1:C2']);
    s.tile('3:D1').revealed = true;
    s.give(0, 'painting');
    expect(moves(s)).toEqual(['1:A2', '1:B1', '1:B3', '1:C2']);
  });

  it('R5.2 link 7/R9.1.10: while Gymnastics is active, up onto a revealed Walkway above', () => {
    const s = quiet();
    s.put(0, '1:B2').setTile('2:B2', 'walkway', { num: 1 });
    s.edit((st) => {
      st.effects.gymnastics = [1];
    });
    park(s, 1);
    expect(moves(s)).toContain('2:B2');
    expect(eventsOf(s.move(0, '2:B2'), 'moved')[0]?.via).toBe('gymnastics');
  });

  it('R5.2 link 7: no Gymnastics link to a face-down Walkway, to another tile, or without the card', () => {
    const s = quiet();
    s.put(0, '1:B2').setTile('2:B2', 'walkway', { num: 1, revealed: false });
    s.edit((st) => {
      st.effects.gymnastics = [1];
    });
    expect(moves(s)).not.toContain('2:B2');
    s.setTile('2:B2', NEUTRAL);
    expect(moves(s)).not.toContain('2:B2');
    s.setTile('2:B2', 'walkway', { num: 1 });
    s.edit((st) => {
      st.effects.gymnastics = [];
    });
    expect(moves(s)).not.toContain('2:B2');
  });

  it('R5.2/R9.1.24 Time Lock removes the Stairs, Downstairs and Thermal Bomb move links, not peeking', () => {
    const s = quiet();
    s.setTile('2:B2', 'stairs', { num: 4 }).setTile('1:B2', 'stairs', { num: 5 }).put(0, '2:B2');
    s.tile('2:B2').downstairs = true;
    s.edit((st) => {
      st.effects.timeLock = [1];
      st.links = [[s.index('2:B2'), s.index('3:C3')]];
    });
    park(s, 1);
    expect(moves(s)).toEqual(['2:A2', '2:B1', '2:B3', '2:C2']);
    expect(peeks(s)).toContain('3:B2');
    expect(peeks(s)).toContain('3:C3');
  });
});

describe('R5.2 peek links', () => {
  it('R5.2 peek link 2: from Stairs the tile above, never below', () => {
    const s = quiet();
    s.setTile('2:B2', 'stairs', { num: 4 }).put(0, '2:B2');
    park(s, 1);
    expect(peeks(s)).toEqual(['2:A2', '2:B1', '2:B3', '2:C2', '3:B2']);
  });

  it('R5.2 peek link 3/R9.2.12: a Thermal Bomb link is peeked upward only', () => {
    const s = quiet();
    s.put(0, '1:B2');
    s.edit((st) => {
      st.links = [[s.index('1:B2'), s.index('2:B2')]];
    });
    expect(peeks(s)).toContain('2:B2');
    const t = quiet();
    t.put(0, '2:B2').setTile('1:B2', NEUTRAL, { revealed: false });
    t.edit((st) => {
      st.links = [[t.index('1:B2'), t.index('2:B2')]];
    });
    park(t, 1);
    expect(peeks(t)).not.toContain('1:B2');
    expect(t.refused(0, { type: 'peek', at: at('1:B2') })).toBe('peek/not_linked');
  });

  it('R5.2 peek link 4/R6.1: from an Atrium the tiles directly above and below', () => {
    const s = quiet();
    s.setTile('2:B2', 'atrium', { num: 3 }).put(0, '2:B2');
    park(s, 1);
    expect(peeks(s)).toEqual(['1:B2', '2:A2', '2:B1', '2:B3', '2:C2', '3:B2']);
  });

  it('R5.2 peek link 5/R6.18: from a Walkway the tile directly below, not above', () => {
    const s = quiet();
    s.setTile('2:B2', 'walkway', { num: 1 }).put(0, '2:B2');
    park(s, 1);
    expect(peeks(s)).toEqual(['1:B2', '2:A2', '2:B1', '2:B3', '2:C2']);
  });

  it('R5.2 a plain tile has no vertical peek link', () => {
    const s = quiet();
    s.put(0, '2:B2');
    park(s, 1);
    expect(peeks(s)).toEqual(['2:A2', '2:B1', '2:B3', '2:C2']);
    expect(s.refused(0, { type: 'peek', at: at('3:B2') })).toBe('peek/not_linked');
  });
});

describe('R5.3 peek', () => {
  it('R5.3 peeking costs 1, reveals the tile and the character stays', () => {
    const s = quiet();
    s.setTile('1:B1', 'fingerprint', { num: 4, revealed: false });
    const ev = s.peek(0, '1:B1');
    expect(s.state.turn.used).toBe(1);
    expect(s.where(0)).toBe('1:A1');
    expect(eventsOf(ev, 'tileRevealed')).toEqual([
      { type: 'tileRevealed', at: at('1:B1'), kind: 'fingerprint', num: 4, by: 'peek' },
    ]);
    expect(s.tile('1:B1').alarm).toBe(0);
  });

  it('R5.3 peeking at another floor does not place that floor guard', () => {
    const s = quiet();
    s.setTile('1:A1', 'stairs', { num: 4 });
    const ev = s.peek(0, '2:A1');
    expect(s.tile('2:A1').revealed).toBe(true);
    expect(s.state.guards[1]?.placed).toBe(false);
    expect(eventsOf(ev, 'guardPlaced')).toEqual([]);
  });

  it('R5.3/R1.10 a peeked Stairs puts the Downstairs marker above; a peeked Lavatory gets 3 tokens', () => {
    const s = quiet();
    s.setTile('1:B1', 'stairs', { num: 4, revealed: false }).setTile('1:A2', 'lavatory', {
      num: 5,
      revealed: false,
    });
    s.peek(0, '1:B1');
    s.peek(0, '1:A2');
    expect(s.tile('2:B1').downstairs).toBe(true);
    expect(s.tile('1:A2').stealth).toBe(3);
  });

  it('R5.3 an already revealed tile cannot be peeked', () => {
    const s = quiet();
    s.setTile('1:B1', NEUTRAL);
    expect(s.refused(0, { type: 'peek', at: at('1:B1') })).toBe('peek/already_revealed');
    expect(peeks(s)).toEqual(['1:A2']);
  });
});
