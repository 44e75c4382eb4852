/** Stealth loss (R1.13) and defeat (R1.3). */
import type { StealthCause } from './events.js';
import type { StealthSource } from './queries/risk-types.js';
import type { Situation } from './situation.js';
import { type Ctx, GameOver } from './state.js';

const NON_DETECTION: ReadonlySet<StealthCause> = new Set(['cursed-goblet', 'tinker']);

/** Ends the game in defeat at once (R1.3, R4.1). */
export function loseGame(ctx: Ctx, reason: string): never {
  ctx.s.phase = 'lost';
  ctx.s.lossReason = reason;
  ctx.s.pending = null;
  ctx.emit({ type: 'gameLost', reason });
  throw new GameOver();
}

/**
 * Where one character's loss of 1 stealth would be paid from, standing on `tile`: detection
 * losses from tile stealth tokens first (Lavatory, Smoke Bomb; D52), then the supply, else the
 * team is caught (R1.3). null: nothing is lost (gone, or the Cursed Goblet with none left).
 */
export function stealthSource(
  s: Situation,
  seat: number,
  cause: StealthCause,
  tile: number,
): StealthSource | null {
  const p = s.players[seat];
  if (!p || p.escaped) return null;
  if (!NON_DETECTION.has(cause) && tile >= 0 && (s.tiles[tile]?.stealth ?? 0) > 0) return 'tile';
  if (p.stealth > 0) return 'supply';
  return cause === 'cursed-goblet' ? null : 'caught';
}

/** One character loses 1 stealth (R1.13); the Cursed Goblet never causes defeat. */
export function loseStealth(ctx: Ctx, seat: number, cause: StealthCause): void {
  const p = ctx.s.players[seat];
  if (!p) return;
  const source = stealthSource(ctx.s, seat, cause, p.tile);
  if (source === null) return;
  const at = p.tile >= 0 ? ctx.pos(p.tile) : null;
  if (source === 'tile') {
    ctx.mutTile(p.tile).stealth -= 1;
    ctx.emit({ type: 'stealthLost', seat, at, from: 'tile', cause, left: p.stealth });
  } else if (source === 'supply') {
    const w = ctx.mutPlayer(seat);
    w.stealth -= 1;
    ctx.mutStats().stealthLost += 1;
    ctx.emit({ type: 'stealthLost', seat, at, from: 'supply', cause, left: w.stealth });
  } else loseGame(ctx, `${p.name} was caught with no stealth left`);
}

export function gainStealth(ctx: Ctx, seat: number, amount: number): void {
  const p = ctx.s.players[seat];
  if (!p || p.escaped) return;
  const w = ctx.mutPlayer(seat);
  w.stealth += amount;
  ctx.emit({ type: 'stealthGained', seat, amount, left: w.stealth });
}
