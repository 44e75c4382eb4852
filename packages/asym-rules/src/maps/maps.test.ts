import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REFERENCE_DATA_DIR } from '@safecrackers/test-kit';
import { describe, expect, it } from 'vitest';
import raw from '../../data/asym-maps.json';
import { cellName } from '../geometry/cells.js';
import { builtInMaps, loadMapFile, mapById } from './index.js';
import type { MapErrorCode } from './validate.js';

const copy = () => JSON.parse(JSON.stringify(raw));
const codes = (file: unknown): MapErrorCode[] => {
  const r = loadMapFile(file);
  return r.ok ? [] : r.errors.map((e) => e.code as MapErrorCode);
};

describe('A-R17.1 map file validation', () => {
  it('A-R17.1 the built-in file loads with both maps', () => {
    expect(builtInMaps().map((m) => m.id)).toEqual(['mansion', 'camp']);
  });

  it('A-R17.1 rejects another version and another format', () => {
    const f = copy();
    f.version = 1;
    expect(codes(f)).toContain('map/version');
    const g = copy();
    g.format = 'heist';
    expect(codes(g)).toContain('map/format');
  });

  it('A-R17.1 rejects unknown terrain, area and heat-zone characters', () => {
    const f = copy();
    f.maps[0].terrain[3] = `X${f.maps[0].terrain[3].slice(1)}`;
    expect(codes(f)).toContain('map/character');
    const g = copy();
    g.maps[0].areas[0] = `?${g.maps[0].areas[0].slice(1)}`;
    expect(codes(g)).toContain('map/character');
    const h = copy();
    h.maps[0].heatZones[0] = `0${h.maps[0].heatZones[0].slice(1)}`;
    expect(codes(h)).toContain('map/character');
  });

  it('A-R17.1 rejects out-of-range coordinates', () => {
    const f = copy();
    f.maps[0].lamps[0].cell = [20, 3];
    expect(codes(f)).toContain('map/coordinate');
    const g = copy();
    g.maps[0].edges[0].to = [21, 1];
    expect(codes(g)).toContain('map/coordinate');
  });

  it('A-R17.1 rejects non-axis segments', () => {
    const f = copy();
    f.maps[0].edges[0].to = [15, 2];
    expect(codes(f)).toContain('map/segment');
  });

  it('A-R17.1 rejects openings longer than one unit edge, and overlapping openings', () => {
    const f = copy();
    f.maps[0].openings[0].to = [11, 7];
    expect(codes(f)).toContain('map/opening_length');
    const g = copy();
    g.maps[0].openings[1].from = g.maps[0].openings[0].from;
    g.maps[0].openings[1].to = g.maps[0].openings[0].to;
    expect(codes(g)).toContain('map/opening_overlap');
  });

  it('A-R17.5 rejects a rules object with a missing, unknown or mistyped key', () => {
    const f = copy();
    delete f.maps[0].rules.dogForbiddenAreaKinds;
    expect(codes(f)).toContain('map/rules');
    const g = copy();
    g.maps[0].rules.minefields = [];
    expect(codes(g)).toContain('map/rules');
    const h = copy();
    h.maps[0].rules.unitForbiddenAreaKinds = ['palace'];
    expect(codes(h)).toContain('map/rules');
    const i = copy();
    i.maps[1].rules.mudForbidden = { terrain: ['#'] };
    expect(codes(i)).toContain('map/rules');
  });

  it('A-D70 rejects maps with fields outside the format (minefields, safe zones)', () => {
    const f = copy();
    f.maps[0].minefields = [[3, 3]];
    expect(codes(f)).toContain('map/field');
  });

  it('A-R17.3 rejects stored derived lists that differ from the derived ones', () => {
    const f = copy();
    f.maps[0].unitStartCells.pop();
    expect(codes(f)).toEqual(['map/derived']);
    const g = copy();
    g.maps[0].objectiveCandidates.push([9, 2]);
    expect(codes(g)).toEqual(['map/derived']);
    const h = copy();
    h.maps[1].spyEdge.cells.pop();
    expect(codes(h)).toEqual(['map/derived']);
  });
});

describe('A-R17.3 A-R17.4 map facts', () => {
  const m = mapById('mansion');
  const camp = mapById('camp');
  it('A-R17.4 mansion: 8 lamps (L7, L8 on GEN1), 19 openings, 6 mounts, 4 reinforcement cells, 60/46/48 derived cells, 5 zones', () => {
    if (!m) throw new Error('no mansion');
    expect(m.lamps).toHaveLength(8);
    expect(m.lamps.filter((l) => l.generator === 'GEN1').map((l) => l.id)).toEqual(['L7', 'L8']);
    expect(m.openings).toHaveLength(19);
    const kinds = m.openings.map((o) => o.kind);
    expect([kinds.filter((k) => k === 'door').length, kinds.filter((k) => k === 'edoor').length]).toEqual([
      4, 1,
    ]);
    expect([kinds.filter((k) => k === 'window').length, kinds.filter((k) => k === 'gate').length]).toEqual([
      10, 4,
    ]);
    expect(m.perimeterMounts).toHaveLength(6);
    expect(m.reinforcementCells).toHaveLength(4);
    expect(m.unitStartCells).toHaveLength(60);
    expect(m.spyEdgeCells).toHaveLength(46);
    expect(m.objectiveCandidates).toHaveLength(48);
    expect(new Set(m.heatZone.filter((z) => z !== null)).size).toBe(5);
  });
  it('A-D99 reinforcement cells are never unit start cells', () => {
    for (const map of [m, camp]) {
      if (!map) throw new Error('missing map');
      expect(map.reinforcementCells.filter((c) => map.unitStartCells.includes(c))).toEqual([]);
    }
  });
  it('A-R11.5 the heat sensor ignores the house: its cells have no zone', () => {
    if (!m) throw new Error('no mansion');
    const houseZones = m.heatZone.filter((_, c) => m.areas[m.areaOf[c] as number]?.kind === 'house');
    expect(houseZones.every((z) => z === null)).toBe(true);
    expect(cellName(m, m.objectiveCandidates[0] as number)).toBe('F2');
  });
});

const SHARED = path.join(REFERENCE_DATA_DIR, 'asym-maps.json');
describe('built-in data matches docs/data', () => {
  it('A-R17.1 data/asym-maps.json equals docs/data/asym-maps.json', () => {
    expect(raw).toEqual(JSON.parse(readFileSync(SHARED, 'utf8')));
  });
});
