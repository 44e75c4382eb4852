import { describe, expect, it } from 'vitest';
import { at, eventsOf } from '../testing/scene.js';
import { alarmTiles, board, hasAction } from '../testing/tile-helpers.js';

describe('R6.3 Computer and R6.0.4 hack tokens', () => {
  it('R5.6 R6.3 Hack costs 1 action and adds 1 token to the Computer', () => {
    const s = board();
    s.setTile('1:B1', 'computer-fingerprint', { num: 4 });
    s.move(0, '1:B1');
    const ev = s.ok(0, { type: 'hack' });
    expect(s.tile('1:B1').hack).toBe(1);
    expect(s.state.turn.used).toBe(2);
    expect(eventsOf(ev, 'hacked')).toEqual([{ type: 'hacked', seat: 0, at: at('1:B1'), tokens: 1 }]);
  });

  it('R6.3 a Computer holds at most 6 tokens: Hack is not offered at 6 and is refused', () => {
    const s = board();
    s.setTile('1:A1', 'computer-laser', { num: 5 });
    s.tile('1:A1').hack = 5;
    expect(hasAction(s, 'hack')).toBe(true);
    s.ok(0, { type: 'hack' });
    expect(s.tile('1:A1').hack).toBe(6);
    expect(hasAction(s, 'hack')).toBe(false);
    expect(s.refused(0, { type: 'hack' })).toBe('hack/full');
  });

  it('R5.6 Hack is offered only on a Computer and only with an action left', () => {
    const s = board();
    expect(hasAction(s, 'hack')).toBe(false);
    s.setTile('1:A1', 'computer-motion', { num: 6 });
    s.actions(0);
    expect(hasAction(s, 'hack')).toBe(false);
  });

  it('R6.0.4 D70 without any matching token a Fingerprint entry asks nothing and triggers', () => {
    const s = board();
    s.setTile('1:B1', 'fingerprint', { num: 4 });
    s.setTile('1:C3', 'computer-laser', { num: 5 });
    s.tile('1:C3').hack = 3;
    const ev = s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B1'), cause: 'fingerprint' },
    ]);
    expect(s.tile('1:C3').hack).toBe(3);
  });

  it('R6.0.4 D70 a token on a face-down Computer is not available', () => {
    const s = board();
    s.setTile('1:B1', 'fingerprint', { num: 4 });
    s.setTile('1:C3', 'computer-fingerprint', { num: 4, revealed: false });
    s.tile('1:C3').hack = 1;
    s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    expect(alarmTiles(s)).toEqual(['1:B1']);
  });

  it('R6.0.4 a Fingerprint Computer on another floor cancels the alarm when the player spends its token', () => {
    const s = board();
    s.put(0, '2:A1').guard(1, '2:D4', '2:D3');
    s.setTile('2:B1', 'fingerprint', { num: 4 });
    s.setTile('1:C3', 'computer-fingerprint', { num: 4 });
    s.tile('1:C3').hack = 2;
    s.move(0, '2:B1');
    expect(s.prompt).toEqual({
      kind: 'hack',
      seat: 0,
      at: at('2:B1'),
      alarm: 'fingerprint',
      options: ['computer', 'decline'],
    });
    expect(s.legal(0)).toEqual([
      { type: 'answer', kind: 'hack', choice: 'computer' },
      { type: 'answer', kind: 'hack', choice: 'decline' },
    ]);
    const ev = s.ok(0, { type: 'answer', kind: 'hack', choice: 'computer' });
    expect(s.tile('1:C3').hack).toBe(1);
    expect(alarmTiles(s)).toEqual([]);
    expect(eventsOf(ev, 'hackTokenUsed')).toEqual([
      { type: 'hackTokenUsed', at: at('2:B1'), source: 'computer', computer: at('1:C3') },
    ]);
    expect(s.where(0)).toBe('2:B1');
  });

  it('R6.0.4 declining the hack choice triggers the alarm and keeps the token', () => {
    const s = board();
    s.setTile('1:B1', 'fingerprint', { num: 4 });
    s.setTile('1:C3', 'computer-fingerprint', { num: 4 });
    s.tile('1:C3').hack = 1;
    s.move(0, '1:B1');
    const ev = s.ok(0, { type: 'answer', kind: 'hack', choice: 'decline' });
    expect(s.tile('1:C3').hack).toBe(1);
    expect(eventsOf(ev, 'alarmTriggered').map((e) => e.at)).toEqual([at('1:B1')]);
    expect(s.guardDest(0)).toBe('1:B1');
  });

  it('R6.0.4 D74 a character moved by Rook Orders into a Fingerprint: the current player answers the hack choice', () => {
    const s = board({ seats: [{ character: 'rook', side: 'basic' }, {}] });
    s.put(1, '1:A2');
    s.setTile('1:B2', 'fingerprint', { num: 4 });
    s.setTile('1:C3', 'computer-fingerprint', { num: 4 });
    s.tile('1:C3').hack = 1;
    s.ok(0, { type: 'orders', target: 1, to: at('1:B2') });
    expect(s.prompt?.kind).toBe('orders');
    expect(s.prompt?.seat).toBe(1);
    s.ok(1, { type: 'answer', kind: 'orders', accept: true });
    expect(s.prompt?.kind).toBe('hack');
    expect(s.prompt?.seat).toBe(0);
    expect(s.legal(1)).toEqual([]);
    expect(s.refused(1, { type: 'answer', kind: 'hack', choice: 'computer' })).toBe('prompt/not_yours');
    s.ok(0, { type: 'answer', kind: 'hack', choice: 'computer' });
    expect(s.where(1)).toBe('1:B2');
    expect(s.tile('1:C3').hack).toBe(0);
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R6.0.4 D44 hack tokens of every kind do nothing for a Detector alarm', () => {
    const s = board();
    s.give(0, 'crowbar');
    for (const [pos, kind] of [
      ['1:C3', 'computer-fingerprint'],
      ['1:C4', 'computer-laser'],
      ['1:D1', 'computer-motion'],
    ] as const) {
      s.setTile(pos, kind, { num: 4 });
      s.tile(pos).hack = 2;
    }
    s.setTile('1:B1', 'detector', { num: 4 });
    s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    expect(alarmTiles(s)).toEqual(['1:B1']);
  });

  it('R4.11 R7.2 a hack choice raised after a guard placement resumes without drawing patrol cards again', () => {
    const s = board();
    s.setTile('1:A1', 'stairs', { num: 4 }).setTile('2:A1', 'fingerprint', { num: 5, revealed: false });
    s.setTile('1:C3', 'computer-fingerprint', { num: 4 });
    s.tile('1:C3').hack = 1;
    s.patrol(1, ['D4', 'C1', 'B3']);
    const first = s.move(0, '2:A1');
    expect(eventsOf(first, 'guardPlaced')).toEqual([
      { type: 'guardPlaced', floor: 1, at: at('2:D4'), dest: at('2:C1') },
    ]);
    expect(s.prompt?.kind).toBe('hack');
    const second = s.ok(0, { type: 'answer', kind: 'hack', choice: 'decline' });
    expect(eventsOf(second, 'guardPlaced')).toEqual([]);
    expect(eventsOf(second, 'tileRevealed')).toEqual([]);
    expect(s.guardAt(1)).toBe('2:D4');
    expect(s.guardDest(1)).toBe('2:A1');
    expect(s.state.guards[1]?.deck).toHaveLength(1);
    expect(alarmTiles(s)).toEqual(['2:A1']);
  });
});
