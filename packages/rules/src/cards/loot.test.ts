import { describe, expect, it } from 'vitest';
import type { Intent } from '../actions.js';
import { legalActions } from '../engine.js';
import { answer, at, eventsOf, hasAlarm, pass, quiet, type Scene, types } from '../testing/cards-helpers.js';
import { readySafe } from '../testing/safe-helpers.js';
import { name } from '../testing/scene.js';
import type { LootCard } from '../types.js';

const none = { tools: [], loot: [] };
const giveLoot = (to: number, card: LootCard): Intent => ({
  type: 'trade',
  with: to,
  give: { tools: [], loot: [card] },
  take: none,
});

function escaped(s: Scene, seat: number): void {
  s.edit((st) => {
    const p = st.players[seat];
    if (p) Object.assign(p, { escaped: true, entered: true, tile: -1 });
  });
}

describe('R9.3 loot in general', () => {
  it('R9.3 opening a safe gives the roller the top loot card (R5.9)', () => {
    const s = quiet();
    s.put(0, '1:B2').put(1, '1:D4').guard(0, '1:D1', '1:C1').toolDeck(['emp']).lootDeck(['tiara', 'stamp']);
    readySafe(s, '1:B2');
    s.nextDice([5]);
    const ev = s.ok(0, { type: 'crack' });
    expect(types(ev).filter((t) => ['safeOpened', 'toolGained', 'lootGained'].includes(t))).toEqual([
      'safeOpened',
      'toolGained',
      'lootGained',
    ]);
    expect(eventsOf(ev, 'lootGained')).toEqual([{ type: 'lootGained', seat: 0, card: 'tiara' }]);
    expect(s.state.players[0]?.loot).toEqual(['tiara']);
    expect(s.state.decks.loot).toEqual(['stamp']);
  });

  it('R9.3 loot moves only with consent: a declined trade changes nothing (R5.11)', () => {
    const s = quiet();
    s.put(1, '1:A1').guard(0, '1:D4', '1:D3').give(0, 'painting');
    expect(legalActions(s.state, 0)).toContainEqual(giveLoot(1, 'painting'));
    s.ok(0, giveLoot(1, 'painting'));
    const ev = answer(s, { type: 'answer', kind: 'trade', accept: false });
    expect(eventsOf(ev, 'tradeDeclined')).toEqual([{ type: 'tradeDeclined', from: 0, to: 1 }]);
    expect(s.state.players[0]?.loot).toEqual(['painting']);
    expect(s.state.players[1]?.loot).toEqual([]);
    // Another character on another tile is never a trade partner.
    s.put(1, '1:B1');
    expect(s.refused(0, giveLoot(1, 'painting'))).toBe('trade/invalid');
  });
});

describe('R9.3.1 Bust', () => {
  it('R9.3.1 Bust: no tool can be used while holding it; giving it away frees the tools again', () => {
    const s = quiet();
    s.put(1, '1:A1').guard(0, '1:D4', '1:D3').give(0, 'bust', 'makeup-kit');
    expect(legalActions(s.state, 0).filter((a) => a.type === 'useTool')).toEqual([]);
    expect(s.refused(0, { type: 'useTool', tool: 'makeup-kit' })).toBe('tool/bust');
    s.ok(0, giveLoot(1, 'bust'));
    answer(s, { type: 'answer', kind: 'trade', accept: true });
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'useTool', tool: 'makeup-kit' });
    expect(s.refused(1, { type: 'useTool', tool: 'makeup-kit' })).toBe('action/not_your_turn');
  });
});

describe('R9.3.2 Chihuahua', () => {
  it("R9.3.2 Chihuahua: a 6 at the start of the holder's turn triggers an alarm on its tile", () => {
    const s = quiet();
    s.put(1, '1:B2').guard(0, '1:D4', '1:D3').give(1, 'chihuahua').nextDice([6]);
    const ev = pass(s);
    expect(eventsOf(ev, 'diceRolled')).toEqual([
      { type: 'diceRolled', seat: 1, purpose: 'chihuahua', at: at('1:B2'), values: [6] },
    ]);
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B2'), cause: 'chihuahua' },
    ]);
    expect(s.guardDest(0)).toBe('1:B2');
  });

  it('R9.3.2 Chihuahua: any other roll does nothing, and it rolls only on its holder’s turn', () => {
    const s = quiet();
    s.put(1, '1:B2').guard(0, '1:D4', '1:D3').give(1, 'chihuahua').nextDice([5]);
    const ev = pass(s);
    expect(eventsOf(ev, 'diceRolled').map((e) => e.values)).toEqual([[5]]);
    expect(hasAlarm(s, '1:B2')).toBe(false);
    const other = pass(s);
    expect(eventsOf(other, 'diceRolled')).toEqual([]);
  });

  it('R9.3.2 Chihuahua: a guard on the holder’s tile silences it (R6.0.1)', () => {
    const s = quiet();
    s.put(1, '1:B2').guard(0, '1:B2', '1:D3').give(1, 'chihuahua').nextDice([6]);
    const ev = pass(s);
    expect(eventsOf(ev, 'alarmPrevented')).toEqual([
      { type: 'alarmPrevented', at: at('1:B2'), cause: 'chihuahua', by: 'guard' },
    ]);
  });
});

describe('R9.3.3 Cursed Goblet', () => {
  it('R9.3.3 Cursed Goblet: taking it from a safe costs 1 stealth', () => {
    const s = quiet();
    s.put(0, '1:B2').put(1, '1:D4').guard(0, '1:D1', '1:C1').toolDeck(['emp']).lootDeck(['cursed-goblet']);
    readySafe(s, '1:B2');
    s.nextDice([5]);
    const ev = s.ok(0, { type: 'crack' });
    expect(eventsOf(ev, 'stealthLost')).toEqual([
      { type: 'stealthLost', seat: 0, at: at('1:B2'), from: 'supply', cause: 'cursed-goblet', left: 2 },
    ]);
  });

  it('R9.3.3 Cursed Goblet: with no stealth left it costs nothing and never loses the game', () => {
    const s = quiet();
    s.put(0, '1:B2').put(1, '1:D4').guard(0, '1:D1', '1:C1').toolDeck(['emp']).lootDeck(['cursed-goblet']);
    readySafe(s, '1:B2');
    s.edit((st) => {
      if (st.players[0]) st.players[0].stealth = 0;
    });
    s.nextDice([5]);
    const ev = s.ok(0, { type: 'crack' });
    expect(eventsOf(ev, 'stealthLost')).toEqual([]);
    expect(s.state.phase).toBe('playing');
    expect(s.state.players[0]?.loot).toEqual(['cursed-goblet']);
  });

  it('R9.3.3 Cursed Goblet: a non-detection loss is paid from your own supply, not tile tokens (R1.13)', () => {
    const s = quiet();
    s.put(0, '1:B2').put(1, '1:D4').guard(0, '1:D1', '1:C1').toolDeck(['emp']).lootDeck(['cursed-goblet']);
    readySafe(s, '1:B2');
    s.tile('1:B2').stealth = 3;
    s.nextDice([5]);
    s.ok(0, { type: 'crack' });
    expect([s.stealth(0), s.tile('1:B2').stealth]).toEqual([2, 3]);
  });

  it('R9.3.3 Cursed Goblet: a later trade costs nothing', () => {
    const s = quiet();
    s.put(1, '1:A1').guard(0, '1:D4', '1:D3').give(0, 'cursed-goblet');
    s.ok(0, giveLoot(1, 'cursed-goblet'));
    const ev = answer(s, { type: 'answer', kind: 'trade', accept: true });
    expect(eventsOf(ev, 'stealthLost')).toEqual([]);
    expect(s.stealth(1)).toBe(3);
  });

  it('R9.3.3 Cursed Goblet: picking it up where the Drill left it costs 1 stealth (D39)', () => {
    const s = quiet({ seats: [{ character: 'peterman', side: 'advanced' }, {}] });
    s.put(0, '1:B2').put(1, '1:D4').guard(0, '1:D1', '1:C1').guard(1, '2:D4', '2:D3');
    s.toolDeck(['emp']).lootDeck(['cursed-goblet']);
    readySafe(s, '2:B2');
    s.nextDice([5]);
    const drill = s.ok(0, { type: 'crack', at: at('2:B2') });
    expect(eventsOf(drill, 'cardsLeftOnTile').map((e) => [name(e.at), e.tools, e.loot])).toEqual([
      ['2:B2', ['emp'], []],
      ['2:B2', [], ['cursed-goblet']],
    ]);
    expect(eventsOf(drill, 'stealthLost')).toEqual([]);
    // Only a character standing on the safe picks the cards up (arranged here).
    expect(legalActions(s.state, 0)).not.toContainEqual({ type: 'pickUp', card: 'cursed-goblet' });
    s.put(0, '2:B2');
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'pickUp', card: 'cursed-goblet' });
    const ev = s.ok(0, { type: 'pickUp', card: 'cursed-goblet' });
    expect(types(ev)).toEqual(['pickedUp', 'lootGained', 'stealthLost']);
    expect(s.stealth(0)).toBe(2);
  });
});

describe('R9.3.4 Gemstone', () => {
  it('R9.3.4 Gemstone: a Move into a tile with another character costs 1 more', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:B1').guard(0, '1:D4', '1:D3').give(0, 'gemstone');
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'moved')[0]?.cost).toBe(2);
    const empty = s.move(0, '1:C1');
    expect(eventsOf(empty, 'moved')[0]?.cost).toBe(1);
  });

  it('R9.3.4 Gemstone: with one action left the occupied tile is out of reach', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:B1').guard(0, '1:D4', '1:D3').give(0, 'gemstone').actions(1);
    expect(legalActions(s.state, 0)).not.toContainEqual({ type: 'move', to: at('1:B1') });
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'move', to: at('1:A2') });
    expect(s.refused(0, { type: 'move', to: at('1:B1') })).toBe('move/cannot_pay');
  });

  it('R9.3.4 Gemstone: Climb Window into an occupied tile needs 4 actions and spends them all (R8.1)', () => {
    const s = quiet({ seats: [{ character: 'acrobat', side: 'advanced' }, {}] });
    s.put(0, '1:A1').put(1, '2:A1').guard(0, '1:D4', '1:D3').guard(1, '2:D4', '2:D3').give(0, 'gemstone');
    s.actions(3);
    expect(legalActions(s.state, 0)).not.toContainEqual({ type: 'climbWindow', dir: 'up' });
    s.actions(4);
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'climbWindow', dir: 'up' });
    s.ok(0, { type: 'climbWindow', dir: 'up' });
    expect(s.where(0)).toBe('2:A1');
  });
});

describe('R9.3.5 Gold Bar', () => {
  function opened() {
    const s = quiet();
    s.put(0, '1:B2').put(1, '1:D4').guard(0, '1:D1', '1:C1').toolDeck(['emp']).lootDeck(['gold-bar']);
    readySafe(s, '1:B2');
    s.nextDice([5]);
    const ev = s.ok(0, { type: 'crack' });
    return { s, ev };
  }

  it('R9.3.5 Gold Bar: drawing the first bar puts the second on the safe tile', () => {
    const { s, ev } = opened();
    expect(eventsOf(ev, 'lootGained')).toEqual([{ type: 'lootGained', seat: 0, card: 'gold-bar' }]);
    expect(eventsOf(ev, 'cardsLeftOnTile')).toEqual([
      { type: 'cardsLeftOnTile', at: at('1:B2'), tools: [], loot: ['gold-bar#1'] },
    ]);
    expect(s.tile('1:B2').loot).toEqual(['gold-bar#1']);
    expect(s.state.decks.goldBarAside).toBe(false);
  });

  it('R9.3.5 Gold Bar: nobody may hold two, by pick-up or trade', () => {
    const { s } = opened();
    expect(legalActions(s.state, 0)).not.toContainEqual({ type: 'pickUp', card: 'gold-bar#1' });
    expect(s.refused(0, { type: 'pickUp', card: 'gold-bar#1' })).toBe('pickup/gold_bar');
    s.put(1, '1:B2').give(1, 'gold-bar#1' as LootCard);
    s.tile('1:B2').loot = [];
    expect(s.refused(0, giveLoot(1, 'gold-bar'))).toBe('trade/invalid');
    expect(legalActions(s.state, 0)).not.toContainEqual(giveLoot(1, 'gold-bar'));
  });

  it('R9.3.5 Gold Bar: only the current player picks up the second bar, in its action phase', () => {
    const { s } = opened();
    s.put(1, '1:B2');
    // Seat 1 stands there during seat 0's turn: it cannot take it.
    expect(s.refused(1, { type: 'pickUp', card: 'gold-bar#1' })).toBe('action/not_your_turn');
    pass(s);
    expect(legalActions(s.state, 1)).toContainEqual({ type: 'pickUp', card: 'gold-bar#1' });
    const ev = s.ok(1, { type: 'pickUp', card: 'gold-bar#1' });
    expect(types(ev)).toEqual(['pickedUp', 'lootGained']);
    expect(s.state.players[1]?.loot).toEqual(['gold-bar#1']);
    expect(s.tile('1:B2').loot).toEqual([]);
  });

  it('R9.3.5 Gold Bar: a bar on a tile does not stop an escape, but stops the last one (D61)', () => {
    const s = quiet();
    s.put(0, '3:A1')
      .setTile('3:A1', 'stairs')
      .put(1, '3:A1')
      .guard(0, '1:D4', '1:D3')
      .guard(2, '3:D4', '3:D3');
    s.tile('2:B2').loot = ['gold-bar#1'];
    s.give(0, 'gold-bar');
    s.ok(0, { type: 'escape' });
    expect(s.state.players[0]?.escaped).toBe(true);
    expect(s.state.turn.seat).toBe(1);
    expect(legalActions(s.state, 1)).not.toContainEqual({ type: 'escape' });
    const r = s.try(1, { type: 'escape' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('escape/loot_left');
      expect(r.error.message).toContain('gold-bar#1');
    }
  });
});

describe('R9.3.6 Isotope', () => {
  it('R9.3.6 Isotope: entering a Thermo tile triggers its alarm at once', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:D4').guard(0, '1:D1', '1:D2').give(0, 'isotope');
    s.setTile('1:B1', 'thermo').setTile('1:A2', 'thermo');
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B1'), cause: 'isotope' },
    ]);
  });

  it('R9.3.6 Isotope: without it, entering a Thermo tile is silent until the end of the turn', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:D4').guard(0, '1:D1', '1:D2');
    s.setTile('1:B1', 'thermo');
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([]);
  });
});

describe('R9.3.7 Keycard', () => {
  function keycardScene() {
    const s = quiet();
    s.put(0, '1:B2').put(1, '1:D4').guard(0, '1:D1', '1:C1');
    readySafe(s, '1:B2');
    return s;
  }

  it('R9.3.7 Keycard: no Crack safe unless the holder stands on the safe (D38)', () => {
    const s = keycardScene();
    s.give(1, 'keycard');
    expect(legalActions(s.state, 0)).not.toContainEqual({ type: 'crack' });
    expect(s.refused(0, { type: 'crack' })).toBe('safe/keycard');
    s.put(1, '1:B2');
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'crack' });
  });

  it('R9.3.7 Keycard: the holder may be the roller', () => {
    const s = keycardScene();
    s.give(0, 'keycard');
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'crack' });
  });

  it('R9.3.7 Keycard: while nobody holds it there is no restriction', () => {
    const s = keycardScene();
    expect(s.state.decks.loot).toContain('keycard');
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'crack' });
  });

  it('R9.3.7 Keycard: with the Drill, the holder must stand on the drilled safe, not beside the Peterman (D38)', () => {
    const s = quiet({ seats: [{ character: 'peterman', side: 'advanced' }, {}] });
    s.put(0, '1:B2').put(1, '1:B2').guard(0, '1:D1', '1:C1').guard(1, '2:D4', '2:D3').give(1, 'keycard');
    readySafe(s, '2:B2');
    expect(legalActions(s.state, 0)).not.toContainEqual({ type: 'crack', at: at('2:B2') });
    expect(s.refused(0, { type: 'crack', at: at('2:B2') })).toBe('safe/keycard');
    s.put(1, '2:B2');
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'crack', at: at('2:B2') });
  });

  it('R9.3.7 Keycard: drawn by the Drill it lies on the safe opened from another floor and restricts nobody until picked up', () => {
    const s = quiet({ seats: [{ character: 'peterman', side: 'advanced' }, {}] });
    s.put(0, '1:B2').put(1, '1:D4').guard(0, '1:D1', '1:C1').guard(1, '2:D4', '2:D3');
    s.toolDeck(['emp']).lootDeck(['keycard']);
    readySafe(s, '2:B2');
    s.setTile('1:D4', 'safe').tile('1:D4').dice = 1;
    s.nextDice([5]);
    s.ok(0, { type: 'crack', at: at('2:B2') });
    expect(s.tile('2:B2').open).toBe(true);
    expect(s.tile('2:B2').loot).toEqual(['keycard']);
    expect(s.tile('1:B2').loot).toEqual([]);
    expect(s.state.players[0]?.loot).toEqual([]);
    // Seat 1 may crack the other safe: nobody holds the Keycard.
    pass(s);
    expect(legalActions(s.state, 1)).toContainEqual({ type: 'crack' });
    // Once a character has picked it up, its holder must stand on a safe for it to be cracked.
    s.put(1, '2:B2');
    s.ok(1, { type: 'pickUp', card: 'keycard' });
    s.put(1, '1:C4');
    pass(s);
    s.put(0, '1:D4');
    expect(s.refused(0, { type: 'crack' })).toBe('safe/keycard');
  });
});

describe('R9.3.8 Mirror', () => {
  it('R9.3.8 Mirror: its holder has one action fewer, fixed at turn start (D37)', () => {
    const s = quiet();
    s.put(1, '1:A1').guard(0, '1:D4', '1:D3').give(1, 'mirror');
    const ev = pass(s);
    expect(eventsOf(ev, 'turnStarted').at(-1)).toMatchObject({ seat: 1, allowance: 3 });
    // Giving it away mid-turn changes nothing this turn.
    s.put(0, '1:A1');
    s.ok(1, giveLoot(0, 'mirror'));
    answer(s, { type: 'answer', kind: 'trade', accept: true });
    expect(s.state.turn.allowance).toBe(3);
    const next = pass(s);
    expect(eventsOf(next, 'turnStarted').at(-1)).toMatchObject({ seat: 0, allowance: 3 });
  });

  it('R9.3.8 Mirror: its holder never triggers a Laser: no choice, no extra action, no alarm', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:D4').guard(0, '1:D1', '1:D2').give(0, 'mirror');
    s.setTile('1:B1', 'laser');
    const ev = s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    expect(s.state.turn.used).toBe(1);
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([]);
  });
});

describe('R9.3.9 Painting', () => {
  it('R9.3.9 Painting: no passage through a Secret Door wall, but the door can be entered normally', () => {
    const s = quiet({ noWalls: false });
    // Bank floor 1: a wall between A1 and B1; B1 opens to B2.
    s.put(0, '1:A1').setTile('1:A1', 'foyer').put(1, '1:D4').guard(0, '1:D1', '1:D2');
    s.setTile('1:B1', 'secret-door').setTile('1:B2', 'foyer');
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'move', to: at('1:B1') });
    s.give(0, 'painting');
    expect(legalActions(s.state, 0)).not.toContainEqual({ type: 'move', to: at('1:B1') });
    expect(s.refused(0, { type: 'move', to: at('1:B1') })).toBe('move/not_linked');
    s.put(0, '1:B2');
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'move', to: at('1:B1') });
  });

  it('R9.3.9 Painting: no travel between Service Ducts', () => {
    const s = quiet();
    s.put(0, '1:B2').setTile('1:B2', 'service-duct').setTile('3:C3', 'service-duct');
    s.put(1, '1:D4').guard(0, '1:D1', '1:D2');
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'move', to: at('3:C3') });
    s.give(0, 'painting');
    expect(legalActions(s.state, 0)).not.toContainEqual({ type: 'move', to: at('3:C3') });
  });
});

describe('R9.3.10 Persian Kitty', () => {
  /** Seat 1 holds the kitty at `from`; seat 0 passes so that seat 1's turn starts with `roll`. */
  function kitty(from: string, roll: number, setup: (s: Scene) => void = () => {}) {
    const s = quiet();
    s.put(1, from).guard(0, '1:D4', '1:D3').give(1, 'persian-kitty');
    setup(s);
    s.nextDice([roll]);
    const ev = pass(s);
    return { s, ev };
  }

  it('R9.3.10 Persian Kitty: on a 1 it runs one step toward the nearest revealed alarm tile (D22)', () => {
    const { s, ev } = kitty('1:A1', 1, (t) => t.setTile('1:A4', 'motion').setTile('1:C3', 'laser'));
    // A4 is 3 steps away, C3 is 4: the first step toward A4 is A2.
    expect(eventsOf(ev, 'diceRolled')).toEqual([
      { type: 'diceRolled', seat: 1, purpose: 'kitty', at: at('1:A1'), values: [1] },
    ]);
    expect(eventsOf(ev, 'kittyEscaped')).toEqual([{ type: 'kittyEscaped', seat: 1, at: at('1:A2') }]);
    expect(s.state.kitty).toBe(s.index('1:A2'));
    // The card stays with its holder.
    expect(s.state.players[1]?.loot).toEqual(['persian-kitty']);
  });

  it('R9.3.10 Persian Kitty: ties go to the target first in reading order', () => {
    const { ev } = kitty('1:A1', 2, (t) => t.setTile('1:A4', 'thermo').setTile('1:D1', 'detector'));
    // A4 and D1 are both 3 steps away; D1 comes first in reading order, so the kitty goes east.
    expect(eventsOf(ev, 'kittyEscaped')).toEqual([{ type: 'kittyEscaped', seat: 1, at: at('1:B1') }]);
  });

  it('R9.3.10 Persian Kitty: an open-adjacent alarm tile is the only step, so it lands on it', () => {
    const { s } = kitty('1:B2', 1, (t) => t.setTile('1:B3', 'fingerprint'));
    expect(s.state.kitty).toBe(s.index('1:B3'));
  });

  it('R9.3.10 Persian Kitty: "nearest" is by walking distance, walls respected', () => {
    const s = quiet({ noWalls: false });
    // Bank floor 1: B2/B3 is walled, so B3 is 3 steps from B2 (C2 C3 B3) and A1 only 2 (A2 A1).
    s.put(0, '1:C4').put(1, '1:B2').guard(0, '1:D4', '1:D3').give(1, 'persian-kitty');
    s.setTile('1:B3', 'laser').setTile('1:A1', 'thermo');
    s.nextDice([1]);
    pass(s);
    expect(s.state.kitty).toBe(s.index('1:A2'));
  });

  it("R9.3.10 Persian Kitty: no revealed alarm tile on the holder's floor: it stays with its holder", () => {
    const { s, ev } = kitty('1:A1', 1, (t) => {
      t.setTile('1:B1', 'laser', { revealed: false });
      t.setTile('2:A2', 'motion');
      t.setTile('1:A1', 'thermo');
    });
    expect(eventsOf(ev, 'kittyEscaped')).toEqual([]);
    expect(s.state.kitty).toBe(-1);
    // Not loose: escapes are not blocked by it.
    expect(s.state.players[1]?.loot).toEqual(['persian-kitty']);
  });

  it('R9.3.10 Persian Kitty: a roll of 3 to 6 keeps it home', () => {
    const { s, ev } = kitty('1:A1', 3, (t) => t.setTile('1:A2', 'motion'));
    expect(eventsOf(ev, 'diceRolled').map((e) => e.values)).toEqual([[3]]);
    expect(s.state.kitty).toBe(-1);
  });

  it('R9.3.10 Persian Kitty: while loose nobody may escape, the card cannot be traded, and it never rolls again', () => {
    const { s } = kitty('3:B2', 1, (t) => {
      t.setTile('3:D2', 'motion').setTile('3:A1', 'stairs').guard(2, '3:D4', '3:D3');
      t.put(0, '3:A1');
    });
    expect(s.state.kitty).toBe(s.index('3:C2'));
    s.put(1, '3:A1');
    expect(s.refused(1, { type: 'escape' })).toBe('escape/kitty_loose');
    expect(s.refused(1, giveLoot(0, 'persian-kitty'))).toBe('trade/invalid');
    const ev = pass(s);
    expect(s.state.turn.seat).toBe(0);
    expect(s.refused(0, { type: 'escape' })).toBe('escape/kitty_loose');
    const back = pass(s);
    expect(eventsOf(back, 'diceRolled').filter((e) => e.purpose === 'kitty')).toEqual([]);
    expect(eventsOf(ev, 'kittyEscaped')).toEqual([]);
  });

  it('R9.3.10 Persian Kitty: the current player catches it on its tile; the card moves to the catcher and escapes are allowed again', () => {
    const { s } = kitty('3:B2', 1, (t) => {
      t.setTile('3:D2', 'motion').setTile('3:C2', 'stairs').guard(2, '3:D4', '3:D3');
      t.put(0, '3:B1');
    });
    expect(s.state.kitty).toBe(s.index('3:C2'));
    pass(s);
    s.move(0, '3:C1');
    s.move(0, '3:C2');
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'pickUp', card: 'kitty' });
    const ev = s.ok(0, { type: 'pickUp', card: 'kitty' });
    expect(eventsOf(ev, 'pickedUp')).toEqual([{ type: 'pickedUp', seat: 0, at: at('3:C2'), card: 'kitty' }]);
    expect(s.state.kitty).toBe(-1);
    expect(s.state.players[0]?.loot).toEqual(['persian-kitty']);
    expect(s.state.players[1]?.loot).toEqual([]);
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'escape' });
  });
});

describe('R9.3.11 Stamp', () => {
  it('R9.3.11 Stamp: its holder draws an event with 3 counted actions (D4), not with 4', () => {
    const s = quiet();
    s.put(1, '1:D4').guard(0, '1:D1', '1:C1').give(0, 'stamp').eventDeck(['lampshade']);
    s.state.turn.counted = 3;
    const ev = s.end();
    expect(eventsOf(ev, 'eventDrawn')).toEqual([{ type: 'eventDrawn', seat: 0, card: 'lampshade' }]);
    const t = quiet();
    t.put(1, '1:D4').guard(0, '1:D1', '1:C1').give(0, 'stamp').eventDeck(['lampshade']);
    t.state.turn.counted = 4;
    expect(eventsOf(t.end(), 'eventDrawn')).toEqual([]);
  });

  it('R9.3.11 Stamp: real moves count, and moving back and forth does not (R4.5, D67)', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:D4').guard(0, '1:D1', '1:C1').give(0, 'stamp').eventDeck(['lampshade']);
    s.move(0, '1:A2');
    s.move(0, '1:A1');
    s.move(0, '1:A2');
    s.move(0, '1:A3');
    // Counted: A1->A2 and A2->A3; the returns do not count.
    expect(s.state.turn.counted).toBe(2);
    expect(eventsOf(s.end(), 'eventDrawn')).toHaveLength(1);
  });
});

describe('R9.3.12 Tiara', () => {
  it('R9.3.12 Tiara: entering a tile open-adjacent to the guard costs 1 stealth', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:D4').guard(0, '1:C1', '1:C2').give(0, 'tiara');
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'stealthLost')).toEqual([
      { type: 'stealthLost', seat: 0, at: at('1:B1'), from: 'supply', cause: 'tiara', left: 2 },
    ]);
  });

  it('R9.3.12 Tiara: walls block the sight', () => {
    const s = quiet({ noWalls: false });
    // Bank floor 1: C2|D2 is walled.
    s.put(0, '1:B2')
      .setTile('1:B2', 'foyer')
      .setTile('1:C2', 'foyer')
      .put(1, '1:A4')
      .guard(0, '1:D2', '1:D1');
    s.give(0, 'tiara');
    s.move(0, '1:C2');
    expect(s.stealth(0)).toBe(3);
  });

  it('R9.3.12 Tiara: a guard moving next to the holder costs nothing', () => {
    const s = quiet({ moving: true });
    s.put(0, '1:B2').put(1, '1:D1').guard(0, '1:A4', '1:A1').speed(0, 2).give(0, 'tiara');
    const ev = pass(s);
    expect(s.guardAt(0)).toBe('1:A2');
    expect(eventsOf(ev, 'stealthLost')).toEqual([]);
  });

  it('R9.3.12 Tiara: with a Foyer beside the guard it still costs only 1 (D53)', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:D4').setTile('1:B1', 'foyer').guard(0, '1:C1', '1:C2').give(0, 'tiara');
    s.move(0, '1:B1');
    expect(s.stealth(0)).toBe(2);
  });
});

describe('R5.12 escape with loot (D61)', () => {
  it('R5.12 the last character escapes only with every loot card out of the building, and wins', () => {
    const s = quiet();
    s.put(0, '3:A1').setTile('3:A1', 'stairs').guard(0, '1:D4', '1:D3').guard(2, '3:D4', '3:D3');
    escaped(s, 1);
    s.give(0, 'tiara');
    s.tile('3:A1').loot = ['painting'];
    expect(s.refused(0, { type: 'escape' })).toBe('escape/loot_left');
    s.ok(0, { type: 'pickUp', card: 'painting' });
    const ev = s.ok(0, { type: 'escape' });
    expect(types(ev).slice(-2)).toEqual(['escaped', 'gameWon']);
  });

  it('R5.12 loot held by escaped characters is out of the building: the last escape wins', () => {
    const s = quiet();
    s.put(0, '3:A1').setTile('3:A1', 'stairs').guard(0, '1:D4', '1:D3').guard(2, '3:D4', '3:D3');
    escaped(s, 1);
    s.edit((st) => {
      const p = st.players[1];
      if (p) p.loot = ['gold-bar', 'mirror'];
    });
    s.give(0, 'gold-bar#1' as LootCard);
    s.ok(0, { type: 'escape' });
    expect(s.state.phase).toBe('won');
  });
});
