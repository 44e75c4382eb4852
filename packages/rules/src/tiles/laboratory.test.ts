import { describe, expect, it } from 'vitest';
import { eventsOf } from '../testing/scene.js';
import { board } from '../testing/tile-helpers.js';

describe('R6.9 Laboratory', () => {
  it('R6.9 the first character to enter gains 1 tool and the Laboratory is marked tool taken', () => {
    const s = board();
    s.setTile('1:B1', 'laboratory', { num: 3 }).toolDeck(['blueprints', 'crowbar']);
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'toolGained')).toEqual([{ type: 'toolGained', seat: 0, tool: 'blueprints' }]);
    expect(s.state.players[0]?.tools).toEqual(['blueprints']);
    expect(s.tile('1:B1').labTaken).toBe(true);
  });

  it('R6.9 a later entry into the same Laboratory gives nothing', () => {
    const s = board();
    s.setTile('1:B1', 'laboratory', { num: 3 }).toolDeck(['blueprints', 'crowbar']);
    s.move(0, '1:B1');
    s.move(0, '1:A1');
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'toolGained')).toEqual([]);
    expect(s.state.players[0]?.tools).toEqual(['blueprints']);
  });

  it('R6.9 each of the two Laboratories gives its own tool once', () => {
    const s = board();
    s.setTile('1:B1', 'laboratory', { num: 3 }).setTile('1:C1', 'laboratory', { num: 4 });
    s.toolDeck(['blueprints', 'crowbar']);
    s.move(0, '1:B1');
    s.move(0, '1:C1');
    expect(s.state.players[0]?.tools).toEqual(['blueprints', 'crowbar']);
  });

  it('R6.9 R1.11 a placement (fall) onto a Laboratory does not count as entering', () => {
    const s = board();
    s.put(0, '2:A1').guard(1, '2:D4', '2:D3');
    s.setTile('2:B1', 'walkway', { revealed: false }).setTile('1:B1', 'laboratory', { num: 3 });
    s.toolDeck(['blueprints']);
    s.move(0, '2:B1');
    expect(s.where(0)).toBe('1:B1');
    expect(s.state.players[0]?.tools).toEqual([]);
    expect(s.tile('1:B1').labTaken).toBe(false);
  });

  it('R6.9 R5.3 peeking at a Laboratory does not count as entering', () => {
    const s = board();
    s.setTile('1:B1', 'laboratory', { num: 3, revealed: false }).toolDeck(['blueprints']);
    s.peek(0, '1:B1');
    expect(s.tile('1:B1').labTaken).toBe(false);
    expect(s.state.players[0]?.tools).toEqual([]);
  });

  it('R6.9 R5.4 the tool is not an alarm effect: it is gained even with a guard on the Laboratory', () => {
    const s = board({ guard: ['1:B1', '1:D4'] });
    s.setTile('1:B1', 'laboratory', { num: 3 }).toolDeck(['blueprints']);
    s.move(0, '1:B1');
    expect(s.state.players[0]?.tools).toEqual(['blueprints']);
    expect(s.stealth(0)).toBe(2);
  });

  it('R6.9 R3.12 a Laboratory entrance gives its tool to the first character who later enters it', () => {
    const s = board();
    s.setTile('1:A1', 'laboratory', { num: 3 }).toolDeck(['blueprints']);
    s.move(0, '1:B1');
    expect(s.state.players[0]?.tools).toEqual([]);
    s.move(0, '1:A1');
    expect(s.state.players[0]?.tools).toEqual(['blueprints']);
    expect(s.tile('1:A1').labTaken).toBe(true);
  });
});
