/**
 * Turns the decoded public room state (HeistState.toJSON() from apps/server) into typed,
 * plain data: lobby facts and, once started, a PlayerView as a spectator would see it.
 * The schema encodes "none" as a position with floor -1 and absent strings as ''.
 */

import type { SeatStatus } from '@safecrackers/protocol/wire';
import type {
  CharacterId,
  DomainEvent,
  EventId,
  GuardView,
  LootCard,
  Phase,
  PlayerSeatView,
  PlayerView,
  Pos,
  Prompt,
  ScenarioId,
  Side,
  TileKind,
  TileView,
  ToolId,
} from '@safecrackers/rules';

export interface LobbyMember {
  sessionId: string;
  name: string;
  ready: boolean;
  connected: boolean;
  /** Gone for good: back only with a seat token. */
  away: boolean;
  /** Another tab or device of the same player plays its seats. */
  elsewhere: boolean;
}

export interface LobbySeat {
  index: number;
  /** Session id of the holder, or null when free. */
  holder: string | null;
  name: string;
  character: CharacterId | null;
  side: Side;
  connected: boolean;
  status: SeatStatus;
  /** Someone stands in for the seat's owner, who left. */
  standIn: boolean;
}

export interface LobbyConfig {
  scenario: ScenarioId;
  randomWalls: boolean;
  stealth: number;
  advancedSides: boolean;
  assignment: 'chosen' | 'random';
}

export interface PublicLogEntry {
  seq: number;
  version: number;
  event: DomainEvent;
}

export type RoomPhase = 'lobby' | Phase;

export interface RoomSnapshot {
  code: string;
  phase: RoomPhase;
  host: string;
  version: number;
  members: LobbyMember[];
  seats: LobbySeat[];
  config: LobbyConfig;
  /** The spectator's view of the game; null in the lobby. */
  game: PlayerView | null;
  log: PublicLogEntry[];
}

// The decoded schema, loosely typed: every field is checked or defaulted on the way in.
type Raw = Record<string, unknown>;
const obj = (v: unknown): Raw => (v && typeof v === 'object' ? (v as Raw) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const num = (v: unknown, d = 0): number => (typeof v === 'number' ? v : d);
const str = (v: unknown, d = ''): string => (typeof v === 'string' ? v : d);
const bool = (v: unknown): boolean => v === true;

export function toPos(v: unknown): Pos | null {
  const p = obj(v);
  const floor = num(p.floor, -1);
  if (floor < 0) return null;
  return { floor, col: num(p.col), row: num(p.row) };
}

const toPosList = (v: unknown): Pos[] => arr(v).flatMap((p) => toPos(p) ?? []);

export function toSnapshot(raw: unknown): RoomSnapshot {
  const s = obj(raw);
  const members = Object.values(obj(s.members)).map((m) => {
    const r = obj(m);
    return {
      sessionId: str(r.sessionId),
      name: str(r.name),
      ready: bool(r.ready),
      connected: bool(r.connected),
      away: bool(r.away),
      elsewhere: bool(r.elsewhere),
    };
  });
  const seats = arr(s.seats).map((x, i) => {
    const r = obj(x);
    return {
      index: num(r.index, i),
      holder: str(r.holder) || null,
      name: str(r.name),
      character: (str(r.character) || null) as CharacterId | null,
      side: (str(r.side, 'basic') as Side) ?? 'basic',
      connected: bool(r.connected),
      status: (str(r.status) || 'free') as SeatStatus,
      standIn: bool(r.standIn),
    };
  });
  const c = obj(s.config);
  const config: LobbyConfig = {
    scenario: str(c.scenario, 'office') as ScenarioId,
    randomWalls: bool(c.randomWalls),
    stealth: num(c.stealth, 3),
    advancedSides: bool(c.advancedSides),
    assignment: str(c.assignment) === 'random' ? 'random' : 'chosen',
  };
  const game = s.game ? toGameView(s.game) : null;
  return {
    code: str(s.code),
    phase: str(s.phase, 'lobby') as RoomPhase,
    host: str(s.host),
    version: num(s.version),
    members,
    seats,
    config,
    game,
    log: s.game ? toLog(obj(s.game).log) : [],
  };
}

function toLog(v: unknown): PublicLogEntry[] {
  return arr(v).flatMap((x) => {
    const r = obj(x);
    try {
      return [{ seq: num(r.seq), version: num(r.version), event: JSON.parse(str(r.json)) as DomainEvent }];
    } catch {
      return [];
    }
  });
}

function toTile(v: unknown): TileView {
  const r = obj(v);
  const at = { floor: num(r.floor), col: num(r.col), row: num(r.row) };
  if (!bool(r.revealed)) return { at, revealed: false, downstairs: bool(r.downstairs) };
  return {
    at,
    revealed: true,
    kind: str(r.kind) as TileKind,
    num: num(r.num),
    downstairs: bool(r.downstairs),
    alarm: bool(r.alarm),
    hack: num(r.hack),
    dice: num(r.dice),
    open: bool(r.open),
    cracked: toPosList(r.cracked),
    stealth: num(r.stealth),
    crowbar: bool(r.crowbar),
    labTaken: bool(r.labTaken),
    attempts: num(r.attempts),
    tools: arr(r.tools) as ToolId[],
    loot: arr(r.loot) as LootCard[],
  };
}

function toGuard(v: unknown): GuardView {
  const r = obj(v);
  return {
    floor: num(r.floor),
    placed: bool(r.placed),
    at: toPos(r.at),
    dest: toPos(r.dest),
    speed: num(r.speed),
    points: num(r.points),
    deckSize: num(r.deckSize),
    discard: toPosList(r.discard),
    removedCount: num(r.removedCount),
    donuts: bool(r.donuts),
  };
}

function toPlayer(v: unknown): PlayerSeatView {
  const r = obj(v);
  return {
    seat: num(r.seat),
    name: str(r.name),
    character: str(r.character) as CharacterId,
    side: str(r.side, 'basic') as Side,
    at: toPos(r.at),
    entered: bool(r.entered),
    escaped: bool(r.escaped),
    stealth: num(r.stealth),
    tools: arr(r.tools) as ToolId[],
    loot: arr(r.loot) as LootCard[],
    laptop: num(r.laptop),
    carriedAlarms: num(r.carriedAlarms),
  };
}

const numbers = (v: unknown): number[] => arr(v).filter((x): x is number => typeof x === 'number');

function parsePrompt(v: unknown): Prompt | null {
  const r = obj(v);
  const json = str(r.json);
  if (!str(r.kind) || !json) return null;
  try {
    return JSON.parse(json) as Prompt;
  } catch {
    return null;
  }
}

export function toGameView(v: unknown): PlayerView {
  const g = obj(v);
  const voidPos = toPos(g.void);
  const turn = obj(g.turn);
  const decks = obj(g.decks);
  const effects = obj(g.effects);
  const stats = obj(g.stats);
  const outcome = str(g.outcome, 'playing');
  return {
    scenario: str(g.scenario, 'office') as ScenarioId,
    phase: str(g.phase, 'setup') as Phase,
    outcome: outcome === 'won' || outcome === 'lost' ? outcome : 'playing',
    lossReason: str(g.lossReason) || null,
    viewer: null,
    board: {
      cols: num(g.cols, 4),
      rows: num(g.rows, 4),
      floors: num(g.floors, 2),
      void: voidPos ? { col: voidPos.col, row: voidPos.row } : null,
    },
    tiles: arr(g.tiles).map(toTile),
    walls: arr(g.walls).flatMap((w) => {
      const a = toPos(obj(w).a);
      const b = toPos(obj(w).b);
      return a && b ? [[a, b] as [Pos, Pos]] : [];
    }),
    guards: arr(g.guards).map(toGuard),
    players: arr(g.players).map(toPlayer),
    turn: {
      seat: num(turn.seat),
      number: num(turn.number),
      allowance: num(turn.allowance),
      used: num(turn.used),
      remaining: num(turn.remaining),
      actionsOver: bool(turn.actionsOver),
      flags: Object.fromEntries(Object.entries(obj(turn.flags)).map(([k, x]) => [k, num(x)])),
    },
    decks: {
      event: num(decks.event),
      eventDiscard: arr(decks.eventDiscard) as EventId[],
      tool: num(decks.tool),
      toolDiscard: arr(decks.toolDiscard) as ToolId[],
      loot: num(decks.loot),
      goldBarAside: bool(decks.goldBarAside),
      inFront: arr(decks.inFront).map((x) => ({ seat: num(obj(x).seat), card: str(obj(x).card) as EventId })),
    },
    effects: {
      emp: numbers(effects.emp),
      videoLoop: numbers(effects.videoLoop),
      timeLock: numbers(effects.timeLock),
      gymnastics: numbers(effects.gymnastics),
      invisibleSuit: bool(effects.invisibleSuit),
      espresso: bool(effects.espresso),
      daydreaming: bool(effects.daydreaming),
      shiftChange: bool(effects.shiftChange),
      headsUp: numbers(effects.headsUp),
      jumpTheGun: numbers(effects.jumpTheGun),
    },
    entrance: toPos(g.entrance),
    crow: toPos(g.crow),
    kitty: toPos(g.kitty),
    links: arr(g.links).flatMap((x) => {
      const l = obj(x);
      const from = toPos(l.from);
      if (!from) return [];
      const to = bool(l.roof) ? ('roof' as const) : toPos(l.to);
      return to ? [{ from, to }] : [];
    }),
    prompt: parsePrompt(g.prompt),
    canUndo: bool(g.canUndo),
    stats: {
      actions: num(stats.actions),
      turns: num(stats.turns),
      alarms: num(stats.alarms),
      stealthLost: num(stats.stealthLost),
      tilesRevealed: num(stats.tilesRevealed),
      safesOpened: num(stats.safesOpened),
    },
  };
}

/**
 * The view one viewer acts on: the public view plus what the server sent privately (the
 * prompt as seats see it). Undo belongs to the current seat only.
 */
export function viewForViewer(
  game: PlayerView,
  viewer: number | null,
  privatePrompt: Prompt | null | undefined,
): PlayerView {
  return {
    ...game,
    viewer,
    prompt: viewer !== null && privatePrompt !== undefined ? privatePrompt : game.prompt,
    canUndo: game.canUndo && viewer !== null && viewer === game.turn.seat,
  };
}
