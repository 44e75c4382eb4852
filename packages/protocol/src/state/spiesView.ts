/**
 * The spies game's view as it travels, in the shape language (A-R15.1, A-R16.5). The security
 * side's receivers share one value, the security view (SecurityWire); each spy seat's receivers
 * share theirs, the security view of the true game and the seat's overlay (SpyWire), as does
 * everyone once the game is over. The two are different shapes, so that nothing a security
 * client decodes, not even a field's name in a handshake, belongs to a spy's view.
 */
import type { SecurityView, SpyView, TrueBoardView } from '@safecrackers/asym-rules';
import type { SpyOverlay } from '../asym.js';
import { decodeShape } from './decode.js';
import { bool, f64, json, list, nullable, obj, type Shape, str } from './shape.js';

export interface SecurityWire {
  view: SecurityView;
}

export interface SpyWire {
  view: SecurityView;
  overlay: SpyOverlay;
}

/** Which of the two a receiver starts from. */
export type SpiesViewKind = 'security' | 'spy';

type Unit = SecurityView['units'][number];

const securityViewShape = obj<SecurityView>()('SecurityView', {
  kind: str,
  mission: str,
  stage: str,
  turn: f64,
  phase: f64,
  alarm: f64,
  minimum: f64,
  noiseCount: f64,
  pendingReinforcements: f64,
  reserve: json,
  houseLights: bool,
  // Units move every security phase: each is its own part, so a move sends only its cell.
  units: list(
    obj<Unit>()('Unit', {
      id: f64,
      kind: str,
      cell: str,
      civilian: f64,
      aim: nullable(str),
      activated: bool,
      watch: json,
    }),
  ),
  cameras: json,
  perimeterCameras: json,
  destroyedCameras: json,
  lamps: json,
  generators: json,
  openings: json,
  cutWires: json,
  alarmTokens: json,
  bugs: json,
  documents: json,
  noise: json,
  dog: json,
  spies: json,
  heat: json,
  hand: json,
  discards: json,
  securityTurn: json,
  activation: json,
  outcome: json,
});

const trueBoardShape = obj<TrueBoardView>()('TrueBoard', {
  units: json,
  cameras: json,
  perimeterCameras: json,
  lamps: json,
  lit: json,
  generators: json,
  openings: json,
  cutWires: json,
  alarmTokens: json,
  bugs: json,
  documents: json,
  bodies: json,
  dog: json,
  lure: json,
  noise: json,
});

const overlayShape = obj<Omit<SpyView, 'security'>>()('Overlay', {
  kind: str,
  seat: f64,
  board: trueBoardShape,
  spies: json,
  knownDocuments: json,
  action: json,
  prompt: json,
});

export const securityWireShape: Shape = obj<SecurityWire>()('SecurityWire', { view: securityViewShape });
export const spyWireShape: Shape = obj<SpyWire>()('SpyWire', {
  view: securityViewShape,
  overlay: overlayShape,
});

export const spiesViewShape = (kind: SpiesViewKind): Shape =>
  kind === 'spy' ? spyWireShape : securityWireShape;

/** The plain value of a decoded state of either shape. */
export function decodeSpiesView(kind: SpiesViewKind, raw: unknown): SecurityWire | SpyWire {
  return decodeShape(spiesViewShape(kind), raw) as SecurityWire | SpyWire;
}
