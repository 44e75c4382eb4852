import { describe, expect, it } from 'vitest';
import { mapById } from '../maps/index.js';
import type { MapDef } from '../maps/types.js';
import { parseCell } from './cells.js';
import { lineOfSight, type Purpose } from './los.js';
import { mirrorReflections } from './mirror.js';
import { CIVILIAN, DOG, type Mover, meleeAdjacent, SPY, stepCost, UNIT } from './steps.js';
import { startEdgeState, terrainOf } from './terrain.js';

const map = mapById('mansion') as MapDef;
const t = terrainOf(map, startEdgeState(map));
const c = (name: string) => {
  const i = parseCell(map, name);
  if (i < 0) throw new Error(name);
  return i;
};
const los = (a: string, b: string, p: Purpose = 'sight') => lineOfSight(t, c(a), c(b), p);
const cost = (a: string, b: string, m: Mover = SPY) => stepCost(t, c(a), c(b), m);

describe('A-R2.15 line-of-sight test vectors (mansion)', () => {
  it.each([
    ['E3', 'F3', true, 'orthogonal across window W1'],
    ['I8', 'J7', false, 'both side routes closed (wall; front door D1)'],
    ['C3', 'E5', true, 'two corners; at the second, D5 is a tree but E4 is open'],
    ['E6', 'G7', false, 'edge crossing on the kitchen door D3'],
    ['D2', 'D7', false, 'traverses the tree at D5'],
    ['M9', 'O7', true, 'corner route through window W6'],
    ['C4', 'E6', false, 'corner crossing leads into the tree D5'],
    ['H8', 'F6', true, 'diagonal corner route through window W7'],
    ['P9', 'Q7', false, 'hedge between rows 7 and 8'],
    ['A9', 'E9', true, 'barbed wire does not block sight'],
    ['C7', 'C9', false, 'hedge between rows 8 and 9'],
  ])('A-R2.11–A-R2.14 %s → %s: %s (%s)', (a, b, expected) => {
    expect(los(a, b)).toBe(expected);
    // A-R2.12: the segment is the same both ways.
    expect(los(b, a)).toBe(expected);
  });

  it('A-R2.13 C7 → C9: handler sight passes the hedge', () => {
    expect(los('C7', 'C9', 'handler')).toBe(true);
  });

  it('A-R2.11 a cell always sees itself', () => {
    expect(los('D5', 'D5')).toBe(true);
  });
});

describe('A-R2.15 movement test vectors (mansion)', () => {
  it('A-R2.6 step E5 → F6 is illegal: window W8 and door D3 close both side routes', () => {
    expect(cost('E5', 'F6')).toBe(-1);
  });
  it('A-R2.8 step C8 → B9 costs 2 (bush)', () => {
    expect(cost('C8', 'B9')).toBe(2);
  });
  it('A-R2.4 step B11 → A10 costs 1 (through the open wicket G3)', () => {
    expect(cost('B11', 'A10')).toBe(1);
  });
  it('A-R2.8 step B10 → C11 costs 2 (water)', () => {
    expect(cost('B10', 'C11')).toBe(2);
  });
  it("A-R2.8 a unit's step O11 → P11 costs 2 (the closed shed door D4)", () => {
    expect(cost('O11', 'P11', UNIT)).toBe(2);
    expect(cost('O11', 'P11', SPY)).toBe(-1);
  });
  it("A-R2.6 A-D91 a unit's step O10 → P11 is illegal (closed door D4 on one side route, shed wall on the other)", () => {
    expect(cost('O10', 'P11', UNIT)).toBe(-1);
  });
});

describe('steps and areas', () => {
  it('A-R2.3 black squares: only the Acrobat enters them, at +1 (A-R13.2)', () => {
    expect(cost('C5', 'D5')).toBe(-1);
    expect(cost('C5', 'D5', { kind: 'spy', acrobat: true })).toBe(2);
    expect(cost('Q9', 'R10', { kind: 'spy', acrobat: true })).toBe(-1);
  });
  it('A-R2.4 wire: no one crosses it except a spy with the Rope, at +1 (E15)', () => {
    expect(cost('A5', 'B5')).toBe(-1);
    expect(cost('A5', 'B5', UNIT)).toBe(-1);
    expect(cost('A5', 'B5', { kind: 'spy', rope: true })).toBe(2);
    expect(cost('A5', 'B6', { kind: 'spy', rope: true })).toBe(-1);
  });
  it('A-R11.5 A-R17.5 units and dogs never enter the house; civilians never leave it', () => {
    expect(cost('E3', 'F3', UNIT)).toBe(-1);
    expect(cost('I8', 'J8', UNIT)).toBe(1);
    expect(cost('J8', 'J7', DOG)).toBe(-1);
    expect(cost('K3', 'L3', CIVILIAN)).toBe(2);
    expect(cost('J7', 'J8', CIVILIAN)).toBe(-1);
  });
  it('A-R2.4 units pass the locked main gate by an orthogonal step at +1; spies do not', () => {
    expect(cost('J13', 'J14', UNIT)).toBe(2);
    expect(cost('J13', 'J14', SPY)).toBe(-1);
  });
  it('A-R10.2 melee adjacency ignores whether the cell is enterable but not walls', () => {
    expect(meleeAdjacent(t, c('C5'), c('D5'))).toBe(true);
    expect(meleeAdjacent(t, c('E3'), c('F3'))).toBe(false);
    expect(meleeAdjacent(t, c('B8'), c('B9'))).toBe(true);
  });
});

describe('A-R6.6 (M2) mirror test vector, as a pure function (Milestone 1 watches treat the mirror as a wall)', () => {
  it('A-R6.6 A-D29 a viewer on K3 viewing J4 reflects to K5; a viewer on H3 viewing I4 reflects to nothing (H5 is not visible from I4)', () => {
    expect(mirrorReflections(t, c('K3'), c('J4'))).toEqual([c('K5')]);
    expect(mirrorReflections(t, c('H3'), c('I4'))).toEqual([]);
    // Orthogonal views never reflect: sx or sy is 0.
    expect(mirrorReflections(t, c('K4'), c('J4'))).toEqual([]);
  });
});
