import { type MapDef, mapById, nameOf } from '@safecrackers/asym-rules';
import { describe, expect, it } from 'vitest';
import { cellInfo } from './cellInfo.js';
import { spiesRules } from './spiesRules.js';
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
    const text = (cell: string, map?: MapDef) => cellInfo(model, cell, map).map((l) => l.text);
    expect(text('E4')).toEqual(['unit 3', 'Camera 13 (destroyed)', 'Watched directly']);
    expect(text('E5')).toEqual([
      'Lamp: lit',
      'Noise marker',
      'Watched',
      'Lit',
      'Security last saw spy 2 here',
    ]);
    expect(text('F5')).toEqual(['Spy 1, lying down', 'Document, not yet looked at', 'Bug']);
    expect(text('A1')).toEqual(['Nothing here']);
  });

  it('links every piece, token and overlay to the rules topic that explains it', () => {
    const topics = spiesRules.topics(false).map((x) => x.id);
    const lines = ['E4', 'E5', 'F5'].flatMap((cell) => cellInfo(model, cell));
    for (const line of lines) expect(topics, line.text).toContain(line.topic);
    expect(cellInfo(model, 'E4').map((l) => l.topic)).toEqual(['vision', 'vision', 'vision']);
    expect(cellInfo(model, 'F5').map((l) => l.topic)).toEqual(['actions', 'goal', 'noise']);
    expect(cellInfo(model, 'A1')).toEqual([{ text: 'Nothing here', topic: null }]);
  });

  it("says what its ground does to a step: the mansion's gravel drive is loud, its fountain muffled", () => {
    const map = mapById('mansion')!;
    const at = (code: string) => {
      const row = map.raw.terrain.findIndex((r) => r.includes(code));
      return nameOf(map.raw.terrain[row]!.indexOf(code), row);
    };
    expect(cellInfo(model, at(':'), map)[0]).toEqual({
      text: expect.stringMatching(/^Loud ground: a spy entering it faster than prone/),
      topic: 'noise',
    });
    expect(cellInfo(model, at('='), map)[0]).toEqual({
      text: 'Muffled ground: no noise marker is placed here',
      topic: 'noise',
    });
  });

  it('says what a step onto it costs in noise at once, for the spy whose action may step there (A-R4.7)', () => {
    const map = mapById('mansion')!;
    const row = map.raw.terrain.findIndex((r) => r.includes(':'));
    const loud = nameOf(map.raw.terrain[row]!.indexOf(':'), row);
    const walking = { points: 3, penalty: false, softSoles: false };
    expect(cellInfo(model, loud, map, walking)[0]).toEqual({
      text: 'A step here: 1 noise marker at once (loud ground)',
      topic: 'noise',
    });
    const prone = { points: 1, penalty: false, softSoles: false };
    expect(cellInfo(model, loud, map, prone)[0]?.text).toBe('A step here: no noise marker at once');
    expect(cellInfo(model, loud, map, { ...walking, softSoles: true })[0]?.text).toBe(
      'A step here: no noise marker at once',
    );
  });
});
