/** The hooks a room tile kind may define; the move and turn procedures call them (R6). */
import type { HackableAlarm } from '../alarms.js';
import type { MoveRisk } from '../queries/risk-types.js';
import type { Situation } from '../situation.js';
import type { Ctx } from '../state.js';

export interface EntryContext {
  /** The entering character's seat. */
  mover: number;
  /** The Move is a Rook order: no Laser choice or alarm (R8.8). */
  orders: boolean;
}

/** An entry as the risk forecast sees it: also the actions the current player has left then. */
export interface EntryForecast extends EntryContext {
  left: number;
  /** A paid Move (an action): surcharges apply. */
  paid: boolean;
  /** The Move ends the action phase (Climb Window): nothing follows it this turn. */
  last: boolean;
}

export interface TileRules {
  /** Stop tile: a Move onto it face-down reveals it and the mover stays (R5.4 step 2, D11). */
  stopsWhenHidden?: boolean;
  /** Its entry effects are alarm effects, silenced while a guard stands there (R6.0.1). */
  alarmEntry?: boolean;
  /** Computers: the alarm kind their hack tokens cancel (R6.3). */
  hackFor?: HackableAlarm;
  /** Tile stealth tokens it gets when revealed (Lavatory, R6.11). */
  stealthTokens?: number;
  /** Reveal effects (R1.10). */
  onReveal?(ctx: Ctx, tile: number): void;
  /** Extra actions a paid Move into this revealed tile costs (Deadbolt). */
  surcharge?(s: Situation, tile: number): number;
  /** A Move into this revealed tile may fail first (Keypad roll). Returns true to go on. */
  attemptEntry?(ctx: Ctx, mover: number, tile: number): boolean;
  /** Entry effects (R5.4 step 9). */
  onEnter?(ctx: Ctx, tile: number, entry: EntryContext): void;
  /**
   * What moving into this revealed tile would cost or set off, by the same predicates as
   * surcharge, attemptEntry and onEnter (queries/risks.ts calls it; `before` is the part that
   * comes before the mover enters: costs and rolls).
   */
  risks?(s: Situation, tile: number, entry: EntryForecast, before: boolean): MoveRisk[];
  /** The character leaves the tile (R1.12). */
  onLeave?(ctx: Ctx, mover: number, tile: number): void;
  /** What leaving this tile would set off, by the same predicates as onLeave. */
  leaveRisks?(s: Situation, tile: number, mover: number): MoveRisk[];
  /** The current character ends its turn here (R4.6). */
  onTurnEnd?(ctx: Ctx, seat: number, tile: number): void;
  /** Move links out of this tile beyond open adjacency (R5.2). */
  moveLinks?(ctx: Ctx, tile: number, mover: number): number[];
  /** Peek links out of this tile beyond open adjacency (R5.2). */
  peekLinks?(ctx: Ctx, tile: number): number[];
}
