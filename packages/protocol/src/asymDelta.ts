/**
 * Spies updates send only what changed (issue 18): the view as a patch in the shape language,
 * and of each seat's legal list only the new inputs, the rest as ranges of its previous list
 * (order kept). Zod-free and pure: the server, the browser and the tests share it.
 */
import type { Action } from '@safecrackers/asym-rules';
import type { AsymUpdatePayload } from './asym.js';

/** One piece of a seat's new legal list: a range [start, end) of its previous list, or a new input. */
export type LegalPiece = [number, number] | Action;

/** A seat's legal list as sent: whole, or as pieces of the previous one. */
export type LegalWire = { seat: number; actions: Action[] } | { seat: number; pieces: LegalPiece[] };

/**
 * What an update is on the wire. The view (the security view, and a spy seat's overlay) goes in
 * the shape language (state/spiesView.ts): a `base` to start from (joining, coming back, a new
 * audience: a spy seat taken, the game over), else the `patch` to the view the receiver holds,
 * absent when its view did not change; SpiesFeed (state/spiesFeed.ts) rebuilds the whole update.
 */
export interface AsymUpdateWire extends Omit<AsymUpdatePayload, 'view' | 'overlay' | 'legal'> {
  base?: { kind: 'security' | 'spy'; handshake: Uint8Array; state: Uint8Array };
  patch?: Uint8Array;
  /** Absent in a partial update: no seat's list changed. */
  legal?: LegalWire[];
}

/** Each seat's new legal lists from the previous ones and what was sent (absent: unchanged). */
export function mergeLegal(
  prev: AsymUpdatePayload['legal'] | null,
  wire: LegalWire[] | undefined,
  full: boolean,
): AsymUpdatePayload['legal'] {
  if (full || !prev)
    return (wire ?? []).map((l) => ({ seat: l.seat, actions: 'actions' in l ? l.actions : [] }));
  if (wire === undefined) return prev;
  return wire
    .map((l) => {
      if ('actions' in l) return l;
      const before = prev.find((p) => p.seat === l.seat)?.actions ?? [];
      const actions = l.pieces.flatMap((p) => (Array.isArray(p) ? before.slice(p[0], p[1]) : [p]));
      return { seat: l.seat, actions };
    })
    .filter((l) => l.actions.length > 0);
}

/**
 * A new legal list as pieces of the previous one: runs of inputs the previous list had in the
 * same order become ranges, the others go as they are. `key` is each input's JSON.
 */
export function legalPieces(
  before: readonly string[],
  after: readonly Action[],
  key: (a: Action) => string,
): LegalPiece[] {
  const at = new Map<string, number>();
  before.forEach((k, i) => {
    if (!at.has(k)) at.set(k, i);
  });
  const pieces: LegalPiece[] = [];
  let run: [number, number] | null = null;
  for (const a of after) {
    const i = at.get(key(a));
    if (i === undefined) {
      run = null;
      pieces.push(a);
    } else if (run && run[1] === i) run[1] = i + 1;
    else {
      run = [i, i + 1];
      pieces.push(run);
    }
  }
  return pieces;
}
