import { describe, expect, it } from 'vitest';
import { NEUTRAL, park, quiet } from './testing/core-helpers.js';
import { at, eventsOf, name, type Scene } from './testing/scene.js';

/** Safe on 1:A1 (where seat 0 stands) with the R5.8 example's line tiles, all revealed. */
function example(): Scene {
  const s = quiet();
  s.setTile('1:A1', 'safe')
    .setTile('1:A2', NEUTRAL, { num: 1 })
    .setTile('1:A3', NEUTRAL, { num: 3 })
    .setTile('1:A4', NEUTRAL, { num: 1 })
    .setTile('1:B1', NEUTRAL, { num: 4 })
    .setTile('1:C1', NEUTRAL, { num: 6 })
    .setTile('1:D1', NEUTRAL, { num: 3 });
  s.toolDeck(['crowbar', 'virus']).lootDeck(['tiara', 'bust']);
  return s;
}

function cracked(s: Scene, safe: string): string[] {
  return s
    .tile(safe)
    .cracked.map((i) => name({ floor: Math.floor(i / 16), col: i % 4, row: Math.floor((i % 16) / 4) }))
    .sort();
}

function fkCracked(s: Scene, safe: string): string[] {
  return s
    .tile(safe)
    .cracked.map((i) => name({ floor: Math.floor(i / 25), col: (i % 25) % 5, row: Math.floor((i % 25) / 5) }))
    .sort();
}

describe('R5.7 add safe die', () => {
  it('R5.7 adding a die costs 2 actions and puts 1 die on the safe', () => {
    const s = example();
    const ev = s.ok(0, { type: 'addDie' });
    expect(eventsOf(ev, 'safeDieAdded')).toEqual([
      { type: 'safeDieAdded', seat: 0, at: at('1:A1'), dice: 1 },
    ]);
    expect(s.tile('1:A1').dice).toBe(1);
    expect(s.state.turn.used).toBe(2);
    s.ok(0, { type: 'addDie' });
    expect(s.tile('1:A1').dice).toBe(2);
    expect(s.state.turn.used).toBe(4);
  });

  it('R5.7/R5.1 with 1 action left no die can be added', () => {
    const s = example().actions(1);
    expect(s.legal(0)).not.toContainEqual({ type: 'addDie' });
    expect(s.refused(0, { type: 'addDie' })).toBe('action/not_enough_actions');
    expect(s.tile('1:A1').dice).toBe(0);
  });

  it('R5.7/R2.10 a safe holds at most 6 dice', () => {
    const s = example();
    s.tile('1:A1').dice = 6;
    expect(s.legal(0)).not.toContainEqual({ type: 'addDie' });
    expect(s.refused(0, { type: 'addDie' })).toBe('safe/full');
  });

  it('R5.7/D51 dice are counted per safe: a full safe elsewhere does not limit this one', () => {
    const s = example();
    s.setTile('2:A1', 'safe');
    s.tile('2:A1').dice = 6;
    s.tile('1:A1').dice = 5;
    s.ok(0, { type: 'addDie' });
    expect(s.tile('1:A1').dice).toBe(6);
    expect(s.tile('2:A1').dice).toBe(6);
  });

  it('R5.7 only on a Safe: elsewhere, or naming a safe you do not stand on, is refused', () => {
    const s = quiet();
    expect(s.refused(0, { type: 'addDie' })).toBe('tile/wrong_kind');
    s.setTile('1:B1', 'safe');
    expect(s.refused(0, { type: 'addDie', at: at('1:B1') })).toBe('tile/wrong_kind');
    expect(s.refused(0, { type: 'crack', at: at('1:B1') })).toBe('tile/wrong_kind');
  });
});

describe('R5.8 crack safe', () => {
  it('R5.8/D55 cracking needs at least one added die', () => {
    const s = example();
    expect(s.legal(0)).not.toContainEqual({ type: 'crack' });
    expect(s.refused(0, { type: 'crack' })).toBe('safe/no_dice');
  });

  it('R5.8 cracking costs 1 action, rolls one die per added die and the dice stay', () => {
    const s = example().nextDice([2, 5]);
    s.tile('1:A1').dice = 2;
    expect(s.legal(0)).toContainEqual({ type: 'crack' });
    const ev = s.ok(0, { type: 'crack' });
    expect(eventsOf(ev, 'diceRolled')).toEqual([
      { type: 'diceRolled', seat: 0, purpose: 'safe', at: at('1:A1'), values: [2, 5] },
    ]);
    expect(s.state.turn.used).toBe(1);
    expect(s.tile('1:A1').dice).toBe(2);
    expect(cracked(s, '1:A1')).toEqual([]);
  });

  it('R5.8 example: (3, 3, 5) marks A3 and D1; a later 1, 4 and 6 open the safe', () => {
    const s = example().nextDice([3, 3, 5]);
    s.tile('1:A1').dice = 3;
    const ev1 = s.ok(0, { type: 'crack' });
    expect(cracked(s, '1:A1')).toEqual(['1:A3', '1:D1']);
    expect(eventsOf(ev1, 'tileCracked').map((e) => [name(e.at), e.num])).toEqual([
      ['1:D1', 3],
      ['1:A3', 3],
    ]);
    expect(s.tile('1:A1').open).toBe(false);
    s.nextDice([1, 4, 6]);
    const ev2 = s.ok(0, { type: 'crack' });
    expect(
      eventsOf(ev2, 'tileCracked')
        .map((e) => name(e.at))
        .sort(),
    ).toEqual(['1:A2', '1:A4', '1:B1', '1:C1']);
    expect(eventsOf(ev2, 'safeOpened')).toEqual([{ type: 'safeOpened', seat: 0, at: at('1:A1') }]);
    expect(s.tile('1:A1').open).toBe(true);
  });

  it('R5.8 step 4 one die marks every line tile showing its number', () => {
    const s = example().nextDice([1]);
    s.tile('1:A1').dice = 1;
    s.ok(0, { type: 'crack' });
    expect(cracked(s, '1:A1')).toEqual(['1:A2', '1:A4']);
  });

  it('R5.8 steps 5–6/D14 a face-down line tile is never marked, even on a match; markers persist', () => {
    const s = example();
    s.setTile('1:B1', NEUTRAL, { num: 4, revealed: false });
    s.tile('1:A1').dice = 2;
    s.nextDice([4, 3]);
    s.ok(0, { type: 'crack' });
    expect(cracked(s, '1:A1')).toEqual(['1:A3', '1:D1']);
    s.tile('1:B1').revealed = true;
    s.nextDice([4, 3]);
    const ev = s.ok(0, { type: 'crack' });
    expect(eventsOf(ev, 'tileCracked').map((e) => name(e.at))).toEqual(['1:B1']);
    expect(cracked(s, '1:A1')).toEqual(['1:A3', '1:B1', '1:D1']);
  });

  it('R5.8 step 3 the line excludes the void and other Safes (Fort Knox)', () => {
    const s = quiet({ scenario: 'fortknox' });
    s.guard(0, '1:E5', '1:E4').setTile('1:C1', 'safe').setTile('1:C5', 'safe').put(0, '1:C1');
    for (const c of ['A1', 'B1', 'D1', 'E1', 'C2', 'C4']) s.setTile(`1:${c}`, NEUTRAL, { num: 2 });
    s.tile('1:C1').dice = 1;
    s.nextDice([2]);
    const ev = s.ok(0, { type: 'crack' });
    expect(
      eventsOf(ev, 'tileCracked')
        .map((e) => name(e.at))
        .sort(),
    ).toEqual(['1:A1', '1:B1', '1:C2', '1:C4', '1:D1', '1:E1']);
    expect(s.tile('1:C1').open).toBe(true);
    expect(s.tile('1:C5').open).toBe(false);
  });

  it('R5.8 step 4 cracked markers belong to one safe: a tile in two lines is marked separately', () => {
    const s = quiet({ scenario: 'fortknox' });
    s.guard(0, '1:D4', '1:D5');
    s.setTile('1:B1', 'safe').setTile('1:E2', 'safe');
    for (const c of ['A1', 'C1', 'D1', 'B2', 'B3', 'B4', 'B5', 'A2', 'C2', 'D2', 'E3', 'E4', 'E5'])
      s.setTile(`1:${c}`, NEUTRAL, { num: 5 });
    s.setTile('1:E1', NEUTRAL, { num: 3 });
    s.put(0, '1:B1');
    s.tile('1:B1').dice = 1;
    s.tile('1:E2').dice = 1;
    s.nextDice([3]);
    s.ok(0, { type: 'crack' });
    expect(fkCracked(s, '1:B1')).toEqual(['1:E1']);
    expect(fkCracked(s, '1:E2')).toEqual([]);
    s.put(0, '1:E2').nextDice([3]);
    s.ok(0, { type: 'crack' });
    expect(fkCracked(s, '1:E2')).toEqual(['1:E1']);
    expect(fkCracked(s, '1:B1')).toEqual(['1:E1']);
  });
});

describe('R5.9 safe opening', () => {
  function opened(): { s: Scene; ev: ReturnType<Scene['ok']> } {
    const s = example();
    s.tile('1:A1').dice = 3;
    s.tile('1:A1').cracked = [s.index('1:A2'), s.index('1:A3')];
    s.setTile('1:D1', NEUTRAL, { num: 6 }).nextDice([1, 4, 6]);
    const ev = s.ok(0, { type: 'crack' });
    return { s, ev };
  }

  it('R5.9 step 1 the safe is open; its dice and its cracked markers are removed', () => {
    const { s } = opened();
    expect(s.tile('1:A1').open).toBe(true);
    expect(s.tile('1:A1').dice).toBe(0);
    expect(s.tile('1:A1').cracked).toEqual([]);
  });

  it('R5.9 step 2/R7.9 every guard die on the safe floor and below gets +1', () => {
    const s = example();
    s.setTile('2:B2', 'safe').put(0, '2:B2');
    park(s, 1);
    for (const c of ['A2', 'C2', 'D2', 'B1', 'B3', 'B4']) s.setTile(`2:${c}`, NEUTRAL, { num: 2 });
    s.tile('2:B2').dice = 1;
    s.nextDice([2]);
    const ev = s.ok(0, { type: 'crack' });
    expect(s.state.guards.map((g) => g.speed)).toEqual([3, 3, 4]);
    expect(eventsOf(ev, 'guardSpeed')).toEqual([
      { type: 'guardSpeed', floor: 0, speed: 3, reason: 'safe' },
      { type: 'guardSpeed', floor: 1, speed: 3, reason: 'safe' },
    ]);
  });

  it('R5.9 step 2/R7.9 a top-floor safe raises every floor, placed or not, to at most 6', () => {
    const s = example();
    s.setTile('3:B2', 'safe').put(0, '3:B2').speed(0, 6);
    park(s, 2);
    s.speed(2, 4);
    for (const c of ['A2', 'C2', 'D2', 'B1', 'B3', 'B4']) s.setTile(`3:${c}`, NEUTRAL, { num: 2 });
    s.tile('3:B2').dice = 1;
    s.nextDice([2]);
    const ev = s.ok(0, { type: 'crack' });
    expect(s.state.guards[1]?.placed).toBe(false);
    expect(s.state.guards.map((g) => g.speed)).toEqual([6, 4, 5]);
    expect(eventsOf(ev, 'guardSpeed').map((e) => e.floor)).toEqual([1, 2]);
  });

  it('R5.9 step 3 the roller gains the top tool and the top loot card', () => {
    const { s, ev } = opened();
    expect(s.state.players[0]?.tools).toEqual(['crowbar']);
    expect(s.state.players[0]?.loot).toEqual(['tiara']);
    expect(s.state.decks.tool).toEqual(['virus']);
    expect(s.state.decks.loot).toEqual(['bust']);
    const types = ev.map((e) => e.type);
    expect(types.indexOf('safeOpened')).toBeLessThan(types.indexOf('toolGained'));
    expect(types.indexOf('toolGained')).toBeLessThan(types.indexOf('lootGained'));
  });

  it('R5.9/R9.3.5 drawing the Gold Bar puts the second bar on the safe tile', () => {
    const s = example();
    s.lootDeck(['gold-bar']);
    s.tile('1:A1').dice = 3;
    s.setTile('1:D1', NEUTRAL, { num: 6 });
    s.tile('1:A1').cracked = [s.index('1:A2'), s.index('1:A3'), s.index('1:A4')];
    s.nextDice([4, 6, 6]);
    const ev = s.ok(0, { type: 'crack' });
    expect(s.state.players[0]?.loot).toEqual(['gold-bar']);
    expect(s.tile('1:A1').loot).toEqual(['gold-bar#1']);
    expect(s.state.decks.goldBarAside).toBe(false);
    expect(eventsOf(ev, 'cardsLeftOnTile')).toEqual([
      { type: 'cardsLeftOnTile', at: at('1:A1'), tools: [], loot: ['gold-bar#1'] },
    ]);
  });

  it('R5.9/R9.3.3 the roller who draws the Cursed Goblet loses 1 stealth', () => {
    const s = example();
    s.lootDeck(['cursed-goblet']);
    s.tile('1:A1').dice = 3;
    s.setTile('1:D1', NEUTRAL, { num: 6 });
    s.tile('1:A1').cracked = [s.index('1:A2'), s.index('1:A3'), s.index('1:A4')];
    s.nextDice([4, 6, 6]);
    const ev = s.ok(0, { type: 'crack' });
    expect(s.stealth(0)).toBe(2);
    expect(eventsOf(ev, 'stealthLost')[0]).toMatchObject({ seat: 0, cause: 'cursed-goblet', from: 'supply' });
  });

  it('R6.13 an open safe takes no more dice and no more rolls', () => {
    const { s } = opened();
    expect(s.refused(0, { type: 'addDie' })).toBe('safe/open');
    expect(s.refused(0, { type: 'crack' })).toBe('safe/open');
    const types = s.legal(0).map((a) => a.type);
    expect(types).not.toContain('addDie');
    expect(types).not.toContain('crack');
  });
});
