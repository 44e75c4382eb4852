/**
 * The synced state of a heist room, described once. The lobby (members, seats, options: it
 * changes rarely) is the Colyseus room state, `lobbyShape`. The game as everyone may know it,
 * `gameShape`, is encoded with the same schema machinery by the room itself, and its patch
 * travels inside each receiver's one message per input (see payloads.ts: GamePayload,
 * UpdatePayload). Clients decode both and read their `PlayerView` with `playerView`.
 */
import type {
  GameStats,
  GuardView,
  PlayerSeatView,
  PlayerView,
  Pos,
  Prompt,
  TileView,
} from '@safecrackers/rules';
import type { StartProblem } from '../payloads.js';
import type { BotLevel, SeatStatus } from '../wire.js';
import { decodeShape } from './decode.js';
import { bool, f64, json, list, mapped, nullable, numberMap, obj, str, u8, u16, u32 } from './shape.js';
import { packPos, type TilesWire, tilesIn, tilesOut, unpackPos } from './tileWire.js';

export interface RoomMember {
  sessionId: string;
  name: string;
  ready: boolean;
  /** Its connection is open. */
  connected: boolean;
  /** Gone for good: back only with a seat token. */
  away: boolean;
  /** Another tab or device of the same player plays its seats. */
  elsewhere: boolean;
}

export interface RoomSeat {
  index: number;
  /** Session id of whoever plays it now (a gone player's too); null when free. */
  holder: string | null;
  /** The name of the player the seat is for. */
  name: string;
  character: PlayerSeatView['character'] | null;
  side: PlayerSeatView['side'];
  connected: boolean;
  status: SeatStatus;
  /** Someone stands in for the seat's owner, who left (the seat was handed on). */
  standIn: boolean;
  /** A planning bot plays the seat at this level; null when a person does. */
  bot: BotLevel | null;
}

export interface RoomConfig {
  scenario: PlayerView['scenario'];
  randomWalls: boolean;
  stealth: number;
  advancedSides: boolean;
  assignment: 'chosen' | 'random';
}

/**
 * The game as it travels in the synced state: the spectator's view (hidden cards masked) and
 * the seat that may undo. What only seats see, the prompt with its hidden cards (D75), goes to
 * them in their own message.
 */
export type GameWire = Omit<PlayerView, 'viewer' | 'canUndo'> & {
  /** The seat that may undo its last input now, if any (public: nothing about it is secret). */
  undoSeat: number | null;
};

export type RoomPhase = 'lobby' | PlayerView['phase'];

/** The Colyseus room state: who is here, the seats, the options. */
export interface LobbyWire {
  code: string;
  phase: RoomPhase;
  /** Session id of the host; null when nobody is. */
  host: string | null;
  /** In join order. */
  members: RoomMember[];
  seats: RoomSeat[];
  config: RoomConfig;
  /** What keeps the host from starting now (the server's own check); empty once started. */
  problems: StartProblem[];
}

/** The whole room as a client knows it: the lobby, and the game at a version. */
export interface RoomWire extends LobbyWire {
  /** Accepted inputs so far (the log length). */
  version: number;
  game: GameWire | null;
}

/**
 * A position travels as one number (floor, row and column are each below 32): a schema
 * instance per position would cost every room hundreds of instances (about 0.75 KiB each).
 */
const pos = mapped<Pos, number>(u16, packPos, unpackPos);

/** The walls as one list of numbers, two packed positions each. */
const walls = mapped<Array<[Pos, Pos]>, number[]>(
  list(u32),
  (ws) => ws.map(([a, b]) => packPos(a) * 65536 + packPos(b)),
  (ns) => ns.map((n) => [unpackPos(Math.floor(n / 65536)), unpackPos(n % 65536)]),
);

/** The tiles: two numbers each in one list (see tileWire.ts). */
const tiles = mapped<TileView[], TilesWire>(
  obj<TilesWire>()('Tiles', { cells: list(f64), extras: str }),
  tilesOut,
  tilesIn,
);

const guard = obj<GuardView>()('Guard', {
  floor: u8,
  placed: bool,
  at: nullable(pos),
  dest: nullable(pos),
  speed: u8,
  points: u8,
  deckSize: u8,
  discard: list(pos),
  removedCount: u8,
  donuts: bool,
});

const player = obj<PlayerSeatView>()('Player', {
  seat: u8,
  name: str,
  character: str,
  side: str,
  at: nullable(pos),
  entered: bool,
  escaped: bool,
  stealth: u8,
  tools: json,
  loot: json,
  laptop: u8,
  carriedAlarms: u8,
  enteredThisTurn: json,
});

type Link = PlayerView['links'][number];
const link = obj<Link>()('Link', {
  from: pos,
  // The roof has no tile: it travels as "no position".
  to: mapped<Link['to'], Pos | null>(
    nullable(pos),
    (to) => (to === 'roof' ? null : to),
    (wire) => wire ?? 'roof',
  ),
});

const stats = obj<GameStats>()('Stats', {
  actions: u16,
  turns: u16,
  alarms: u16,
  stealthLost: u16,
  tilesRevealed: u16,
  safesOpened: u16,
});

export const gameShape = obj<GameWire>()('Game', {
  scenario: str,
  phase: str,
  outcome: str,
  lossReason: nullable(str),
  board: obj<PlayerView['board']>()('Board', {
    cols: u8,
    rows: u8,
    floors: u8,
    void: nullable(obj<{ col: number; row: number }>()('Cell', { col: u8, row: u8 })),
  }),
  tiles,
  walls,
  guards: list(guard),
  players: list(player),
  turn: obj<PlayerView['turn']>()('Turn', {
    seat: u8,
    number: u16,
    allowance: u8,
    used: u8,
    remaining: u8,
    counted: u8,
    actionsOver: bool,
    flags: numberMap,
  }),
  decks: obj<PlayerView['decks']>()('Decks', {
    event: u8,
    eventDiscard: json,
    tool: u8,
    toolDiscard: json,
    loot: u8,
    goldBarAside: bool,
    inFront: json,
  }),
  effects: json,
  entrance: nullable(pos),
  crow: nullable(pos),
  kitty: nullable(pos),
  links: list(link),
  prompt: json,
  stats,
  undoSeat: nullable(u8),
});

/** A member of a room's lobby, as every game's room state shows it. */
export const memberShape = obj<RoomMember>()('Member', {
  sessionId: str,
  name: str,
  ready: bool,
  connected: bool,
  away: bool,
  elsewhere: bool,
});

/** What every game's lobby state has first (its code, phase, host, members, start check); its seats and options follow. */
export const lobbyCoreFields = {
  code: str,
  phase: str,
  host: nullable(str),
  members: list(memberShape),
  problems: json,
} as const;

export const lobbyShape = obj<LobbyWire>()('Lobby', {
  ...lobbyCoreFields,
  seats: list(
    obj<RoomSeat>()('Seat', {
      index: u8,
      holder: nullable(str),
      name: str,
      character: nullable(str),
      side: str,
      connected: bool,
      status: str,
      standIn: bool,
      bot: nullable(str),
    }),
  ),
  config: obj<RoomConfig>()('Config', {
    scenario: str,
    randomWalls: bool,
    stealth: u8,
    advancedSides: bool,
    assignment: str,
  }),
});

/** The lobby as a client decoded it (its `room.state.toJSON()`), back as plain values. */
export function decodeLobby(raw: unknown): LobbyWire {
  return decodeShape(lobbyShape, raw) as LobbyWire;
}

/** The game as a client decoded it (its game decoder's state `toJSON()`). */
export function decodeGame(raw: unknown): GameWire {
  return decodeShape(gameShape, raw) as GameWire;
}

/**
 * What `viewer` (a seat, or null for a spectator) may know of the game: its PlayerView. A
 * seat's view of the pending prompt (`seatPrompt`, from its own message) shows the hidden
 * cards a spectator's does not.
 */
export function playerView(game: GameWire, viewer: number | null, seatPrompt?: Prompt | null): PlayerView {
  const { undoSeat, ...common } = game;
  return {
    ...common,
    viewer,
    prompt: viewer !== null && seatPrompt !== undefined ? seatPrompt : game.prompt,
    canUndo: viewer !== null && viewer === undoSeat,
  };
}
