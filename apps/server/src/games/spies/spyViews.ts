/**
 * The views of a spies room as they travel (spiesView.ts in the protocol): one ShapeSync per
 * audience, updated once per publication, so that every receiver of an audience gets the same
 * patch. A sync whose view changed outside a publication (it should not) starts again: its
 * receivers get a new base (spyTold.ts), never a patch they could not apply.
 */

import { ShapeSync } from '@safecrackers/protocol/schema';
import { type SecurityWire, type SpyWire, spiesViewShape } from '@safecrackers/protocol/state';
import type { SpiesAudience } from './spyOutbox.js';
import type { AudienceView } from './spyTold.js';

export type SpiesViewSync = ShapeSync<SecurityWire | SpyWire>;

export class SpyViews {
  private readonly syncs = new Map<string, SpiesViewSync>();
  /** The patches of the publication being sent, by audience. */
  private patches = new Map<string, Uint8Array | null>();

  /** A new publication: each audience's view is encoded again, once, when first asked for. */
  publication(): void {
    this.patches = new Map();
  }

  /** The audience's view now, within a publication. */
  view(audience: SpiesAudience): AudienceView {
    const sync = this.syncs.get(audience.key);
    if (!sync) return { sync: this.start(audience), patch: null };
    if (!this.patches.has(audience.key)) this.patches.set(audience.key, sync.update(audience.wire()));
    return { sync, patch: this.patches.get(audience.key) ?? null };
  }

  /** The audience's view for a receiver that starts from it (outside a publication). */
  base(audience: SpiesAudience): AudienceView {
    const sync = this.syncs.get(audience.key);
    if (!sync) return { sync: this.start(audience), patch: null };
    // Unchanged since the last publication, as it should be; else nobody could apply the patch.
    if (sync.update(audience.wire()) === null) return { sync, patch: null };
    return { sync: this.start(audience), patch: null };
  }

  private start(audience: SpiesAudience): SpiesViewSync {
    const sync = new ShapeSync(spiesViewShape(audience.kind), audience.wire());
    this.syncs.set(audience.key, sync);
    return sync;
  }
}
