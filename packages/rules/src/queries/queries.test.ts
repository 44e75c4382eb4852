import { describe, expect, it } from 'vitest';
import type { Action } from '../actions.js';
import { apply, legalActions, replay } from '../engine.js';
import type { DomainEvent } from '../events.js';
import { SCENARIOS } from '../scenarios.js';
import { createGame } from '../setup.js';
import { at, eventsOf, name, type Scene } from '../testing/scene.js';
import { board } from '../testing/tile-helpers.js';
import { type GameState, TILE_KINDS } from '../types.js';
import { viewFor } from '../view.js';
import { guardPath, guardRoute } from './guards.js';
import { crackOdds, keypadOdds } from './odds.js';
import { chanceOfAll, chanceOfAny } from './odds-math.js';
import { riskEffect } from './risk-types.js';
import { moveRisks } from './risks.js';
import { actingSeat, canUndo, pendingPrompt } from './state.js';
import { allSafesOpen, isEscapeTile, safeCount, tileTraits } from './tiles.js';

const risks = (s: Scene, seat: number, to: string, opts = {}) =>
  moveRisks(viewFor(s.state, seat), seat, at(to), opts);
const kinds = (s: Scene, seat: number, to: string, opts = {}) => risks(s, seat, to, opts).map((r) => r.kind);

describe('R1.16 exact dice odds', () => {
  it('at least one of k faces, and all of k faces', () => {
    expect(chanceOfAny(2, 2)).toBeCloseTo(1 - (4 / 6) ** 2, 12);
    expect(chanceOfAny(1, 3)).toBeCloseTo(1 - (5 / 6) ** 3, 12);
    expect(chanceOfAny(0, 3)).toBe(0);
    expect(chanceOfAny(6, 1)).toBe(1);
    expect(chanceOfAll(2, 2)).toBeCloseTo(2 / 36, 12);
    expect(chanceOfAll(1, 4)).toBeCloseTo(chanceOfAny(1, 4), 12);
    expect(chanceOfAll(3, 2)).toBe(0);
    expect(chanceOfAll(0, 0)).toBe(1);
    // 3 faces with 3 dice: 3! orderings of 216.
    expect(chanceOfAll(3, 3)).toBeCloseTo(6 / 216, 12);
  });
});

describe('R5.8 R8.5 crackOdds', () => {
  /** A safe on 1:A1 whose line tiles are revealed B1=3, C1=5, D1=5, A2=3 (cracked), A3, A4 face down. */
  function safeScene(character: 'hawk' | 'peterman' = 'hawk') {
    const s = board({ seats: [{ character, side: 'basic' }, {}], entrance: '1:B2' });
    s.setTile('1:A1', 'safe').setTile('1:B1', 'laser', { num: 3 }).setTile('1:C1', 'laser', { num: 5 });
    s.setTile('1:D1', 'laser', { num: 5 }).setTile('1:A2', 'laser', { num: 3 });
    s.tile('1:A1').dice = 2;
    s.tile('1:A1').cracked = [s.index('1:A2')];
    return s;
  }

  it('R5.8 numbers still needed and cracked, face-down line tiles, and the chance to crack one more', () => {
    const odds = crackOdds(viewFor(safeScene().state, 0), at('1:A1'));
    expect(odds).toEqual({
      dice: 2,
      needed: [3, 5],
      cracked: [3],
      hidden: 2,
      chance: 1 - (4 / 6) ** 2,
      open: 0,
    });
  });

  it('R8.5 Steady Hands adds a die; with every line tile revealed the safe may open', () => {
    const s = safeScene('peterman');
    s.setTile('1:A3', 'laser', { num: 1 }).setTile('1:A4', 'laser', { num: 3 });
    s.tile('1:A1').cracked = [s.index('1:A2'), s.index('1:A3')];
    const odds = crackOdds(viewFor(s.state, 1), at('1:A1'), 0);
    expect(odds?.dice).toBe(3);
    expect(odds?.needed).toEqual([3, 5]);
    expect(odds?.cracked).toEqual([1, 3]);
    expect(odds?.chance).toBeCloseTo(1 - (4 / 6) ** 3, 12);
    // Both 3 and 5 among 3 dice: 1 - 2(5/6)^3 + (4/6)^3.
    expect(odds?.open).toBeCloseTo(1 - 2 * (5 / 6) ** 3 + (4 / 6) ** 3, 12);
  });

  it('no odds for a tile that is no closed safe', () => {
    const s = safeScene();
    expect(crackOdds(viewFor(s.state, 0), at('1:B1'))).toBeNull();
    s.tile('1:A1').open = true;
    expect(crackOdds(viewFor(s.state, 0), at('1:A1'))).toBeNull();
    expect(crackOdds(viewFor(s.state, 0), { floor: 9, col: 0, row: 0 })).toBeNull();
  });
});

describe('R6.8 D13 R8.5 keypadOdds', () => {
  it('tries this turn + 1 dice, the Peterman one more; a 6 opens it', () => {
    const s = board({ seats: [{ character: 'peterman', side: 'basic' }, {}] });
    s.setTile('1:B1', 'keypad', { num: 4 });
    s.tile('1:B1').attempts = 1;
    expect(keypadOdds(viewFor(s.state, 0), 0, at('1:B1'))).toEqual({ dice: 3, chance: 1 - (5 / 6) ** 3 });
    expect(keypadOdds(viewFor(s.state, 0), 1, at('1:B1'))).toEqual({ dice: 2, chance: 1 - (5 / 6) ** 2 });
    s.tile('1:B1').crowbar = true;
    expect(keypadOdds(viewFor(s.state, 0), 0, at('1:B1'))).toBeNull();
  });
});

describe('R6 tileTraits', () => {
  it('stop and alarm kinds come from the tiles own rules', () => {
    const stop = TILE_KINDS.filter((k) => tileTraits(k).stop);
    const alarm = TILE_KINDS.filter((k) => tileTraits(k).alarm);
    expect(stop).toEqual(['deadbolt', 'keypad']);
    expect(alarm).toEqual(['camera', 'detector', 'fingerprint', 'laser', 'motion', 'thermo']);
  });

  it('R6.3 computers name the alarm they cancel; R6.11 the Lavatory its tokens', () => {
    expect(tileTraits('computer-laser').hackFor).toBe('laser');
    expect(tileTraits('computer-motion').hackFor).toBe('motion');
    expect(tileTraits('computer-fingerprint').hackFor).toBe('fingerprint');
    expect(tileTraits('laser').hackFor).toBeNull();
    expect(tileTraits('lavatory').stealthTokens).toBe(3);
    expect(tileTraits('foyer')).toEqual({ stop: false, alarm: false, hackFor: null, stealthTokens: 0 });
  });
});

describe('R2.1 R2.2 R5.12 safes and the way out', () => {
  it('safeCount matches the scenario tile mixes', () => {
    for (const id of ['office', 'bank', 'fortknox'] as const) {
      expect(safeCount(id)).toBe(SCENARIOS[id].tiles.filter((t) => t.kind === 'safe').length);
    }
    expect([safeCount('office'), safeCount('bank'), safeCount('fortknox')]).toEqual([2, 3, 3]);
  });

  it('allSafesOpen counts safes not found yet as closed', () => {
    const state = createGame({ scenario: 'bank', seats: [{ name: 'A' }], seed: 'safes' });
    const safes = state.tiles.flatMap((t, i) => (t.kind === 'safe' ? [i] : []));
    expect(safes.length).toBe(3);
    for (const i of safes) state.tiles[i]!.open = true;
    // Open but face down: the view cannot know they are safes yet.
    expect(allSafesOpen(viewFor(state, 0))).toBe(false);
    for (const i of safes.slice(1)) state.tiles[i]!.revealed = true;
    expect(allSafesOpen(viewFor(state, 0))).toBe(false);
    state.tiles[safes[0]!]!.revealed = true;
    expect(allSafesOpen(viewFor(state, 0))).toBe(true);
    state.tiles[safes[0]!]!.open = false;
    expect(allSafesOpen(viewFor(state, 0))).toBe(false);
  });

  it('isEscapeTile: top-floor Stairs and Thermal Bomb roof links only', () => {
    const s = board();
    s.setTile('3:A1', 'stairs', { num: 4 }).setTile('2:A1', 'stairs', { num: 4 });
    s.state.links = [[s.index('3:B1'), -1]];
    const view = viewFor(s.state, 0);
    expect(isEscapeTile(view, at('3:A1'))).toBe(true);
    expect(isEscapeTile(view, at('3:B1'))).toBe(true);
    expect(isEscapeTile(view, at('2:A1'))).toBe(false);
    expect(isEscapeTile(view, at('3:C1'))).toBe(false);
  });
});

describe('R5.4 R6 R7.11 moveRisks', () => {
  it('R7.11 a guard on the tile costs 1 stealth, not on a free Flexibility move nor under the Invisible Suit', () => {
    const s = board({ guard: ['1:B1', '1:D4'] });
    expect(risks(s, 0, '1:B1')).toEqual([{ kind: 'guard', stealth: 1, from: 'supply' }]);
    expect(kinds(s, 0, '1:B1', { free: true })).toEqual([]);
    s.state.effects.invisibleSuit = true;
    expect(kinds(s, 0, '1:B1')).toEqual([]);
  });

  it('R1.13 D52 the loss is paid by tile tokens first; with none left the crew is caught', () => {
    const s = board({ guard: ['1:B1', '1:D4'] });
    s.setTile('1:B1', 'lavatory', { num: 5 });
    s.tile('1:B1').stealth = 1;
    expect(risks(s, 0, '1:B1')).toEqual([{ kind: 'guard', stealth: 1, from: 'tile' }]);
    s.tile('1:B1').stealth = 0;
    s.state.players[0]!.stealth = 0;
    expect(risks(s, 0, '1:B1')).toEqual([{ kind: 'guard', stealth: 1, from: 'caught' }]);
  });

  it('R6.4 R9.3 a Deadbolt costs 2 more unless someone is there; the Gemstone 1 more to join a character', () => {
    const s = board();
    s.setTile('1:B1', 'deadbolt', { num: 1 });
    expect(risks(s, 0, '1:B1')).toEqual([{ kind: 'deadbolt', actions: 2 }]);
    s.give(0, 'gemstone').put(1, '1:B1');
    expect(risks(s, 0, '1:B1')).toEqual([{ kind: 'gemstone', actions: 1 }]);
    s.tile('1:B1').crowbar = true;
    expect(risks(s, 0, '1:B1', { mode: 'orders' })).toEqual([]);
  });

  it('R6.8 a locked Keypad: the dice and the chance of a 6', () => {
    const s = board({ seats: [{ character: 'peterman', side: 'basic' }, {}] });
    s.setTile('1:B1', 'keypad', { num: 4 });
    expect(risks(s, 0, '1:B1')).toEqual([{ kind: 'keypad', dice: 2, chance: 1 - (5 / 6) ** 2 }]);
    s.tile('1:B1').open = true;
    expect(kinds(s, 0, '1:B1')).toEqual([]);
  });

  it('R6.10 the Laser: pay or alarm; the Mirror, E.M.P., Rook orders and the Jammer silence it', () => {
    const s = board({ seats: [{}, { character: 'hacker', side: 'basic' }] });
    s.setTile('1:B1', 'laser', { num: 1 });
    expect(risks(s, 0, '1:B1')).toEqual([{ kind: 'laser', options: ['pay', 'alarm'], actions: 1 }]);
    s.actions(1);
    expect(risks(s, 0, '1:B1')).toEqual([{ kind: 'laser', options: [], actions: 0 }]);
    expect(riskEffect(risks(s, 0, '1:B1')[0]!)).toBe('alarm');
    expect(kinds(s, 0, '1:B1', { mode: 'orders' })).toEqual([]);
    s.put(1, '1:B1');
    expect(kinds(s, 0, '1:B1')).toEqual([]);
    s.put(1, '1:C3').give(0, 'mirror');
    expect(kinds(s, 0, '1:B1')).toEqual([]);
  });

  it('R6.6 R6.0.4 a Fingerprint raises the alarm, or asks for a hack token when one is there', () => {
    const s = board();
    s.setTile('1:B1', 'fingerprint', { num: 4 });
    expect(risks(s, 0, '1:B1')).toEqual([{ kind: 'fingerprint', hack: false }]);
    s.setTile('1:C3', 'computer-fingerprint', { num: 4 });
    s.tile('1:C3').hack = 1;
    expect(risks(s, 0, '1:B1')).toEqual([{ kind: 'fingerprint', hack: true }]);
    expect(riskEffect(risks(s, 0, '1:B1')[0]!)).toBe('choice');
    s.alarm('1:B1');
    expect(kinds(s, 0, '1:B1')).toEqual([]);
  });

  it('R6.0.1 R6.0.3 a guard on the tile or a crowbar silences alarm tiles', () => {
    const s = board({ guard: ['1:B1', '1:D4'] });
    s.setTile('1:B1', 'fingerprint', { num: 4 });
    expect(kinds(s, 0, '1:B1')).toEqual(['guard']);
    const t = board();
    t.setTile('1:B1', 'fingerprint', { num: 4 });
    t.tile('1:B1').crowbar = true;
    expect(kinds(t, 0, '1:B1')).toEqual([]);
  });

  it('R6.2 a Camera sees the mover when a guard stands on another camera; Video Loop and E.M.P. stop it', () => {
    const s = board({ guard: ['1:D4', '1:D3'] });
    s.setTile('1:B1', 'camera', { num: 1 }).setTile('1:D4', 'camera', { num: 2 });
    expect(risks(s, 0, '1:B1')).toEqual([{ kind: 'camera', hack: false }]);
    s.state.effects.videoLoop = [1];
    expect(kinds(s, 0, '1:B1')).toEqual([]);
    s.state.effects.videoLoop = [];
    s.state.effects.emp = [1];
    expect(kinds(s, 0, '1:B1')).toEqual([]);
  });

  it('R6.5 R6.17 Detector with cards, the Isotope on a Thermo, and a Thermo to end the turn on', () => {
    const s = board();
    s.setTile('1:B1', 'detector', { num: 4 });
    expect(kinds(s, 0, '1:B1')).toEqual([]);
    s.give(0, 'crowbar');
    expect(risks(s, 0, '1:B1')).toEqual([{ kind: 'detector', cards: 1, hack: false }]);
    s.setTile('1:A2', 'thermo', { num: 1 });
    expect(kinds(s, 0, '1:A2')).toEqual(['thermo']);
    s.give(0, 'isotope');
    expect(kinds(s, 0, '1:A2')).toEqual(['isotope']);
  });

  it('R6.7 R6.1 R9.3 the Foyer, the Atrium and the Tiara let a guard see in', () => {
    const s = board({ guard: ['1:C1', '1:D4'] });
    s.setTile('1:B1', 'foyer', { num: 1 });
    expect(kinds(s, 0, '1:B1')).toEqual(['foyer']);
    s.setTile('1:B1', 'laboratory', { num: 3 });
    expect(kinds(s, 0, '1:B1')).toEqual([]);
    s.give(0, 'tiara');
    expect(kinds(s, 0, '1:B1')).toEqual(['tiara']);
    const a = board({ guard: ['1:D4', '1:D3'] });
    a.setTile('2:B1', 'atrium', { num: 3 }).setTile('1:B1', 'atrium', { num: 4 }).guard(1, '2:B1', '2:D4');
    expect(kinds(a, 0, '1:B1')).toEqual(['atrium']);
  });

  it('R6.12 entering Motion warns of leaving it; leaving one entered this turn sets its alarm off now', () => {
    const s = board();
    s.setTile('1:B1', 'motion', { num: 1 });
    expect(risks(s, 0, '1:B1')).toEqual([{ kind: 'motion', hack: false }]);
    s.move(0, '1:B1');
    expect(risks(s, 0, '1:C1')).toEqual([{ kind: 'motionExit', at: at('1:B1'), hack: false }]);
  });

  it('a face-down target: only what does not depend on its kind', () => {
    const s = board({ guard: ['1:B1', '1:D4'] });
    s.setTile('1:B1', 'fingerprint', { num: 4, revealed: false });
    expect(kinds(s, 0, '1:B1')).toEqual(['guard']);
    expect(kinds(s, 0, '1:B2')).toEqual([]);
  });
});

describe('R7.6 guardPath and guardRoute', () => {
  it('the route shown is the walk the guard then makes', () => {
    const s = board({ guard: ['1:D1', '1:A4'] });
    const route = guardRoute(viewFor(s.state, 0), 0).map(name);
    // No walls: 6 steps, ending on the destination.
    expect(route).toHaveLength(6);
    expect(route[5]).toBe('1:A4');
    s.state.turn.counted = 4;
    const walk = eventsOf(s.end(), 'guardMoved')[0]!;
    expect(walk.path.map(name)).toEqual(route.slice(0, walk.path.length));
    expect(guardPath(viewFor(s.state, 0), at('1:A1'), at('2:A1'))).toEqual([]);
  });
});

describe('R4.12 D68 canUndo, pendingPrompt, actingSeat', () => {
  function started(): GameState {
    const game = createGame({ scenario: 'bank', seats: [{ name: 'A' }, { name: 'B' }], seed: 'undo' });
    const prompt = pendingPrompt(game);
    if (prompt?.kind !== 'entrance') throw new Error('no entrance prompt');
    const r = apply(game, 0, { type: 'answer', kind: 'entrance', at: prompt.options[0]! });
    if (!r.ok) throw new Error(r.error.code);
    return r.state;
  }

  it('the entrance prompt is pending at first, and its seat acts', () => {
    const game = createGame({ scenario: 'office', seats: [{ name: 'A' }], seed: 'p' });
    expect(pendingPrompt(game)?.kind).toBe('entrance');
    expect(actingSeat(game)).toBe(0);
    expect(canUndo(game, 0)).toBe(false);
    expect(pendingPrompt(started())).toBeNull();
  });

  it('canUndo is the legal undo and the view says so, for the current seat only', () => {
    expect(canUndo(started(), 0)).toBe(false);
    // A move onto a revealed tile reveals nothing and rolls nothing: it can be taken back.
    const s = board();
    s.setTile('1:B1', 'laboratory', { num: 3 });
    s.tile('1:B1').labTaken = true;
    s.move(0, '1:B1');
    const state = s.state;
    expect(canUndo(state, 0)).toBe(true);
    expect(canUndo(state, 1)).toBe(false);
    expect(legalActions(state, 0).some((a) => a.type === 'undo')).toBe(true);
    expect(viewFor(state, 0).canUndo).toBe(true);
    expect(viewFor(state, 1).canUndo).toBe(false);
    expect(viewFor(state, null).canUndo).toBe(false);
    s.end();
    expect(canUndo(s.state, 0)).toBe(false);
  });
});

describe('R1.19 replay with onStep', () => {
  it('sees every input once, in order, with the events apply gave', () => {
    const setup = { scenario: 'office' as const, seats: [{ name: 'A' }], seed: 'replay' };
    let state = createGame(setup);
    const log: Array<{ seat: number; action: Action }> = [];
    const applied: DomainEvent[][] = [];
    for (let i = 0; i < 12 && state.phase !== 'lost'; i++) {
      const seat = actingSeat(state);
      const action = legalActions(state, seat)[0]!;
      const r = apply(state, seat, action);
      if (!r.ok) throw new Error(r.error.code);
      log.push({ seat, action });
      applied.push(r.events);
      state = r.state;
    }
    const seen: Array<[number, DomainEvent[]]> = [];
    const end = replay(setup, log, (_s, events, index) => seen.push([index, events]));
    expect(end).toEqual(state);
    expect(seen.map(([i]) => i)).toEqual(log.map((_, i) => i));
    expect(seen.map(([, e]) => e)).toEqual(applied);
    expect(replay(setup, log)).toEqual(state);
  });
});
