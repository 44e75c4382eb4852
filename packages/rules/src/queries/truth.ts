/**
 * The whole truth of a finished heist (issue 16, replays): what stayed secret during play,
 * the face-down tiles and the order of every pile, and a spectator's view with every tile
 * turned face up. Only for a heist that is over: before that it would leak secrets.
 */
import { BOARD_SHAPES, tilePos } from '../geometry.js';
import type { EventId, GameState, LootCard, Pos, TileKind, ToolId } from '../types.js';
import { type PlayerView, viewFor } from '../view.js';

export interface HeistTruth {
  /** Tiles still face down at the end, with what they were. */
  faceDown: Array<{ at: Pos; kind: TileKind; num: number }>;
  /** Each floor's patrol cards left, in draw order (next first), and the cards set aside. */
  patrols: Array<{ floor: number; deck: Pos[]; removed: Pos[] }>;
  /** Cards left in each pile, in draw order (next first). */
  events: EventId[];
  tools: ToolId[];
  loot: LootCard[];
}

const over = (state: GameState) => state.phase === 'won' || state.phase === 'lost';

/** The secrets of a finished heist; null while it is still played. */
export function heistTruth(state: GameState): HeistTruth | null {
  if (!over(state)) return null;
  const shape = BOARD_SHAPES[state.scenario];
  const faceDown: HeistTruth['faceDown'] = [];
  state.tiles.forEach((t, i) => {
    if (t.kind !== 'void' && !t.revealed) faceDown.push({ at: tilePos(shape, i), kind: t.kind, num: t.num });
  });
  // Piles keep their top as the last element.
  const drawOrder = <T>(pile: readonly T[]) => [...pile].reverse();
  return {
    faceDown,
    patrols: state.guards.map((g, floor) => ({
      floor,
      deck: drawOrder(g.deck).map((c) => tilePos(shape, floor * shape.area + c)),
      removed: g.removed.map((c) => tilePos(shape, floor * shape.area + c)),
    })),
    events: drawOrder(state.decks.event),
    tools: drawOrder(state.decks.tool),
    loot: drawOrder(state.decks.loot),
  };
}

/** A spectator's view of the finished heist with every tile face up; null while it is played. */
export function unveiledView(state: GameState): PlayerView | null {
  if (!over(state)) return null;
  const tiles = state.tiles.map((t) => (t.kind === 'void' || t.revealed ? t : { ...t, revealed: true }));
  return viewFor({ ...state, tiles }, null);
}
