import type { Action } from '@safecrackers/asym-rules';
import { type AsymUpdatePayload, type AsymUpdateWire, mergeUpdate } from '@safecrackers/protocol';
import { describe, expect, it } from 'vitest';
import type { SpyUpdate } from './spyOutbox.js';
import { SpyTold } from './spyTold.js';

const place = (cell: string): Action => ({ type: 'placeDocument', cell });

function update(full: boolean, alarm: number, cells: string[]): SpyUpdate {
  return {
    full,
    view: { alarm, turn: 1, noise: ['E5'] } as unknown as AsymUpdatePayload['view'],
    events: [],
    legal: [{ seat: 0, actions: cells.map(place) }],
  };
}

function sent(wire: AsymUpdateWire | null): AsymUpdateWire {
  if (!wire) throw new Error('nothing was sent');
  return wire;
}

describe('spies updates carry what changed', () => {
  it('sends changed view fields and legal lists as pieces of the last, and merges back to the whole', () => {
    const told = new SpyTold();
    const first = update(true, 2, ['A1', 'A2', 'A3', 'A4']);
    const w1 = sent(told.compact(first));
    expect(w1).toEqual({ ...first, version: 1 });
    let held = mergeUpdate(null, w1);

    const second = update(false, 3, ['A1', 'A2', 'A4', 'B9']);
    const w2 = sent(told.compact(second));
    expect(w2.view).toEqual({ alarm: 3 });
    expect(w2.legal).toEqual([{ seat: 0, pieces: [[0, 2], [3, 4], place('B9')] }]);
    held = mergeUpdate(held, w2);
    expect(held).toEqual({ ...second, version: 2 });
  });

  it('issue 29: an update that changes nothing is not sent, and versions count only what was sent', () => {
    const told = new SpyTold();
    sent(told.compact(update(true, 2, ['A1'])));
    expect(told.compact(update(false, 2, ['A1']))).toBeNull();
    expect(told.compact(update(false, 2, ['A1']))).toBeNull();
    // An announcement alone is news.
    const heard = told.compact({
      ...update(false, 2, ['A1']),
      events: [{ type: 'houseLights', audience: 'all' }],
    });
    expect(sent(heard).version).toBe(2);
    expect(sent(told.compact(update(false, 3, ['A1']))).version).toBe(3);
  });

  it('a seat whose list emptied drops out; a full update tells everything again', () => {
    const told = new SpyTold();
    let held = mergeUpdate(null, sent(told.compact(update(true, 2, ['A1']))));
    const empty: SpyUpdate = { ...update(false, 2, []), legal: [] };
    held = mergeUpdate(held, sent(told.compact(empty)));
    expect(held.legal).toEqual([]);
    const again = update(true, 2, ['A1']);
    expect(told.compact(again)).toEqual({ ...again, version: 3 });
  });
});
