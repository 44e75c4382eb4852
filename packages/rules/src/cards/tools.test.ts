import { describe, expect, it } from 'vitest';
import type { Intent } from '../actions.js';
import { legalActions } from '../engine.js';
import {
  answer,
  at,
  drawEvent,
  eventsOf,
  hasAlarm,
  names,
  pass,
  quiet,
  type Scene,
  types,
} from '../testing/cards-helpers.js';
import { name } from '../testing/scene.js';
import type { ToolId } from '../types.js';
import { promptFor, viewFor } from '../view.js';

type UseTool = Extract<Intent, { type: 'useTool' }>;

function uses(s: Scene, seat: number, tool: ToolId): UseTool[] {
  return legalActions(s.state, seat).filter((a): a is UseTool => a.type === 'useTool' && a.tool === tool);
}

const use = (tool: ToolId, extra: Partial<UseTool> = {}): UseTool => ({ type: 'useTool', tool, ...extra });

describe('R9.2 tools in general', () => {
  it('R9.2 a tool is a free action of its holder, also with no action left, and is discarded after use', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:D3').give(0, 'makeup-kit').actions(0);
    const ev = s.ok(0, use('makeup-kit'));
    expect(eventsOf(ev, 'toolUsed')).toEqual([{ type: 'toolUsed', seat: 0, tool: 'makeup-kit', at: null }]);
    expect(s.state.turn.used).toBe(s.state.turn.allowance);
    expect(s.state.players[0]?.tools).toEqual([]);
    expect(s.state.decks.toolDiscard).toEqual(['makeup-kit']);
  });

  it("R9.2 tools are used only on the holder's own turn, in its action phase", () => {
    const s = quiet();
    s.put(1, '1:B1').guard(0, '1:D4', '1:D3').give(1, 'rollerskates');
    expect(legalActions(s.state, 1)).toEqual([]);
    expect(s.refused(1, use('rollerskates'))).toBe('action/not_your_turn');
    // Seat 0 holds no such card.
    expect(s.refused(0, use('rollerskates'))).toBe('tool/not_held');
    // During the event phase (a pending Go With Your Gut choice) no tool can be used.
    s.give(0, 'makeup-kit');
    s.put(0, '1:B2').setTile('1:B1', 'foyer');
    drawEvent(s, 'go-with-your-gut');
    expect(s.prompt?.kind).toBe('tile');
    expect(s.refused(0, use('makeup-kit'))).toBe('action/prompt_pending');
  });

  it('R9.2 / R9.3.1 Bust: its holder cannot use tools, but may still trade them', () => {
    const s = quiet();
    s.put(1, '1:A1').guard(0, '1:D4', '1:D3').give(0, 'rollerskates', 'bust');
    expect(uses(s, 0, 'rollerskates')).toEqual([]);
    expect(s.refused(0, use('rollerskates'))).toBe('tool/bust');
    const trade: Intent = {
      type: 'trade',
      with: 1,
      give: { tools: ['rollerskates'], loot: [] },
      take: { tools: [], loot: [] },
    };
    expect(legalActions(s.state, 0)).toContainEqual(trade);
    s.ok(0, trade);
    answer(s, { type: 'answer', kind: 'trade', accept: true });
    expect(s.state.players[1]?.tools).toEqual(['rollerskates']);
  });

  it('R9.2 a tool with no legal target cannot be used, and it is kept (never discarded without use)', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:D3').give(0, 'virus');
    expect(uses(s, 0, 'virus')).toEqual([]);
    expect(s.refused(0, use('virus', { at: at('1:B1') }))).toBe('tool/no_target');
    pass(s);
    pass(s);
    expect(s.state.players[0]?.tools).toEqual(['virus']);
  });

  it('R9.2 tools are tradable in both directions with consent (R5.11)', () => {
    const s = quiet();
    s.put(1, '1:A1').guard(0, '1:D4', '1:D3').give(0, 'emp').give(1, 'donuts');
    s.ok(0, {
      type: 'trade',
      with: 1,
      give: { tools: ['emp'], loot: [] },
      take: { tools: ['donuts'], loot: [] },
    });
    expect(s.prompt).toMatchObject({ kind: 'trade', seat: 1, from: 0 });
    answer(s, { type: 'answer', kind: 'trade', accept: true });
    expect(s.state.players[0]?.tools).toEqual(['donuts']);
    expect(s.state.players[1]?.tools).toEqual(['emp']);
  });
});

describe('R9.2.1 Blueprints', () => {
  it('R9.2.1 Blueprints: reveals any face-down tile on any floor, with its reveal effects, placing no guard', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:D3').give(0, 'blueprints');
    s.setTile('2:C3', 'stairs', { revealed: false });
    const faceDown = s.state.tiles.filter((t) => !t.revealed && t.kind !== 'void').length;
    expect(uses(s, 0, 'blueprints')).toHaveLength(faceDown);
    expect(s.refused(0, use('blueprints', { at: at('1:A1') }))).toBe('tool/no_target');
    const ev = s.ok(0, use('blueprints', { at: at('2:C3') }));
    expect(eventsOf(ev, 'tileRevealed')).toEqual([
      { type: 'tileRevealed', at: at('2:C3'), kind: 'stairs', num: 1, by: 'effect' },
    ]);
    expect(s.tile('3:C3').downstairs).toBe(true);
    expect(s.state.guards[1]?.placed).toBe(false);
    expect(s.state.turn.used).toBe(0);
  });
});

describe('R9.2.2 Crowbar', () => {
  function crowbar(kind: Parameters<Scene['setTile']>[1], num = 1) {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:D1').guard(0, '1:D4', '1:C4').give(0, 'crowbar', 'virus');
    s.setTile('1:B1', kind, { num });
    const ev = s.ok(0, use('crowbar', { at: at('1:B1') }));
    expect(eventsOf(ev, 'tileDisabled')).toEqual([{ type: 'tileDisabled', at: at('1:B1') }]);
    expect(s.tile('1:B1').crowbar).toBe(true);
    return s;
  }

  it('R9.2.2 Crowbar: reaches revealed alarm tiles, Cameras, Deadbolts and Keypads beside, above or below you', () => {
    const s = quiet({ noWalls: false });
    // Bank floor 1: a wall between A1 and B1. A2 is open-adjacent to A1.
    s.put(0, '1:A1').setTile('1:A1', 'foyer').guard(0, '1:D4', '1:C4').give(0, 'crowbar');
    s.setTile('1:B1', 'deadbolt');
    s.setTile('1:A2', 'motion');
    s.setTile('2:A1', 'keypad');
    s.setTile('1:A3', 'laser');
    const targets = uses(s, 0, 'crowbar').map((u) => name(u.at as never));
    // B1 is behind a wall, A3 is not adjacent, A1 is your own tile and a Foyer.
    expect(targets.sort()).toEqual(['1:A2', '2:A1']);
    s.setTile('1:A2', 'foyer');
    s.setTile('2:A1', 'camera', { revealed: false });
    expect(uses(s, 0, 'crowbar')).toEqual([]);
    // From floor 2 the tile directly below is in reach too, with no Stairs or Atrium.
    s.put(0, '2:C3').setTile('2:C3', 'foyer').setTile('1:C3', 'thermo');
    expect(uses(s, 0, 'crowbar')).toEqual([use('crowbar', { at: at('1:C3') })]);
  });

  it('R9.2.2 Crowbar: a Deadbolt costs nothing extra', () => {
    const s = crowbar('deadbolt');
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'moved')[0]?.cost).toBe(1);
  });

  it('R9.2.2 Crowbar: a locked Keypad counts as unlocked, with no roll', () => {
    const s = crowbar('keypad', 4);
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'diceRolled')).toEqual([]);
    expect(s.where(0)).toBe('1:B1');
  });

  it('R9.2.2 Crowbar: a Fingerprint never triggers (and asks for no hack token)', () => {
    const s = crowbar('fingerprint', 4);
    s.setTile('1:C3', 'computer-fingerprint').tile('1:C3').hack = 2;
    const ev = s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    expect(hasAlarm(s, '1:B1')).toBe(false);
    expect(eventsOf(ev, 'alarmPrevented')).toEqual([
      { type: 'alarmPrevented', at: at('1:B1'), cause: 'fingerprint', by: 'crowbar' },
    ]);
  });

  it('R9.2.2 Crowbar: a Laser asks nothing and costs nothing extra', () => {
    const s = crowbar('laser');
    s.move(0, '1:B1');
    expect(s.prompt).toBeNull();
    expect(s.state.turn.used).toBe(1);
    expect(hasAlarm(s, '1:B1')).toBe(false);
  });

  it('R9.2.2 Crowbar: a Detector ignores the cards you carry', () => {
    const s = crowbar('detector', 4);
    s.move(0, '1:B1');
    expect(s.state.players[0]?.tools).toEqual(['virus']);
    expect(hasAlarm(s, '1:B1')).toBe(false);
  });

  it('R9.2.2 Crowbar: a Motion tile can be entered and left', () => {
    const s = crowbar('motion');
    s.move(0, '1:B1');
    s.move(0, '1:B2');
    expect(hasAlarm(s, '1:B1')).toBe(false);
  });

  it('R9.2.2 Crowbar: a Thermo tile does not trigger at the end of the turn', () => {
    const s = crowbar('thermo');
    s.move(0, '1:B1');
    const ev = pass(s);
    expect(eventsOf(ev, 'alarmPrevented')).toEqual([
      { type: 'alarmPrevented', at: at('1:B1'), cause: 'thermo', by: 'crowbar' },
    ]);
    expect(hasAlarm(s, '1:B1')).toBe(false);
  });

  it('R9.2.2 Crowbar: a Camera takes part in no camera check, in either role (D35)', () => {
    // Character's role: entering the crowbarred Camera while a guard is on another Camera.
    const s = crowbar('camera');
    s.setTile('1:C4', 'camera');
    s.guard(0, '1:C4', '1:D4');
    s.move(0, '1:B1');
    expect(hasAlarm(s, '1:B1')).toBe(false);
    // Guard's role: a guard on the crowbarred Camera watches nobody.
    const g = crowbar('camera');
    g.setTile('1:A2', 'camera').guard(0, '1:B1', '1:C1');
    g.move(0, '1:A2');
    expect(hasAlarm(g, '1:A2')).toBe(false);
  });

  it('R9.2.2 Crowbar: a tile with a guard on it can be disabled and stays disabled after the guard leaves', () => {
    const s = quiet({ moving: true });
    s.put(0, '1:A1').put(1, '1:B2').guard(0, '1:B1', '1:D1').speed(0, 2).patrol(0, ['D4']);
    s.setTile('1:B1', 'deadbolt').give(0, 'crowbar');
    expect(uses(s, 0, 'crowbar')).toEqual([use('crowbar', { at: at('1:B1') })]);
    s.ok(0, use('crowbar', { at: at('1:B1') }));
    pass(s);
    expect(s.guardAt(0)).toBe('1:D1');
    // Seat 1 enters the empty Deadbolt for 1 action instead of 3.
    const ev = s.move(1, '1:B1');
    expect(eventsOf(ev, 'moved')[0]?.cost).toBe(1);
  });

  it('R9.2.2 Crowbar: alarms from other sources still go on a crowbarred tile (R6.0.3)', () => {
    const s = quiet({ noWalls: false });
    s.put(0, '1:A1').setTile('1:A1', 'thermo').guard(0, '1:D4', '1:C4').give(0, 'dynamite');
    s.tile('1:A1').crowbar = true;
    const ev = s.ok(0, use('dynamite', { dir: 'east' }));
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:A1'), cause: 'dynamite' },
    ]);
  });
});

describe('R9.2.3 Crystal Ball', () => {
  it('R9.2.3 Crystal Ball: the top 3 event cards are shown to the seats and put back in the chosen order', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:D3').give(0, 'crystal-ball');
    s.eventDeck(['crash', 'lampshade', 'reboot', 'squeak']);
    const ev = s.ok(0, use('crystal-ball'));
    expect(eventsOf(ev, 'cardsSeen')).toEqual([
      {
        type: 'cardsSeen',
        seat: 0,
        deck: 'event',
        floor: -1,
        cards: ['crash', 'lampshade', 'reboot'],
        audience: 'players',
      },
    ]);
    expect(s.prompt).toEqual({ kind: 'order', seat: 0, cards: ['crash', 'lampshade', 'reboot'] });
    expect(legalActions(s.state, 0)).toHaveLength(6);
    // Every seat sees the cards; a spectator sees them masked (R1.20).
    expect(viewFor(s.state, 1).prompt).toEqual(s.prompt);
    expect(promptFor(s.prompt, null)).toEqual({
      kind: 'order',
      seat: 0,
      cards: ['hidden', 'hidden', 'hidden'],
    });
    const done = answer(s, { type: 'answer', kind: 'order', cards: ['reboot', 'crash', 'lampshade'] });
    expect(eventsOf(done, 'cardsOrdered')).toEqual([
      {
        type: 'cardsOrdered',
        seat: 0,
        deck: 'event',
        cards: ['reboot', 'crash', 'lampshade'],
        audience: 'players',
      },
    ]);
    expect(s.state.decks.event.slice().reverse()).toEqual(['reboot', 'crash', 'lampshade', 'squeak']);
    expect(s.state.decks.toolDiscard).toEqual(['crystal-ball']);
    s.state.turn.counted = 0;
    const end = s.end();
    expect(eventsOf(end, 'eventDrawn')[0]?.card).toBe('reboot');
  });

  it('R9.2.3 Crystal Ball: fewer cards when the deck is shorter; not usable on an empty deck', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:D3').give(0, 'crystal-ball');
    s.eventDeck(['crash', 'lampshade']);
    s.ok(0, use('crystal-ball'));
    expect(s.prompt).toEqual({ kind: 'order', seat: 0, cards: ['crash', 'lampshade'] });
    expect(s.refused(0, { type: 'answer', kind: 'order', cards: ['crash', 'reboot'] })).toBe(
      'prompt/invalid_answer',
    );
    const empty = quiet();
    empty.guard(0, '1:D4', '1:D3').give(0, 'crystal-ball').eventDeck([]);
    expect(uses(empty, 0, 'crystal-ball')).toEqual([]);
  });
});

describe('R9.2.4 Donuts', () => {
  it('R9.2.4 Donuts: the guard skips its next guard-phase movement only (D27)', () => {
    const s = quiet({ moving: true });
    s.put(0, '1:D1').put(1, '1:D2').guard(0, '1:A4', '1:A1').speed(0, 2).give(0, 'donuts');
    expect(uses(s, 0, 'donuts')).toEqual([use('donuts', { floor: 0 })]);
    const ev = s.ok(0, use('donuts', { floor: 0 }));
    expect(eventsOf(ev, 'donutsPlaced')).toEqual([{ type: 'donutsPlaced', floor: 0 }]);
    // The card lies under the guard, in nobody's hand and not yet discarded.
    expect(s.state.players[0]?.tools).toEqual([]);
    expect(s.state.decks.toolDiscard).toEqual([]);
    expect(s.state.guards[0]?.donuts).toBe(true);
    const first = pass(s);
    expect(eventsOf(first, 'guardStayed')).toEqual([{ type: 'guardStayed', floor: 0, reason: 'donuts' }]);
    expect(eventsOf(first, 'guardMoved')).toEqual([]);
    expect(s.state.decks.toolDiscard).toEqual(['donuts']);
    expect(s.state.guards[0]?.donuts).toBe(false);
    // Seat 1's guard phase moves the same guard normally.
    const second = pass(s);
    expect(eventsOf(second, 'guardMoved').map((m) => names(m.path))).toEqual([['1:A3', '1:A2']]);
  });

  it('R9.2.4 Donuts: any placed guard, on any floor; a guard that already has Donuts is no target', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:D3').guard(2, '3:D4', '3:D3').give(0, 'donuts');
    expect(uses(s, 0, 'donuts')).toEqual([use('donuts', { floor: 0 }), use('donuts', { floor: 2 })]);
    s.edit((st) => {
      if (st.guards[2]) st.guards[2].donuts = true;
    });
    expect(uses(s, 0, 'donuts')).toEqual([use('donuts', { floor: 0 })]);
  });

  it('R9.2.4 Donuts: with Shift Change the Donuts stop the other floor guard that would move; yours keeps them', () => {
    const s = quiet({ moving: true });
    s.put(0, '1:D1').put(1, '1:D2');
    s.guard(0, '1:A4', '1:A1').guard(1, '2:A4', '2:A1').guard(2, '3:A4', '3:A1');
    s.speed(0, 2).speed(1, 2).speed(2, 2);
    s.edit((st) => {
      for (const f of [0, 1]) if (st.guards[f]) (st.guards[f] as { donuts: boolean }).donuts = true;
    });
    const ev = drawEvent(s, 'shift-change');
    expect(eventsOf(ev, 'guardStayed')).toEqual([{ type: 'guardStayed', floor: 1, reason: 'donuts' }]);
    expect(eventsOf(ev, 'guardMoved').map((m) => m.floor)).toEqual([2]);
    expect(s.state.guards.map((g) => g.donuts)).toEqual([true, false, false]);
    expect(s.guardAt(0)).toBe('1:A4');
    // Seat 1's ordinary guard phase then uses up the floor 1 Donuts.
    const next = pass(s);
    expect(eventsOf(next, 'guardStayed')).toEqual([{ type: 'guardStayed', floor: 0, reason: 'donuts' }]);
  });

  it('R9.2.4 Donuts: a relocation by an event does not use them up (Where Is He?)', () => {
    const s = quiet();
    s.put(0, '1:A4').put(1, '1:D1').guard(0, '1:A1', '1:C3').patrol(0, ['D4']);
    s.edit((st) => {
      if (st.guards[0]) st.guards[0].donuts = true;
    });
    const ev = drawEvent(s, 'where-is-he');
    expect(s.guardAt(0)).toBe('1:C3');
    expect(types(ev).filter((t) => t === 'guardStayed')).toHaveLength(1);
    expect(eventsOf(ev, 'guardStayed')[0]?.reason).toBe('donuts');
  });
});

describe('R9.2.5 Dynamite', () => {
  it('R9.2.5 Dynamite: removes a wall of your tile for good, then an alarm goes on your tile', () => {
    const s = quiet({ noWalls: false });
    // Bank floor 1: A1 has a wall to the east (A1|B1); north and west are the boundary.
    s.put(0, '1:A1').guard(0, '1:D4', '1:D3').give(0, 'dynamite');
    expect(uses(s, 0, 'dynamite')).toEqual([use('dynamite', { dir: 'east' })]);
    expect(s.refused(0, use('dynamite', { dir: 'north' }))).toBe('tool/no_target');
    const ev = s.ok(0, use('dynamite', { dir: 'east' }));
    expect(eventsOf(ev, 'wallRemoved')).toEqual([
      { type: 'wallRemoved', floor: 0, a: at('1:A1'), b: at('1:B1') },
    ]);
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:A1'), cause: 'dynamite' },
    ]);
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'move', to: at('1:B1') });
    expect(s.guardDest(0)).toBe('1:A1');
  });

  it('R9.2.5 Dynamite: the opening is open to guards too', () => {
    const s = quiet({ noWalls: false, moving: true });
    // Without the wall the guard at B1 would need B1 B2 A2 A1.
    s.put(0, '1:A1').put(1, '1:D4').guard(0, '1:B1', '1:C3').speed(0, 2).give(0, 'dynamite');
    s.ok(0, use('dynamite', { dir: 'east' }));
    const ev = pass(s);
    expect(names(eventsOf(ev, 'guardMoved')[0]?.path ?? []).slice(0, 1)).toEqual(['1:A1']);
  });

  it('R9.2.5 Dynamite: boundary and void walls cannot be removed (D50)', () => {
    const s = quiet({ scenario: 'fortknox', noWalls: true });
    s.put(0, '1:B3').guard(0, '1:E5', '1:E4').give(0, 'dynamite');
    // No wall but the void's on the east side of B3.
    expect(uses(s, 0, 'dynamite')).toEqual([]);
    s.put(0, '1:A1');
    expect(uses(s, 0, 'dynamite')).toEqual([]);
  });

  it('R9.2.5 Dynamite: no alarm when a guard stands on your tile', () => {
    const s = quiet({ noWalls: false });
    s.put(0, '1:A1').guard(0, '1:A1', '1:D3').give(0, 'dynamite');
    const ev = s.ok(0, use('dynamite', { dir: 'east' }));
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([]);
    expect(eventsOf(ev, 'wallRemoved')).toHaveLength(1);
  });
});

describe('R9.2.6 E.M.P.', () => {
  it('R9.2.6 E.M.P.: removes every alarm on every floor and keeps the destinations (D25)', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:B2').guard(1, '2:D4', '2:C3').alarm('1:B2').alarm('2:C3').give(0, 'emp');
    const ev = s.ok(0, use('emp'));
    expect(eventsOf(ev, 'alarmCleared').map((e) => [name(e.at), e.by])).toEqual([
      ['1:B2', 'emp'],
      ['2:C3', 'emp'],
    ]);
    expect(eventsOf(ev, 'guardDestination')).toEqual([]);
    expect(eventsOf(ev, 'effectStarted')).toEqual([
      { type: 'effectStarted', seat: 0, card: 'emp', target: null },
    ]);
    expect([s.guardDest(0), s.guardDest(1)]).toEqual(['1:B2', '2:C3']);
  });

  it('R9.2.6 E.M.P.: alarms triggered before your next turn are never created, and Cameras are off', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:C2').guard(0, '1:A4', '1:A3').give(0, 'emp');
    s.setTile('1:C3', 'fingerprint')
      .setTile('1:D1', 'laser')
      .setTile('1:D2', 'camera')
      .setTile('1:A4', 'camera');
    s.setTile('1:B3', 'thermo');
    s.setTile('1:D3', 'computer-fingerprint').tile('1:D3').hack = 1;
    s.ok(0, use('emp'));
    s.move(0, '1:A2');
    s.move(0, '1:A3');
    s.move(0, '1:B3');
    // Seat 0 ends on a Thermo: nothing (R6.0.6).
    const thermo = pass(s);
    expect(eventsOf(thermo, 'alarmPrevented')).toEqual([
      { type: 'alarmPrevented', at: at('1:B3'), cause: 'thermo', by: 'emp' },
    ]);
    // Seat 1: a Fingerprint asks for no hack token, a Laser offers no payment, a Camera is off.
    const fp = s.move(1, '1:C3');
    expect(s.prompt).toBeNull();
    expect(eventsOf(fp, 'alarmPrevented')).toEqual([
      { type: 'alarmPrevented', at: at('1:C3'), cause: 'fingerprint', by: 'emp' },
    ]);
    s.move(1, '1:C2');
    s.move(1, '1:D2');
    s.move(1, '1:D1');
    expect(s.prompt).toBeNull();
    expect(s.state.turn.used).toBe(4);
    s.ok(1, { type: 'endActions' });
    expect(s.state.tiles.filter((t) => t.alarm > 0)).toEqual([]);
    expect(s.tile('1:D3').hack).toBe(1);
  });

  it('R9.2.6 E.M.P.: ends at the start of your next turn', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:D1').guard(0, '1:D4', '1:D3').give(0, 'emp');
    s.setTile('1:B1', 'fingerprint');
    s.ok(0, use('emp'));
    pass(s);
    expect(s.state.effects.emp).toEqual([0]);
    const ev = pass(s);
    expect(eventsOf(ev, 'toolExpired')).toEqual([{ type: 'toolExpired', seat: 0, tool: 'emp' }]);
    expect(s.state.effects.emp).toEqual([]);
    const enter = s.move(0, '1:B1');
    expect(eventsOf(enter, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B1'), cause: 'fingerprint' },
    ]);
  });

  it('R9.2.6 E.M.P.: played by a character who then escapes, it ends at the next turn of any seat (R1.17)', () => {
    const s = quiet();
    s.put(0, '3:A1')
      .setTile('3:A1', 'stairs')
      .put(1, '1:D1')
      .guard(0, '1:D4', '1:D3')
      .guard(2, '3:D4', '3:D3');
    s.give(0, 'emp');
    s.ok(0, use('emp'));
    const ev = s.ok(0, { type: 'escape' });
    expect(types(ev).filter((t) => ['escaped', 'toolExpired', 'turnStarted'].includes(t))).toEqual([
      'escaped',
      'toolExpired',
      'turnStarted',
    ]);
    expect(s.state.effects.emp).toEqual([]);
    expect(s.state.turn.seat).toBe(1);
  });
});

describe('R9.2.7 Invisible Suit', () => {
  it('R9.2.7 Invisible Suit: +1 action, and no R7.11 loss or Camera on your entries this action phase', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:D4').guard(0, '1:C1', '1:C4').give(0, 'invisible-suit', 'tiara');
    const ev = s.ok(0, use('invisible-suit'));
    expect(eventsOf(ev, 'actionsGained')).toEqual([
      { type: 'actionsGained', seat: 0, amount: 1, allowance: 5 },
    ]);
    expect(s.state.turn.allowance).toBe(5);
    // B1 is next to the guard at C1 (Tiara sight), C1 is the guard's tile, D1 is a Foyer next to it.
    s.setTile('1:D1', 'foyer');
    s.move(0, '1:B1');
    s.move(0, '1:C1');
    s.move(0, '1:D1');
    s.move(0, '1:C1');
    s.move(0, '1:B1');
    expect(s.stealth(0)).toBe(3);
    expect(s.state.turn.used).toBe(5);
    expect(eventsOf(s.events, 'stealthLost')).toEqual([]);
  });

  it('R9.2.7 Invisible Suit: a Camera entry triggers nothing while worn', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:D4').guard(0, '1:C1', '1:C4').give(0, 'invisible-suit');
    s.setTile('1:C1', 'camera').setTile('1:A2', 'camera');
    s.ok(0, use('invisible-suit'));
    s.move(0, '1:A2');
    expect(hasAlarm(s, '1:A2')).toBe(false);
  });

  it('R9.2.7 Invisible Suit: no protection after the action phase (event and guard phases, D26)', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:D4').guard(0, '1:A2', '1:A3').give(0, 'invisible-suit');
    s.setTile('1:B1', 'foyer');
    s.ok(0, use('invisible-suit'));
    // Go With Your Gut moves you onto the guard, standing on a face-down tile.
    drawEvent(s, 'go-with-your-gut');
    expect(s.where(0)).toBe('1:A2');
    expect(s.stealth(0)).toBe(2);
  });
});

describe('R9.2.8 Makeup Kit, R9.2.9 Rollerskates, R9.2.10 Smoke Bomb', () => {
  it('R9.2.8 Makeup Kit: every character on your tile gains 1 stealth, nobody else', () => {
    const s = quiet({ seats: 3 });
    s.put(0, '1:B2').put(1, '1:B2').put(2, '1:C2').guard(0, '1:D4', '1:D3').give(0, 'makeup-kit');
    const ev = s.ok(0, use('makeup-kit'));
    expect(eventsOf(ev, 'stealthGained')).toEqual([
      { type: 'stealthGained', seat: 0, amount: 1, left: 4 },
      { type: 'stealthGained', seat: 1, amount: 1, left: 4 },
    ]);
    expect(s.stealth(2)).toBe(3);
  });

  it('R9.2.9 Rollerskates: +2 actions this turn', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:D4').guard(0, '1:D1', '1:D2').give(0, 'rollerskates');
    const ev = s.ok(0, use('rollerskates'));
    expect(eventsOf(ev, 'actionsGained')).toEqual([
      { type: 'actionsGained', seat: 0, amount: 2, allowance: 6 },
    ]);
    for (const p of ['1:A2', '1:A3', '1:A4', '1:B4', '1:C4', '1:C3']) s.move(0, p);
    expect(s.refused(0, { type: 'move', to: at('1:C2') })).toBe('move/cannot_pay');
    pass(s);
    pass(s);
    expect(s.state.turn.allowance).toBe(4);
  });

  it('R9.2.10 Smoke Bomb: 3 tile stealth tokens on your tile pay detection losses of anyone there', () => {
    const s = quiet({ moving: true });
    s.put(0, '1:B2').put(1, '1:B2').guard(0, '1:B4', '1:B1').speed(0, 2).give(0, 'smoke-bomb');
    const ev = s.ok(0, use('smoke-bomb'));
    expect(eventsOf(ev, 'tileStealthAdded')).toEqual([
      { type: 'tileStealthAdded', at: at('1:B2'), tokens: 3 },
    ]);
    const walk = pass(s);
    // The guard walks B4 B3 B2: both characters pay from the tile.
    expect(eventsOf(walk, 'stealthLost').map((e) => [e.seat, e.from])).toEqual([
      [0, 'tile'],
      [1, 'tile'],
    ]);
    expect([s.stealth(0), s.stealth(1), s.tile('1:B2').stealth]).toEqual([3, 3, 1]);
  });
});

describe('R9.2.11 Stethoscope', () => {
  function safeScene() {
    const s = quiet();
    s.put(0, '1:B2').setTile('1:B2', 'safe').put(1, '1:D4').guard(0, '1:D1', '1:C1');
    s.setTile('1:A2', 'foyer', { num: 3 }).setTile('1:C2', 'foyer', { num: 5 });
    s.tile('1:B2').dice = 1;
    s.give(0, 'stethoscope');
    return s;
  }

  it('R9.2.11 Stethoscope: after your Crack safe roll you may set one die to any face before it is scored (D71)', () => {
    const s = safeScene();
    expect(uses(s, 0, 'stethoscope')).toEqual([]);
    s.nextDice([3]);
    const ev = s.ok(0, { type: 'crack' });
    expect(eventsOf(ev, 'diceRolled')[0]?.values).toEqual([3]);
    expect(eventsOf(ev, 'tileCracked')).toEqual([]);
    expect(s.prompt).toEqual({ kind: 'stethoscope', seat: 0, roll: [3] });
    expect(legalActions(s.state, 0)).toHaveLength(6);
    const done = answer(s, { type: 'answer', kind: 'stethoscope', die: 0, face: 5 });
    expect(eventsOf(done, 'dieChanged')).toEqual([{ type: 'dieChanged', seat: 0, die: 0, face: 5 }]);
    expect(eventsOf(done, 'tileCracked').map((e) => name(e.at))).toEqual(['1:C2']);
    expect(s.state.players[0]?.tools).toEqual([]);
    expect(s.state.decks.toolDiscard).toEqual(['stethoscope']);
  });

  it('R9.2.11 Stethoscope: declining keeps the card and scores the roll as rolled', () => {
    const s = safeScene();
    s.nextDice([3]);
    s.ok(0, { type: 'crack' });
    const done = answer(s, { type: 'answer', kind: 'stethoscope', die: null });
    expect(eventsOf(done, 'tileCracked').map((e) => name(e.at))).toEqual(['1:A2']);
    expect(s.state.players[0]?.tools).toEqual(['stethoscope']);
  });

  it('R9.2.11 Stethoscope: the Bust holder is not asked', () => {
    const s = safeScene();
    s.give(0, 'bust').nextDice([3]);
    s.ok(0, { type: 'crack' });
    expect(s.prompt).toBeNull();
    expect(s.tile('1:B2').cracked).toEqual([s.index('1:A2')]);
  });
});

describe('R9.2.12 Thermal Bomb', () => {
  it('R9.2.12 Thermal Bomb: up links your tile to the one above: moving both ways, peeking upward, alarm on your tile', () => {
    const s = quiet();
    s.put(0, '1:B2').put(1, '1:D4').guard(0, '1:D1', '1:C1').guard(1, '2:D4', '2:D3').give(0, 'thermal-bomb');
    expect(uses(s, 0, 'thermal-bomb')).toEqual([use('thermal-bomb', { dir: 'up' })]);
    const ev = s.ok(0, use('thermal-bomb', { dir: 'up' }));
    expect(eventsOf(ev, 'linkCreated')).toEqual([{ type: 'linkCreated', from: at('1:B2'), to: at('2:B2') }]);
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B2'), cause: 'thermal-bomb' },
    ]);
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'peek', at: at('2:B2') });
    const up = s.move(0, '2:B2');
    expect(eventsOf(up, 'moved')[0]).toMatchObject({ to: at('2:B2'), via: 'thermal' });
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'move', to: at('1:B2') });
    // The link is not offered twice.
    s.give(0, 'thermal-bomb');
    expect(uses(s, 0, 'thermal-bomb').map((u) => u.dir)).toEqual(['up']);
  });

  it('R9.2.12 Thermal Bomb: down links to the tile below; peeking goes only from the lower tile up', () => {
    const s = quiet();
    s.put(0, '2:B2').put(1, '1:D4').guard(0, '1:D1', '1:C1').guard(1, '2:D4', '2:D3').give(0, 'thermal-bomb');
    const ev = s.ok(0, use('thermal-bomb', { dir: 'down' }));
    expect(eventsOf(ev, 'linkCreated')).toEqual([{ type: 'linkCreated', from: at('2:B2'), to: at('1:B2') }]);
    expect(s.state.links).toEqual([[s.index('1:B2'), s.index('2:B2')]]);
    const legal = legalActions(s.state, 0);
    expect(legal).not.toContainEqual({ type: 'peek', at: at('1:B2') });
    expect(legal).toContainEqual({ type: 'move', to: at('1:B2') });
    s.move(0, '1:B2');
    expect(s.where(0)).toBe('1:B2');
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'move', to: at('2:B2') });
  });

  it('R9.2.12 Thermal Bomb: on the top floor, up links to the roof and lets characters escape there', () => {
    const s = quiet();
    s.put(0, '3:B2').put(1, '1:D4').guard(0, '1:D1', '1:C1').guard(2, '3:D4', '3:D3').give(0, 'thermal-bomb');
    expect(uses(s, 0, 'thermal-bomb').map((u) => u.dir)).toEqual(['up', 'down']);
    expect(s.refused(0, { type: 'escape' })).toBe('escape/not_here');
    const ev = s.ok(0, use('thermal-bomb', { dir: 'up' }));
    expect(eventsOf(ev, 'linkCreated')).toEqual([{ type: 'linkCreated', from: at('3:B2'), to: 'roof' }]);
    // A roof link is no move or peek link.
    expect(legalActions(s.state, 0).filter((a) => a.type === 'move' && a.to.floor > 2)).toEqual([]);
    expect(legalActions(s.state, 0)).toContainEqual({ type: 'escape' });
    const out = s.ok(0, { type: 'escape' });
    expect(eventsOf(out, 'escaped')).toEqual([{ type: 'escaped', seat: 0 }]);
    expect(s.state.turn.seat).toBe(1);
  });

  it('R9.2.12 R6.12 R1.12 escaping from a Motion tile entered this turn is leaving it: the alarm triggers', () => {
    const s = quiet();
    s.put(0, '3:B2').put(1, '1:D4').guard(0, '1:D1', '1:C1').guard(2, '3:D4', '3:D3').give(0, 'thermal-bomb');
    s.setTile('3:B2', 'motion', { num: 1 });
    s.ok(0, use('thermal-bomb', { dir: 'up' }));
    // The bomb's own alarm, as if a guard had since walked in and switched it off.
    s.tile('3:B2').alarm = 0;
    s.move(0, '3:A2');
    s.move(0, '3:B2');
    const out = s.ok(0, { type: 'escape' });
    expect(types(out).slice(0, 2)).toEqual(['alarmTriggered', 'escaped']);
    expect(eventsOf(out, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('3:B2'), cause: 'motion' },
    ]);
    expect(hasAlarm(s, '3:B2')).toBe(true);
  });

  it('R9.2.12 Thermal Bomb: Time Lock forbids escaping through a roof link (D58)', () => {
    const s = quiet();
    s.put(0, '3:B2').put(1, '1:D4').guard(0, '1:D1', '1:C1').guard(2, '3:D4', '3:D3').give(0, 'thermal-bomb');
    s.ok(0, use('thermal-bomb', { dir: 'up' }));
    s.state.effects.timeLock = [1];
    expect(legalActions(s.state, 0)).not.toContainEqual({ type: 'escape' });
    expect(s.refused(0, { type: 'escape' })).toBe('escape/time_lock');
  });

  it('R9.2.12 Thermal Bomb: escaping through the roof link still needs the escape conditions', () => {
    const s = quiet();
    s.put(0, '3:B2').put(1, '1:D4').guard(0, '1:D1', '1:C1').guard(2, '3:D4', '3:D3').give(0, 'thermal-bomb');
    s.setTile('2:A1', 'safe');
    s.ok(0, use('thermal-bomb', { dir: 'up' }));
    expect(s.refused(0, { type: 'escape' })).toBe('escape/safes_closed');
  });
});

describe('R9.2.13 Virus', () => {
  it('R9.2.13 Virus: 3 hack tokens on any revealed Computer, on any floor, up to 6', () => {
    const s = quiet();
    s.guard(0, '1:D4', '1:D3').give(0, 'virus');
    s.setTile('2:C3', 'computer-laser')
      .setTile('1:C3', 'computer-motion')
      .setTile('3:A1', 'computer-fingerprint', { revealed: false });
    s.tile('2:C3').hack = 4;
    s.tile('1:C3').hack = 6;
    expect(uses(s, 0, 'virus')).toEqual([use('virus', { at: at('2:C3') })]);
    const ev = s.ok(0, use('virus', { at: at('2:C3') }));
    expect(eventsOf(ev, 'hacked')).toEqual([{ type: 'hacked', seat: 0, at: at('2:C3'), tokens: 6 }]);
    expect(s.tile('2:C3').hack).toBe(6);
  });
});

describe('R9.2 tool gains', () => {
  it('R9.2 / R6.9 a Laboratory gives its first enterer a tool, once', () => {
    const s = quiet();
    s.put(0, '1:A1').put(1, '1:D4').guard(0, '1:D1', '1:C1').toolDeck(['smoke-bomb', 'virus']);
    s.setTile('1:B1', 'laboratory');
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'toolGained')).toEqual([{ type: 'toolGained', seat: 0, tool: 'smoke-bomb' }]);
    s.move(0, '1:A1');
    const again = s.move(0, '1:B1');
    expect(eventsOf(again, 'toolGained')).toEqual([]);
    expect(s.tile('1:B1').labTaken).toBe(true);
  });
});
