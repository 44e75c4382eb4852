/**
 * The 13 tools (R9.2). Each rule lists its legal uses (targets filled in) and applies one.
 * A use is legal exactly when it is among `uses`, so legalActions and apply always agree.
 */
import type { Direction, Intent, Vertical } from '../actions.js';
import { removeAlarm, triggerAlarm } from '../alarms.js';
import { floorOfTile, openNeighbours, seatsOn, topFloor, vertical } from '../board.js';
import { DIRECTIONS, localOf, voidWalls, wallCells, wallKey } from '../geometry.js';
import { reveal } from '../reveal.js';
import type { Ctx } from '../state.js';
import { gainStealth } from '../stealth.js';
import type { EventId, ToolId } from '../types.js';
import { ALARM_TILES } from './loot.js';

export type UseTool = Extract<Intent, { type: 'useTool' }>;

export interface ToolRule {
  uses(ctx: Ctx, seat: number): UseTool[];
  /** Applies a use already checked against `uses`. Returns false when the card is not discarded. */
  apply(ctx: Ctx, seat: number, use: UseTool): boolean | undefined;
}

const CROWBAR_TARGETS = new Set(['camera', 'deadbolt', 'keypad', ...ALARM_TILES]);

function tileOf(ctx: Ctx, seat: number): number {
  return ctx.s.players[seat]?.tile ?? -1;
}

function target(ctx: Ctx, use: UseTool): number {
  const at = use.at;
  if (!at) return -1;
  return at.floor * ctx.shape.area + at.row * ctx.shape.cols + at.col;
}

/** The wall on `dir` of a tile, if it is one Dynamite may remove (D50). */
function removableWall(ctx: Ctx, tile: number, dir: Direction): number {
  const d = DIRECTIONS.find((x) => x.name === dir);
  if (!d) return -1;
  const floor = floorOfTile(ctx, tile);
  const local = localOf(ctx.shape, tile);
  const col = (local % ctx.shape.cols) + d.dc;
  const row = Math.floor(local / ctx.shape.cols) + d.dr;
  if (col < 0 || row < 0 || col >= ctx.shape.cols || row >= ctx.shape.rows) return -1;
  const key = wallKey(local, row * ctx.shape.cols + col);
  const walls = ctx.s.walls[floor] as readonly number[];
  if (!walls.includes(key) || voidWalls(ctx.shape).includes(key)) return -1;
  return key;
}

export const TOOL_RULES: Record<ToolId, ToolRule> = {
  blueprints: {
    uses: (ctx) =>
      ctx.s.tiles.flatMap((t, i) =>
        t.kind !== 'void' && !t.revealed
          ? [{ type: 'useTool', tool: 'blueprints', at: ctx.pos(i) } as UseTool]
          : [],
      ),
    apply(ctx, _seat, use) {
      reveal(ctx, target(ctx, use), 'effect');
      return true;
    },
  },
  crowbar: {
    uses(ctx, seat) {
      const here = tileOf(ctx, seat);
      const near = [...openNeighbours(ctx, here), vertical(ctx, here, 1), vertical(ctx, here, -1)];
      return near
        .filter((i) => {
          if (i < 0) return false;
          const t = ctx.tile(i);
          return t.revealed && !t.crowbar && CROWBAR_TARGETS.has(t.kind);
        })
        .map((i) => ({ type: 'useTool', tool: 'crowbar', at: ctx.pos(i) }));
    },
    apply(ctx, _seat, use) {
      const i = target(ctx, use);
      ctx.mutTile(i).crowbar = true;
      ctx.emit({ type: 'tileDisabled', at: ctx.pos(i) });
      return true;
    },
  },
  'crystal-ball': {
    uses: (ctx) => (ctx.s.decks.event.length > 0 ? [{ type: 'useTool', tool: 'crystal-ball' }] : []),
    apply(ctx, seat) {
      const top = ctx.s.decks.event.slice(-3).reverse();
      ctx.emit({ type: 'cardsSeen', seat, deck: 'event', floor: -1, cards: top, audience: 'players' });
      const answer = ctx.ask({ kind: 'order', seat, cards: top });
      const order: EventId[] = answer.cards;
      const deck = ctx.mutDecks().event;
      deck.splice(deck.length - top.length, top.length, ...order.slice().reverse());
      ctx.emit({ type: 'cardsOrdered', seat, deck: 'event', cards: order.slice(), audience: 'players' });
      return true;
    },
  },
  donuts: {
    uses: (ctx) =>
      ctx.s.guards.flatMap((g, floor) =>
        g.placed && !g.donuts ? [{ type: 'useTool', tool: 'donuts', floor } as UseTool] : [],
      ),
    apply(ctx, _seat, use) {
      const floor = use.floor as number;
      ctx.mutGuard(floor).donuts = true;
      ctx.emit({ type: 'donutsPlaced', floor });
      return false;
    },
  },
  dynamite: {
    uses(ctx, seat) {
      const here = tileOf(ctx, seat);
      return DIRECTIONS.filter((d) => removableWall(ctx, here, d.name) >= 0).map((d) => ({
        type: 'useTool',
        tool: 'dynamite',
        dir: d.name,
      }));
    },
    apply(ctx, seat, use) {
      const here = tileOf(ctx, seat);
      const key = removableWall(ctx, here, use.dir as Direction);
      const floor = floorOfTile(ctx, here);
      const walls = ctx.mutWalls();
      walls[floor] = (walls[floor] as number[]).filter((k) => k !== key);
      const base = floor * ctx.shape.area;
      const [a, b] = wallCells(key);
      ctx.emit({ type: 'wallRemoved', floor, a: ctx.pos(base + a), b: ctx.pos(base + b) });
      triggerAlarm(ctx, here, 'dynamite');
      return true;
    },
  },
  emp: {
    uses: () => [{ type: 'useTool', tool: 'emp' }],
    apply(ctx, seat) {
      for (let i = 0; i < ctx.s.tiles.length; i++)
        if (ctx.tile(i).alarm > 0) removeAlarm(ctx, i, 'emp', false);
      ctx.mutEffects().emp.push(seat);
      ctx.emit({ type: 'effectStarted', seat, card: 'emp', target: null });
      return true;
    },
  },
  'invisible-suit': {
    uses: () => [{ type: 'useTool', tool: 'invisible-suit' }],
    apply(ctx, seat) {
      ctx.mutTurn().allowance += 1;
      ctx.mutEffects().invisibleSuit = true;
      ctx.emit({ type: 'actionsGained', seat, amount: 1, allowance: ctx.s.turn.allowance });
      ctx.emit({ type: 'effectStarted', seat, card: 'invisible-suit', target: null });
      return true;
    },
  },
  'makeup-kit': {
    uses: () => [{ type: 'useTool', tool: 'makeup-kit' }],
    apply(ctx, seat) {
      for (const s of seatsOn(ctx.s, tileOf(ctx, seat))) gainStealth(ctx, s, 1);
      return true;
    },
  },
  rollerskates: {
    uses: () => [{ type: 'useTool', tool: 'rollerskates' }],
    apply(ctx, seat) {
      ctx.mutTurn().allowance += 2;
      ctx.emit({ type: 'actionsGained', seat, amount: 2, allowance: ctx.s.turn.allowance });
      return true;
    },
  },
  'smoke-bomb': {
    uses: () => [{ type: 'useTool', tool: 'smoke-bomb' }],
    apply(ctx, seat) {
      const here = tileOf(ctx, seat);
      ctx.mutTile(here).stealth += 3;
      ctx.emit({ type: 'tileStealthAdded', at: ctx.pos(here), tokens: 3 });
      return true;
    },
  },
  // Used only through the Crack safe prompt (R5.8 step 2, D71).
  stethoscope: { uses: () => [], apply: () => false },
  'thermal-bomb': {
    uses(ctx, seat) {
      const here = tileOf(ctx, seat);
      const out: UseTool[] = [];
      const linked = (a: number, b: number) => ctx.s.links.some(([l, u]) => l === a && u === b);
      const above = vertical(ctx, here, 1);
      const top = floorOfTile(ctx, here) === topFloor(ctx);
      if (top ? !linked(here, -1) : !linked(here, above))
        out.push({ type: 'useTool', tool: 'thermal-bomb', dir: 'up' });
      const below = vertical(ctx, here, -1);
      if (below >= 0 && !linked(below, here))
        out.push({ type: 'useTool', tool: 'thermal-bomb', dir: 'down' });
      return out;
    },
    apply(ctx, seat, use) {
      const here = tileOf(ctx, seat);
      const dir = use.dir as Vertical;
      if (dir === 'up') {
        const above = vertical(ctx, here, 1);
        ctx.setLinks([...ctx.s.links, [here, above]]);
        ctx.emit({ type: 'linkCreated', from: ctx.pos(here), to: above < 0 ? 'roof' : ctx.pos(above) });
      } else {
        const below = vertical(ctx, here, -1);
        ctx.setLinks([...ctx.s.links, [below, here]]);
        ctx.emit({ type: 'linkCreated', from: ctx.pos(here), to: ctx.pos(below) });
      }
      triggerAlarm(ctx, here, 'thermal-bomb');
      return true;
    },
  },
  virus: {
    uses: (ctx) =>
      ctx.s.tiles.flatMap((t, i) =>
        t.revealed && t.kind.startsWith('computer-') && t.hack < 6
          ? [{ type: 'useTool', tool: 'virus', at: ctx.pos(i) } as UseTool]
          : [],
      ),
    apply(ctx, seat, use) {
      const i = target(ctx, use);
      const t = ctx.mutTile(i);
      t.hack = Math.min(6, t.hack + 3);
      ctx.emit({ type: 'hacked', seat, at: ctx.pos(i), tokens: t.hack });
      return true;
    },
  },
};
