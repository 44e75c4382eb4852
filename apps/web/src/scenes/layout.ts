/**
 * Where each floor sheet goes. Floors sit side by side (floor 1 on the left, the roof exit on
 * the right) or, when that leaves the tiles too small, two to a row; all floors on screen
 * whenever the tiles can still be read and tapped at a good size. When they cannot (three Bank
 * floors beside the panel), a wide screen keeps the floors side by side at a good size and
 * pans (the camera starts on the player's floor); a narrow one stacks them and scrolls.
 */
export interface SheetRect {
  floor: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Top-left of the tile grid inside the sheet. */
  gridX: number;
  gridY: number;
}

export type Arrangement = 'row' | 'grid' | 'column';

export interface BoardLayout {
  arrangement: Arrangement;
  tile: number;
  width: number;
  height: number;
  sheets: SheetRect[];
}

export const SHEET_HEADER = 30;
export const SHEET_PAD = 10;
const GAP = 14;
const MARGIN = 10;
/** Below this the whole board does not show at once on a wide screen: it pans instead. */
export const GOOD_TILE = 110;
/** Tiles stay big enough to read and to tap (UI.md: 44 px controls). */
const MIN_TILE = 58;
const MAX_TILE = 150;
/** Narrower viewports than this are phones: floors stack and scroll. */
const WIDE = 640;
/** Room at the foot of a stacked board, so the zoom buttons never hide its last floor. */
const FOOT = 56;

interface Shape {
  cols: number;
  rows: number;
  floors: number;
}

/** Sheets per line and lines of an arrangement. */
function grid(arrangement: Arrangement, floors: number): { across: number; down: number } {
  if (arrangement === 'row') return { across: floors, down: 1 };
  if (arrangement === 'column') return { across: 1, down: floors };
  return { across: 2, down: Math.ceil(floors / 2) };
}

/** The largest tile with which `across` × `down` sheets fit the viewport. */
function fittingTile(viewport: { width: number; height: number }, b: Shape, across: number, down: number) {
  const chrome = SHEET_PAD * 2;
  const byWidth = (viewport.width - MARGIN * 2 - GAP * (across - 1) - chrome * across) / (b.cols * across);
  const byHeight =
    (viewport.height - MARGIN * 2 - GAP * (down - 1) - (chrome + SHEET_HEADER) * down) / (b.rows * down);
  return Math.floor(Math.min(byWidth, byHeight, MAX_TILE));
}

export function layoutBoard(viewport: { width: number; height: number }, board: Shape): BoardLayout {
  const { floors } = board;
  const candidates: Arrangement[] = floors > 2 ? ['row', 'grid'] : ['row'];
  let arrangement: Arrangement = 'row';
  let tile = 0;
  for (const a of candidates) {
    const { across, down } = grid(a, floors);
    const size = fittingTile(viewport, board, across, down);
    if (size > tile) {
      tile = size;
      arrangement = a;
    }
  }
  if (tile < GOOD_TILE) {
    if (viewport.width >= WIDE) {
      // Side by side at a good size, as large as two whole floors across allow: the rest pans.
      arrangement = 'row';
      const twoAcross = fittingTile({ ...viewport, height: Number.POSITIVE_INFINITY }, board, 2, 1);
      const byHeight = fittingTile({ ...viewport, width: Number.POSITIVE_INFINITY }, board, 1, 1);
      tile = Math.min(byHeight, Math.max(GOOD_TILE, twoAcross, tile));
      if (tile < MIN_TILE) arrangement = 'column';
    } else arrangement = 'column';
    if (arrangement === 'column')
      tile = fittingTile({ ...viewport, height: Number.POSITIVE_INFINITY }, board, 1, 1);
  }
  return place(viewport, board, arrangement, tile);
}

function place(
  viewport: { width: number; height: number },
  board: Shape,
  arrangement: Arrangement,
  tile: number,
): BoardLayout {
  const { cols, rows, floors } = board;
  const { across, down } = grid(arrangement, floors);
  const chrome = SHEET_PAD * 2;
  const sheetW = tile * cols + chrome;
  const sheetH = tile * rows + chrome + SHEET_HEADER;
  const contentW = across * sheetW + (across - 1) * GAP + MARGIN * 2;
  const foot = arrangement === 'column' ? FOOT : 0;
  const contentH = down * sheetH + (down - 1) * GAP + MARGIN * 2 + foot;
  // Centred when the viewport is larger; a stacked board starts at the top.
  const dx = Math.max(0, Math.floor((viewport.width - contentW) / 2));
  const dy = arrangement === 'column' ? 0 : Math.max(0, Math.floor((viewport.height - contentH) / 2));
  const sheets: SheetRect[] = [];
  for (let floor = 0; floor < floors; floor++) {
    const col = floor % across;
    const line = Math.floor(floor / across);
    const x = dx + MARGIN + col * (sheetW + GAP);
    // In a grid the lower floors go at the bottom, as in a building.
    const y = dy + MARGIN + (arrangement === 'grid' ? down - 1 - line : line) * (sheetH + GAP);
    sheets.push({
      floor,
      x,
      y,
      width: sheetW,
      height: sheetH,
      gridX: x + SHEET_PAD,
      gridY: y + SHEET_PAD + SHEET_HEADER,
    });
  }
  return {
    arrangement,
    tile,
    width: Math.max(viewport.width, contentW),
    height: Math.max(arrangement === 'column' ? 0 : viewport.height, contentH),
    sheets,
  };
}

/** Centre of a cell in board pixels. */
export function cellCentre(
  layout: BoardLayout,
  p: { floor: number; col: number; row: number },
): { x: number; y: number } {
  const sheet = layout.sheets[p.floor]!;
  return { x: sheet.gridX + (p.col + 0.5) * layout.tile, y: sheet.gridY + (p.row + 0.5) * layout.tile };
}
