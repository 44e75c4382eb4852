/**
 * What one receiver of a spies room was last told, so that its next update carries only what
 * changed (protocol's asymDelta.ts): the JSON of each top-level field of the security view and
 * of its overlay, and each seat's legal list. A full update (joining, coming back, a seat taken
 * or given to a bot) tells everything again. Only what this receiver already got is compared,
 * so a partial update says nothing a full one would not. An update that would change nothing
 * is not sent at all, and the version is this receiver's own count of updates: neither the
 * number of frames nor their numbers tell it of inputs it may not know about (issue 29).
 */
import type { Action } from '@safecrackers/asym-rules';
import { type AsymUpdateWire, type LegalWire, legalPieces } from '@safecrackers/protocol';
import type { SpyUpdate } from './spyOutbox.js';

/** JSON of values shared by every receiver of one publication, computed once each. */
const json = new WeakMap<object, string>();
function jsonOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'undefined';
  let s = json.get(value);
  if (s === undefined) {
    s = JSON.stringify(value);
    json.set(value, s);
  }
  return s;
}

export class SpyTold {
  private view = new Map<string, string>();
  private overlay = new Map<string, string>();
  private legal = new Map<number, string[]>();
  private sent = 0;

  /** The update as it goes to this receiver, or null when it tells nothing new; remembers what it now knows. */
  compact(update: SpyUpdate): AsymUpdateWire | null {
    if (update.full) {
      this.view = new Map();
      this.overlay = new Map();
      this.legal = new Map();
    }
    const view = changed(this.view, update.view, update.full);
    const overlay = update.overlay ? changed(this.overlay, update.overlay, update.full) : undefined;
    const legal = this.legalWire(update.legal, update.full);
    const { view: _v, overlay: _o, legal: _l, ...rest } = update;
    const news =
      update.full ||
      Object.keys(view).length > 0 ||
      (overlay !== undefined && Object.keys(overlay).length > 0) ||
      legal !== undefined ||
      update.events.length > 0 ||
      update.log !== undefined;
    if (!news) return null;
    this.sent += 1;
    return {
      ...rest,
      version: this.sent,
      view: view as AsymUpdateWire['view'],
      ...(overlay && Object.keys(overlay).length > 0 ? { overlay } : {}),
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

/** The fields of `value` whose JSON differs from what `told` holds; `told` then holds them all. */
function changed(told: Map<string, string>, value: object, full: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const s = jsonOf(v);
    if (full || told.get(key) !== s) out[key] = v;
    told.set(key, s);
  }
  return out;
}
