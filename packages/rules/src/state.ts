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
import type { GameState, GuardState, PlayerState, Pos, TileState, TurnState } from './types.js';

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
 * Copies a state for mutation. Arrays inside tiles (cracked, tools, loot), wall arrays, the
 * setup and the undo/pending snapshots are treated as immutable and shared: code that changes
 * them assigns a new array.
 */
export function cloneState(s: GameState): GameState {
  return {
    ...s,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    tiles: s.tiles.map(cloneTile),
    walls: s.walls.slice(),
    guards: s.guards.map(cloneGuard),
    players: s.players.map(clonePlayer),
    turn: { ...s.turn, stood: s.turn.stood.slice(), flags: { ...s.turn.flags } },
    decks: {
      event: s.decks.event.slice(),
      eventDiscard: s.decks.eventDiscard.slice(),
      tool: s.decks.tool.slice(),
      toolDiscard: s.decks.toolDiscard.slice(),
      loot: s.decks.loot.slice(),
      goldBarAside: s.decks.goldBarAside,
      inFront: s.decks.inFront.slice(),
    },
    effects: {
      ...s.effects,
      emp: s.effects.emp.slice(),
      videoLoop: s.effects.videoLoop.slice(),
      timeLock: s.effects.timeLock.slice(),
      gymnastics: s.effects.gymnastics.slice(),
      headsUp: s.effects.headsUp.slice(),
      jumpTheGun: s.effects.jumpTheGun.slice(),
    },
    links: s.links.slice(),
    stats: { ...s.stats },
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

export class Ctx {
  readonly shape: BoardShape;
  readonly events: DomainEvent[] = [];
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

  constructor(
    readonly s: GameState,
    private readonly answers: readonly Answer[],
  ) {
    this.shape = BOARD_SHAPES[s.scenario];
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

  tile(index: number): TileState {
    const t = this.s.tiles[index];
    if (!t) throw new Error(`no tile ${index}`);
    return t;
  }

  get rng(): RngState {
    return this.s.rng;
  }

  die(): number {
    return rollDie(this.s.rng);
  }

  dice(n: number): number[] {
    const values: number[] = [];
    for (let i = 0; i < n; i++) values.push(rollDie(this.s.rng));
    return values;
  }

  shuffle<T>(items: T[]): T[] {
    return shuffleInPlace(this.s.rng, items);
  }
}
