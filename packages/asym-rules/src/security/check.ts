/**
 * Validation of every security input, from the security board alone (A-R15.3, A-D35, A-D84,
 * A-D90). The result is a checked command that resolve.ts carries out on the true board;
 * hidden facts act only there.
 */
import type { Action, SecurityCardPlay } from '../actions.js';
import { band } from '../alarm.js';
import { LINKED_LIMIT, PANORAMIC_ALARM, SECURITY_CARD_INFO } from '../cards.js';
import { fail } from '../errors.js';
import { type Dir, isDir, parseCell } from '../geometry/cells.js';
import { CIVILIAN, DOG, enterable, meleeAdjacent, stepCost, UNIT } from '../geometry/steps.js';
import { cameraPattern, type Pattern, patternCells, unitPattern } from '../patterns.js';
import { type SecBoard, type SecUnit, secOccupied } from '../secboard.js';
import {
  CAMERA_KINDS,
  type CameraKind,
  M2_SECURITY_CARDS,
  SECURITY_CARDS,
  type SecurityCardId,
  type UnitKind,
} from '../types.js';

export interface ViewChoice {
  direct: number[];
  aim: Dir | null;
}

export type Checked =
  | { type: 'placeUnit'; kind: UnitKind; cell: number; view: ViewChoice; civilian: number }
  | { type: 'placeCamera'; kind: CameraKind; cell: number; view: ViewChoice }
  | { type: 'placePerimeterCamera'; mount: number }
  | { type: 'placeAlarmToken'; opening: number }
  | { type: 'placeDocument'; cell: number }
  | { type: 'endPhase' }
  | { type: 'placeReinforcement'; kind: 'ordinary' | 'nightVision'; cell: number; view: ViewChoice }
  | { type: 'activate'; unit: number }
  | { type: 'releaseDog'; unit: number; cell: number; view: ViewChoice }
  | { type: 'unitStep'; to: number; cost: number }
  | { type: 'unitDoor'; opening: number; to: 'open' | 'locked' }
  | { type: 'endActivation'; view: ViewChoice }
  | { type: 'aimCamera'; camera: number; view: ViewChoice }
  | { type: 'card'; card: SecurityCardId; target: string | null; linked: boolean; play: CheckedPlay };

export type CheckedPlay =
  | { card: 'S1' | 'S4' }
  | { card: 'S2'; cell: number; view: ViewChoice }
  | { card: 'S3' | 'S11'; unit: number }
  | { card: 'S5'; unit: number; kind: UnitKind; view: ViewChoice }
  | { card: 'S6'; kind: CameraKind; cell: number; view: ViewChoice }
  | { card: 'S9'; cell: number };

const areaKind = (b: SecBoard, cell: number) => b.map.areas[b.map.areaOf[cell] as number]?.kind;

function cellArg(b: SecBoard, name: unknown): number {
  const c = parseCell(b.map, name);
  if (c < 0) fail('action/invalid', `"${String(name)}" is not a cell.`);
  return c;
}

/** A view choice for a pattern at a cell, checked on the security board (A-R6.2). */
export function viewChoice(
  b: SecBoard,
  pattern: Pattern,
  cell: number,
  aim: unknown,
  camera: boolean,
  barred?: (c: number) => boolean,
): ViewChoice {
  if (aim !== undefined && !isDir(aim)) fail('security/view', `"${String(aim)}" is not a direction.`);
  const cells = patternCells(b.terrain, pattern, cell, aim as Dir | undefined, barred);
  if (!cells) fail('security/view', 'That view is not allowed here (A-R8.1, A-R8.7).');
  // Cameras view their own cell too (A-R8.7).
  const direct = camera ? [...new Set([cell, ...cells])].sort((x, y) => x - y) : cells;
  return { direct, aim: (aim as Dir | undefined) ?? null };
}

const docBarred = (b: SecBoard) => (c: number) => b.documents.includes(c);

export function unitView(b: SecBoard, kind: UnitKind, cell: number, aim: unknown): ViewChoice {
  return viewChoice(b, unitPattern(kind), cell, aim, false, kind === 'civilian' ? docBarred(b) : undefined);
}

function setupTotals(b: SecBoard) {
  const setup = b.map.setup;
  const n = b.spies.length;
  const row = setup.bySpyCount[String(n)];
  return {
    units: setup.units,
    unitCount: Object.values(setup.units).reduce((x, y) => x + y, 0),
    cameras: setup.cameras.ordinary ?? 0,
    perimeter: row?.perimeterCameras ?? 0,
    alarmTokens: setup.alarmTokens,
    documents: setup.objectiveTokens,
    civilians: setup.civilians,
  };
}

/** Which security setup step comes next (A-R11.3), or null when security has placed everything. */
export function setupStep(b: SecBoard): Checked['type'] | 'placeCivilian' | null {
  const t = setupTotals(b);
  const placed = b.placed;
  const units = Object.entries(placed.units).reduce((n, [k, v]) => (k === 'civilian' ? n : n + v), 0);
  if (units < t.unitCount) return 'placeUnit';
  if (placed.cameras < t.cameras) return 'placeCamera';
  if (placed.perimeterCameras < t.perimeter) return 'placePerimeterCamera';
  if (placed.alarmTokens < t.alarmTokens) return 'placeAlarmToken';
  if (placed.documents < t.documents) return 'placeDocument';
  if (placed.civilians < t.civilians) return 'placeCivilian';
  return null;
}

export function checkSetup(b: SecBoard, action: Action): Checked {
  const next = setupStep(b);
  if (next === null) fail('place/order', 'Security setup is complete.');
  if (action.type !== next) fail('place/order', `Security places pieces in order (A-R11.3); next: ${next}.`);
  const map = b.map;
  switch (action.type) {
    case 'placeUnit': {
      const left = (map.setup.units[action.kind] ?? 0) - (b.placed.units[action.kind] ?? 0);
      if (left <= 0) fail('place/invalid', `No ${String(action.kind)} unit left to place.`);
      const cell = cellArg(b, action.cell);
      if (!map.unitStartCells.includes(cell))
        fail('place/invalid', 'Units start on lamp-lit grounds cells (A-R11.3).');
      if (b.units.some((u) => u.cell === cell)) fail('place/invalid', 'Units start on distinct cells.');
      return {
        type: 'placeUnit',
        kind: action.kind,
        cell,
        view: unitView(b, action.kind, cell, action.view),
        civilian: 0,
      };
    }
    case 'placeCamera': {
      if (action.kind !== 'ordinary') fail('place/invalid', 'Setup cameras are ordinary cameras.');
      const cell = cameraCell(b, action.cell, false);
      return {
        type: 'placeCamera',
        kind: 'ordinary',
        cell,
        view: viewChoice(b, 'neighbour', cell, action.aim, true),
      };
    }
    case 'placePerimeterCamera': {
      const mount = map.perimeterMounts.findIndex((m) => m.id === action.mount);
      if (mount < 0) fail('place/invalid', `No perimeter mount "${String(action.mount)}".`);
      if (b.perimeterCameras.some((p) => p.mount === mount)) fail('place/invalid', 'Distinct mounts.');
      return { type: 'placePerimeterCamera', mount };
    }
    case 'placeAlarmToken': {
      const opening = map.openings.findIndex((o) => o.id === action.opening);
      if (opening < 0) fail('place/invalid', `No opening "${String(action.opening)}".`);
      if (b.alarmTokens.some((t) => t.opening === opening)) fail('place/invalid', 'Distinct openings.');
      return { type: 'placeAlarmToken', opening };
    }
    case 'placeDocument': {
      const cell = cellArg(b, action.cell);
      if (!map.objectiveCandidates.includes(cell))
        fail('place/invalid', 'Documents go on cells of rooms 1–4 (A-R11.3).');
      if (b.documents.includes(cell)) fail('place/invalid', 'Distinct cells.');
      return { type: 'placeDocument', cell };
    }
    case 'placeCivilian': {
      const k = b.placed.civilians + 1;
      const room = map.rules.civilianStartRooms[`civilian${k}`];
      const cell = cellArg(b, action.cell);
      const area = map.areas[map.areaOf[cell] as number];
      if (area?.room !== room || area?.kind !== 'house')
        fail('place/invalid', `Civilian ${k} starts in room ${room}.`);
      if (b.documents.includes(cell) || secOccupied(b, cell))
        fail('place/invalid', 'Not on a document or a figure.');
      return {
        type: 'placeUnit',
        kind: 'civilian',
        cell,
        view: unitView(b, 'civilian', cell, action.view),
        civilian: k,
      };
    }
    default:
      fail('place/order', 'Place the setup pieces first.');
  }
}

/** A camera cell: outdoor walkable, not in a camera-forbidden area, no other camera, free on the board when placed by card. */
function cameraCell(b: SecBoard, name: unknown, byCard: boolean): number {
  const cell = cellArg(b, name);
  const kind = areaKind(b, cell);
  if (b.terrain.blocking[cell] || kind !== 'outdoor' || b.map.rules.cameraForbiddenAreaKinds.includes(kind))
    fail('place/invalid', 'Cameras go on outdoor walkable cells outside the house and shed (A-R11.5).');
  if (b.cameras.some((c) => c.cell === cell)) fail('place/invalid', 'Another camera is there.');
  if (byCard && secOccupied(b, cell)) fail('place/invalid', 'Placement cards use free cells (A-R14.4).');
  return cell;
}

function unitOnBoard(b: SecBoard, id: unknown): SecUnit {
  const u = b.units.find((x) => x.id === id);
  if (!u) fail('security/no_unit', `No unit ${String(id)} on your board.`);
  return u;
}

/**
 * Pending reinforcements come first at the start of phase 5 (A-R5.9); one that finds no free
 * cell or no reserve unit stays pending, and one that becomes pending later in the phase
 * waits for the next phase 5.
 */
export function reinforcementOwed(b: SecBoard): boolean {
  if (b.phase !== 5 || b.pendingReinforcements <= 0 || b.secTurn.reinforcements <= 0) return false;
  if (b.reserve.ordinary + b.reserve.nightVision <= 0) return false;
  return b.map.reinforcementCells.some((c) => !secOccupied(b, c));
}

function phaseIs(b: SecBoard, phases: number[]): void {
  if (b.stage !== 'security' || !phases.includes(b.phase))
    fail(
      'security/phase',
      `Not now: this input belongs to phase ${phases.join(' or ')} of the security turn.`,
    );
}

function noActivation(b: SecBoard): void {
  if (b.activation) fail('security/activation', 'Finish the current activation first.');
}

function remainingPoints(b: SecBoard): number {
  const a = b.activation;
  return a ? a.points - a.spent : 0;
}

export function checkSecurity(b: SecBoard, action: Action): Checked {
  if (b.stage === 'securitySetup') return checkSetup(b, action);
  if (b.stage !== 'security') fail('action/not_your_turn', 'Security acts only in its own turn.');
  switch (action.type) {
    case 'endPhase':
      phaseIs(b, [2, 5, 6]);
      noActivation(b);
      if (reinforcementOwed(b))
        fail('security/reinforcement_first', 'Place the pending reinforcements first (A-R5.9).');
      return { type: 'endPhase' };
    case 'playCard':
      return checkCard(b, action as SecurityCardPlay);
    case 'placeReinforcement': {
      phaseIs(b, [5]);
      noActivation(b);
      if (!reinforcementOwed(b)) fail('security/invalid', 'No reinforcement can be placed now.');
      if (action.kind !== 'ordinary' && action.kind !== 'nightVision')
        fail('security/invalid', 'Reserve units are ordinary or night-vision.');
      if (b.reserve[action.kind] <= 0)
        fail('security/invalid', `No ${action.kind} unit left in the reserve.`);
      const cell = cellArg(b, action.cell);
      if (!b.map.reinforcementCells.includes(cell) || secOccupied(b, cell))
        fail('security/invalid', 'Reinforcements go on a free reinforcement cell.');
      return {
        type: 'placeReinforcement',
        kind: action.kind,
        cell,
        view: unitView(b, action.kind, cell, action.view),
      };
    }
    case 'activate':
    case 'releaseDog': {
      phaseIs(b, [5]);
      noActivation(b);
      if (reinforcementOwed(b))
        fail('security/reinforcement_first', 'Place the pending reinforcements first (A-R5.9).');
      const u = unitOnBoard(b, action.unit);
      if (b.secTurn.activated.includes(u.id)) fail('security/activation', 'Each unit at most once per turn.');
      if (b.secTurn.used >= b.secTurn.n)
        fail('security/limit', `All ${b.secTurn.n} activations are used (A-R8.4).`);
      if (action.type === 'activate') return { type: 'activate', unit: u.id };
      if (u.kind !== 'dogHandler') fail('security/invalid', 'Only a dog handler releases a dog.');
      if (b.turn < 2) fail('security/invalid', 'Dogs are released from turn 2 on (A-R9.2).');
      if (b.dog) fail('security/invalid', 'A released dog is already on the board.');
      const cell = cellArg(b, action.cell);
      if (!meleeAdjacent(b.terrain, u.cell, cell) || !enterable(b.terrain, cell, DOG) || secOccupied(b, cell))
        fail(
          'security/invalid',
          'The dog goes on a free cell melee-adjacent to its handler that a dog may enter.',
        );
      return { type: 'releaseDog', unit: u.id, cell, view: unitView(b, 'ordinary', u.cell, action.view) };
    }
    case 'unitStep': {
      const a = b.activation;
      if (!a) fail('security/activation', 'Activate a unit first.');
      if (a.moveEnded) fail('security/activation', 'This unit’s move has ended; choose its view.');
      const u = unitOnBoard(b, a.unit);
      const to = cellArg(b, action.to);
      const cost = stepCost(b.terrain, u.cell, to, u.kind === 'civilian' ? CIVILIAN : UNIT);
      if (cost < 0) fail('move/illegal', 'That step is not legal.');
      if (cost > remainingPoints(b)) fail('move/cannot_pay', `That step costs ${cost}.`);
      if (secOccupied(b, to)) fail('move/occupied', 'A unit or the dog stands there.');
      if (u.kind === 'civilian' && b.documents.includes(to))
        fail('move/illegal', 'Civilians never enter a document’s cell (A-R11.6).');
      return { type: 'unitStep', to, cost };
    }
    case 'unitDoor': {
      const a = b.activation;
      if (!a) fail('security/activation', 'Activate a unit first.');
      if (a.moveEnded) fail('security/activation', 'This unit’s move has ended.');
      const u = unitOnBoard(b, a.unit);
      if (u.kind === 'civilian') fail('security/invalid', 'Civilians do not lock or open doors (A-R8.3).');
      const i = b.map.openings.findIndex((o) => o.id === action.opening);
      const o = b.map.openings[i];
      const known = b.openings[i];
      if (!o || !known || o.kind === 'window')
        fail('security/invalid', 'Only doors, electronic doors and gates.');
      if (!o.cells.includes(u.cell)) fail('security/invalid', 'The unit must stand on a cell bordering it.');
      if (remainingPoints(b) < 1) fail('move/cannot_pay', 'Locking or opening costs 1 point.');
      if (known.breach) fail('security/invalid', 'A breach cannot be locked.');
      if (action.to === 'open' && known.open) fail('security/invalid', 'It is open already.');
      if (action.to === 'locked' && !known.open) fail('security/invalid', 'It is locked already.');
      if (action.to !== 'open' && action.to !== 'locked') fail('security/invalid', 'Open or locked.');
      return { type: 'unitDoor', opening: i, to: action.to };
    }
    case 'endActivation': {
      const a = b.activation;
      if (!a) fail('security/activation', 'Activate a unit first.');
      const u = unitOnBoard(b, a.unit);
      return { type: 'endActivation', view: unitView(b, u.kind, u.cell, action.view) };
    }
    case 'aimCamera': {
      phaseIs(b, [6]);
      const cam = b.cameras.find((c) => c.id === action.camera);
      if (!cam) fail('security/invalid', `No camera ${String(action.camera)} on your board.`);
      const pattern = cameraPattern(cam.kind);
      if (pattern === 'all') fail('security/invalid', 'A panoramic camera has no aim.');
      return { type: 'aimCamera', camera: cam.id, view: viewChoice(b, pattern, cam.cell, action.aim, true) };
    }
    default:
      fail('action/unknown', `Security cannot "${String((action as { type: unknown }).type)}" now.`);
  }
}

function checkCard(b: SecBoard, play: SecurityCardPlay): Checked {
  const card = play.card as SecurityCardId;
  if ((M2_SECURITY_CARDS as readonly string[]).includes(card))
    fail('card/milestone2', `${card} is a Milestone 2 card.`);
  if (!(SECURITY_CARDS as readonly string[]).includes(card))
    fail('card/invalid', `Unknown card "${String(card)}".`);
  phaseIs(b, [2, 5]);
  noActivation(b);
  if (reinforcementOwed(b))
    fail('security/reinforcement_first', 'Place the pending reinforcements first (A-R5.9).');
  if ((b.hand[card] ?? 0) <= 0) fail('card/not_held', `No ${card} left in your hand.`);
  const info = SECURITY_CARD_INFO[card];
  let checked: CheckedPlay;
  let target: string | null = null;
  let panoramic = false;
  switch (play.card) {
    case 'S1':
    case 'S4':
      checked = { card: play.card };
      break;
    case 'S2': {
      const cell = cellArg(b, play.cell);
      if (!b.map.reinforcementCells.includes(cell) || secOccupied(b, cell))
        fail('card/invalid', 'Reinforcements go on a free reinforcement cell.');
      checked = { card: 'S2', cell, view: unitView(b, 'ordinary', cell, play.view) };
      target = `cell:${cell}`;
      break;
    }
    case 'S3':
    case 'S11': {
      const u = unitOnBoard(b, play.unit);
      if (u.kind === 'civilian') fail('card/invalid', 'No security card targets a civilian (A-R14.4).');
      if (play.card === 'S3' && (b.secTurn.activated.includes(u.id) || b.secTurn.forcedMarch.includes(u.id)))
        fail('card/invalid', 'Forced march is played before that unit’s activation.');
      checked = { card: play.card, unit: u.id };
      target = `unit:${u.id}`;
      break;
    }
    case 'S5': {
      const u = unitOnBoard(b, play.unit);
      if (u.kind !== 'ordinary') fail('card/invalid', 'Issue equipment replaces an ordinary unit.');
      if (!['nightVision', 'searchlight', 'soundAmplifier'].includes(play.kind))
        fail('card/invalid', 'Night-vision, searchlight or sound-amplifier.');
      checked = { card: 'S5', unit: u.id, kind: play.kind, view: unitView(b, play.kind, u.cell, play.view) };
      target = `unit:${u.id}`;
      break;
    }
    case 'S6': {
      if (!(CAMERA_KINDS as readonly string[]).includes(play.kind))
        fail('card/invalid', 'Unknown camera kind.');
      panoramic = play.kind === 'panoramic';
      if (panoramic && b.alarm < PANORAMIC_ALARM)
        fail('card/invalid', 'A panoramic camera needs alarm 4 (A-R14.5).');
      const cell = cameraCell(b, play.cell, true);
      const pattern = cameraPattern(play.kind);
      checked = { card: 'S6', kind: play.kind, cell, view: viewChoice(b, pattern, cell, play.aim, true) };
      target = `cell:${cell}`;
      break;
    }
    case 'S9': {
      const cell = cellArg(b, play.cell);
      if (!b.documents.includes(cell)) fail('card/invalid', 'A bug goes on a document token’s cell.');
      if (b.bugs.some((x) => x.cell === cell)) fail('card/invalid', 'That token is bugged already.');
      checked = { card: 'S9', cell };
      target = `cell:${cell}`;
      break;
    }
    default:
      fail('card/invalid', `Unknown card "${String(card)}".`);
  }
  const before = b.secTurn.plays.filter((p) => p.card === card);
  if (before.length > 0 && (!info.repeatable || before.some((p) => p.target === target)))
    fail(
      'security/card_limit',
      info.repeatable
        ? 'Each copy needs a different target (A-R14.2).'
        : 'One copy of a card per turn (A-R14.2).',
    );
  const linked = info.alarm !== null || panoramic;
  if (info.alarm !== null && b.alarm < info.alarm)
    fail('security/card_limit', `${info.name} needs alarm ${info.alarm}.`);
  if (linked && b.secTurn.alarmLinked >= LINKED_LIMIT[band(b.alarm)])
    fail('security/card_limit', 'No more alarm-linked cards at this alarm band this turn (A-R14.3).');
  return { type: 'card', card, target, linked, play: checked };
}
