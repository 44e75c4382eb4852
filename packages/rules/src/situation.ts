/**
 * A Situation is what the rules of a Move read about the board, as plain data: the engine's
 * GameState is one as it is, and queries/view-situation.ts builds one from a PlayerView (the
 * kinds of face-down tiles are then unknown: null). The predicates a Move resolves by (move.ts,
 * alarms.ts, tiles/*.ts) take a Situation, so the engine and the queries over a view (moveRisks)
 * run the same rule code.
 */
import { BOARD_SHAPES, type BoardShape, floorGraph, floorOf, localOf } from './geometry.js';
import type { DeepReadonly, PlayerState, ScenarioId, TileKind, TileState } from './types.js';

/** A tile as the rules of a Move read it; over a view a face-down tile's kind is unknown (null). */
export type SituationTile = Pick<
  DeepReadonly<TileState>,
  'revealed' | 'num' | 'alarm' | 'hack' | 'open' | 'crowbar' | 'attempts' | 'stealth' | 'dice' | 'cracked'
> & { kind: TileKind | 'void' | null };

/** A character as the rules of a Move read it (its Motion record included, R6.12). */
export type SituationPlayer = Pick<
  DeepReadonly<PlayerState>,
  | 'character'
  | 'side'
  | 'tile'
  | 'entered'
  | 'escaped'
  | 'stealth'
  | 'tools'
  | 'loot'
  | 'laptop'
  | 'enteredThisTurn'
>;

export interface Situation {
  scenario: ScenarioId;
  /** By tile index (geometry.ts), the void included. */
  tiles: readonly SituationTile[];
  /** Per floor: wall keys (geometry.ts wallKey). */
  walls: ReadonlyArray<readonly number[]>;
  /** By floor; `tile` is meaningful when placed. */
  guards: ReadonlyArray<{ placed: boolean; tile: number }>;
  players: readonly SituationPlayer[];
  turn: { seat: number; allowance: number; used: number; actionsOver: boolean };
  /** Thermal Bomb links: lower tile and upper tile, or -1 for the roof (R9.2.12). */
  links: ReadonlyArray<readonly [number, number]>;
  effects: {
    emp: readonly number[];
    videoLoop: readonly number[];
    timeLock: readonly number[];
    invisibleSuit: boolean;
  };
}

export function shapeOf(s: Situation): BoardShape {
  return BOARD_SHAPES[s.scenario];
}

/** The tile directly above (+1) or below (-1), or -1 when there is none. */
export function verticalOf(shape: BoardShape, tile: number, delta: 1 | -1): number {
  const f = floorOf(shape, tile) + delta;
  if (f < 0 || f >= shape.floors) return -1;
  return tile + delta * shape.area;
}

/** Open-adjacent tiles of the same floor (R1.8), as tile indices. */
export function openNeighboursIn(
  shape: BoardShape,
  walls: ReadonlyArray<readonly number[]>,
  tile: number,
): number[] {
  const f = floorOf(shape, tile);
  const base = f * shape.area;
  return (floorGraph(shape, walls[f] as readonly number[]).adj[localOf(shape, tile)] as number[]).map(
    (l) => base + l,
  );
}
