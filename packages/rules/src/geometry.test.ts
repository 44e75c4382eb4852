import { describe, expect, it } from 'vitest';
import { cellName, parseCell, shortestGuardPath } from './geometry.js';
import { SCENARIOS } from './scenarios.js';
import type { Cell, FloorLayout, ScenarioId } from './types.js';

function layoutOf(id: ScenarioId, floor: number): FloorLayout {
  const s = SCENARIOS[id];
  const walls = (s.printedWalls[floor] as number[]).map((k): [Cell, Cell] => {
    const a = Math.floor(k / 64);
    const b = k % 64;
    const cols = s.shape.cols;
    return [
      { col: a % cols, row: Math.floor(a / cols) },
      { col: b % cols, row: Math.floor(b / cols) },
    ];
  });
  const blocked =
    s.shape.voidCell >= 0
      ? [{ col: s.shape.voidCell % s.shape.cols, row: Math.floor(s.shape.voidCell / s.shape.cols) }]
      : [];
  return { cols: s.shape.cols, rows: s.shape.rows, walls, blocked };
}

const OPEN: FloorLayout = { cols: 4, rows: 4, walls: [] };

function path(layout: FloorLayout, from: string, to: string): string {
  return [from, ...shortestGuardPath(layout, parseCell(from), parseCell(to)).map(cellName)].join(' ');
}

describe('R7.6 guard path: shortest, then most clockwise (test vectors)', () => {
  const vectors: Array<[string, FloorLayout, string]> = [
    ['4x4 without walls', OPEN, 'A1 B1 B2'],
    ['4x4 without walls', OPEN, 'B2 A2 A1'],
    ['4x4 without walls', OPEN, 'D4 C4 B4 A4 A3 A2 A1'],
    ['4x4 without walls', OPEN, 'A1 B1 C1 D1 D2 D3 D4'],
    ['Bank floor 1', layoutOf('bank', 0), 'C3 C2 B2 B1 C1'],
    ['Bank floor 1', layoutOf('bank', 0), 'C1 D1 D2 D3 C3'],
    ['Bank floor 1', layoutOf('bank', 0), 'A2 B2 B1 C1 D1 D2'],
    ['Bank floor 2', layoutOf('bank', 1), 'B1 B2 C2 D2 D3 C3 C4'],
    ['Bank floor 3', layoutOf('bank', 2), 'D3 C3 C4 B4 B3 B2 C2'],
    ['Office floor 1', layoutOf('office', 0), 'A3 B3 B2 C2 C3'],
    ['Office floor 2', layoutOf('office', 1), 'C4 B4 B3 B2 B1'],
    ['Fort Knox floor 1', layoutOf('fortknox', 0), 'C1 B1 B2 C2 D2 D3 D4 C4'],
    ['Fort Knox floor 2', layoutOf('fortknox', 1), 'B5 B4 A4 A3 A2 B2 C2 D2 D3'],
    ['Fort Knox floor 2', layoutOf('fortknox', 1), 'A2 B2 C2 D2 D3 D4 E4 E5'],
  ];
  for (const [name, layout, expected] of vectors) {
    const cells = expected.split(' ');
    const from = cells[0] as string;
    const to = cells[cells.length - 1] as string;
    it(`R7.6 ${name}: ${from} -> ${to} follows ${expected}`, () => {
      expect(path(layout, from, to)).toBe(expected);
    });
  }

  it('R7.6 returns [] when from equals to', () => {
    expect(shortestGuardPath(OPEN, { col: 1, row: 1 }, { col: 1, row: 1 })).toEqual([]);
  });

  it('R7.6 a wall forces a detour: the path never crosses it', () => {
    const walled: FloorLayout = { cols: 4, rows: 4, walls: [[parseCell('A1'), parseCell('B1')]] };
    expect(path(walled, 'A1', 'B1')).toBe('A1 A2 B2 B1');
  });

  it('R1.7 guards never enter the Fort Knox void and circle it clockwise', () => {
    const layout = layoutOf('fortknox', 0);
    for (let a = 0; a < 25; a++) {
      for (let b = 0; b < 25; b++) {
        if (a === 12 || b === 12) continue;
        const p = shortestGuardPath(
          layout,
          { col: a % 5, row: Math.floor(a / 5) },
          { col: b % 5, row: Math.floor(b / 5) },
        );
        expect(p.some((c) => c.col === 2 && c.row === 2)).toBe(false);
      }
    }
  });

  it('R7.6 every path is a shortest chain of open-adjacent steps on every default floor', () => {
    for (const id of ['bank', 'office', 'fortknox'] as const) {
      const s = SCENARIOS[id];
      for (let f = 0; f < s.shape.floors; f++) {
        const layout = layoutOf(id, f);
        const wallSet = new Set(layout.walls.map(([a, b]) => [cellName(a), cellName(b)].sort().join()));
        for (let a = 0; a < s.shape.area; a++) {
          if (a === s.shape.voidCell) continue;
          const from = { col: a % s.shape.cols, row: Math.floor(a / s.shape.cols) };
          const p = shortestGuardPath(layout, from, { col: 0, row: 0 });
          let prev = from;
          for (const c of p) {
            expect(Math.abs(c.col - prev.col) + Math.abs(c.row - prev.row)).toBe(1);
            expect(wallSet.has([cellName(prev), cellName(c)].sort().join())).toBe(false);
            prev = c;
          }
        }
      }
    }
  });
});
