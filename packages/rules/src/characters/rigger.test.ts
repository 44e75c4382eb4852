import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine.js';
import { createGame } from '../setup.js';
import { crew, losses, uses, walls } from '../testing/character-helpers.js';
import { at, eventsOf } from '../testing/scene.js';
import type { CharacterId, Side } from '../types.js';

const solution = { character: 'rigger' as const };
const tinkerer = { character: 'rigger' as const, side: 'advanced' as const };

function game(seat0: CharacterId, side: Side = 'basic', seat = 0) {
  const seats = [
    { name: 'a', character: 'hawk' as CharacterId, side: 'basic' as Side },
    { name: 'b', character: 'juicer' as CharacterId, side: 'basic' as Side },
  ];
  seats[seat] = { name: 'r', character: seat0, side };
  return createGame({ scenario: 'bank', seats, seed: 'rigger-deal' });
}

describe('R8.7 Rigger basic: The Solution', () => {
  it('R8.7/R3.8/R1.19 the basic Rigger starts with the Dynamite, taken out of the tool deck after the shuffle', () => {
    const none = game('spotter');
    const withRigger = game('rigger');
    expect(none.decks.tool).toHaveLength(13);
    expect(withRigger.players[0]?.tools).toEqual(['dynamite']);
    expect(withRigger.decks.tool).toEqual(none.decks.tool.filter((t) => t !== 'dynamite'));
    const second = game('rigger', 'basic', 1);
    expect(second.players[1]?.tools).toEqual(['dynamite']);
    expect(second.players[0]?.tools).toEqual([]);
  });

  it('R8.7 the advanced Rigger starts with no tool and the full tool deck', () => {
    const none = game('spotter');
    const adv = game('rigger', 'advanced');
    expect(adv.players[0]?.tools).toEqual([]);
    expect(adv.decks.tool).toEqual(none.decks.tool);
  });

  it("R8.7/R9.2.5 the Rigger's Dynamite removes a wall of its tile and sets an alarm there", () => {
    const s = crew({ seats: [solution, {}], noWalls: false });
    walls(s, 1, ['A1|B1']);
    expect(uses(s, 'useTool')).toEqual([{ type: 'useTool', tool: 'dynamite', dir: 'east' }]);
    const ev = s.ok(0, { type: 'useTool', tool: 'dynamite', dir: 'east' });
    expect(eventsOf(ev, 'wallRemoved')).toHaveLength(1);
    expect(eventsOf(ev, 'alarmTriggered')[0]).toMatchObject({ at: at('1:A1'), cause: 'dynamite' });
    expect(s.state.players[0]?.tools).toEqual([]);
  });

  it('R8.7/D66 with the Rigger in play anyone gaining a tool draws two and keeps one (its own answer)', () => {
    const s = crew({ seats: [{ character: 'hawk' }, solution] });
    s.setTile('1:B1', 'laboratory', { num: 3 });
    s.toolDeck(['virus', 'emp', 'crowbar']);
    s.move(0, '1:B1');
    expect(s.prompt).toEqual({ kind: 'keepTool', seat: 0, tools: ['virus', 'emp'] });
    expect(s.legal(0)).toEqual([
      { type: 'answer', kind: 'keepTool', tool: 'virus' },
      { type: 'answer', kind: 'keepTool', tool: 'emp' },
    ]);
    const ev = s.ok(0, { type: 'answer', kind: 'keepTool', tool: 'emp' });
    expect(eventsOf(ev, 'toolDiscarded')).toEqual([{ type: 'toolDiscarded', seat: 0, tool: 'virus' }]);
    expect(eventsOf(ev, 'toolGained')).toEqual([{ type: 'toolGained', seat: 0, tool: 'emp' }]);
    expect(s.state.players[0]?.tools).toEqual(['emp']);
    expect(s.state.decks.toolDiscard).toEqual(['virus']);
    expect(s.state.decks.tool).toEqual(['crowbar']);
  });

  it("R8.7/R1.21 keep-one in another seat's turn: moved into a Laboratory by Rook Orders, the moved seat answers", () => {
    const s = crew({ seats: [{ character: 'rook' }, { character: 'hawk' }, solution] });
    s.setTile('1:B1', 'secret-door').setTile('1:C1', 'laboratory', { num: 4 }).put(1, '1:B1');
    s.toolDeck(['virus', 'emp']);
    s.ok(0, { type: 'orders', target: 1, to: at('1:C1') });
    expect(s.prompt).toMatchObject({ kind: 'orders', seat: 1 });
    s.ok(1, { type: 'answer', kind: 'orders', accept: true });
    expect(s.prompt).toEqual({ kind: 'keepTool', seat: 1, tools: ['virus', 'emp'] });
    expect(s.refused(0, { type: 'answer', kind: 'keepTool', tool: 'virus' })).toBe('prompt/not_yours');
    expect(s.refused(2, { type: 'answer', kind: 'keepTool', tool: 'virus' })).toBe('prompt/not_yours');
    expect(legalActions(s.state, 0)).toEqual([]);
    s.ok(1, { type: 'answer', kind: 'keepTool', tool: 'virus' });
    expect(s.state.players[1]?.tools).toEqual(['virus']);
    expect(s.state.players[0]?.tools).toEqual([]);
    expect(s.where(1)).toBe('1:C1');
    expect(s.state.turn.seat).toBe(0);
    expect(s.state.turn.used).toBe(1);
  });

  it('R8.7/R9.2 only one card can be drawn even after reshuffling: it is kept with no choice; none: nothing is gained', () => {
    const s = crew({ seats: [{ character: 'hawk' }, solution] });
    s.setTile('1:B1', 'laboratory', { num: 3 }).setTile('1:A2', 'laboratory', { num: 4 });
    s.toolDeck(['virus']).edit((st) => {
      st.decks.toolDiscard = [];
    });
    const ev = s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    expect(eventsOf(ev, 'toolGained')).toEqual([{ type: 'toolGained', seat: 0, tool: 'virus' }]);
    s.move(0, '1:A1');
    const none = s.move(0, '1:A2');
    expect(s.prompt).toBeNull();
    expect(eventsOf(none, 'toolGained')).toEqual([]);
    expect(s.state.players[0]?.tools).toEqual(['virus']);
    expect(s.tile('1:A2').labTaken).toBe(true);
  });

  it('R8.7/D46 the second draw reshuffles the discard pile into a new deck', () => {
    const s = crew({ seats: [{ character: 'hawk' }, solution] });
    s.setTile('1:B1', 'laboratory', { num: 3 });
    s.toolDeck(['virus']).edit((st) => {
      st.decks.toolDiscard = ['emp'];
    });
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'toolDeckReshuffled')).toEqual([{ type: 'toolDeckReshuffled', size: 1 }]);
    expect(s.prompt).toEqual({ kind: 'keepTool', seat: 0, tools: ['virus', 'emp'] });
  });

  it('R8.7/R9.2 without the Rigger a tool gain draws one card with no choice', () => {
    const s = crew({ seats: [{ character: 'hawk' }, { character: 'juicer' }] });
    s.setTile('1:B1', 'laboratory', { num: 3 });
    s.toolDeck(['virus', 'emp']);
    const ev = s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    expect(eventsOf(ev, 'toolGained')).toEqual([{ type: 'toolGained', seat: 0, tool: 'virus' }]);
    expect(s.state.decks.tool).toEqual(['emp']);
  });
});

describe('R8.7 Rigger advanced: Tinker (D41)', () => {
  it('R8.7/D41 Tinker: free, 1 stealth from the supply buys a tool gain (draw two, keep one)', () => {
    const s = crew({ seats: [tinkerer, {}] });
    s.toolDeck(['virus', 'emp', 'crowbar', 'donuts']);
    expect(uses(s, 'tinker')).toEqual([{ type: 'tinker' }]);
    const ev = s.ok(0, { type: 'tinker' });
    expect(losses(ev)).toEqual([[0, 'tinker', 'supply']]);
    expect(s.stealth(0)).toBe(2);
    expect(s.prompt).toEqual({ kind: 'keepTool', seat: 0, tools: ['virus', 'emp'] });
    s.ok(0, { type: 'answer', kind: 'keepTool', tool: 'virus' });
    expect(s.state.players[0]?.tools).toEqual(['virus']);
    expect(s.state.turn.used).toBe(0);
  });

  it('R8.7/D41 Tinker is unlimited per turn, and needs at least 1 stealth', () => {
    const s = crew({ seats: [tinkerer, {}] });
    s.actions(0);
    s.toolDeck(['virus', 'emp', 'crowbar', 'donuts', 'blueprints', 'smoke-bomb']);
    for (const keep of ['virus', 'crowbar', 'blueprints'] as const) {
      s.ok(0, { type: 'tinker' });
      s.ok(0, { type: 'answer', kind: 'keepTool', tool: keep });
    }
    expect(s.stealth(0)).toBe(0);
    expect(s.state.players[0]?.tools).toEqual(['virus', 'crowbar', 'blueprints']);
    expect(s.state.phase).toBe('playing');
    expect(uses(s, 'tinker')).toEqual([]);
    expect(s.refused(0, { type: 'tinker' })).toBe('ability/invalid');
  });

  it('R8.7/R1.13 Tinker never pays with tile stealth tokens', () => {
    const s = crew({ seats: [tinkerer, {}] });
    s.setTile('1:A1', 'lavatory', { num: 5 }).edit((st) => {
      (st.tiles[s.index('1:A1')] as { stealth: number }).stealth = 3;
    });
    s.toolDeck(['virus', 'emp']);
    const ev = s.ok(0, { type: 'tinker' });
    expect(losses(ev)).toEqual([[0, 'tinker', 'supply']]);
    expect(s.tile('1:A1').stealth).toBe(3);
    expect(s.stealth(0)).toBe(2);
  });

  it('R8.7/R9.2 Tinker is not offered when no tool can be drawn; only the advanced Rigger tinkers', () => {
    const s = crew({ seats: [tinkerer, {}] });
    s.toolDeck([]).edit((st) => {
      st.decks.toolDiscard = [];
    });
    expect(uses(s, 'tinker')).toEqual([]);
    const b = crew({ seats: [solution, {}] });
    expect(b.refused(0, { type: 'tinker' })).toBe('ability/wrong_character');
  });
});
