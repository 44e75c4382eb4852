import { describe, expect, it } from 'vitest';
import type { DomainEvent } from './events.js';
import { events, json, NEUTRAL, noEvents, park, quiet } from './testing/core-helpers.js';
import { at, eventsOf, name } from './testing/scene.js';

/** Guard walks of a list of events: consecutive guardMoved events of one floor joined. */
function walks(ev: DomainEvent[]): Array<[number, string[]]> {
  const out: Array<[number, string[]]> = [];
  for (const e of eventsOf(ev, 'guardMoved')) {
    const last = out[out.length - 1];
    const path = e.path.map(name);
    if (last && last[0] === e.floor) last[1].push(...path);
    else out.push([e.floor, path]);
  }
  return out;
}

describe('R4.2 start phase', () => {
  it('R4.2 step 1: Time Lock drawn by a seat lasts until the start of its next turn', () => {
    const s = quiet();
    s.edit((st) => {
      st.effects.timeLock = [0];
      st.decks.inFront = [{ seat: 0, card: 'time-lock' }];
    });
    s.end(0);
    expect(s.state.turn.seat).toBe(1);
    expect(s.state.effects.timeLock).toEqual([0]);
    const ev = s.end(1);
    expect(s.state.turn.seat).toBe(0);
    expect(s.state.effects.timeLock).toEqual([]);
    expect(s.state.decks.inFront).toEqual([]);
    expect(s.state.decks.eventDiscard).toEqual(['time-lock']);
    expect(eventsOf(ev, 'eventExpired')).toEqual([{ type: 'eventExpired', seat: 0, card: 'time-lock' }]);
    const types = ev.map((e) => e.type);
    expect(types.indexOf('eventExpired')).toBeLessThan(types.lastIndexOf('turnStarted'));
  });

  it('R4.2 step 1: Gymnastics, Video Loop and E.M.P. of the starting seat expire together', () => {
    const s = quiet();
    s.edit((st) => {
      st.effects.gymnastics = [1];
      st.effects.videoLoop = [1];
      st.effects.emp = [1, 0];
      st.decks.inFront = [
        { seat: 1, card: 'gymnastics' },
        { seat: 1, card: 'video-loop' },
      ];
    });
    s.end(0);
    expect(s.state.effects.gymnastics).toEqual([]);
    expect(s.state.effects.videoLoop).toEqual([]);
    expect(s.state.effects.emp).toEqual([0]);
    expect(s.state.decks.eventDiscard.slice().sort()).toEqual(['gymnastics', 'video-loop']);
  });

  it('R1.17/R4.2 step 1: lasting effects of an escaped seat expire at the next turn start of any seat', () => {
    const s = quiet({ seats: 3 });
    s.edit((st) => {
      const p = st.players[2]!;
      p.escaped = true;
      p.entered = true;
      st.effects.videoLoop = [2];
      st.decks.inFront = [{ seat: 2, card: 'video-loop' }];
    });
    const ev = s.end(0);
    expect(s.state.turn.seat).toBe(1);
    expect(s.state.effects.videoLoop).toEqual([]);
    expect(eventsOf(ev, 'eventExpired')).toEqual([{ type: 'eventExpired', seat: 2, card: 'video-loop' }]);
  });

  it('R4.2 step 2/R4.10: a Jump the Gun skip takes no phase and no guard moves for it', () => {
    const s = quiet({ seats: 3 });
    s.edit((st) => {
      st.effects.jumpTheGun = [1];
    });
    const ev = s.end(0);
    expect(eventsOf(ev, 'turnSkipped')).toEqual([{ type: 'turnSkipped', seat: 1 }]);
    expect(s.state.effects.jumpTheGun).toEqual([]);
    expect(s.state.turn.seat).toBe(2);
    // Seat 0's guard phase is the only guard movement; the skipped seat was never placed.
    expect(walks(ev)).toEqual([[0, ['1:D3', '1:D4']]]);
    const types = ev.map((e) => e.type);
    expect(types.lastIndexOf('guardMoved')).toBeLessThan(types.indexOf('turnSkipped'));
    expect(s.state.players[1]?.entered).toBe(false);
    expect(s.where(2)).toBe('1:A1');
    expect(eventsOf(ev, 'turnStarted').map((e) => [e.seat, e.turn])).toEqual([[2, 3]]);
    expect(s.state.turn.number).toBe(3);
  });

  it('R4.10 a skipped turn still counts as the start of that seat next turn for expiry', () => {
    const s = quiet({ seats: 3 });
    s.edit((st) => {
      st.effects.jumpTheGun = [1];
      st.effects.timeLock = [1];
      st.decks.inFront = [{ seat: 1, card: 'time-lock' }];
    });
    const ev = s.end(0);
    expect(s.state.effects.timeLock).toEqual([]);
    const types = ev.map((e) => e.type);
    expect(types.indexOf('eventExpired')).toBeLessThan(types.indexOf('turnSkipped'));
    expect(eventsOf(ev, 'eventExpired')[0]?.seat).toBe(1);
  });

  it('R4.2 step 3: per-turn state is reset (actions, Keypad attempts, Motion record, flags, stood tiles)', () => {
    const s = quiet();
    s.setTile('1:C3', 'keypad', { num: 4 }).setTile('1:B1', NEUTRAL);
    s.move(0, '1:B1');
    s.edit((st) => {
      st.tiles[s.index('1:C3')]!.attempts = 2;
      st.players[0]!.enteredThisTurn = [s.index('1:B1')];
      st.turn.flags = { xray: 1 };
    });
    s.end(0);
    const t = s.state.turn;
    expect(t.seat).toBe(1);
    expect([t.used, t.counted, t.allowance]).toEqual([0, 0, 4]);
    expect(t.flags).toEqual({});
    expect(t.fresh).toBe(true);
    expect(t.stood).toEqual([s.index('1:A1')]);
    expect(s.tile('1:C3').attempts).toBe(0);
    expect(s.state.players[0]?.enteredThisTurn).toEqual([]);
  });

  it('R4.2 step 4: the allowance is 4 actions', () => {
    const s = quiet();
    const ev = s.end(0);
    expect(eventsOf(ev, 'turnStarted')).toEqual([{ type: 'turnStarted', seat: 1, turn: 2, allowance: 4 }]);
    expect(s.state.turn.allowance).toBe(4);
  });

  it('R4.2 step 4: a pending Heads Up bonus gives +1 and is consumed', () => {
    const s = quiet();
    s.edit((st) => {
      st.effects.headsUp = [1];
    });
    s.end(0);
    expect(s.state.turn.allowance).toBe(5);
    expect(s.state.effects.headsUp).toEqual([]);
    s.end(1);
    s.end(0);
    expect(s.state.turn.allowance).toBe(4);
  });

  it('R4.2 step 4/D37: the Mirror holder has 3 actions; with Heads Up 4', () => {
    const s = quiet();
    s.give(1, 'mirror');
    s.end(0);
    expect(s.state.turn.allowance).toBe(3);
    s.end(1);
    s.edit((st) => {
      st.effects.headsUp = [1];
    });
    s.end(0);
    expect(s.state.turn.allowance).toBe(4);
  });

  it('D37 a Mirror received during the turn does not change this turn allowance', () => {
    const s = quiet();
    s.put(1, '1:A1').give(1, 'mirror');
    s.ok(0, { type: 'trade', with: 1, give: { tools: [], loot: [] }, take: { tools: [], loot: ['mirror'] } });
    s.ok(1, { type: 'answer', kind: 'trade', accept: true });
    expect(s.state.players[0]?.loot).toEqual(['mirror']);
    expect(s.state.turn.allowance).toBe(4);
    s.move(0, '1:B1');
    s.move(0, '1:C1');
    s.move(0, '1:D1');
    s.move(0, '1:D2');
    expect(s.state.turn.used).toBe(4);
    s.end(0);
    s.end(1);
    expect(s.state.turn.allowance).toBe(3);
  });

  it('R4.2 steps 4–5: the allowance is set before the first placement', () => {
    const s = quiet();
    const ev = s.end(0);
    const types = ev.map((e) => e.type);
    expect(types.indexOf('turnStarted')).toBeLessThan(types.indexOf('placed'));
    expect(eventsOf(ev, 'placed')).toEqual([
      { type: 'placed', seat: 1, from: null, to: at('1:A1'), cause: 'entrance' },
    ]);
  });

  it('R4.2 step 6/R9.3.2: the Chihuahua holder rolls at its turn start; a 6 triggers an alarm on its tile', () => {
    const s = quiet();
    s.put(1, '1:B2').give(1, 'chihuahua').nextDice([6]);
    const ev = s.end(0);
    expect(eventsOf(ev, 'diceRolled')).toEqual([
      { type: 'diceRolled', seat: 1, purpose: 'chihuahua', at: at('1:B2'), values: [6] },
    ]);
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:B2'), cause: 'chihuahua' },
    ]);
    expect(s.tile('1:B2').alarm).toBeGreaterThan(0);
    expect(s.guardDest(0)).toBe('1:B2');
  });

  it('R4.2 step 6: a Chihuahua roll of 5 triggers nothing', () => {
    const s = quiet();
    s.put(1, '1:B2').give(1, 'chihuahua').nextDice([5]);
    const ev = s.end(0);
    expect(eventsOf(ev, 'diceRolled')[0]?.values).toEqual([5]);
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([]);
  });

  it('R4.2 steps 6–7: the Chihuahua rolls before the Persian Kitty; the kitty runs one step toward an alarm tile', () => {
    const s = quiet();
    s.put(1, '1:B1').give(1, 'chihuahua', 'persian-kitty').setTile('1:D1', 'thermo').nextDice([6, 1]);
    const ev = s.end(0);
    expect(eventsOf(ev, 'diceRolled').map((e) => [e.purpose, e.values])).toEqual([
      ['chihuahua', [6]],
      ['kitty', [1]],
    ]);
    expect(eventsOf(ev, 'kittyEscaped')).toEqual([{ type: 'kittyEscaped', seat: 1, at: at('1:C1') }]);
    expect(s.state.kitty).toBe(s.index('1:C1'));
    const types = ev.map((e) => e.type);
    expect(types.indexOf('alarmTriggered')).toBeLessThan(types.indexOf('kittyEscaped'));
  });

  it('R4.2 step 7/D22: a kitty roll of 3 keeps the kitty with its holder', () => {
    const s = quiet();
    s.put(1, '1:B1').give(1, 'persian-kitty').setTile('1:D1', 'thermo').nextDice([3]);
    const ev = s.end(0);
    expect(eventsOf(ev, 'diceRolled')[0]?.values).toEqual([3]);
    expect(eventsOf(ev, 'kittyEscaped')).toEqual([]);
    expect(s.state.kitty).toBe(-1);
  });

  it('R4.2 step 7/D22: a kitty roll of 2 with no revealed alarm tile on the floor keeps it', () => {
    const s = quiet();
    s.put(1, '1:B1').give(1, 'persian-kitty').nextDice([2]);
    const ev = s.end(0);
    expect(eventsOf(ev, 'diceRolled')[0]?.values).toEqual([2]);
    expect(s.state.kitty).toBe(-1);
  });

  it('R4.2 step 7: no kitty roll while the kitty is already loose', () => {
    const s = quiet();
    s.put(1, '1:B1').give(1, 'persian-kitty');
    s.edit((st) => {
      st.kitty = s.index('1:C3');
    });
    const ev = s.end(0);
    expect(eventsOf(ev, 'diceRolled')).toEqual([]);
    expect(s.state.kitty).toBe(s.index('1:C3'));
  });
});

describe('R4.3 action phase', () => {
  it('R4.3 with no action left only free inputs are legal', () => {
    const s = quiet();
    s.put(1, '1:A1').give(0, 'rollerskates').actions(0);
    const types = new Set<string>(s.legal(0).map((a) => a.type));
    expect(types.has('endActions')).toBe(true);
    expect(types.has('trade')).toBe(true);
    expect(types.has('useTool')).toBe(true);
    for (const t of ['move', 'peek', 'hack', 'addDie', 'crack', 'drop', 'escape'])
      expect(types.has(t)).toBe(false);
  });

  it('R5.1 an action that costs more than the remaining allowance is refused', () => {
    const s = quiet();
    s.setTile('1:B1', NEUTRAL).actions(0);
    expect(s.refused(0, { type: 'move', to: at('1:B1') })).toBe('move/cannot_pay');
    expect(s.refused(0, { type: 'peek', at: at('1:A2') })).toBe('action/not_enough_actions');
    expect(s.refused(0, { type: 'hack' })).toBe('action/not_enough_actions');
  });

  it('R4.3 free actions are still taken with no action left (a trade, a tool)', () => {
    const s = quiet();
    s.put(1, '1:A1').give(0, 'rollerskates').give(1, 'crowbar').actions(0);
    s.ok(0, {
      type: 'trade',
      with: 1,
      give: { tools: [], loot: [] },
      take: { tools: ['crowbar'], loot: [] },
    });
    s.ok(1, { type: 'answer', kind: 'trade', accept: true });
    expect(s.state.players[0]?.tools).toEqual(['rollerskates', 'crowbar']);
    s.ok(0, { type: 'useTool', tool: 'rollerskates' });
    expect(s.state.turn.allowance).toBe(6);
    expect(s.state.turn.seat).toBe(0);
  });

  it('R4.3 spending the last action does not end the action phase', () => {
    const s = quiet();
    s.setTile('1:B1', NEUTRAL).actions(1);
    s.move(0, '1:B1');
    expect(s.state.turn.seat).toBe(0);
    expect(s.state.turn.actionsOver).toBe(false);
    expect(s.legal(0).map((a) => a.type)).toContain('endActions');
  });

  it('R1.21 only the current seat acts; another seat is refused', () => {
    const s = quiet();
    expect(s.refused(1, { type: 'endActions' })).toBe('action/not_your_turn');
    expect(s.legal(1)).toEqual([]);
  });
});

describe('R4.4/R4.5 event check', () => {
  it('R4.5/D3 two counted actions draw an event', () => {
    const s = quiet();
    events(s, ['lampshade']);
    s.peek(0, '1:B1');
    s.peek(0, '1:A2');
    const ev = s.end(0);
    expect(eventsOf(ev, 'eventDrawn')).toEqual([{ type: 'eventDrawn', seat: 0, card: 'lampshade' }]);
    expect(s.stealth(0)).toBe(4);
    expect(s.state.decks.eventDiscard).toEqual(['lampshade']);
  });

  it('R4.5 no action at all draws an event', () => {
    const s = quiet();
    events(s, ['lampshade']);
    expect(eventsOf(s.end(0), 'eventDrawn')).toHaveLength(1);
  });

  it('R4.5/D3 three counted actions draw no event', () => {
    const s = quiet();
    events(s, ['lampshade']);
    s.peek(0, '1:B1');
    s.peek(0, '1:A2');
    s.move(0, '1:B1');
    const ev = s.end(0);
    expect(s.state.turn.seat).toBe(1);
    expect(eventsOf(ev, 'eventDrawn')).toEqual([]);
    expect(s.state.decks.event).toEqual(['lampshade']);
  });

  it('R9.3.11/D4 the Stamp holder draws with 3 counted actions', () => {
    const s = quiet();
    events(s, ['lampshade']);
    s.give(0, 'stamp');
    s.peek(0, '1:B1');
    s.peek(0, '1:A2');
    s.move(0, '1:B1');
    expect(eventsOf(s.end(0), 'eventDrawn')).toHaveLength(1);
  });

  it('R9.3.11/D4 the Stamp holder draws nothing with 4 counted actions', () => {
    const s = quiet();
    events(s, ['lampshade']);
    s.give(0, 'stamp');
    s.move(0, '1:B1');
    s.move(0, '1:C1');
    s.move(0, '1:D1');
    s.move(0, '1:D2');
    expect(eventsOf(s.end(0), 'eventDrawn')).toEqual([]);
  });

  it('R4.5/D67 moving back and forth does not avoid the event', () => {
    const s = quiet();
    events(s, ['lampshade']);
    s.move(0, '1:B1');
    s.move(0, '1:A1');
    s.move(0, '1:B1');
    s.move(0, '1:A1');
    expect(s.state.turn.used).toBe(4);
    expect(s.state.turn.counted).toBe(1);
    expect(eventsOf(s.end(0), 'eventDrawn')).toHaveLength(1);
  });

  it('R4.5/D67 a genuine return to an earlier tile is not counted either', () => {
    const s = quiet();
    events(s, ['lampshade']);
    s.move(0, '1:B1');
    s.move(0, '1:C1');
    s.move(0, '1:B1');
    s.move(0, '1:A1');
    expect(s.state.turn.counted).toBe(2);
    expect(eventsOf(s.end(0), 'eventDrawn')).toHaveLength(1);
  });

  it('R4.4/R4.5 failed Moves count: two stops on face-down stop tiles and a peek avoid the event', () => {
    const s = quiet();
    events(s, ['lampshade']);
    s.put(0, '1:B2');
    s.setTile('1:B1', 'deadbolt', { revealed: false }).setTile('1:A2', 'keypad', { revealed: false, num: 4 });
    s.move(0, '1:B1');
    s.move(0, '1:A2');
    expect(s.where(0)).toBe('1:B2');
    s.peek(0, '1:C2');
    expect(s.refused(0, { type: 'peek', at: at('1:C2') })).toBe('peek/already_revealed');
    expect([s.state.turn.used, s.state.turn.counted]).toEqual([3, 3]);
    expect(eventsOf(s.end(0), 'eventDrawn')).toEqual([]);
  });

  it('R4.4 a failed Keypad roll counts as a used action', () => {
    const s = quiet();
    s.setTile('1:B1', 'keypad', { num: 4 }).nextDice([1]);
    s.move(0, '1:B1');
    expect(s.where(0)).toBe('1:A1');
    expect([s.state.turn.used, s.state.turn.counted]).toEqual([1, 1]);
  });

  it('R4.4/R4.5 a Deadbolt surcharge counts in full', () => {
    const s = quiet();
    s.setTile('1:B1', 'deadbolt', { num: 1 });
    s.move(0, '1:B1');
    expect([s.state.turn.used, s.state.turn.counted]).toEqual([3, 3]);
  });

  it('R4.5/D67 the whole cost of a move back onto a stood tile is not counted, surcharges included', () => {
    const s = quiet();
    s.setTile('1:B1', 'deadbolt', { num: 1 }).setTile('1:A1', 'deadbolt', { num: 2 });
    s.move(0, '1:B1');
    s.edit((st) => {
      st.turn.used = 0;
      st.turn.counted = 0;
    });
    s.move(0, '1:A1');
    expect([s.state.turn.used, s.state.turn.counted]).toEqual([3, 0]);
  });

  it('R4.5/D67 falling back onto the tile the Move started from is an arrival on a stood tile: not counted', () => {
    const s = quiet();
    s.setTile('1:B2', 'stairs', { num: 4 })
      .put(0, '1:B2')
      .setTile('2:B2', 'walkway', { num: 1, revealed: false });
    const ev = s.move(0, '2:B2');
    expect(eventsOf(ev, 'placed')[0]).toMatchObject({
      seat: 0,
      from: at('1:B2'),
      to: at('1:B2'),
      cause: 'fall',
    });
    expect(s.where(0)).toBe('1:B2');
    expect([s.state.turn.used, s.state.turn.counted]).toEqual([1, 0]);
  });

  it('R4.5 a fall onto a new tile counts like any Move', () => {
    const s = quiet();
    s.setTile('2:A1', NEUTRAL).put(0, '2:A1').setTile('2:B1', 'walkway', { num: 1, revealed: false });
    park(s, 1);
    s.move(0, '2:B1');
    expect(s.where(0)).toBe('1:B1');
    expect([s.state.turn.used, s.state.turn.counted]).toEqual([1, 1]);
  });

  it('R4.5/D46 an empty event deck is rebuilt from the discard pile, not from cards lying in front of seats', () => {
    const s = quiet();
    s.edit((st) => {
      st.decks.event = [];
      st.decks.eventDiscard = ['lampshade'];
      st.decks.inFront = [{ seat: 0, card: 'time-lock' }];
      st.effects.timeLock = [0];
    });
    const ev = s.end(0);
    expect(eventsOf(ev, 'eventDeckReshuffled')).toEqual([{ type: 'eventDeckReshuffled', size: 1 }]);
    expect(eventsOf(ev, 'eventDrawn')[0]?.card).toBe('lampshade');
    expect(s.state.decks.eventDiscard).toEqual(['lampshade']);
    expect(s.state.decks.event).toEqual([]);
    expect(s.state.decks.inFront).toEqual([{ seat: 0, card: 'time-lock' }]);
  });

  it('R4.1 a defeat inside an event ends the game at once; the card lies on the discard pile', () => {
    const s = quiet();
    events(s, ['where-is-he', 'lampshade']);
    s.put(0, '1:D3');
    s.edit((st) => {
      st.players[0]!.stealth = 0;
    });
    const ev = s.end(0);
    expect(s.state.phase).toBe('lost');
    expect(eventsOf(ev, 'gameLost')).toHaveLength(1);
    expect(s.state.decks.eventDiscard).toEqual(['where-is-he']);
    expect(s.state.decks.event).toEqual(['lampshade']);
    expect(eventsOf(ev, 'guardMoved').filter((e) => e.points > 0)).toEqual([]);
    expect(eventsOf(ev, 'turnStarted')).toEqual([]);
  });

  it('R4.5 with no event card anywhere the check draws nothing and the turn goes on', () => {
    const s = quiet();
    noEvents(s);
    const ev = s.end(0);
    expect(eventsOf(ev, 'eventDrawn')).toEqual([]);
    expect(s.state.turn.seat).toBe(1);
  });
});

describe('R4.6/R4.7 end-of-turn checks and guard phase', () => {
  it('R4.6/D28 Thermo is checked after the event, before the guard moves', () => {
    const s = quiet();
    events(s, ['lampshade']);
    s.setTile('1:A1', 'thermo', { num: 1 });
    const ev = s.end(0);
    const types = ev.map((e) => e.type);
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([
      { type: 'alarmTriggered', at: at('1:A1'), cause: 'thermo' },
    ]);
    expect(types.indexOf('eventDrawn')).toBeLessThan(types.indexOf('alarmTriggered'));
    expect(types.indexOf('alarmTriggered')).toBeLessThan(types.indexOf('guardMoved'));
  });

  it('R4.6/D28 an event that moves the character off a Thermo avoids the alarm (Lost Grip)', () => {
    const s = quiet();
    events(s, ['lost-grip']);
    s.setTile('2:B2', 'thermo', { num: 1 }).put(0, '2:B2');
    park(s, 1);
    const ev = s.end(0);
    expect(eventsOf(ev, 'placed')[0]).toMatchObject({ seat: 0, to: at('1:B2'), cause: 'lost-grip' });
    expect(s.tile('2:B2').alarm).toBe(0);
    expect(eventsOf(ev, 'alarmTriggered')).toEqual([]);
    // R4.7: the guard phase uses the floor where the character ended: floor 1 moves, floor 2 does not.
    expect(walks(ev).map(([f]) => f)).toEqual([0]);
    expect(s.guardAt(1)).toBe('2:D4');
  });

  it('R4.7 only the guard of the current player floor moves', () => {
    const s = quiet();
    s.put(0, '2:A1');
    park(s, 1);
    park(s, 2);
    const ev = s.end(0);
    expect(walks(ev)).toEqual([[1, ['2:D3', '2:D4']]]);
    expect(s.guardAt(0)).toBe('1:D4');
    expect(s.guardDest(0)).toBe('1:D3');
    expect(s.guardAt(2)).toBe('3:D4');
  });

  it('R4.7/R9.1.19 Shift Change moves every other placed guard instead, in floor order', () => {
    const s = quiet();
    events(s, ['shift-change']);
    s.put(0, '2:A1');
    park(s, 1);
    park(s, 2);
    const ev = s.end(0);
    expect(walks(ev)).toEqual([
      [0, ['1:D3', '1:D4']],
      [2, ['3:D3', '3:D4']],
    ]);
    expect(s.guardDest(1)).toBe('2:D3');
  });

  it('R4.7/R9.1.7 Espresso adds a movement point and is discarded at handover (R4.8)', () => {
    const s = quiet();
    events(s, ['espresso']);
    const ev = s.end(0);
    expect(eventsOf(ev, 'guardMoved')[0]?.points).toBe(3);
    expect(s.state.decks.inFront).toEqual([]);
    expect(s.state.decks.eventDiscard).toEqual(['espresso']);
  });

  it('R4.8 Daydreaming applies this turn only and goes to the discard pile at handover', () => {
    const s = quiet();
    events(s, ['daydreaming']);
    const ev = s.end(0);
    expect(eventsOf(ev, 'guardMoved')[0]?.points).toBe(1);
    expect(s.state.decks.eventDiscard).toEqual(['daydreaming']);
    expect(s.state.effects.daydreaming).toBe(false);
  });
});

describe('R4.8/R1.15 handover and turn order', () => {
  it('R1.15/D49 seat 0 starts and turns pass clockwise 0, 1, 2, 3, 0', () => {
    const s = quiet({ seats: 4 });
    const order = [s.state.turn.seat];
    for (let k = 0; k < 4; k++) {
      s.end();
      order.push(s.state.turn.seat);
    }
    expect(order).toEqual([0, 1, 2, 3, 0]);
    expect(s.state.turn.number).toBe(5);
  });

  it('R4.8/R4.9 escaped seats are skipped in turn order', () => {
    const s = quiet({ seats: 3 });
    s.edit((st) => {
      st.players[1]!.escaped = true;
      st.players[1]!.entered = true;
    });
    s.end(0);
    expect(s.state.turn.seat).toBe(2);
    s.end(2);
    expect(s.state.turn.seat).toBe(0);
  });
});

describe('R4.12 undo', () => {
  it('R4.12/D68 moves onto revealed tiles are undone one at a time, exactly', () => {
    const s = quiet();
    s.setTile('1:B1', NEUTRAL).setTile('1:C1', NEUTRAL);
    const s0 = json(s.state);
    s.move(0, '1:B1');
    const s1 = json(s.state);
    s.move(0, '1:C1');
    expect(s.legal(0)).toContainEqual({ type: 'undo' });
    expect(s.ok(0, { type: 'undo' })).toEqual([{ type: 'undone', seat: 0 }]);
    expect(json(s.state)).toBe(s1);
    s.ok(0, { type: 'undo' });
    expect(json(s.state)).toBe(s0);
    expect(s.where(0)).toBe('1:A1');
    expect(s.state.turn.used).toBe(0);
    expect(s.refused(0, { type: 'undo' })).toBe('undo/nothing');
    expect(s.legal(0)).not.toContainEqual({ type: 'undo' });
  });

  it('R4.12 a peek is a barrier: neither it nor the inputs before it can be undone', () => {
    const s = quiet();
    s.setTile('1:B1', NEUTRAL);
    s.move(0, '1:B1');
    s.peek(0, '1:C1');
    expect(s.refused(0, { type: 'undo' })).toBe('undo/nothing');
  });

  it('R4.12 inputs after a barrier can be undone back to it, not beyond', () => {
    const s = quiet();
    s.setTile('1:B1', NEUTRAL).setTile('1:C1', NEUTRAL);
    s.peek(0, '1:A2');
    const afterPeek = json(s.state);
    s.move(0, '1:B1');
    s.move(0, '1:C1');
    s.ok(0, { type: 'undo' });
    s.ok(0, { type: 'undo' });
    expect(JSON.parse(json(s.state))).toEqual({ ...JSON.parse(afterPeek), undo: null });
    expect(s.refused(0, { type: 'undo' })).toBe('undo/nothing');
  });

  it('R4.12/D68 an alarm from entering a revealed Fingerprint reveals nothing: undo removes it exactly', () => {
    const s = quiet();
    s.setTile('1:B1', 'fingerprint', { num: 4 });
    const s0 = json(s.state);
    const ev = s.move(0, '1:B1');
    expect(eventsOf(ev, 'alarmTriggered')).toHaveLength(1);
    expect(s.guardDest(0)).toBe('1:B1');
    expect(s.legal(0)).toContainEqual({ type: 'undo' });
    s.ok(0, { type: 'undo' });
    expect(json(s.state)).toBe(s0);
    expect(s.tile('1:B1').alarm).toBe(0);
    expect(s.guardDest(0)).toBe('1:D3');
  });

  it('R4.12/D68 picking up a loot card lying face up on the tile can be undone', () => {
    const s = quiet();
    s.tile('1:A1').loot = ['gold-bar#1'];
    const s0 = json(s.state);
    s.ok(0, { type: 'pickUp', card: 'gold-bar#1' });
    expect(s.state.players[0]?.loot).toEqual(['gold-bar#1']);
    s.ok(0, { type: 'undo' });
    expect(json(s.state)).toBe(s0);
  });

  it('R4.12 an input whose guard draws a patrol card is a barrier (a floor guard placed)', () => {
    const s = quiet();
    s.setTile('1:A1', 'stairs', { num: 4 }).setTile('2:A1', NEUTRAL);
    s.move(0, '2:A1');
    expect(s.state.guards[1]?.placed).toBe(true);
    expect(s.refused(0, { type: 'undo' })).toBe('undo/nothing');
  });

  it('R4.12 a move that reveals a tile is a barrier', () => {
    const s = quiet();
    s.move(0, '1:B1');
    expect(s.refused(0, { type: 'undo' })).toBe('undo/nothing');
  });

  it('R4.12 a Keypad roll is a barrier, even when it fails', () => {
    const s = quiet();
    s.setTile('1:B1', 'keypad', { num: 4 }).nextDice([2]);
    s.move(0, '1:B1');
    expect(s.refused(0, { type: 'undo' })).toBe('undo/nothing');
  });

  it('R4.12 a trade involves another seat and is a barrier', () => {
    const s = quiet();
    s.put(1, '1:A1').give(1, 'crowbar');
    s.ok(0, {
      type: 'trade',
      with: 1,
      give: { tools: [], loot: [] },
      take: { tools: ['crowbar'], loot: [] },
    });
    s.ok(1, { type: 'answer', kind: 'trade', accept: false });
    expect(s.refused(0, { type: 'undo' })).toBe('undo/nothing');
  });

  it('R4.12 an input with its answers (Laser: pay) is undone as one unit', () => {
    const s = quiet();
    s.setTile('1:B1', NEUTRAL).setTile('1:C1', 'laser', { num: 2 });
    s.move(0, '1:B1');
    const s1 = json(s.state);
    s.move(0, '1:C1');
    expect(s.prompt?.kind).toBe('laser');
    s.ok(0, { type: 'answer', kind: 'laser', choice: 'pay' });
    expect(s.state.turn.used).toBe(3);
    s.ok(0, { type: 'undo' });
    expect(json(s.state)).toBe(s1);
  });

  it('R4.12/R1.21 no undo while a choice is pending', () => {
    const s = quiet();
    s.setTile('1:B1', NEUTRAL).setTile('1:C1', 'laser', { num: 2 });
    s.move(0, '1:B1');
    s.move(0, '1:C1');
    expect(s.refused(0, { type: 'undo' })).toBe('action/prompt_pending');
  });

  it('R4.12 no undo across turns, and only the current player undoes', () => {
    const s = quiet();
    s.setTile('1:B1', NEUTRAL).setTile('1:B2', NEUTRAL);
    s.move(0, '1:B1');
    expect(s.refused(1, { type: 'undo' })).toBe('action/not_your_turn');
    s.end(0);
    expect(s.refused(1, { type: 'undo' })).toBe('undo/nothing');
    expect(s.refused(0, { type: 'undo' })).toBe('action/not_your_turn');
  });

  it('R4.12 Hack and Add safe die are plain inputs that undo restores exactly', () => {
    const s = quiet();
    s.setTile('1:A1', 'computer-motion', { num: 6 });
    const s0 = json(s.state);
    s.ok(0, { type: 'hack' });
    s.ok(0, { type: 'hack' });
    expect(s.tile('1:A1').hack).toBe(2);
    s.ok(0, { type: 'undo' });
    s.ok(0, { type: 'undo' });
    expect(json(s.state)).toBe(s0);
  });
});
