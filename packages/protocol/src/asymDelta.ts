/**
 * Spies updates send only what changed (issue 18): an update that is not `full` carries of the
 * security view and of the spy overlay only the top-level fields that changed since the
 * receiver's previous update, and of each seat's legal list only the new inputs, the rest as
 * ranges of its previous list (order kept). `mergeUpdate` rebuilds the whole update from the
 * previous one. Zod-free and pure: the server, the browser and the tests share it.
 */
import type { Action } from '@safecrackers/asym-rules';
import type { AsymUpdatePayload, SpyOverlay } from './asym.js';

/** One piece of a seat's new legal list: a range [start, end) of its previous list, or a new input. */
export type LegalPiece = [number, number] | Action;

/** A seat's legal list as sent: whole, or as pieces of the previous one. */
export type LegalWire = { seat: number; actions: Action[] } | { seat: number; pieces: LegalPiece[] };

/** What an update is on the wire (a `full` one carries everything). */
export interface AsymUpdateWire extends Omit<AsymUpdatePayload, 'view' | 'overlay' | 'legal'> {
  view: Partial<AsymUpdatePayload['view']>;
  /** Absent in a partial update: the overlay did not change. */
  overlay?: Partial<SpyOverlay>;
  /** Absent in a partial update: no seat's list changed. */
  legal?: LegalWire[];
}

/** The whole update from the receiver's previous one and what was sent. */
export function mergeUpdate(prev: AsymUpdatePayload | null, wire: AsymUpdateWire): AsymUpdatePayload {
  if (wire.full || !prev) {
    const legal = (wire.legal ?? []).map((l) => ({ seat: l.seat, actions: 'actions' in l ? l.actions : [] }));
    return { ...wire, legal } as AsymUpdatePayload;
  }
  const view = { ...prev.view, ...wire.view } as AsymUpdatePayload['view'];
  const overlay =
    wire.overlay === undefined ? prev.overlay : ({ ...(prev.overlay ?? {}), ...wire.overlay } as SpyOverlay);
  const legal =
    wire.legal === undefined
      ? prev.legal
      : wire.legal
          .map((l) => {
            if ('actions' in l) return l;
            const before = prev.legal.find((p) => p.seat === l.seat)?.actions ?? [];
            const actions = l.pieces.flatMap((p) => (Array.isArray(p) ? before.slice(p[0], p[1]) : [p]));
            return { seat: l.seat, actions };
          })
          .filter((l) => l.actions.length > 0);
  const { legal: _legal, view: _view, overlay: _overlay, ...rest } = wire;
  return { ...rest, view, ...(overlay ? { overlay } : {}), legal };
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
