/**
 * Copies the public view of a game (viewFor(state, null)) into the schema. Only the
 * spectator's view is ever projected, so nothing in the schema is secret for anyone.
 */
import type { DomainEvent, PlayerView, Pos } from '@safecrackers/rules';
import {
  type GameSchema,
  GuardSchema,
  InFrontSchema,
  LinkSchema,
  LogEntrySchema,
  PlayerSchema,
  PosSchema,
  TileSchema,
  WallSchema,
} from './gameState.js';
import { assign, syncList, syncNumberMap, syncPrimitives } from './sync.js';

const NONE = { floor: -1, col: -1, row: -1 };

function setPos(target: PosSchema, pos: Pos | null): void {
  assign(target, pos ? { floor: pos.floor, col: pos.col, row: pos.row } : NONE);
}

const newPos = () => new PosSchema();

/** `canUndo` is the current seat's (a spectator's view always says false). */
export function projectView(view: PlayerView, game: GameSchema, canUndo: boolean): void {
  if (view.viewer !== null) throw new Error('only the spectator view may be projected into public state');
  assign(game, {
    scenario: view.scenario,
    phase: view.phase,
    outcome: view.outcome,
    lossReason: view.lossReason ?? '',
    cols: view.board.cols,
    rows: view.board.rows,
    floors: view.board.floors,
    canUndo,
  });
  setPos(game.void, view.board.void ? { floor: 0, ...view.board.void } : null);

  syncList(
    game.tiles,
    view.tiles,
    () => new TileSchema(),
    (tile, t) => {
      assign(tile, {
        floor: t.at.floor,
        col: t.at.col,
        row: t.at.row,
        revealed: t.revealed,
        downstairs: t.downstairs,
      });
      if (!t.revealed) {
        assign(tile, { kind: '', num: 0, alarm: false, hack: 0, dice: 0, open: false, stealth: 0 });
        assign(tile, { crowbar: false, labTaken: false, attempts: 0 });
        syncList(tile.cracked, [], newPos, setPos);
        syncPrimitives(tile.tools, []);
        syncPrimitives(tile.loot, []);
        return;
      }
      assign(tile, {
        kind: t.kind,
        num: t.num,
        alarm: t.alarm,
        hack: t.hack,
        dice: t.dice,
        open: t.open,
        stealth: t.stealth,
        crowbar: t.crowbar,
        labTaken: t.labTaken,
        attempts: t.attempts,
      });
      syncList(tile.cracked, t.cracked, newPos, setPos);
      syncPrimitives(tile.tools, t.tools);
      syncPrimitives(tile.loot, t.loot);
    },
  );

  syncList(
    game.walls,
    view.walls,
    () => new WallSchema(),
    (wall, [a, b]) => {
      setPos(wall.a, a);
      setPos(wall.b, b);
    },
  );

  syncList(
    game.guards,
    view.guards,
    () => new GuardSchema(),
    (guard, g) => {
      assign(guard, {
        floor: g.floor,
        placed: g.placed,
        speed: g.speed,
        points: g.points,
        deckSize: g.deckSize,
        removedCount: g.removedCount,
        donuts: g.donuts,
      });
      setPos(guard.at, g.at);
      setPos(guard.dest, g.dest);
      syncList(guard.discard, g.discard, newPos, setPos);
    },
  );

  syncList(
    game.players,
    view.players,
    () => new PlayerSchema(),
    (player, p) => {
      assign(player, {
        seat: p.seat,
        name: p.name,
        character: p.character,
        side: p.side,
        entered: p.entered,
        escaped: p.escaped,
        stealth: p.stealth,
        laptop: p.laptop,
        carriedAlarms: p.carriedAlarms,
      });
      setPos(player.at, p.at);
      syncPrimitives(player.tools, p.tools);
      syncPrimitives(player.loot, p.loot);
    },
  );

  const t = view.turn;
  assign(game.turn, {
    seat: t.seat,
    number: t.number,
    allowance: t.allowance,
    used: t.used,
    remaining: t.remaining,
    actionsOver: t.actionsOver,
  });
  syncNumberMap(game.turn.flags, t.flags);

  const d = view.decks;
  assign(game.decks, { event: d.event, tool: d.tool, loot: d.loot, goldBarAside: d.goldBarAside });
  syncPrimitives(game.decks.eventDiscard, d.eventDiscard);
  syncPrimitives(game.decks.toolDiscard, d.toolDiscard);
  syncList(
    game.decks.inFront,
    d.inFront,
    () => new InFrontSchema(),
    (entry, c) => assign(entry, c),
  );

  const e = view.effects;
  assign(game.effects, {
    invisibleSuit: e.invisibleSuit,
    espresso: e.espresso,
    daydreaming: e.daydreaming,
    shiftChange: e.shiftChange,
  });
  syncPrimitives(game.effects.emp, e.emp);
  syncPrimitives(game.effects.videoLoop, e.videoLoop);
  syncPrimitives(game.effects.timeLock, e.timeLock);
  syncPrimitives(game.effects.gymnastics, e.gymnastics);
  syncPrimitives(game.effects.headsUp, e.headsUp);
  syncPrimitives(game.effects.jumpTheGun, e.jumpTheGun);

  setPos(game.entrance, view.entrance);
  setPos(game.crow, view.crow);
  setPos(game.kitty, view.kitty);
  syncList(
    game.links,
    view.links,
    () => new LinkSchema(),
    (link, l) => {
      setPos(link.from, l.from);
      setPos(link.to, l.to === 'roof' ? null : l.to);
      assign(link, { roof: l.to === 'roof' });
    },
  );

  assign(
    game.prompt,
    view.prompt
      ? { kind: view.prompt.kind, seat: view.prompt.seat, json: JSON.stringify(view.prompt) }
      : { kind: '', seat: -1, json: '' },
  );
  assign(game.stats, { ...view.stats });
}

/** Appends public events to the log tail, dropping the oldest beyond `limit`. */
export function appendLog(
  game: GameSchema,
  events: readonly DomainEvent[],
  version: number,
  limit: number,
): void {
  let seq = game.log.length > 0 ? game.log[game.log.length - 1]!.seq : 0;
  for (const event of events) {
    const entry = new LogEntrySchema();
    assign(entry, { seq: ++seq, version, type: event.type, json: JSON.stringify(event) });
    game.log.push(entry);
  }
  const excess = game.log.length - limit;
  if (excess > 0) game.log.splice(0, excess);
}
