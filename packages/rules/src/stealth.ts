/** Stealth loss (R1.13) and defeat (R1.3). */
import type { StealthCause } from './events.js';
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
 * One character loses 1 stealth. Detection losses are paid from tile stealth tokens first
 * (Lavatory, Smoke Bomb; D52). The Cursed Goblet never causes defeat.
 */
export function loseStealth(ctx: Ctx, seat: number, cause: StealthCause): void {
  const p = ctx.s.players[seat];
  if (!p || p.escaped) return;
  const at = p.tile >= 0 ? ctx.pos(p.tile) : null;
  const detection = !NON_DETECTION.has(cause);
  if (detection && p.tile >= 0) {
    const t = ctx.tile(p.tile);
    if (t.stealth > 0) {
      t.stealth -= 1;
      ctx.emit({ type: 'stealthLost', seat, at, from: 'tile', cause, left: p.stealth });
      return;
    }
  }
  if (p.stealth > 0) {
    p.stealth -= 1;
    ctx.s.stats.stealthLost += 1;
    ctx.emit({ type: 'stealthLost', seat, at, from: 'supply', cause, left: p.stealth });
    return;
  }
  if (cause === 'cursed-goblet') return;
  loseGame(ctx, `${p.name} was caught with no stealth left`);
}

export function gainStealth(ctx: Ctx, seat: number, amount: number): void {
  const p = ctx.s.players[seat];
  if (!p || p.escaped) return;
  p.stealth += amount;
  ctx.emit({ type: 'stealthGained', seat, amount, left: p.stealth });
}
