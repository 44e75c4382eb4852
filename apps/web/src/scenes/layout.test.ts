import { describe, expect, it } from 'vitest';
import { cellCentre, layoutBoard } from './layout.js';

describe('board layout', () => {
  it('puts three bank floors side by side on a desktop, floor 1 on the left', () => {
    const layout = layoutBoard({ width: 940, height: 640 }, { cols: 4, rows: 4, floors: 3 });
    expect(layout.arrangement).toBe('row');
    const xs = layout.sheets.map((s) => s.x);
    expect(xs[0]).toBeLessThan(xs[1]!);
    expect(xs[1]).toBeLessThan(xs[2]!);
    expect(layout.width).toBeLessThanOrEqual(940);
    expect(layout.tile).toBeGreaterThanOrEqual(58);
  });

  it('stacks floors on a phone with tiles big enough to tap', () => {
    const layout = layoutBoard({ width: 390, height: 600 }, { cols: 5, rows: 5, floors: 2 });
    expect(layout.arrangement).toBe('column');
    expect(layout.tile).toBeGreaterThanOrEqual(44);
    expect(layout.sheets[1]!.y).toBeGreaterThan(layout.sheets[0]!.y + layout.sheets[0]!.height - 1);
    expect(layout.height).toBeGreaterThan(600); // scrolls
  });

  it('finds cell centres inside their sheet', () => {
    const layout = layoutBoard({ width: 1000, height: 600 }, { cols: 4, rows: 4, floors: 2 });
    const c = cellCentre(layout, { floor: 1, col: 0, row: 0 });
    const sheet = layout.sheets[1]!;
    expect(c.x).toBeGreaterThan(sheet.x);
    expect(c.y).toBeGreaterThan(sheet.y);
    expect(c.x).toBe(sheet.gridX + layout.tile / 2);
  });
});
