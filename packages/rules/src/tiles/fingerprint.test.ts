import { describe, expect, it } from 'vitest';
import { at, eventsOf } from '../testing/scene.js';
import { alarmTiles, board, losses } from '../testing/tile-helpers.js';

describe('R6.6 Fingerprint', () => {
  it('R6.6 R7.10 entering triggers an alarm on it and the floor guard heads there', () => {
    const s = board();
    s.setTile('1:B1', 'fingerprint', { num: 4 });
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B1'), cause: 'fingerprint' },
    ]);
    expect(s.tile('1:B1').alarm).toBeGreaterThan(0);
    expect(eventsOf(ev, 'guardDestination')).toEqual([
      { type: 'guardDestination', floor: 0, dest: at('1:B1'), reason: 'alarm' },
    ]);
  });

  it('R6.0.1 no alarm where a guard stands; the entry still costs stealth', () => {
    const s = board({ guard: ['1:B1', '1:D4'] });
    s.setTile('1:B1', 'fingerprint', { num: 4 });
    const ev = s.move(0, '1:B1');
    expect(alarmTiles(s)).toEqual([]);
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([]);
    expect(losses(ev)).toEqual([[0, 'supply', 'enters-guard-tile']]);
  });

  it('R6.0.1 a tile that already holds an alarm gets no second one', () => {
    const s = board();
    s.setTile('1:B1', 'fingerprint', { num: 4 }).alarm('1:B1');
    const before = s.tile('1:B1').alarm;
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([]);
    expect(s.tile('1:B1').alarm).toBe(before);
  });

  it('R6.6 R1.11 a placement on a Fingerprint (fall) triggers nothing', () => {
    const s = board();
    s.put(0, '2:A1').guard(1, '2:D4', '2:D3');
    s.setTile('2:B1', 'walkway', { revealed: false });
    s.setTile('1:B1', 'fingerprint', { num: 4 });
    s.move(0, '2:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.0.3 a crowbarred Fingerprint triggers nothing', () => {
    const s = board();
    s.setTile('1:B1', 'fingerprint', { num: 4 });
    s.tile('1:B1').crowbar = true;
    s.move(0, '1:B1');
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.0.5 the basic Hacker never triggers a Fingerprint', () => {
    const s = board({ seats: [{ character: 'hacker', side: 'basic' }, {}] });
    s.setTile('1:B1', 'fingerprint', { num: 4 });
    const ev = s.move(0, '1:B1');
    expect(alarmTiles(s)).toEqual([]);
    expect(eventsOf(ev, 'alarmPrevented')).toEqual([
      { type: 'alarmPrevented', at: at('1:B1'), cause: 'fingerprint', by: 'jammer' },
    ]);
  });
});
