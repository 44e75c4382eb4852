import { describe, expect, it } from 'vitest';
import { nameOf, parseCell } from './geometry/cells.js';
import { mapById } from './maps/index.js';
import { stepNoise } from './stepNoise.js';

const map = mapById('mansion')!;
const row = map.raw.terrain.findIndex((r) => r.includes(':'));
const loud = parseCell(map, nameOf(map.raw.terrain[row]!.indexOf(':'), row));
const quiet = map.terrain.indexOf('.');

describe('A-R4.7 a step onto loud ground', () => {
  it('A-R4.7 places a marker at a speed above 1, none when prone', () => {
    expect(stepNoise(map, { points: 2, penalty: false, softSoles: false }, loud)).toBe(1);
    expect(stepNoise(map, { points: 1, penalty: false, softSoles: false }, loud)).toBe(0);
    // A penalty point counts against the speed (A-R4.10): Sneak with a penalty moves at 1.
    expect(stepNoise(map, { points: 2, penalty: true, softSoles: false }, loud)).toBe(0);
  });

  it('A-R4.7 E13 Soft soles silence it; other ground takes no marker on entering', () => {
    expect(stepNoise(map, { points: 4, penalty: false, softSoles: true }, loud)).toBe(0);
    expect(stepNoise(map, { points: 4, penalty: false, softSoles: false }, quiet)).toBe(0);
  });
});
