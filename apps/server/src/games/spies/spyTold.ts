/**
 * What one receiver of a spies room was last told, so that its next update carries only what
 * changed: the view it holds (its audience's, spiesView.ts: a patch when the audience's view
 * changed, a new base when it starts or changes audience), and each seat's legal list (pieces
 * of the last, protocol's asymDelta.ts). A full update (joining, coming back, a seat taken or
 * given to a bot) tells everything again. An update that would change nothing is not sent at
 * all, and the version is this receiver's own count of updates: neither the number of frames
 * nor their numbers tell it of inputs it may not know about (issue 29).
 */
import type { Action } from '@safecrackers/asym-rules';
import { type AsymUpdateWire, type LegalWire, legalPieces } from '@safecrackers/protocol';
import type { SpyUpdate } from './spyOutbox.js';
import type { SpiesViewSync } from './spyViews.js';

/** JSON of values shared by every receiver of one publication, computed once each. */
const json = new WeakMap<object, string>();
function jsonOf(value: object): string {
  let s = json.get(value);
  if (s === undefined) {
    s = JSON.stringify(value);
    json.set(value, s);
  }
  return s;
}

/** The audience's view as this publication leaves it: its sync, and its patch since the last. */
export interface AudienceView {
  sync: SpiesViewSync;
  patch: Uint8Array | null;
}

export class SpyTold {
  /** The view this receiver holds: the patches of this sync are the ones it can apply. */
  private sync: SpiesViewSync | null = null;
  private legal = new Map<number, string[]>();
  private sent = 0;

  /** The update as it goes to this receiver, or null when it tells nothing new; remembers what it now knows. */
  compact(update: SpyUpdate, view: AudienceView): AsymUpdateWire | null {
    if (update.full) this.legal = new Map();
    const base =
      update.full || this.sync !== view.sync
        ? { kind: update.audience.kind, ...view.sync.full() }
        : undefined;
    const patch = base ? undefined : (view.patch ?? undefined);
    this.sync = view.sync;
    const legal = this.legalWire(update.legal, update.full);
    const { audience: _audience, legal: _legal, ...rest } = update;
    const news =
      update.full ||
      base !== undefined ||
      patch !== undefined ||
      legal !== undefined ||
      update.events.length > 0 ||
      update.log !== undefined;
    if (!news) return null;
    this.sent += 1;
    return {
      ...rest,
      version: this.sent,
      ...(base ? { base } : {}),
      ...(patch ? { patch } : {}),
      ...(legal ? { legal } : {}),
    };
  }

  /** Each seat's list, whole or as pieces of the last one; undefined when none changed. */
  private legalWire(lists: SpyUpdate['legal'], full: boolean): LegalWire[] | undefined {
    const keys = new Map(lists.map((l) => [l.seat, l.actions.map((a: Action) => jsonOf(a))]));
    const same =
      !full &&
      keys.size === this.legal.size &&
      [...keys].every(([seat, k]) => this.legal.get(seat)?.join('\n') === k.join('\n'));
    const before = this.legal;
    this.legal = keys;
    if (same) return undefined;
    return lists.map((l) => {
      const previous = before.get(l.seat);
      if (full || !previous) return l;
      return { seat: l.seat, pieces: legalPieces(previous, l.actions, jsonOf) };
    });
  }
}
