/**
 * The mansion board as the scene draws it, from one update: the security board (security,
 * spectators, and a spy asking "what security sees") or the true board (a spy). Pure: the
 * scene only draws what this says. Also the cell targets of the legal inputs, and the risk of
 * a cell for a spy (in a watch, A-R6).
 */
import type { Action, SecurityView, TrueBoardView } from '@safecrackers/asym-rules';
import type { AsymUpdatePayload } from '@safecrackers/protocol/wire';
import { type Cone, conesOf } from './viewCones.js';

export interface Figure {
  id: string;
  kind: string;
  cell: string;
  /** Dead but not yet known to security (true board), or a spy figure's state. */
  state: 'ok' | 'dead' | 'prone' | 'camouflaged';
  label: string;
  colour: 'unit' | 'civilian' | 'dog' | 'spy';
  seat?: number;
  /** The cells it went through to get here (the dog's last run), start first. */
  path?: string[];
}

export interface MansionModel {
  truth: boolean;
  figures: Figure[];
  /** Every watched cell (direct and extended), and the direct ones. */
  watched: Set<string>;
  direct: Set<string>;
  /** Each viewer's watch as a wedge along its facing. */
  cones: Cone[];
  lit: Set<string>;
  cameras: Array<{ id: number; cell: string; destroyed: boolean; perimeter: boolean }>;
  lamps: Array<{ id: string; cell: string; lit: boolean; destroyed: boolean }>;
  openings: Map<string, { state: 'locked' | 'open' | null; breach: boolean }>;
  cutWires: Array<[string, string]>;
  alarmTokens: Array<{ opening: string; spent: boolean }>;
  bugs: Array<{ cell: string; spent: boolean }>;
  documents: Array<{ cell: string; marked: boolean | null }>;
  noise: string[];
  bodies: string[];
  lure: string | null;
  dogPath: string[];
  sightings: Array<{ seat: number; cell: string }>;
  generatorsOut: string[];
}

function watchesOf(list: Array<{ watch: { direct: string[]; cells: string[] } }>) {
  const watched = new Set<string>();
  const direct = new Set<string>();
  for (const x of list) {
    for (const c of x.watch.cells) watched.add(c);
    for (const c of x.watch.direct) direct.add(c);
  }
  return { watched, direct };
}

/** What to draw: the true board when `truth` and the update has it, else the security board. */
export function mansionModel(u: AsymUpdatePayload, truth: boolean): MansionModel {
  const board = truth ? u.overlay?.board : undefined;
  return board ? trueModel(u, board) : securityModel(u.view);
}

function securityModel(v: SecurityView): MansionModel {
  const { watched, direct } = watchesOf([...v.units, ...v.cameras, ...v.perimeterCameras]);
  return {
    truth: false,
    figures: [
      ...v.units.map((x) => unitFigure(x.id, x.kind, x.cell, true)),
      ...(v.dog ? [dogFigure(v.dog.cell, v.dog.path)] : []),
    ],
    watched,
    direct,
    cones: conesOf([...v.units, ...v.cameras.filter((c) => !v.destroyedCameras.includes(c.id))]),
    lit: new Set(),
    cameras: [
      ...v.cameras.map((c) => ({
        id: c.id,
        cell: c.cell,
        destroyed: v.destroyedCameras.includes(c.id),
        perimeter: false,
      })),
      ...v.perimeterCameras.map((c) => ({
        id: c.id,
        cell: c.cell,
        destroyed: v.destroyedCameras.includes(c.id),
        perimeter: true,
      })),
    ],
    lamps: v.lamps,
    openings: new Map(v.openings.map((o) => [o.id, { state: o.state, breach: o.breach }])),
    cutWires: v.cutWires,
    alarmTokens: v.alarmTokens.map((a) => ({ opening: a.opening, spent: a.spent })),
    bugs: v.bugs.map((b) => ({ cell: b.cell, spent: b.spent })),
    documents: v.documents.map((cell) => ({ cell, marked: null })),
    noise: v.noise,
    bodies: [],
    lure: null,
    dogPath: v.dog?.path ?? [],
    sightings: v.spies.flatMap((s) => (s.lastSighting ? [{ seat: s.seat, cell: s.lastSighting.cell }] : [])),
    generatorsOut: v.generators.filter((g) => g.out).map((g) => g.id),
  };
}

function trueModel(u: AsymUpdatePayload, b: TrueBoardView): MansionModel {
  const o = u.overlay!;
  const { watched, direct } = watchesOf([
    ...b.units.filter((x) => x.alive),
    ...b.cameras,
    ...b.perimeterCameras,
  ]);
  const known = new Map(o.knownDocuments.map((d) => [d.cell, d.marked]));
  const cameraCell = new Map(u.view.perimeterCameras.map((p) => [p.id, p.cell]));
  return {
    truth: true,
    figures: [
      ...b.units.filter((x) => x.alive).map((x) => unitFigure(x.id, x.kind, x.cell, true)),
      ...(b.dog ? [dogFigure(b.dog.cell, u.view.dog?.path ?? [])] : []),
      ...o.spies.flatMap((s): Figure[] =>
        s.cell && (s.status === 'onBoard' || s.camouflaged)
          ? [
              {
                id: `spy${s.seat}`,
                kind: s.role ?? 'spy',
                cell: s.cell,
                state: s.camouflaged ? 'camouflaged' : s.posture === 'prone' ? 'prone' : 'ok',
                label: String(s.seat),
                colour: 'spy',
                seat: s.seat,
              },
            ]
          : [],
      ),
    ],
    watched,
    direct,
    cones: conesOf([...b.units.filter((x) => x.alive), ...b.cameras.filter((c) => !c.destroyed)]),
    lit: new Set(b.lit),
    cameras: [
      ...b.cameras.map((c) => ({ id: c.id, cell: c.cell, destroyed: c.destroyed, perimeter: false })),
      ...b.perimeterCameras.map((c) => ({
        id: c.id,
        cell: cameraCell.get(c.id) ?? 'A1',
        destroyed: c.destroyed,
        perimeter: true,
      })),
    ],
    lamps: b.lamps,
    openings: new Map(b.openings.map((x) => [x.id, { state: x.state, breach: x.breach }])),
    cutWires: b.cutWires,
    alarmTokens: b.alarmTokens.map((a) => ({ opening: a.opening, spent: a.spent || a.disarmed })),
    bugs: b.bugs.map((x) => ({ cell: x.cell, spent: x.spent || x.disarmed })),
    documents: b.documents.map((cell) => ({ cell, marked: known.get(cell) ?? null })),
    noise: b.noise,
    bodies: b.bodies.filter((x) => x.carriedBy === null).map((x) => x.cell),
    lure: b.lure,
    dogPath: u.view.dog?.path ?? [],
    sightings: [],
    generatorsOut: b.generators.filter((g) => g.out).map((g) => g.id),
  };
}

function unitFigure(id: number, kind: string, cell: string, alive: boolean): Figure {
  return {
    id: `u${id}`,
    kind,
    cell,
    state: alive ? 'ok' : 'dead',
    label: String(id),
    colour: kind === 'civilian' ? 'civilian' : 'unit',
  };
}

function dogFigure(cell: string, path: string[]): Figure {
  return { id: 'dog', kind: 'dog', cell, state: 'ok', label: 'D', colour: 'dog', path };
}

/** The cell an input is about, when it is about one. */
export function cellOfAction(a: Action): string | null {
  const x = a as Record<string, unknown>;
  if (typeof x.to === 'string' && a.type !== 'unitDoor') return x.to;
  if (typeof x.cell === 'string') return x.cell;
  return null;
}

/** Legal inputs that name a cell, by cell: the board offers them on click. */
export function cellTargets(legal: readonly Action[]): Map<string, Action[]> {
  const byCell = new Map<string, Action[]>();
  for (const a of legal) {
    const cell = cellOfAction(a);
    if (!cell) continue;
    const list = byCell.get(cell) ?? [];
    list.push(a);
    byCell.set(cell, list);
  }
  return byCell;
}

/** Legal inputs the panel offers as buttons (those that name no cell). */
export function buttonActions(legal: readonly Action[]): Action[] {
  return legal.filter((a) => cellOfAction(a) === null);
}
