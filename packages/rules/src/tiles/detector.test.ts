import { describe, expect, it } from 'vitest';
import { at, eventsOf } from '../testing/scene.js';
import { alarmTiles, board } from '../testing/tile-helpers.js';

describe('R6.5 Detector', () => {
  it('R6.5 entering while holding a tool triggers an alarm', () => {
    const s = board();
    s.setTile('1:B1', 'detector', { num: 4 }).give(0, 'blueprints');
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B1'), cause: 'detector' },
    ]);
  });

  it('R6.5 entering while holding only a loot card triggers an alarm', () => {
    const s = board();
    s.setTile('1:B1', 'detector', { num: 4 }).give(0, 'bust');
    s.move(0, '1:B1');
    expect(alarmTiles(s)).toEqual(['1:B1']);
  });

  it('R6.5 entering empty-handed triggers nothing', () => {
    const s = board();
    s.setTile('1:B1', 'detector', { num: 4 });
    s.move(0, '1:B1');
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.0.1 R6.5 no alarm while a guard stands on the Detector', () => {
    const s = board({ guard: ['1:B1', '1:D4'] });
    s.setTile('1:B1', 'detector', { num: 4 }).give(0, 'blueprints');
    s.move(0, '1:B1');
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.5 R6.0.5 the Jammer does not cover a Detector', () => {
    const s = board({ seats: [{ character: 'hacker', side: 'basic' }, {}] });
    s.setTile('1:B1', 'detector', { num: 4 }).give(0, 'blueprints');
    s.move(0, '1:B1');
    expect(alarmTiles(s)).toEqual(['1:B1']);
  });

  it('R6.5 R1.11 a fall onto a Detector with cards in hand triggers nothing', () => {
    const s = board();
    s.put(0, '2:A1').guard(1, '2:D4', '2:D3').give(0, 'blueprints');
    s.setTile('2:B1', 'walkway', { revealed: false });
    s.setTile('1:B1', 'detector', { num: 4 });
    s.move(0, '2:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.0.3 a crowbarred Detector triggers nothing', () => {
    const s = board();
    s.setTile('1:B1', 'detector', { num: 4 }).give(0, 'blueprints');
    s.tile('1:B1').crowbar = true;
    s.move(0, '1:B1');
    expect(alarmTiles(s)).toEqual([]);
  });
});
