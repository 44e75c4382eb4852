/**
 * Core vocabulary of the engine: identifiers, positions, the JSON-serialisable GameState.
 * Everything here is plain data; functions live in their own modules.
 */
import type { RngState } from './rng.js';

export const SCENARIO_IDS = ['office', 'bank', 'fortknox'] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];
export const SIDES = ['basic', 'advanced'] as const;
export type Side = (typeof SIDES)[number];
export const CHARACTER_IDS = [
  'acrobat',
  'hacker',
  'hawk',
  'juicer',
  'peterman',
  'raven',
  'rigger',
  'rook',
  'spotter',
] as const;
export type CharacterId = (typeof CHARACTER_IDS)[number];

export const TILE_KINDS = [
  'atrium',
  'camera',
  'computer-fingerprint',
  'computer-laser',
  'computer-motion',
  'deadbolt',
  'detector',
  'fingerprint',
  'foyer',
  'keypad',
  'laboratory',
  'laser',
  'lavatory',
  'motion',
  'safe',
  'secret-door',
  'service-duct',
  'stairs',
  'thermo',
  'walkway',
] as const;
export type TileKind = (typeof TILE_KINDS)[number];

export const TOOL_IDS = [
  'blueprints',
  'crowbar',
  'crystal-ball',
  'donuts',
  'dynamite',
  'emp',
  'invisible-suit',
  'makeup-kit',
  'rollerskates',
  'smoke-bomb',
  'stethoscope',
  'thermal-bomb',
  'virus',
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export const LOOT_IDS = [
  'bust',
  'chihuahua',
  'cursed-goblet',
  'gemstone',
  'gold-bar',
  'isotope',
  'keycard',
  'mirror',
  'painting',
  'persian-kitty',
  'stamp',
  'tiara',
] as const;
export type LootId = (typeof LOOT_IDS)[number];

/** A loot card: its id, or 'gold-bar#1' for the second Gold Bar (R2.15). */
export const LOOT_CARDS = [...LOOT_IDS, 'gold-bar#1'] as const;
export type LootCard = (typeof LOOT_CARDS)[number];

export const EVENT_IDS = [
  'brown-out',
  'buddy-system',
  'change-of-plans',
  'crash',
  'daydreaming',
  'dead-drop',
  'espresso',
  'freight-elevator',
  'go-with-your-gut',
  'gymnastics',
  'heads-up',
  'jump-the-gun',
  'jury-rig',
  'keycode-change',
  'lampshade',
  'lost-grip',
  'peekhole',
  'reboot',
  'shift-change',
  'shoplifting',
  'squeak',
  'switch-signs',
  'throw-voice',
  'time-lock',
  'video-loop',
  'where-is-he',
] as const;
export type EventId = (typeof EVENT_IDS)[number];

/** A cell of a floor: col 0 = 'A' (west), row 0 = '1' (north). */
export interface Cell {
  col: number;
  row: number;
}

/** A cell on a given floor; floors are 0-based (0 = entrance floor). */
export interface Pos extends Cell {
  floor: number;
}

export interface FloorLayout {
  cols: number;
  rows: number;
  walls: Array<[Cell, Cell]>;
  blocked?: Cell[];
}

export interface GameOptions {
  /** Stealth tokens each character starts with (R3.9: 3). */
  stealth?: number;
  /** Random walls instead of the printed layouts, every room kept reachable. */
  randomWalls?: boolean;
  /** Deal characters at random from the seed for seats that name none (R3.1). */
  randomCharacters?: boolean;
  /** Allow advanced sides when dealing at random. */
  advancedSides?: boolean;
}

export interface SeatSetup {
  name: string;
  character?: CharacterId;
  side?: Side;
}

export interface GameSetup {
  scenario: ScenarioId;
  seats: SeatSetup[];
  seed: string;
  options?: GameOptions;
}

/** One room tile (or the Fort Knox void). Indexed by tile index, see geometry.ts. */
export interface TileState {
  kind: TileKind | 'void';
  /** Combination number 1–6; 0 for Safes and the void. */
  num: number;
  revealed: boolean;
  /** Trigger order of the alarm on this tile (R7.10 step 6); 0 when none. */
  alarm: number;
  /** Hack tokens (Computers). */
  hack: number;
  /** Added safe dice (Safes). */
  dice: number;
  /** Safe opened, or Keypad unlocked. */
  open: boolean;
  /** Safes: tile indices of this safe's line tiles that carry its cracked marker. */
  cracked: number[];
  /** Tile stealth tokens (Lavatory, Smoke Bomb). */
  stealth: number;
  crowbar: boolean;
  /** Laboratory whose tool has been taken (R6.9). */
  labTaken: boolean;
  /** Downstairs marker (R1.10). */
  downstairs: boolean;
  /** Keypad attempts this turn (R6.8). */
  attempts: number;
  /** Tool and loot cards lying on the tile (Drill, second Gold Bar). */
  tools: ToolId[];
  loot: LootCard[];
}

export interface PlayerState {
  name: string;
  character: CharacterId;
  side: Side;
  /** Tile index, or -1 before first placement and after escaping. */
  tile: number;
  entered: boolean;
  escaped: boolean;
  stealth: number;
  tools: ToolId[];
  loot: LootCard[];
  /** Tiles this character entered this turn (Motion record, R6.12). */
  enteredThisTurn: number[];
  /** Hacker Laptop token (R8.2). */
  laptop: number;
  /** Juicer carried alarm tokens (R8.4). */
  carriedAlarms: number;
}

export interface GuardState {
  placed: boolean;
  /** Tile index of the guard (meaningful when placed). */
  tile: number;
  /** Tile index of the destination (meaningful when placed). */
  dest: number;
  /** The guard die, 2–6 (R2.6). */
  speed: number;
  /** Hidden draw pile, local cell indices, top = last element. */
  deck: number[];
  /** Public discard pile, local cell indices, most recent last. */
  discard: number[];
  /** Hidden set-aside cards (R2.5). */
  removed: number[];
  donuts: boolean;
}

/** Lasting effects and one-turn flags (R2.11). Seats are who played or drew them. */
export interface EffectsState {
  emp: number[];
  videoLoop: number[];
  timeLock: number[];
  gymnastics: number[];
  /** Invisible Suit worn during the current action phase. */
  invisibleSuit: boolean;
  espresso: boolean;
  daydreaming: boolean;
  shiftChange: boolean;
  /** Seats with a pending Heads Up bonus / Jump the Gun skip. */
  headsUp: number[];
  jumpTheGun: number[];
}

export interface TurnState {
  seat: number;
  /** Counts every turn taken or skipped, from 1. */
  number: number;
  allowance: number;
  used: number;
  /** Actions used that count for the event check (R4.5). */
  counted: number;
  /** Tiles the current character stood on this turn, its start tile included (R4.5). */
  stood: number[];
  /** Once-per-turn ability flags and similar counters, by name. */
  flags: Record<string, number>;
  /** No action or free action taken yet this turn (Rook Disguise). */
  fresh: boolean;
  /** The most recent arrival this turn was an Acrobat Flexibility move. */
  flexibility: boolean;
  /** The current character escaped this turn. */
  escaped: boolean;
  /** The action phase has ended (an input may still be pending in later phases). */
  actionsOver: boolean;
}

export interface DecksState {
  event: EventId[];
  eventDiscard: EventId[];
  tool: ToolId[];
  toolDiscard: ToolId[];
  loot: LootCard[];
  /** The second Gold Bar is still kept aside (R2.15). */
  goldBarAside: boolean;
  /** Event cards lying in front of seats as lasting effects (D46). */
  inFront: Array<{ seat: number; card: EventId }>;
}

export type Phase = 'setup' | 'playing' | 'won' | 'lost';

export interface GameState {
  v: 1;
  setup: GameSetup;
  scenario: ScenarioId;
  phase: Phase;
  rng: RngState;
  tiles: TileState[];
  /** Per floor: wall keys (see geometry.ts). Replaced, never mutated, so graphs can be cached. */
  walls: number[][];
  guards: GuardState[];
  players: PlayerState[];
  turn: TurnState;
  decks: DecksState;
  effects: EffectsState;
  /** Entrance tile index, -1 until chosen. */
  entrance: number;
  /** Global alarm trigger counter (R7.10 step 6). */
  alarmCounter: number;
  /** Raven's crow tile (-1 when off the board). */
  crow: number;
  /** Loose Persian Kitty tile (-1 when not loose). */
  kitty: number;
  /** Thermal Bomb links: lower tile and upper tile, or -1 for the roof (R9.2.12). */
  links: Array<[number, number]>;
  /** The pending choice and how to resume the input that raised it (R1.21, R4.11). */
  pending: Pending | null;
  /** Inputs of the current turn since the last barrier, for undo (R4.12). */
  undo: UndoState | null;
  /** Why the game was lost, when it was. */
  lossReason: string | null;
  stats: GameStats;
}

export interface GameStats {
  actions: number;
  turns: number;
  alarms: number;
  stealthLost: number;
  tilesRevealed: number;
  safesOpened: number;
}

/** A pending choice; `resume` re-runs the suspended input with the answers (see engine.ts). */
export interface Pending {
  prompt: import('./actions.js').Prompt;
  resume: Resume | null;
}

export interface Resume {
  base: GameState;
  seat: number;
  action: import('./actions.js').Intent;
  answers: import('./actions.js').Answer[];
  /** The seat that gave each answer. */
  answeredBy: number[];
  /** How many events the suspended run has already emitted. */
  emitted: number;
}

export interface UndoState {
  base: GameState;
  inputs: Array<{ seat: number; action: import('./actions.js').Action }>;
}

/** A deeply read-only view of plain data: what may be shared between states is read through it. */
export type DeepReadonly<T> = T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
