/**
 * Who owes input now, and what spies may know of every true watch: helpers for rooms and
 * planners. Neither changes the state.
 */
import { Ctx, trueEdges, trueLights } from './ctx.js';
import type { EdgeState } from './geometry/terrain.js';
import type { AsymState } from './types.js';
import { trueWatch, viewers } from './vision.js';

/**
 * The seats that may give an input now (A-R3.3, A-R15.7): the owner of an emerge prompt, any
 * spy seat for the dog's tie, security in its setup and turn, unconfirmed spies during
 * loadouts, and in the spies' turn the acting spy or every spy that has not yet acted.
 */
export function waitingFor(state: AsymState): number[] {
  if (state.stage === 'over') return [];
  const p = state.pending;
  if (p) return p.kind === 'emergeCell' ? [p.seat] : state.spies.map((x) => x.seat);
  if (state.stage === 'securitySetup' || state.stage === 'security') return [0];
  if (state.stage === 'spySetup') return state.spies.filter((x) => !x.confirmed).map((x) => x.seat);
  if (state.action) return [state.action.seat];
  return state.spies.filter((x) => !state.done[x.seat - 1]).map((x) => x.seat);
}

export interface TrueWatch {
  viewer: number;
  kind: 'unit' | 'civilian' | 'camera' | 'perimeterCamera';
  direct: ReadonlySet<number>;
  all: ReadonlySet<number>;
}

/** Every viewer's true watch (A-R15.1: spy seats see them), cells as indices. */
export function trueWatches(state: AsymState): TrueWatch[] {
  const ctx = new Ctx(state);
  return viewers(ctx).map((v) => {
    const w = trueWatch(ctx, v);
    const kind = v.kind === 'unit' ? (v.u.kind === 'civilian' ? 'civilian' : 'unit') : v.kind;
    return { viewer: v.id, kind, direct: w.direct, all: w.all };
  });
}

/** The true board's edge state and lights (A-R15.1: spy seats see them). */
export function trueWorld(state: AsymState): { edges: EdgeState; lights: ReturnType<typeof trueLights> } {
  const ctx = new Ctx(state);
  return { edges: trueEdges(state), lights: trueLights(state, ctx.map) };
}
