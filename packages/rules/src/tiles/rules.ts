/** The hooks a room tile kind may define; the move and turn procedures call them (R6). */
import type { Ctx } from '../state.js';

export interface EntryContext {
  /** The entering character's seat. */
  mover: number;
  /** The Move is a Rook order: no Laser choice or alarm (R8.8). */
  orders: boolean;
}

export interface TileRules {
  /** Stop tile: a Move onto it face-down reveals it and the mover stays (R5.4 step 2, D11). */
  stopsWhenHidden?: boolean;
  /** Its entry effects are alarm effects, silenced while a guard stands there (R6.0.1). */
  alarmEntry?: boolean;
  /** Reveal effects (R1.10). */
  onReveal?(ctx: Ctx, tile: number): void;
  /** Extra actions a paid Move into this revealed tile costs (Deadbolt). */
  surcharge?(ctx: Ctx, tile: number): number;
  /** A Move into this revealed tile may fail first (Keypad roll). Returns true to go on. */
  attemptEntry?(ctx: Ctx, mover: number, tile: number): boolean;
  /** Entry effects (R5.4 step 9). */
  onEnter?(ctx: Ctx, tile: number, entry: EntryContext): void;
  /** The character leaves the tile (R1.12). */
  onLeave?(ctx: Ctx, mover: number, tile: number): void;
  /** The current character ends its turn here (R4.6). */
  onTurnEnd?(ctx: Ctx, seat: number, tile: number): void;
  /** Move links out of this tile beyond open adjacency (R5.2). */
  moveLinks?(ctx: Ctx, tile: number, mover: number): number[];
  /** Peek links out of this tile beyond open adjacency (R5.2). */
  peekLinks?(ctx: Ctx, tile: number): number[];
}
