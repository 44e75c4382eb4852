import { describe, expect, it } from 'vitest';
import type { Action } from './actions.js';
import { json, NEUTRAL, park, quiet } from './testing/core-helpers.js';
import { at, eventsOf, name, type Scene } from './testing/scene.js';

function moves(s: Scene, seat = 0): string[] {
  return s
    .legal(seat)
    .filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move')
    .map((a) => name(a.to))
    .sort();
}

describe('R5.1/R5.4 move costs', () => {
  it('R5.4 an ordinary move costs 1 action', () => {
    const s = quiet();
    s.setTile('1:B1', NEUTRAL);
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'moved')).toEqual([
      { type: 'moved', seat: 0, from: at('1:A1'), to: at('1:B1'), cost: 1, via: 'door' },
    ]);
    expect(s.state.turn.used).toBe(1);
  });

  it('R5.4 step 1/R9.3.4 Gemstone: +1 into a tile that holds another character', () => {
    const s = quiet();
    s.setTile('1:B1', NEUTRAL).setTile('1:A2', NEUTRAL).put(1, '1:B1').give(0, 'gemstone');
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'moved')[0]?.cost).toBe(2);
    expect(s.state.turn.used).toBe(2);
    s.move(0, '1:A1');
    expect(s.state.turn.used).toBe(3);
  });

  it('R5.4 step 1/R5.1 Gemstone: with 1 action left the occupied tile is illegal, an empty one is not', () => {
    const s = quiet();
    s.setTile('1:B1', NEUTRAL).setTile('1:A2', NEUTRAL).put(1, '1:B1').give(0, 'gemstone').actions(1);
    expect(moves(s)).toEqual(['1:A2']);
    expect(s.refused(0, { type: 'move', to: at('1:B1') })).toBe('move/cannot_pay');
  });

  it('R5.4 step 3/D12 a revealed Deadbolt costs 3 actions in total', () => {
    const s = quiet();
    s.setTile('1:B1', 'deadbolt', { num: 1 });
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'moved')[0]?.cost).toBe(3);
    expect(s.where(0)).toBe('1:B1');
    expect(s.state.turn.used).toBe(3);
  });

  it('R5.4 step 3/R5.1 with 2 actions left a revealed Deadbolt cannot be entered', () => {
    const s = quiet();
    s.setTile('1:B1', 'deadbolt', { num: 1 }).setTile('1:A2', NEUTRAL).actions(2);
    expect(moves(s)).toEqual(['1:A2']);
    expect(s.refused(0, { type: 'move', to: at('1:B1') })).toBe('move/cannot_pay');
    expect(s.where(0)).toBe('1:A1');
  });

  it('R6.4 a Deadbolt with another character on it costs 1', () => {
    const s = quiet();
    s.setTile('1:B1', 'deadbolt', { num: 1 }).put(1, '1:B1').actions(1);
    expect(eventsOf(s.move(0, '1:B1'), 'moved')[0]?.cost).toBe(1);
  });

  it('R6.4 a Deadbolt with a guard on it costs 1 (and the entry is seen)', () => {
    const s = quiet();
    s.setTile('1:B1', 'deadbolt', { num: 1 }).guard(0, '1:B1', '1:D4');
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'moved')[0]?.cost).toBe(1);
    expect(s.stealth(0)).toBe(2);
  });

  it('R5.4 Gemstone and a Deadbolt with a character on it: 1 + 1', () => {
    const s = quiet();
    s.setTile('1:B1', 'deadbolt', { num: 1 }).put(1, '1:B1').give(0, 'gemstone');
    expect(eventsOf(s.move(0, '1:B1'), 'moved')[0]?.cost).toBe(2);
  });
});

describe('R5.4 step 2 face-down targets', () => {
  it('R5.4 step 2/D11 a face-down Deadbolt is revealed, the mover stays and pays 1', () => {
    const s = quiet();
    s.setTile('1:B1', 'deadbolt', { num: 2, revealed: false });
    const rng = s.state.rng.slice();
    const ev = s.move(0, '1:B1');
    expect(s.where(0)).toBe('1:A1');
    expect(s.tile('1:B1').revealed).toBe(true);
    expect(s.state.turn.used).toBe(1);
    expect(eventsOf(ev, 'moveStopped')).toEqual([
      { type: 'moveStopped', seat: 0, at: at('1:B1'), reason: 'deadbolt' },
    ]);
    expect(eventsOf(ev, 'moved')).toEqual([]);
    expect(s.state.rng).toEqual(rng);
  });

  it('R5.4 step 2/D11/D13 a face-down Keypad stops the mover with no roll and no attempt counted', () => {
    const s = quiet();
    s.setTile('1:B1', 'keypad', { num: 4, revealed: false });
    const rng = s.state.rng.slice();
    const ev = s.move(0, '1:B1');
    expect(s.where(0)).toBe('1:A1');
    expect(eventsOf(ev, 'moveStopped')[0]?.reason).toBe('keypad');
    expect(eventsOf(ev, 'diceRolled')).toEqual([]);
    expect(s.tile('1:B1').attempts).toBe(0);
    expect(s.tile('1:B1').open).toBe(false);
    expect(s.state.rng).toEqual(rng);
  });

  it('R5.4 step 2/D29 a face-down Walkway above floor 1 drops the mover onto the tile below, unseen', () => {
    const s = quiet();
    s.put(0, '2:A1').setTile('2:B1', 'walkway', { num: 2, revealed: false });
    s.setTile('1:B1', 'fingerprint', { num: 4, revealed: false });
    park(s, 1);
    s.guard(0, '1:B1', '1:D4');
    const ev = s.move(0, '2:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(s.tile('2:B1').revealed).toBe(true);
    expect(s.tile('1:B1').revealed).toBe(true);
    expect(eventsOf(ev, 'placed')).toEqual([
      { type: 'placed', seat: 0, from: at('2:A1'), to: at('1:B1'), cause: 'fall' },
    ]);
    expect(s.stealth(0)).toBe(3);
    expect(s.tile('1:B1').alarm).toBe(0);
    expect(s.state.turn.used).toBe(1);
  });

  it('R5.4 step 2 a face-down Walkway on floor 1 is simply entered', () => {
    const s = quiet();
    s.setTile('1:B1', 'walkway', { num: 2, revealed: false });
    const ev = s.move(0, '1:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(eventsOf(ev, 'moved')).toHaveLength(1);
  });

  it('R5.4 step 2 a face-down Walkway fall applies the Motion exit check to the origin', () => {
    const s = quiet();
    s.put(0, '2:A2')
      .setTile('2:A1', 'motion', { num: 1 })
      .setTile('2:B1', 'walkway', { num: 2, revealed: false });
    park(s, 1);
    s.move(0, '2:A1');
    s.move(0, '2:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(s.tile('2:A1').alarm).toBeGreaterThan(0);
  });
});

describe('R5.4 step 4 Keypad', () => {
  it('R5.4 step 4/R6.8 a locked Keypad: the first attempt rolls 1 die, no 6 keeps the mover out', () => {
    const s = quiet();
    s.setTile('1:B1', 'keypad', { num: 4 }).nextDice([5]);
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'diceRolled')).toEqual([
      { type: 'diceRolled', seat: 0, purpose: 'keypad', at: at('1:B1'), values: [5] },
    ]);
    expect(s.where(0)).toBe('1:A1');
    expect(s.tile('1:B1').attempts).toBe(1);
    expect(s.state.turn.used).toBe(1);
  });

  it('R5.4 step 4/D13 the second attempt this turn rolls 2 dice; a 6 unlocks and the mover enters', () => {
    const s = quiet();
    s.setTile('1:B1', 'keypad', { num: 4 }).nextDice([5, 2, 6]);
    s.move(0, '1:B1');
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'diceRolled')[0]?.values).toEqual([2, 6]);
    expect(eventsOf(ev, 'keypadOpened')).toEqual([{ type: 'keypadOpened', at: at('1:B1') }]);
    expect(s.where(0)).toBe('1:B1');
    expect(s.tile('1:B1').open).toBe(true);
    expect(s.state.turn.used).toBe(2);
  });

  it('R6.8 an unlocked Keypad is entered with no roll', () => {
    const s = quiet();
    s.setTile('1:B1', 'keypad', { num: 4 });
    s.tile('1:B1').open = true;
    const rng = s.state.rng.slice();
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'diceRolled')).toEqual([]);
    expect(s.where(0)).toBe('1:B1');
    expect(s.state.rng).toEqual(rng);
  });
});

describe('R5.4 steps 5–9 leave, guard placement, arrive, detection, entry effects', () => {
  it('R5.4 step 5/R6.12 leaving a Motion tile entered this turn triggers its alarm', () => {
    const s = quiet();
    s.setTile('1:B1', 'motion', { num: 1 }).setTile('1:C1', NEUTRAL);
    s.move(0, '1:B1');
    const ev = s.move(0, '1:C1');
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B1'), cause: 'motion' },
    ]);
    const types = ev.map((e) => e.type);
    expect(types.indexOf('alarmTriggered')).toBeLessThan(types.indexOf('moved'));
  });

  it('R5.4 steps 6–8/D30 a guard placed on the entered tile is already there: the mover loses 1', () => {
    const s = quiet();
    s.setTile('1:A1', 'stairs', { num: 4 }).patrol(1, ['A1', 'D4']);
    const ev = s.move(0, '2:A1');
    expect(eventsOf(ev, 'guardPlaced')).toEqual([
      { type: 'guardPlaced', floor: 1, at: at('2:A1'), dest: at('2:D4') },
    ]);
    expect(s.stealth(0)).toBe(2);
    expect(eventsOf(ev, 'stealthLost')[0]).toMatchObject({ seat: 0, cause: 'enters-guard-tile' });
    const types = ev.map((e) => e.type);
    expect(types.slice(0, 4)).toEqual(['tileRevealed', 'guardPlaced', 'moved', 'stealthLost']);
  });

  it('R5.4 steps 6–9/R6.0.1 a guard placed on the entered Fingerprint silences it', () => {
    const s = quiet();
    s.setTile('1:A1', 'stairs', { num: 4 }).setTile('2:A1', 'fingerprint', { num: 4, revealed: false });
    s.patrol(1, ['A1', 'D4']);
    const ev = s.move(0, '2:A1');
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([]);
    expect(s.tile('2:A1').alarm).toBe(0);
  });

  it('R5.4 step 9 a guard placed elsewhere: the Fingerprint entry triggers after the arrival', () => {
    const s = quiet();
    s.setTile('1:A1', 'stairs', { num: 4 }).setTile('2:A1', 'fingerprint', { num: 4, revealed: false });
    s.patrol(1, ['D4', 'C4']);
    const ev = s.move(0, '2:A1');
    expect(s.stealth(0)).toBe(3);
    expect(ev.map((e) => e.type)).toEqual([
      'tileRevealed',
      'guardPlaced',
      'moved',
      'alarmTriggered',
      'guardDestination',
    ]);
    expect(s.guardDest(1)).toBe('2:A1');
  });

  it('R4.11/D70 entering a Fingerprint with no hack token anywhere asks nothing: the alarm triggers', () => {
    const s = quiet();
    s.setTile('1:B1', 'fingerprint', { num: 4 }).setTile('1:D1', 'computer-laser', { num: 5 });
    s.tile('1:D1').hack = 3;
    const ev = s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B1'), cause: 'fingerprint' },
    ]);
  });

  it('R4.11/R6.0.4 with a matching hack token the current player chooses; spending it cancels the alarm', () => {
    const s = quiet();
    s.setTile('1:B1', 'fingerprint', { num: 4 }).setTile('2:D4', 'computer-fingerprint', { num: 4 });
    s.tile('2:D4').hack = 2;
    s.move(0, '1:B1');
    expect(s.prompt).toEqual({
      kind: 'hack',
      seat: 0,
      at: at('1:B1'),
      alarm: 'fingerprint',
      options: ['computer', 'decline'],
    });
    s.ok(0, { type: 'answer', kind: 'hack', choice: 'computer' });
    expect(s.tile('2:D4').hack).toBe(1);
    expect(s.tile('1:B1').alarm).toBe(0);
    expect(s.where(0)).toBe('1:B1');
  });

  it('R5.4 step 8/R7.11 entering a guard tile loses 1 stealth; the guard is not moved', () => {
    const s = quiet();
    s.setTile('1:B1', NEUTRAL).guard(0, '1:B1', '1:D4');
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'stealthLost')).toEqual([
      { type: 'stealthLost', seat: 0, at: at('1:B1'), from: 'supply', cause: 'enters-guard-tile', left: 2 },
    ]);
    expect(s.guardAt(0)).toBe('1:B1');
  });

  it('R5.4 a failed move leaves everything but the action count unchanged (no Motion exit)', () => {
    const s = quiet();
    s.setTile('1:A1', 'motion', { num: 1 }).setTile('1:B1', 'keypad', { num: 4 });
    s.edit((st) => {
      st.players[0]!.enteredThisTurn = [s.index('1:A1')];
    });
    s.nextDice([1]);
    s.move(0, '1:B1');
    expect(s.tile('1:A1').alarm).toBe(0);
    expect(s.where(0)).toBe('1:A1');
  });
});

describe('R5.5 Walkway drop', () => {
  it('R5.5 dropping costs 1 and places the character below, ignoring entry effects and the guard', () => {
    const s = quiet();
    s.setTile('2:B2', 'walkway', { num: 1 })
      .put(0, '2:B2')
      .setTile('1:B2', 'fingerprint', { num: 5, revealed: false });
    park(s, 1);
    s.guard(0, '1:B2', '1:D4');
    expect(s.legal(0)).toContainEqual({ type: 'drop' });
    const ev = s.ok(0, { type: 'drop' });
    expect(eventsOf(ev, 'placed')).toEqual([
      { type: 'placed', seat: 0, from: at('2:B2'), to: at('1:B2'), cause: 'drop' },
    ]);
    expect(s.state.turn.used).toBe(1);
    expect(s.stealth(0)).toBe(3);
    expect(s.tile('1:B2').revealed).toBe(true);
    expect(s.tile('1:B2').alarm).toBe(0);
  });

  it('R5.5 dropping to a floor without a guard places that guard', () => {
    const s = quiet();
    s.setTile('3:B2', 'walkway', { num: 1 }).put(0, '3:B2');
    park(s, 2);
    s.patrol(1, ['D1', 'D2']);
    const ev = s.ok(0, { type: 'drop' });
    expect(eventsOf(ev, 'guardPlaced')).toEqual([
      { type: 'guardPlaced', floor: 1, at: at('2:D1'), dest: at('2:D2') },
    ]);
  });

  it('R5.5 no drop on floor 1, from a non-Walkway, or with no action left', () => {
    const s = quiet();
    s.setTile('1:A1', 'walkway', { num: 1 });
    expect(s.legal(0)).not.toContainEqual({ type: 'drop' });
    expect(s.refused(0, { type: 'drop' })).toBe('action/invalid');
    s.setTile('2:B2', NEUTRAL).put(0, '2:B2');
    expect(s.refused(0, { type: 'drop' })).toBe('action/invalid');
    s.setTile('2:B2', 'walkway', { num: 1 }).actions(0);
    expect(s.legal(0)).not.toContainEqual({ type: 'drop' });
    const before = json(s.state);
    expect(s.refused(0, { type: 'drop' })).not.toBe('');
    expect(json(s.state)).toBe(before);
  });
});
