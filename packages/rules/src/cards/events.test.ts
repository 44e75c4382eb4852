import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine.js';
import {
  answer,
  at,
  drawEvent,
  eventsOf,
  hasAlarm,
  names,
  pass,
  quiet,
  tileAnswer,
  types,
} from '../testing/cards-helpers.js';
import { name } from '../testing/scene.js';

const seatAnswer = (seat: number) => ({ type: 'answer', kind: 'seat', seat }) as const;

describe('R4.5 event check', () => {
  it('R4.5 a turn with 2 or fewer counted actions draws the top event card', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:D3');
    s.eventDeck(['lampshade', 'crash']);
    s.state.turn.counted = 2;
    const ev = s.end();
    expect(eventsOf(ev, 'eventDrawn')).toEqual([{ type: 'eventDrawn', seat: 0, card: 'lampshade' }]);
    expect(s.state.decks.event).toEqual(['crash']);
    expect(s.state.decks.eventDiscard).toEqual(['lampshade']);
  });

  it('R4.5 three counted actions draw nothing', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:D3');
    s.eventDeck(['lampshade']);
    s.state.turn.counted = 3;
    const ev = s.end();
    expect(eventsOf(ev, 'eventDrawn')).toEqual([]);
    expect(s.state.decks.event).toEqual(['lampshade']);
  });
});

describe('R9.1.1 Brown Out', () => {
  it('R9.1.1 Brown Out: removes every alarm, then each floor draws once per removed alarm, floor 1 first', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:B2').guard(1, '2:D4', '2:B1');
    s.alarm('1:B2').alarm('1:C3').alarm('2:B1');
    s.patrol(0, ['A4', 'B4', 'C4']).patrol(1, ['A3', 'B3']);
    const ev = drawEvent(s, 'brown-out');
    expect(eventsOf(ev, 'alarmCleared').map((e) => [name(e.at), e.by])).toEqual([
      ['1:B2', 'brown-out'],
      ['1:C3', 'brown-out'],
      ['2:B1', 'brown-out'],
    ]);
    expect(eventsOf(ev, 'guardDestination').map((e) => [e.floor, name(e.dest), e.reason])).toEqual([
      [0, '1:A4', 'patrol'],
      [0, '1:B4', 'patrol'],
      [1, '2:A3', 'patrol'],
    ]);
    expect(s.state.tiles.filter((t) => t.alarm > 0)).toEqual([]);
    expect(s.guardDest(0)).toBe('1:B4');
    expect(s.guardDest(1)).toBe('2:A3');
    expect(s.state.guards[2]?.placed).toBe(false);
  });

  it('R9.1.1 Brown Out: with no alarm nothing is drawn', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:D3').patrol(0, ['A4']);
    const ev = drawEvent(s, 'brown-out');
    expect(eventsOf(ev, 'guardDestination')).toEqual([]);
    expect(s.guardDest(0)).toBe('1:D3');
  });
});

describe('R9.1.2 Buddy System', () => {
  it('R9.1.2 Buddy System: the chosen character is placed on your tile, with no entry effect (prompt with several)', () => {
    const s = quiet({ seats: 3 });
    s.put(0, '1:B2').put(1, '2:C3').put(2, '1:D4');
    s.setTile('1:B2', 'fingerprint');
    s.guard(0, '1:B3', '1:B4').guard(1, '2:A1', '2:A2');
    const ev = drawEvent(s, 'buddy-system');
    expect(ev.at(-1)?.type).toBe('eventDrawn');
    expect(s.prompt).toEqual({ kind: 'seat', seat: 0, reason: 'buddy-system', options: [1, 2] });
    expect(legalActions(s.state, 0)).toEqual([seatAnswer(1), seatAnswer(2)]);
    const after = answer(s, seatAnswer(1));
    expect(eventsOf(after, 'placed')).toEqual([
      { type: 'placed', seat: 1, from: at('2:C3'), to: at('1:B2'), cause: 'buddy-system' },
    ]);
    expect(s.where(1)).toBe('1:B2');
    // Placement: no Fingerprint alarm, no stealth loss for the Foyer-less, guard-adjacent tile.
    expect(hasAlarm(s, '1:B2')).toBe(false);
    expect(s.stealth(1)).toBe(3);
  });

  it('R9.1.2 Buddy System: placing onto a guard costs no stealth', () => {
    const s = quiet();
    s.put(1, '1:D1');
    s.guard(0, '1:A1', '1:A2');
    const ev = drawEvent(s, 'buddy-system');
    // A single candidate needs no prompt.
    expect(eventsOf(ev, 'placed')[0]).toMatchObject({ seat: 1, to: at('1:A1'), cause: 'buddy-system' });
    expect(s.stealth(1)).toBe(3);
    expect(eventsOf(ev, 'stealthLost')).toEqual([]);
  });

  it('R9.1.2 Buddy System: a character not yet in the building cannot be chosen (D60)', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:D3');
    const ev = drawEvent(s, 'buddy-system');
    expect(eventsOf(ev, 'placed').filter((e) => e.cause === 'buddy-system')).toEqual([]);
    // Seat 1 enters at the entrance at the start of its own first turn.
    expect(eventsOf(ev, 'placed').map((e) => [e.seat, e.cause])).toEqual([[1, 'entrance']]);
  });
});

describe('R9.1.3 Change of Plans', () => {
  it('R9.1.3 Change of Plans: with no alarm on your floor the guard draws a new patrol card', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:D3').patrol(0, ['C1', 'B1']);
    const ev = drawEvent(s, 'change-of-plans');
    expect(eventsOf(ev, 'guardDestination').map((e) => [name(e.dest), e.reason])).toEqual([
      ['1:C1', 'patrol'],
    ]);
    expect(s.guardDest(0)).toBe('1:C1');
  });

  it('R9.1.3 Change of Plans: with an alarm on your floor nothing happens', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:C2').alarm('1:C2').patrol(0, ['C1', 'B1']);
    const deck = s.state.guards[0]?.deck.slice();
    drawEvent(s, 'change-of-plans');
    expect(s.guardDest(0)).toBe('1:C2');
    expect(s.state.guards[0]?.deck).toEqual(deck);
  });

  it('R9.1.3 Change of Plans: an alarm on another floor does not stop it', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:D3').guard(1, '2:D4', '2:C2').alarm('2:C2').patrol(0, ['C1']);
    drawEvent(s, 'change-of-plans');
    expect(s.guardDest(0)).toBe('1:C1');
  });
});

describe('R9.1.4 Crash!', () => {
  it("R9.1.4 Crash!: with no alarm your floor's guard heads for your tile", () => {
    const s = quiet();
    s.put(0, '1:B3').guard(0, '1:D4', '1:D1');
    const ev = drawEvent(s, 'crash');
    expect(eventsOf(ev, 'guardDestination').map((e) => [name(e.dest), e.reason])).toEqual([
      ['1:B3', 'event'],
    ]);
    expect(s.guardDest(0)).toBe('1:B3');
  });

  it('R9.1.4 Crash!: with an alarm on your floor nothing happens', () => {
    const s = quiet();
    s.put(0, '1:B3').guard(0, '1:D4', '1:D1').alarm('1:D1');
    drawEvent(s, 'crash');
    expect(s.guardDest(0)).toBe('1:D1');
  });

  it("R9.1.4 Crash!: on the guard's own tile, the next movement takes a new destination at once (D32)", () => {
    const s = quiet();
    s.put(0, '1:B2').guard(0, '1:B2', '1:D4').patrol(0, ['C3']);
    const ev = drawEvent(s, 'crash');
    expect(eventsOf(ev, 'guardDestination').map((e) => [name(e.dest), e.reason])).toEqual([
      ['1:B2', 'event'],
      ['1:C3', 'patrol'],
    ]);
    expect(s.guardDest(0)).toBe('1:C3');
    expect(s.stealth(0)).toBe(3);
  });
});

describe('R9.1.5 Daydreaming and R9.1.7 Espresso', () => {
  it("R9.1.5 Daydreaming: this turn your floor's guard has one movement point fewer", () => {
    const s = quiet({ moving: true });
    s.put(0, '1:D1').put(1, '1:D2').guard(0, '1:A4', '1:A1').speed(0, 3);
    const ev = drawEvent(s, 'daydreaming');
    const moved = eventsOf(ev, 'guardMoved');
    expect(moved.map((m) => [m.points, names(m.path)])).toEqual([[2, ['1:A3', '1:A2']]]);
    // Discarded at Handover (R4.8), not left in front of the seat.
    expect(s.state.decks.eventDiscard).toEqual(['daydreaming']);
    expect(s.state.decks.inFront).toEqual([]);
    expect(s.state.effects.daydreaming).toBe(false);
  });

  it("R9.1.7 Espresso: this turn your floor's guard has one extra movement point", () => {
    const s = quiet({ moving: true });
    s.put(0, '1:D1').put(1, '1:D2').guard(0, '1:A4', '1:A1').speed(0, 2).patrol(0, ['C4']);
    const ev = drawEvent(s, 'espresso');
    const moved = eventsOf(ev, 'guardMoved');
    expect(moved.map((m) => [m.points, names(m.path)])).toEqual([[3, ['1:A3', '1:A2', '1:A1']]]);
    expect(s.guardDest(0)).toBe('1:C4');
    expect(s.state.decks.eventDiscard).toEqual(['espresso']);
    expect(s.state.effects.espresso).toBe(false);
  });
});

describe('R9.1.6 Dead Drop', () => {
  it('R9.1.6 Dead Drop: all tools and loot go to the player on the right, the previous seat (D17)', () => {
    const s = quiet({ seats: 3 });
    s.put(1, '1:B1').put(2, '1:C1').guard(0, '1:D4', '1:D3');
    s.give(0, 'crowbar', 'emp', 'mirror', 'stamp');
    const ev = drawEvent(s, 'dead-drop');
    expect(eventsOf(ev, 'cardsGiven')).toEqual([
      { type: 'cardsGiven', from: 0, to: 2, cards: { tools: ['crowbar', 'emp'], loot: ['mirror', 'stamp'] } },
    ]);
    expect(s.state.players[0]?.tools).toEqual([]);
    expect(s.state.players[0]?.loot).toEqual([]);
    expect(s.state.players[2]?.tools).toEqual(['crowbar', 'emp']);
    expect(s.state.players[2]?.loot).toEqual(['mirror', 'stamp']);
    expect(s.state.players[1]?.tools).toEqual([]);
  });

  it('R9.1.6 Dead Drop: an escaped seat is skipped', () => {
    const s = quiet({ seats: 3 });
    s.put(1, '1:B1').guard(0, '1:D4', '1:D3');
    s.edit((st) => {
      const p = st.players[2];
      if (p) Object.assign(p, { escaped: true, entered: true, tile: -1 });
    });
    s.give(0, 'virus');
    drawEvent(s, 'dead-drop');
    expect(s.state.players[1]?.tools).toEqual(['virus']);
  });

  it('R9.1.6 Dead Drop: a seat that has not entered yet may receive (D60)', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:D3');
    s.give(0, 'virus', 'tiara');
    drawEvent(s, 'dead-drop');
    expect(s.state.players[1]?.tools).toEqual(['virus']);
    expect(s.state.players[1]?.loot).toEqual(['tiara']);
  });

  it('R9.1.6 Dead Drop: a Gold Bar that would give the receiver two stays with you (D20)', () => {
    const s = quiet();
    s.put(1, '1:B1').guard(0, '1:D4', '1:D3');
    s.give(0, 'gold-bar', 'painting').give(1, 'gold-bar#1');
    const ev = drawEvent(s, 'dead-drop');
    expect(eventsOf(ev, 'cardsGiven')[0]?.cards).toEqual({ tools: [], loot: ['painting'] });
    expect(s.state.players[0]?.loot).toEqual(['gold-bar']);
    expect(s.state.players[1]?.loot).toEqual(['gold-bar#1', 'painting']);
  });

  it('R9.1.6 Dead Drop: a Gold Bar goes to a receiver without one', () => {
    const s = quiet();
    s.put(1, '1:B1').guard(0, '1:D4', '1:D3');
    s.give(0, 'gold-bar#1');
    drawEvent(s, 'dead-drop');
    expect(s.state.players[0]?.loot).toEqual([]);
    expect(s.state.players[1]?.loot).toEqual(['gold-bar#1']);
  });

  it('R9.1.6 Dead Drop: the Persian Kitty card stays while the kitty is loose, and goes once it is not', () => {
    const loose = quiet();
    loose.put(1, '1:B1').guard(0, '1:D4', '1:D3');
    loose.give(0, 'persian-kitty', 'bust');
    loose.state.kitty = loose.index('1:C3');
    drawEvent(loose, 'dead-drop');
    expect(loose.state.players[0]?.loot).toEqual(['persian-kitty']);
    expect(loose.state.players[1]?.loot).toEqual(['bust']);

    const home = quiet();
    home.put(1, '1:B1').guard(0, '1:D4', '1:D3');
    home.give(0, 'persian-kitty');
    drawEvent(home, 'dead-drop');
    expect(home.state.players[0]?.loot).toEqual([]);
    expect(home.state.players[1]?.loot).toEqual(['persian-kitty']);
  });

  it('R9.1.6 Dead Drop: with nobody else left it does nothing', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:D3');
    s.edit((st) => {
      const p = st.players[1];
      if (p) Object.assign(p, { escaped: true, entered: true, tile: -1 });
    });
    s.give(0, 'virus');
    const ev = drawEvent(s, 'dead-drop');
    expect(eventsOf(ev, 'cardsGiven')).toEqual([]);
    expect(s.state.players[0]?.tools).toEqual(['virus']);
  });
});

describe('R9.1.8 Freight Elevator', () => {
  it('R9.1.8 Freight Elevator: below the top floor you are placed directly above, placing that floor guard first', () => {
    const s = quiet();
    s.put(0, '1:B2').put(1, '1:D1').guard(0, '1:D4', '1:D3').patrol(1, ['B2', 'C4']);
    s.setTile('2:B2', 'fingerprint', { revealed: false });
    const ev = drawEvent(s, 'freight-elevator');
    expect(types(ev).slice(types(ev).indexOf('eventDrawn'))).toEqual(
      expect.arrayContaining(['tileRevealed', 'guardPlaced', 'placed']),
    );
    expect(eventsOf(ev, 'guardPlaced')).toEqual([
      { type: 'guardPlaced', floor: 1, at: at('2:B2'), dest: at('2:C4') },
    ]);
    expect(eventsOf(ev, 'placed')[0]).toEqual({
      type: 'placed',
      seat: 0,
      from: at('1:B2'),
      to: at('2:B2'),
      cause: 'freight-elevator',
    });
    expect(s.where(0)).toBe('2:B2');
    expect(s.tile('2:B2').revealed).toBe(true);
    // Placement onto the new guard: no stealth loss, no entry effect (D30, R1.11).
    expect(s.stealth(0)).toBe(3);
    expect(hasAlarm(s, '2:B2')).toBe(false);
  });

  it('R9.1.8 Freight Elevator: the guard phase then moves the guard of your new floor (R1.16, R4.7)', () => {
    const s = quiet({ moving: true });
    s.put(0, '1:B2').put(1, '1:D1').guard(0, '1:A4', '1:A1').guard(1, '2:D4', '2:A4');
    s.speed(0, 2).speed(1, 2);
    const ev = drawEvent(s, 'freight-elevator');
    expect(eventsOf(ev, 'guardMoved').map((m) => [m.floor, names(m.path)])).toEqual([[1, ['2:C4', '2:B4']]]);
    expect(s.guardAt(0)).toBe('1:A4');
  });

  it('R9.1.8 Freight Elevator: a placement ignores the entry alarm of the tile above', () => {
    const s = quiet();
    s.put(0, '1:B2').put(1, '1:D1').guard(0, '1:D4', '1:D3').guard(1, '2:D4', '2:D3');
    s.setTile('2:B2', 'fingerprint', { revealed: false });
    const ev = drawEvent(s, 'freight-elevator');
    expect(s.where(0)).toBe('2:B2');
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([]);
    expect(s.prompt).toBeNull();
  });

  it('R9.1.8 Freight Elevator: on the top floor it escapes when the escape conditions hold', () => {
    const s = quiet();
    s.put(0, '3:B2').put(1, '1:D1').guard(0, '1:D4', '1:D3').guard(2, '3:D4', '3:A4');
    const ev = drawEvent(s, 'freight-elevator');
    expect(eventsOf(ev, 'escaped')).toEqual([{ type: 'escaped', seat: 0 }]);
    expect(s.state.players[0]?.escaped).toBe(true);
    // The turn ends at once: no guard phase, then the next seat's turn (D21, D69).
    const after = ev.slice(types(ev).indexOf('escaped'));
    expect(types(after).filter((t) => t.startsWith('guard'))).toEqual([]);
    expect(eventsOf(ev, 'turnStarted').at(-1)?.seat).toBe(1);
    expect(s.state.turn.seat).toBe(1);
  });

  it('R9.1.8 Freight Elevator: on the top floor nothing happens while a safe is closed (D15)', () => {
    const s = quiet();
    s.put(0, '3:B2').put(1, '1:D1').guard(0, '1:D4', '1:D3').guard(2, '3:D4', '3:A4');
    s.setTile('2:A1', 'safe');
    const ev = drawEvent(s, 'freight-elevator');
    expect(eventsOf(ev, 'escaped')).toEqual([]);
    expect(s.where(0)).toBe('3:B2');
  });

  it('R9.1.8 Freight Elevator: the last character does not escape while loot lies in the building', () => {
    const s = quiet();
    s.put(0, '3:B2').guard(0, '1:D4', '1:D3').guard(2, '3:D4', '3:A4');
    s.edit((st) => {
      const p = st.players[1];
      if (p) Object.assign(p, { escaped: true, entered: true, tile: -1 });
    });
    s.tile('2:C2').loot = ['gold-bar#1'];
    const ev = drawEvent(s, 'freight-elevator');
    expect(eventsOf(ev, 'escaped')).toEqual([]);
    expect(s.state.phase).toBe('playing');
    expect(s.where(0)).toBe('3:B2');
  });

  it('R9.1.8 Freight Elevator: the last character escaping wins the game, even under Time Lock (R9.1.24)', () => {
    const s = quiet();
    s.put(0, '3:B2').guard(0, '1:D4', '1:D3').guard(2, '3:D4', '3:A4');
    s.give(0, 'gold-bar');
    s.edit((st) => {
      const p = st.players[1];
      if (p) Object.assign(p, { escaped: true, entered: true, tile: -1, loot: ['gold-bar#1'] });
      st.effects.timeLock = [1];
    });
    const ev = drawEvent(s, 'freight-elevator');
    expect(types(ev).slice(-2)).toEqual(['escaped', 'gameWon']);
    expect(s.state.phase).toBe('won');
  });
});

describe('R9.1.9 Go With Your Gut', () => {
  it('R9.1.9 Go With Your Gut: several open-adjacent face-down tiles of your floor are a prompt; the Move is free', () => {
    const s = quiet();
    s.put(0, '1:B2').put(1, '1:D1').guard(0, '1:D4', '1:D3');
    s.setTile('1:B1', 'foyer').setTile('1:C2', 'foyer');
    drawEvent(s, 'go-with-your-gut');
    expect(s.prompt).toMatchObject({ kind: 'tile', seat: 0, reason: 'go-with-your-gut', optional: false });
    expect(names(s.prompt?.kind === 'tile' ? s.prompt.options : []).sort()).toEqual(['1:A2', '1:B3']);
    expect(legalActions(s.state, 0)).toHaveLength(2);
    const ev = answer(s, tileAnswer('1:B3'));
    expect(eventsOf(ev, 'moved')).toEqual([
      { type: 'moved', seat: 0, from: at('1:B2'), to: at('1:B3'), cost: 0, via: 'door' },
    ]);
    expect(s.where(0)).toBe('1:B3');
  });

  it('R9.1.9 Go With Your Gut: walls, stairs and other floors never count; a single tile needs no prompt', () => {
    const s = quiet({ noWalls: false });
    // Bank floor 1: a wall between A1 and B1; A1 is Stairs with a face-down tile above.
    s.setTile('1:A1', 'stairs');
    s.guard(0, '1:D4', '1:D3');
    const ev = drawEvent(s, 'go-with-your-gut');
    expect(eventsOf(ev, 'moved')[0]).toMatchObject({ seat: 0, to: at('1:A2'), cost: 0 });
    expect(s.where(0)).toBe('1:A2');
  });

  it('R9.1.9 Go With Your Gut: with no face-down neighbour nothing happens', () => {
    const s = quiet();
    s.put(0, '1:A1').guard(0, '1:D4', '1:D3');
    s.setTile('1:B1', 'foyer').setTile('1:A2', 'foyer');
    const ev = drawEvent(s, 'go-with-your-gut');
    expect(eventsOf(ev, 'moved')).toEqual([]);
    expect(s.prompt).toBeNull();
  });

  it('R9.1.9 Go With Your Gut: a face-down Laser triggers, since no action can pay for it', () => {
    const s = quiet();
    s.put(0, '1:A1').guard(0, '1:D4', '1:D3');
    s.setTile('1:B1', 'foyer').setTile('1:A2', 'laser', { revealed: false });
    const ev = drawEvent(s, 'go-with-your-gut');
    expect(s.where(0)).toBe('1:A2');
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:A2'), cause: 'laser' },
    ]);
    expect(eventsOf(ev, 'laserPaid')).toEqual([]);
  });

  it('R9.1.9 Go With Your Gut: a face-down Deadbolt stops you', () => {
    const s = quiet();
    s.put(0, '1:A1').guard(0, '1:D4', '1:D3');
    s.setTile('1:B1', 'foyer').setTile('1:A2', 'deadbolt', { revealed: false });
    const ev = drawEvent(s, 'go-with-your-gut');
    expect(eventsOf(ev, 'moveStopped')).toEqual([
      { type: 'moveStopped', seat: 0, at: at('1:A2'), reason: 'deadbolt' },
    ]);
    expect(s.where(0)).toBe('1:A1');
  });

  it('R9.1.9 Go With Your Gut: a face-down Walkway above floor 1 makes you fall', () => {
    const s = quiet();
    s.put(0, '2:A1').guard(0, '1:D4', '1:D3').guard(1, '2:D4', '2:D3');
    s.setTile('2:B1', 'foyer').setTile('2:A2', 'walkway', { revealed: false });
    const ev = drawEvent(s, 'go-with-your-gut');
    expect(eventsOf(ev, 'placed')[0]).toMatchObject({ seat: 0, to: at('1:A2'), cause: 'fall' });
    expect(s.where(0)).toBe('1:A2');
  });
});

describe('R9.1.10 Gymnastics', () => {
  function gymScene() {
    const s = quiet();
    s.put(0, '1:C2').put(1, '1:C3').guard(0, '1:A4', '1:A3');
    s.setTile('2:C3', 'walkway').setTile('2:C2', 'walkway');
    s.guard(1, '2:A4', '2:A3');
    return s;
  }

  it('R9.1.10 Gymnastics: until your next turn anyone may move up onto a revealed Walkway, even under Time Lock', () => {
    const s = gymScene();
    const drawn = drawEvent(s, 'gymnastics');
    expect(eventsOf(drawn, 'effectStarted')).toEqual([
      { type: 'effectStarted', seat: 0, card: 'gymnastics', target: null },
    ]);
    expect(s.state.decks.inFront).toEqual([{ seat: 0, card: 'gymnastics' }]);
    s.state.effects.timeLock = [1];
    expect(legalActions(s.state, 1)).toContainEqual({ type: 'move', to: at('2:C3') });
    const ev = s.move(1, '2:C3');
    expect(eventsOf(ev, 'moved')[0]).toMatchObject({ to: at('2:C3'), cost: 1, via: 'gymnastics' });
  });

  it("R9.1.10 Gymnastics: expires at the start of the drawer's next turn", () => {
    const s = gymScene();
    drawEvent(s, 'gymnastics');
    const ev = pass(s);
    expect(eventsOf(ev, 'eventExpired')).toEqual([{ type: 'eventExpired', seat: 0, card: 'gymnastics' }]);
    expect(types(ev).indexOf('eventExpired')).toBeLessThan(types(ev).lastIndexOf('turnStarted'));
    expect(s.state.decks.inFront).toEqual([]);
    expect(s.state.decks.eventDiscard).toEqual(['gymnastics']);
    expect(s.state.turn.seat).toBe(0);
    expect(legalActions(s.state, 0)).not.toContainEqual({ type: 'move', to: at('2:C2') });
    expect(s.refused(0, { type: 'move', to: at('2:C2') })).toBe('move/not_linked');
  });

  it("R9.1.10 Gymnastics: expires when the drawer's next turn is skipped by Jump the Gun (R4.10)", () => {
    const s = gymScene();
    drawEvent(s, 'gymnastics');
    // Seat 1 draws Jump the Gun: seat 0's next turn is skipped, and Gymnastics ends there.
    const ev = drawEvent(s, 'jump-the-gun');
    expect(types(ev).filter((t) => ['eventExpired', 'turnSkipped', 'turnStarted'].includes(t))).toEqual([
      'eventExpired',
      'turnSkipped',
      'turnStarted',
    ]);
    expect(eventsOf(ev, 'turnSkipped')).toEqual([{ type: 'turnSkipped', seat: 0 }]);
    expect(s.state.turn.seat).toBe(1);
    expect(s.state.effects.gymnastics).toEqual([]);
    expect(legalActions(s.state, 1)).not.toContainEqual({ type: 'move', to: at('2:C3') });
  });
});

describe('R9.1.11 Heads Up! and R9.1.12 Jump the Gun', () => {
  it('R9.1.11 Heads Up!: the next seat gets one more action on its next turn only', () => {
    const s = quiet();
    s.put(1, '1:D1').guard(0, '1:D4', '1:D3');
    const ev = drawEvent(s, 'heads-up');
    expect(eventsOf(ev, 'effectStarted')).toEqual([
      { type: 'effectStarted', seat: 0, card: 'heads-up', target: 1 },
    ]);
    expect(eventsOf(ev, 'turnStarted').at(-1)).toMatchObject({ seat: 1, allowance: 5 });
    expect(s.state.turn.allowance).toBe(5);
    const next = pass(s);
    expect(eventsOf(next, 'turnStarted').at(-1)).toMatchObject({ seat: 0, allowance: 4 });
    const again = pass(s);
    expect(eventsOf(again, 'turnStarted').at(-1)).toMatchObject({ seat: 1, allowance: 4 });
  });

  it('R9.1.11 Heads Up!: an escaped next seat is skipped (D56)', () => {
    const s = quiet({ seats: 3 });
    s.put(2, '1:D1').guard(0, '1:D4', '1:D3');
    s.edit((st) => {
      const p = st.players[1];
      if (p) Object.assign(p, { escaped: true, entered: true, tile: -1 });
    });
    const ev = drawEvent(s, 'heads-up');
    expect(eventsOf(ev, 'turnStarted').at(-1)).toMatchObject({ seat: 2, allowance: 5 });
  });

  it('R9.1.11 Heads Up!: in a solo game it is yourself (D56)', () => {
    const s = quiet({ seats: 1 });
    s.guard(0, '1:D4', '1:D3');
    const ev = drawEvent(s, 'heads-up');
    expect(eventsOf(ev, 'turnStarted').at(-1)).toMatchObject({ seat: 0, allowance: 5 });
  });

  it('R9.1.12 Jump the Gun: the next seat skips its whole next turn, guard movement included', () => {
    const s = quiet({ seats: 3, moving: true });
    s.put(0, '1:D1').put(1, '1:D2').put(2, '1:C1').guard(0, '1:A4', '1:A1').speed(0, 2);
    const ev = drawEvent(s, 'jump-the-gun');
    expect(eventsOf(ev, 'effectStarted')).toEqual([
      { type: 'effectStarted', seat: 0, card: 'jump-the-gun', target: 1 },
    ]);
    expect(eventsOf(ev, 'turnSkipped')).toEqual([{ type: 'turnSkipped', seat: 1 }]);
    // One guard movement only: seat 0's own guard phase, before the skip.
    expect(eventsOf(ev, 'guardMoved')).toHaveLength(1);
    const afterSkip = ev.slice(types(ev).indexOf('turnSkipped'));
    expect(types(afterSkip).filter((t) => t.startsWith('guard'))).toEqual([]);
    expect(eventsOf(ev, 'turnStarted').at(-1)).toMatchObject({ seat: 2 });
    expect(s.state.turn.seat).toBe(2);
    expect(s.state.effects.jumpTheGun).toEqual([]);
  });

  it('R9.1.12 Jump the Gun: a skipped turn has no start effects (no Chihuahua or kitty roll)', () => {
    const s = quiet();
    s.put(1, '1:D1').guard(0, '1:D4', '1:D3').give(1, 'chihuahua', 'persian-kitty');
    s.setTile('1:D2', 'motion');
    const ev = drawEvent(s, 'jump-the-gun');
    expect(eventsOf(ev, 'turnSkipped')).toEqual([{ type: 'turnSkipped', seat: 1 }]);
    expect(eventsOf(ev, 'diceRolled')).toEqual([]);
    expect(s.state.turn.seat).toBe(0);
  });

  it('R9.1.12 Jump the Gun: an escaped next seat is passed over (D56)', () => {
    const s = quiet({ seats: 3 });
    s.put(2, '1:C1').guard(0, '1:D4', '1:D3');
    s.edit((st) => {
      const p = st.players[1];
      if (p) Object.assign(p, { escaped: true, entered: true, tile: -1 });
    });
    const ev = drawEvent(s, 'jump-the-gun');
    expect(eventsOf(ev, 'turnSkipped')).toEqual([{ type: 'turnSkipped', seat: 2 }]);
    expect(s.state.turn.seat).toBe(0);
  });
});

describe('R9.1.13 Jury-Rig, R9.1.14 Keycode Change, R9.1.15 Lampshade', () => {
  it('R9.1.13 Jury-Rig: you gain the top tool', () => {
    const s = quiet();
    s.put(1, '1:D1').guard(0, '1:D4', '1:D3').toolDeck(['virus', 'emp']);
    const ev = drawEvent(s, 'jury-rig');
    expect(eventsOf(ev, 'toolGained')).toEqual([{ type: 'toolGained', seat: 0, tool: 'virus' }]);
    expect(s.state.players[0]?.tools).toEqual(['virus']);
    expect(s.state.decks.tool).toEqual(['emp']);
  });

  it('R9.1.13 Jury-Rig: with the Rigger in play you draw two and keep one (R8.7)', () => {
    const s = quiet({ seats: [{}, { character: 'rigger', side: 'advanced' }] });
    s.put(1, '1:D1').guard(0, '1:D4', '1:D3').toolDeck(['virus', 'emp', 'donuts']);
    drawEvent(s, 'jury-rig');
    expect(s.prompt).toEqual({ kind: 'keepTool', seat: 0, tools: ['virus', 'emp'] });
    const ev = answer(s, { type: 'answer', kind: 'keepTool', tool: 'emp' });
    expect(eventsOf(ev, 'toolDiscarded')).toEqual([{ type: 'toolDiscarded', seat: 0, tool: 'virus' }]);
    expect(s.state.players[0]?.tools).toEqual(['emp']);
    expect(s.state.decks.toolDiscard).toEqual(['virus']);
  });

  it('R9.1.14 Keycode Change: every unlocked Keypad locks again and needs a 6 again', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:D1').guard(0, '1:D4', '1:D3');
    s.setTile('1:B1', 'keypad', { num: 4 }).setTile('2:C3', 'keypad', { num: 5 }).setTile('1:C1', 'keypad');
    s.tile('1:B1').open = true;
    s.tile('2:C3').open = true;
    const ev = drawEvent(s, 'keycode-change');
    expect(eventsOf(ev, 'keypadLocked').map((e) => name(e.at))).toEqual(['1:B1', '2:C3']);
    expect([s.tile('1:B1').open, s.tile('2:C3').open, s.tile('1:C1').open]).toEqual([false, false, false]);
    pass(s);
    s.nextDice([5]);
    const move = s.move(0, '1:B1');
    expect(eventsOf(move, 'diceRolled')).toEqual([
      { type: 'diceRolled', seat: 0, purpose: 'keypad', at: at('1:B1'), values: [5] },
    ]);
    expect(s.where(0)).toBe('1:A1');
  });

  it('R9.1.15 Lampshade: you gain one stealth token', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:D3');
    const ev = drawEvent(s, 'lampshade');
    expect(eventsOf(ev, 'stealthGained')).toEqual([{ type: 'stealthGained', seat: 0, amount: 1, left: 4 }]);
    expect(s.stealth(0)).toBe(4);
  });
});

describe('R9.1.16 Lost Grip', () => {
  it('R9.1.16 Lost Grip: above floor 1 you are placed directly below, with no entry effect', () => {
    const s = quiet();
    s.put(0, '2:B2').put(1, '1:D1').guard(0, '1:D4', '1:D3').guard(1, '2:D4', '2:D3');
    s.setTile('1:B2', 'laser', { revealed: false });
    const ev = drawEvent(s, 'lost-grip');
    expect(eventsOf(ev, 'placed')[0]).toEqual({
      type: 'placed',
      seat: 0,
      from: at('2:B2'),
      to: at('1:B2'),
      cause: 'lost-grip',
    });
    expect(s.tile('1:B2').revealed).toBe(true);
    expect(hasAlarm(s, '1:B2')).toBe(false);
    expect(s.prompt).toBeNull();
  });

  it("R9.1.16 Lost Grip: landing on a floor without a guard places that floor's guard", () => {
    const s = quiet();
    s.put(0, '3:B2').put(1, '1:D1').guard(0, '1:D4', '1:D3').guard(2, '3:D4', '3:D3').patrol(1, ['A1', 'A2']);
    const ev = drawEvent(s, 'lost-grip');
    expect(eventsOf(ev, 'guardPlaced')).toEqual([
      { type: 'guardPlaced', floor: 1, at: at('2:A1'), dest: at('2:A2') },
    ]);
    expect(s.where(0)).toBe('2:B2');
  });

  it('R9.1.16 Lost Grip: leaving a Motion tile entered this turn triggers it (R6.12)', () => {
    const s = quiet();
    s.put(0, '2:A2').put(1, '1:D1').guard(0, '1:D4', '1:D3').guard(1, '2:D4', '2:D3');
    s.setTile('2:B2', 'motion');
    s.move(0, '2:B2');
    const ev = drawEvent(s, 'lost-grip');
    expect(s.where(0)).toBe('1:B2');
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('2:B2'), cause: 'motion' },
    ]);
  });

  it('R9.1.16 Lost Grip: the end-of-turn Thermo check uses the tile you land on (D28)', () => {
    const s = quiet();
    s.put(0, '2:B2').put(1, '1:D1').guard(0, '1:D4', '1:D3').guard(1, '2:D4', '2:D3');
    s.setTile('2:B2', 'thermo').setTile('1:B2', 'thermo');
    const ev = drawEvent(s, 'lost-grip');
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B2'), cause: 'thermo' },
    ]);
    expect(hasAlarm(s, '2:B2')).toBe(false);
  });

  it('R9.1.16 Lost Grip: on floor 1 nothing happens', () => {
    const s = quiet();
    s.put(0, '1:B2').guard(0, '1:D4', '1:D3');
    const ev = drawEvent(s, 'lost-grip');
    expect(eventsOf(ev, 'placed').filter((e) => e.cause === 'lost-grip')).toEqual([]);
    expect(s.where(0)).toBe('1:B2');
  });
});

describe('R9.1.17 Peekhole', () => {
  it('R9.1.17 Peekhole: a face-down tile beside you (even across a wall), above or below, or decline', () => {
    const s = quiet({ noWalls: false });
    // Bank floor 1 has a wall between A1 and B1; seat 0 stands on the entrance A1.
    s.put(0, '1:A1').setTile('1:A2', 'foyer').guard(0, '1:D4', '1:D3');
    drawEvent(s, 'peekhole');
    expect(s.prompt).toMatchObject({ kind: 'tile', seat: 0, reason: 'peekhole', optional: true });
    expect(names(s.prompt?.kind === 'tile' ? s.prompt.options : []).sort()).toEqual(['1:B1', '2:A1']);
    expect(legalActions(s.state, 0)).toContainEqual(tileAnswer(null));
    const ev = answer(s, tileAnswer('1:B1'));
    expect(eventsOf(ev, 'tileRevealed')).toEqual([
      { type: 'tileRevealed', at: at('1:B1'), kind: 'secret-door', num: 1, by: 'effect' },
    ]);
  });

  it('R9.1.17 Peekhole: peeking upstairs places no guard; declining reveals nothing', () => {
    const up = quiet();
    up.put(0, '1:B2').guard(0, '1:D4', '1:D3');
    drawEvent(up, 'peekhole');
    answer(up, tileAnswer('2:B2'));
    expect(up.tile('2:B2').revealed).toBe(true);
    expect(up.state.guards[1]?.placed).toBe(false);

    const no = quiet();
    no.put(0, '1:B2').guard(0, '1:D4', '1:D3');
    drawEvent(no, 'peekhole');
    const ev = answer(no, tileAnswer(null));
    expect(eventsOf(ev, 'tileRevealed')).toEqual([]);
    for (const p of ['1:A2', '1:C2', '1:B1', '1:B3', '2:B2']) expect(no.tile(p).revealed).toBe(false);
  });
});

describe('R9.1.18 Reboot', () => {
  it('R9.1.18 Reboot: every revealed Computer holds exactly one hack token; face-down ones are untouched (D54)', () => {
    const s = quiet();
    s.put(1, '1:D1').guard(0, '1:D4', '1:D3');
    s.setTile('1:B1', 'computer-fingerprint')
      .setTile('2:B1', 'computer-laser')
      .setTile('1:C1', 'computer-motion');
    s.setTile('3:D4', 'computer-motion', { revealed: false });
    s.tile('2:B1').hack = 4;
    s.tile('1:C1').hack = 1;
    const ev = drawEvent(s, 'reboot');
    expect([s.tile('1:B1').hack, s.tile('2:B1').hack, s.tile('1:C1').hack, s.tile('3:D4').hack]).toEqual([
      1, 1, 1, 0,
    ]);
    expect(eventsOf(ev, 'hacked').map((e) => [name(e.at), e.tokens])).toEqual([
      ['1:B1', 1],
      ['2:B1', 1],
    ]);
  });
});

describe('R9.1.19 Shift Change', () => {
  it("R9.1.19 Shift Change: your floor's guard stays; every other placed guard moves, lowest floor first", () => {
    const s = quiet({ moving: true });
    s.put(0, '1:D1').put(1, '1:D2');
    s.guard(0, '1:A4', '1:A1').guard(1, '2:A4', '2:A1').guard(2, '3:D4', '3:D1');
    s.speed(0, 2).speed(1, 2).speed(2, 3);
    const ev = drawEvent(s, 'shift-change');
    expect(eventsOf(ev, 'guardMoved').map((m) => [m.floor, m.points, names(m.path)])).toEqual([
      [1, 2, ['2:A3', '2:A2']],
      [2, 3, ['3:D3', '3:D2', '3:D1']],
    ]);
    expect(s.guardAt(0)).toBe('1:A4');
    expect(s.state.decks.eventDiscard).toEqual(['shift-change']);
  });

  it('R9.1.19 Shift Change: with no other placed guard no guard moves (D59)', () => {
    const s = quiet({ moving: true });
    s.put(0, '1:D1').put(1, '1:D2').guard(0, '1:A4', '1:A1').speed(0, 2);
    const ev = drawEvent(s, 'shift-change');
    expect(eventsOf(ev, 'guardMoved')).toEqual([]);
    expect(s.guardAt(0)).toBe('1:A4');
    expect(s.state.guards[1]?.placed).toBe(false);
  });
});

describe('R9.1.20 Shoplifting', () => {
  it('R9.1.20 Shoplifting: an alarm on every Laboratory whose tool was taken, lowest floor first', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:D1').guard(0, '1:C4', '1:D4').guard(1, '2:A4', '2:A3');
    for (const p of ['1:B1', '2:C2', '1:D2', '1:C4']) s.setTile(p, 'laboratory');
    s.tile('1:B1').labTaken = true;
    s.tile('2:C2').labTaken = true;
    s.tile('1:C4').labTaken = true;
    const ev = drawEvent(s, 'shoplifting');
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B1'), cause: 'shoplifting' },
      { type: 'alarmTriggered', at: at('2:C2'), cause: 'shoplifting' },
    ]);
    // A guard on a Laboratory silences it (R6.0.1); an untaken Laboratory is left alone.
    expect(eventsOf(ev, 'alarmPrevented')).toEqual([
      { type: 'alarmPrevented', at: at('1:C4'), cause: 'shoplifting', by: 'guard' },
    ]);
    expect(hasAlarm(s, '1:D2')).toBe(false);
  });
});

describe('R9.1.21 Squeak!', () => {
  it("R9.1.21 Squeak!: your floor's guard steps once toward the nearest character of your floor", () => {
    const s = quiet();
    s.put(0, '1:B4').put(1, '2:D3').guard(0, '1:D4', '1:D1');
    const ev = drawEvent(s, 'squeak');
    expect(eventsOf(ev, 'guardMoved')[0]).toMatchObject({ floor: 0, from: at('1:D4'), path: [at('1:C4')] });
    expect(s.guardAt(0)).toBe('1:C4');
    expect(s.guardDest(0)).toBe('1:D1');
  });

  it('R9.1.21 Squeak!: a tie between characters is the current player’s choice (D23)', () => {
    const s = quiet();
    s.put(0, '1:B4').put(1, '1:D2').guard(0, '1:D4', '1:A1');
    drawEvent(s, 'squeak');
    expect(s.prompt).toEqual({ kind: 'seat', seat: 0, reason: 'squeak', options: [0, 1] });
    expect(legalActions(s.state, 0)).toEqual([seatAnswer(0), seatAnswer(1)]);
    answer(s, seatAnswer(1));
    expect(s.guardAt(0)).toBe('1:D3');
  });

  it('R9.1.21 Squeak!: stepping onto a character applies R7.8 (stealth loss)', () => {
    const s = quiet();
    s.put(0, '1:C4').put(1, '1:A1').guard(0, '1:D4', '1:D1');
    const ev = drawEvent(s, 'squeak');
    expect(s.guardAt(0)).toBe('1:C4');
    expect(eventsOf(ev, 'stealthLost')).toEqual([
      { type: 'stealthLost', seat: 0, at: at('1:C4'), from: 'supply', cause: 'guard-enters', left: 2 },
    ]);
  });

  it('R9.1.21 Squeak!: a guard already sharing a tile with a character of your floor does not move', () => {
    const s = quiet();
    s.put(0, '1:B4').put(1, '1:D4').guard(0, '1:D4', '1:D1');
    const ev = drawEvent(s, 'squeak');
    expect(eventsOf(ev, 'guardMoved')).toEqual([]);
    expect(s.guardAt(0)).toBe('1:D4');
    expect(s.stealth(1)).toBe(3);
  });

  it('R9.1.21 Squeak!: a step onto the destination is an arrival (R7.4)', () => {
    const s = quiet();
    s.put(0, '1:B4').put(1, '2:A1').guard(0, '1:D4', '1:C4').patrol(0, ['A1']);
    const ev = drawEvent(s, 'squeak');
    expect(s.guardAt(0)).toBe('1:C4');
    expect(eventsOf(ev, 'guardDestination').map((e) => [name(e.dest), e.reason])).toEqual([
      ['1:A1', 'patrol'],
    ]);
  });
});

describe('R9.1.22 Switch Signs', () => {
  it('R9.1.22 Switch Signs: the guard is relocated to its destination (R7.8), which becomes its old tile', () => {
    const s = quiet();
    s.put(0, '1:B2').put(1, '1:D4').guard(0, '1:A1', '1:D4');
    const ev = drawEvent(s, 'switch-signs');
    expect(s.guardAt(0)).toBe('1:D4');
    expect(s.guardDest(0)).toBe('1:A1');
    expect(eventsOf(ev, 'guardDestination').map((e) => [name(e.dest), e.reason])).toEqual([
      ['1:A1', 'event'],
    ]);
    expect(eventsOf(ev, 'stealthLost')).toEqual([
      {
        type: 'stealthLost',
        seat: 1,
        at: at('1:D4'),
        from: 'supply',
        cause: 'guard-enters',
        left: 2,
        step: 0,
      },
    ]);
  });

  it('R9.1.22 Switch Signs: with alarms, the alarm on the destination is removed and R7.4 picks the nearest one', () => {
    const s = quiet();
    s.put(0, '1:B2').put(1, '2:A1').guard(0, '1:A1', '1:D4').alarm('1:D4').alarm('1:B4');
    const ev = drawEvent(s, 'switch-signs');
    expect(eventsOf(ev, 'alarmCleared').map((e) => [name(e.at), e.by])).toEqual([['1:D4', 'guard']]);
    expect(s.guardDest(0)).toBe('1:B4');
  });

  it('R9.1.22 Switch Signs: Donuts under the guard stay with it', () => {
    const s = quiet();
    s.put(0, '1:B2').put(1, '2:A1').guard(0, '1:A1', '1:D4');
    s.edit((st) => {
      if (st.guards[0]) st.guards[0].donuts = true;
    });
    const ev = drawEvent(s, 'switch-signs');
    expect(s.guardAt(0)).toBe('1:D4');
    // The Donuts were not used up by the relocation: they stop the guard phase movement.
    expect(eventsOf(ev, 'guardStayed')).toEqual([{ type: 'guardStayed', floor: 0, reason: 'donuts' }]);
  });

  it('R9.1.22 Switch Signs: a guard already on its destination takes a new one by arrival', () => {
    const s = quiet();
    s.put(0, '1:B2').put(1, '1:C3').guard(0, '1:C3', '1:C3').patrol(0, ['A4']);
    const ev = drawEvent(s, 'switch-signs');
    expect(s.guardAt(0)).toBe('1:C3');
    expect(s.guardDest(0)).toBe('1:A4');
    // Standing where it already stood is not a second entry (D32).
    expect(s.stealth(1)).toBe(3);
    expect(eventsOf(ev, 'stealthLost')).toEqual([]);
  });
});

describe('R9.1.23 Throw Voice', () => {
  it("R9.1.23 Throw Voice: you choose a tile open-adjacent to the guard's tile, never its own (D72)", () => {
    const s = quiet({ noWalls: false });
    // Bank floor 1: walls C2|D2 and C1/C2, so C2 opens only to B2 and C3.
    s.put(0, '1:A4').put(1, '1:D1').guard(0, '1:C2', '1:A1');
    drawEvent(s, 'throw-voice');
    expect(s.prompt).toMatchObject({ kind: 'tile', seat: 0, reason: 'throw-voice', optional: false });
    expect(names(s.prompt?.kind === 'tile' ? s.prompt.options : []).sort()).toEqual(['1:B2', '1:C3']);
    expect(s.refused(0, tileAnswer('1:C2'))).toBe('prompt/invalid_answer');
    expect(s.refused(0, tileAnswer('1:D2'))).toBe('prompt/invalid_answer');
    const ev = answer(s, tileAnswer('1:C3'));
    expect(eventsOf(ev, 'guardDestination')[0]).toMatchObject({
      floor: 0,
      dest: at('1:C3'),
      reason: 'event',
    });
    expect(s.guardDest(0)).toBe('1:C3');
  });

  it('R9.1.23 Throw Voice: with an alarm on your floor nothing happens (D24)', () => {
    const s = quiet();
    s.put(0, '1:A4').guard(0, '1:C2', '1:B1').alarm('1:B1');
    const ev = drawEvent(s, 'throw-voice');
    expect(s.prompt).toBeNull();
    expect(eventsOf(ev, 'guardDestination').filter((e) => e.reason === 'event')).toEqual([]);
  });
});

describe('R9.1.24 Time Lock', () => {
  function locked() {
    const s = quiet();
    s.put(0, '1:D4').put(1, '1:B2').guard(0, '1:A4', '1:A3').guard(1, '2:D1', '2:D2');
    drawEvent(s, 'time-lock');
    return s;
  }

  it('R9.1.24 Time Lock: no move up the Stairs, but peeking up is still allowed', () => {
    const s = locked();
    s.setTile('1:B2', 'stairs');
    expect(s.state.turn.seat).toBe(1);
    const legal = legalActions(s.state, 1);
    expect(legal).not.toContainEqual({ type: 'move', to: at('2:B2') });
    expect(legal).toContainEqual({ type: 'peek', at: at('2:B2') });
    expect(s.refused(1, { type: 'move', to: at('2:B2') })).toBe('move/not_linked');
  });

  it('R9.1.24 Time Lock: no move down to the Stairs below', () => {
    const s = locked();
    s.put(1, '2:C3').setTile('1:C3', 'stairs');
    s.tile('2:C3').downstairs = true;
    expect(s.refused(1, { type: 'move', to: at('1:C3') })).toBe('move/not_linked');
  });

  it('R9.1.24 Time Lock: no move through a Thermal Bomb link, in either direction', () => {
    const s = locked();
    s.state.links = [[s.index('1:B2'), s.index('2:B2')]];
    s.setTile('2:B2', 'foyer');
    expect(s.refused(1, { type: 'move', to: at('2:B2') })).toBe('move/not_linked');
    s.put(1, '2:B2');
    expect(s.refused(1, { type: 'move', to: at('1:B2') })).toBe('move/not_linked');
  });

  it('R9.1.24 Time Lock: escaping from the top-floor Stairs is refused with its reason', () => {
    const s = locked();
    s.put(1, '3:A1').setTile('3:A1', 'stairs').guard(2, '3:D4', '3:D3');
    expect(legalActions(s.state, 1)).not.toContainEqual({ type: 'escape' });
    expect(s.refused(1, { type: 'escape' })).toBe('escape/time_lock');
  });

  it('R9.1.24 Time Lock: Service Ducts are unaffected', () => {
    const s = locked();
    s.setTile('1:B2', 'service-duct').setTile('3:C3', 'service-duct');
    expect(legalActions(s.state, 1)).toContainEqual({ type: 'move', to: at('3:C3') });
  });

  it("R9.1.24 Time Lock: ends at the start of the drawer's next turn", () => {
    const s = locked();
    s.put(0, '1:D4').setTile('1:D4', 'stairs');
    const ev = pass(s);
    expect(eventsOf(ev, 'eventExpired')).toEqual([{ type: 'eventExpired', seat: 0, card: 'time-lock' }]);
    expect(s.state.effects.timeLock).toEqual([]);
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'move', to: at('2:D4') });
  });

  it('R9.1.24 Time Lock: a card of a seat that escaped ends at the next turn of any seat (R1.17)', () => {
    const s = quiet({ seats: 3 });
    s.put(1, '1:B2').put(2, '1:C1').guard(0, '1:A4', '1:A3');
    s.edit((st) => {
      st.effects.timeLock = [2];
      st.decks.inFront = [{ seat: 2, card: 'time-lock' }];
      const p = st.players[2];
      if (p) Object.assign(p, { escaped: true, tile: -1 });
    });
    const ev = pass(s);
    expect(eventsOf(ev, 'eventExpired')).toEqual([{ type: 'eventExpired', seat: 2, card: 'time-lock' }]);
    expect(s.state.effects.timeLock).toEqual([]);
    expect(s.state.turn.seat).toBe(1);
  });
});

describe('R9.1.25 Video Loop', () => {
  it("R9.1.25 Video Loop: Cameras are off until the drawer's next turn", () => {
    const s = quiet();
    s.put(0, '1:B3').put(1, '1:B2').guard(0, '1:A4', '1:A3');
    s.setTile('1:C2', 'camera').setTile('1:C3', 'camera').setTile('1:A3', 'camera');
    // The guard stands on a Camera: it watches the other Cameras (R6.2).
    s.guard(0, '1:A3', '1:A4');
    drawEvent(s, 'video-loop');
    const ev = s.move(1, '1:C2');
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([]);
    const back = pass(s);
    expect(eventsOf(back, 'eventExpired')).toEqual([{ type: 'eventExpired', seat: 0, card: 'video-loop' }]);
    const on = s.move(0, '1:C3');
    expect(eventsOf(on, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:C3'), cause: 'camera' },
    ]);
  });
});

describe('R9.1.26 Where Is He?', () => {
  it('R9.1.26 Where Is He?: the guard is relocated onto its destination (R7.8), then takes a new one', () => {
    const s = quiet();
    s.put(0, '1:A4').put(1, '1:C3').guard(0, '1:A1', '1:C3').patrol(0, ['D1']);
    const ev = drawEvent(s, 'where-is-he');
    expect(s.guardAt(0)).toBe('1:C3');
    expect(eventsOf(ev, 'guardMoved')[0]).toMatchObject({ floor: 0, from: at('1:A1'), path: [at('1:C3')] });
    expect(eventsOf(ev, 'stealthLost')).toEqual([
      {
        type: 'stealthLost',
        seat: 1,
        at: at('1:C3'),
        from: 'supply',
        cause: 'guard-enters',
        left: 2,
        step: 0,
      },
    ]);
    expect(s.guardDest(0)).toBe('1:D1');
  });

  it('R9.1.26 Where Is He?: the alarm it lands on is removed and the nearest remaining alarm is next', () => {
    const s = quiet();
    s.put(0, '1:B2').put(1, '2:A1').guard(0, '1:A1', '1:D4').alarm('1:D4').alarm('1:A4');
    const ev = drawEvent(s, 'where-is-he');
    expect(eventsOf(ev, 'guardMoved')[0]).toMatchObject({ from: at('1:A1'), path: [at('1:D4')] });
    expect(eventsOf(ev, 'alarmCleared').map((e) => [name(e.at), e.by])).toEqual([['1:D4', 'guard']]);
    expect(hasAlarm(s, '1:D4')).toBe(false);
    expect(s.guardDest(0)).toBe('1:A4');
  });

  it('R9.1.26 Where Is He?: a guard already on its destination (Crash! then Donuts) is not a second entry (D32)', () => {
    const s = quiet();
    s.put(0, '1:B2').put(1, '1:D1').guard(0, '1:B2', '1:D4').patrol(0, ['C4']);
    s.edit((st) => {
      if (st.guards[0]) st.guards[0].donuts = true;
    });
    // Seat 0 stands on the guard: Crash! makes the guard's own tile its destination, and the
    // Donuts keep it there through the guard phase.
    drawEvent(s, 'crash');
    expect(s.guardDest(0)).toBe('1:B2');
    const ev = drawEvent(s, 'where-is-he');
    expect(s.guardAt(0)).toBe('1:B2');
    expect(s.guardDest(0)).toBe('1:C4');
    expect(s.stealth(0)).toBe(3);
    expect(eventsOf(ev, 'stealthLost')).toEqual([]);
  });
});

describe('D46 event deck reshuffle', () => {
  it('D46 an empty event deck is rebuilt from the discard pile; cards lying in front of seats stay out', () => {
    const s = quiet();
    s.put(1, '1:D1').guard(0, '1:A4', '1:A3');
    s.edit((st) => {
      st.decks.event = [];
      st.decks.eventDiscard = ['lampshade'];
      st.decks.inFront = [{ seat: 1, card: 'time-lock' }];
      st.effects.timeLock = [1];
    });
    s.state.turn.counted = 0;
    const ev = s.end();
    expect(eventsOf(ev, 'eventDeckReshuffled')).toEqual([{ type: 'eventDeckReshuffled', size: 1 }]);
    expect(eventsOf(ev, 'eventDrawn')).toEqual([{ type: 'eventDrawn', seat: 0, card: 'lampshade' }]);
    // Time Lock was still in front of seat 1 and expires only at seat 1's turn start: it is
    // never shuffled in.
    expect(s.state.decks.event).toEqual([]);
  });
});
