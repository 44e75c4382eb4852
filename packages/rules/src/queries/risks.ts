/**
 * moveRisks: what a Move would cost or set off that the player can know from the view (R5.4,
 * R6, R7.11). It runs the engine's own predicates (move.ts, alarms.ts, stealth.ts, tiles/*.ts)
 * over a Situation built from the view, in the order the engine resolves a Move.
 */
import { remaining } from '../board.js';
import { isRoom, tileIndex } from '../geometry.js';
import { entryDetection, entryEffectsSilenced, gemstoneSurcharge, type MoveMode, moveCost } from '../move.js';
import { type Situation, shapeOf } from '../situation.js';
import { stealthSource } from '../stealth.js';
import { rulesOf } from '../tiles/index.js';
import type { EntryForecast } from '../tiles/rules.js';
import type { Pos } from '../types.js';
import type { PlayerView } from '../view.js';
import type { MoveRisk } from './risk-types.js';
import { situationOf } from './view-situation.js';

/** How the Move is made: an ordinary action, the Acrobat's Flexibility or Climb Window, a Rook order. */
export type RiskMode = Extract<MoveMode, 'action' | 'flexibility' | 'orders' | 'climb'>;

export interface MoveRiskOptions {
  /** A free Move: the Acrobat's Flexibility (the same as mode 'flexibility'). */
  free?: boolean;
  /** Default 'action' (or 'flexibility' when free). With 'orders', `seat` is the ordered character. */
  mode?: RiskMode;
}

/**
 * What moving `mover` into `target` would cost or set off, in the order the engine resolves it:
 * costs and the Keypad roll, leaving its tile, detection on entry, the tile's entry effects.
 * For a face-down target only what does not depend on its kind is known: the tile may still
 * stop the mover (Deadbolt, Keypad), drop it (Walkway) or set off an alarm when revealed, and a
 * floor's first arrival places its guard from a hidden patrol deck.
 */
export function risksOfMove(
  s: Situation,
  mover: number,
  target: number,
  mode: RiskMode = 'action',
): MoveRisk[] {
  const p = s.players[mover];
  const t = s.tiles[target];
  if (!p || p.escaped || p.tile < 0 || !t || t.kind === 'void' || target === p.tile) return [];
  const out: MoveRisk[] = [];
  const paid = mode === 'action';
  let cost = 0;
  if (paid) {
    const gemstone = gemstoneSurcharge(s, mover, target);
    if (gemstone > 0) out.push({ kind: 'gemstone', actions: gemstone });
    cost = moveCost(s, mover, target);
  }
  // Climb Window spends every action left; a Rook order costs the Rook 1 (R8.1, R8.8).
  const left = mode === 'climb' ? 0 : remaining(s) - cost - (mode === 'orders' ? 1 : 0);
  const entry: EntryForecast = { mover, orders: mode === 'orders', left, paid, last: mode === 'climb' };
  const rules = rulesOf(t.revealed ? t.kind : null);
  out.push(...(rules.risks?.(s, target, entry, true) ?? []));
  const here = s.tiles[p.tile];
  out.push(...(rulesOf(here?.revealed ? here.kind : null).leaveRisks?.(s, p.tile, mover) ?? []));
  const seen = entryDetection(s, mover, target, mode);
  const from = seen ? stealthSource(s, mover, seen, target) : null;
  if (seen && from) out.push({ kind: seen === 'enters-guard-tile' ? 'guard' : seen, stealth: 1, from });
  if (t.revealed && !entryEffectsSilenced(s, target))
    out.push(...(rules.risks?.(s, target, entry, false) ?? []));
  return out;
}

/** moveRisks over a seat's view: `seat` moves to `to` (see risksOfMove). */
export function moveRisks(
  view: PlayerView,
  seat: number,
  to: Pos,
  options: MoveRiskOptions = {},
): MoveRisk[] {
  const s = situationOf(view);
  if (!isRoom(shapeOf(s), to)) return [];
  const mode = options.mode ?? (options.free ? 'flexibility' : 'action');
  return risksOfMove(s, seat, tileIndex(shapeOf(s), to), mode);
}
