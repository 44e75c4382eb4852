import { legalActions, shortestGuardPath, type TileKind, tileTraits, viewFor } from '@safecrackers/rules';
import { describe, expect, it } from 'vitest';
import { posKey } from '../store/positions.js';
import { apply1, newGame, play } from '../testing/games.js';
import { buildBoardModel, facingOf, guardPath, NO_INTERACTION } from './boardModel.js';

const B2 = { floor: 0, col: 1, row: 1 };

/** The edge a tile kind shows: a stop where a hidden one stops you, an alarm where entering sets one off. */
function edgeByRules(kind: TileKind | null): 'stop' | 'alarm' | null {
  if (!kind) return null;
  const traits = tileTraits(kind);
  return traits.stop ? 'stop' : traits.alarm ? 'alarm' : null;
}

describe('view to board model', () => {
  it('has every room tile of every floor, face down before the heist starts', () => {
    const model = buildBoardModel(viewFor(newGame({ scenario: 'bank' }), 0), 0);
    expect(model.floors).toHaveLength(3);
    expect(model.tiles).toHaveLength(48);
    expect(model.tiles.every((t) => !t.revealed && t.kind === null && t.num === null && t.name === '')).toBe(
      true,
    );
    expect(model.floors[2]!.top).toBe(true);
  });

  it('keeps the Fort Knox void out of the tiles and names it', () => {
    const model = buildBoardModel(viewFor(newGame({ scenario: 'fortknox' }), 0), 0);
    expect(model.voidCell).toEqual({ col: 2, row: 2 });
    expect(model.tiles.some((t) => t.at.col === 2 && t.at.row === 2)).toBe(false);
    expect(model.tiles).toHaveLength(48);
  });

  it('shows revealed tiles with kind, name, number and danger edge, and the entrance', () => {
    const state = apply1(newGame(), 0, { type: 'answer', kind: 'entrance', at: B2 });
    const model = buildBoardModel(viewFor(state, 0), 1);
    const entrance = model.tiles.find((t) => posKey(t.at) === posKey(B2))!;
    expect(entrance.revealed).toBe(true);
    expect(entrance.entrance).toBe(true);
    expect(entrance.name).not.toBe('');
    expect(entrance.edge).toBe(edgeByRules(entrance.kind));
    expect(entrance.num === null).toBe(entrance.kind === 'safe');
  });

  it('R6.0.3 gives every kind of tile, face up, the danger edge its rules give it', () => {
    const state = newGame({ scenario: 'bank' });
    // Every tile face up: each kind the deal holds is drawn, whatever the entrance is.
    const open = { ...state, tiles: state.tiles.map((t) => ({ ...t, revealed: true })) };
    const tiles = buildBoardModel(viewFor(open, 0), 0).tiles;
    expect(tiles.every((t) => t.revealed)).toBe(true);
    for (const t of tiles) expect(t.edge, t.kind ?? '').toBe(edgeByRules(t.kind));
    expect(new Set(tiles.map((t) => t.edge))).toEqual(new Set(['stop', 'alarm', null]));
  });

  it('places the crew with seat colours, marks and the active seat', () => {
    const state = apply1(newGame(), 0, { type: 'answer', kind: 'entrance', at: B2 });
    const model = buildBoardModel(viewFor(state, 0), 1, { ...NO_INTERACTION, mySeats: [0] });
    const ada = model.players.find((p) => p.seat === 0)!;
    expect(ada).toMatchObject({ name: 'Ada', initial: 'P', active: true, mine: true, colour: 0xe69f00 });
    expect(
      model.players.every(
        (p) => p.slots === model.players.filter((q) => posKey(q.at) === posKey(p.at)).length,
      ),
    ).toBe(true);
  });

  it('lights up legal moves and peeks, or only targets in a choose-a-tile mode', () => {
    const state = apply1(newGame(), 0, { type: 'answer', kind: 'entrance', at: B2 });
    const legal = legalActions(state, 0);
    const moves = new Set(legal.flatMap((a) => (a.type === 'move' ? [posKey(a.to)] : [])));
    const peeks = new Set(legal.flatMap((a) => (a.type === 'peek' ? [posKey(a.at)] : [])));
    const view = viewFor(state, 0);
    const lit = buildBoardModel(view, 1, { ...NO_INTERACTION, moves, peeks });
    expect(
      lit.tiles
        .filter((t) => t.highlight === 'move')
        .map((t) => t.key)
        .sort(),
    ).toEqual([...moves].sort());
    const peekMode = buildBoardModel(view, 1, { ...NO_INTERACTION, moves, peeks, peekMode: true });
    expect(peekMode.tiles.filter((t) => t.highlight !== null).every((t) => t.highlight === 'peek')).toBe(
      true,
    );
    const targets = buildBoardModel(view, 1, {
      ...NO_INTERACTION,
      moves,
      peeks,
      targets: new Set([posKey(B2)]),
    });
    expect(targets.tiles.filter((t) => t.highlight).map((t) => t.key)).toEqual([posKey(B2)]);
  });

  it('gives each placed guard its rule path to the destination, shown on hover', () => {
    const state = play(newGame(), 8);
    const view = viewFor(state, null);
    const guard = view.guards.find((g) => g.placed && g.at && g.dest)!;
    const model = buildBoardModel(view, 2, { ...NO_INTERACTION, hover: guard.at });
    const drawn = model.guards.find((g) => g.floor === guard.floor)!;
    expect(drawn.showPath).toBe(true);
    expect(drawn.path.at(-1) ?? guard.at).toEqual(guard.dest);
    const floorWalls = view.walls
      .filter(([a]) => a.floor === guard.floor)
      .map(
        ([a, b]) =>
          [
            { col: a.col, row: a.row },
            { col: b.col, row: b.row },
          ] as [{ col: number; row: number }, { col: number; row: number }],
      );
    const expected = shortestGuardPath({ cols: 4, rows: 4, walls: floorWalls }, guard.at!, guard.dest!);
    expect(guardPath(view, guard.at!, guard.dest!).map(({ col, row }) => ({ col, row }))).toEqual(expected);
  });

  it('faces the guard toward its next step', () => {
    expect(facingOf({ col: 1, row: 1 }, { col: 1, row: 0 })).toBe('north');
    expect(facingOf({ col: 1, row: 1 }, { col: 2, row: 1 })).toBe('east');
    expect(facingOf({ col: 1, row: 1 }, null)).toBe('south');
  });
});
