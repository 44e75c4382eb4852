import type { Action } from '@safecrackers/asym-rules';
import { describe, expect, it } from 'vitest';
import { cellChoices } from './cellChoices.js';

describe('cell choices', () => {
  it('groups the legal placements of a cell by kind, with their facings', () => {
    const legal: Action[] = [
      { type: 'placeUnit', kind: 'ordinary', cell: 'E5', view: 'N' },
      { type: 'placeUnit', kind: 'ordinary', cell: 'E5', view: 'E' },
      { type: 'placeUnit', kind: 'armoured', cell: 'E5', view: 'N' },
      { type: 'placeUnit', kind: 'dogHandler', cell: 'E5' },
      { type: 'placeCamera', kind: 'ordinary', cell: 'E5', aim: 'SW' },
    ];
    const choices = cellChoices(legal);
    expect(choices.map((c) => c.key)).toEqual([
      'placeUnit|ordinary',
      'placeUnit|armoured',
      'placeUnit|dogHandler',
      'placeCamera|ordinary',
    ]);
    expect(choices[0]!.facings.map((f) => f.dir)).toEqual(['N', 'E']);
    expect(choices[0]!.sample).toEqual({ type: 'placeUnit', kind: 'ordinary', cell: 'E5' });
    expect(choices[2]!.facings).toEqual([{ dir: null, action: legal[3] }]);
    expect(choices[3]!.facings[0]!.action).toBe(legal[4]);
  });

  it('keeps every legal input exactly once', () => {
    const legal: Action[] = [
      { type: 'step', to: 'B2' },
      { type: 'releaseDog', unit: 3, cell: 'B2', view: 'N' },
      { type: 'releaseDog', unit: 4, cell: 'B2', view: 'N' },
    ];
    const all = cellChoices(legal).flatMap((c) => c.facings.map((f) => f.action));
    expect(all).toEqual(legal);
  });
});
