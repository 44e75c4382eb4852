/**
 * Pure translation of a PlayerView (plus what the player is doing: highlights, focus, hover)
 * into the data the board draws. No Pixi here, so it is unit-tested like any function.
 */

import {
  allSafesOpen,
  type Cell,
  isEscapeTile,
  type PlayerView,
  type Pos,
  guardPath as rulesGuardPath,
  type TileKind,
  tileTraits,
} from '@safecrackers/rules';
import { characterMark, characterName, tileName, tileShortName } from '../i18n/names.js';
import { posKey, samePos } from '../store/positions.js';
import { seatColour } from './palette.js';
import type { ThreatModel } from './ThreatLayer.js';

export type Highlight = 'move' | 'peek' | 'target' | 'flex' | null;
export type Facing = 'north' | 'east' | 'south' | 'west';

export interface TileModel {
  key: string;
  at: Pos;
  revealed: boolean;
  kind: TileKind | null;
  name: string;
  /** The label where `name` would not fit the tile. */
  short: string;
  num: number | null;
  edge: 'stop' | 'alarm' | null;
  downstairs: boolean;
  alarm: boolean;
  hack: number;
  dice: number;
  open: boolean;
  /** Its number is struck through: cracked for some safe. */
  cracked: boolean;
  stealth: number;
  crowbar: boolean;
  labTaken: boolean;
  cardsOnTile: number;
  entrance: boolean;
  /** Top-floor stairs or a roof hole: the way out. */
  exit: boolean;
  /** The way out is open: every safe cracked. */
  exitOpen: boolean;
  /** A thermal-bomb hole to another floor or the roof. */
  hole: boolean;
  highlight: Highlight;
  armed: boolean;
  focused: boolean;
  hovered: boolean;
}

export interface GuardModel {
  floor: number;
  at: Pos;
  dest: Pos | null;
  speed: number;
  points: number;
  donuts: boolean;
  facing: Facing;
  /** The walk to its destination (excluding its own tile), for the hover preview. */
  path: Pos[];
  showPath: boolean;
}

export interface PlayerModel {
  seat: number;
  name: string;
  initial: string;
  character: string;
  colour: number;
  at: Pos;
  active: boolean;
  mine: boolean;
  stealth: number;
  /** Position among the characters sharing its tile, and how many share it. */
  slot: number;
  slots: number;
}

export interface FloorModel {
  index: number;
  top: boolean;
  guardSpeed: number | null;
  guardPoints: number | null;
  alarms: number;
}

export interface BoardModel {
  version: number;
  cols: number;
  rows: number;
  voidCell: Cell | null;
  floors: FloorModel[];
  tiles: TileModel[];
  walls: Array<[Pos, Pos]>;
  guards: GuardModel[];
  players: PlayerModel[];
  crow: Pos | null;
  kitty: Pos | null;
  /** The threat overlay, when it is on (issue 16). */
  threat?: ThreatModel | null;
}

export interface Interaction {
  moves: ReadonlySet<string>;
  peeks: ReadonlySet<string>;
  flexibility: ReadonlySet<string>;
  /** In "choose a tile" mode: only these tiles light up. */
  targets: ReadonlySet<string> | null;
  peekMode: boolean;
  armed: Pos | null;
  focus: Pos | null;
  hover: Pos | null;
  mySeats: readonly number[];
  /** The threat overlay's facts (the rules' `threats`), when it is on. */
  threat?: ThreatModel | null;
}

export const NO_INTERACTION: Interaction = {
  moves: new Set(),
  peeks: new Set(),
  flexibility: new Set(),
  targets: null,
  peekMode: false,
  armed: null,
  focus: null,
  hover: null,
  mySeats: [],
};

/** The danger edge of a tile kind, from the rules' traits; a crowbar silences it (R6.0.3). */
function edgeOf(kind: TileKind | null, crowbar: boolean): TileModel['edge'] {
  if (!kind || crowbar) return null;
  const traits = tileTraits(kind);
  return traits.stop ? 'stop' : traits.alarm ? 'alarm' : null;
}

function highlightOf(key: string, i: Interaction): Highlight {
  if (i.targets) return i.targets.has(key) ? 'target' : null;
  if (i.peekMode) return i.peeks.has(key) ? 'peek' : null;
  if (i.flexibility.has(key)) return 'flex';
  if (i.moves.has(key)) return 'move';
  if (i.peeks.has(key)) return 'peek';
  return null;
}

export function buildBoardModel(
  view: PlayerView,
  version: number,
  i: Interaction = NO_INTERACTION,
): BoardModel {
  const { cols, rows, floors } = view.board;
  const top = floors - 1;
  const crackedKeys = new Set(view.tiles.flatMap((t) => (t.revealed ? t.cracked.map(posKey) : [])));
  const holeKeys = new Set(
    view.links.flatMap((l) => [posKey(l.from), ...(l.to === 'roof' ? [] : [posKey(l.to)])]),
  );
  const exitOpen = allSafesOpen(view);

  const tiles: TileModel[] = view.tiles.map((t) => {
    const key = posKey(t.at);
    const kind = t.revealed ? t.kind : null;
    const exit = isEscapeTile(view, t.at);
    return {
      key,
      at: t.at,
      revealed: t.revealed,
      kind,
      name: kind ? tileName(kind) : '',
      short: kind ? tileShortName(kind) : '',
      num: t.revealed && t.kind !== 'safe' ? t.num : null,
      edge: edgeOf(kind, t.revealed && t.crowbar),
      downstairs: t.downstairs,
      alarm: t.revealed && t.alarm,
      hack: t.revealed ? t.hack : 0,
      dice: t.revealed ? t.dice : 0,
      open: t.revealed && t.open,
      cracked: crackedKeys.has(key),
      stealth: t.revealed ? t.stealth : 0,
      crowbar: t.revealed && t.crowbar,
      labTaken: t.revealed && t.labTaken,
      cardsOnTile: t.revealed ? t.tools.length + t.loot.length : 0,
      entrance: samePos(view.entrance, t.at),
      exit,
      exitOpen: exit && exitOpen,
      hole: holeKeys.has(key),
      highlight: highlightOf(key, i),
      armed: samePos(i.armed, t.at),
      focused: samePos(i.focus, t.at),
      hovered: samePos(i.hover, t.at),
    };
  });

  const voidCell = view.board.void;
  const guards: GuardModel[] = view.guards.flatMap((g) => {
    if (!g.placed || !g.at) return [];
    const path = g.dest ? guardPath(view, g.at, g.dest) : [];
    return [
      {
        floor: g.floor,
        at: g.at,
        dest: g.dest,
        speed: g.speed,
        points: g.points,
        donuts: g.donuts,
        facing: facingOf(g.at, path[0] ?? null),
        path,
        showPath: samePos(i.hover, g.at) || samePos(i.focus, g.at),
      },
    ];
  });

  const standing = view.players.filter((p) => p.at && !p.escaped);
  const players: PlayerModel[] = standing.map((p) => {
    const mates = standing.filter((q) => samePos(q.at, p.at));
    return {
      seat: p.seat,
      name: p.name,
      initial: initialOf(p.character),
      character: characterName(p.character),
      colour: seatColour(p.seat),
      at: p.at!,
      active: view.outcome === 'playing' && view.turn.seat === p.seat,
      mine: i.mySeats.includes(p.seat),
      stealth: p.stealth,
      slot: mates.indexOf(p),
      slots: mates.length,
    };
  });

  return {
    version,
    cols,
    rows,
    voidCell,
    floors: Array.from({ length: floors }, (_, index) => {
      const guard = view.guards[index];
      return {
        index,
        top: index === top,
        guardSpeed: guard ? guard.speed : null,
        guardPoints: guard?.placed ? guard.points : null,
        alarms: view.tiles.filter((t) => t.at.floor === index && t.revealed && t.alarm).length,
      };
    }),
    tiles,
    walls: view.walls,
    guards,
    players,
    crow: view.crow,
    kitty: view.kitty,
    threat: i.threat ?? null,
  };
}

export const initialOf = characterMark;

/** The guard's route by the rules' own tie-break (R7.6), on its floor's current walls. */
export const guardPath = rulesGuardPath;

export function facingOf(from: Cell, next: Cell | null): Facing {
  if (!next) return 'south';
  if (next.row < from.row) return 'north';
  if (next.row > from.row) return 'south';
  return next.col > from.col ? 'east' : 'west';
}
