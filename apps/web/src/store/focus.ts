/** Keyboard focus on the board: arrows walk the grid and step across to the next floor. */
import type { PlayerView, Pos } from '@safecrackers/rules';

export type Arrow = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

export function nextFocus(view: PlayerView, focus: Pos | null, key: Arrow, start: Pos | null): Pos {
  const { cols, rows, floors } = view.board;
  const from = focus ?? start ?? { floor: 0, col: 0, row: 0 };
  if (!focus) return from;
  let { floor, col, row } = from;
  if (key === 'ArrowUp') row = Math.max(0, row - 1);
  if (key === 'ArrowDown') row = Math.min(rows - 1, row + 1);
  if (key === 'ArrowLeft') {
    if (col > 0) col--;
    else if (floor > 0) {
      floor--;
      col = cols - 1;
    }
  }
  if (key === 'ArrowRight') {
    if (col < cols - 1) col++;
    else if (floor < floors - 1) {
      floor++;
      col = 0;
    }
  }
  const next = { floor, col, row };
  // Skip the Fort Knox void: one more step the same way.
  if (view.board.void && view.board.void.col === col && view.board.void.row === row) {
    return next.col === from.col && next.row === from.row ? from : nextFocus(view, next, key, start);
  }
  return next;
}
