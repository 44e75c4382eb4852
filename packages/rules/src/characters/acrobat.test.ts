import { describe, expect, it } from 'vitest';
import { crew, losses, quiet, targets, uses } from '../testing/character-helpers.js';
import { at, eventsOf, name } from '../testing/scene.js';

const acrobat = [{ character: 'acrobat' as const }, {}];
const climber = [{ character: 'acrobat' as const, side: 'advanced' as const }, {}];

describe('R8.1 Acrobat basic: Flexibility', () => {
  it("R8.1 Acrobat basic, Flexibility: leaving the guard's tile before the turn ends costs no stealth", () => {
    const s = crew({ seats: acrobat, guard: ['1:B1', '1:B4'] });
    s.setTile('1:B1', 'secret-door').setTile('1:C1', 'secret-door');
    expect(targets(s, 'flexibility')).toEqual(['1:B1']);
    const ev = s.ok(0, { type: 'flexibility', to: at('1:B1') });
    expect(s.where(0)).toBe('1:B1');
    expect(s.state.turn.used).toBe(0);
    expect(losses(ev)).toEqual([]);
    expect(eventsOf(ev, 'abilityUsed')).toEqual([{ type: 'abilityUsed', seat: 0, ability: 'flexibility' }]);
    expect(eventsOf(ev, 'moved')[0]).toMatchObject({ seat: 0, cost: 0 });
    s.move(0, '1:C1');
    const end = s.end();
    expect(losses(end)).toEqual([]);
    expect(s.stealth(0)).toBe(3);
    expect(s.state.turn.seat).toBe(1);
  });

  it("R8.1/R4.6 Flexibility: still on the guard's tile at the end-of-turn check loses exactly 1 stealth, before the guard moves", () => {
    const s = crew({ seats: acrobat, guard: ['1:B1', '1:B4'] });
    s.setTile('1:B1', 'secret-door');
    s.ok(0, { type: 'flexibility', to: at('1:B1') });
    expect(s.stealth(0)).toBe(3);
    const end = quiet(s).end();
    expect(losses(end)).toEqual([[0, 'acrobat', 'supply']]);
    const lostAt = end.findIndex((e) => e.type === 'stealthLost');
    const movedAt = end.findIndex((e) => e.type === 'guardMoved');
    expect(lostAt).toBeGreaterThanOrEqual(0);
    expect(movedAt).toBeGreaterThan(lostAt);
    expect(s.stealth(0)).toBe(2);
    expect(s.guardAt(0)).toBe('1:B3');
  });

  it("R8.1/D73 an ordinary Move onto the guard's tile costs its action and 1 stealth at once, with no end-of-turn loss", () => {
    const s = crew({ seats: acrobat, guard: ['1:B1', '1:B4'] });
    s.setTile('1:B1', 'secret-door');
    const ev = s.move(0, '1:B1');
    expect(s.state.turn.used).toBe(1);
    expect(losses(ev)).toEqual([[0, 'enters-guard-tile', 'supply']]);
    const end = quiet(s).end();
    expect(losses(end)).toEqual([]);
    expect(s.stealth(0)).toBe(2);
  });

  it("R8.1/D73 coming back onto the guard's tile by an ordinary Move after a Flexibility move loses 1 at once and none at the end", () => {
    const s = crew({ seats: acrobat, guard: ['1:B1', '1:B4'] });
    s.setTile('1:B1', 'secret-door').setTile('1:C1', 'secret-door');
    s.ok(0, { type: 'flexibility', to: at('1:B1') });
    s.move(0, '1:C1');
    const back = s.move(0, '1:B1');
    expect(losses(back)).toEqual([[0, 'enters-guard-tile', 'supply']]);
    const end = quiet(s).end();
    expect(losses(end)).toEqual([]);
    expect(s.stealth(0)).toBe(2);
  });

  it('R8.1 Flexibility is free with no action left and legal only into a move-linked tile holding a guard', () => {
    const s = crew({ seats: acrobat, guard: ['1:B1', '1:B4'] });
    s.setTile('1:B1', 'secret-door').setTile('1:A2', 'secret-door');
    s.actions(0);
    expect(targets(s, 'flexibility')).toEqual(['1:B1']);
    expect(s.refused(0, { type: 'flexibility', to: at('1:A2') })).toBe('ability/invalid');
    s.guard(0, '1:C1', '1:C4');
    expect(targets(s, 'flexibility')).toEqual([]);
    expect(s.refused(0, { type: 'flexibility', to: at('1:C1') })).toBe('ability/invalid');
    s.guard(0, '1:B1', '1:B4');
    s.ok(0, { type: 'flexibility', to: at('1:B1') });
    expect(s.where(0)).toBe('1:B1');
    expect(s.state.turn.used).toBe(4);
  });

  it('R1.21 an ability input is the offered use by value: keys in any order, an undefined key absent, an extra key refused', () => {
    const s = crew({ seats: acrobat, guard: ['1:B1', '1:B4'] });
    s.actions(0);
    const { floor, col, row } = at('1:B1');
    const extra = { type: 'flexibility', to: { floor, col, row }, reach: 2 };
    expect(s.refused(0, extra as never)).toBe('ability/invalid');
    const fewer = { type: 'flexibility', to: { floor, col } };
    expect(s.refused(0, fewer as never)).toBe('ability/invalid');
    const reordered = { to: { row, col, floor, reach: undefined }, type: 'flexibility', note: undefined };
    s.ok(0, reordered as never);
    expect(s.where(0)).toBe('1:B1');
  });

  it('R8.1 only the basic Acrobat has Flexibility', () => {
    const s = crew({ seats: climber, guard: ['1:B1', '1:B4'] });
    expect(uses(s, 'flexibility')).toEqual([]);
    expect(s.refused(0, { type: 'flexibility', to: at('1:B1') })).toBe('ability/wrong_character');
    const h = crew({ seats: [{ character: 'hawk' }, { character: 'acrobat' }], guard: ['1:B1', '1:B4'] });
    expect(h.refused(0, { type: 'flexibility', to: at('1:B1') })).toBe('ability/wrong_character');
  });

  it('R8.1 Flexibility reaches a guard on the floor above through Stairs', () => {
    const s = crew({ seats: acrobat });
    s.setTile('1:A1', 'stairs');
    s.guard(1, '2:A1', '2:D1');
    expect(targets(s, 'flexibility')).toEqual(['2:A1']);
    const ev = s.ok(0, { type: 'flexibility', to: at('2:A1') });
    expect(s.where(0)).toBe('2:A1');
    expect(losses(ev)).toEqual([]);
    expect(s.state.turn.used).toBe(0);
  });

  it('R8.1/R7.11 Flexibility skips only clause 1: Atrium sight from the floor below still costs 1', () => {
    const s = crew({ seats: acrobat, guard: ['1:B1', '1:B4'] });
    s.setTile('2:A1', 'secret-door').setTile('2:B1', 'atrium');
    s.guard(1, '2:B1', '2:B4');
    s.put(0, '2:A1');
    const ev = s.ok(0, { type: 'flexibility', to: at('2:B1') });
    expect(s.where(0)).toBe('2:B1');
    expect(losses(ev)).toEqual([[0, 'atrium', 'supply']]);
  });

  it('R8.1 Flexibility onto a locked Keypad with a guard rolls; a failure costs nothing and the Acrobat stays', () => {
    const s = crew({ seats: acrobat, guard: ['1:B1', '1:B4'] });
    s.setTile('1:B1', 'keypad', { num: 4 });
    s.nextDice([3]);
    const ev = s.ok(0, { type: 'flexibility', to: at('1:B1') });
    expect(eventsOf(ev, 'diceRolled')[0]?.values).toEqual([3]);
    expect(s.where(0)).toBe('1:A1');
    expect(s.state.turn.used).toBe(0);
    s.nextDice([2, 6]);
    const again = s.ok(0, { type: 'flexibility', to: at('1:B1') });
    expect(eventsOf(again, 'diceRolled')[0]?.values).toEqual([2, 6]);
    expect(s.where(0)).toBe('1:B1');
    expect(losses(again)).toEqual([]);
    expect(s.state.turn.used).toBe(0);
  });

  it('R8.1 Flexibility onto a Laser holding the guard: silenced, no choice, no alarm', () => {
    const s = crew({ seats: acrobat, guard: ['1:B1', '1:B4'] });
    s.setTile('1:B1', 'laser', { num: 1 });
    const ev = s.ok(0, { type: 'flexibility', to: at('1:B1') });
    expect(s.prompt).toBeNull();
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([]);
    expect(s.state.turn.used).toBe(0);
  });
  it('R8.1/R1.13 the Acrobat end-of-turn loss is a detection loss: a Lavatory token pays it first', () => {
    const s = crew({ seats: acrobat, guard: ['1:B1', '1:B4'] });
    s.setTile('1:B1', 'lavatory', { num: 5 }).edit((st) => {
      (st.tiles[s.index('1:B1')] as { stealth: number }).stealth = 3;
    });
    s.ok(0, { type: 'flexibility', to: at('1:B1') });
    const end = quiet(s).end();
    expect(losses(end)).toEqual([[0, 'acrobat', 'tile']]);
    expect(s.stealth(0)).toBe(3);
    expect(s.tile('1:B1').stealth).toBe(2);
  });
});

describe('R8.1 Acrobat advanced: Climb Window', () => {
  it('R8.1/D69 Climb Window: from an outer tile it spends all remaining actions, enters the tile above, and the turn moves on with no input', () => {
    const s = crew({ seats: climber });
    s.patrol(1, ['D4', 'C4', 'B4']);
    expect(uses(s, 'climbWindow')).toEqual([{ type: 'climbWindow', dir: 'up' }]);
    const ev = s.ok(0, { type: 'climbWindow', dir: 'up' });
    expect(s.where(0)).toBe('2:A1');
    expect(eventsOf(ev, 'abilityUsed')).toEqual([{ type: 'abilityUsed', seat: 0, ability: 'climbWindow' }]);
    expect(eventsOf(ev, 'moved')[0]).toMatchObject({ seat: 0, cost: 4, to: at('2:A1'), via: 'window' });
    expect(eventsOf(ev, 'guardPlaced')[0]).toMatchObject({ floor: 1, at: at('2:D4'), dest: at('2:C4') });
    expect(eventsOf(ev, 'actionsEnded')).toEqual([{ type: 'actionsEnded', seat: 0 }]);
    expect(eventsOf(ev, 'eventDrawn')).toEqual([]);
    expect([...new Set(eventsOf(ev, 'guardMoved').map((e) => e.floor))]).toEqual([1]);
    expect(eventsOf(ev, 'turnStarted')[0]).toMatchObject({ seat: 1 });
    expect(s.state.turn.seat).toBe(1);
    expect(s.prompt).toBeNull();
  });

  it('R8.1 Climb Window needs at least 3 remaining actions and spends all of them', () => {
    const s = crew({ seats: climber });
    s.patrol(1, ['D4', 'C4']);
    s.actions(2);
    expect(uses(s, 'climbWindow')).toEqual([]);
    expect(s.refused(0, { type: 'climbWindow', dir: 'up' })).toBe('ability/invalid');
    s.actions(3);
    const ev = s.ok(0, { type: 'climbWindow', dir: 'up' });
    expect(eventsOf(ev, 'moved')[0]?.cost).toBe(3);
    expect(s.where(0)).toBe('2:A1');
  });

  it('R8.1/D40 Climb Window only from an outer tile of a 4×4 floor', () => {
    const s = crew({ seats: climber });
    const outer: string[] = [];
    for (const cell of [
      'A1',
      'B1',
      'C1',
      'D1',
      'A2',
      'B2',
      'C2',
      'D2',
      'A3',
      'B3',
      'C3',
      'D3',
      'A4',
      'B4',
      'C4',
      'D4',
    ]) {
      s.setTile(`1:${cell}`, 'secret-door');
      s.put(0, `1:${cell}`);
      if (uses(s, 'climbWindow').length > 0) outer.push(cell);
    }
    expect(outer).toEqual(['A1', 'B1', 'C1', 'D1', 'A2', 'D2', 'A3', 'D3', 'A4', 'B4', 'C4', 'D4']);
  });

  it('R8.1/D40 Fort Knox: the four tiles next to the void are outer tiles, the other inner tiles are not', () => {
    const s = crew({ seats: climber, scenario: 'fortknox' });
    const inner = ['B2', 'C2', 'D2', 'B3', 'D3', 'B4', 'C4', 'D4'];
    const ok: string[] = [];
    for (const cell of inner) {
      s.setTile(`1:${cell}`, 'secret-door');
      s.put(0, `1:${cell}`);
      if (uses(s, 'climbWindow').length > 0) ok.push(cell);
    }
    expect(ok).toEqual(['C2', 'B3', 'D3', 'C4']);
    s.patrol(1, ['E5', 'E4']);
    s.put(0, '1:C4');
    s.ok(0, { type: 'climbWindow', dir: 'up' });
    expect(s.where(0)).toBe('2:C4');
  });

  it('R8.1/R9.3.4 Climb Window with the Gemstone into an occupied tile needs 4 actions and spends them all', () => {
    const s = crew({ seats: climber });
    s.give(0, 'gemstone');
    s.guard(1, '2:D4', '2:C4');
    s.setTile('2:A1', 'secret-door').put(1, '2:A1');
    s.actions(3);
    expect(uses(s, 'climbWindow')).toEqual([]);
    s.actions(4);
    expect(uses(s, 'climbWindow')).toEqual([{ type: 'climbWindow', dir: 'up' }]);
    const ev = s.ok(0, { type: 'climbWindow', dir: 'up' });
    expect(eventsOf(ev, 'moved')[0]?.cost).toBe(4);
    expect(s.where(0)).toBe('2:A1');
  });

  it('R8.1/R9.3.4 with the Gemstone 3 actions still suffice into an empty tile', () => {
    const s = crew({ seats: climber });
    s.give(0, 'gemstone');
    s.patrol(1, ['D4', 'C4']);
    s.actions(3);
    expect(uses(s, 'climbWindow')).toEqual([{ type: 'climbWindow', dir: 'up' }]);
  });

  it('R8.1/R5.4 Climb Window is stopped by a face-down Deadbolt: revealed, the Acrobat stays, all actions are gone, the turn moves on', () => {
    const s = crew({ seats: climber });
    s.setTile('2:A1', 'deadbolt', { revealed: false });
    const ev = s.ok(0, { type: 'climbWindow', dir: 'up' });
    expect(eventsOf(ev, 'tileRevealed')[0]).toMatchObject({ at: at('2:A1'), kind: 'deadbolt' });
    expect(eventsOf(ev, 'moveStopped')[0]).toMatchObject({ seat: 0, reason: 'deadbolt' });
    expect(s.where(0)).toBe('1:A1');
    expect(s.state.guards[1]?.placed).toBe(false);
    expect(s.state.turn.seat).toBe(1);
  });

  it('R8.1/R5.4 Climb Window is stopped by a face-down Keypad, with no roll', () => {
    const s = crew({ seats: climber });
    s.setTile('2:A1', 'keypad', { revealed: false, num: 5 });
    const ev = s.ok(0, { type: 'climbWindow', dir: 'up' });
    expect(eventsOf(ev, 'moveStopped')[0]).toMatchObject({ reason: 'keypad' });
    expect(eventsOf(ev, 'diceRolled')).toEqual([]);
    expect(s.where(0)).toBe('1:A1');
    expect(s.state.turn.seat).toBe(1);
  });

  it('R8.1/D40 Climb Window is illegal onto an unoccupied revealed Deadbolt, legal when a character stands on it', () => {
    const s = crew({ seats: climber });
    s.setTile('2:A1', 'deadbolt');
    expect(uses(s, 'climbWindow')).toEqual([]);
    expect(s.refused(0, { type: 'climbWindow', dir: 'up' })).toBe('ability/invalid');
    s.guard(1, '2:D4', '2:C4').put(1, '2:A1');
    expect(uses(s, 'climbWindow')).toEqual([{ type: 'climbWindow', dir: 'up' }]);
    s.ok(0, { type: 'climbWindow', dir: 'up' });
    expect(s.where(0)).toBe('2:A1');
  });

  it('R8.1 Climb Window onto a revealed Deadbolt holding a guard is legal (and the guard costs 1 stealth)', () => {
    const s = crew({ seats: climber });
    s.setTile('2:A1', 'deadbolt');
    s.guard(1, '2:A1', '2:D1');
    const ev = s.ok(0, { type: 'climbWindow', dir: 'up' });
    expect(s.where(0)).toBe('2:A1');
    expect(losses(ev)[0]).toEqual([0, 'enters-guard-tile', 'supply']);
  });

  it('R8.1/R6.10 Climb Window onto a Laser: no action remains, so the alarm triggers with no choice', () => {
    const s = crew({ seats: climber });
    s.setTile('2:A1', 'laser', { num: 2 });
    s.patrol(1, ['D4', 'C4']);
    const ev = s.ok(0, { type: 'climbWindow', dir: 'up' });
    expect(s.where(0)).toBe('2:A1');
    expect(eventsOf(ev, 'alarmTriggered')[0]).toMatchObject({ at: at('2:A1'), cause: 'laser' });
    expect(eventsOf(ev, 'laserPaid')).toEqual([]);
    expect(s.prompt).toBeNull();
    expect(s.state.turn.seat).toBe(1);
  });

  it('R8.1/R6.10 Climb Window onto a Laser with a hack token available: the choice offers no payment, and the turn moves on after it', () => {
    const s = crew({ seats: climber });
    s.setTile('2:A1', 'laser', { num: 2 });
    s.setTile('1:D1', 'computer-laser', { num: 5 }).edit((st) => {
      (st.tiles[s.index('1:D1')] as { hack: number }).hack = 1;
    });
    s.patrol(1, ['D4', 'C4']);
    s.ok(0, { type: 'climbWindow', dir: 'up' });
    expect(s.prompt).toMatchObject({ kind: 'laser', seat: 0, options: ['computer', 'alarm'] });
    const ev = s.ok(0, { type: 'answer', kind: 'laser', choice: 'computer' });
    expect(eventsOf(ev, 'hackTokenUsed')).toHaveLength(1);
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([]);
    expect(s.tile('1:D1').hack).toBe(0);
    expect(s.state.turn.seat).toBe(1);
    expect(s.prompt).toBeNull();
  });

  it('R8.1 Climb Window onto a locked revealed Keypad rolls one die; a failure leaves the Acrobat below and the turn moves on', () => {
    const s = crew({ seats: climber });
    s.setTile('2:A1', 'keypad', { num: 4 });
    s.nextDice([5]);
    const ev = s.ok(0, { type: 'climbWindow', dir: 'up' });
    expect(eventsOf(ev, 'diceRolled')[0]).toMatchObject({ purpose: 'keypad', values: [5] });
    expect(s.where(0)).toBe('1:A1');
    expect(s.state.turn.seat).toBe(1);
  });

  it('R8.1 Climb Window goes down from an outer tile, and never up to the roof from the top floor', () => {
    const s = crew({ seats: climber });
    s.guard(2, '3:D4', '3:C4');
    s.setTile('3:D1', 'secret-door').put(0, '3:D1');
    expect(uses(s, 'climbWindow')).toEqual([{ type: 'climbWindow', dir: 'down' }]);
    expect(s.refused(0, { type: 'climbWindow', dir: 'up' })).toBe('ability/invalid');
    s.guard(1, '2:A4', '2:A3');
    s.ok(0, { type: 'climbWindow', dir: 'down' });
    expect(s.where(0)).toBe('2:D1');
  });

  it('R8.1/R9.1.24 Time Lock does not stop Climb Window', () => {
    const s = crew({ seats: climber });
    s.patrol(1, ['D4', 'C4']);
    s.state.effects.timeLock = [1];
    s.ok(0, { type: 'climbWindow', dir: 'up' });
    expect(s.where(0)).toBe('2:A1');
  });

  it('R8.1/R4.3/R8.7 Climb Window into a Laboratory with the Rigger in play: the keep-one choice is answered, then the turn moves on', () => {
    const s = crew({ seats: [{ character: 'acrobat', side: 'advanced' }, { character: 'rigger' }] });
    s.setTile('2:A1', 'laboratory', { num: 3 });
    s.patrol(1, ['D4', 'C4']).toolDeck(['virus', 'emp']);
    s.ok(0, { type: 'climbWindow', dir: 'up' });
    expect(s.prompt).toEqual({ kind: 'keepTool', seat: 0, tools: ['virus', 'emp'] });
    expect(s.state.turn.seat).toBe(0);
    const ev = s.ok(0, { type: 'answer', kind: 'keepTool', tool: 'emp' });
    expect(s.state.players[0]?.tools).toEqual(['emp']);
    expect(eventsOf(ev, 'actionsEnded')).toHaveLength(1);
    expect(s.state.turn.seat).toBe(1);
    expect(s.prompt).toBeNull();
  });

  it('R8.1/R6.12 Climb Window out of a Motion tile entered this turn triggers its alarm', () => {
    const s = crew({ seats: climber });
    s.setTile('1:B1', 'motion', { num: 2 });
    s.patrol(1, ['D4', 'C4']);
    s.move(0, '1:B1');
    const ev = s.ok(0, { type: 'climbWindow', dir: 'up' });
    expect(eventsOf(ev, 'moved')[0]?.cost).toBe(3);
    expect(eventsOf(ev, 'alarmTriggered')[0]).toMatchObject({ at: at('1:B1'), cause: 'motion' });
    expect(s.where(0)).toBe('2:B1');
  });

  it('R8.1 only the advanced Acrobat can climb', () => {
    const s = crew({ seats: acrobat });
    expect(uses(s, 'climbWindow')).toEqual([]);
    expect(s.refused(0, { type: 'climbWindow', dir: 'up' })).toBe('ability/wrong_character');
    expect(name(at('2:A1'))).toBe('2:A1');
  });
});
