import { describe, expect, it } from 'vitest';
import { at, eventsOf } from '../testing/scene.js';
import { alarmsIn, alarmTiles, board, endQuietly } from '../testing/tile-helpers.js';

describe('R6.12 Motion', () => {
  it('R6.12 D63 entering and then leaving in the same turn triggers an alarm on the Motion tile', () => {
    const s = board();
    s.setTile('1:B1', 'motion', { num: 1 });
    expect(alarmsIn(s.move(0, '1:B1'))).toEqual([]);
    const ev = s.move(0, '1:C1');
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B1'), cause: 'motion' },
    ]);
    expect(s.guardDest(0)).toBe('1:B1');
  });

  it('R6.12 entering and staying triggers nothing; leaving at the start of the next own turn is safe', () => {
    const s = board({ guard: ['1:D4', '1:D3'] });
    s.setTile('1:B1', 'motion', { num: 1 }).put(1, '1:A1');
    s.patrol(0, ['C4', 'D4', 'C4', 'D4']);
    s.move(0, '1:B1');
    endQuietly(s);
    expect(s.state.turn.seat).toBe(1);
    endQuietly(s);
    expect(s.state.turn.seat).toBe(0);
    expect(s.state.players[0]?.enteredThisTurn).toEqual([]);
    const ev = s.move(0, '1:C1');
    expect(alarmsIn(ev)).toEqual([]);
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.12 R3.12 leaving the Motion entrance on the first turn is safe (placement)', () => {
    const s = board();
    s.setTile('1:A1', 'motion', { num: 1 });
    s.move(0, '1:B1');
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.12 R1.11 a character placed on a Motion tile (fall) may leave it in the same turn safely', () => {
    const s = board();
    s.put(0, '2:A1').guard(1, '2:D4', '2:D3');
    s.setTile('2:B1', 'walkway', { revealed: false }).setTile('1:B1', 'motion', { num: 1 });
    s.move(0, '2:B1');
    expect(s.where(0)).toBe('1:B1');
    s.move(0, '1:C1');
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.12 R1.12 leaving by a fall counts: entering a Motion tile and then falling through a Walkway triggers it', () => {
    const s = board();
    s.put(0, '2:A1').guard(1, '2:D4', '2:D3');
    s.setTile('2:B1', 'motion', { num: 1 }).setTile('2:C1', 'walkway', { revealed: false });
    s.move(0, '2:B1');
    const ev = s.move(0, '2:C1');
    expect(s.where(0)).toBe('1:C1');
    expect(alarmsIn(ev)).toEqual(['2:B1']);
    expect(s.guardDest(1)).toBe('2:B1');
  });

  it('R6.12 R5.5 leaving by a Walkway drop counts as well', () => {
    const s = board();
    s.put(0, '2:A1').guard(1, '2:D4', '2:D3');
    s.setTile('2:B1', 'walkway', { num: 1 });
    s.setTile('2:A1', 'motion', { num: 1 });
    s.move(0, '2:B1');
    s.move(0, '2:A1');
    const ev = s.move(0, '2:B1');
    expect(alarmsIn(ev)).toEqual(['2:A1']);
    s.ok(0, { type: 'drop' });
    expect(s.where(0)).toBe('1:B1');
  });

  it('R6.12 R5.4 a guard on the Motion tile when entering: no record, leaving is safe', () => {
    const s = board({ guard: ['1:B1', '1:D4'] });
    s.setTile('1:B1', 'motion', { num: 1 });
    s.move(0, '1:B1');
    expect(s.state.players[0]?.enteredThisTurn).toEqual([]);
    s.move(0, '1:C1');
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.12 R6.0.4 a Motion Computer token may cancel the exit alarm', () => {
    const s = board();
    s.setTile('1:B1', 'motion', { num: 1 }).setTile('1:D1', 'computer-motion', { num: 6 });
    s.tile('1:D1').hack = 1;
    s.move(0, '1:B1');
    s.move(0, '1:C1');
    expect(s.prompt).toEqual({
      kind: 'hack',
      seat: 0,
      at: at('1:B1'),
      alarm: 'motion',
      options: ['computer', 'decline'],
    });
    s.ok(0, { type: 'answer', kind: 'hack', choice: 'computer' });
    expect(s.where(0)).toBe('1:C1');
    expect(s.tile('1:D1').hack).toBe(0);
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.12 R6.0.5 while the basic Hacker stands on the Motion tile another character leaves it safely', () => {
    const s = board({ seats: [{}, { character: 'hacker', side: 'basic' }] });
    s.setTile('1:B1', 'motion', { num: 1 }).put(1, '1:B1');
    s.move(0, '1:B1');
    const ev = s.move(0, '1:C1');
    expect(eventsOf(ev, 'alarmPrevented')).toEqual([
      { type: 'alarmPrevented', at: at('1:B1'), cause: 'motion', by: 'jammer' },
    ]);
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.12 R4.11 answering the hack choice raised by a fall resumes the fall', () => {
    const s = board();
    s.put(0, '2:A1').guard(1, '2:D4', '2:D3');
    s.setTile('2:B1', 'motion', { num: 1 }).setTile('2:C1', 'walkway', { revealed: false });
    s.setTile('1:D1', 'computer-motion', { num: 6 });
    s.tile('1:D1').hack = 1;
    s.move(0, '2:B1');
    s.move(0, '2:C1');
    expect(s.prompt?.kind).toBe('hack');
    const ev = s.ok(0, { type: 'answer', kind: 'hack', choice: 'decline' });
    expect(eventsOf(ev, 'placed')[0]).toMatchObject({ seat: 0, to: at('1:C1'), cause: 'fall' });
    expect(s.where(0)).toBe('1:C1');
    expect(alarmTiles(s)).toEqual(['2:B1']);
    expect(s.tile('1:D1').hack).toBe(1);
  });

  it('R6.12 R6.0.3 a crowbarred Motion tile triggers nothing on exit', () => {
    const s = board();
    s.setTile('1:B1', 'motion', { num: 1 });
    s.tile('1:B1').crowbar = true;
    s.move(0, '1:B1');
    s.move(0, '1:C1');
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.12 R6.0.6 while an E.M.P. is active the exit alarm is prevented', () => {
    const s = board();
    s.setTile('1:B1', 'motion', { num: 1 });
    s.state.effects.emp.push(0);
    s.move(0, '1:B1');
    const ev = s.move(0, '1:C1');
    expect(eventsOf(ev, 'alarmPrevented')).toEqual([
      { type: 'alarmPrevented', at: at('1:B1'), cause: 'motion', by: 'emp' },
    ]);
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.12 D28 leaving by Lost Grip in the event phase counts as leaving', () => {
    const s = board();
    s.put(0, '2:A1').guard(1, '2:D4', '2:D3');
    s.setTile('2:B1', 'motion', { num: 1 }).setTile('1:B1', 'safe');
    s.move(0, '2:B1');
    s.eventDeck(['lost-grip']);
    const ev = s.end();
    expect(s.where(0)).toBe('1:B1');
    expect(alarmsIn(ev)).toEqual(['2:B1']);
    expect(s.guardDest(1)).toBe('2:B1');
  });
});
