import { describe, expect, it } from 'vitest';
import type { Action } from '../actions.js';
import { crew, losses } from '../testing/character-helpers.js';
import { at, eventsOf, name, type Scene } from '../testing/scene.js';

const steady = [{ character: 'peterman' as const }, { character: 'hawk' as const }];
const drill = [{ character: 'peterman' as const, side: 'advanced' as const }, { character: 'hawk' as const }];

/** A revealed Safe at `safe` whose six line tiles are revealed and all show `num`. */
function safeAt(s: Scene, safe: string, num: number, dice = 0): Scene {
  const [floor, cell] = safe.split(':') as [string, string];
  const col = cell[0] as string;
  const row = cell.slice(1);
  s.setTile(safe, 'safe');
  for (const c of ['A', 'B', 'C', 'D'])
    if (c !== col) s.setTile(`${floor}:${c}${row}`, 'secret-door', { num });
  for (const r of ['1', '2', '3', '4'])
    if (r !== row) s.setTile(`${floor}:${col}${r}`, 'secret-door', { num });
  s.edit((st) => {
    (st.tiles[s.index(safe)] as { dice: number }).dice = dice;
  });
  return s;
}

function safeInputs(s: Scene, seat = 0): string[] {
  return s
    .legal(seat)
    .flatMap((a: Action) =>
      a.type === 'addDie' || a.type === 'crack' ? [`${a.type}@${a.at ? name(a.at) : 'here'}`] : [],
    )
    .sort();
}

const speeds = (s: Scene) => s.state.guards.map((g) => g.speed);

describe('R8.5 Peterman basic: Steady Hands', () => {
  it('R8.5 Steady Hands: a Crack safe roll uses 1 extra die, and that die can complete the combination', () => {
    const s = crew({ seats: steady });
    safeAt(s, '1:B2', 3, 1).put(0, '1:B2');
    s.toolDeck(['virus']).lootDeck(['painting']);
    s.nextDice([1, 3]);
    const ev = s.ok(0, { type: 'crack' });
    expect(eventsOf(ev, 'diceRolled')).toEqual([
      { type: 'diceRolled', seat: 0, purpose: 'safe', at: at('1:B2'), values: [1, 3] },
    ]);
    expect(eventsOf(ev, 'safeOpened')).toHaveLength(1);
    expect(s.state.players[0]?.tools).toEqual(['virus']);
    expect(s.state.players[0]?.loot).toEqual(['painting']);
  });

  it('R8.5/D55 Steady Hands alone is not enough: no Crack safe with 0 added dice', () => {
    const s = crew({ seats: steady });
    safeAt(s, '1:B2', 3, 0).put(0, '1:B2');
    expect(safeInputs(s)).toEqual(['addDie@here']);
    expect(s.refused(0, { type: 'crack' })).toBe('safe/no_dice');
  });

  it('R8.5/R6.8 Steady Hands: a Keypad attempt rolls attempts + 1 dice for the Peterman, 1 for anyone else', () => {
    const s = crew({ seats: steady });
    s.setTile('1:B1', 'keypad', { num: 5 });
    s.nextDice([2, 6]);
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'diceRolled')[0]).toMatchObject({ seat: 0, purpose: 'keypad', values: [2, 6] });
    expect(s.where(0)).toBe('1:B1');
    const o = crew({ seats: [{ character: 'hawk' }, { character: 'peterman' }] });
    o.setTile('1:B1', 'keypad', { num: 5 });
    o.nextDice([2]);
    const other = o.move(0, '1:B1');
    expect(eventsOf(other, 'diceRolled')[0]?.values).toEqual([2]);
    expect(o.where(0)).toBe('1:A1');
  });

  it('R8.5 Steady Hands: the second Keypad attempt of the turn rolls 3 dice', () => {
    const s = crew({ seats: steady });
    s.setTile('1:B1', 'keypad', { num: 5 });
    s.nextDice([1, 2, 1, 2, 3]);
    s.move(0, '1:B1');
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'diceRolled')[0]?.values).toEqual([1, 2, 3]);
    expect(s.where(0)).toBe('1:A1');
  });

  it('R8.5 Steady Hands is not a Drill: the basic Peterman cannot work the safe above', () => {
    const s = crew({ seats: steady });
    safeAt(s, '2:A1', 3, 1);
    expect(safeInputs(s)).toEqual([]);
    expect(s.refused(0, { type: 'addDie', at: at('2:A1') })).toBe('tile/wrong_kind');
  });
});

describe('R8.5 Peterman advanced: Drill', () => {
  it('R8.5 Drill: Add safe die (2 actions) and Crack (1 action) on the revealed Safe directly above, with no extra die', () => {
    const s = crew({ seats: drill });
    safeAt(s, '2:A1', 3);
    expect(safeInputs(s)).toEqual(['addDie@2:A1']);
    const add = s.ok(0, { type: 'addDie', at: at('2:A1') });
    expect(eventsOf(add, 'safeDieAdded')).toEqual([
      { type: 'safeDieAdded', seat: 0, at: at('2:A1'), dice: 1 },
    ]);
    expect(s.state.turn.used).toBe(2);
    expect(safeInputs(s)).toEqual(['addDie@2:A1', 'crack@2:A1']);
    s.nextDice([5]);
    const crack = s.ok(0, { type: 'crack', at: at('2:A1') });
    expect(eventsOf(crack, 'diceRolled')[0]?.values).toEqual([5]);
    expect(s.state.turn.used).toBe(3);
    expect(s.where(0)).toBe('1:A1');
  });

  it('R8.5 Drill also reaches the Safe directly below, but never two floors away', () => {
    const s = crew({ seats: drill });
    s.guard(1, '2:D4', '2:D3').setTile('2:A1', 'secret-door').put(0, '2:A1');
    safeAt(s, '1:A1', 3);
    expect(safeInputs(s)).toEqual(['addDie@1:A1']);
    const t = crew({ seats: drill });
    safeAt(t, '3:A1', 3, 1);
    expect(safeInputs(t)).toEqual([]);
    expect(t.refused(0, { type: 'crack', at: at('3:A1') })).toBe('tile/wrong_kind');
  });

  it('R8.5 a face-down Safe is never a Drill target', () => {
    const s = crew({ seats: drill });
    s.setTile('2:A1', 'safe', { revealed: false });
    expect(safeInputs(s)).toEqual([]);
    expect(s.refused(0, { type: 'addDie', at: at('2:A1') })).toBe('tile/wrong_kind');
  });

  it("R8.5/D65/D39 a Drill roll opens the safe above: tool and loot lie face up on its tile, the speed rises from the safe's floor down, the Goblet costs on pick-up", () => {
    const s = crew({ seats: drill });
    s.setTile('1:A1', 'stairs');
    safeAt(s, '2:A1', 4);
    s.toolDeck(['virus', 'emp']).lootDeck(['cursed-goblet']);
    s.patrol(1, ['D4', 'D3']);
    expect(speeds(s)).toEqual([2, 3, 4]);
    s.ok(0, { type: 'addDie', at: at('2:A1') });
    s.nextDice([4]);
    const ev = s.ok(0, { type: 'crack', at: at('2:A1') });
    expect(eventsOf(ev, 'safeOpened')).toEqual([{ type: 'safeOpened', seat: 0, at: at('2:A1') }]);
    expect(eventsOf(ev, 'cardsLeftOnTile')).toEqual([
      { type: 'cardsLeftOnTile', at: at('2:A1'), tools: ['virus'], loot: [] },
      { type: 'cardsLeftOnTile', at: at('2:A1'), tools: [], loot: ['cursed-goblet'] },
    ]);
    expect(eventsOf(ev, 'toolGained')).toEqual([]);
    expect(eventsOf(ev, 'lootGained')).toEqual([]);
    expect(s.state.players[0]?.tools).toEqual([]);
    expect(s.state.players[0]?.loot).toEqual([]);
    expect(s.stealth(0)).toBe(3);
    expect(speeds(s)).toEqual([3, 4, 4]);
    expect(s.tile('2:A1').tools).toEqual(['virus']);
    expect(s.tile('2:A1').loot).toEqual(['cursed-goblet']);
    s.move(0, '2:A1');
    const pick = s.ok(0, { type: 'pickUp', card: 'cursed-goblet' });
    expect(losses(pick)).toEqual([[0, 'cursed-goblet', 'supply']]);
    s.ok(0, { type: 'pickUp', card: 'virus' });
    expect(s.state.players[0]?.tools).toEqual(['virus']);
    expect(s.state.players[0]?.loot).toEqual(['cursed-goblet']);
    expect(s.tile('2:A1').tools).toEqual([]);
  });

  it("R8.5/D65 drilling down from the top floor raises the safe's floor and below, not the Peterman's floor", () => {
    const s = crew({ seats: drill });
    s.guard(2, '3:D4', '3:D3').setTile('3:B2', 'secret-door').put(0, '3:B2');
    safeAt(s, '2:B2', 6, 1);
    s.toolDeck(['virus']).lootDeck(['painting']);
    s.nextDice([6]);
    s.ok(0, { type: 'crack', at: at('2:B2') });
    expect(s.tile('2:B2').open).toBe(true);
    expect(speeds(s)).toEqual([3, 4, 4]);
  });

  it("R8.5/R9.3.5 a drilled Gold Bar puts both bars on the safe's tile", () => {
    const s = crew({ seats: drill });
    safeAt(s, '2:A1', 2, 1);
    s.toolDeck(['virus']).lootDeck(['gold-bar']);
    s.nextDice([2]);
    s.ok(0, { type: 'crack', at: at('2:A1') });
    expect(s.tile('2:A1').loot).toEqual(['gold-bar', 'gold-bar#1']);
    expect(s.state.players[0]?.loot).toEqual([]);
  });

  it("R8.5/D38/R9.3.7 Keycard with the Drill: its holder must stand on the drilled safe's tile", () => {
    const s = crew({ seats: drill });
    safeAt(s, '2:A1', 2, 1);
    s.give(0, 'keycard');
    expect(safeInputs(s)).toEqual(['addDie@2:A1']);
    expect(s.refused(0, { type: 'crack', at: at('2:A1') })).toBe('safe/keycard');
    s.edit((st) => {
      (st.players[0] as { loot: string[] }).loot = [];
    });
    s.give(1, 'keycard');
    s.guard(1, '2:D4', '2:D3').put(1, '2:A1');
    expect(safeInputs(s)).toEqual(['addDie@2:A1', 'crack@2:A1']);
    s.nextDice([1]);
    s.ok(0, { type: 'crack', at: at('2:A1') });
    expect(s.state.turn.used).toBe(1);
  });

  it('R8.5/R9.3.7 with no Keycard held the Drill cracks freely', () => {
    const s = crew({ seats: drill });
    safeAt(s, '2:A1', 2, 1);
    expect(safeInputs(s)).toEqual(['addDie@2:A1', 'crack@2:A1']);
  });

  it('R8.5/R5.9 the advanced Peterman cracking its own safe takes the cards into its hand', () => {
    const s = crew({ seats: drill });
    safeAt(s, '1:B2', 5, 1).put(0, '1:B2');
    s.toolDeck(['virus']).lootDeck(['painting']);
    s.nextDice([5]);
    const ev = s.ok(0, { type: 'crack' });
    expect(eventsOf(ev, 'diceRolled')[0]?.values).toEqual([5]);
    expect(s.state.players[0]?.tools).toEqual(['virus']);
    expect(s.state.players[0]?.loot).toEqual(['painting']);
    expect(s.tile('1:B2').tools).toEqual([]);
  });
});
