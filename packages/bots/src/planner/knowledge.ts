/**
 * What one seat may know, indexed for planning. Built only from viewFor(state, seat): face-down
 * tiles stay unknown, deck orders are never seen. Tile index = floor * area + row * cols + col.
 */

import type {
  Cell,
  FloorLayout,
  LootId,
  PlayerSeatView,
  PlayerView,
  Pos,
  RevealedTileView,
  TileKind,
  TileView,
} from '@safecrackers/rules';
import { isGoldBar } from '@safecrackers/rules';

/** Safes (and Stairs) in the building per scenario (R2.1–R3.4). */
const SAFES_IN_BUILDING: Record<PlayerView['scenario'], number> = { office: 2, bank: 3, fortknox: 3 };

/** Neighbour offsets in N, E, S, W order. */
const OFFSETS = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
] as const;

export class Knowledge {
  readonly cols: number;
  readonly rows: number;
  readonly floors: number;
  readonly area: number;
  readonly size: number;
  readonly topFloor: number;
  readonly safesInBuilding: number;
  /** Tile views by index; null for the Fort Knox void. */
  readonly tiles: Array<TileView | null>;
  /** Open-adjacent tiles (R1.8), by index. */
  readonly open: number[][];
  /** Orthogonal neighbours on the other side of a wall (not the void, not the boundary). */
  readonly walled: number[][];
  /** Each floor's walls as the rules' FloorLayout, for shortestGuardPath. */
  readonly layouts: FloorLayout[];
  /** A key per floor that changes when its walls change (Dynamite), for caches. */
  readonly layoutKeys: string[];
  /** Tile of each floor's guard, -1 while it is not placed. */
  readonly guardTile: number[];
  readonly me: PlayerSeatView;
  readonly myTile: number;

  constructor(
    readonly view: PlayerView,
    readonly seat: number,
  ) {
    const b = view.board;
    this.cols = b.cols;
    this.rows = b.rows;
    this.floors = b.floors;
    this.area = b.cols * b.rows;
    this.size = this.area * b.floors;
    this.topFloor = b.floors - 1;
    this.safesInBuilding = SAFES_IN_BUILDING[view.scenario];
    this.tiles = new Array<TileView | null>(this.size).fill(null);
    for (const t of view.tiles) this.tiles[this.index(t.at)] = t;
    const wallKeys = new Set(view.walls.map(([a, c]) => this.pairKey(this.index(a), this.index(c))));
    this.open = [];
    this.walled = [];
    for (let i = 0; i < this.size; i++) {
      const open: number[] = [];
      const walled: number[] = [];
      if (this.tiles[i]) {
        const p = this.pos(i);
        for (const [dc, dr] of OFFSETS) {
          const col = p.col + dc;
          const row = p.row + dr;
          if (col < 0 || row < 0 || col >= this.cols || row >= this.rows) continue;
          const j = this.index({ floor: p.floor, col, row });
          if (!this.tiles[j]) continue;
          (wallKeys.has(this.pairKey(i, j)) ? walled : open).push(j);
        }
      }
      this.open.push(open);
      this.walled.push(walled);
    }
    this.layouts = Array.from({ length: this.floors }, (_, f) => this.layoutOf(f));
    this.layoutKeys = this.layouts.map((l) => `${l.cols}x${l.rows}:${JSON.stringify(l.walls)}`);
    this.guardTile = view.guards.map((g) => (g.placed && g.at ? this.index(g.at) : -1));
    const me = view.players[seat];
    if (!me) throw new Error(`planner: no seat ${seat} in the view`);
    this.me = me;
    this.myTile = me.at ? this.index(me.at) : -1;
  }

  index(p: Pos): number {
    return p.floor * this.area + p.row * this.cols + p.col;
  }

  pos(i: number): Pos {
    const floor = Math.floor(i / this.area);
    const local = i - floor * this.area;
    return { floor, col: local % this.cols, row: Math.floor(local / this.cols) };
  }

  floorOf(i: number): number {
    return Math.floor(i / this.area);
  }

  local(i: number): number {
    return i % this.area;
  }

  isRoom(i: number): boolean {
    return i >= 0 && i < this.size && this.tiles[i] !== null;
  }

  revealed(i: number): RevealedTileView | null {
    const t = this.tiles[i];
    return t?.revealed ? t : null;
  }

  isHidden(i: number): boolean {
    const t = this.tiles[i];
    return !!t && !t.revealed;
  }

  kind(i: number): TileKind | null {
    return this.revealed(i)?.kind ?? null;
  }

  /** The tile directly above (+1) or below (-1), or -1. */
  vertical(i: number, delta: 1 | -1): number {
    const f = this.floorOf(i) + delta;
    if (f < 0 || f >= this.floors) return -1;
    const j = i + delta * this.area;
    return this.isRoom(j) ? j : -1;
  }

  /** Tiles of one floor, in reading order. */
  floorTiles(floor: number): number[] {
    const out: number[] = [];
    for (let i = floor * this.area; i < (floor + 1) * this.area; i++) if (this.isRoom(i)) out.push(i);
    return out;
  }

  guardOn(i: number): boolean {
    return this.guardTile.includes(i);
  }

  /** Characters in the building (not escaped, placed), the viewer included. */
  inBuilding(): PlayerSeatView[] {
    return this.view.players.filter((p) => !p.escaped && p.at !== null);
  }

  charactersOn(i: number): PlayerSeatView[] {
    return this.inBuilding().filter((p) => p.at && this.index(p.at) === i);
  }

  tileOf(p: PlayerSeatView): number {
    return p.at ? this.index(p.at) : -1;
  }

  holds(loot: LootId, who: PlayerSeatView = this.me): boolean {
    return who.loot.some((c) => c === loot || (loot === 'gold-bar' && isGoldBar(c)));
  }

  isCharacter(who: PlayerSeatView, id: PlayerSeatView['character'], side?: PlayerSeatView['side']): boolean {
    return who.character === id && (side === undefined || who.side === side);
  }

  /** A basic Hacker is in the building: its Jammer (R6.0.5) silences Fingerprint, Laser and Motion. */
  jammerAt(tile: number, mover: PlayerSeatView = this.me): boolean {
    const hacker = this.inBuilding().find((p) => this.isCharacter(p, 'hacker', 'basic'));
    if (!hacker) return false;
    return hacker.seat === mover.seat || this.tileOf(hacker) === tile;
  }

  empActive(): boolean {
    return this.view.effects.emp.length > 0;
  }

  camerasActive(): boolean {
    return this.view.effects.videoLoop.length === 0 && !this.empActive();
  }

  timeLock(): boolean {
    return this.view.effects.timeLock.length > 0;
  }

  /** A hack token could cancel this kind of alarm now (R6.0.4): matching Computer or laptop. */
  hackTokenFor(kind: 'fingerprint' | 'laser' | 'motion'): boolean {
    const computer = `computer-${kind}` as TileKind;
    if (this.view.tiles.some((t) => t.revealed && t.kind === computer && t.hack > 0)) return true;
    return this.inBuilding().some((p) => this.isCharacter(p, 'hacker', 'advanced') && p.laptop > 0);
  }

  safes(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.size; i++) if (this.kind(i) === 'safe') out.push(i);
    return out;
  }

  allSafesOpen(): boolean {
    const safes = this.safes();
    return safes.length >= this.safesInBuilding && safes.every((s) => this.revealed(s)?.open);
  }

  /** Line tiles of a safe (R5.8 step 3): its row and column, minus the void and known Safes. */
  lineTiles(safe: number): number[] {
    const p = this.pos(safe);
    const out: number[] = [];
    for (let c = 0; c < this.cols; c++) if (c !== p.col) out.push(this.index({ ...p, col: c }));
    for (let r = 0; r < this.rows; r++) if (r !== p.row) out.push(this.index({ ...p, row: r }));
    return out.filter((i) => this.isRoom(i) && this.kind(i) !== 'safe');
  }

  private pairKey(a: number, b: number): number {
    return a < b ? a * 4096 + b : b * 4096 + a;
  }

  private layoutOf(floor: number): FloorLayout {
    const cell = (i: number): Cell => {
      const p = this.pos(i);
      return { col: p.col, row: p.row };
    };
    const walls: Array<[Cell, Cell]> = [];
    const blocked: Cell[] = [];
    for (let i = floor * this.area; i < (floor + 1) * this.area; i++) {
      if (!this.tiles[i]) {
        blocked.push(cell(i));
        continue;
      }
      for (const j of this.walled[i] as number[]) if (i < j) walls.push([cell(i), cell(j)]);
    }
    return { cols: this.cols, rows: this.rows, walls, blocked };
  }
}
