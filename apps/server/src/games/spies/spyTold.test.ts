import {
  type Action,
  type AsymSetup,
  createGame,
  type SecurityView,
  viewFor,
} from '@safecrackers/asym-rules';
import type { AsymUpdateWire } from '@safecrackers/protocol';
import { SpiesFeed } from '@safecrackers/protocol/feed';
import { describe, expect, it } from 'vitest';
import type { SpiesAudience, SpyUpdate } from './spyOutbox.js';
import { SpyTold } from './spyTold.js';
import { SpyViews } from './spyViews.js';

const place = (cell: string): Action => ({ type: 'placeDocument', cell });

const setup: AsymSetup = {
  mode: 'asym',
  mission: 'mansion',
  seed: 'told',
  seats: [
    { name: 'Security', side: 'security' },
    { name: 'A', side: 'spy' },
  ],
};
const created = createGame(setup);
if (!created.ok) throw new Error(created.error.message);
const startView = viewFor(created.state, 0) as SecurityView;

/** The security audience with this alarm level. */
function audience(alarm: number): SpiesAudience {
  const wire = { view: { ...startView, alarm } };
  return { key: 'security', kind: 'security', wire: () => wire };
}

function update(full: boolean, alarm: number, cells: string[]): SpyUpdate {
  return { full, audience: audience(alarm), events: [], legal: [{ seat: 0, actions: cells.map(place) }] };
}

/** One receiver's side of it: what the room tells it, as one publication each. */
function receiver() {
  const views = new SpyViews();
  const told = new SpyTold();
  return (u: SpyUpdate): AsymUpdateWire | null => {
    views.publication();
    return told.compact(u, u.full ? views.base(u.audience) : views.view(u.audience));
  };
}

function sent(wire: AsymUpdateWire | null): AsymUpdateWire {
  if (!wire) throw new Error('nothing was sent');
  return wire;
}

describe('spies updates carry what changed', () => {
  it('sends the changed view as a patch and legal lists as pieces of the last, and merges back to the whole', () => {
    const tell = receiver();
    const feed = new SpiesFeed();
    const w1 = sent(tell(update(true, 2, ['A1', 'A2', 'A3', 'A4'])));
    expect(w1.base?.kind).toBe('security');
    expect(w1.patch).toBeUndefined();
    expect(feed.apply(w1)).toEqual({
      version: 1,
      full: true,
      events: [],
      view: { ...startView, alarm: 2 },
      legal: [{ seat: 0, actions: ['A1', 'A2', 'A3', 'A4'].map(place) }],
    });

    const w2 = sent(tell(update(false, 3, ['A1', 'A2', 'A4', 'B9'])));
    expect(w2.base).toBeUndefined();
    // Only the alarm changed: the patch is a few bytes, not the view.
    expect(w2.patch!.length).toBeLessThan(16);
    expect(w2.legal).toEqual([{ seat: 0, pieces: [[0, 2], [3, 4], place('B9')] }]);
    expect(feed.apply(w2)).toEqual({
      version: 2,
      full: false,
      events: [],
      view: { ...startView, alarm: 3 },
      legal: [{ seat: 0, actions: ['A1', 'A2', 'A4', 'B9'].map(place) }],
    });
  });

  it('issue 29: an update that changes nothing is not sent, and versions count only what was sent', () => {
    const tell = receiver();
    sent(tell(update(true, 2, ['A1'])));
    expect(tell(update(false, 2, ['A1']))).toBeNull();
    expect(tell(update(false, 2, ['A1']))).toBeNull();
    // An announcement alone is news.
    const heard = tell({ ...update(false, 2, ['A1']), events: [{ type: 'houseLights', audience: 'all' }] });
    expect(sent(heard).version).toBe(2);
    expect(sent(tell(update(false, 3, ['A1']))).version).toBe(3);
  });

  it('a seat whose list emptied drops out; a full update tells everything again; a gap asks for it', () => {
    const tell = receiver();
    const feed = new SpiesFeed();
    feed.apply(sent(tell(update(true, 2, ['A1']))));
    const empty: SpyUpdate = { ...update(false, 2, []), legal: [] };
    expect(feed.apply(sent(tell(empty)))?.legal).toEqual([]);
    const again = sent(tell(update(true, 2, ['A1'])));
    expect(again.version).toBe(3);
    expect(again.base).toBeDefined();
    expect(again.legal).toEqual([{ seat: 0, actions: [place('A1')] }]);
    // An update that does not follow on from the last one held is refused (the client resyncs).
    sent(tell(update(false, 4, ['A1'])));
    expect(feed.apply(sent(tell(update(false, 5, ['A1']))))).toBeNull();
  });
});
