import { describe, expect, it } from 'vitest';
import { cellCentre, GOOD_TILE, layoutBoard } from './layout.js';

/** The board area at 1440×900 with the panel open (340 px panel, 52 px top bar). */
const DESKTOP_BOARD = { width: 1100, height: 848 };

describe('board layout', () => {
  it('puts three bank floors side by side on a wide screen, floor 1 on the left', () => {
    const layout = layoutBoard({ width: 1900, height: 640 }, { cols: 4, rows: 4, floors: 3 });
    expect(layout.arrangement).toBe('row');
    const xs = layout.sheets.map((s) => s.x);
    expect(xs[0]).toBeLessThan(xs[1]!);
    expect(xs[1]).toBeLessThan(xs[2]!);
    expect(layout.width).toBeLessThanOrEqual(1900);
    expect(layout.tile).toBeGreaterThanOrEqual(GOOD_TILE);
  });

  it('gives every building tiles of at least 110 px at 1440×900 with the panel open', () => {
    for (const board of [
      { cols: 4, rows: 4, floors: 2 },
      { cols: 4, rows: 4, floors: 3 },
      { cols: 5, rows: 5, floors: 2 },
    ]) {
      const layout = layoutBoard(DESKTOP_BOARD, board);
      expect(layout.tile, JSON.stringify(board)).toBeGreaterThanOrEqual(GOOD_TILE);
      // The floors fill the height rather than a thin strip: no band above or below is
      // larger than one tile.
      const top = Math.min(...layout.sheets.map((s) => s.y));
      const bottom = Math.max(...layout.sheets.map((s) => s.y + s.height));
      expect(DESKTOP_BOARD.height - (bottom - top), JSON.stringify(board)).toBeLessThan(
        DESKTOP_BOARD.height / 2,
      );
    }
  });

  it('pans the Bank side by side on a 1440×900 desktop: two whole floors show, floor 1 first', () => {
    const layout = layoutBoard(DESKTOP_BOARD, { cols: 4, rows: 4, floors: 3 });
    expect(layout.arrangement).toBe('row');
    expect(layout.sheets[1]!.x + layout.sheets[1]!.width).toBeLessThanOrEqual(DESKTOP_BOARD.width);
    expect(layout.width).toBeGreaterThan(DESKTOP_BOARD.width);
  });

  it('stacks floors on a phone with tiles big enough to tap, with room under the last floor', () => {
    const layout = layoutBoard({ width: 390, height: 600 }, { cols: 5, rows: 5, floors: 2 });
    expect(layout.arrangement).toBe('column');
    expect(layout.tile).toBeGreaterThanOrEqual(44);
    expect(layout.sheets[1]!.y).toBeGreaterThan(layout.sheets[0]!.y + layout.sheets[0]!.height - 1);
    expect(layout.height).toBeGreaterThan(600); // scrolls
    const last = layout.sheets[1]!;
    expect(layout.height - (last.y + last.height)).toBeGreaterThanOrEqual(44);
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
