/**
 * Cells and directions (A-R2.1, A-R16.3). Inside the engine a cell is an index
 * row * cols + col; across the API it is its name, column letter then row number ('E3').
 */

/** A cell named as on the printed board: column letter A… then row number 1… (A1 = north-west). */
export type CellName = string;

export type Dir = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';

/** The tie-break order of A-R16.3: N, NE, E, SE, S, SW, W, NW. */
export const DIRS: readonly Dir[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
export const DX: readonly number[] = [0, 1, 1, 1, 0, -1, -1, -1];
export const DY: readonly number[] = [-1, -1, 0, 1, 1, 1, 0, -1];
/** The four orthogonal directions, as indices into DIRS. */
export const ORTHOGONAL: readonly number[] = [0, 2, 4, 6];

export interface Grid {
  cols: number;
  rows: number;
}

export const colOf = (g: Grid, cell: number): number => cell % g.cols;
export const rowOf = (g: Grid, cell: number): number => Math.floor(cell / g.cols);
export const cellAt = (g: Grid, col: number, row: number): number => row * g.cols + col;
export const onBoard = (g: Grid, col: number, row: number): boolean =>
  col >= 0 && row >= 0 && col < g.cols && row < g.rows;

/** The neighbour of `cell` in direction index `d`, or -1 off the board. */
export function neighbour(g: Grid, cell: number, d: number): number {
  const c = (cell % g.cols) + (DX[d] as number);
  const r = Math.floor(cell / g.cols) + (DY[d] as number);
  return onBoard(g, c, r) ? r * g.cols + c : -1;
}

/** Direction index from a to a neighbouring cell b, or -1 if they are not neighbours. */
export function dirIndex(g: Grid, a: number, b: number): number {
  const dx = colOf(g, b) - colOf(g, a);
  const dy = rowOf(g, b) - rowOf(g, a);
  for (let d = 0; d < 8; d++) if (DX[d] === dx && DY[d] === dy) return d;
  return -1;
}

/** Chebyshev distance (A-R2.10). */
export function distance(g: Grid, a: number, b: number): number {
  return Math.max(Math.abs(colOf(g, a) - colOf(g, b)), Math.abs(rowOf(g, a) - rowOf(g, b)));
}

export function cellName(g: Grid, cell: number): CellName {
  return nameOf(colOf(g, cell), rowOf(g, cell));
}

/** The name of the cell at a column and row (0-based): 4, 4 is 'E5'. */
export function nameOf(col: number, row: number): CellName {
  return String.fromCharCode(65 + col) + String(row + 1);
}

const CELL_NAME = /^([A-Z])([1-9][0-9]?)$/;

/**
 * The column and row (0-based) a cell name gives, on any board: 'E5' is 4, 4. A malformed name
 * gives -1, -1, which is on no board.
 */
export function cellXY(name: unknown): { col: number; row: number } {
  const m = typeof name === 'string' ? CELL_NAME.exec(name) : null;
  return m ? { col: (m[1] as string).charCodeAt(0) - 65, row: Number(m[2]) - 1 } : { col: -1, row: -1 };
}

/** The index of a named cell, or -1 if the name is malformed or off the board. */
export function parseCell(g: Grid, name: unknown): number {
  const { col, row } = cellXY(name);
  return onBoard(g, col, row) ? cellAt(g, col, row) : -1;
}

export function isDir(x: unknown): x is Dir {
  return typeof x === 'string' && (DIRS as readonly string[]).includes(x);
}
