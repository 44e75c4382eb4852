import { describe, expect, it } from 'vitest';
import { at, eventsOf } from '../testing/scene.js';
import { alarmsIn, alarmTiles, board, endQuietly, guardWalks } from '../testing/tile-helpers.js';

describe('R6.17 Thermo', () => {
  it('R6.17 R4.6 ending the turn on a Thermo triggers an alarm before the guard moves, which then counts for it', () => {
    const s = board({ guard: ['1:D4', '1:D3'] });
    s.setTile('1:B1', 'thermo', { num: 1 });
    s.move(0, '1:B1');
    const ev = endQuietly(s);
    const types = ev.map((e) => e.type);
    const alarm = types.indexOf('alarmTriggered');
    expect(types.indexOf('actionsEnded')).toBeLessThan(alarm);
    expect(alarm).toBeLessThan(types.indexOf('guardMoved'));
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B1'), cause: 'thermo' },
    ]);
    // speed 2 + 1 alarm on the floor = 3 steps toward the alarm at B1.
    expect(guardWalks(ev)).toEqual([['1:D4', '1:C4', '1:B4', '1:B3']]);
    expect(s.guardDest(0)).toBe('1:B1');
  });

  it('R6.17 entering a Thermo and leaving it in the same turn triggers nothing', () => {
    const s = board();
    s.setTile('1:B1', 'thermo', { num: 1 });
    s.move(0, '1:B1');
    s.move(0, '1:C1');
    endQuietly(s);
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.17 D28 the check is after the event phase: Lost Grip onto a Thermo triggers it', () => {
    const s = board({ guard: ['1:D4', '1:D3'] });
    s.put(0, '2:B1').guard(1, '2:D4', '2:D3');
    s.setTile('2:B1', 'safe').setTile('1:B1', 'thermo', { num: 1 });
    s.eventDeck(['lost-grip']);
    const ev = s.end();
    expect(eventsOf(ev, 'eventDrawn')[0]?.card).toBe('lost-grip');
    expect(s.where(0)).toBe('1:B1');
    expect(alarmsIn(ev)).toEqual(['1:B1']);
  });

  it('R6.17 D28 Lost Grip off a Thermo avoids its alarm', () => {
    const s = board();
    s.put(0, '2:B1').guard(1, '2:D4', '2:D3');
    s.setTile('2:B1', 'thermo', { num: 1 }).setTile('1:B1', 'safe');
    s.eventDeck(['lost-grip']);
    const ev = s.end();
    expect(s.where(0)).toBe('1:B1');
    expect(alarmsIn(ev)).toEqual([]);
  });

  it('R6.17 R9.3.6 a character holding the Isotope triggers a Thermo on entry', () => {
    const s = board();
    s.setTile('1:B1', 'thermo', { num: 1 }).give(0, 'isotope');
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B1'), cause: 'isotope' },
    ]);
  });

  it('R6.0.1 R6.17 no Thermo alarm at the end of the turn while a guard stands there', () => {
    const s = board({ guard: ['1:B1', '1:D4'] });
    s.setTile('1:B1', 'thermo', { num: 1 }).put(0, '1:B1');
    const ev = endQuietly(s);
    expect(alarmsIn(ev)).toEqual([]);
    expect(eventsOf(ev, 'alarmPrevented')).toEqual([
      { type: 'alarmPrevented', at: at('1:B1'), cause: 'thermo', by: 'guard' },
    ]);
  });

  it('R6.17 only the current player is checked: another character on a Thermo triggers nothing', () => {
    const s = board();
    s.setTile('1:B1', 'thermo', { num: 1 }).put(1, '1:B1');
    endQuietly(s);
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.17 R3.12 ending the first turn on a Thermo entrance triggers it', () => {
    const s = board();
    s.setTile('1:A1', 'thermo', { num: 1 });
    const ev = endQuietly(s);
    expect(alarmsIn(ev)).toEqual(['1:A1']);
  });

  it('R6.0.3 a crowbarred Thermo triggers nothing at the end of the turn', () => {
    const s = board();
    s.setTile('1:A1', 'thermo', { num: 1 });
    s.tile('1:A1').crowbar = true;
    endQuietly(s);
    expect(alarmTiles(s)).toEqual([]);
  });
});
