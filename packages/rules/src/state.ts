/**
 * The resolution context: a private working copy of the state, the events emitted so far,
 * and the answers available to prompts. An input is resolved by straight-line code; a prompt
 * with no answer yet suspends the run (see engine.ts for how it resumes).
 */
import type { Answer, Prompt } from './actions.js';
import type { DomainEvent } from './events.js';
import { BOARD_SHAPES, type BoardShape, tilePos } from './geometry.js';
import { checkAnswer } from './prompts.js';
import { type RngState, rollDie, shuffleInPlace } from './rng.js';
import type {
  DecksState,
  DeepReadonly,
  EffectsState,
  GameState,
  GameStats,
  GuardState,
  PlayerState,
  Pos,
  TileState,
  TurnState,
} from './types.js';

/** Parts of the state that rule code changes only through the context's accessors. */
type Nested =
  | 'setup'
  | 'rng'
  | 'tiles'
  | 'walls'
  | 'guards'
  | 'players'
  | 'turn'
  | 'decks'
  | 'effects'
  | 'links'
  | 'stats';

/**
 * The state as rule code sees it during an input: every nested object read-only (they may be
 * shared with earlier states), the top-level fields (phase, crow, pending...) writable.
 */
export type DraftState = Omit<GameState, Nested> & { readonly [K in Nested]: DeepReadonly<GameState[K]> };

/** A turn before anything is done in it. */
export function newTurn(seat: number, number: number, allowance: number, actionsOver: boolean): TurnState {
  return {
    seat,
    number,
    allowance,
    used: 0,
    counted: 0,
    stood: [],
    flags: {},
    fresh: true,
    flexibility: false,
    escaped: false,
    actionsOver,
  };
}

/** Raised when a prompt has no answer yet: the run stops here and waits for one. */
export class Suspend {
  constructor(readonly prompt: Prompt) {}
}

/** Raised when the team has lost: the run stops at once, keeping the state as it is (R4.1). */
export class GameOver {}

/**
 * Copy-on-write. A state is never changed once an input has produced it: the next input works
 * on a draft, a shallow copy of its top level whose nested objects (each tile, guard and player,
 * the arrays of tiles, guards, players and walls, the turn, decks, effects, stats, generator,
 * links, setup) are the input state's own until the Ctx's mut* accessors copy one, at most once
 * per input. Everything an input does not change is shared with the state it started from.
 * Arrays inside tiles (cracked, tools, loot), each floor's wall array, the links' pairs, the
 * cards in front of seats, the setup and the undo/prompt records are never changed in place:
 * code that changes them assigns a new one. The arrays inside a guard, a player, the turn, the
 * decks and the effects are copied with their owner, so an owned object may change them.
 */
export function draftOf(s: GameState): GameState {
  return { ...s };
}

/** Same length and the same items, by identity. */
function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Plain data equal by value (numbers, strings, booleans, null, arrays and records of them). */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let n = 0;
  for (const k in ra) {
    if (!sameData(ra[k], rb[k])) return false;
    n++;
  }
  for (const _ in rb) n--;
  return n === 0;
}

/**
 * `copy` (made by this input from `orig`) settled: `orig` itself when equal by value, else
 * `copy` holding `orig`'s own values for the fields that did not change.
 */
function settleRecord<T extends object>(copy: T, orig: T): T {
  if (copy === orig) return copy;
  let same = true;
  for (const k in orig) {
    const a = copy[k];
    const b = orig[k];
    if (a === b) continue;
    if (typeof a === 'object' && a !== null && sameData(a, b)) copy[k] = b;
    else same = false;
  }
  return same ? orig : copy;
}

/** A list (tiles, players, guards) whose items this input may have copied, settled item by item. */
function settleList<T extends object>(list: T[], orig: T[]): T[] {
  if (list === orig) return list;
  let same = list.length === orig.length;
  for (let i = 0; i < list.length; i++) {
    const item = list[i] as T;
    const before = orig[i];
    if (item === before) continue;
    if (before !== undefined && settleRecord(item, before) === before) list[i] = before;
    else same = false;
  }
  return same ? orig : list;
}

/** `list` with the items equal by value to `ref`'s taken from `ref`; never changes either. */
function adoptList<T>(list: T[], ref: readonly T[]): T[] {
  if (list === ref) return list;
  let out: T[] | null = null;
  let same = list.length === ref.length;
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    const r = ref[i];
    if (item === r) continue;
    if (i < ref.length && sameData(item, r)) {
      out ??= list.slice();
      out[i] = r as T;
    } else same = false;
  }
  return same ? (ref as T[]) : (out ?? list);
}

/**
 * `state` (a result) sharing with `ref` (another state, usually the input) every nested object
 * that is equal by value at the same place. Used where a result is not built on the input
 * itself: an answer re-runs its input from the state before it, an undo replays the inputs
 * before it. Changes neither state: replaced parts are new objects.
 */
export function shareUnchanged(state: GameState, ref: GameState): GameState {
  const out = { ...state };
  out.tiles = adoptList(state.tiles, ref.tiles);
  out.players = adoptList(state.players, ref.players);
  out.guards = adoptList(state.guards, ref.guards);
  out.walls = adoptList(state.walls, ref.walls);
  for (const k of ['turn', 'decks', 'effects', 'stats', 'rng', 'links'] as const) {
    if (state[k] !== ref[k] && sameData(state[k], ref[k])) (out as Record<typeof k, unknown>)[k] = ref[k];
  }
  return out;
}

function cloneTurn(t: TurnState): TurnState {
  return { ...t, stood: t.stood.slice(), flags: { ...t.flags } };
}

function cloneDecks(d: DecksState): DecksState {
  return {
    event: d.event.slice(),
    eventDiscard: d.eventDiscard.slice(),
    tool: d.tool.slice(),
    toolDiscard: d.toolDiscard.slice(),
    loot: d.loot.slice(),
    goldBarAside: d.goldBarAside,
    inFront: d.inFront.slice(),
  };
}

function cloneEffects(e: EffectsState): EffectsState {
  return {
    ...e,
    emp: e.emp.slice(),
    videoLoop: e.videoLoop.slice(),
    timeLock: e.timeLock.slice(),
    gymnastics: e.gymnastics.slice(),
    headsUp: e.headsUp.slice(),
    jumpTheGun: e.jumpTheGun.slice(),
  };
}

// Literal copies keep one hidden class per record and are much faster than spreads here.
function cloneTile(t: TileState): TileState {
  return {
    kind: t.kind,
    num: t.num,
    revealed: t.revealed,
    alarm: t.alarm,
    hack: t.hack,
    dice: t.dice,
    open: t.open,
    cracked: t.cracked,
    stealth: t.stealth,
    crowbar: t.crowbar,
    labTaken: t.labTaken,
    downstairs: t.downstairs,
    attempts: t.attempts,
    tools: t.tools,
    loot: t.loot,
  };
}

function cloneGuard(g: GuardState): GuardState {
  return {
    placed: g.placed,
    tile: g.tile,
    dest: g.dest,
    speed: g.speed,
    deck: g.deck.slice(),
    discard: g.discard.slice(),
    removed: g.removed.slice(),
    donuts: g.donuts,
  };
}

function clonePlayer(p: PlayerState): PlayerState {
  return {
    name: p.name,
    character: p.character,
    side: p.side,
    tile: p.tile,
    entered: p.entered,
    escaped: p.escaped,
    stealth: p.stealth,
    tools: p.tools.slice(),
    loot: p.loot.slice(),
    enteredThisTurn: p.enteredThisTurn.slice(),
    laptop: p.laptop,
    carriedAlarms: p.carriedAlarms,
  };
}

/**
 * The context an input resolves in. Rule code reads the state as the input has made it so far
 * through `ctx.s` (deeply read-only) and `ctx.tile(i)`, and writes only through the mut*
 * accessors, which hand out an object this input owns: see copy-on-write in engine.ts.
 */
export class Ctx {
  readonly shape: BoardShape;
  readonly events: DomainEvent[] = [];
  /** The working state (the same object as `s`, writable); null in a read-only context. */
  private readonly w: GameState | null;
  private answerIndex = 0;
  /**
   * The guard walk under way: its steps so far and what happened on the way, flushed as one
   * guardMoved event followed by those events, each marked with its step (see emit).
   */
  private walk: {
    floor: number;
    from: number;
    path: number[];
    points: number;
    onTheWay: DomainEvent[];
  } | null = null;

  /**
   * A context over `state`. With `base` (the state the input started from, never written), the
   * context may write: `state` is then the working copy. Without it, the context only reads.
   */
  constructor(
    state: GameState,
    private readonly answers: readonly Answer[],
    private readonly base: GameState | null = null,
  ) {
    this.s = state;
    this.w = base ? state : null;
    this.shape = BOARD_SHAPES[state.scenario];
  }

  /** The state as this input has made it so far: read it here, write through the mut* accessors. */
  readonly s: DraftState;

  /** The working state, for the engine once the input is resolved. */
  get state(): GameState {
    return this.s as unknown as GameState;
  }

  private writable(): { w: GameState; base: GameState } {
    if (!this.w || !this.base) throw new Error('a read-only context cannot change the state');
    return { w: this.w, base: this.base };
  }

  /** Tile `index`, writable: a copy this input owns (made on its first write). */
  mutTile(index: number): TileState {
    const { w, base } = this.writable();
    let tiles = w.tiles;
    if (tiles === base.tiles) w.tiles = tiles = tiles.slice();
    const t = tiles[index];
    if (!t) throw new Error(`no tile ${index}`);
    if (t !== base.tiles[index]) return t;
    const copy = cloneTile(t);
    tiles[index] = copy;
    return copy;
  }

  /** Seat `seat`'s character, writable (its tools, loot and Motion record included). */
  mutPlayer(seat: number): PlayerState {
    const { w, base } = this.writable();
    let players = w.players;
    if (players === base.players) w.players = players = players.slice();
    const p = players[seat];
    if (!p) throw new Error(`no seat ${seat}`);
    if (p !== base.players[seat]) return p;
    const copy = clonePlayer(p);
    players[seat] = copy;
    return copy;
  }

  /** Floor `floor`'s guard, writable (its patrol piles included). */
  mutGuard(floor: number): GuardState {
    const { w, base } = this.writable();
    let guards = w.guards;
    if (guards === base.guards) w.guards = guards = guards.slice();
    const g = guards[floor];
    if (!g) throw new Error(`no guard on floor ${floor}`);
    if (g !== base.guards[floor]) return g;
    const copy = cloneGuard(g);
    guards[floor] = copy;
    return copy;
  }

  /** The turn, writable (its stood tiles and flags included). */
  mutTurn(): TurnState {
    const { w, base } = this.writable();
    if (w.turn === base.turn) w.turn = cloneTurn(w.turn);
    return w.turn;
  }

  /** Replaces the turn with a new one; its arrays and flags must be its own. */
  setTurn(turn: TurnState): void {
    this.writable().w.turn = turn;
  }

  /** The decks, writable (every pile included). */
  mutDecks(): DecksState {
    const { w, base } = this.writable();
    if (w.decks === base.decks) w.decks = cloneDecks(w.decks);
    return w.decks;
  }

  /** The lasting effects, writable (every seat list included). */
  mutEffects(): EffectsState {
    const { w, base } = this.writable();
    if (w.effects === base.effects) w.effects = cloneEffects(w.effects);
    return w.effects;
  }

  mutStats(): GameStats {
    const { w, base } = this.writable();
    if (w.stats === base.stats) w.stats = { ...w.stats };
    return w.stats;
  }

  /** The per-floor wall arrays, writable: replace a floor's array, never change one in place. */
  mutWalls(): number[][] {
    const { w, base } = this.writable();
    if (w.walls === base.walls) w.walls = w.walls.slice();
    return w.walls;
  }

  /** Replaces the Thermal Bomb links. */
  setLinks(links: ReadonlyArray<readonly [number, number]>): void {
    this.writable().w.links = links as Array<[number, number]>;
  }

  /** The generator, writable: rolls and shuffles advance it. */
  private mutRng(): RngState {
    const { w, base } = this.writable();
    if (w.rng === base.rng) w.rng = [w.rng[0], w.rng[1], w.rng[2], w.rng[3]];
    return w.rng;
  }

  /**
   * Ends the input: every copy that came out equal to the object it was copied from is
   * replaced by that object, and so are the unchanged arrays inside a changed copy. Afterwards
   * a nested object of the state is a new one exactly when its value changed.
   */
  settle(): void {
    const { w, base } = this.writable();
    w.tiles = settleList(w.tiles, base.tiles);
    w.players = settleList(w.players, base.players);
    w.guards = settleList(w.guards, base.guards);
    w.turn = settleRecord(w.turn, base.turn);
    w.decks = settleRecord(w.decks, base.decks);
    w.effects = settleRecord(w.effects, base.effects);
    w.stats = settleRecord(w.stats, base.stats);
    if (w.rng !== base.rng && sameItems(w.rng, base.rng)) w.rng = base.rng;
    if (w.walls !== base.walls && sameItems(w.walls, base.walls)) w.walls = base.walls;
    if (w.links !== base.links && sameItems(w.links, base.links)) w.links = base.links;
  }

  /** Emits an event; during a guard walk it is kept for after the walk, marked with its step. */
  emit(event: DomainEvent): void {
    const w = this.walk;
    if (w) w.onTheWay.push({ ...event, step: w.path.length - 1 });
    else this.events.push(event);
  }

  /** Records one guard step: the steps of a floor's walk form one guardMoved event. */
  guardStep(floor: number, from: number, to: number, points: number): void {
    if (this.walk && this.walk.floor !== floor) this.flushWalk();
    if (!this.walk) this.walk = { floor, from, path: [], points, onTheWay: [] };
    this.walk.path.push(to);
  }

  /** Ends the walk under way: its guardMoved event, then what happened on the way, in order. */
  flushWalk(): void {
    const w = this.walk;
    if (!w) return;
    this.walk = null;
    this.events.push({
      type: 'guardMoved',
      floor: w.floor,
      from: this.pos(w.from),
      path: w.path.map((i) => this.pos(i)),
      points: w.points,
    });
    for (const e of w.onTheWay) this.events.push(e);
  }

  /** The answer to `prompt` if one was given, else suspends the run. */
  ask<K extends Prompt['kind']>(prompt: Extract<Prompt, { kind: K }>): Extract<Answer, { kind: K }> {
    const answer = this.answers[this.answerIndex];
    if (!answer) throw new Suspend(prompt);
    checkAnswer(prompt, answer);
    this.answerIndex++;
    return answer as Extract<Answer, { kind: K }>;
  }

  pos(index: number): Pos {
    return tilePos(this.shape, index);
  }

  /** Tile `index` as it is now, read-only (see mutTile). */
  tile(index: number): DeepReadonly<TileState> {
    const t = this.s.tiles[index];
    if (!t) throw new Error(`no tile ${index}`);
    return t;
  }

  die(): number {
    return rollDie(this.mutRng());
  }

  dice(n: number): number[] {
    const rng = this.mutRng();
    const values: number[] = [];
    for (let i = 0; i < n; i++) values.push(rollDie(rng));
    return values;
  }

  /** Shuffles `items` (an array this input owns) in place. */
  shuffle<T>(items: T[]): T[] {
    return shuffleInPlace(this.mutRng(), items);
  }
}
