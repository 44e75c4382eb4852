import type { Action } from '@safecrackers/asym-rules';
import { type AsymUpdatePayload, mergeUpdate } from '@safecrackers/protocol';
import { describe, expect, it } from 'vitest';
import { SpyTold } from './spyTold.js';

const place = (cell: string): Action => ({ type: 'placeDocument', cell });

function update(version: number, full: boolean, alarm: number, cells: string[]): AsymUpdatePayload {
  return {
    version,
    full,
    view: { alarm, turn: 1, noise: ['E5'] } as unknown as AsymUpdatePayload['view'],
    events: [],
    legal: [{ seat: 0, actions: cells.map(place) }],
  };
}

describe('spies updates carry what changed', () => {
  it('sends changed view fields and legal lists as pieces of the last, and merges back to the whole', () => {
    const told = new SpyTold();
    const first = update(1, true, 2, ['A1', 'A2', 'A3', 'A4']);
    const w1 = told.compact(first);
    expect(w1).toEqual(first);
    let held = mergeUpdate(null, w1);

    const second = update(2, false, 3, ['A1', 'A2', 'A4', 'B9']);
    const w2 = told.compact(second);
    expect(w2.view).toEqual({ alarm: 3 });
    expect(w2.legal).toEqual([{ seat: 0, pieces: [[0, 2], [3, 4], place('B9')] }]);
    held = mergeUpdate(held, w2);
    expect(held).toEqual(second);

    // Nothing changed but the version: no view field, no legal list.
    const third = update(3, false, 3, ['A1', 'A2', 'A4', 'B9']);
    const w3 = told.compact(third);
    expect(w3.view).toEqual({});
    expect(w3.legal).toBeUndefined();
    expect(mergeUpdate(held, w3)).toEqual(third);
  });

  it('a seat whose list emptied drops out; a full update tells everything again', () => {
    const told = new SpyTold();
    let held = mergeUpdate(null, told.compact(update(1, true, 2, ['A1'])));
    const empty: AsymUpdatePayload = { ...update(2, false, 2, []), legal: [] };
    held = mergeUpdate(held, told.compact(empty));
    expect(held.legal).toEqual([]);
    const again = update(3, true, 2, ['A1']);
    expect(told.compact(again)).toEqual(again);
  });
});
