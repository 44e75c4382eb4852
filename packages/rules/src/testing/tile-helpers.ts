/**
 * Helpers for the tile and guard tests (R6, R7): a neutral board, position names for events,
 * and short queries over legal actions. Built only on Scene and the public engine API.
 */
import type { Action } from '../actions.js';
import type { DomainEvent } from '../events.js';
import type { Pos } from '../types.js';
import { eventsOf, name, Scene, type SceneOptions } from './scene.js';

export interface BoardOptions extends SceneOptions {
  /** Floor 1 guard tile and destination (default 1:D4 -> 1:D3). */
  guard?: [string, string];
}

/**
 * A scene where every tile but seat 0's entrance is a face-down Secret Door (neutral once
 * revealed when there are no walls), the entrance 1:A1 is a revealed Secret Door, walls are
 * removed unless `noWalls: false`, and the floor 1 guard stands at 1:D4 heading to 1:D3.
 */
export function board(opts: BoardOptions = {}): Scene {
  const s = new Scene({ noWalls: true, ...opts });
  s.hideAll('secret-door');
  const start = s.where(0) ?? '1:A1';
  s.setTile(start, 'secret-door');
  const [g, d] = opts.guard ?? ['1:D4', '1:D3'];
  s.guard(0, g, d);
  return s;
}

/** Counted actions high enough that ending the turn draws no event (R4.5). */
export function noEvent(s: Scene): Scene {
  s.state.turn.counted = 4;
  return s;
}

/** Ends seat's actions without an event draw. */
export function endQuietly(s: Scene): DomainEvent[] {
  noEvent(s);
  return s.end();
}

export function posNames(list: Pos[]): string[] {
  return list.map(name);
}

/** The targets of every legal move of a seat, as '1:B2' names, sorted. */
export function moveTargets(s: Scene, seat = 0): string[] {
  return s
    .legal(seat)
    .flatMap((a: Action) => (a.type === 'move' ? [name(a.to)] : []))
    .sort();
}

/** The targets of every legal peek of a seat, as names, sorted. */
export function peekTargetNames(s: Scene, seat = 0): string[] {
  return s
    .legal(seat)
    .flatMap((a: Action) => (a.type === 'peek' ? [name(a.at)] : []))
    .sort();
}

export function hasAction(s: Scene, type: Action['type'], seat = 0): boolean {
  return s.legal(seat).some((a) => a.type === type);
}

/** Alarm tiles triggered in these events, as names. */
export function alarmsIn(events: DomainEvent[]): string[] {
  return eventsOf(events, 'alarmTriggered').map((e) => name(e.at));
}

/** Tiles of the whole building that hold an alarm token, as names, sorted. */
export function alarmTiles(s: Scene): string[] {
  const out: string[] = [];
  s.state.tiles.forEach((t, i) => {
    if (t.alarm > 0) {
      const area = s.shape.area;
      const floor = Math.floor(i / area);
      const local = i % area;
      out.push(name({ floor, col: local % s.shape.cols, row: Math.floor(local / s.shape.cols) }));
    }
  });
  return out.sort();
}

/** stealthLost events as [seat, from, cause]. */
export function losses(events: DomainEvent[]): Array<[number, 'supply' | 'tile', string]> {
  return eventsOf(events, 'stealthLost').map((e) => [e.seat, e.from, e.cause]);
}

/** Each guardMoved event as its floor's names: [from, ...path]. */
export function guardWalks(events: DomainEvent[]): string[][] {
  return eventsOf(events, 'guardMoved').map((e) => [name(e.from), ...e.path.map(name)]);
}
