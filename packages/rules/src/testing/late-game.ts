/** Arranged late-game states for property tests: much of the game's content in play at once. */
import { apply } from '../engine.js';
import { BOARD_SHAPES } from '../geometry.js';
import { randomInt, type seedRng } from '../rng.js';
import { createGame } from '../setup.js';
import type { GameSetup, GameState, LootCard } from '../types.js';

type Rng = ReturnType<typeof seedRng>;

/**
 * A late-game state reached by arrangement: every tile revealed (with its reveal effects),
 * every safe open (sometimes one left closed with 6 dice and its combination half cracked),
 * some loot in hands or lying on tiles, every character entered on the top floor, every guard
 * placed. Patrol decks and every card pile stay consistent.
 */
export function lateGame(setup: GameSetup, rng: Rng): GameState {
  const start = createGame(setup);
  const entrance = start.pending?.prompt.kind === 'entrance' ? start.pending.prompt.options[0] : undefined;
  const r = apply(start, 0, {
    type: 'answer',
    kind: 'entrance',
    at: entrance as NonNullable<typeof entrance>,
  });
  if (!r.ok) throw new Error(r.error.code);
  const s = JSON.parse(JSON.stringify(r.state)) as GameState;
  const shape = BOARD_SHAPES[s.scenario];
  const top = shape.floors - 1;
  const rooms = s.tiles.flatMap((t, i) => (t.kind === 'void' ? [] : [i]));
  s.tiles.forEach((t, i) => {
    if (t.kind === 'void' || t.revealed) return;
    t.revealed = true;
    if (t.kind === 'lavatory') t.stealth = 3;
    if (t.kind === 'stairs' && Math.floor(i / shape.area) < top)
      (s.tiles[i + shape.area] as typeof t).downstairs = true;
  });
  const safes = s.tiles.flatMap((t, i) => (t.kind === 'safe' ? [i] : []));
  for (const i of safes) (s.tiles[i] as GameState['tiles'][number]).open = true;
  if (randomInt(rng, 3) === 0) {
    const last = s.tiles[safes[safes.length - 1] as number] as GameState['tiles'][number];
    last.open = false;
    last.dice = 6;
  }
  const anyRoom = () => rooms[randomInt(rng, rooms.length)] as number;
  const onTop = rooms.filter((i) => Math.floor(i / shape.area) === top);
  const bars = (cards: LootCard[]) => cards.filter((c) => c === 'gold-bar' || c === 'gold-bar#1').length;
  for (let k = randomInt(rng, 6); k > 0 && s.decks.loot.length > 0; k--) {
    const card = s.decks.loot.pop() as LootCard;
    const p = s.players[randomInt(rng, s.players.length)];
    const toTile = randomInt(rng, 4) === 0 || !p || (bars([card]) > 0 && bars(p.loot) > 0);
    if (toTile) s.tiles[anyRoom()]?.loot.push(card);
    else p.loot.push(card);
    if (card === 'gold-bar' && s.decks.goldBarAside) {
      s.decks.goldBarAside = false;
      s.tiles[anyRoom()]?.loot.push('gold-bar#1');
    }
  }
  for (const p of s.players) {
    p.entered = true;
    p.tile = onTop[randomInt(rng, onTop.length)] as number;
  }
  s.turn.stood = [s.players[0]?.tile as number];
  s.guards.forEach((g, f) => {
    if (g.placed) return;
    const cells = rooms.filter((i) => Math.floor(i / shape.area) === f);
    g.placed = true;
    g.tile = cells[randomInt(rng, cells.length)] as number;
    g.dest = cells.find((c) => c !== g.tile) as number;
  });
  return s;
}
