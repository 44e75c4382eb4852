import { describe, expect, it } from 'vitest';
import type { CardSet } from './actions.js';
import { apply, legalActions } from './engine.js';
import { NEUTRAL, quiet } from './testing/core-helpers.js';
import { at, eventsOf } from './testing/scene.js';
import type { LootCard, ToolId } from './types.js';

const none: CardSet = { tools: [], loot: [] };
const tools = (...t: ToolId[]): CardSet => ({ tools: t, loot: [] });
const loot = (...l: LootCard[]): CardSet => ({ tools: [], loot: l });

describe('R5.6 hack', () => {
  it('R5.6 hacking a Computer costs 1 action and adds 1 hack token', () => {
    const s = quiet();
    s.setTile('1:A1', 'computer-fingerprint', { num: 4 });
    const ev = s.ok(0, { type: 'hack' });
    expect(eventsOf(ev, 'hacked')).toEqual([{ type: 'hacked', seat: 0, at: at('1:A1'), tokens: 1 }]);
    expect(s.tile('1:A1').hack).toBe(1);
    expect(s.state.turn.used).toBe(1);
  });

  it('R5.6/R6.3 a Computer holds at most 6 hack tokens', () => {
    const s = quiet();
    s.tile('1:A1').hack = 5;
    s.ok(0, { type: 'hack' });
    expect(s.tile('1:A1').hack).toBe(6);
    expect(s.legal(0)).not.toContainEqual({ type: 'hack' });
    expect(s.refused(0, { type: 'hack' })).toBe('hack/full');
  });

  it('R5.6 hacking is only possible on a Computer', () => {
    const s = quiet();
    s.setTile('1:A1', 'safe');
    expect(s.refused(0, { type: 'hack' })).toBe('tile/wrong_kind');
    expect(s.legal(0)).not.toContainEqual({ type: 'hack' });
  });
});

describe('R5.11 trade', () => {
  function traders() {
    const s = quiet();
    s.put(1, '1:A1').give(0, 'crowbar').give(1, 'tiara');
    return s;
  }

  it('R5.11/D18 an accepted trade passes the cards both ways and costs nothing', () => {
    const s = traders();
    const ev1 = s.ok(0, { type: 'trade', with: 1, give: tools('crowbar'), take: loot('tiara') });
    expect(s.prompt).toEqual({
      kind: 'trade',
      seat: 1,
      from: 0,
      give: tools('crowbar'),
      take: loot('tiara'),
    });
    expect(eventsOf(ev1, 'tradeProposed')).toHaveLength(1);
    const ev2 = s.ok(1, { type: 'answer', kind: 'trade', accept: true });
    expect(eventsOf(ev2, 'traded')).toEqual([
      { type: 'traded', from: 0, to: 1, give: tools('crowbar'), take: loot('tiara') },
    ]);
    expect([s.state.players[0]?.tools, s.state.players[0]?.loot]).toEqual([[], ['tiara']]);
    expect([s.state.players[1]?.tools, s.state.players[1]?.loot]).toEqual([['crowbar'], []]);
    expect(s.state.turn.used).toBe(0);
    expect(s.state.turn.seat).toBe(0);
  });

  it('R5.11/R1.21 only the other party answers; nobody else may act meanwhile', () => {
    const s = traders();
    s.ok(0, { type: 'trade', with: 1, give: tools('crowbar'), take: none });
    expect(s.legal(0)).toEqual([]);
    expect(s.legal(1)).toEqual([
      { type: 'answer', kind: 'trade', accept: true },
      { type: 'answer', kind: 'trade', accept: false },
    ]);
    expect(s.refused(0, { type: 'answer', kind: 'trade', accept: true })).toBe('prompt/not_yours');
    expect(s.refused(0, { type: 'endActions' })).toBe('action/prompt_pending');
  });

  it('R5.11 a declined trade changes no hand', () => {
    const s = traders();
    s.ok(0, { type: 'trade', with: 1, give: tools('crowbar'), take: loot('tiara') });
    const ev = s.ok(1, { type: 'answer', kind: 'trade', accept: false });
    expect(eventsOf(ev, 'tradeDeclined')).toEqual([{ type: 'tradeDeclined', from: 0, to: 1 }]);
    expect(s.state.players[0]?.tools).toEqual(['crowbar']);
    expect(s.state.players[1]?.loot).toEqual(['tiara']);
  });

  it('R5.11 trading needs the other character on the same tile, in the building', () => {
    const s = traders();
    s.setTile('1:B1', NEUTRAL).put(1, '1:B1');
    expect(s.refused(0, { type: 'trade', with: 1, give: tools('crowbar'), take: none })).toBe(
      'trade/invalid',
    );
    expect(s.legal(0).some((a) => a.type === 'trade')).toBe(false);
    expect(s.refused(0, { type: 'trade', with: 0, give: tools('crowbar'), take: none })).toBe(
      'trade/invalid',
    );
    s.edit((st) => {
      st.players[1]!.tile = -1;
      st.players[1]!.entered = false;
    });
    expect(s.refused(0, { type: 'trade', with: 1, give: tools('crowbar'), take: none })).toBe(
      'trade/invalid',
    );
  });

  it('R5.11 only the current player proposes a trade', () => {
    const s = traders();
    expect(s.refused(1, { type: 'trade', with: 0, give: loot('tiara'), take: none })).toBe(
      'action/not_your_turn',
    );
  });

  it('R5.11 a trade must name held cards and move at least one', () => {
    const s = traders();
    expect(s.refused(0, { type: 'trade', with: 1, give: tools('virus'), take: none })).toBe('trade/invalid');
    expect(s.refused(0, { type: 'trade', with: 1, give: none, take: loot('bust') })).toBe('trade/invalid');
    expect(s.refused(0, { type: 'trade', with: 1, give: none, take: none })).toBe('trade/invalid');
  });

  it('R5.11/R9.3.5 no trade may leave anyone with two Gold Bars', () => {
    const s = quiet();
    s.put(1, '1:A1').give(0, 'gold-bar#1').give(1, 'gold-bar');
    expect(s.refused(0, { type: 'trade', with: 1, give: loot('gold-bar#1'), take: none })).toBe(
      'trade/invalid',
    );
    expect(s.refused(0, { type: 'trade', with: 1, give: none, take: loot('gold-bar') })).toBe(
      'trade/invalid',
    );
    // A swap keeps one bar each and is allowed.
    s.ok(0, { type: 'trade', with: 1, give: loot('gold-bar#1'), take: loot('gold-bar') });
    s.ok(1, { type: 'answer', kind: 'trade', accept: true });
    expect(s.state.players[0]?.loot).toEqual(['gold-bar']);
    expect(s.state.players[1]?.loot).toEqual(['gold-bar#1']);
  });

  it('R5.11/R9.3.10 the Persian Kitty card cannot change hands while the kitty is loose', () => {
    const s = quiet();
    s.put(1, '1:A1').give(0, 'persian-kitty');
    s.edit((st) => {
      st.kitty = s.index('1:D1');
    });
    expect(s.refused(0, { type: 'trade', with: 1, give: loot('persian-kitty'), take: none })).toBe(
      'trade/invalid',
    );
    s.edit((st) => {
      st.kitty = -1;
    });
    s.ok(0, { type: 'trade', with: 1, give: loot('persian-kitty'), take: none });
    s.ok(1, { type: 'answer', kind: 'trade', accept: true });
    expect(s.state.players[1]?.loot).toEqual(['persian-kitty']);
  });
});

describe('R5.11 pick-up', () => {
  it('R5.11 the current player picks up a card lying on its tile, for free', () => {
    const s = quiet();
    s.tile('1:A1').tools = ['virus'];
    s.tile('1:A1').loot = ['gold-bar#1'];
    expect(s.legal(0)).toContainEqual({ type: 'pickUp', card: 'virus' });
    s.ok(0, { type: 'pickUp', card: 'gold-bar#1' });
    s.ok(0, { type: 'pickUp', card: 'virus' });
    expect(s.state.players[0]?.loot).toEqual(['gold-bar#1']);
    expect(s.state.players[0]?.tools).toEqual(['virus']);
    expect(s.tile('1:A1').loot).toEqual([]);
    expect(s.tile('1:A1').tools).toEqual([]);
    expect(s.state.turn.used).toBe(0);
  });

  it('R5.11/R9.3.5 a Gold Bar holder cannot pick up the second bar', () => {
    const s = quiet();
    s.give(0, 'gold-bar');
    s.tile('1:A1').loot = ['gold-bar#1'];
    expect(s.legal(0)).not.toContainEqual({ type: 'pickUp', card: 'gold-bar#1' });
    expect(s.refused(0, { type: 'pickUp', card: 'gold-bar#1' })).toBe('pickup/gold_bar');
  });

  it('R5.11 only the current player picks up: another character on the tile cannot', () => {
    const s = quiet();
    s.put(1, '1:A1');
    s.tile('1:A1').loot = ['gold-bar#1'];
    expect(s.refused(1, { type: 'pickUp', card: 'gold-bar#1' })).toBe('action/not_your_turn');
    expect(s.legal(1)).toEqual([]);
  });

  it('R5.11 nothing to pick up is refused', () => {
    const s = quiet();
    expect(s.refused(0, { type: 'pickUp', card: 'virus' })).toBe('pickup/nothing');
    s.tile('1:B1').loot = ['bust'];
    expect(s.refused(0, { type: 'pickUp', card: 'bust' })).toBe('pickup/nothing');
  });

  it('R5.11/D39 taking the Cursed Goblet from a tile costs 1 stealth from the supply, tile tokens notwithstanding', () => {
    const s = quiet();
    s.setTile('1:A1', 'lavatory', { num: 5 });
    s.tile('1:A1').stealth = 3;
    s.tile('1:A1').loot = ['cursed-goblet'];
    const ev = s.ok(0, { type: 'pickUp', card: 'cursed-goblet' });
    expect(s.stealth(0)).toBe(2);
    expect(s.tile('1:A1').stealth).toBe(3);
    expect(eventsOf(ev, 'stealthLost')[0]).toMatchObject({ cause: 'cursed-goblet', from: 'supply' });
  });

  it('R1.13/R9.3.3 the Cursed Goblet never causes defeat', () => {
    const s = quiet();
    s.edit((st) => {
      st.players[0]!.stealth = 0;
    });
    s.tile('1:A1').loot = ['cursed-goblet'];
    s.ok(0, { type: 'pickUp', card: 'cursed-goblet' });
    expect(s.state.phase).toBe('playing');
    expect(s.stealth(0)).toBe(0);
  });

  it('R5.11/R9.3.10 the current player catches the loose kitty and the card moves to its hand', () => {
    const s = quiet();
    s.put(1, '1:D1').give(1, 'persian-kitty');
    s.edit((st) => {
      st.kitty = s.index('1:A1');
    });
    expect(s.legal(0)).toContainEqual({ type: 'pickUp', card: 'kitty' });
    s.ok(0, { type: 'pickUp', card: 'kitty' });
    expect(s.state.kitty).toBe(-1);
    expect(s.state.players[0]?.loot).toEqual(['persian-kitty']);
    expect(s.state.players[1]?.loot).toEqual([]);
  });
});

describe('R1.3/R1.13 stealth loss and defeat', () => {
  it('R1.3 a character who must lose stealth with none left loses the game at once', () => {
    const s = quiet();
    s.setTile('1:B1', NEUTRAL).guard(0, '1:B1', '1:D4');
    s.edit((st) => {
      st.players[0]!.stealth = 0;
    });
    const ev = s.move(0, '1:B1');
    expect(s.state.phase).toBe('lost');
    expect(eventsOf(ev, 'gameLost')).toHaveLength(1);
    expect(s.state.lossReason).toMatch(/P0/);
    expect(legalActions(s.state, 0)).toEqual([]);
    expect(legalActions(s.state, 1)).toEqual([]);
    for (const seat of [0, 1]) {
      const r = apply(s.state, seat, { type: 'endActions' });
      expect(r.ok ? null : r.error.code).toBe('action/game_over');
    }
    const r = apply(s.state, 0, { type: 'answer', kind: 'trade', accept: true });
    expect(r.ok ? null : r.error.code).toBe('action/game_over');
  });

  it('R4.1 defeat in the guard phase ends the game inside the turn: no handover', () => {
    const s = quiet();
    s.guard(0, '1:A3', '1:A1').speed(0, 2);
    s.edit((st) => {
      st.players[0]!.stealth = 0;
    });
    const ev = s.end(0);
    expect(s.state.phase).toBe('lost');
    expect(eventsOf(ev, 'turnStarted')).toEqual([]);
    expect(s.state.turn.seat).toBe(0);
    expect(s.state.pending).toBeNull();
  });

  it('R1.13 step 1: a detection loss on a tile with tile stealth tokens takes a tile token instead', () => {
    const s = quiet();
    s.setTile('1:B1', 'lavatory', { num: 5 }).guard(0, '1:B1', '1:D4');
    s.tile('1:B1').stealth = 2;
    s.edit((st) => {
      st.players[0]!.stealth = 0;
    });
    const ev = s.move(0, '1:B1');
    expect(s.state.phase).toBe('playing');
    expect(s.tile('1:B1').stealth).toBe(1);
    expect(eventsOf(ev, 'stealthLost')[0]).toMatchObject({
      from: 'tile',
      cause: 'enters-guard-tile',
      left: 0,
    });
  });

  it('R1.13 several characters lose stealth in seat order starting with the current seat', () => {
    const s = quiet({ seats: 3 });
    s.end(0);
    expect(s.state.turn.seat).toBe(1);
    s.put(0, '1:A2').put(1, '1:A2').put(2, '1:A2').guard(0, '1:A3', '1:A2').speed(0, 1);
    const ev = s.end(1);
    expect(eventsOf(ev, 'stealthLost').map((e) => [e.seat, e.cause])).toEqual([
      [1, 'guard-enters'],
      [2, 'guard-enters'],
      [0, 'guard-enters'],
    ]);
    expect([s.stealth(0), s.stealth(1), s.stealth(2)]).toEqual([2, 2, 2]);
  });
});
