import { describe, expect, it } from 'vitest';
import { createGame } from '../setup.js';
import { alarmTiles, crew, losses, quiet, uses } from '../testing/character-helpers.js';
import { at, eventsOf, name } from '../testing/scene.js';

const orders = [{ character: 'rook' as const }, { character: 'hawk' as const }];
const disguise = [{ character: 'rook' as const, side: 'advanced' as const }, { character: 'hawk' as const }];

function orderTargets(s: ReturnType<typeof crew>): string[] {
  return uses(s, 'orders')
    .map((a) => `${a.target}>${name(a.to)}`)
    .sort();
}

describe('R8.8 Rook basic: Orders', () => {
  it('R8.8/D19 Orders: 1 action, the moved seat consents, the character Moves one tile; once per turn', () => {
    const s = crew({ seats: orders });
    s.setTile('1:B1', 'secret-door').setTile('1:C1', 'secret-door').put(1, '1:B1');
    expect(orderTargets(s)).toEqual(['1>1:A1', '1>1:B2', '1>1:C1']);
    s.ok(0, { type: 'orders', target: 1, to: at('1:C1') });
    expect(s.prompt).toEqual({ kind: 'orders', seat: 1, rook: 0, to: at('1:C1') });
    expect(s.refused(0, { type: 'answer', kind: 'orders', accept: true })).toBe('prompt/not_yours');
    expect(s.legal(1)).toEqual([
      { type: 'answer', kind: 'orders', accept: true },
      { type: 'answer', kind: 'orders', accept: false },
    ]);
    const ev = s.ok(1, { type: 'answer', kind: 'orders', accept: true });
    expect(eventsOf(ev, 'abilityUsed')).toEqual([{ type: 'abilityUsed', seat: 0, ability: 'orders' }]);
    expect(eventsOf(ev, 'moved')[0]).toMatchObject({ seat: 1, from: at('1:B1'), to: at('1:C1'), cost: 0 });
    expect(s.where(1)).toBe('1:C1');
    expect(s.where(0)).toBe('1:A1');
    expect(s.state.turn.used).toBe(1);
    expect(s.state.turn.seat).toBe(0);
    expect(uses(s, 'orders')).toEqual([]);
    expect(s.refused(0, { type: 'orders', target: 1, to: at('1:B1') })).toBe('ability/invalid');
  });

  it('R8.8/D19 a declined order costs nothing, does not use up Orders, and can be given again', () => {
    const s = crew({ seats: orders });
    s.setTile('1:B1', 'secret-door').setTile('1:C1', 'secret-door').put(1, '1:B1');
    s.ok(0, { type: 'orders', target: 1, to: at('1:C1') });
    const no = s.ok(1, { type: 'answer', kind: 'orders', accept: false });
    expect(eventsOf(no, 'ordersDeclined')).toEqual([{ type: 'ordersDeclined', rook: 0, target: 1 }]);
    expect(eventsOf(no, 'abilityUsed')).toEqual([]);
    expect(s.where(1)).toBe('1:B1');
    expect(s.state.turn.used).toBe(0);
    expect(orderTargets(s)).toContain('1>1:C1');
    s.ok(0, { type: 'orders', target: 1, to: at('1:A1') });
    s.ok(1, { type: 'answer', kind: 'orders', accept: true });
    expect(s.where(1)).toBe('1:A1');
    expect(s.state.turn.used).toBe(1);
  });

  it('R8.8/R6.4 Orders ignore the Deadbolt surcharge', () => {
    const s = crew({ seats: orders });
    s.setTile('1:B1', 'secret-door').setTile('1:C1', 'deadbolt', { num: 2 }).put(1, '1:B1');
    s.ok(0, { type: 'orders', target: 1, to: at('1:C1') });
    s.ok(1, { type: 'answer', kind: 'orders', accept: true });
    expect(s.where(1)).toBe('1:C1');
    expect(s.state.turn.used).toBe(1);
  });

  it('R8.8/R6.10 Orders onto a Laser: no choice, no extra action and no alarm', () => {
    const s = crew({ seats: orders });
    s.setTile('1:B1', 'secret-door').setTile('1:C1', 'laser', { num: 1 }).put(1, '1:B1');
    s.ok(0, { type: 'orders', target: 1, to: at('1:C1') });
    const ev = s.ok(1, { type: 'answer', kind: 'orders', accept: true });
    expect(s.prompt).toBeNull();
    expect(s.where(1)).toBe('1:C1');
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([]);
    expect(eventsOf(ev, 'laserPaid')).toEqual([]);
    expect(alarmTiles(s)).toEqual([]);
    expect(s.state.turn.used).toBe(1);
  });

  it('R8.8/R6.8 Orders onto a locked Keypad roll for the moved character; a failure leaves it there and Orders are spent', () => {
    const s = crew({ seats: orders });
    s.setTile('1:B1', 'secret-door').setTile('1:C1', 'keypad', { num: 4 }).put(1, '1:B1');
    s.nextDice([3]);
    s.ok(0, { type: 'orders', target: 1, to: at('1:C1') });
    const ev = s.ok(1, { type: 'answer', kind: 'orders', accept: true });
    expect(eventsOf(ev, 'diceRolled')).toEqual([
      { type: 'diceRolled', seat: 1, purpose: 'keypad', at: at('1:C1'), values: [3] },
    ]);
    expect(s.where(1)).toBe('1:B1');
    expect(s.state.turn.used).toBe(1);
    expect(uses(s, 'orders')).toEqual([]);
  });

  it('R8.8/R8.5 Orders onto a Keypad for the basic Peterman roll his extra die, and a 6 lets him in', () => {
    const s = crew({ seats: [{ character: 'rook' }, { character: 'peterman' }] });
    s.setTile('1:B1', 'secret-door').setTile('1:C1', 'keypad', { num: 4 }).put(1, '1:B1');
    s.nextDice([3, 6]);
    s.ok(0, { type: 'orders', target: 1, to: at('1:C1') });
    const ev = s.ok(1, { type: 'answer', kind: 'orders', accept: true });
    expect(eventsOf(ev, 'diceRolled')[0]?.values).toEqual([3, 6]);
    expect(s.where(1)).toBe('1:C1');
  });

  it('R8.8/R5.4 Orders into a face-down stop tile reveal it and the character stays', () => {
    const s = crew({ seats: orders });
    s.setTile('1:B1', 'secret-door').setTile('1:C1', 'deadbolt', { num: 1, revealed: false }).put(1, '1:B1');
    s.ok(0, { type: 'orders', target: 1, to: at('1:C1') });
    const ev = s.ok(1, { type: 'answer', kind: 'orders', accept: true });
    expect(eventsOf(ev, 'moveStopped')).toEqual([
      { type: 'moveStopped', seat: 1, at: at('1:C1'), reason: 'deadbolt' },
    ]);
    expect(s.tile('1:C1').revealed).toBe(true);
    expect(s.where(1)).toBe('1:B1');
    expect(s.state.turn.used).toBe(1);
  });

  it('R8.8/R9.3.4 Orders ignore the Gemstone surcharge', () => {
    const s = crew({ seats: [{ character: 'rook' }, { character: 'hawk' }, { character: 'juicer' }] });
    s.setTile('1:B1', 'secret-door').setTile('1:C1', 'secret-door').put(1, '1:B1').put(2, '1:C1');
    s.give(1, 'gemstone');
    s.actions(1);
    s.ok(0, { type: 'orders', target: 1, to: at('1:C1') });
    s.ok(1, { type: 'answer', kind: 'orders', accept: true });
    expect(s.where(1)).toBe('1:C1');
    expect(s.state.turn.used).toBe(4);
  });

  it("R8.8/R7.11 Orders obey detection: entering the guard's tile costs the moved character 1 stealth", () => {
    const s = crew({ seats: orders, guard: ['1:C1', '1:C4'] });
    s.setTile('1:B1', 'secret-door').setTile('1:C1', 'secret-door').put(1, '1:B1');
    s.ok(0, { type: 'orders', target: 1, to: at('1:C1') });
    const ev = s.ok(1, { type: 'answer', kind: 'orders', accept: true });
    expect(losses(ev)).toEqual([[1, 'enters-guard-tile', 'supply']]);
    expect(s.stealth(0)).toBe(3);
  });

  it('R8.8/R1.21/D74 a hack-token choice during Orders is answered by the current player, not the moved seat', () => {
    const s = crew({ seats: orders });
    s.setTile('1:B1', 'secret-door').setTile('1:C1', 'fingerprint', { num: 4 }).put(1, '1:B1');
    s.setTile('1:D4', 'computer-fingerprint', { num: 4 }).edit((st) => {
      (st.tiles[s.index('1:D4')] as { hack: number }).hack = 2;
    });
    s.guard(0, '1:A4', '1:A3');
    s.ok(0, { type: 'orders', target: 1, to: at('1:C1') });
    s.ok(1, { type: 'answer', kind: 'orders', accept: true });
    expect(s.prompt).toEqual({
      kind: 'hack',
      seat: 0,
      at: at('1:C1'),
      alarm: 'fingerprint',
      options: ['computer', 'decline'],
    });
    expect(s.refused(1, { type: 'answer', kind: 'hack', choice: 'computer' })).toBe('prompt/not_yours');
    s.ok(0, { type: 'answer', kind: 'hack', choice: 'computer' });
    expect(alarmTiles(s)).toEqual([]);
    expect(s.tile('1:D4').hack).toBe(1);
    expect(s.where(1)).toBe('1:C1');
  });

  it('R8.8 Orders without a hack token: the Fingerprint alarm triggers', () => {
    const s = crew({ seats: orders });
    s.setTile('1:B1', 'secret-door').setTile('1:C1', 'fingerprint', { num: 4 }).put(1, '1:B1');
    s.ok(0, { type: 'orders', target: 1, to: at('1:C1') });
    s.ok(1, { type: 'answer', kind: 'orders', accept: true });
    expect(alarmTiles(s)).toEqual(['1:C1']);
  });

  it('R8.8 Orders reach a character on any floor, and need an action left; never the Rook itself nor a character not yet in', () => {
    const s = crew({ seats: [{ character: 'rook' }, { character: 'hawk' }, { character: 'juicer' }] });
    s.guard(1, '2:D4', '2:D3').setTile('2:B1', 'secret-door').setTile('2:C1', 'secret-door').put(1, '2:B1');
    expect(orderTargets(s)).toEqual(['1>2:A1', '1>2:B2', '1>2:C1']);
    s.ok(0, { type: 'orders', target: 1, to: at('2:C1') });
    s.ok(1, { type: 'answer', kind: 'orders', accept: true });
    expect(s.where(1)).toBe('2:C1');
    const t = crew({ seats: orders });
    t.setTile('1:B1', 'secret-door').put(1, '1:B1');
    t.actions(0);
    expect(uses(t, 'orders')).toEqual([]);
    expect(t.refused(0, { type: 'orders', target: 1, to: at('1:C1') })).toBe('ability/invalid');
    expect(t.refused(0, { type: 'orders', target: 0, to: at('1:B1') })).toBe('ability/invalid');
  });

  it('R8.8/R6.18 Orders onto a face-down Walkway above floor 1: the moved character falls', () => {
    const s = crew({ seats: orders });
    s.guard(1, '2:D4', '2:D3').setTile('2:B1', 'secret-door').put(1, '2:B1');
    s.setTile('2:C1', 'walkway', { revealed: false, num: 2 });
    s.ok(0, { type: 'orders', target: 1, to: at('2:C1') });
    const ev = s.ok(1, { type: 'answer', kind: 'orders', accept: true });
    expect(eventsOf(ev, 'placed')[0]).toMatchObject({ seat: 1, to: at('1:C1'), cause: 'fall' });
    expect(s.where(1)).toBe('1:C1');
  });

  it('R8.8/R2.16 the Rook is not played solo', () => {
    expect(() =>
      createGame({ scenario: 'bank', seats: [{ name: 'a', character: 'rook' }], seed: 'solo' }),
    ).toThrow(/solo/);
  });
});

describe('R8.8 Rook advanced: Disguise', () => {
  it('R8.8 Disguise: 1 action as the very first thing, the two characters swap places, both placed', () => {
    const s = crew({ seats: disguise });
    s.setTile('1:C3', 'secret-door').put(1, '1:C3');
    expect(uses(s, 'disguise')).toEqual([{ type: 'disguise', target: 1 }]);
    const ev = s.ok(0, { type: 'disguise', target: 1 });
    expect(eventsOf(ev, 'placed')).toEqual([
      { type: 'placed', seat: 0, from: at('1:A1'), to: at('1:C3'), cause: 'disguise' },
      { type: 'placed', seat: 1, from: at('1:C3'), to: at('1:A1'), cause: 'disguise' },
    ]);
    expect(s.where(0)).toBe('1:C3');
    expect(s.where(1)).toBe('1:A1');
    expect(s.state.turn.used).toBe(1);
    expect(uses(s, 'disguise')).toEqual([]);
  });

  it('R8.8 Disguise is not allowed after any action, not even a free one', () => {
    const s = crew({ seats: disguise });
    s.setTile('1:C3', 'secret-door').setTile('1:B1', 'secret-door').put(1, '1:C3');
    s.move(0, '1:B1');
    expect(uses(s, 'disguise')).toEqual([]);
    expect(s.refused(0, { type: 'disguise', target: 1 })).toBe('ability/invalid');
    const t = crew({ seats: disguise });
    t.setTile('1:C3', 'secret-door').put(1, '1:C3');
    t.give(0, 'rollerskates');
    t.ok(0, { type: 'useTool', tool: 'rollerskates' });
    expect(uses(t, 'disguise')).toEqual([]);
    expect(t.refused(0, { type: 'disguise', target: 1 })).toBe('ability/invalid');
  });

  it("R8.8/R1.11 Disguise is placement: onto a guard's Laser tile no stealth, no Laser choice, no alarm; into a Laboratory no tool", () => {
    const s = crew({
      seats: [{ character: 'rook', side: 'advanced' }, { character: 'hawk' }, { character: 'juicer' }],
    });
    s.setTile('1:C3', 'fingerprint', { num: 5 }).put(1, '1:C3');
    s.setTile('1:A1', 'laboratory', { num: 3 });
    s.guard(0, '1:C3', '1:C1');
    const ev = s.ok(0, { type: 'disguise', target: 1 });
    expect(losses(ev)).toEqual([]);
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([]);
    expect(eventsOf(ev, 'toolGained')).toEqual([]);
    expect(s.prompt).toBeNull();
    expect(s.tile('1:A1').labTaken).toBe(false);
    const l = crew({ seats: disguise });
    l.setTile('1:B2', 'laser', { num: 2 }).put(1, '1:B2');
    const lev = l.ok(0, { type: 'disguise', target: 1 });
    expect(l.prompt).toBeNull();
    expect(eventsOf(lev, 'alarmTriggered')).toEqual([]);
    expect(l.where(0)).toBe('1:B2');
  });

  it('R8.8 Disguise reaches a character on another floor, needs an action, and comes back next turn', () => {
    const s = crew({ seats: disguise });
    s.guard(1, '2:D4', '2:D3').setTile('2:B2', 'secret-door').put(1, '2:B2');
    s.actions(0);
    expect(uses(s, 'disguise')).toEqual([]);
    s.actions(4);
    s.ok(0, { type: 'disguise', target: 1 });
    expect(s.where(0)).toBe('2:B2');
    expect(s.where(1)).toBe('1:A1');
    quiet(s).end();
    quiet(s).end(1);
    expect(s.state.turn.seat).toBe(0);
    expect(uses(s, 'disguise')).toEqual([{ type: 'disguise', target: 1 }]);
  });

  it('R8.8 Disguise is the advanced side only, Orders the basic side only', () => {
    const s = crew({ seats: orders });
    s.setTile('1:C3', 'secret-door').put(1, '1:C3');
    expect(s.refused(0, { type: 'disguise', target: 1 })).toBe('ability/wrong_character');
    const d = crew({ seats: disguise });
    d.setTile('1:B1', 'secret-door').put(1, '1:B1');
    expect(uses(d, 'orders')).toEqual([]);
    expect(d.refused(0, { type: 'orders', target: 1, to: at('1:C1') })).toBe('ability/wrong_character');
  });
});

describe('R1.21 who may give which input around Orders', () => {
  it('R1.21 while the consent is pending nobody may act; abilities of other seats are refused outside their turn', () => {
    const s = crew({ seats: [{ character: 'rook' }, { character: 'hacker', side: 'advanced' }] });
    s.setTile('1:B1', 'secret-door').setTile('1:C1', 'secret-door').put(1, '1:B1');
    expect(s.refused(1, { type: 'laptop' })).toBe('action/not_your_turn');
    s.ok(0, { type: 'orders', target: 1, to: at('1:C1') });
    expect(s.refused(0, { type: 'move', to: at('1:B1') })).toBe('action/prompt_pending');
    expect(s.refused(1, { type: 'laptop' })).toBe('action/prompt_pending');
    expect(s.legal(0)).toEqual([]);
    s.ok(1, { type: 'answer', kind: 'orders', accept: false });
    expect(s.refused(1, { type: 'answer', kind: 'orders', accept: true })).toBe('action/no_prompt');
  });
});
