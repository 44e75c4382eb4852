import { describe, expect, it } from 'vitest';
import { alarmTiles, crew, quiet, uses } from '../testing/character-helpers.js';
import { at, eventsOf } from '../testing/scene.js';

const jammerSecond = [{ character: 'hawk' as const }, { character: 'hacker' as const }];
const laptopSecond = [
  { character: 'hawk' as const },
  { character: 'hacker' as const, side: 'advanced' as const },
];

/** A quiet patrol in column D so the floor 1 guard never comes near columns A–C. */
function columnD(s: ReturnType<typeof crew>): void {
  s.patrol(0, ['D1', 'D4', 'D1', 'D4', 'D1', 'D4', 'D1', 'D4']);
}

describe('R8.2 Hacker basic: Jammer (R6.0.5)', () => {
  it('R8.2/R6.0.5 Jammer: the Hacker never triggers a Fingerprint it enters', () => {
    const s = crew({ seats: [{ character: 'hacker' }, {}] });
    s.setTile('1:B1', 'fingerprint', { num: 4 });
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'alarmPrevented')).toEqual([
      { type: 'alarmPrevented', at: at('1:B1'), cause: 'fingerprint', by: 'jammer' },
    ]);
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R8.2/R6.0.5/R6.10 Jammer: the Hacker enters a Laser with no choice, no extra action and no alarm', () => {
    const s = crew({ seats: [{ character: 'hacker' }, {}] });
    s.setTile('1:B1', 'laser', { num: 1 });
    const ev = s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    expect(s.state.turn.used).toBe(1);
    expect(eventsOf(ev, 'alarmPrevented')[0]).toMatchObject({ cause: 'laser', by: 'jammer' });
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R8.2/R6.0.5/R6.12 Jammer: the Hacker leaves a Motion tile it entered this turn without an alarm', () => {
    const s = crew({ seats: [{ character: 'hacker' }, {}] });
    s.setTile('1:B1', 'motion', { num: 1 }).setTile('1:C1', 'secret-door');
    s.move(0, '1:B1');
    const ev = s.move(0, '1:C1');
    expect(eventsOf(ev, 'alarmPrevented')[0]).toMatchObject({
      at: at('1:B1'),
      cause: 'motion',
      by: 'jammer',
    });
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R8.2/R6.0.5 Jammer protects others only while the Hacker stands there: protection ends when the Hacker leaves', () => {
    const s = crew({ seats: jammerSecond });
    columnD(s);
    s.setTile('1:B1', 'fingerprint', { num: 5 }).setTile('1:C1', 'secret-door');
    s.put(1, '1:B1');
    const first = s.move(0, '1:B1');
    expect(eventsOf(first, 'alarmPrevented')[0]).toMatchObject({ cause: 'fingerprint', by: 'jammer' });
    expect(alarmTiles(s)).toEqual([]);
    s.move(0, '1:A1');
    quiet(s).end();
    expect(s.state.turn.seat).toBe(1);
    s.move(1, '1:C1');
    quiet(s).end();
    expect(s.state.turn.seat).toBe(0);
    const second = s.move(0, '1:B1');
    expect(eventsOf(second, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B1'), cause: 'fingerprint' },
    ]);
    expect(alarmTiles(s)).toEqual(['1:B1']);
  });

  it('R8.2/R6.0.5 Jammer: another character enters a Laser where the Hacker stands with no choice and no alarm', () => {
    const s = crew({ seats: jammerSecond });
    s.setTile('1:B1', 'laser', { num: 2 });
    s.put(1, '1:B1');
    const ev = s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    expect(s.state.turn.used).toBe(1);
    expect(eventsOf(ev, 'alarmPrevented')[0]).toMatchObject({ cause: 'laser', by: 'jammer' });
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R8.2/R6.0.5 Jammer: another character leaves a Motion tile where the Hacker stands without an alarm', () => {
    const s = crew({ seats: jammerSecond });
    s.setTile('1:B1', 'motion', { num: 3 }).setTile('1:C1', 'secret-door');
    s.put(1, '1:B1');
    s.move(0, '1:B1');
    const ev = s.move(0, '1:C1');
    expect(eventsOf(ev, 'alarmPrevented')[0]).toMatchObject({
      at: at('1:B1'),
      cause: 'motion',
      by: 'jammer',
    });
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R8.2/R6.0.5 the Jammer does not cover Detector tiles', () => {
    const s = crew({ seats: [{ character: 'hacker' }, {}] });
    s.setTile('1:B1', 'detector', { num: 4 });
    s.give(0, 'crowbar');
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'alarmTriggered')[0]).toMatchObject({ at: at('1:B1'), cause: 'detector' });
  });

  it('R8.2 the Jammer belongs to the basic side only: the advanced Hacker triggers a Fingerprint', () => {
    const s = crew({ seats: [{ character: 'hacker', side: 'advanced' }, {}] });
    s.setTile('1:B1', 'fingerprint', { num: 4 });
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'alarmTriggered')[0]).toMatchObject({ at: at('1:B1'), cause: 'fingerprint' });
  });
});

describe('R8.2 Hacker advanced: Laptop', () => {
  it('R8.2 Laptop: 1 action puts one token on the Hacker, and it holds at most 1', () => {
    const s = crew({ seats: [{ character: 'hacker', side: 'advanced' }, {}] });
    expect(uses(s, 'laptop')).toEqual([{ type: 'laptop' }]);
    const ev = s.ok(0, { type: 'laptop' });
    expect(eventsOf(ev, 'abilityUsed')).toEqual([{ type: 'abilityUsed', seat: 0, ability: 'laptop' }]);
    expect(s.state.turn.used).toBe(1);
    expect(s.state.players[0]?.laptop).toBe(1);
    expect(uses(s, 'laptop')).toEqual([]);
    expect(s.refused(0, { type: 'laptop' })).toBe('ability/invalid');
    quiet(s).end();
    s.end(1);
    expect(s.state.turn.seat).toBe(0);
    expect(uses(s, 'laptop')).toEqual([]);
    expect(s.state.players[0]?.laptop).toBe(1);
  });

  it('R8.2 Laptop needs an action left, and only the advanced Hacker has it', () => {
    const s = crew({ seats: [{ character: 'hacker', side: 'advanced' }, {}] });
    s.actions(0);
    expect(uses(s, 'laptop')).toEqual([]);
    expect(s.refused(0, { type: 'laptop' })).toBe('ability/invalid');
    const b = crew({ seats: [{ character: 'hacker' }, {}] });
    expect(b.refused(0, { type: 'laptop' })).toBe('ability/wrong_character');
  });

  it('R8.2/R6.0.4/D74 the Laptop token is usable by anyone, wherever the Hacker is: a Fingerprint on another floor', () => {
    const s = crew({ seats: laptopSecond });
    s.guard(1, '2:D4', '2:D3').setTile('2:A4', 'secret-door').put(1, '2:A4');
    s.edit((st) => {
      (st.players[1] as { laptop: number }).laptop = 1;
    });
    s.setTile('1:B1', 'fingerprint', { num: 6 });
    s.move(0, '1:B1');
    expect(s.prompt).toEqual({
      kind: 'hack',
      seat: 0,
      at: at('1:B1'),
      alarm: 'fingerprint',
      options: ['laptop', 'decline'],
    });
    expect(s.refused(1, { type: 'answer', kind: 'hack', choice: 'laptop' })).toBe('prompt/not_yours');
    const ev = s.ok(0, { type: 'answer', kind: 'hack', choice: 'laptop' });
    expect(eventsOf(ev, 'hackTokenUsed')).toEqual([
      { type: 'hackTokenUsed', at: at('1:B1'), source: 'laptop', computer: null },
    ]);
    expect(alarmTiles(s)).toEqual([]);
    expect(s.state.players[1]?.laptop).toBe(0);
  });

  it('R8.2/R6.10 the Laptop token is offered in the Laser choice of another character', () => {
    const s = crew({ seats: laptopSecond });
    s.setTile('1:B1', 'laser', { num: 3 }).setTile('1:C1', 'secret-door').put(1, '1:C1');
    s.edit((st) => {
      (st.players[1] as { laptop: number }).laptop = 1;
    });
    s.move(0, '1:B1');
    expect(s.prompt).toMatchObject({ kind: 'laser', seat: 0, options: ['pay', 'laptop', 'alarm'] });
    s.ok(0, { type: 'answer', kind: 'laser', choice: 'laptop' });
    expect(s.state.players[1]?.laptop).toBe(0);
    expect(s.state.turn.used).toBe(1);
    expect(alarmTiles(s)).toEqual([]);
  });

  it('R8.2/D70 once the Laptop token is spent, the next Fingerprint alarm triggers with no choice', () => {
    const s = crew({ seats: [{ character: 'hacker', side: 'advanced' }, {}] });
    s.setTile('1:B1', 'fingerprint', { num: 6 });
    const ev = s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    expect(eventsOf(ev, 'alarmTriggered')[0]).toMatchObject({ at: at('1:B1'), cause: 'fingerprint' });
  });

  it('R8.2 the Hacker may use its own Laptop token, on a Motion exit', () => {
    const s = crew({ seats: [{ character: 'hacker', side: 'advanced' }, {}] });
    s.setTile('1:B1', 'motion', { num: 2 }).setTile('1:C1', 'secret-door');
    s.ok(0, { type: 'laptop' });
    s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    s.move(0, '1:C1');
    expect(s.prompt).toMatchObject({
      kind: 'hack',
      seat: 0,
      alarm: 'motion',
      options: ['laptop', 'decline'],
    });
    s.ok(0, { type: 'answer', kind: 'hack', choice: 'decline' });
    expect(alarmTiles(s)).toEqual(['1:B1']);
    expect(s.state.players[0]?.laptop).toBe(1);
  });
});
