/**
 * Scenes for rule tests: a state in the spies' or security turn with only the pieces a test
 * places, built by editing a created game (plain data), then driven through apply().
 */
import type { Action } from '../actions.js';
import { apply } from '../engine.js';
import type { AsymErrorCode } from '../errors.js';
import type { AsymEvent } from '../events.js';
import { type Dir, parseCell } from '../geometry/cells.js';
import { mapById } from '../maps/index.js';
import type { MapDef } from '../maps/types.js';
import { createGame } from '../setup.js';
import type { AsymState, CameraKind, CameraState, RoleId, SpyCardId, UnitKind, UnitState } from '../types.js';
import { asymSetup } from './random-play.js';

export const MANSION = mapById('mansion') as MapDef;

export function c(name: string): number {
  const i = parseCell(MANSION, name);
  if (i < 0) throw new Error(`bad cell ${name}`);
  return i;
}

export interface BareOptions {
  spies?: number;
  roles?: RoleId[];
  hands?: SpyCardId[][];
  /** Document cells; the first is marked unless `marked` says otherwise. */
  docs?: string[];
  marked?: number;
  alarm?: number;
}

/** A game at the start of turn 1's spies' turn with no security pieces but the documents. */
export function bare(opts: BareOptions = {}): AsymState {
  const spies = opts.spies ?? 1;
  const created = createGame(asymSetup(spies, 'scene'));
  if (!created.ok) throw new Error(created.error.message);
  const s = created.state;
  const roles: RoleId[] = opts.roles ?? ['marksman', 'acrobat', 'technician'];
  s.spies.forEach((p, i) => {
    p.role = roles[i] ?? null;
    p.weapon = 'silenced';
    p.hand = opts.hands?.[i] ?? [];
    p.confirmed = true;
  });
  const docs = opts.docs ?? ['F2', 'G2', 'M2', 'N6'];
  s.documents = docs.map((d) => ({ cell: c(d), onTrue: true, onSec: true, revealedTurn: 0 }));
  s.marked = opts.marked ?? 0;
  if (opts.alarm !== undefined) {
    s.alarm = opts.alarm;
    s.minimum = Math.min(s.minimum, opts.alarm);
  }
  s.stage = 'spies';
  s.turn = 1;
  s.done = s.spies.map(() => false);
  return s;
}

export function addUnit(
  s: AsymState,
  kind: UnitKind,
  cell: string,
  direct: string[] = [],
  aim: Dir | null = null,
): UnitState {
  const u: UnitState = {
    id: s.nextId++,
    kind,
    cell: c(cell),
    civilian: kind === 'civilian' ? 1 : 0,
    direct: direct.map(c).sort((a, b) => a - b),
    aim,
    alive: true,
    onSecBoard: true,
    seen: [],
  };
  s.units.push(u);
  return u;
}

export function addCamera(
  s: AsymState,
  kind: CameraKind,
  cell: string,
  direct: string[],
  aim: Dir | null = null,
): CameraState {
  const cam: CameraState = {
    id: s.nextId++,
    kind,
    cell: c(cell),
    aim,
    direct: [...new Set([c(cell), ...direct.map(c)])].sort((a, b) => a - b),
    watching: true,
    destroyed: false,
    knownDestroyed: false,
    jammedUntil: 0,
    seen: [],
  };
  s.cameras.push(cam);
  return cam;
}

export function putSpy(
  s: AsymState,
  seat: number,
  cell: string,
  posture: 'standing' | 'prone' = 'standing',
): void {
  const p = s.spies[seat - 1];
  if (!p) throw new Error(`no spy ${seat}`);
  p.status = 'onBoard';
  p.cell = c(cell);
  p.posture = posture;
}

/**
 * Issue 29's case: turn 3 of two spies; spy 1 camouflaged on `token`, an ordinary unit on Q12
 * viewing Q13, spy 2 on C12. On the unit's cell, spy 1's `beginAction` owes the emerge prompt.
 */
export function camouflagedUnderWatch(token: string): AsymState {
  const s = bare({ spies: 2 });
  s.turn = 3;
  addUnit(s, 'ordinary', 'Q12', ['Q12', 'Q13'], 'S');
  putSpy(s, 1, token);
  (s.spies[0] as AsymState['spies'][number]).camouflaged = true;
  putSpy(s, 2, 'C12');
  return s;
}

/** Moves a scene to the security turn, at a phase awaiting input (2, 5 or 6). */
export function toSecurity(s: AsymState, phase: 2 | 5 | 6, n = s.alarm): void {
  s.stage = 'security';
  s.phase = phase;
  s.secTurn = {
    n,
    doubleShift: 0,
    used: 0,
    activated: [],
    plays: [],
    alarmLinked: 0,
    forcedMarch: [],
    reinforcements: 0,
  };
  s.done = s.spies.map(() => true);
}

export interface Step {
  state: AsymState;
  events: AsymEvent[];
}

/** Applies an input that must be accepted. */
export function act(s: AsymState, seat: number, action: Action): Step {
  const r = apply(s, seat, action);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  return { state: r.state, events: r.events };
}

/** Applies several inputs of one seat in order. */
export function acts(s: AsymState, seat: number, actions: Action[]): Step {
  let state = s;
  const events: AsymEvent[] = [];
  for (const a of actions) {
    const r = act(state, seat, a);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** The error code of an input that must be refused. */
export function refused(s: AsymState, seat: number, action: Action): AsymErrorCode {
  const r = apply(s, seat, action);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
  return r.error.code;
}

export const types = (events: AsymEvent[]) => events.map((e) => e.type);
export const ofType = <T extends AsymEvent['type']>(events: AsymEvent[], type: T) =>
  events.filter((e): e is Extract<AsymEvent, { type: T }> => e.type === type);
