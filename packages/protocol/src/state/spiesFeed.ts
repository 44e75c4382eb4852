/**
 * A spies client's copy of its updates (AsymUpdateWire): the view decoded from its base and
 * patches (spiesView.ts), the legal lists rebuilt from their pieces, each update made whole.
 */
import type { AsymUpdatePayload } from '../asym.js';
import { type AsymUpdateWire, mergeLegal } from '../asymDelta.js';
import { ShapeFeed } from './shapeFeed.js';
import { decodeSpiesView, type SecurityWire, type SpyWire } from './spiesView.js';

export class SpiesFeed {
  private view: ShapeFeed<SecurityWire | SpyWire> | null = null;
  private last: AsymUpdatePayload | null = null;

  /**
   * The whole update, or null when it does not follow on from the last one this copy holds
   * (an update went missing: ask for the game in full again).
   */
  apply(wire: AsymUpdateWire): AsymUpdatePayload | null {
    const follows = this.last !== null && wire.version === this.last.version + 1;
    if (!wire.full && !follows) return null;
    const { base, patch, legal, ...rest } = wire;
    if (base) {
      const kind = base.kind;
      this.view = new ShapeFeed((raw) => decodeSpiesView(kind, raw));
      this.view.reset(base.handshake, base.state);
    } else if (patch) this.view?.apply(patch);
    const value = this.view?.current();
    if (!value) return null;
    const update: AsymUpdatePayload = {
      ...rest,
      view: value.view,
      ...('overlay' in value ? { overlay: value.overlay } : {}),
      legal: mergeLegal(this.last?.legal ?? null, legal, wire.full),
    };
    this.last = update;
    return update;
  }
}
