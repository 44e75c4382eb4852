/**
 * viewFor(state, seat | null) (A-R15.1, A-R15.2, A-R15.4). Seat 0 and spectators (null)
 * receive the security view, built from the security board alone: watches are computed from
 * its own lamps, doors and breaches (A-R6.4, A-D93). Spy seats receive the true board, the
 * security view beside it, every spy's details and their own prompt; never which unrevealed
 * document is marked, nor the generator's state.
 */
import { Ctx } from './ctx.js';
import { type CellName, cellName, type Dir } from './geometry/cells.js';
import { edgeCells } from './geometry/edges.js';
import { watchCells } from './geometry/light.js';
import type { MapDef } from './maps/types.js';
import { type SecBoard, securityBoard } from './secboard.js';
import type {
  ActionState,
  AsymState,
  CameraKind,
  HouseEntry,
  OutcomeReason,
  Posture,
  RoleId,
  SecurityCardId,
  Sighting,
  SpyCardId,
  SpyStatus,
  Stage,
  UnitKind,
  WeaponId,
} from './types.js';
import { trueWatch, viewers } from './vision.js';

export interface WatchView {
  direct: CellName[];
  /** Direct plus extended cells. */
  cells: CellName[];
}

export interface SightingView {
  cell: CellName;
  turn: number;
  how: Sighting['how'];
}

export interface SecurityView {
  kind: 'security';
  mission: 'mansion';
  stage: Stage;
  turn: number;
  phase: number;
  alarm: number;
  minimum: number;
  noiseCount: number;
  pendingReinforcements: number;
  reserve: { ordinary: number; nightVision: number };
  houseLights: boolean;
  units: Array<{
    id: number;
    kind: UnitKind;
    cell: CellName;
    civilian: number;
    aim: string | null;
    activated: boolean;
    watch: WatchView;
  }>;
  cameras: Array<{ id: number; kind: CameraKind; cell: CellName; aim: string | null; watch: WatchView }>;
  perimeterCameras: Array<{ id: number; mount: string; cell: CellName; watch: WatchView }>;
  /** Ids of cameras and perimeter cameras security knows are destroyed. */
  destroyedCameras: number[];
  lamps: Array<{ id: string; cell: CellName; destroyed: boolean; lit: boolean }>;
  generators: Array<{ id: string; out: boolean }>;
  openings: Array<{ id: string; state: 'locked' | 'open' | null; breach: boolean }>;
  cutWires: Array<[CellName, CellName]>;
  alarmTokens: Array<{ id: number; opening: string; spent: boolean }>;
  bugs: Array<{ id: number; cell: CellName; spent: boolean }>;
  documents: CellName[];
  noise: CellName[];
  dog: { cell: CellName; path: CellName[] } | null;
  spies: Array<{
    seat: number;
    name: string;
    role: RoleId | null;
    weapon: WeaponId | null;
    weaponSpent: boolean;
    handSize: number;
    caught: boolean;
    played: SpyCardId[];
    lastSighting: SightingView | null;
  }>;
  heat: Array<{ turn: number; zones: string[] }>;
  hand: Record<SecurityCardId, number>;
  discards: SecurityCardId[];
  securityTurn: {
    activations: number;
    used: number;
    activated: number[];
    plays: Array<{ card: SecurityCardId; target: string }>;
    alarmLinked: number;
    forcedMarch: number[];
    /** Pending reinforcements still owed at the start of this phase 5. */
    reinforcements: number;
  };
  activation: { unit: number; points: number; spent: number; moveEnded: boolean } | null;
  outcome: { winner: 'spies' | 'security'; reason: OutcomeReason } | null;
}

export interface SpyDetail {
  seat: number;
  name: string;
  role: RoleId | null;
  weapon: WeaponId | null;
  weaponSpent: boolean;
  confirmed: boolean;
  hand: SpyCardId[];
  played: SpyCardId[];
  status: SpyStatus;
  cell: CellName | null;
  posture: Posture;
  camouflaged: boolean;
  carriesDocument: boolean;
  carriesBody: number | null;
  entry: { outside: CellName; opening: string | null } | null;
  done: boolean;
}

export interface TrueBoardView {
  units: Array<{
    id: number;
    kind: UnitKind;
    cell: CellName;
    /** The facing its view was chosen along (null: patterns without one, A-R8.1). */
    aim: Dir | null;
    alive: boolean;
    known: boolean;
    watch: WatchView;
  }>;
  cameras: Array<{
    id: number;
    kind: CameraKind;
    cell: CellName;
    aim: Dir | null;
    destroyed: boolean;
    jammed: boolean;
    watch: WatchView;
  }>;
  perimeterCameras: Array<{
    id: number;
    mount: string;
    destroyed: boolean;
    jammed: boolean;
    watch: WatchView;
  }>;
  lamps: Array<{ id: string; cell: CellName; destroyed: boolean; lit: boolean }>;
  /** Lit cells (A-R7.1). */
  lit: CellName[];
  generators: Array<{ id: string; out: boolean }>;
  openings: Array<{ id: string; state: 'locked' | 'open' | null; breach: boolean }>;
  cutWires: Array<[CellName, CellName]>;
  alarmTokens: Array<{ id: number; opening: string; spent: boolean; disarmed: boolean }>;
  bugs: Array<{ id: number; cell: CellName; spent: boolean; disarmed: boolean }>;
  /** Document tokens still on the true board. */
  documents: CellName[];
  bodies: Array<{ id: number; cell: CellName; of: number | 'dog'; carriedBy: number | null }>;
  dog: { cell: CellName } | null;
  lure: CellName | null;
  noise: CellName[];
}

export interface SpyView {
  kind: 'spy';
  seat: number;
  security: SecurityView;
  board: TrueBoardView;
  spies: SpyDetail[];
  /** Documents whose mark the spies know: revealed ones and those seen with Binoculars. */
  knownDocuments: Array<{ cell: CellName; marked: boolean; revealed: boolean }>;
  action:
    | (Omit<ActionState, 'start' | 'occupied'> & {
        start: CellName | null;
        occupied: CellName[];
        left: number;
      })
    | null;
  prompt:
    | { kind: 'emergeCell'; cells: CellName[] }
    | { kind: 'dogTarget'; options: Array<{ kind: 'spy'; seat: number } | { kind: 'entry'; cell: CellName }> }
    | null;
}

export type AsymView = SecurityView | SpyView;

function edgePair(map: MapDef, e: number): [CellName, CellName] {
  const [a, b] = edgeCells(map, e);
  return [cellName(map, a), cellName(map, b)];
}

function securityView(b: SecBoard): SecurityView {
  const map = b.map;
  const name = (c: number) => cellName(map, c);
  // A-R6.4, A-D93: watches as last known, extended on the security board's own light.
  const watch = (direct: number[]): WatchView => ({
    direct: direct.map(name),
    cells: (direct.length ? watchCells(direct, b.light) : []).map(name),
  });
  return {
    kind: 'security',
    mission: 'mansion',
    stage: b.stage,
    turn: b.turn,
    phase: b.phase,
    alarm: b.alarm,
    minimum: b.minimum,
    noiseCount: b.noiseCount,
    pendingReinforcements: b.pendingReinforcements,
    reserve: { ...b.reserve },
    houseLights: b.houseLights,
    units: b.units.map((u) => ({
      id: u.id,
      kind: u.kind,
      cell: name(u.cell),
      civilian: u.civilian,
      aim: u.aim,
      activated: b.secTurn.activated.includes(u.id),
      watch: watch(u.direct),
    })),
    cameras: b.cameras.map((c) => ({
      id: c.id,
      kind: c.kind,
      cell: name(c.cell),
      aim: c.aim,
      watch: watch(c.direct),
    })),
    perimeterCameras: b.perimeterCameras.map((p) => ({
      id: p.id,
      mount: map.perimeterMounts[p.mount]?.id ?? '?',
      cell: name(p.cell),
      watch: watch(p.direct),
    })),
    destroyedCameras: b.camerasKnownDestroyed.slice().sort((x, y) => x - y),
    lamps: map.lamps.map((l, i) => ({
      id: l.id,
      cell: name(l.cell),
      destroyed: b.lampsKnownDestroyed[i] === true,
      lit: b.light.lit[l.cell] === 1,
    })),
    generators: map.generators.map((g, i) => ({ id: g.id, out: b.generatorsOut[i] === true })),
    openings: map.openings.map((o, i) => ({
      id: o.id,
      state: o.kind === 'window' ? null : b.openings[i]?.open ? 'open' : 'locked',
      breach: b.openings[i]?.breach === true,
    })),
    cutWires: b.cutWires.map((e) => edgePair(map, e)),
    alarmTokens: b.alarmTokens.map((t) => ({
      id: t.id,
      opening: map.openings[t.opening]?.id ?? '?',
      spent: t.spent,
    })),
    bugs: b.bugs.map((x) => ({ id: x.id, cell: name(x.cell), spent: x.spent })),
    documents: b.documents.map(name),
    noise: b.noise.map(name),
    dog: b.dog ? { cell: name(b.dog.cell), path: b.dog.path.map(name) } : null,
    spies: b.spies.map((p) => ({
      seat: p.seat,
      name: p.name,
      role: p.role,
      weapon: p.weapon,
      weaponSpent: p.weaponSpent,
      handSize: p.handSize,
      caught: p.caught,
      played: p.played.slice(),
      lastSighting: p.sighting
        ? { cell: name(p.sighting.cell), turn: p.sighting.turn, how: p.sighting.how }
        : null,
    })),
    heat: b.heat.map((h) => ({ turn: h.turn, zones: h.zones.slice() })),
    hand: { ...b.hand },
    discards: b.discards.slice(),
    securityTurn: {
      activations: b.secTurn.n,
      used: b.secTurn.used,
      activated: b.secTurn.activated.slice(),
      plays: b.secTurn.plays.map((p) => ({ ...p })),
      alarmLinked: b.secTurn.alarmLinked,
      forcedMarch: b.secTurn.forcedMarch.slice(),
      reinforcements: b.secTurn.reinforcements,
    },
    activation: b.activation ? { ...b.activation } : null,
    outcome: b.result ? { ...b.result } : null,
  };
}

function trueBoard(ctx: Ctx): TrueBoardView {
  const s = ctx.s;
  const map = ctx.map;
  const name = (c: number) => cellName(map, c);
  const light = ctx.light();
  const watchOf = new Map(
    viewers(ctx).map((v) => {
      const w = trueWatch(ctx, v);
      return [
        v.id,
        {
          direct: [...w.direct].sort((a, b) => a - b).map(name),
          cells: [...w.all].sort((a, b) => a - b).map(name),
        },
      ];
    }),
  );
  const none: WatchView = { direct: [], cells: [] };
  const lit: CellName[] = [];
  for (let c = 0; c < map.size; c++) if (light.lit[c]) lit.push(name(c));
  return {
    units: s.units.map((u) => ({
      id: u.id,
      kind: u.kind,
      cell: name(u.cell),
      aim: u.aim,
      alive: u.alive,
      known: u.onSecBoard,
      watch: watchOf.get(u.id) ?? none,
    })),
    cameras: s.cameras.map((c) => ({
      id: c.id,
      kind: c.kind,
      cell: name(c.cell),
      aim: c.aim,
      destroyed: c.destroyed,
      jammed: c.jammedUntil > 0,
      watch: watchOf.get(c.id) ?? none,
    })),
    perimeterCameras: s.perimeterCameras.map((p) => ({
      id: p.id,
      mount: map.perimeterMounts[p.mount]?.id ?? '?',
      destroyed: p.destroyed,
      jammed: p.jammedUntil > 0,
      watch: watchOf.get(p.id) ?? none,
    })),
    lamps: map.lamps.map((l, i) => ({
      id: l.id,
      cell: name(l.cell),
      destroyed: s.lamps[i]?.destroyed === true,
      lit: light.lit[l.cell] === 1,
    })),
    lit,
    generators: map.generators.map((g, i) => ({ id: g.id, out: s.generators[i]?.out === true })),
    openings: map.openings.map((o, i) => ({
      id: o.id,
      state: o.kind === 'window' ? null : s.openings[i]?.open ? 'open' : 'locked',
      breach: s.openings[i]?.breach === true,
    })),
    cutWires: s.cutWires.map((e) => edgePair(map, e)),
    alarmTokens: s.alarmTokens.map((t) => ({
      id: t.id,
      opening: map.openings[t.opening]?.id ?? '?',
      spent: t.spent,
      disarmed: t.disarmed,
    })),
    bugs: s.bugs.map((x) => ({ id: x.id, cell: name(x.cell), spent: x.spent, disarmed: x.disarmed })),
    documents: s.documents.filter((d) => d.onTrue).map((d) => name(d.cell)),
    bodies: s.bodies.map((x) => ({
      id: x.id,
      cell: name(x.cell),
      of: x.of,
      carriedBy: s.spies.find((p) => p.carriesBody === x.id)?.seat ?? null,
    })),
    dog: s.dog ? { cell: name(s.dog.cell) } : null,
    lure: s.lure >= 0 ? name(s.lure) : null,
    noise: s.noise.map(name),
  };
}

function entryView(map: MapDef, e: HouseEntry | null): SpyDetail['entry'] {
  return e ? { outside: cellName(map, e.outside), opening: map.openings[e.opening]?.id ?? null } : null;
}

function spyView(s: AsymState, seat: number, security: SecurityView): SpyView {
  const ctx = new Ctx(s);
  const map = ctx.map;
  const name = (c: number) => cellName(map, c);
  const scouted = new Set(s.spies.flatMap((p) => p.scouted));
  const a = s.action;
  const p = s.pending;
  return {
    kind: 'spy',
    seat,
    security,
    board: trueBoard(ctx),
    spies: s.spies.map((x) => ({
      seat: x.seat,
      name: s.setup.seats[x.seat]?.name ?? `Spy ${x.seat}`,
      role: x.role,
      weapon: x.weapon,
      weaponSpent: x.weaponSpent,
      confirmed: x.confirmed,
      hand: x.hand.slice(),
      played: x.played.slice(),
      status: x.status,
      cell: x.cell >= 0 ? name(x.cell) : null,
      posture: x.posture,
      camouflaged: x.camouflaged,
      carriesDocument: x.carriesDocument,
      carriesBody: x.carriesBody >= 0 ? x.carriesBody : null,
      entry: entryView(map, x.entry),
      done: s.done[x.seat - 1] === true,
    })),
    knownDocuments: s.documents
      .map((d, i) => ({ d, i }))
      .filter(({ d, i }) => !d.onTrue || scouted.has(i))
      .map(({ d, i }) => ({ cell: name(d.cell), marked: i === s.marked, revealed: !d.onTrue })),
    action: a
      ? {
          ...a,
          played: a.played.slice(),
          start: a.start >= 0 ? name(a.start) : null,
          occupied: a.occupied.map(name),
          left: Math.max(0, a.points - (a.penalty ? 1 : 0) - a.spent),
        }
      : null,
    prompt:
      p?.kind === 'emergeCell'
        ? p.seat === seat
          ? { kind: 'emergeCell', cells: p.cells.map(name) }
          : null
        : p?.kind === 'dogTarget'
          ? {
              kind: 'dogTarget',
              options: p.options.map((o) => (o.kind === 'spy' ? o : { kind: 'entry', cell: name(o.cell) })),
            }
          : null,
  };
}

export function viewFor(state: AsymState, seat: number | null): AsymView {
  const security = securityView(securityBoard(state));
  if (seat === null || seat < 1 || seat >= state.setup.seats.length) return security;
  return spyView(state, seat, security);
}
