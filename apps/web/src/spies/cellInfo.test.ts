import { mapById, nameOf } from '@safecrackers/asym-rules';
import { describe, expect, it } from 'vitest';
import { cellInfo } from './cellInfo.js';
import type { MansionModel } from './spyModel.js';

const model: MansionModel = {
  truth: true,
  figures: [
    { id: 'u3', kind: 'ordinary', cell: 'E4', state: 'ok', label: '3', colour: 'unit' },
    { id: 'spy1', kind: 'spy', cell: 'F5', state: 'prone', label: '1', colour: 'spy', seat: 1 },
  ],
  watched: new Set(['E4', 'E5']),
  direct: new Set(['E4']),
  cones: [],
  lit: new Set(['E5']),
  cameras: [{ id: 13, cell: 'E4', destroyed: true, perimeter: false }],
  lamps: [{ id: 'L1', cell: 'E5', lit: true, destroyed: false }],
  openings: new Map(),
  cutWires: [],
  alarmTokens: [],
  bugs: [{ cell: 'F5', spent: false }],
  documents: [{ cell: 'F5', marked: null }],
  noise: ['E5'],
  bodies: [],
  lure: null,
  dogPath: [],
  sightings: [{ seat: 2, cell: 'E5' }],
  generatorsOut: [],
};

describe('what a cell holds, in words (issue 32)', () => {
  it('names the figures, devices and tokens on it, its watch and light, and what security last knew there', () => {
    expect(cellInfo(model, 'E4')).toEqual(['unit 3', 'Camera 13 (destroyed)', 'Watched directly']);
    expect(cellInfo(model, 'E5')).toEqual([
      'Lamp: lit',
      'Noise marker',
      'Watched',
      'Lit',
      'Security last saw spy 2 here',
    ]);
    expect(cellInfo(model, 'F5')).toEqual(['Spy 1, lying down', 'Document, not yet looked at', 'Bug']);
    expect(cellInfo(model, 'A1')).toEqual(['Nothing here']);
  });

  it("says what its ground does to a step: the mansion's gravel drive is loud, its fountain muffled", () => {
    const map = mapById('mansion')!;
    const at = (code: string) => {
      const row = map.raw.terrain.findIndex((r) => r.includes(code));
      return nameOf(map.raw.terrain[row]!.indexOf(code), row);
    };
    expect(cellInfo(model, at(':'), map)[0]).toMatch(/^Loud ground: a spy entering it faster than prone/);
    expect(cellInfo(model, at('='), map)[0]).toBe('Muffled ground: no noise marker is placed here');
  });
});
