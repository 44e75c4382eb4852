import { describe, expect, it } from 'vitest';
import { coneOf } from './viewCones.js';

describe('view cones', () => {
  it('a viewer facing east gets a wedge pointing east, as long as its farthest direct cell', () => {
    const cone = coneOf('E5', 'E', ['E5', 'F4', 'F5', 'F6', 'G5', 'H5'])!;
    expect(cone.start).toBeLessThan(0);
    expect(cone.end).toBeGreaterThan(0);
    // Symmetric about east, wide enough for F4 and F6 (45° away) and their half cells.
    expect(cone.end).toBeCloseTo(-cone.start, 6);
    expect(cone.end).toBeGreaterThan(Math.PI / 4);
    expect(cone.reach).toBeCloseTo(3.5, 6);
  });

  it('a viewer facing north points up the screen (y grows downwards)', () => {
    const cone = coneOf('E5', 'N', ['E4', 'E3'])!;
    expect((cone.start + cone.end) / 2).toBeCloseTo(-Math.PI / 2, 6);
    expect(cone.reach).toBeCloseTo(2.5, 6);
  });

  it('a wedge across west does not wrap the wrong way round', () => {
    const cone = coneOf('E5', 'W', ['D4', 'D5', 'D6'])!;
    expect((cone.start + cone.end) / 2).toBeCloseTo(Math.PI, 6);
    expect(cone.end - cone.start).toBeLessThan(Math.PI);
  });

  it('a viewer without a facing gets a disc; one that views only its own cell gets nothing', () => {
    expect(coneOf('E5', null, ['D4', 'F6'])).toMatchObject({ start: 0, end: Math.PI * 2 });
    expect(coneOf('E5', 'E', ['E5'])).toBeNull();
  });
});
