/**
 * Test scenes: start a real game, then arrange the board by hand (tiles, characters, guards,
 * decks, cards) and drive it through the public engine API. Positions are written '2:C3'
 * (floor 2, column C, row 3), the notation of posName. Every input checks that apply() left the
 * state it was given unchanged.
 *
 * Arranging writes into `state` in place. States share unchanged objects with the states before
 * them (copy-on-write), including the ones an undo or a pending prompt goes back to: arrange a
 * scene before the inputs it is for.
 */
import type { Action, Prompt } from '../actions.js';
import { apply, legalActions, type Result } from '../engine.js';
import type { DomainEvent } from '../events.js';
import { BOARD_SHAPES, tileIndex, wallCells } from '../geometry.js';
import { type RngState, rollDie, seedRng } from '../rng.js';
import { createGame } from '../setup.js';
import type {
  CharacterId,
  EventId,
  GameOptions,
  GameState,
  LootCard,
  Pos,
  ScenarioId,
  Side,
  TileKind,
  TileState,
  ToolId,
} from '../types.js';
import { TOOL_IDS } from '../types.js';

/** '2:C3' -> {floor: 1, col: 2, row: 2}; a bare 'C3' is on floor 1. */
export function at(name: string): Pos {
  const [f, cell] = name.includes(':') ? name.split(':') : ['1', name];
  const c = cell as string;
  return { floor: Number(f) - 1, col: c.charCodeAt(0) - 65, row: Number(c.slice(1)) - 1 };
}

export function name(pos: Pos): string {
  return `${pos.floor + 1}:${String.fromCharCode(65 + pos.col)}${pos.row + 1}`;
}

export interface SceneSeat {
  name?: string;
  character?: CharacterId;
  side?: Side;
}

export interface SceneOptions {
  scenario?: ScenarioId;
  seats?: SceneSeat[] | number;
  seed?: string;
  options?: GameOptions;
  /** Entrance (default '1:A1'). */
  entrance?: string;
  /** Remove every wall of every floor (void walls stay). */
  noWalls?: boolean;
}

export class Scene {
  state: GameState;
  /** Every event since the scene started, in order. */
  readonly events: DomainEvent[] = [];

  constructor(opts: SceneOptions = {}) {
    const scenario = opts.scenario ?? 'bank';
    // Characters without passive abilities unless a test asks for one.
    const neutral: CharacterId[] = ['hawk', 'spotter', 'juicer', 'raven'];
    const given =
      typeof opts.seats === 'number'
        ? Array.from({ length: opts.seats }, () => ({}))
        : (opts.seats ?? [{}, {}]);
    const taken = new Set(given.flatMap((s: SceneSeat) => (s.character ? [s.character] : [])));
    const spare = neutral.filter((c) => !taken.has(c));
    const seats = given.map((s: SceneSeat, i) => ({
      name: s.name ?? `P${i}`,
      character: s.character ?? (spare.shift() as CharacterId),
      side: s.side ?? 'basic',
    }));
    this.state = createGame({ scenario, seats, seed: opts.seed ?? 'scene', options: opts.options });
    if (opts.noWalls) {
      const shape = BOARD_SHAPES[scenario];
      this.state.walls = this.state.walls.map((w) =>
        w.filter((k) => {
          const [a, b] = wallCells(k);
          return a === shape.voidCell || b === shape.voidCell;
        }),
      );
    }
    this.ok(0, { type: 'answer', kind: 'entrance', at: at(opts.entrance ?? '1:A1') });
  }

  get shape() {
    return BOARD_SHAPES[this.state.scenario];
  }

  index(pos: string | Pos): number {
    return tileIndex(this.shape, typeof pos === 'string' ? at(pos) : pos);
  }

  tile(pos: string): TileState {
    return this.state.tiles[this.index(pos)] as TileState;
  }

  /** Puts a tile of `kind` at `pos` (revealed by default). */
  setTile(pos: string, kind: TileKind, opts: { num?: number; revealed?: boolean } = {}): this {
    const i = this.index(pos);
    const old = this.state.tiles[i] as TileState;
    this.state.tiles[i] = {
      ...old,
      kind,
      num: opts.num ?? (kind === 'safe' ? 0 : 1),
      revealed: opts.revealed ?? true,
      cracked: [],
      tools: [],
      loot: [],
    };
    return this;
  }

  /** Face-down tiles everywhere except where characters or the entrance stand. */
  hideAll(kind: TileKind = 'foyer'): this {
    this.state.tiles.forEach((t, i) => {
      if (t.kind === 'void') return;
      const occupied = this.state.players.some((p) => p.tile === i);
      this.state.tiles[i] = { ...t, kind: occupied ? t.kind : kind, revealed: occupied, num: 1, stealth: 0 };
    });
    return this;
  }

  put(seat: number, pos: string): this {
    const p = this.state.players[seat];
    if (!p) throw new Error(`no seat ${seat}`);
    p.tile = this.index(pos);
    p.entered = true;
    const t = this.state.tiles[p.tile] as TileState;
    t.revealed = true;
    if (seat === this.state.turn.seat) this.state.turn.stood = [p.tile];
    return this;
  }

  guard(floor: number, pos: string, dest?: string): this {
    const g = this.state.guards[floor];
    if (!g) throw new Error(`no guard ${floor}`);
    g.placed = true;
    g.tile = this.index(pos);
    g.dest = this.index(dest ?? pos);
    return this;
  }

  /** Removes a guard from the board (not yet placed). */
  unplace(floor: number): this {
    const g = this.state.guards[floor];
    if (g) g.placed = false;
    return this;
  }

  /** Sets a floor's patrol draw pile, first card drawn first. */
  patrol(floor: number, cells: string[]): this {
    const g = this.state.guards[floor];
    if (!g) throw new Error(`no guard ${floor}`);
    g.deck = cells.map((c) => this.index(`${floor + 1}:${c}`) - floor * this.shape.area).reverse();
    return this;
  }

  speed(floor: number, speed: number): this {
    const g = this.state.guards[floor];
    if (g) g.speed = speed;
    return this;
  }

  alarm(pos: string): this {
    this.state.alarmCounter += 1;
    (this.state.tiles[this.index(pos)] as TileState).alarm = this.state.alarmCounter;
    return this;
  }

  give(seat: number, ...cards: Array<ToolId | LootCard>): this {
    const p = this.state.players[seat];
    if (!p) throw new Error(`no seat ${seat}`);
    const tools = new Set<string>(TOOL_IDS);
    for (const c of cards) {
      if (tools.has(c)) {
        p.tools.push(c as ToolId);
        this.state.decks.tool = this.state.decks.tool.filter((t) => t !== c);
      } else {
        p.loot.push(c as LootCard);
        this.state.decks.loot = this.state.decks.loot.filter((t) => t !== c);
      }
    }
    return this;
  }

  /** Sets the event draw pile, first card drawn first. */
  eventDeck(cards: EventId[]): this {
    this.state.decks.event = cards.slice().reverse();
    return this;
  }

  toolDeck(cards: ToolId[]): this {
    this.state.decks.tool = cards.slice().reverse();
    return this;
  }

  lootDeck(cards: LootCard[]): this {
    this.state.decks.loot = cards.slice().reverse();
    return this;
  }

  /** Sets the generator so that the next dice show these faces (searching seeds). */
  nextDice(faces: number[]): this {
    for (let k = 0; k < 200000; k++) {
      const rng = seedRng(`dice-${k}`);
      const probe: RngState = [...rng];
      const ok = faces.every((f) => rollDie(probe) === f);
      if (ok) {
        this.state.rng = rng;
        return this;
      }
    }
    throw new Error(`no generator state found for dice ${faces.join(',')}`);
  }

  actions(n: number): this {
    this.state.turn.used = this.state.turn.allowance - n;
    return this;
  }

  edit(fn: (s: GameState) => void): this {
    fn(this.state);
    return this;
  }

  try(seat: number, action: Action): Result {
    return this.checkedApply(seat, action);
  }

  /** apply(), checking that it did not write into the state it was given. */
  private checkedApply(seat: number, action: Action): Result {
    const before = JSON.stringify(this.state);
    const r = apply(this.state, seat, action);
    if (JSON.stringify(this.state) !== before)
      throw new Error(`apply changed its input: ${JSON.stringify(action)}`);
    return r;
  }

  /** Applies an input that must be accepted; returns its events. */
  ok(seat: number, action: Action): DomainEvent[] {
    const r = this.checkedApply(seat, action);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
    this.state = r.state;
    this.events.push(...r.events);
    return r.events;
  }

  /** Applies an input that must be refused; returns the error code. State is unchanged. */
  refused(seat: number, action: Action): string {
    const r = this.checkedApply(seat, action);
    if (r.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
    return r.error.code;
  }

  move(seat: number, to: string): DomainEvent[] {
    return this.ok(seat, { type: 'move', to: at(to) });
  }

  peek(seat: number, pos: string): DomainEvent[] {
    return this.ok(seat, { type: 'peek', at: at(pos) });
  }

  end(seat = this.state.turn.seat): DomainEvent[] {
    return this.ok(seat, { type: 'endActions' });
  }

  legal(seat: number): Action[] {
    return legalActions(this.state, seat);
  }

  get prompt(): Prompt | null {
    return this.state.pending?.prompt ?? null;
  }

  where(seat: number): string | null {
    const p = this.state.players[seat];
    if (!p || p.tile < 0) return null;
    const shape = this.shape;
    const floor = Math.floor(p.tile / shape.area);
    const local = p.tile % shape.area;
    return name({ floor, col: local % shape.cols, row: Math.floor(local / shape.cols) });
  }

  guardAt(floor: number): string {
    const g = this.state.guards[floor];
    if (!g) throw new Error(`no guard ${floor}`);
    const local = g.tile % this.shape.area;
    return name({ floor, col: local % this.shape.cols, row: Math.floor(local / this.shape.cols) });
  }

  guardDest(floor: number): string {
    const g = this.state.guards[floor];
    if (!g) throw new Error(`no guard ${floor}`);
    const local = g.dest % this.shape.area;
    return name({ floor, col: local % this.shape.cols, row: Math.floor(local / this.shape.cols) });
  }

  stealth(seat: number): number {
    return this.state.players[seat]?.stealth ?? -1;
  }
}

export function eventsOf<T extends DomainEvent['type']>(
  events: DomainEvent[],
  type: T,
): Array<Extract<DomainEvent, { type: T }>> {
  return events.filter((e): e is Extract<DomainEvent, { type: T }> => e.type === type);
}
