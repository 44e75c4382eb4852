/**
 * Where each floor sheet goes: side by side when the viewport is wide (floor 1 on the left,
 * the roof exit on the right), stacked in reading order when narrow, scrolling if needed.
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

export interface BoardLayout {
  arrangement: 'row' | 'column';
  tile: number;
  width: number;
  height: number;
  sheets: SheetRect[];
}

export const SHEET_HEADER = 30;
export const SHEET_PAD = 10;
const GAP = 14;
const MARGIN = 10;
/** Tiles stay big enough to read and to tap (UI.md: 44 px controls). */
const MIN_ROW_TILE = 58;
const MAX_TILE = 120;

export function layoutBoard(
  viewport: { width: number; height: number },
  board: { cols: number; rows: number; floors: number },
): BoardLayout {
  const { cols, rows, floors } = board;
  const sheetChrome = SHEET_PAD * 2;
  const rowTileByWidth =
    (viewport.width - MARGIN * 2 - GAP * (floors - 1) - sheetChrome * floors) / (cols * floors);
  const rowTileByHeight = (viewport.height - MARGIN * 2 - SHEET_HEADER - sheetChrome) / rows;
  const rowTile = Math.floor(Math.min(rowTileByWidth, rowTileByHeight, MAX_TILE));
  const arrangement = rowTile >= MIN_ROW_TILE ? 'row' : 'column';
  const tile =
    arrangement === 'row'
      ? rowTile
      : Math.floor(Math.min((viewport.width - MARGIN * 2 - sheetChrome) / cols, MAX_TILE));
  const sheetW = tile * cols + sheetChrome;
  const sheetH = tile * rows + sheetChrome + SHEET_HEADER;
  const sheets: SheetRect[] = [];
  for (let floor = 0; floor < floors; floor++) {
    const x = arrangement === 'row' ? MARGIN + floor * (sheetW + GAP) : MARGIN;
    const y = arrangement === 'row' ? MARGIN : MARGIN + floor * (sheetH + GAP);
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
  const contentW =
    arrangement === 'row' ? floors * sheetW + (floors - 1) * GAP + MARGIN * 2 : sheetW + MARGIN * 2;
  const contentH =
    arrangement === 'row' ? sheetH + MARGIN * 2 : floors * sheetH + (floors - 1) * GAP + MARGIN * 2;
  // Centre the content when the viewport is larger.
  const dx = Math.max(0, Math.floor((viewport.width - contentW) / 2));
  const dy = arrangement === 'row' ? Math.max(0, Math.floor((viewport.height - contentH) / 2)) : 0;
  for (const s of sheets) {
    s.x += dx;
    s.gridX += dx;
    s.y += dy;
    s.gridY += dy;
  }
  return {
    arrangement,
    tile,
    width: Math.max(viewport.width, contentW),
    height: Math.max(arrangement === 'row' ? viewport.height : 0, contentH),
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
