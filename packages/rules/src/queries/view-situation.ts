/**
 * A Situation built from a PlayerView, so that queries over a view run the engine's own
 * predicates (situation.ts). Face-down tiles have no kind (null): nothing hidden is guessed.
 */
import { BOARD_SHAPES, tileIndex, wallKey } from '../geometry.js';
import type { Situation, SituationTile } from '../situation.js';
import type { PlayerView } from '../view.js';

const HIDDEN: SituationTile = {
  kind: null,
  revealed: false,
  num: 0,
  alarm: 0,
  hack: 0,
  open: false,
  crowbar: false,
  attempts: 0,
  stealth: 0,
  dice: 0,
  cracked: [],
};
const VOID: SituationTile = { ...HIDDEN, kind: 'void' };

// Views are replaced, never mutated: one situation per view object.
const cache = new WeakMap<PlayerView, Situation>();

export function situationOf(view: PlayerView): Situation {
  const cached = cache.get(view);
  if (cached) return cached;
  const shape = BOARD_SHAPES[view.scenario];
  const index = (p: { floor: number; col: number; row: number } | null) => (p ? tileIndex(shape, p) : -1);
  const tiles: SituationTile[] = new Array(shape.floors * shape.area).fill(VOID);
  for (const t of view.tiles) {
    tiles[index(t.at)] = t.revealed
      ? {
          kind: t.kind,
          revealed: true,
          num: t.num,
          alarm: t.alarm ? 1 : 0,
          hack: t.hack,
          open: t.open,
          crowbar: t.crowbar,
          attempts: t.attempts,
          stealth: t.stealth,
          dice: t.dice,
          cracked: t.cracked.map(index),
        }
      : HIDDEN;
  }
  const walls: number[][] = Array.from({ length: shape.floors }, () => []);
  for (const [a, b] of view.walls) {
    walls[a.floor]?.push(wallKey(a.row * shape.cols + a.col, b.row * shape.cols + b.col));
  }
  const s: Situation = {
    scenario: view.scenario,
    tiles,
    walls,
    guards: view.guards.map((g) => ({ placed: g.placed, tile: index(g.at) })),
    players: view.players.map((p) => ({
      character: p.character,
      side: p.side,
      tile: index(p.at),
      entered: p.entered,
      escaped: p.escaped,
      stealth: p.stealth,
      tools: p.tools,
      loot: p.loot,
      laptop: p.laptop,
      enteredThisTurn: (p.enteredThisTurn ?? []).map(index),
    })),
    turn: view.turn,
    links: view.links.map((l): [number, number] => [index(l.from), l.to === 'roof' ? -1 : index(l.to)]),
    effects: view.effects,
  };
  cache.set(view, s);
  return s;
}
