/**
 * Every input the security seat may give now, generated and checked on the security board
 * alone (A-R15.3): candidates go through checkSecurity, the same validation apply() runs.
 */
import type { SecurityTurnAction, SetupAction } from '../actions.js';
import { RuleError } from '../errors.js';
import { cellName, type Dir, neighbour } from '../geometry/cells.js';
import { aimOptions, cameraPattern, type Pattern, unitPattern } from '../patterns.js';
import { type SecBoard, secOccupied } from '../secboard.js';
import { CAMERA_KINDS, type UnitKind } from '../types.js';
import { checkSecurity, reinforcementOwed, setupStep } from './check.js';

type SecurityInput = SecurityTurnAction | SetupAction;

/** The view choices of a pattern at a cell: each allowed aim, or none for patterns without one. */
function views(
  b: SecBoard,
  pattern: Pattern,
  cell: number,
  barred?: (c: number) => boolean,
): Array<Dir | undefined> {
  const aims = aimOptions(b.terrain, pattern, cell, barred);
  return aims.length > 0 ? aims : [undefined];
}

const unitViews = (b: SecBoard, kind: UnitKind, cell: number) =>
  views(b, unitPattern(kind), cell, kind === 'civilian' ? (c) => b.documents.includes(c) : undefined);

const withView = <T extends object>(a: T, view: Dir | undefined, key: 'view' | 'aim' = 'view') =>
  view === undefined ? a : { ...a, [key]: view };

function keep(b: SecBoard, candidates: SecurityInput[]): SecurityInput[] {
  return candidates.filter((a) => {
    try {
      checkSecurity(b, a);
      return true;
    } catch (e) {
      if (e instanceof RuleError) return false;
      throw e;
    }
  });
}

function setupCandidates(b: SecBoard): SecurityInput[] {
  const map = b.map;
  const name = (c: number) => cellName(map, c);
  const out: SecurityInput[] = [];
  switch (setupStep(b)) {
    case 'placeUnit':
      for (const kind of ['ordinary', 'armoured', 'dogHandler'] as const) {
        if ((map.setup.units[kind] ?? 0) <= (b.placed.units[kind] ?? 0)) continue;
        for (const c of map.unitStartCells) {
          if (b.units.some((u) => u.cell === c)) continue;
          for (const v of unitViews(b, kind, c))
            out.push(withView({ type: 'placeUnit', kind, cell: name(c) }, v));
        }
      }
      break;
    case 'placeCamera':
      for (let c = 0; c < map.size; c++)
        for (const v of views(b, 'neighbour', c))
          if (v) out.push({ type: 'placeCamera', kind: 'ordinary', cell: name(c), aim: v });
      break;
    case 'placePerimeterCamera':
      for (const m of map.perimeterMounts) out.push({ type: 'placePerimeterCamera', mount: m.id });
      break;
    case 'placeAlarmToken':
      for (const o of map.openings) out.push({ type: 'placeAlarmToken', opening: o.id });
      break;
    case 'placeDocument':
      for (const c of map.objectiveCandidates) out.push({ type: 'placeDocument', cell: name(c) });
      break;
    case 'placeCivilian':
      for (const c of map.objectiveCandidates)
        for (const v of unitViews(b, 'civilian', c))
          out.push(withView({ type: 'placeCivilian', cell: name(c) }, v));
      break;
    default:
      break;
  }
  return out;
}

/** A cell where a camera could go if the card is playable at all: used to check the card once. */
function anyCameraCell(b: SecBoard): number {
  for (let c = 0; c < b.map.size; c++) {
    const kind = b.map.areas[b.map.areaOf[c] as number]?.kind;
    if (b.terrain.blocking[c] || kind !== 'outdoor' || b.map.rules.cameraForbiddenAreaKinds.includes(kind))
      continue;
    if (b.cameras.some((x) => x.cell === c) || secOccupied(b, c)) continue;
    if (b.secTurn.plays.some((p) => p.card === 'S6' && p.target === `cell:${c}`)) continue;
    if (aimOptions(b.terrain, 'neighbour', c).length > 0) return c;
  }
  return 0;
}

function aimFor(b: SecBoard, kind: (typeof CAMERA_KINDS)[number]): { aim?: Dir } {
  const aim = aimOptions(b.terrain, cameraPattern(kind), anyCameraCell(b))[0];
  return aim ? { aim } : {};
}

/** Card plays: most are checked one by one; camera placements (valid by construction) go to `direct`. */
function cardCandidates(b: SecBoard, direct: SecurityInput[]): SecurityInput[] {
  const map = b.map;
  const name = (c: number) => cellName(map, c);
  const out: SecurityInput[] = [];
  const has = (card: keyof SecBoard['hand']) => (b.hand[card] ?? 0) > 0;
  if (has('S1')) out.push({ type: 'playCard', card: 'S1' });
  if (has('S4')) out.push({ type: 'playCard', card: 'S4' });
  if (has('S2'))
    for (const c of map.reinforcementCells)
      for (const v of unitViews(b, 'ordinary', c))
        out.push(withView({ type: 'playCard', card: 'S2', cell: name(c) }, v));
  for (const u of b.units) {
    if (u.kind === 'civilian') continue;
    if (has('S3')) out.push({ type: 'playCard', card: 'S3', unit: u.id });
    if (has('S11')) out.push({ type: 'playCard', card: 'S11', unit: u.id });
    if (has('S5') && u.kind === 'ordinary')
      for (const kind of ['nightVision', 'searchlight', 'soundAmplifier'] as const)
        for (const v of unitViews(b, kind, u.cell))
          out.push(withView({ type: 'playCard', card: 'S5', unit: u.id, kind }, v));
  }
  if (has('S6')) {
    // Thousands of placements: check the card once, then list the valid cells and aims directly.
    const probe = (kind: (typeof CAMERA_KINDS)[number]) =>
      keep(b, [{ type: 'playCard', card: 'S6', kind, cell: name(anyCameraCell(b)), ...aimFor(b, kind) }])
        .length > 0;
    for (const k of CAMERA_KINDS) {
      if (!probe(k)) continue;
      const pattern = cameraPattern(k);
      for (let c = 0; c < map.size; c++) {
        const kind = map.areas[map.areaOf[c] as number]?.kind;
        if (b.terrain.blocking[c] || kind !== 'outdoor' || map.rules.cameraForbiddenAreaKinds.includes(kind))
          continue;
        if (b.cameras.some((x) => x.cell === c) || secOccupied(b, c)) continue;
        if (b.secTurn.plays.some((p) => p.card === 'S6' && p.target === `cell:${c}`)) continue;
        for (const v of views(b, pattern, c))
          direct.push(withView({ type: 'playCard', card: 'S6', kind: k, cell: name(c) }, v, 'aim'));
      }
    }
  }
  if (has('S9')) for (const c of b.documents) out.push({ type: 'playCard', card: 'S9', cell: name(c) });
  return out;
}

function activationCandidates(b: SecBoard): SecurityInput[] {
  const a = b.activation;
  const u = a ? b.units.find((x) => x.id === a.unit) : undefined;
  if (!a || !u) return [];
  const map = b.map;
  const name = (c: number) => cellName(map, c);
  const out: SecurityInput[] = [];
  for (let d = 0; d < 8; d++) {
    const n = neighbour(map, u.cell, d);
    if (n >= 0) out.push({ type: 'unitStep', to: name(n) });
  }
  for (const o of map.openings)
    if (o.cells.includes(u.cell) && o.kind !== 'window')
      for (const to of ['open', 'locked'] as const) out.push({ type: 'unitDoor', opening: o.id, to });
  for (const v of unitViews(b, u.kind, u.cell)) out.push(withView({ type: 'endActivation' }, v));
  return out;
}

function phaseCandidates(b: SecBoard, direct: SecurityInput[]): SecurityInput[] {
  const map = b.map;
  const name = (c: number) => cellName(map, c);
  const out: SecurityInput[] = [{ type: 'endPhase' }];
  if (b.phase === 2) out.push(...cardCandidates(b, direct));
  if (b.phase === 5) {
    if (reinforcementOwed(b)) {
      for (const kind of ['ordinary', 'nightVision'] as const)
        for (const c of map.reinforcementCells)
          for (const v of unitViews(b, kind, c))
            out.push(withView({ type: 'placeReinforcement', kind, cell: name(c) }, v));
      return out;
    }
    out.push(...cardCandidates(b, direct));
    for (const u of b.units) {
      out.push({ type: 'activate', unit: u.id });
      if (u.kind !== 'dogHandler') continue;
      for (let d = 0; d < 8; d++) {
        const n = neighbour(map, u.cell, d);
        if (n < 0) continue;
        for (const v of unitViews(b, 'ordinary', u.cell))
          out.push(withView({ type: 'releaseDog', unit: u.id, cell: name(n) }, v));
      }
    }
  }
  if (b.phase === 6)
    for (const cam of b.cameras) {
      const pattern = cameraPattern(cam.kind);
      for (const v of views(b, pattern, cam.cell))
        if (v) out.push({ type: 'aimCamera', camera: cam.id, aim: v });
    }
  return out;
}

export function securityLegal(b: SecBoard): SecurityInput[] {
  if (b.result) return [];
  if (b.stage === 'securitySetup') return keep(b, setupCandidates(b));
  if (b.stage !== 'security') return [];
  if (b.activation) return keep(b, activationCandidates(b));
  if (![2, 5, 6].includes(b.phase)) return [];
  const direct: SecurityInput[] = [];
  const checked = keep(b, phaseCandidates(b, direct));
  return [...checked, ...direct];
}
