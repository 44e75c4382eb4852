import { describe, expect, it } from 'vitest';
import { at, eventsOf } from '../testing/scene.js';
import { alarmsIn, alarmTiles, board, endQuietly } from '../testing/tile-helpers.js';

describe('R6.2 Camera', () => {
  it('R6.2 entering a Camera while a guard stands on another Camera of the floor triggers an alarm on the entered one', () => {
    const s = board({ guard: ['1:C3', '1:D4'] });
    s.setTile('1:B1', 'camera', { num: 1 }).setTile('1:C3', 'camera', { num: 2 });
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B1'), cause: 'camera' },
    ]);
    expect(s.guardDest(0)).toBe('1:B1');
  });

  it('R6.2 the network spans floors: a guard on a Camera of floor 2 sees a character entering a Camera of floor 1', () => {
    const s = board({ guard: ['1:D4', '1:D3'] });
    s.guard(1, '2:C3', '2:A4').setTile('2:C3', 'camera', { num: 2 }).setTile('1:B1', 'camera', { num: 1 });
    s.move(0, '1:B1');
    expect(alarmTiles(s)).toEqual(['1:B1']);
    expect(s.guardDest(0)).toBe('1:B1');
    expect(s.guardDest(1)).toBe('2:A4');
  });

  it('R6.2 D35 a guard on a face-down Camera watches nothing', () => {
    const s = board({ guard: ['1:C3', '1:D4'] });
    s.setTile('1:B1', 'camera', { num: 1 }).setTile('1:C3', 'camera', { num: 2, revealed: false });
    s.move(0, '1:B1');
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.2 D35 a guard on a crowbarred Camera watches nothing', () => {
    const s = board({ guard: ['1:C3', '1:D4'] });
    s.setTile('1:B1', 'camera', { num: 1 }).setTile('1:C3', 'camera', { num: 2 });
    s.tile('1:C3').crowbar = true;
    s.move(0, '1:B1');
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.2 D35 entering a crowbarred Camera triggers nothing', () => {
    const s = board({ guard: ['1:C3', '1:D4'] });
    s.setTile('1:B1', 'camera', { num: 1 }).setTile('1:C3', 'camera', { num: 2 });
    s.tile('1:B1').crowbar = true;
    s.move(0, '1:B1');
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.2 R9.1.25 while Video Loop is active cameras do not trigger', () => {
    const s = board({ guard: ['1:C3', '1:D4'] });
    s.setTile('1:B1', 'camera', { num: 1 }).setTile('1:C3', 'camera', { num: 2 });
    s.state.effects.videoLoop.push(1);
    s.move(0, '1:B1');
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.2 R7.10 a guard entering a Camera triggers an alarm on every other Camera holding a character, lowest floor first', () => {
    const s = board({ guard: ['1:D2', '1:C2'] });
    s.setTile('1:C2', 'camera', { num: 2 }).setTile('1:A1', 'camera', { num: 1 });
    s.setTile('1:B4', 'camera', { num: 3 });
    s.guard(1, '2:D4', '2:D3').setTile('2:B2', 'camera', { num: 6 }).put(1, '2:B2');
    s.patrol(0, ['D2']);
    const ev = endQuietly(s);
    expect(alarmsIn(ev)).toEqual(['1:A1', '2:B2']);
    expect(eventsOf(ev, 'alarmTriggered').every((e) => e.cause === 'camera')).toBe(true);
    expect(alarmTiles(s)).toEqual(['1:A1', '2:B2']);
    expect(s.guardDest(1)).toBe('2:B2');
  });

  it('R6.2 D35 a character on a crowbarred Camera gets no alarm when a guard enters a Camera', () => {
    const s = board({ guard: ['1:D2', '1:C2'] });
    s.setTile('1:C2', 'camera', { num: 2 }).setTile('1:A1', 'camera', { num: 1 });
    s.tile('1:A1').crowbar = true;
    s.patrol(0, ['D2']);
    const ev = endQuietly(s);
    expect(alarmsIn(ev)).toEqual([]);
  });

  it('R6.2 a guard entering a face-down Camera triggers nothing', () => {
    const s = board({ guard: ['1:D2', '1:C2'] });
    s.setTile('1:C2', 'camera', { num: 2, revealed: false }).setTile('1:A1', 'camera', { num: 1 });
    s.patrol(0, ['D2']);
    const ev = endQuietly(s);
    expect(alarmsIn(ev)).toEqual([]);
    expect(s.tile('1:C2').revealed).toBe(false);
  });

  it('R6.2 D35 a guard entering a crowbarred Camera triggers nothing', () => {
    const s = board({ guard: ['1:D2', '1:C2'] });
    s.setTile('1:C2', 'camera', { num: 2 }).setTile('1:A1', 'camera', { num: 1 });
    s.tile('1:C2').crowbar = true;
    s.patrol(0, ['D2']);
    const ev = endQuietly(s);
    expect(alarmsIn(ev)).toEqual([]);
  });

  it('R6.2 D35 only arrivals are checked: a fall onto a Camera while a guard stands on another triggers nothing', () => {
    const s = board({ guard: ['1:C3', '1:D4'] });
    s.put(0, '2:A1').guard(1, '2:D4', '2:D3');
    s.setTile('2:B1', 'walkway', { revealed: false });
    s.setTile('1:B1', 'camera', { num: 1 }).setTile('1:C3', 'camera', { num: 2 });
    s.move(0, '2:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.0.1 R6.2 no camera alarm on a Camera where a guard stands', () => {
    const s = board({ guard: ['1:D2', '1:C2'] });
    s.setTile('1:C2', 'camera', { num: 2 });
    s.guard(1, '2:B2', '2:D3').setTile('2:B2', 'camera', { num: 6 }).put(1, '2:B2');
    s.patrol(0, ['D2']);
    const ev = endQuietly(s);
    expect(alarmsIn(ev)).toEqual([]);
  });

  it('R6.0.6 D25 while an E.M.P. is active cameras never trigger', () => {
    const s = board({ guard: ['1:C3', '1:D4'] });
    s.setTile('1:B1', 'camera', { num: 1 }).setTile('1:C3', 'camera', { num: 2 });
    s.state.effects.emp.push(0);
    s.move(0, '1:B1');
    expect(alarmTiles(s)).toEqual([]);
    expect(s.guardDest(0)).toBe('1:D4');
  });
});
