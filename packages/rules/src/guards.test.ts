import { describe, expect, it } from 'vitest';
import { apply } from './engine.js';
import type { DomainEvent } from './events.js';
import { createGame } from './setup.js';
import { at, eventsOf, name, type Scene } from './testing/scene.js';
import { alarmTiles, board, endQuietly, guardWalks, losses } from './testing/tile-helpers.js';

/** The whole walk of one floor's guard in these events: [start, ...every tile entered]. */
function fullWalk(ev: DomainEvent[], floor = 0): string[] {
  const walks = eventsOf(ev, 'guardMoved').filter((e) => e.floor === floor);
  if (walks.length === 0) return [];
  const out = [name(walks[0]!.from)];
  for (const w of walks) {
    expect(name(w.from)).toBe(out[out.length - 1]);
    out.push(...w.path.map(name));
  }
  return out;
}

/** Local cell names of a floor's patrol pile (top of the draw pile last). */
function cells(s: Scene, list: number[]): string[] {
  return list.map((l) =>
    name({ floor: 0, col: l % s.shape.cols, row: Math.floor(l / s.shape.cols) }).slice(2),
  );
}

function openSafeSetup(s: Scene, safe: string): void {
  // The safe's line tiles are revealed Lasers numbered 1..6; all but the one numbered 6 are cracked.
  const f = safe.split(':')[0];
  const col = safe.charAt(safe.length - 2);
  const row = safe.charAt(safe.length - 1);
  const lines = [
    ...['A', 'B', 'C', 'D'].filter((c) => c !== col).map((c) => `${f}:${c}${row}`),
    ...['1', '2', '3', '4'].filter((r) => r !== row).map((r) => `${f}:${col}${r}`),
  ];
  s.setTile(safe, 'safe');
  lines.forEach((p, i) => {
    s.setTile(p, 'laser', { num: i + 1 });
  });
  const t = s.tile(safe);
  t.dice = 1;
  t.cracked = lines.slice(0, 5).map((p) => s.index(p));
  s.lootDeck(['bust']).toolDeck(['blueprints']);
  s.nextDice([6]);
}

describe('R7.2 guard placement', () => {
  it('R7.2 D30 a first Move onto a floor places its guard from the patrol deck, before the entry; entering its tile costs 1', () => {
    const s = board();
    s.setTile('1:A1', 'stairs', { num: 4 });
    s.patrol(1, ['A1', 'C3']);
    const ev = s.move(0, '2:A1');
    const types = ev.map((e) => e.type);
    expect(eventsOf(ev, 'guardPlaced')).toEqual([
      { type: 'guardPlaced', floor: 1, at: at('2:A1'), dest: at('2:C3') },
    ]);
    expect(types.indexOf('guardPlaced')).toBeLessThan(types.indexOf('moved'));
    expect(losses(ev)).toEqual([[0, 'supply', 'enters-guard-tile']]);
    const g = s.state.guards[1]!;
    expect(g.placed).toBe(true);
    expect(cells(s, g.discard)).toEqual(['A1', 'C3']);
    expect(g.deck).toEqual([]);
  });

  it('R7.2 D30 R1.11 a character placed (fall) onto the tile of a guard placed by that arrival loses nothing', () => {
    const s = board();
    s.put(0, '3:A1').guard(2, '3:D4', '3:D3').unplace(1);
    s.setTile('3:B1', 'walkway', { revealed: false });
    s.patrol(1, ['B1', 'D4']);
    const ev = s.move(0, '3:B1');
    expect(s.where(0)).toBe('2:B1');
    expect(s.guardAt(1)).toBe('2:B1');
    expect(s.guardDest(1)).toBe('2:D4');
    expect(losses(ev)).toEqual([]);
    const types = ev.map((e) => e.type);
    expect(types.indexOf('guardPlaced')).toBeLessThan(types.indexOf('placed'));
  });

  it('R7.2 D30 a guard placed on the entered tile silences its alarm effect (Fingerprint)', () => {
    const s = board();
    s.setTile('1:A1', 'stairs', { num: 4 }).setTile('2:A1', 'fingerprint', { num: 4, revealed: false });
    s.patrol(1, ['A1', 'C3']);
    s.move(0, '2:A1');
    expect(alarmTiles(s)).toEqual([]);
    expect(s.stealth(0)).toBe(2);
  });

  it('R7.2 D30 a guard placed on another Camera counts for the entry Camera check', () => {
    const s = board();
    s.setTile('1:A1', 'stairs', { num: 4 }).setTile('2:A1', 'camera', { num: 1, revealed: false });
    s.setTile('2:C3', 'camera', { num: 2 });
    s.patrol(1, ['C3', 'D1']);
    const ev = s.move(0, '2:A1');
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('2:A1'), cause: 'camera' },
    ]);
    expect(s.guardDest(1)).toBe('2:A1');
  });

  it('R7.2 D30 placing a guard applies none of R7.8: no Atrium sight below it, no Camera check', () => {
    const s = board({ seats: 3 });
    s.setTile('1:A1', 'stairs', { num: 4 });
    s.setTile('1:B2', 'atrium', { num: 3 }).put(1, '1:B2');
    s.setTile('2:B2', 'camera', { num: 2 }).setTile('1:C1', 'camera', { num: 3 }).put(2, '1:C1');
    s.patrol(1, ['B2', 'D4']);
    const ev = s.move(0, '2:A1');
    expect(s.guardAt(1)).toBe('2:B2');
    expect(losses(ev)).toEqual([]);
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R7.2 D30 R7.11 entering a Foyer next to the guard that this arrival placed costs 1', () => {
    const s = board();
    s.setTile('1:A1', 'stairs', { num: 4 }).setTile('2:A1', 'foyer', { num: 1, revealed: false });
    s.patrol(1, ['B1', 'D4']);
    const ev = s.move(0, '2:A1');
    expect(losses(ev)).toEqual([[0, 'supply', 'foyer']]);
  });

  it('R7.2 with alarms already on the floor the placed guard heads for the nearest one and draws only one card', () => {
    const s = board();
    s.setTile('1:A1', 'stairs', { num: 4 });
    s.alarm('2:A4').alarm('2:D4');
    s.patrol(1, ['C4', 'B1']);
    const ev = s.move(0, '2:A1');
    expect(eventsOf(ev, 'guardPlaced')).toEqual([
      { type: 'guardPlaced', floor: 1, at: at('2:C4'), dest: at('2:D4') },
    ]);
    expect(cells(s, s.state.guards[1]!.deck)).toEqual(['B1']);
  });

  it('R7.10 step 5 an alarm on a floor whose guard is not placed places it first, then redirects it', () => {
    const s = board({ guard: ['1:D2', '1:C2'] });
    s.setTile('1:C2', 'camera', { num: 2 });
    s.setTile('2:B2', 'camera', { num: 6 }).put(1, '2:B2').unplace(1);
    s.patrol(0, ['D2']).patrol(1, ['D4', 'A1']);
    const ev = endQuietly(s);
    const types = ev.map((e) => e.type);
    expect(types.indexOf('guardPlaced')).toBeLessThan(types.indexOf('alarmTriggered'));
    expect(s.guardAt(1)).toBe('2:D4');
    expect(s.guardDest(1)).toBe('2:B2');
  });
});

describe('R7.3 patrol draws and reshuffles', () => {
  it('R7.3 D31 a patrol card showing the guard tile is discarded and another drawn; leftover movement continues', () => {
    const s = board({ guard: ['1:D4', '1:D3'] });
    s.patrol(0, ['D3', 'A1']);
    const ev = endQuietly(s);
    expect(fullWalk(ev)).toEqual(['1:D4', '1:D3', '1:C3']);
    expect(eventsOf(ev, 'guardDestination')).toEqual([
      { type: 'guardDestination', floor: 0, dest: at('1:A1'), reason: 'patrol', step: 0 },
    ]);
    expect(cells(s, s.state.guards[0]!.discard).slice(-2)).toEqual(['D3', 'A1']);
  });

  it('R7.3 R2.5 D5 an empty pile is rebuilt from discard and set-aside cards, 6 set aside again (2 seats), speed +1', () => {
    const s = board({ guard: ['1:D4', '1:D3'] });
    s.edit((st) => {
      const g = st.guards[0]!;
      g.deck = [];
      g.discard = [0, 1, 2, 3, 4, 5, 6, 7, 8, 11];
      g.removed = [9, 10, 12, 13, 14, 15];
    });
    const ev = endQuietly(s);
    const g = s.state.guards[0]!;
    expect(eventsOf(ev, 'patrolReshuffled')).toEqual([
      { type: 'patrolReshuffled', floor: 0, speed: 3, step: 0 },
    ]);
    expect(g.speed).toBe(3);
    expect(g.removed).toHaveLength(6);
    expect(g.deck.length + g.discard.length).toBe(10);
    expect(g.discard.length).toBeGreaterThanOrEqual(1);
    expect([...g.deck, ...g.discard, ...g.removed].sort((a, b) => a - b)).toEqual([...Array(16).keys()]);
    // D33: the speed rise during the move does not add a step: 2 points, D4 -> D3, then 1 more.
    expect(fullWalk(ev)).toHaveLength(3);
  });

  it('R7.3 D5 the number set aside follows the seat count at setup even after an escape', () => {
    const s = board({ seats: 3, guard: ['1:D4', '1:D3'] });
    s.edit((st) => {
      const p = st.players[2]!;
      p.escaped = true;
      p.tile = -1;
      const g = st.guards[0]!;
      g.deck = [];
      g.discard = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15];
      g.removed = [13];
    });
    endQuietly(s);
    const g = s.state.guards[0]!;
    expect(g.removed).toHaveLength(3);
    expect(g.deck.length + g.discard.length).toBe(13);
  });

  it('R7.3 R2.7 a reshuffle never raises the speed above 6', () => {
    const s = board({ guard: ['1:D4', '1:D3'] });
    s.speed(0, 6).edit((st) => {
      const g = st.guards[0]!;
      g.deck = [];
      g.discard = [...Array(10).keys()];
      g.removed = [10, 11, 12, 13, 14, 15];
    });
    const ev = endQuietly(s);
    expect(s.state.guards[0]!.speed).toBe(6);
    expect(eventsOf(ev, 'guardSpeed')).toEqual([]);
  });

  it('R2.5 R3.6 setup sets aside 9/6/3/0 cards of each 16-card patrol deck for 1/2/3/4 seats', () => {
    const expected = [9, 6, 3, 0];
    for (let n = 1; n <= 4; n++) {
      const seats = Array.from({ length: n }, (_, i) => ({ name: `p${i}` }));
      const st = createGame({ scenario: 'bank', seats, seed: `removal-${n}` });
      for (const g of st.guards) {
        expect(g.removed).toHaveLength(expected[n - 1]!);
        expect(g.deck.length + g.discard.length + g.removed.length).toBe(16);
      }
      expect(st.guards[1]!.deck).toHaveLength(16 - expected[n - 1]!);
    }
  });
});

describe('R7.4 destinations with alarms (D2)', () => {
  it('R7.4 a new alarm nearer than the current alarm destination takes over', () => {
    const s = board({ guard: ['1:D4', '1:A4'] });
    s.alarm('1:A4').put(0, '1:C2').setTile('1:D2', 'fingerprint', { num: 4 });
    s.setTile('1:C2', 'safe');
    const ev = s.move(0, '1:D2');
    expect(s.guardDest(0)).toBe('1:D2');
    expect(eventsOf(ev, 'guardDestination')).toEqual([
      { type: 'guardDestination', floor: 0, dest: at('1:D2'), reason: 'alarm' },
    ]);
  });

  it('R7.4 a new alarm farther than the current alarm destination changes nothing', () => {
    const s = board({ guard: ['1:D4', '1:C4'] });
    s.alarm('1:C4').setTile('1:B1', 'fingerprint', { num: 4 });
    const ev = s.move(0, '1:B1');
    expect(s.guardDest(0)).toBe('1:C4');
    expect(eventsOf(ev, 'guardDestination')).toEqual([]);
  });

  it('R7.4 D2 the current destination is kept when a newer alarm is equally near', () => {
    const s = board({ guard: ['1:B4', '1:D4'] });
    s.alarm('1:D4').put(0, '1:A2').setTile('1:A2', 'safe').setTile('1:B2', 'fingerprint', { num: 4 });
    s.move(0, '1:B2');
    expect(alarmTiles(s)).toEqual(['1:B2', '1:D4']);
    expect(s.guardDest(0)).toBe('1:D4');
  });

  it('R7.4 D2 on arrival, among equally near alarms the most recently triggered wins (newer first in reading order)', () => {
    const s = board({ guard: ['1:D4', '1:C4'] });
    s.alarm('1:C4').alarm('1:B4').alarm('1:C3');
    const ev = endQuietly(s);
    expect(eventsOf(ev, 'guardDestination')[0]).toEqual({
      type: 'guardDestination',
      floor: 0,
      dest: at('1:C3'),
      reason: 'alarm',
      step: 0,
    });
  });

  it('R7.4 D2 on arrival, among equally near alarms the most recently triggered wins (newer last in reading order)', () => {
    const s = board({ guard: ['1:D4', '1:C4'] });
    s.alarm('1:C4').alarm('1:C3').alarm('1:B4');
    const ev = endQuietly(s);
    expect(eventsOf(ev, 'guardDestination')[0]?.dest).toEqual(at('1:B4'));
  });
});

describe('R7.5 R7.7 R7.8 guard movement', () => {
  it('R7.5 D33 D34 R7.7 points are fixed at the start; alarms reached are removed; arrival redirects and the walk goes on', () => {
    const s = board({ guard: ['1:D4', '1:C4'] });
    s.alarm('1:C4').alarm('1:A4');
    s.patrol(0, ['A2']);
    const ev = endQuietly(s);
    // speed 2 + 2 alarms = 4 points, kept although both alarms are removed on the way.
    expect(fullWalk(ev)).toEqual(['1:D4', '1:C4', '1:B4', '1:A4', '1:A3']);
    expect(eventsOf(ev, 'guardMoved').every((e) => e.points === 4)).toBe(true);
    expect(eventsOf(ev, 'alarmCleared').map((e) => name(e.at))).toEqual(['1:C4', '1:A4']);
    expect(eventsOf(ev, 'guardDestination').map((e) => [name(e.dest), e.reason])).toEqual([
      ['1:A4', 'alarm'],
      ['1:A2', 'patrol'],
    ]);
    expect(alarmTiles(s)).toEqual([]);
    expect(s.guardAt(0)).toBe('1:A3');
    expect(s.guardDest(0)).toBe('1:A2');
  });

  it('R7.5 D64 only the alarms of the guard own floor add movement points', () => {
    const s = board({ guard: ['1:D4', '1:A4'] });
    s.alarm('1:A4').guard(1, '2:D4', '2:C3').alarm('2:C3').alarm('2:A1');
    const ev = endQuietly(s);
    expect(fullWalk(ev)).toEqual(['1:D4', '1:C4', '1:B4', '1:A4']);
    expect(eventsOf(ev, 'guardMoved')[0]?.points).toBe(3);
  });

  it('R7.5 D33 R7.4 an alarm created mid-move redirects the guard but adds no movement point', () => {
    const s = board({ guard: ['1:D2', '1:A2'] });
    s.setTile('1:C2', 'camera', { num: 2 }).setTile('1:C4', 'camera', { num: 3 }).put(0, '1:C4');
    const ev = endQuietly(s);
    expect(alarmTiles(s)).toEqual(['1:C4']);
    expect(fullWalk(ev)).toEqual(['1:D2', '1:C2', '1:C3']);
    expect(s.guardDest(0)).toBe('1:C4');
    expect(s.stealth(0)).toBe(3);
  });

  it('R7.4 D34 an alarm the guard walks through is removed; with none left the destination stays until reached', () => {
    const s = board({ guard: ['1:D4', '1:A4'] });
    s.alarm('1:B4');
    s.patrol(0, ['D1']);
    const ev = endQuietly(s);
    expect(fullWalk(ev)).toEqual(['1:D4', '1:C4', '1:B4', '1:A4']);
    expect(eventsOf(ev, 'alarmCleared')).toEqual([
      { type: 'alarmCleared', at: at('1:B4'), by: 'guard', step: 1 },
    ]);
    expect(eventsOf(ev, 'guardDestination').map((e) => name(e.dest))).toEqual(['1:D1']);
    expect(s.guardDest(0)).toBe('1:D1');
  });

  it('R7.7 D32 a guard found on its destination takes a new one without cost and without detecting again', () => {
    const s = board({ guard: ['1:B2', '1:B2'] });
    s.put(1, '1:B2');
    s.patrol(0, ['B4', 'A1']);
    const ev = endQuietly(s);
    expect(fullWalk(ev)).toEqual(['1:B2', '1:B3', '1:B4']);
    expect(losses(ev)).toEqual([]);
    expect(s.guardDest(0)).toBe('1:A1');
  });

  it('R7.7 when the points run out exactly on the destination the next destination is drawn at once', () => {
    const s = board({ guard: ['1:D4', '1:B4'] });
    s.patrol(0, ['A1']);
    const ev = endQuietly(s);
    expect(fullWalk(ev)).toEqual(['1:D4', '1:C4', '1:B4']);
    expect(s.guardDest(0)).toBe('1:A1');
  });

  it('R7.8 R1.13 a guard stepping through a tile costs each character there 1 stealth, in seat order from the current seat', () => {
    const s = board({ guard: ['1:D4', '1:A4'] });
    s.put(1, '1:C4');
    s.edit((st) => {
      st.players[0]!.tile = s.index('1:C4');
    });
    const ev = endQuietly(s);
    expect(losses(ev)).toEqual([
      [0, 'supply', 'guard-enters'],
      [1, 'supply', 'guard-enters'],
    ]);
    expect(s.guardAt(0)).toBe('1:B4');
  });

  it('R7.8 D53 separate guard steps are separate detections (through one character, then onto another)', () => {
    const s = board({ guard: ['1:D4', '1:A4'] });
    s.put(1, '1:C4');
    s.edit((st) => {
      st.players[0]!.tile = s.index('1:B4');
    });
    const ev = endQuietly(s);
    expect(losses(ev)).toEqual([
      [1, 'supply', 'guard-enters'],
      [0, 'supply', 'guard-enters'],
    ]);
  });

  it('R1.13 R7.8 one guard step resolves every loss it causes in seat order from the current seat', () => {
    const s = board({ guard: ['1:D4', '1:C4'] });
    s.put(1, '1:C4').setTile('1:C3', 'foyer', { num: 1 });
    s.edit((st) => {
      st.players[0]!.tile = s.index('1:C3');
    });
    s.patrol(0, ['D4']);
    const ev = endQuietly(s);
    expect(losses(ev)).toEqual([
      [0, 'supply', 'foyer'],
      [1, 'supply', 'guard-enters'],
    ]);
  });

  it('R1.3 R1.13 when two characters are caught by one guard step, the current seat is the one caught first', () => {
    const s = board({ guard: ['1:D4', '1:C4'] });
    s.put(1, '1:C4').setTile('1:C3', 'foyer', { num: 1 });
    s.edit((st) => {
      st.players[0]!.tile = s.index('1:C3');
      st.players[0]!.stealth = 0;
      st.players[1]!.stealth = 0;
    });
    const ev = endQuietly(s);
    expect(s.state.phase).toBe('lost');
    expect(s.state.lossReason).toBe('P0 was caught with no stealth left');
    expect(losses(ev)).toEqual([]);
  });

  it('R7.11 D53 entering a Foyer with the guard on it costs 1 (clause 1 only)', () => {
    const s = board({ guard: ['1:B1', '1:C1'] });
    s.setTile('1:B1', 'foyer', { num: 1 }).give(0, 'tiara');
    const ev = s.move(0, '1:B1');
    expect(losses(ev)).toEqual([[0, 'supply', 'enters-guard-tile']]);
  });

  it('R1.3 R7.7 a detection the character cannot pay loses the game and stops the guard', () => {
    const s = board({ guard: ['1:D4', '1:A4'] });
    s.edit((st) => {
      st.players[0]!.tile = s.index('1:C4');
      st.players[0]!.stealth = 0;
    });
    const ev = endQuietly(s);
    expect(s.state.phase).toBe('lost');
    expect(fullWalk(ev)).toEqual(['1:D4', '1:C4']);
    expect(s.guardAt(0)).toBe('1:C4');
  });
});

describe('R7.6 guardMoved carries the exact path (printed walls)', () => {
  it('R7.6 Bank floor 1 C3 -> C1: C3 C2 B2 B1 C1', () => {
    const s = board({ noWalls: false, guard: ['1:C3', '1:C1'] });
    s.speed(0, 4).setTile('1:A1', 'safe').patrol(0, ['A4']);
    const ev = endQuietly(s);
    expect(guardWalks(ev)).toEqual([['1:C3', '1:C2', '1:B2', '1:B1', '1:C1']]);
    expect(eventsOf(ev, 'guardMoved')[0]?.points).toBe(4);
    expect(s.guardDest(0)).toBe('1:A4');
  });

  it('R7.6 Bank floor 1 C1 -> C3: C1 D1 D2 D3 C3', () => {
    const s = board({ noWalls: false, guard: ['1:C1', '1:C3'] });
    s.speed(0, 4).setTile('1:A1', 'safe').patrol(0, ['A4']);
    expect(guardWalks(endQuietly(s))).toEqual([['1:C1', '1:D1', '1:D2', '1:D3', '1:C3']]);
  });

  it('R7.6 Bank floor 2 B1 -> C4: B1 B2 C2 D2 D3 C3 C4', () => {
    const s = board({ noWalls: false });
    s.put(0, '2:A4').setTile('2:A4', 'safe').guard(1, '2:B1', '2:C4').speed(1, 6).patrol(1, ['A1']);
    expect(guardWalks(endQuietly(s))).toEqual([['2:B1', '2:B2', '2:C2', '2:D2', '2:D3', '2:C3', '2:C4']]);
  });

  it('R7.6 Bank floor 3 D3 -> C2: D3 C3 C4 B4 B3 B2 C2', () => {
    const s = board({ noWalls: false });
    s.put(0, '3:A1').setTile('3:A1', 'safe').guard(2, '3:D3', '3:C2').speed(2, 6).patrol(2, ['A4']);
    expect(guardWalks(endQuietly(s))).toEqual([['3:D3', '3:C3', '3:C4', '3:B4', '3:B3', '3:B2', '3:C2']]);
  });

  it('R7.6 Fort Knox floor 1 C1 -> C4 circles the void clockwise: C1 B1 B2 C2 D2 D3 D4 C4', () => {
    const s = board({ scenario: 'fortknox', noWalls: false, guard: ['1:C1', '1:C4'] });
    s.speed(0, 6).alarm('1:C4').setTile('1:A1', 'safe').patrol(0, ['E5']);
    const ev = endQuietly(s);
    expect(fullWalk(ev)).toEqual(['1:C1', '1:B1', '1:B2', '1:C2', '1:D2', '1:D3', '1:D4', '1:C4']);
    expect(eventsOf(ev, 'guardMoved')[0]?.points).toBe(7);
    expect(s.guardDest(0)).toBe('1:E5');
  });

  it('R4.7 only the guard of the current player floor moves', () => {
    const s = board({ guard: ['1:D4', '1:A4'] });
    s.guard(1, '2:D4', '2:A4');
    const ev = endQuietly(s);
    expect(eventsOf(ev, 'guardMoved').map((e) => e.floor)).toEqual([0]);
    expect(s.guardAt(1)).toBe('2:D4');
  });
});

describe('R7.9 permanent speed increases from opened safes', () => {
  it('R7.9 R5.9 opening a Safe on floor 2 raises floors 1 and 2, not 3', () => {
    const s = board();
    s.put(0, '2:A1').guard(1, '2:D4', '2:D3');
    openSafeSetup(s, '2:A1');
    const ev = s.ok(0, { type: 'crack' });
    expect(s.tile('2:A1').open).toBe(true);
    expect(s.state.guards.map((g) => g.speed)).toEqual([3, 4, 4]);
    expect(eventsOf(ev, 'guardSpeed').map((e) => [e.floor, e.speed, e.reason])).toEqual([
      [0, 3, 'safe'],
      [1, 4, 'safe'],
    ]);
  });

  it('R7.9 the increase also applies to a guard not placed yet, and stops at 6', () => {
    const s = board();
    s.put(0, '3:A1').guard(2, '3:D4', '3:D3').unplace(1).speed(0, 6);
    openSafeSetup(s, '3:A1');
    s.ok(0, { type: 'crack' });
    expect(s.state.guards[1]!.placed).toBe(false);
    expect(s.state.guards.map((g) => g.speed)).toEqual([6, 4, 5]);
  });
});

describe('R7.7 Donuts and the crow, as they touch MoveGuard', () => {
  it('R7.7 R9.2.4 Donuts under the guard: it does not move this time and the card is discarded', () => {
    const s = board({ guard: ['1:D4', '1:A4'] });
    s.state.guards[0]!.donuts = true;
    const ev = endQuietly(s);
    expect(eventsOf(ev, 'guardStayed')).toEqual([{ type: 'guardStayed', floor: 0, reason: 'donuts' }]);
    expect(eventsOf(ev, 'guardMoved')).toEqual([]);
    expect(s.state.guards[0]!.donuts).toBe(false);
    expect(s.state.decks.toolDiscard).toContain('donuts');
  });

  it('R7.8 R8.6 the basic Raven crow on a tile of the walk costs the guard 1 extra point', () => {
    const s = board({ seats: [{}, { character: 'raven', side: 'basic' }], guard: ['1:D4', '1:A4'] });
    s.state.crow = s.index('1:C4');
    const ev = endQuietly(s);
    expect(fullWalk(ev)).toEqual(['1:D4', '1:C4']);
  });

  it('R7.7 R8.6 the advanced Raven crow on the guard tile with no alarm on the floor: the guard stays, the crow returns', () => {
    const s = board({ seats: [{}, { character: 'raven', side: 'advanced' }], guard: ['1:D4', '1:A4'] });
    s.state.crow = s.index('1:D4');
    const ev = endQuietly(s);
    expect(eventsOf(ev, 'guardStayed')).toEqual([{ type: 'guardStayed', floor: 0, reason: 'crow' }]);
    expect(s.state.crow).toBe(-1);
    expect(s.guardAt(0)).toBe('1:D4');
  });
});

describe('R3.10 R3.12 the floor 1 guard and the entrance', () => {
  it('R3.12 D48 a character placed on the entrance where the floor 1 guard stands loses nothing', () => {
    const state = createGame({
      scenario: 'bank',
      seats: [{ name: 'a' }, { name: 'b' }],
      seed: 'guard-entrance',
    });
    const g = state.guards[0]!;
    expect(g.placed).toBe(true);
    const at0 = { floor: 0, col: g.tile % 4, row: Math.floor(g.tile / 4) };
    const r = apply(state, 0, { type: 'answer', kind: 'entrance', at: at0 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.players[0]?.tile).toBe(g.tile);
    expect(r.state.guards[0]?.tile).toBe(g.tile);
    expect(r.state.players[0]?.stealth).toBe(3);
    expect(eventsOf(r.events, 'stealthLost')).toEqual([]);
    expect(r.state.guards[0]?.dest).not.toBe(g.tile);
  });
});

describe('R7.7 R7.8 one guard walk is one guardMoved event; what happens on the way carries its step', () => {
  /** Events after the walk's guardMoved, as [type, step]. */
  const onTheWay = (ev: DomainEvent[]) => {
    const i = ev.findIndex((e) => e.type === 'guardMoved');
    return ev
      .slice(i + 1)
      .filter((e) => e.step !== undefined)
      .map((e) => [e.type, e.step]);
  };

  it('R7.8 R1.13 a stealth loss on the way does not cut the walk: one event, the loss at its step', () => {
    const s = board({ guard: ['1:D4', '1:B4'] });
    s.put(1, '1:B4');
    s.edit((st) => {
      st.players[0]!.tile = s.index('1:C4');
    });
    s.patrol(0, ['A1']);
    const ev = endQuietly(s);
    expect(guardWalks(ev)).toEqual([['1:D4', '1:C4', '1:B4']]);
    expect(eventsOf(ev, 'guardMoved')).toHaveLength(1);
    expect(eventsOf(ev, 'stealthLost').map((e) => [e.seat, e.step])).toEqual([
      [0, 0],
      [1, 1],
    ]);
    // The arrival on B4 draws the next destination: the last step.
    expect(onTheWay(ev)).toEqual([
      ['stealthLost', 0],
      ['stealthLost', 1],
      ['guardDestination', 1],
    ]);
    // Events of the way come right after the walk, in the order they happened.
    const types = ev.map((e) => e.type);
    expect(types.indexOf('stealthLost')).toBe(types.indexOf('guardMoved') + 1);
  });

  it('R7.4 D34 an alarm removed on the way and the destination it changes carry their step', () => {
    const s = board({ guard: ['1:D4', '1:A4'] });
    s.alarm('1:C4').alarm('1:A1');
    const ev = endQuietly(s);
    const walk = eventsOf(ev, 'guardMoved');
    expect(walk).toHaveLength(1);
    expect(eventsOf(ev, 'alarmCleared').map((e) => [name(e.at), e.step])).toEqual([['1:C4', 0]]);
    for (const e of ev) if (e.step !== undefined) expect(e.step).toBeLessThan(walk[0]!.path.length);
  });

  it('R1.3 a walk that catches the last stealth ends there: its path stops at the step, the loss and the defeat follow it', () => {
    const s = board({ guard: ['1:D4', '1:A4'] });
    s.edit((st) => {
      st.players[0]!.tile = s.index('1:B4');
      st.players[0]!.stealth = 0;
    });
    const ev = endQuietly(s);
    expect(guardWalks(ev)).toEqual([['1:D4', '1:C4', '1:B4']]);
    expect(ev.slice(-1)).toEqual([{ type: 'gameLost', reason: expect.any(String), step: 1 }]);
  });

  it('R9.1.26 a relocation is a walk of one step: what the guard finds there carries step 0', () => {
    const s = board({ guard: ['1:D4', '1:A4'] });
    s.edit((st) => {
      st.players[0]!.tile = s.index('1:A4');
    });
    s.state.decks.event.push('where-is-he');
    s.state.turn.counted = 0;
    const ev = s.end();
    expect(guardWalks(ev)[0]).toEqual(['1:D4', '1:A4']);
    expect(eventsOf(ev, 'stealthLost').map((e) => e.step)).toEqual([0]);
  });
});
