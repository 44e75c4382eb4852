import { type PlayerView, type RevealedTileView, viewFor } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { newGame } from '../testing/games.js';
import { moveRisks } from './risk.js';

const A1 = { floor: 0, col: 0, row: 0 };
const B1 = { floor: 0, col: 1, row: 0 };

function revealed(kind: RevealedTileView['kind'], extra: Partial<RevealedTileView> = {}): RevealedTileView {
  return {
    at: B1,
    revealed: true,
    kind,
    num: 1,
    downstairs: false,
    alarm: false,
    hack: 0,
    dice: 0,
    open: false,
    cracked: [],
    stealth: 0,
    crowbar: false,
    labTaken: false,
    attempts: 0,
    tools: [],
    loot: [],
    ...extra,
  };
}

/** A view with Ada on A1 and tile B1 as given; the floor-1 guard parked far away. */
function scene(tile: RevealedTileView, change: (v: PlayerView) => void = () => {}): PlayerView {
  const view = structuredClone(viewFor(newGame(), 0));
  view.players[0]!.at = A1;
  view.tiles = view.tiles.map((t) => (t.at.floor === 0 && t.at.col === 1 && t.at.row === 0 ? tile : t));
  view.guards[0]!.at = { floor: 0, col: 3, row: 3 };
  change(view);
  return view;
}

const keys = (view: PlayerView, free = false) => moveRisks(view, 0, B1, { free }).map((r) => r.key);

describe('risky moves', () => {
  it('warns about a guard on the tile, unless the move is free (Acrobat)', () => {
    const view = scene(revealed('atrium'), (v) => (v.guards[0]!.at = B1));
    expect(keys(view)).toEqual(['risk.guard']);
    expect(keys(view, true)).toEqual([]);
  });

  it('knows deadbolts cost 3 unless someone is there', () => {
    expect(keys(scene(revealed('deadbolt')))).toEqual(['risk.deadbolt']);
    expect(keys(scene(revealed('deadbolt'), (v) => (v.players[1]!.at = B1)))).toEqual([]);
    expect(keys(scene(revealed('deadbolt', { crowbar: true })))).toEqual([]);
  });

  it('counts keypad dice, with the Peterman bonus', () => {
    const [risk] = moveRisks(scene(revealed('keypad', { attempts: 1 })), 0, B1);
    expect(risk).toEqual({ key: 'risk.keypad', params: { n: 3 } });
    expect(keys(scene(revealed('keypad', { open: true })))).toEqual([]);
  });

  it('names alarm tiles, and stays quiet when the Jammer covers them', () => {
    expect(keys(scene(revealed('fingerprint')))).toEqual(['risk.fingerprint']);
    expect(moveRisks(scene(revealed('fingerprint')), 1, B1).map((r) => r.key)).toEqual([]);
    expect(keys(scene(revealed('laser')))).toEqual(['risk.laser']);
    expect(keys(scene(revealed('detector')))).toEqual([]);
    expect(keys(scene(revealed('detector'), (v) => (v.players[0]!.tools = ['crowbar'])))).toEqual([
      'risk.detector',
    ]);
  });

  it('sees the foyer watched from an open neighbour', () => {
    const view = scene(revealed('foyer'), (v) => {
      v.guards[0]!.at = { floor: 0, col: 2, row: 0 };
      v.walls = [];
    });
    expect(keys(view)).toEqual(['risk.foyer']);
  });

  it('says nothing of a face-down tile', () => {
    expect(keys(scene({ at: B1, revealed: false, downstairs: false } as never))).toEqual([]);
  });
});
