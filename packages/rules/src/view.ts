/**
 * viewFor(state, seat | null): what one seat (or a spectator, null) may know (R1.20).
 * Face-down tiles carry no kind, number or id; deck orders, removed patrol cards and the
 * generator never appear. Looks at hidden cards (Spotter, Crystal Ball) reach seats only.
 */
import type { Prompt } from './actions.js';
import { BOARD_SHAPES, tilePos, wallCells } from './geometry.js';
import { outcome } from './outcome.js';
import { canUndo, pendingPrompt } from './queries/state.js';
import type {
  CharacterId,
  EffectsState,
  EventId,
  GameState,
  GameStats,
  LootCard,
  Phase,
  Pos,
  ScenarioId,
  Side,
  TileKind,
  ToolId,
} from './types.js';

export interface HiddenTileView {
  at: Pos;
  revealed: false;
  downstairs: boolean;
}

export interface RevealedTileView {
  at: Pos;
  revealed: true;
  kind: TileKind;
  num: number;
  downstairs: boolean;
  alarm: boolean;
  hack: number;
  dice: number;
  open: boolean;
  /** Safes: the line tiles already cracked for this safe. */
  cracked: Pos[];
  stealth: number;
  crowbar: boolean;
  labTaken: boolean;
  attempts: number;
  tools: ToolId[];
  loot: LootCard[];
}

export type TileView = HiddenTileView | RevealedTileView;

export interface GuardView {
  floor: number;
  placed: boolean;
  at: Pos | null;
  dest: Pos | null;
  speed: number;
  /** Movement points if it moved now: speed + alarms on its floor (R7.5). */
  points: number;
  deckSize: number;
  discard: Pos[];
  removedCount: number;
  donuts: boolean;
}

export interface PlayerSeatView {
  seat: number;
  name: string;
  character: CharacterId;
  side: Side;
  at: Pos | null;
  entered: boolean;
  escaped: boolean;
  stealth: number;
  tools: ToolId[];
  loot: LootCard[];
  laptop: number;
  carriedAlarms: number;
  /**
   * Motion tiles it entered this turn (R6.12): leaving one sets off its alarm. Absent from views
   * that do not carry it (a client's rebuilt view may not): then no exit alarm is foreseen.
   */
  enteredThisTurn?: Pos[];
}

export interface PlayerView {
  scenario: ScenarioId;
  phase: Phase;
  outcome: 'playing' | 'won' | 'lost';
  lossReason: string | null;
  /** The viewer: a seat, or null for a spectator. */
  viewer: number | null;
  board: { cols: number; rows: number; floors: number; void: { col: number; row: number } | null };
  tiles: TileView[];
  walls: Array<[Pos, Pos]>;
  guards: GuardView[];
  players: PlayerSeatView[];
  turn: {
    seat: number;
    number: number;
    allowance: number;
    used: number;
    remaining: number;
    /** Actions used that count for the event check (R4.5): back-and-forth arrivals excluded. */
    counted: number;
    actionsOver: boolean;
    flags: Record<string, number>;
  };
  decks: {
    event: number;
    eventDiscard: EventId[];
    tool: number;
    toolDiscard: ToolId[];
    loot: number;
    goldBarAside: boolean;
    inFront: Array<{ seat: number; card: EventId }>;
  };
  effects: EffectsState;
  entrance: Pos | null;
  crow: Pos | null;
  kitty: Pos | null;
  links: Array<{ from: Pos; to: Pos | 'roof' }>;
  prompt: Prompt | null;
  canUndo: boolean;
  stats: GameStats;
}

/** A prompt as one viewer may see it: spectators never see hidden cards (D75). */
export function promptFor(prompt: Prompt | null, viewer: number | null): Prompt | null {
  if (!prompt || viewer !== null) return prompt;
  if (prompt.kind === 'spotter') {
    return {
      ...prompt,
      card: prompt.deck === 'event' ? ('hidden' as EventId) : { floor: -1, col: -1, row: -1 },
    };
  }
  if (prompt.kind === 'order') return { ...prompt, cards: prompt.cards.map(() => 'hidden' as EventId) };
  return prompt;
}

export function viewFor(state: GameState, viewer: number | null): PlayerView {
  return buildView(state, viewer, null);
}

/**
 * viewFor for one viewer over the successive states of one game, reusing the parts of the last
 * view whose engine objects did not change (states are never changed after `apply`: an input
 * copies what it changes). Equal to viewFor in every call; unchanged tiles, guards, players and
 * walls are the same objects as last time, so a consumer can skip them by identity.
 */
export function viewTracker(viewer: number | null): (state: GameState) => PlayerView {
  let last: Previous | null = null;
  return (state) => {
    const view = buildView(state, viewer, last);
    last = { state, view };
    return view;
  };
}

interface Previous {
  state: GameState;
  view: PlayerView;
}

function buildView(state: GameState, viewer: number | null, last: Previous | null): PlayerView {
  // Anything but a seat of this game is a spectator: hidden cards never reach it (D75).
  const seat =
    viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < state.players.length
      ? viewer
      : null;
  const shape = BOARD_SHAPES[state.scenario];
  const pos = (i: number): Pos | null => (i >= 0 ? tilePos(shape, i) : null);
  const before = last && last.state.scenario === state.scenario ? last : null;
  // An engine record an input left alone is the very same object in the next state (apply copies
  // what it changes): its view is the last one, so a consumer can skip it by identity too.
  const prior = before?.state;
  const freshTiles = () => {
    const fresh: TileView[] = [];
    state.tiles.forEach((t, i) => {
      if (t.kind === 'void') return;
      // Void cells are the same in every state of a game: the view keeps its index here.
      const kept = before && before.state.tiles[i] === t ? before.view.tiles[fresh.length] : undefined;
      fresh.push(kept ?? tileView(t, tilePos(shape, i), shape));
    });
    return fresh;
  };
  const tiles = prior?.tiles === state.tiles ? before!.view.tiles : freshTiles();
  const walls =
    before && sameFloors(before.state.walls, state.walls) ? before.view.walls : wallsView(state, shape);
  // A guard's points count the alarms on its floor: its view stands while tiles and guards do.
  const guards =
    prior && prior.tiles === state.tiles && prior.guards === state.guards
      ? before!.view.guards
      : keptList(
          before?.view.guards,
          state.guards.map((g, floor) => {
            let alarms = 0;
            for (let i = floor * shape.area; i < (floor + 1) * shape.area; i++)
              if ((state.tiles[i]?.alarm ?? 0) > 0) alarms++;
            const kept = before?.state.guards[floor] === g ? before.view.guards[floor] : undefined;
            if (kept && kept.points === g.speed + alarms) return kept;
            return {
              floor,
              placed: g.placed,
              at: g.placed ? pos(g.tile) : null,
              dest: g.placed ? pos(g.dest) : null,
              speed: g.speed,
              points: g.speed + alarms,
              deckSize: g.deck.length,
              discard: g.discard.map((c) => tilePos(shape, floor * shape.area + c)),
              removedCount: g.removed.length,
              donuts: g.donuts,
            };
          }),
        );
  const t = state.turn;
  return {
    scenario: state.scenario,
    phase: state.phase,
    outcome: outcome(state),
    lossReason: state.lossReason,
    viewer: seat,
    board: before?.view.board ?? {
      cols: shape.cols,
      rows: shape.rows,
      floors: shape.floors,
      void:
        shape.voidCell >= 0
          ? { col: shape.voidCell % shape.cols, row: Math.floor(shape.voidCell / shape.cols) }
          : null,
    },
    tiles,
    walls,
    guards,
    players:
      prior?.players === state.players
        ? before!.view.players
        : state.players.map((p, i) => {
            const was = prior?.players[i];
            const seen = before?.view.players[i];
            if (was === p) return seen!;
            // Lists the input left alone keep their last view too (the encoder skips them by identity).
            const same = (list: 'tools' | 'loot' | 'enteredThisTurn') =>
              seen !== undefined && was?.[list] === p[list];
            return {
              seat: i,
              name: p.name,
              character: p.character,
              side: p.side,
              at: pos(p.tile),
              entered: p.entered,
              escaped: p.escaped,
              stealth: p.stealth,
              tools: same('tools') ? seen!.tools : [...p.tools],
              loot: same('loot') ? seen!.loot : [...p.loot],
              laptop: p.laptop,
              carriedAlarms: p.carriedAlarms,
              enteredThisTurn: same('enteredThisTurn')
                ? seen!.enteredThisTurn!
                : p.enteredThisTurn.map((i) => tilePos(shape, i)),
            };
          }),
    turn:
      prior?.turn === t
        ? before!.view.turn
        : {
            seat: t.seat,
            number: t.number,
            allowance: t.allowance,
            used: t.used,
            remaining: Math.max(0, t.allowance - t.used),
            counted: t.counted,
            actionsOver: t.actionsOver,
            flags: { ...t.flags },
          },
    decks:
      prior?.decks === state.decks
        ? before!.view.decks
        : {
            event: state.decks.event.length,
            eventDiscard: [...state.decks.eventDiscard],
            tool: state.decks.tool.length,
            toolDiscard: [...state.decks.toolDiscard],
            loot: state.decks.loot.length,
            goldBarAside: state.decks.goldBarAside,
            inFront: state.decks.inFront.map((c) => ({ ...c })),
          },
    effects: prior?.effects === state.effects ? before!.view.effects : structuredCloneEffects(state.effects),
    entrance: prior?.entrance === state.entrance ? before!.view.entrance : pos(state.entrance),
    crow: prior?.crow === state.crow ? before!.view.crow : pos(state.crow),
    kitty: prior?.kitty === state.kitty ? before!.view.kitty : pos(state.kitty),
    links:
      prior?.links === state.links
        ? before!.view.links
        : state.links.map(([from, to]) => ({
            from: tilePos(shape, from),
            to: to < 0 ? 'roof' : tilePos(shape, to),
          })),
    // The same prompt object as last time (or null) keeps its view: skipped by identity.
    prompt:
      before && pendingPrompt(prior!) === pendingPrompt(state)
        ? before.view.prompt
        : promptFor(pendingPrompt(state), seat),
    canUndo: seat !== null && canUndo(state, seat),
    stats: prior?.stats === state.stats ? before!.view.stats : { ...state.stats },
  };
}

/** `next`, or the last list when every item of `next` is the last one's: one identity to skip. */
function keptList<T>(last: T[] | undefined, next: T[]): T[] {
  return last && last.length === next.length && next.every((item, i) => item === last[i]) ? last : next;
}

type Shape = (typeof BOARD_SHAPES)[ScenarioId];

function tileView(t: GameState['tiles'][number], at: Pos, shape: Shape): TileView {
  if (!t.revealed) return { at, revealed: false, downstairs: t.downstairs };
  if (t.kind === 'void') throw new Error('a void cell has no view');
  return {
    at,
    revealed: true,
    kind: t.kind,
    num: t.num,
    downstairs: t.downstairs,
    alarm: t.alarm > 0,
    hack: t.hack,
    dice: t.dice,
    open: t.open,
    cracked: t.cracked.map((c) => tilePos(shape, c)),
    stealth: t.stealth,
    crowbar: t.crowbar,
    labTaken: t.labTaken,
    attempts: t.attempts,
    tools: [...t.tools],
    loot: [...t.loot],
  };
}

function sameFloors(a: readonly number[][], b: readonly number[][]): boolean {
  return a === b || (a.length === b.length && a.every((floor, i) => floor === b[i]));
}

function wallsView(state: GameState, shape: Shape): Array<[Pos, Pos]> {
  const walls: Array<[Pos, Pos]> = [];
  state.walls.forEach((keys, floor) => {
    for (const k of keys) {
      const [a, b] = wallCells(k);
      walls.push([tilePos(shape, floor * shape.area + a), tilePos(shape, floor * shape.area + b)]);
    }
  });
  return walls;
}

function structuredCloneEffects(e: EffectsState): EffectsState {
  return {
    ...e,
    emp: [...e.emp],
    videoLoop: [...e.videoLoop],
    timeLock: [...e.timeLock],
    gymnastics: [...e.gymnastics],
    headsUp: [...e.headsUp],
    jumpTheGun: [...e.jumpTheGun],
  };
}
