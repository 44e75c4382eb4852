/**
 * Helpers for the character tests (R8): a neutral board, wall layouts by name, and short
 * queries over legal actions and events. Built only on Scene and the public engine API.
 */
import type { Action, Intent } from '../actions.js';
import type { DomainEvent } from '../events.js';
import { wallCells, wallKey } from '../geometry.js';
import type { Pos, TileKind } from '../types.js';
import { at, eventsOf, name, Scene, type SceneOptions } from './scene.js';

export interface CrewOptions extends SceneOptions {
  /** Floor 1 guard tile and destination (default 1:D4 -> 1:D3). */
  guard?: [string, string];
  /** Face-down filler kind for every tile nobody stands on (default a Secret Door). */
  fill?: TileKind;
}

/**
 * A scene with no walls (unless `noWalls: false`) where every tile nobody stands on is a
 * face-down Secret Door (neutral without walls), seat 0 stands on a revealed Secret Door at the
 * entrance, the floor 1 guard stands at 1:D4 heading to 1:D3, and the event deck holds only
 * Heads Up (harmless to what these tests check).
 */
export function crew(opts: CrewOptions = {}): Scene {
  const s = new Scene({ noWalls: true, ...opts });
  const fill = opts.fill ?? 'secret-door';
  s.hideAll(fill);
  s.setTile(s.where(0) ?? '1:A1', fill);
  const [g, d] = opts.guard ?? ['1:D4', '1:D3'];
  s.guard(0, g, d);
  s.eventDeck(['heads-up', 'heads-up', 'heads-up', 'heads-up', 'heads-up', 'heads-up']);
  return s;
}

/** Replaces the walls of one floor (1-based, as in '2:B1') by walls named 'A1|B1'. */
export function walls(s: Scene, floor: number, labels: string[]): Scene {
  const keys = labels.map((label) => {
    const [a, b] = label.split('|') as [string, string];
    const pa = at(`${floor}:${a}`);
    const pb = at(`${floor}:${b}`);
    return wallKey(pa.row * s.shape.cols + pa.col, pb.row * s.shape.cols + pb.col);
  });
  const v = s.shape.voidCell;
  const voidKeys = (s.state.walls[floor - 1] ?? []).filter((k) => {
    const [a, b] = wallCells(k);
    return a === v || b === v;
  });
  s.state.walls = s.state.walls.map((w, f) => (f === floor - 1 ? [...voidKeys, ...keys] : w));
  return s;
}

/** Counted actions high enough that ending the turn draws no event (R4.5). */
export function quiet(s: Scene): Scene {
  s.state.turn.counted = 9;
  return s;
}

/** Legal inputs of one type for a seat. */
export function uses<T extends Action['type']>(
  s: Scene,
  type: T,
  seat = 0,
): Array<Extract<Action, { type: T }>> {
  return s.legal(seat).filter((a): a is Extract<Action, { type: T }> => a.type === type);
}

/** The `at`/`to` targets of the legal inputs of one type, as '1:B2' names, sorted. */
export function targets(s: Scene, type: Intent['type'], seat = 0): string[] {
  return uses(s, type, seat)
    .map((a) => {
      const p = (a as { at?: Pos; to?: Pos }).at ?? (a as { to?: Pos }).to;
      return p ? name(p) : '';
    })
    .sort();
}

export function posNames(list: Pos[]): string[] {
  return list.map(name);
}

/** The names of the tiles where alarms were triggered in these events. */
export function alarmsIn(events: DomainEvent[]): string[] {
  return eventsOf(events, 'alarmTriggered').map((e) => name(e.at));
}

/** Every tile that holds an alarm token, as names in tile order. */
export function alarmTiles(s: Scene): string[] {
  const out: string[] = [];
  s.state.tiles.forEach((t, i) => {
    if (t.alarm <= 0) return;
    const floor = Math.floor(i / s.shape.area);
    const local = i % s.shape.area;
    out.push(name({ floor, col: local % s.shape.cols, row: Math.floor(local / s.shape.cols) }));
  });
  return out;
}

/** Stealth lost in these events, as [seat, cause, from] triples. */
export function losses(events: DomainEvent[]): Array<[number, string, string]> {
  return eventsOf(events, 'stealthLost').map((e) => [e.seat, e.cause, e.from]);
}

export function abilityUses(events: DomainEvent[], ability: string): number {
  return eventsOf(events, 'abilityUsed').filter((e) => e.ability === ability).length;
}
