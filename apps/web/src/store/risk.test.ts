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
  view.turn = { ...view.turn, seat: 0, allowance: 4, used: 0, remaining: 4, actionsOver: false };
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
    // Steady Hands: 1 try made + 1 + the Peterman's die; 1 - (5/6)^3 ≈ 42 %.
    expect(risk).toEqual({ key: 'risk.keypadOdds', params: { n: 3, chance: 42 } });
    expect(keys(scene(revealed('keypad', { open: true })))).toEqual([]);
  });

  it('names alarm tiles, and stays quiet when the Jammer covers them', () => {
    expect(keys(scene(revealed('fingerprint')))).toEqual(['risk.fingerprint']);
    expect(moveRisks(scene(revealed('fingerprint')), 1, B1).map((r) => r.key)).toEqual([]);
    expect(keys(scene(revealed('laser')))).toEqual(['risk.laser']);
    // The move spends the last action: nothing left to pay and no hack token, so it goes off.
    const spent = scene(
      revealed('laser'),
      (v) => (v.turn = { ...v.turn, used: 1, allowance: 2, remaining: 1 }),
    );
    expect(keys(spent)).toEqual(['risk.laserAlarm']);
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

  it('names the Tiara, the last stealth and a hiding place that covers the loss', () => {
    const tiara = scene(revealed('laboratory'), (v) => {
      v.players[0]!.loot = ['tiara'];
      v.guards[0]!.at = { floor: 0, col: 2, row: 0 };
      v.walls = [];
    });
    expect(keys(tiara)).toEqual(['risk.tiara']);
    const caught = scene(revealed('atrium'), (v) => {
      v.guards[0]!.at = B1;
      v.players[0]!.stealth = 0;
    });
    expect(keys(caught)).toEqual(['risk.guard', 'risk.caught']);
    const covered = scene(revealed('lavatory', { stealth: 2 }), (v) => (v.guards[0]!.at = B1));
    expect(keys(covered)).toEqual(['risk.guard', 'risk.tileStealth']);
  });

  it('warns that leaving a Motion tile entered this turn sets off its alarm, and offers a hack token', () => {
    const view = scene(revealed('atrium'), (v) => {
      v.tiles = v.tiles.map((t) =>
        t.at.floor === 0 && t.at.col === 0 && t.at.row === 0 ? { ...revealed('motion'), at: A1 } : t,
      );
      v.players[0]!.enteredThisTurn = [A1];
    });
    expect(moveRisks(view, 0, B1)).toEqual([{ key: 'risk.motionExit', params: { at: '1·A1' } }]);
  });

  it('says nothing of a face-down tile', () => {
    expect(keys(scene({ at: B1, revealed: false, downstairs: false } as never))).toEqual([]);
  });
});
