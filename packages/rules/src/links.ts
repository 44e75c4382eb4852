/** Move and peek links from a character's tile (R5.2). */
import { openNeighbours, vertical } from './board.js';
import type { Ctx } from './state.js';
import { rulesOf } from './tiles/index.js';
import { secretDoorsNextTo } from './tiles/secret-door.js';

/** 'window' is the Acrobat's Climb Window, never a move link of R5.2 (R8.1). */
export type LinkVia =
  | 'door'
  | 'secret-door'
  | 'stairs'
  | 'downstairs'
  | 'thermal'
  | 'duct'
  | 'gymnastics'
  | 'window';

export interface MoveLink {
  tile: number;
  via: LinkVia;
}

/** Every tile `mover` standing on `from` may Move into, with how (R5.2 move links 1–7). */
export function moveLinks(ctx: Ctx, from: number, mover: number): MoveLink[] {
  const out: MoveLink[] = [];
  const add = (tile: number, via: LinkVia) => {
    if (tile >= 0 && tile !== from && !out.some((l) => l.tile === tile)) out.push({ tile, via });
  };
  for (const n of openNeighbours(ctx, from)) add(n, 'door');
  for (const n of secretDoorsNextTo(ctx, from, mover)) add(n, 'secret-door');
  const here = ctx.tile(from);
  const timeLock = ctx.s.effects.timeLock.length > 0;
  if (here.kind === 'stairs')
    for (const t of rulesOf('stairs').moveLinks?.(ctx, from, mover) ?? []) add(t, 'stairs');
  if (here.downstairs && !timeLock) {
    const below = vertical(ctx, from, -1);
    if (below >= 0 && ctx.tile(below).revealed && ctx.tile(below).kind === 'stairs') add(below, 'downstairs');
  }
  if (!timeLock) {
    for (const [lower, upper] of ctx.s.links) {
      if (upper < 0) continue;
      if (lower === from) add(upper, 'thermal');
      else if (upper === from) add(lower, 'thermal');
    }
  }
  if (here.kind === 'service-duct' && here.revealed) {
    for (const t of rulesOf('service-duct').moveLinks?.(ctx, from, mover) ?? []) add(t, 'duct');
  }
  if (ctx.s.effects.gymnastics.length > 0) {
    const above = vertical(ctx, from, 1);
    if (above >= 0 && ctx.tile(above).revealed && ctx.tile(above).kind === 'walkway')
      add(above, 'gymnastics');
  }
  return out;
}

/** Every tile peek-linked from `from`, face-down or not (R5.2 peek links 1–5). */
export function peekLinks(ctx: Ctx, from: number): number[] {
  const out = new Set<number>(openNeighbours(ctx, from));
  const here = ctx.tile(from);
  if (here.revealed) for (const t of rulesOf(here.kind).peekLinks?.(ctx, from) ?? []) out.add(t);
  for (const [lower, upper] of ctx.s.links) if (lower === from && upper >= 0) out.add(upper);
  out.delete(from);
  return [...out];
}

/** Face-down tiles peekable from `from`. */
export function peekTargets(ctx: Ctx, from: number): number[] {
  return peekLinks(ctx, from).filter((t) => !ctx.tile(t).revealed);
}
